import type { SiteWords } from "./en";

export const lt: SiteWords = {
  "nav": {
    "about": "Apie mus",
    "offerings": "Pasiūlymas",
    "hours": "Darbo laikas",
    "faq": "Klausimai",
    "contact": "Kontaktai"
  },
  "headings": {
    "about": "Apie mus",
    "offerings": {
      "menu": "Meniu",
      "services": "Paslaugos",
      "products": "Produktai",
      "classes": "Užsiėmimai",
      "portfolio": "Darbai",
      "pricing": "Kainos"
    },
    "pricing": "Kainos",
    "hours": "Darbo laikas",
    "timetable": "Tvarkaraštis",
    "faq": "Dažni klausimai",
    "story": "Mūsų istorija",
    "team": "Komanda",
    "area": "Kur dirbame",
    "gallery": "Galerija",
    "reviews": "Ką sako klientai",
    "contact": "Kontaktai",
    "notes": "Verta žinoti"
  },
  "buttons": {
    "call": "Skambinti",
    "email": "Rašyti el. laišką",
    "directions": "Maršrutas",
    "skip": "Pereiti prie pagrindinio turinio"
  },
  "labels": {
    "phone": "Telefonas",
    "email": "El. paštas",
    "address": "Adresas",
    "meetingPoint": "Susitikimo vieta",
    "hours": "Darbo laikas",
    "closed": "Nedirbame",
    "social": "Sekite mus",
    "mainNav": "Pagrindinis meniu"
  },
  "footer": {
    "rights": "Visos teisės saugomos."
  },
  "faq": {
    "hours": "Kada dirbate?",
    "location": "Kur jūs esate?",
    "area": "Kuriose vietovėse dirbate?",
    "prices": "Kiek tai kainuoja?",
    "pricesAnswer": "Kainos nurodytos šiame puslapyje.",
    "contact": "Kaip su jumis susisiekti?"
  },
  "actions": {
    "message": "Siųsti žinutę",
    "quickActions": "Greiti veiksmai",
    "book": "Rezervuoti internetu",
    "shop": "Pirkti internetu",
    "signup": "Užsiregistruoti",
    "page": "Apsilankyti mūsų svetainėje"
  },
  "form": {
    "heading": "Parašykite mums",
    "intro": "Atsakysime el. paštu.",
    "name": "Jūsų vardas",
    "email": "Jūsų el. paštas",
    "phone": "Telefonas",
    "optional": "neprivaloma",
    "message": "Žinutė",
    "send": "Siųsti žinutę",
    "trap": "Palikite šį lauką tuščią",
    "errorTitle": "Patikrinkite žinutę",
    "errorSummary": "Žinutė dar neišsiųsta. Pataisykite:",
    "thanksTitle": "Ačiū, žinutė išsiųsta",
    "thanksText": "Gavome jūsų žinutę ir atsakysime el. paštu.",
    "back": "Grįžti į svetainę",
    "errors": {
      "nameRequired": "Įrašykite savo vardą.",
      "nameTooLong": "Vardas gali būti ne ilgesnis nei {max} simbolių.",
      "emailRequired": "Įrašykite el. pašto adresą, kad galėtume atsakyti.",
      "emailInvalid": "Įrašykite adresą, pvz., vardas@pavyzdys.lt.",
      "phoneInvalid": "Telefono numeryje naudokite tik skaitmenis, tarpus ir + ( ) -.",
      "messageRequired": "Parašykite žinutę.",
      "messageTooLong": "Žinutė gali būti ne ilgesnė nei {max} simbolių.",
      "tooFast": "Tai buvo labai greitai. Patikrinkite žinutę ir siųskite dar kartą.",
      "expired": "Forma buvo atidaryta per ilgai. Siųskite žinutę dar kartą.",
      "tooMany": "Per trumpą laiką išsiuntėte kelias žinutes. Palaukite kelias minutes ir siųskite vėl; jūsų tekstas išsaugotas žemiau.",
      "siteBusy": "Ši svetainė šiandien gavo daug žinučių. Bandykite rytoj; jūsų tekstas išsaugotas žemiau."
    }
  },
  "compose": {
    "inPlace": "{trade} – {place}"
  }
};
