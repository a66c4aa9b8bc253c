import type { SiteWords } from "./en";

export const sv: SiteWords = {
  "nav": {
    "about": "Om oss",
    "offerings": "Utbud",
    "hours": "Öppettider",
    "faq": "Frågor",
    "contact": "Kontakt"
  },
  "headings": {
    "about": "Om oss",
    "offerings": {
      "menu": "Meny",
      "services": "Tjänster",
      "products": "Produkter",
      "classes": "Kurser",
      "portfolio": "Arbeten",
      "pricing": "Priser"
    },
    "pricing": "Priser",
    "hours": "Öppettider",
    "timetable": "Schema",
    "faq": "Vanliga frågor",
    "story": "Vår historia",
    "team": "Vårt team",
    "area": "Områden vi täcker",
    "gallery": "Galleri",
    "reviews": "Vad kunderna säger",
    "contact": "Kontakt",
    "notes": "Bra att veta"
  },
  "buttons": {
    "call": "Ring",
    "email": "Mejla oss",
    "directions": "Vägbeskrivning",
    "skip": "Hoppa till huvudinnehållet"
  },
  "labels": {
    "phone": "Telefon",
    "email": "E-post",
    "address": "Adress",
    "meetingPoint": "Mötesplats",
    "hours": "Öppettider",
    "closed": "Stängt",
    "social": "Följ oss",
    "mainNav": "Huvudmeny"
  },
  "footer": {
    "rights": "Alla rättigheter förbehållna."
  },
  "faq": {
    "hours": "När har ni öppet?",
    "location": "Var finns ni?",
    "area": "Vilka områden täcker ni?",
    "prices": "Vad kostar det?",
    "pricesAnswer": "Priserna står på den här sidan.",
    "contact": "Hur kontaktar jag er?"
  },
  "actions": {
    "message": "Skicka ett meddelande",
    "quickActions": "Snabbval",
    "book": "Boka online",
    "shop": "Handla online",
    "signup": "Registrera dig",
    "page": "Besök vår webbplats"
  },
  "form": {
    "heading": "Skicka ett meddelande",
    "intro": "Vi svarar via e-post.",
    "name": "Ditt namn",
    "email": "Din e-postadress",
    "phone": "Telefon",
    "optional": "valfritt",
    "message": "Meddelande",
    "send": "Skicka meddelande",
    "trap": "Lämna det här fältet tomt",
    "errorTitle": "Kontrollera ditt meddelande",
    "errorSummary": "Ditt meddelande har inte skickats än. Rätta följande:",
    "thanksTitle": "Tack, ditt meddelande har skickats",
    "thanksText": "Vi har fått ditt meddelande och svarar via e-post.",
    "back": "Tillbaka till webbplatsen",
    "errors": {
      "nameRequired": "Skriv ditt namn.",
      "nameTooLong": "Namnet får vara högst {max} tecken.",
      "emailRequired": "Skriv din e-postadress så att vi kan svara.",
      "emailInvalid": "Skriv en e-postadress som namn@exempel.se.",
      "phoneInvalid": "Använd bara siffror, mellanslag och + ( ) - i telefonnumret.",
      "messageRequired": "Skriv ditt meddelande.",
      "messageTooLong": "Meddelandet får vara högst {max} tecken.",
      "tooFast": "Det gick väldigt snabbt. Kontrollera ditt meddelande och skicka det igen.",
      "expired": "Formuläret var öppet länge. Skicka ditt meddelande igen.",
      "tooMany": "Du har skickat flera meddelanden på kort tid. Vänta några minuter och försök igen; din text finns kvar nedan.",
      "siteBusy": "Den här webbplatsen har fått många meddelanden i dag. Försök igen i morgon; din text finns kvar nedan."
    }
  },
  "compose": {
    "inPlace": "{trade} i {place}"
  }
};
