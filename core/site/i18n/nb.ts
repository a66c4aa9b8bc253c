import type { SiteWords } from "./en";

export const nb: SiteWords = {
  "nav": {
    "about": "Om oss",
    "offerings": "Tilbud",
    "hours": "Åpningstider",
    "faq": "Spørsmål",
    "contact": "Kontakt"
  },
  "headings": {
    "about": "Om oss",
    "offerings": {
      "menu": "Meny",
      "services": "Tjenester",
      "products": "Produkter",
      "classes": "Kurs",
      "portfolio": "Arbeider",
      "pricing": "Priser"
    },
    "pricing": "Priser",
    "hours": "Åpningstider",
    "timetable": "Timeplan",
    "faq": "Ofte stilte spørsmål",
    "story": "Vår historie",
    "team": "Vårt team",
    "area": "Områder vi dekker",
    "gallery": "Galleri",
    "reviews": "Dette sier kundene",
    "contact": "Kontakt",
    "notes": "Greit å vite"
  },
  "buttons": {
    "call": "Ring",
    "email": "Send e-post",
    "directions": "Veibeskrivelse",
    "skip": "Gå til hovedinnholdet"
  },
  "labels": {
    "phone": "Telefon",
    "email": "E-post",
    "address": "Adresse",
    "meetingPoint": "Møtested",
    "hours": "Åpningstider",
    "closed": "Stengt",
    "social": "Følg oss",
    "mainNav": "Hovedmeny"
  },
  "footer": {
    "rights": "Alle rettigheter forbeholdt."
  },
  "faq": {
    "hours": "Når har dere åpent?",
    "location": "Hvor holder dere til?",
    "area": "Hvilke områder dekker dere?",
    "prices": "Hva koster det?",
    "pricesAnswer": "Prisene står på denne siden.",
    "contact": "Hvordan kontakter jeg dere?"
  },
  "actions": {
    "message": "Send en melding",
    "quickActions": "Snarveier",
    "book": "Bestill på nett",
    "shop": "Kjøp på nett",
    "signup": "Registrer deg",
    "page": "Besøk nettsiden vår"
  },
  "form": {
    "heading": "Send oss en melding",
    "intro": "Vi svarer på e-post.",
    "name": "Navnet ditt",
    "email": "E-postadressen din",
    "phone": "Telefon",
    "optional": "valgfritt",
    "message": "Melding",
    "send": "Send melding",
    "trap": "La dette feltet stå tomt",
    "errorTitle": "Sjekk meldingen din",
    "errorSummary": "Meldingen er ikke sendt ennå. Rett følgende:",
    "thanksTitle": "Takk, meldingen er sendt",
    "thanksText": "Vi har mottatt meldingen din og svarer på e-post.",
    "back": "Tilbake til nettsiden",
    "errors": {
      "nameRequired": "Skriv navnet ditt.",
      "nameTooLong": "Navnet kan være på høyst {max} tegn.",
      "emailRequired": "Skriv e-postadressen din, så vi kan svare.",
      "emailInvalid": "Skriv en e-postadresse som navn@eksempel.no.",
      "phoneInvalid": "Bruk bare sifre, mellomrom og + ( ) - i telefonnummeret.",
      "messageRequired": "Skriv meldingen din.",
      "messageTooLong": "Meldingen kan være på høyst {max} tegn.",
      "tooFast": "Det gikk veldig fort. Sjekk meldingen og send den på nytt.",
      "expired": "Skjemaet har vært åpent lenge. Send meldingen på nytt.",
      "tooMany": "Du har sendt flere meldinger på kort tid. Vent noen minutter og send på nytt; teksten din er tatt vare på nedenfor.",
      "siteBusy": "Denne siden har fått mange meldinger i dag. Prøv igjen i morgen; teksten din er tatt vare på nedenfor."
    }
  },
  "compose": {
    "inPlace": "{trade} i {place}"
  }
};
