import type { SiteWords } from "./en";

export const de: SiteWords = {
  "nav": {
    "about": "Über uns",
    "offerings": "Angebot",
    "hours": "Öffnungszeiten",
    "faq": "Fragen",
    "contact": "Kontakt"
  },
  "headings": {
    "about": "Über uns",
    "offerings": {
      "menu": "Speisekarte",
      "services": "Leistungen",
      "products": "Produkte",
      "classes": "Kurse",
      "portfolio": "Arbeiten",
      "pricing": "Preise"
    },
    "pricing": "Preise",
    "hours": "Öffnungszeiten",
    "timetable": "Stundenplan",
    "faq": "Häufige Fragen",
    "story": "Unsere Geschichte",
    "team": "Team",
    "area": "Einzugsgebiet",
    "gallery": "Galerie",
    "reviews": "Stimmen",
    "contact": "Kontakt",
    "notes": "Gut zu wissen"
  },
  "buttons": {
    "call": "Anrufen",
    "email": "E-Mail schreiben",
    "directions": "Route planen",
    "skip": "Zum Hauptinhalt springen"
  },
  "labels": {
    "phone": "Telefon",
    "email": "E-Mail",
    "address": "Adresse",
    "meetingPoint": "Treffpunkt",
    "hours": "Öffnungszeiten",
    "closed": "Geschlossen",
    "social": "Folgen",
    "mainNav": "Hauptmenü"
  },
  "footer": {
    "rights": "Alle Rechte vorbehalten."
  },
  "faq": {
    "hours": "Wann haben Sie geöffnet?",
    "location": "Wo finde ich Sie?",
    "area": "Welche Orte bedienen Sie?",
    "prices": "Was kostet es?",
    "pricesAnswer": "Die Preise stehen auf dieser Seite.",
    "contact": "Wie erreiche ich Sie?"
  },
  "actions": {
    "message": "Nachricht senden",
    "quickActions": "Schnellzugriff",
    "book": "Online buchen",
    "shop": "Online einkaufen",
    "signup": "Registrieren",
    "page": "Zu unserer Website"
  },
  "form": {
    "heading": "Schreiben Sie uns",
    "intro": "Wir antworten per E-Mail.",
    "name": "Ihr Name",
    "email": "Ihre E-Mail-Adresse",
    "phone": "Telefon",
    "optional": "optional",
    "message": "Nachricht",
    "send": "Nachricht senden",
    "trap": "Dieses Feld leer lassen",
    "errorTitle": "Bitte prüfen Sie Ihre Nachricht",
    "errorSummary": "Ihre Nachricht wurde noch nicht gesendet. Bitte korrigieren Sie Folgendes:",
    "thanksTitle": "Vielen Dank, Ihre Nachricht wurde gesendet",
    "thanksText": "Wir haben Ihre Nachricht erhalten und antworten per E-Mail.",
    "back": "Zurück zur Website",
    "errors": {
      "nameRequired": "Bitte geben Sie Ihren Namen ein.",
      "nameTooLong": "Der Name darf höchstens {max} Zeichen lang sein.",
      "emailRequired": "Bitte geben Sie Ihre E-Mail-Adresse ein, damit wir antworten können.",
      "emailInvalid": "Bitte geben Sie eine Adresse wie name@beispiel.de ein.",
      "phoneInvalid": "Bitte nur Ziffern, Leerzeichen und + ( ) - verwenden.",
      "messageRequired": "Bitte schreiben Sie Ihre Nachricht.",
      "messageTooLong": "Die Nachricht darf höchstens {max} Zeichen lang sein.",
      "tooFast": "Das ging sehr schnell. Bitte prüfen Sie Ihre Nachricht und senden Sie sie erneut.",
      "expired": "Das Formular war lange geöffnet. Bitte senden Sie Ihre Nachricht erneut.",
      "tooMany": "Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte warten Sie einige Minuten; Ihr Text bleibt unten erhalten.",
      "siteBusy": "Diese Website hat heute viele Nachrichten erhalten. Bitte versuchen Sie es morgen erneut; Ihr Text bleibt unten erhalten."
    }
  },
  "compose": {
    "inPlace": "{trade} in {place}"
  }
};
