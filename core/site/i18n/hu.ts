import type { SiteWords } from "./en";

export const hu: SiteWords = {
  "nav": {
    "about": "Rólunk",
    "offerings": "Kínálat",
    "hours": "Nyitvatartás",
    "faq": "Kérdések",
    "contact": "Kapcsolat"
  },
  "headings": {
    "about": "Rólunk",
    "offerings": {
      "menu": "Étlap",
      "services": "Szolgáltatások",
      "products": "Termékek",
      "classes": "Órák",
      "portfolio": "Munkáink",
      "pricing": "Árak"
    },
    "pricing": "Árak",
    "hours": "Nyitvatartás",
    "timetable": "Órarend",
    "faq": "Gyakori kérdések",
    "story": "Történetünk",
    "team": "Csapatunk",
    "area": "Ahol dolgozunk",
    "gallery": "Galéria",
    "reviews": "Rólunk mondták",
    "contact": "Kapcsolat",
    "notes": "Jó tudni"
  },
  "buttons": {
    "call": "Hívás",
    "email": "E-mail küldése",
    "directions": "Útvonal",
    "skip": "Ugrás a fő tartalomra"
  },
  "labels": {
    "phone": "Telefon",
    "email": "E-mail",
    "address": "Cím",
    "meetingPoint": "Találkozási pont",
    "hours": "Nyitvatartás",
    "closed": "Zárva",
    "social": "Kövessen minket",
    "mainNav": "Főmenü"
  },
  "footer": {
    "rights": "Minden jog fenntartva."
  },
  "faq": {
    "hours": "Mikor vannak nyitva?",
    "location": "Hol találom önöket?",
    "area": "Mely területeken dolgoznak?",
    "prices": "Mennyibe kerül?",
    "pricesAnswer": "Az árak ezen az oldalon szerepelnek.",
    "contact": "Hogyan vehetem fel a kapcsolatot?"
  },
  "actions": {
    "message": "Üzenet küldése",
    "quickActions": "Gyors műveletek",
    "book": "Online foglalás",
    "shop": "Online vásárlás",
    "signup": "Regisztráció",
    "page": "Weboldalunk"
  },
  "form": {
    "heading": "Írjon nekünk",
    "intro": "E-mailben válaszolunk.",
    "name": "Az Ön neve",
    "email": "Az Ön e-mail-címe",
    "phone": "Telefon",
    "optional": "nem kötelező",
    "message": "Üzenet",
    "send": "Üzenet küldése",
    "trap": "Ezt a mezőt hagyja üresen",
    "errorTitle": "Kérjük, ellenőrizze az üzenetét",
    "errorSummary": "Az üzenet még nem ment el. Kérjük, javítsa a következőket:",
    "thanksTitle": "Köszönjük, az üzenetét elküldtük",
    "thanksText": "Megkaptuk az üzenetét, e-mailben válaszolunk.",
    "back": "Vissza a weboldalra",
    "errors": {
      "nameRequired": "Adja meg a nevét.",
      "nameTooLong": "A név legfeljebb {max} karakter lehet.",
      "emailRequired": "Adja meg az e-mail-címét, hogy válaszolhassunk.",
      "emailInvalid": "Adjon meg egy e-mail-címet, például nev@pelda.hu.",
      "phoneInvalid": "A telefonszámban csak számjegy, szóköz és + ( ) - szerepelhet.",
      "messageRequired": "Írja meg az üzenetét.",
      "messageTooLong": "Az üzenet legfeljebb {max} karakter lehet.",
      "tooFast": "Ez nagyon gyors volt. Ellenőrizze az üzenetet, és küldje el újra.",
      "expired": "Az űrlap sokáig nyitva volt. Küldje el újra az üzenetét.",
      "tooMany": "Rövid idő alatt több üzenetet küldött. Várjon néhány percet, és küldje újra; a szövege lent megmaradt.",
      "siteBusy": "Ez az oldal ma sok üzenetet kapott. Próbálja újra holnap; a szövege lent megmaradt."
    }
  },
  "compose": {
    "inPlace": "{trade} – {place}"
  }
};
