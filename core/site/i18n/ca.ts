import type { SiteWords } from "./en";

export const ca: SiteWords = {
  "nav": {
    "about": "Qui som",
    "offerings": "Oferta",
    "hours": "Horari",
    "faq": "Preguntes",
    "contact": "Contacte"
  },
  "headings": {
    "about": "Qui som",
    "offerings": {
      "menu": "Carta",
      "services": "Serveis",
      "products": "Productes",
      "classes": "Classes",
      "portfolio": "Treballs",
      "pricing": "Preus"
    },
    "pricing": "Preus",
    "hours": "Horari",
    "timetable": "Horari de classes",
    "faq": "Preguntes freqüents",
    "story": "La nostra història",
    "team": "Equip",
    "area": "Zones on treballem",
    "gallery": "Galeria",
    "reviews": "Què diuen de nosaltres",
    "contact": "Contacte",
    "notes": "Bo de saber"
  },
  "buttons": {
    "call": "Truca",
    "email": "Escriu-nos",
    "directions": "Com arribar-hi",
    "skip": "Salta al contingut principal"
  },
  "labels": {
    "phone": "Telèfon",
    "email": "Correu electrònic",
    "address": "Adreça",
    "meetingPoint": "Punt de trobada",
    "hours": "Horari",
    "closed": "Tancat",
    "social": "Segueix-nos",
    "mainNav": "Menú principal"
  },
  "footer": {
    "rights": "Tots els drets reservats."
  },
  "faq": {
    "hours": "Quin horari teniu?",
    "location": "On sou?",
    "area": "A quines zones treballeu?",
    "prices": "Quant costa?",
    "pricesAnswer": "Els preus són en aquesta pàgina.",
    "contact": "Com us puc contactar?"
  },
  "actions": {
    "message": "Envia un missatge",
    "quickActions": "Accions ràpides",
    "book": "Reserva en línia",
    "shop": "Compra en línia",
    "signup": "Registra't",
    "page": "Visita el nostre web"
  },
  "form": {
    "heading": "Envia'ns un missatge",
    "intro": "Et respondrem per correu electrònic.",
    "name": "El teu nom",
    "email": "El teu correu electrònic",
    "phone": "Telèfon",
    "optional": "opcional",
    "message": "Missatge",
    "send": "Envia el missatge",
    "trap": "Deixa aquest camp buit",
    "errorTitle": "Revisa el missatge",
    "errorSummary": "El missatge encara no s'ha enviat. Corregeix el següent:",
    "thanksTitle": "Gràcies, el missatge s'ha enviat",
    "thanksText": "Hem rebut el missatge i et respondrem per correu electrònic.",
    "back": "Torna al web",
    "errors": {
      "nameRequired": "Escriu el teu nom.",
      "nameTooLong": "El nom pot tenir com a màxim {max} caràcters.",
      "emailRequired": "Escriu el correu electrònic perquè et puguem respondre.",
      "emailInvalid": "Escriu un correu com nom@exemple.cat.",
      "phoneInvalid": "Fes servir només xifres, espais i + ( ) - al telèfon.",
      "messageRequired": "Escriu el missatge.",
      "messageTooLong": "El missatge pot tenir com a màxim {max} caràcters.",
      "tooFast": "Ha estat molt ràpid. Revisa el missatge i torna'l a enviar.",
      "expired": "El formulari ha estat obert molta estona. Torna a enviar el missatge.",
      "tooMany": "Has enviat diversos missatges en poc temps. Espera uns minuts i torna-ho a provar; el teu text es conserva a sota.",
      "siteBusy": "Aquest web ha rebut molts missatges avui. Torna-ho a provar demà; el teu text es conserva a sota."
    }
  },
  "compose": {
    "inPlace": "{trade} a {place}"
  }
};
