import type { SiteWords } from "./en";

export const da: SiteWords = {
  "nav": {
    "about": "Om os",
    "offerings": "Udbud",
    "hours": "Åbningstider",
    "faq": "Spørgsmål",
    "contact": "Kontakt"
  },
  "headings": {
    "about": "Om os",
    "offerings": {
      "menu": "Menu",
      "services": "Ydelser",
      "products": "Produkter",
      "classes": "Hold",
      "portfolio": "Arbejder",
      "pricing": "Priser"
    },
    "pricing": "Priser",
    "hours": "Åbningstider",
    "timetable": "Skema",
    "faq": "Ofte stillede spørgsmål",
    "story": "Vores historie",
    "team": "Vores team",
    "area": "Områder vi dækker",
    "gallery": "Galleri",
    "reviews": "Det siger kunderne",
    "contact": "Kontakt",
    "notes": "Godt at vide"
  },
  "buttons": {
    "call": "Ring",
    "email": "Send en e-mail",
    "directions": "Rutevejledning",
    "skip": "Gå til hovedindholdet"
  },
  "labels": {
    "phone": "Telefon",
    "email": "E-mail",
    "address": "Adresse",
    "meetingPoint": "Mødested",
    "hours": "Åbningstider",
    "closed": "Lukket",
    "social": "Følg os",
    "mainNav": "Hovedmenu"
  },
  "footer": {
    "rights": "Alle rettigheder forbeholdes."
  },
  "faq": {
    "hours": "Hvornår har I åbent?",
    "location": "Hvor ligger I?",
    "area": "Hvilke områder dækker I?",
    "prices": "Hvad koster det?",
    "pricesAnswer": "Priserne står på denne side.",
    "contact": "Hvordan kontakter jeg jer?"
  },
  "actions": {
    "message": "Send en besked",
    "quickActions": "Genveje",
    "book": "Book online",
    "shop": "Køb online",
    "signup": "Tilmeld dig",
    "page": "Besøg vores hjemmeside"
  },
  "form": {
    "heading": "Send os en besked",
    "intro": "Vi svarer pr. e-mail.",
    "name": "Dit navn",
    "email": "Din e-mail",
    "phone": "Telefon",
    "optional": "valgfrit",
    "message": "Besked",
    "send": "Send besked",
    "trap": "Lad dette felt være tomt",
    "errorTitle": "Tjek din besked",
    "errorSummary": "Din besked er ikke sendt endnu. Ret venligst følgende:",
    "thanksTitle": "Tak, din besked er sendt",
    "thanksText": "Vi har modtaget din besked og svarer pr. e-mail.",
    "back": "Tilbage til hjemmesiden",
    "errors": {
      "nameRequired": "Skriv dit navn.",
      "nameTooLong": "Navnet må højst være på {max} tegn.",
      "emailRequired": "Skriv din e-mailadresse, så vi kan svare.",
      "emailInvalid": "Skriv en e-mailadresse som navn@eksempel.dk.",
      "phoneInvalid": "Brug kun cifre, mellemrum og + ( ) - i telefonnummeret.",
      "messageRequired": "Skriv din besked.",
      "messageTooLong": "Beskeden må højst være på {max} tegn.",
      "tooFast": "Det gik meget hurtigt. Tjek din besked, og send den igen.",
      "expired": "Formularen har været åben længe. Send din besked igen.",
      "tooMany": "Du har sendt flere beskeder på kort tid. Vent et par minutter, og send igen; din tekst er gemt nedenfor.",
      "siteBusy": "Denne side har fået mange beskeder i dag. Prøv igen i morgen; din tekst er gemt nedenfor."
    }
  },
  "compose": {
    "inPlace": "{trade} i {place}"
  }
};
