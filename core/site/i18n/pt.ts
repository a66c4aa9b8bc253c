import type { SiteWords } from "./en";

export const pt: SiteWords = {
  "nav": {
    "about": "Sobre",
    "offerings": "Oferta",
    "hours": "Horário",
    "faq": "Perguntas",
    "contact": "Contato"
  },
  "headings": {
    "about": "Sobre nós",
    "offerings": {
      "menu": "Cardápio",
      "services": "Serviços",
      "products": "Produtos",
      "classes": "Aulas",
      "portfolio": "Trabalhos",
      "pricing": "Preços"
    },
    "pricing": "Preços",
    "hours": "Horário de funcionamento",
    "timetable": "Horário das aulas",
    "faq": "Perguntas frequentes",
    "story": "Nossa história",
    "team": "Equipe",
    "area": "Regiões atendidas",
    "gallery": "Galeria",
    "reviews": "Depoimentos",
    "contact": "Contato",
    "notes": "Bom saber"
  },
  "buttons": {
    "call": "Ligar",
    "email": "Enviar e-mail",
    "directions": "Como chegar",
    "skip": "Ir para o conteúdo principal"
  },
  "labels": {
    "phone": "Telefone",
    "email": "E-mail",
    "address": "Endereço",
    "meetingPoint": "Ponto de encontro",
    "hours": "Horário",
    "closed": "Fechado",
    "social": "Siga",
    "mainNav": "Principal"
  },
  "footer": {
    "rights": "Todos os direitos reservados."
  },
  "faq": {
    "hours": "Qual é o horário?",
    "location": "Onde vocês ficam?",
    "area": "Quais regiões vocês atendem?",
    "prices": "Quanto custa?",
    "pricesAnswer": "Os preços estão nesta página.",
    "contact": "Como entro em contato?"
  },
  "actions": {
    "message": "Enviar mensagem",
    "quickActions": "Ações rápidas",
    "book": "Reservar online",
    "shop": "Comprar online",
    "signup": "Inscrever-se",
    "page": "Visitar nosso site"
  },
  "form": {
    "heading": "Envie uma mensagem",
    "intro": "Responderemos por e-mail.",
    "name": "Seu nome",
    "email": "Seu e-mail",
    "phone": "Telefone",
    "optional": "opcional",
    "message": "Mensagem",
    "send": "Enviar mensagem",
    "trap": "Deixe este campo em branco",
    "errorTitle": "Confira sua mensagem",
    "errorSummary": "Sua mensagem ainda não foi enviada. Corrija o seguinte:",
    "thanksTitle": "Obrigado, sua mensagem foi enviada",
    "thanksText": "Recebemos sua mensagem e responderemos por e-mail.",
    "back": "Voltar ao site",
    "errors": {
      "nameRequired": "Informe seu nome.",
      "nameTooLong": "O nome pode ter no máximo {max} caracteres.",
      "emailRequired": "Informe seu e-mail para podermos responder.",
      "emailInvalid": "Informe um e-mail como nome@exemplo.com.br.",
      "phoneInvalid": "Informe um telefone só com números, espaços e + ( ) -.",
      "messageRequired": "Escreva sua mensagem.",
      "messageTooLong": "A mensagem pode ter no máximo {max} caracteres.",
      "tooFast": "Foi muito rápido. Confira sua mensagem e envie de novo.",
      "expired": "O formulário ficou aberto por muito tempo. Envie sua mensagem de novo.",
      "tooMany": "Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos e envie de novo; seu texto está guardado abaixo.",
      "siteBusy": "Este site recebeu muitas mensagens hoje. Tente de novo amanhã; seu texto está guardado abaixo."
    }
  },
  "compose": {
    "inPlace": "{trade} em {place}"
  }
};
