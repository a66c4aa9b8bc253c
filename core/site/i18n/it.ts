import type { SiteWords } from "./en";

export const it: SiteWords = {
  "nav": {
    "about": "Chi siamo",
    "offerings": "Offerta",
    "hours": "Orari",
    "faq": "Domande",
    "contact": "Contatti"
  },
  "headings": {
    "about": "Chi siamo",
    "offerings": {
      "menu": "Menù",
      "services": "Servizi",
      "products": "Prodotti",
      "classes": "Corsi",
      "portfolio": "Lavori",
      "pricing": "Prezzi"
    },
    "pricing": "Prezzi",
    "hours": "Orari di apertura",
    "timetable": "Calendario dei corsi",
    "faq": "Domande frequenti",
    "story": "La nostra storia",
    "team": "Il nostro team",
    "area": "Zone servite",
    "gallery": "Galleria",
    "reviews": "Dicono di noi",
    "contact": "Contatti",
    "notes": "Buono a sapersi"
  },
  "buttons": {
    "call": "Chiama",
    "email": "Scrivici",
    "directions": "Indicazioni stradali",
    "skip": "Vai al contenuto principale"
  },
  "labels": {
    "phone": "Telefono",
    "email": "E-mail",
    "address": "Indirizzo",
    "meetingPoint": "Punto d’incontro",
    "hours": "Orari",
    "closed": "Chiuso",
    "social": "Seguici",
    "mainNav": "Principale"
  },
  "footer": {
    "rights": "Tutti i diritti riservati."
  },
  "faq": {
    "hours": "Quali sono i vostri orari?",
    "location": "Dove vi trovate?",
    "area": "In quali zone lavorate?",
    "prices": "Quanto costa?",
    "pricesAnswer": "I prezzi sono indicati in questa pagina.",
    "contact": "Come posso contattarvi?"
  },
  "actions": {
    "message": "Invia un messaggio",
    "quickActions": "Azioni rapide",
    "book": "Prenota online",
    "shop": "Acquista online",
    "signup": "Iscriviti",
    "page": "Visita il nostro sito"
  },
  "form": {
    "heading": "Scrivici un messaggio",
    "intro": "Ti risponderemo via e-mail.",
    "name": "Il tuo nome",
    "email": "La tua e-mail",
    "phone": "Telefono",
    "optional": "facoltativo",
    "message": "Messaggio",
    "send": "Invia messaggio",
    "trap": "Lascia vuoto questo campo",
    "errorTitle": "Controlla il tuo messaggio",
    "errorSummary": "Il messaggio non è ancora stato inviato. Correggi quanto segue:",
    "thanksTitle": "Grazie, il tuo messaggio è stato inviato",
    "thanksText": "Abbiamo ricevuto il tuo messaggio e ti risponderemo via e-mail.",
    "back": "Torna al sito",
    "errors": {
      "nameRequired": "Scrivi il tuo nome.",
      "nameTooLong": "Il nome può avere al massimo {max} caratteri.",
      "emailRequired": "Scrivi il tuo indirizzo e-mail, così potremo risponderti.",
      "emailInvalid": "Scrivi un indirizzo e-mail come nome@esempio.it.",
      "phoneInvalid": "Usa solo cifre, spazi e + ( ) - per il numero di telefono.",
      "messageRequired": "Scrivi il tuo messaggio.",
      "messageTooLong": "Il messaggio può avere al massimo {max} caratteri.",
      "tooFast": "È stato molto veloce. Controlla il messaggio e invialo di nuovo.",
      "expired": "Il modulo è rimasto aperto a lungo. Invia di nuovo il messaggio.",
      "tooMany": "Hai inviato diversi messaggi in poco tempo. Attendi qualche minuto e riprova; il tuo testo resta qui sotto.",
      "siteBusy": "Oggi questo sito ha ricevuto molti messaggi. Riprova domani; il tuo testo resta qui sotto."
    }
  },
  "compose": {
    "inPlace": "{trade} a {place}"
  }
};
