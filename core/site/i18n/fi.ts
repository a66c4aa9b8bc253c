import type { SiteWords } from "./en";

export const fi: SiteWords = {
  "nav": {
    "about": "Meistä",
    "offerings": "Tarjonta",
    "hours": "Aukioloajat",
    "faq": "Kysymykset",
    "contact": "Yhteystiedot"
  },
  "headings": {
    "about": "Meistä",
    "offerings": {
      "menu": "Ruokalista",
      "services": "Palvelut",
      "products": "Tuotteet",
      "classes": "Kurssit",
      "portfolio": "Työt",
      "pricing": "Hinnasto"
    },
    "pricing": "Hinnasto",
    "hours": "Aukioloajat",
    "timetable": "Aikataulu",
    "faq": "Usein kysyttyä",
    "story": "Tarinamme",
    "team": "Tiimimme",
    "area": "Toiminta-alue",
    "gallery": "Galleria",
    "reviews": "Asiakkaiden sanoin",
    "contact": "Yhteystiedot",
    "notes": "Hyvä tietää"
  },
  "buttons": {
    "call": "Soita",
    "email": "Lähetä sähköpostia",
    "directions": "Reittiohjeet",
    "skip": "Siirry pääsisältöön"
  },
  "labels": {
    "phone": "Puhelin",
    "email": "Sähköposti",
    "address": "Osoite",
    "meetingPoint": "Tapaamispaikka",
    "hours": "Aukioloajat",
    "closed": "Suljettu",
    "social": "Seuraa meitä",
    "mainNav": "Päävalikko"
  },
  "footer": {
    "rights": "Kaikki oikeudet pidätetään."
  },
  "faq": {
    "hours": "Milloin olette auki?",
    "location": "Missä olette?",
    "area": "Millä alueella toimitte?",
    "prices": "Paljonko se maksaa?",
    "pricesAnswer": "Hinnat ovat tällä sivulla.",
    "contact": "Miten saan yhteyden?"
  },
  "actions": {
    "message": "Lähetä viesti",
    "quickActions": "Pikatoiminnot",
    "book": "Varaa verkossa",
    "shop": "Osta verkossa",
    "signup": "Rekisteröidy",
    "page": "Käy verkkosivuillamme"
  },
  "form": {
    "heading": "Lähetä meille viesti",
    "intro": "Vastaamme sähköpostitse.",
    "name": "Nimesi",
    "email": "Sähköpostiosoitteesi",
    "phone": "Puhelin",
    "optional": "valinnainen",
    "message": "Viesti",
    "send": "Lähetä viesti",
    "trap": "Jätä tämä kenttä tyhjäksi",
    "errorTitle": "Tarkista viestisi",
    "errorSummary": "Viestiäsi ei ole vielä lähetetty. Korjaa seuraavat:",
    "thanksTitle": "Kiitos, viestisi on lähetetty",
    "thanksText": "Saimme viestisi ja vastaamme sähköpostitse.",
    "back": "Takaisin verkkosivulle",
    "errors": {
      "nameRequired": "Kirjoita nimesi.",
      "nameTooLong": "Nimessä voi olla enintään {max} merkkiä.",
      "emailRequired": "Kirjoita sähköpostiosoitteesi, jotta voimme vastata.",
      "emailInvalid": "Kirjoita osoite muodossa nimi@esimerkki.fi.",
      "phoneInvalid": "Käytä puhelinnumerossa vain numeroita, välilyöntejä ja merkkejä + ( ) -.",
      "messageRequired": "Kirjoita viestisi.",
      "messageTooLong": "Viestissä voi olla enintään {max} merkkiä.",
      "tooFast": "Se kävi hyvin nopeasti. Tarkista viesti ja lähetä se uudelleen.",
      "expired": "Lomake oli auki pitkään. Lähetä viestisi uudelleen.",
      "tooMany": "Lähetit useita viestejä lyhyessä ajassa. Odota muutama minuutti ja lähetä uudelleen; tekstisi on tallessa alla.",
      "siteBusy": "Sivusto on saanut tänään paljon viestejä. Yritä huomenna uudelleen; tekstisi on tallessa alla."
    }
  },
  "compose": {
    "inPlace": "{trade} – {place}"
  }
};
