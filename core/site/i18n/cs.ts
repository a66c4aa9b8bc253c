import type { SiteWords } from "./en";

export const cs: SiteWords = {
  "nav": {
    "about": "O nás",
    "offerings": "Nabídka",
    "hours": "Otevírací doba",
    "faq": "Otázky",
    "contact": "Kontakt"
  },
  "headings": {
    "about": "O nás",
    "offerings": {
      "menu": "Jídelní lístek",
      "services": "Služby",
      "products": "Produkty",
      "classes": "Kurzy",
      "portfolio": "Práce",
      "pricing": "Ceník"
    },
    "pricing": "Ceník",
    "hours": "Otevírací doba",
    "timetable": "Rozvrh",
    "faq": "Časté dotazy",
    "story": "Náš příběh",
    "team": "Náš tým",
    "area": "Kde působíme",
    "gallery": "Galerie",
    "reviews": "Co říkají zákazníci",
    "contact": "Kontakt",
    "notes": "Dobré vědět"
  },
  "buttons": {
    "call": "Zavolat",
    "email": "Napsat e-mail",
    "directions": "Navigovat",
    "skip": "Přejít na hlavní obsah"
  },
  "labels": {
    "phone": "Telefon",
    "email": "E-mail",
    "address": "Adresa",
    "meetingPoint": "Místo setkání",
    "hours": "Otevírací doba",
    "closed": "Zavřeno",
    "social": "Sledujte nás",
    "mainNav": "Hlavní menu"
  },
  "footer": {
    "rights": "Všechna práva vyhrazena."
  },
  "faq": {
    "hours": "Kdy máte otevřeno?",
    "location": "Kde vás najdu?",
    "area": "Ve kterých oblastech působíte?",
    "prices": "Kolik to stojí?",
    "pricesAnswer": "Ceny jsou uvedeny na této stránce.",
    "contact": "Jak vás mohu kontaktovat?"
  },
  "actions": {
    "message": "Poslat zprávu",
    "quickActions": "Rychlé akce",
    "book": "Rezervovat online",
    "shop": "Nakoupit online",
    "signup": "Zaregistrovat se",
    "page": "Navštívit náš web"
  },
  "form": {
    "heading": "Napište nám zprávu",
    "intro": "Odpovíme e-mailem.",
    "name": "Vaše jméno",
    "email": "Váš e-mail",
    "phone": "Telefon",
    "optional": "nepovinné",
    "message": "Zpráva",
    "send": "Odeslat zprávu",
    "trap": "Toto pole nechte prázdné",
    "errorTitle": "Zkontrolujte svou zprávu",
    "errorSummary": "Zpráva zatím nebyla odeslána. Opravte prosím následující:",
    "thanksTitle": "Děkujeme, zpráva byla odeslána",
    "thanksText": "Vaši zprávu jsme přijali a odpovíme e-mailem.",
    "back": "Zpět na web",
    "errors": {
      "nameRequired": "Zadejte své jméno.",
      "nameTooLong": "Jméno může mít nejvýše {max} znaků.",
      "emailRequired": "Zadejte e-mail, abychom vám mohli odpovědět.",
      "emailInvalid": "Zadejte e-mail ve tvaru jmeno@priklad.cz.",
      "phoneInvalid": "V telefonním čísle používejte jen číslice, mezery a + ( ) -.",
      "messageRequired": "Napište zprávu.",
      "messageTooLong": "Zpráva může mít nejvýše {max} znaků.",
      "tooFast": "To bylo velmi rychlé. Zkontrolujte zprávu a odešlete ji znovu.",
      "expired": "Formulář byl otevřený příliš dlouho. Odešlete zprávu znovu.",
      "tooMany": "V krátké době jste poslali několik zpráv. Počkejte pár minut a zkuste to znovu; váš text zůstal níže.",
      "siteBusy": "Tento web dnes dostal mnoho zpráv. Zkuste to zítra; váš text zůstal níže."
    }
  },
  "compose": {
    "inPlace": "{trade} – {place}"
  }
};
