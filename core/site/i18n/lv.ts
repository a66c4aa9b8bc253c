import type { SiteWords } from "./en";

export const lv: SiteWords = {
  "nav": {
    "about": "Par mums",
    "offerings": "Piedāvājums",
    "hours": "Darba laiks",
    "faq": "Jautājumi",
    "contact": "Kontakti"
  },
  "headings": {
    "about": "Par mums",
    "offerings": {
      "menu": "Ēdienkarte",
      "services": "Pakalpojumi",
      "products": "Produkti",
      "classes": "Nodarbības",
      "portfolio": "Darbi",
      "pricing": "Cenas"
    },
    "pricing": "Cenas",
    "hours": "Darba laiks",
    "timetable": "Grafiks",
    "faq": "Biežāk uzdotie jautājumi",
    "story": "Mūsu stāsts",
    "team": "Komanda",
    "area": "Kur strādājam",
    "gallery": "Galerija",
    "reviews": "Ko saka klienti",
    "contact": "Kontakti",
    "notes": "Der zināt"
  },
  "buttons": {
    "call": "Zvanīt",
    "email": "Rakstīt e-pastu",
    "directions": "Maršruts",
    "skip": "Pāriet uz galveno saturu"
  },
  "labels": {
    "phone": "Tālrunis",
    "email": "E-pasts",
    "address": "Adrese",
    "meetingPoint": "Tikšanās vieta",
    "hours": "Darba laiks",
    "closed": "Slēgts",
    "social": "Sekojiet mums",
    "mainNav": "Galvenā izvēlne"
  },
  "footer": {
    "rights": "Visas tiesības aizsargātas."
  },
  "faq": {
    "hours": "Kad jūs strādājat?",
    "location": "Kur jūs atrodaties?",
    "area": "Kādos reģionos strādājat?",
    "prices": "Cik tas maksā?",
    "pricesAnswer": "Cenas ir norādītas šajā lapā.",
    "contact": "Kā ar jums sazināties?"
  },
  "actions": {
    "message": "Sūtīt ziņu",
    "quickActions": "Ātrās darbības",
    "book": "Rezervēt tiešsaistē",
    "shop": "Pirkt tiešsaistē",
    "signup": "Reģistrēties",
    "page": "Apmeklēt mūsu vietni"
  },
  "form": {
    "heading": "Uzrakstiet mums",
    "intro": "Atbildēsim pa e-pastu.",
    "name": "Jūsu vārds",
    "email": "Jūsu e-pasts",
    "phone": "Tālrunis",
    "optional": "nav obligāti",
    "message": "Ziņa",
    "send": "Sūtīt ziņu",
    "trap": "Atstājiet šo lauku tukšu",
    "errorTitle": "Lūdzu, pārbaudiet ziņu",
    "errorSummary": "Ziņa vēl nav nosūtīta. Lūdzu, izlabojiet:",
    "thanksTitle": "Paldies, ziņa ir nosūtīta",
    "thanksText": "Saņēmām jūsu ziņu un atbildēsim pa e-pastu.",
    "back": "Atpakaļ uz vietni",
    "errors": {
      "nameRequired": "Ierakstiet savu vārdu.",
      "nameTooLong": "Vārdā var būt ne vairāk kā {max} rakstzīmes.",
      "emailRequired": "Ierakstiet e-pasta adresi, lai varam atbildēt.",
      "emailInvalid": "Ierakstiet adresi, piemēram, vards@piemers.lv.",
      "phoneInvalid": "Tālruņa numurā izmantojiet tikai ciparus, atstarpes un + ( ) -.",
      "messageRequired": "Uzrakstiet ziņu.",
      "messageTooLong": "Ziņā var būt ne vairāk kā {max} rakstzīmes.",
      "tooFast": "Tas bija ļoti ātri. Pārbaudiet ziņu un sūtiet vēlreiz.",
      "expired": "Veidlapa bija atvērta ilgi. Sūtiet ziņu vēlreiz.",
      "tooMany": "Īsā laikā nosūtījāt vairākas ziņas. Pagaidiet dažas minūtes un sūtiet vēlreiz; jūsu teksts ir saglabāts zemāk.",
      "siteBusy": "Šī vietne šodien saņēmusi daudz ziņu. Mēģiniet vēlreiz rīt; jūsu teksts ir saglabāts zemāk."
    }
  },
  "compose": {
    "inPlace": "{trade} – {place}"
  }
};
