import type { SiteWords } from "./en";

export const ptPT: SiteWords = {
  "nav": {
    "about": "Sobre",
    "offerings": "Oferta",
    "hours": "Horário",
    "faq": "Perguntas",
    "contact": "Contacto"
  },
  "headings": {
    "about": "Sobre nós",
    "offerings": {
      "menu": "Ementa",
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
    "story": "A nossa história",
    "team": "Equipa",
    "area": "Zonas onde trabalhamos",
    "gallery": "Galeria",
    "reviews": "O que dizem de nós",
    "contact": "Contacto",
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
    "address": "Morada",
    "meetingPoint": "Ponto de encontro",
    "hours": "Horário",
    "closed": "Fechado",
    "social": "Siga-nos",
    "mainNav": "Principal"
  },
  "footer": {
    "rights": "Todos os direitos reservados."
  },
  "faq": {
    "hours": "Qual é o horário?",
    "location": "Onde ficam?",
    "area": "Em que zonas trabalham?",
    "prices": "Quanto custa?",
    "pricesAnswer": "Os preços estão nesta página.",
    "contact": "Como posso entrar em contacto?"
  },
  "actions": {
    "message": "Enviar mensagem",
    "quickActions": "Ações rápidas",
    "book": "Reservar online",
    "shop": "Comprar online",
    "signup": "Inscrever-se",
    "page": "Visitar o nosso site"
  },
  "form": {
    "heading": "Envie-nos uma mensagem",
    "intro": "Responderemos por e-mail.",
    "name": "O seu nome",
    "email": "O seu e-mail",
    "phone": "Telefone",
    "optional": "opcional",
    "message": "Mensagem",
    "send": "Enviar mensagem",
    "trap": "Deixe este campo vazio",
    "errorTitle": "Verifique a sua mensagem",
    "errorSummary": "A sua mensagem ainda não foi enviada. Corrija o seguinte:",
    "thanksTitle": "Obrigado, a sua mensagem foi enviada",
    "thanksText": "Recebemos a sua mensagem e responderemos por e-mail.",
    "back": "Voltar ao site",
    "errors": {
      "nameRequired": "Indique o seu nome.",
      "nameTooLong": "O nome pode ter no máximo {max} caracteres.",
      "emailRequired": "Indique o seu e-mail para podermos responder.",
      "emailInvalid": "Indique um e-mail como nome@exemplo.pt.",
      "phoneInvalid": "Indique um telefone só com algarismos, espaços e + ( ) -.",
      "messageRequired": "Escreva a sua mensagem.",
      "messageTooLong": "A mensagem pode ter no máximo {max} caracteres.",
      "tooFast": "Foi muito rápido. Verifique a sua mensagem e envie-a novamente.",
      "expired": "O formulário esteve aberto muito tempo. Envie a sua mensagem novamente.",
      "tooMany": "Enviou várias mensagens em pouco tempo. Aguarde alguns minutos e envie novamente; o seu texto fica guardado abaixo.",
      "siteBusy": "Este site recebeu muitas mensagens hoje. Tente novamente amanhã; o seu texto fica guardado abaixo."
    }
  },
  "compose": {
    "inPlace": "{trade} em {place}"
  }
};
