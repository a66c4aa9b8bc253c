import type { SiteWords } from "./en";

export const et: SiteWords = {
  "nav": {
    "about": "Meist",
    "offerings": "Pakkumine",
    "hours": "Lahtiolekuajad",
    "faq": "Küsimused",
    "contact": "Kontakt"
  },
  "headings": {
    "about": "Meist",
    "offerings": {
      "menu": "Menüü",
      "services": "Teenused",
      "products": "Tooted",
      "classes": "Tunnid",
      "portfolio": "Tööd",
      "pricing": "Hinnad"
    },
    "pricing": "Hinnad",
    "hours": "Lahtiolekuajad",
    "timetable": "Tunniplaan",
    "faq": "Korduma kippuvad küsimused",
    "story": "Meie lugu",
    "team": "Meeskond",
    "area": "Piirkonnad, kus töötame",
    "gallery": "Galerii",
    "reviews": "Mida kliendid ütlevad",
    "contact": "Kontakt",
    "notes": "Hea teada"
  },
  "buttons": {
    "call": "Helista",
    "email": "Saada e-kiri",
    "directions": "Teejuhised",
    "skip": "Liigu põhisisu juurde"
  },
  "labels": {
    "phone": "Telefon",
    "email": "E-post",
    "address": "Aadress",
    "meetingPoint": "Kohtumispaik",
    "hours": "Lahtiolekuajad",
    "closed": "Suletud",
    "social": "Jälgi meid",
    "mainNav": "Peamenüü"
  },
  "footer": {
    "rights": "Kõik õigused kaitstud."
  },
  "faq": {
    "hours": "Millal olete avatud?",
    "location": "Kus te asute?",
    "area": "Millistes piirkondades töötate?",
    "prices": "Kui palju see maksab?",
    "pricesAnswer": "Hinnad on sellel lehel.",
    "contact": "Kuidas teiega ühendust võtta?"
  },
  "actions": {
    "message": "Saada sõnum",
    "quickActions": "Kiirtoimingud",
    "book": "Broneeri veebis",
    "shop": "Osta veebis",
    "signup": "Registreeru",
    "page": "Külasta meie veebilehte"
  },
  "form": {
    "heading": "Saatke meile sõnum",
    "intro": "Vastame e-posti teel.",
    "name": "Teie nimi",
    "email": "Teie e-post",
    "phone": "Telefon",
    "optional": "valikuline",
    "message": "Sõnum",
    "send": "Saada sõnum",
    "trap": "Jätke see väli tühjaks",
    "errorTitle": "Palun kontrollige sõnumit",
    "errorSummary": "Sõnumit pole veel saadetud. Palun parandage järgmine:",
    "thanksTitle": "Aitäh, teie sõnum on saadetud",
    "thanksText": "Saime teie sõnumi kätte ja vastame e-posti teel.",
    "back": "Tagasi veebilehele",
    "errors": {
      "nameRequired": "Sisestage oma nimi.",
      "nameTooLong": "Nimi võib olla kuni {max} märki.",
      "emailRequired": "Sisestage e-posti aadress, et saaksime vastata.",
      "emailInvalid": "Sisestage aadress kujul nimi@naide.ee.",
      "phoneInvalid": "Kasutage telefoninumbris ainult numbreid, tühikuid ja + ( ) -.",
      "messageRequired": "Kirjutage oma sõnum.",
      "messageTooLong": "Sõnum võib olla kuni {max} märki.",
      "tooFast": "See oli väga kiire. Kontrollige sõnumit ja saatke see uuesti.",
      "expired": "Vorm oli kaua avatud. Saatke sõnum uuesti.",
      "tooMany": "Saatsite lühikese aja jooksul mitu sõnumit. Oodake paar minutit ja saatke uuesti; teie tekst on allpool alles.",
      "siteBusy": "See veebileht on täna saanud palju sõnumeid. Proovige homme uuesti; teie tekst on allpool alles."
    }
  },
  "compose": {
    "inPlace": "{trade} – {place}"
  }
};
