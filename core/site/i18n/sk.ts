import type { SiteWords } from "./en";

export const sk: SiteWords = {
  "nav": {
    "about": "O nás",
    "offerings": "Ponuka",
    "hours": "Otváracie hodiny",
    "faq": "Otázky",
    "contact": "Kontakt"
  },
  "headings": {
    "about": "O nás",
    "offerings": {
      "menu": "Jedálny lístok",
      "services": "Služby",
      "products": "Produkty",
      "classes": "Kurzy",
      "portfolio": "Práce",
      "pricing": "Cenník"
    },
    "pricing": "Cenník",
    "hours": "Otváracie hodiny",
    "timetable": "Rozvrh",
    "faq": "Časté otázky",
    "story": "Náš príbeh",
    "team": "Náš tím",
    "area": "Kde pôsobíme",
    "gallery": "Galéria",
    "reviews": "Čo hovoria zákazníci",
    "contact": "Kontakt",
    "notes": "Dobré vedieť"
  },
  "buttons": {
    "call": "Zavolať",
    "email": "Napíšte nám e-mail",
    "directions": "Navigovať",
    "skip": "Prejsť na hlavný obsah"
  },
  "labels": {
    "phone": "Telefón",
    "email": "E-mail",
    "address": "Adresa",
    "meetingPoint": "Miesto stretnutia",
    "hours": "Otváracie hodiny",
    "closed": "Zatvorené",
    "social": "Sledujte nás",
    "mainNav": "Hlavné menu"
  },
  "footer": {
    "rights": "Všetky práva vyhradené."
  },
  "faq": {
    "hours": "Kedy máte otvorené?",
    "location": "Kde vás nájdem?",
    "area": "V ktorých oblastiach pôsobíte?",
    "prices": "Koľko to stojí?",
    "pricesAnswer": "Ceny sú uvedené na tejto stránke.",
    "contact": "Ako vás môžem kontaktovať?"
  },
  "actions": {
    "message": "Poslať správu",
    "quickActions": "Rýchle akcie",
    "book": "Rezervovať online",
    "shop": "Nakúpiť online",
    "signup": "Zaregistrovať sa",
    "page": "Navštíviť náš web"
  },
  "form": {
    "heading": "Napíšte nám správu",
    "intro": "Odpovieme e-mailom.",
    "name": "Vaše meno",
    "email": "Váš e-mail",
    "phone": "Telefón",
    "optional": "nepovinné",
    "message": "Správa",
    "send": "Odoslať správu",
    "trap": "Toto pole nechajte prázdne",
    "errorTitle": "Skontrolujte svoju správu",
    "errorSummary": "Správa ešte nebola odoslaná. Opravte, prosím, nasledujúce:",
    "thanksTitle": "Ďakujeme, správa bola odoslaná",
    "thanksText": "Vašu správu sme dostali a odpovieme e-mailom.",
    "back": "Späť na web",
    "errors": {
      "nameRequired": "Zadajte svoje meno.",
      "nameTooLong": "Meno môže mať najviac {max} znakov.",
      "emailRequired": "Zadajte e-mail, aby sme vám mohli odpovedať.",
      "emailInvalid": "Zadajte e-mail v tvare meno@priklad.sk.",
      "phoneInvalid": "V telefónnom čísle používajte len číslice, medzery a + ( ) -.",
      "messageRequired": "Napíšte správu.",
      "messageTooLong": "Správa môže mať najviac {max} znakov.",
      "tooFast": "To bolo veľmi rýchlo. Skontrolujte správu a odošlite ju znova.",
      "expired": "Formulár bol otvorený príliš dlho. Odošlite správu znova.",
      "tooMany": "V krátkom čase ste poslali viac správ. Počkajte pár minút a skúste znova; váš text zostal nižšie.",
      "siteBusy": "Táto stránka dnes dostala veľa správ. Skúste to zajtra; váš text zostal nižšie."
    }
  },
  "compose": {
    "inPlace": "{trade} – {place}"
  }
};
