import type { SiteWords } from "./en";

export const af: SiteWords = {
  "nav": {
    "about": "Oor ons",
    "offerings": "Aanbod",
    "hours": "Ure",
    "faq": "Vrae",
    "contact": "Kontak"
  },
  "headings": {
    "about": "Oor ons",
    "offerings": {
      "menu": "Spyskaart",
      "services": "Dienste",
      "products": "Produkte",
      "classes": "Klasse",
      "portfolio": "Werk",
      "pricing": "Pryse"
    },
    "pricing": "Pryse",
    "hours": "Besigheidsure",
    "timetable": "Rooster",
    "faq": "Algemene vrae",
    "story": "Ons storie",
    "team": "Ons span",
    "area": "Gebiede wat ons bedien",
    "gallery": "Galery",
    "reviews": "Wat kliënte sê",
    "contact": "Kontak",
    "notes": "Goed om te weet"
  },
  "buttons": {
    "call": "Bel",
    "email": "Stuur 'n e-pos",
    "directions": "Aanwysings",
    "skip": "Gaan na hoofinhoud"
  },
  "labels": {
    "phone": "Telefoon",
    "email": "E-pos",
    "address": "Adres",
    "meetingPoint": "Ontmoetplek",
    "hours": "Ure",
    "closed": "Gesluit",
    "social": "Volg ons",
    "mainNav": "Hoofkieslys"
  },
  "footer": {
    "rights": "Alle regte voorbehou."
  },
  "faq": {
    "hours": "Wanneer is julle oop?",
    "location": "Waar is julle?",
    "area": "Watter gebiede bedien julle?",
    "prices": "Hoeveel kos dit?",
    "pricesAnswer": "Die pryse staan op hierdie bladsy.",
    "contact": "Hoe kontak ek julle?"
  },
  "actions": {
    "message": "Stuur 'n boodskap",
    "quickActions": "Vinnige aksies",
    "book": "Bespreek aanlyn",
    "shop": "Koop aanlyn",
    "signup": "Registreer",
    "page": "Besoek ons webwerf"
  },
  "form": {
    "heading": "Stuur vir ons 'n boodskap",
    "intro": "Ons antwoord per e-pos.",
    "name": "Jou naam",
    "email": "Jou e-pos",
    "phone": "Telefoon",
    "optional": "opsioneel",
    "message": "Boodskap",
    "send": "Stuur boodskap",
    "trap": "Laat hierdie veld leeg",
    "errorTitle": "Gaan asseblief jou boodskap na",
    "errorSummary": "Jou boodskap is nog nie gestuur nie. Korrigeer asseblief die volgende:",
    "thanksTitle": "Dankie, jou boodskap is gestuur",
    "thanksText": "Ons het jou boodskap ontvang en antwoord per e-pos.",
    "back": "Terug na die webwerf",
    "errors": {
      "nameRequired": "Tik jou naam in.",
      "nameTooLong": "Jou naam mag hoogstens {max} karakters wees.",
      "emailRequired": "Tik jou e-posadres in sodat ons kan antwoord.",
      "emailInvalid": "Tik 'n e-posadres soos naam@voorbeeld.co.za in.",
      "phoneInvalid": "Gebruik net syfers, spasies en + ( ) - in die telefoonnommer.",
      "messageRequired": "Skryf jou boodskap.",
      "messageTooLong": "Jou boodskap mag hoogstens {max} karakters wees.",
      "tooFast": "Dit was baie vinnig. Gaan jou boodskap na en stuur dit weer.",
      "expired": "Hierdie vorm was lank oop. Stuur asseblief jou boodskap weer.",
      "tooMany": "Jy het 'n paar boodskappe kort na mekaar gestuur. Wag 'n paar minute en stuur weer; jou teks is hieronder bewaar.",
      "siteBusy": "Hierdie webwerf het vandag baie boodskappe ontvang. Probeer asseblief môre weer; jou teks is hieronder bewaar."
    }
  },
  "compose": {
    "inPlace": "{trade} in {place}"
  }
};
