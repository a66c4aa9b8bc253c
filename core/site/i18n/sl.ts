import type { SiteWords } from "./en";

export const sl: SiteWords = {
  "nav": {
    "about": "O nas",
    "offerings": "Ponudba",
    "hours": "Delovni čas",
    "faq": "Vprašanja",
    "contact": "Kontakt"
  },
  "headings": {
    "about": "O nas",
    "offerings": {
      "menu": "Jedilnik",
      "services": "Storitve",
      "products": "Izdelki",
      "classes": "Tečaji",
      "portfolio": "Dela",
      "pricing": "Cenik"
    },
    "pricing": "Cenik",
    "hours": "Delovni čas",
    "timetable": "Urnik",
    "faq": "Pogosta vprašanja",
    "story": "Naša zgodba",
    "team": "Naša ekipa",
    "area": "Kje delujemo",
    "gallery": "Galerija",
    "reviews": "Kaj pravijo stranke",
    "contact": "Kontakt",
    "notes": "Dobro je vedeti"
  },
  "buttons": {
    "call": "Pokličite",
    "email": "Pišite nam",
    "directions": "Navodila za pot",
    "skip": "Preskoči na glavno vsebino"
  },
  "labels": {
    "phone": "Telefon",
    "email": "E-pošta",
    "address": "Naslov",
    "meetingPoint": "Zbirno mesto",
    "hours": "Delovni čas",
    "closed": "Zaprto",
    "social": "Sledite nam",
    "mainNav": "Glavni meni"
  },
  "footer": {
    "rights": "Vse pravice pridržane."
  },
  "faq": {
    "hours": "Kdaj imate odprto?",
    "location": "Kje vas najdem?",
    "area": "Na katerem območju delujete?",
    "prices": "Koliko stane?",
    "pricesAnswer": "Cene so navedene na tej strani.",
    "contact": "Kako vas lahko kontaktiram?"
  },
  "actions": {
    "message": "Pošljite sporočilo",
    "quickActions": "Hitra dejanja",
    "book": "Rezervirajte prek spleta",
    "shop": "Kupite prek spleta",
    "signup": "Prijavite se",
    "page": "Obiščite našo spletno stran"
  },
  "form": {
    "heading": "Pošljite nam sporočilo",
    "intro": "Odgovorili vam bomo po e-pošti.",
    "name": "Vaše ime",
    "email": "Vaš e-naslov",
    "phone": "Telefon",
    "optional": "neobvezno",
    "message": "Sporočilo",
    "send": "Pošlji sporočilo",
    "trap": "To polje pustite prazno",
    "errorTitle": "Preverite sporočilo",
    "errorSummary": "Sporočilo še ni bilo poslano. Popravite naslednje:",
    "thanksTitle": "Hvala, sporočilo je poslano",
    "thanksText": "Vaše sporočilo smo prejeli in vam bomo odgovorili po e-pošti.",
    "back": "Nazaj na spletno stran",
    "errors": {
      "nameRequired": "Vpišite svoje ime.",
      "nameTooLong": "Ime ima lahko največ {max} znakov.",
      "emailRequired": "Vpišite e-naslov, da vam lahko odgovorimo.",
      "emailInvalid": "Vpišite e-naslov, kot je ime@primer.si.",
      "phoneInvalid": "V telefonski številki uporabite samo števke, presledke in + ( ) -.",
      "messageRequired": "Napišite sporočilo.",
      "messageTooLong": "Sporočilo ima lahko največ {max} znakov.",
      "tooFast": "To je bilo zelo hitro. Preverite sporočilo in ga pošljite znova.",
      "expired": "Obrazec je bil dolgo odprt. Sporočilo pošljite znova.",
      "tooMany": "V kratkem času ste poslali več sporočil. Počakajte nekaj minut in poskusite znova; vaše besedilo je shranjeno spodaj.",
      "siteBusy": "Spletna stran je danes prejela veliko sporočil. Poskusite znova jutri; vaše besedilo je shranjeno spodaj."
    }
  },
  "compose": {
    "inPlace": "{trade} – {place}"
  }
};
