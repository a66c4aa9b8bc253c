import type { SiteWords } from "./en";

export const nl: SiteWords = {
  "nav": {
    "about": "Over ons",
    "offerings": "Aanbod",
    "hours": "Openingstijden",
    "faq": "Vragen",
    "contact": "Contact"
  },
  "headings": {
    "about": "Over ons",
    "offerings": {
      "menu": "Menukaart",
      "services": "Diensten",
      "products": "Producten",
      "classes": "Lessen",
      "portfolio": "Werk",
      "pricing": "Prijzen"
    },
    "pricing": "Prijzen",
    "hours": "Openingstijden",
    "timetable": "Lesrooster",
    "faq": "Veelgestelde vragen",
    "story": "Ons verhaal",
    "team": "Ons team",
    "area": "Werkgebied",
    "gallery": "Galerij",
    "reviews": "Wat klanten zeggen",
    "contact": "Contact",
    "notes": "Goed om te weten"
  },
  "buttons": {
    "call": "Bellen",
    "email": "Mail ons",
    "directions": "Routebeschrijving",
    "skip": "Naar de hoofdinhoud"
  },
  "labels": {
    "phone": "Telefoon",
    "email": "E-mail",
    "address": "Adres",
    "meetingPoint": "Verzamelpunt",
    "hours": "Openingstijden",
    "closed": "Gesloten",
    "social": "Volg ons",
    "mainNav": "Hoofdmenu"
  },
  "footer": {
    "rights": "Alle rechten voorbehouden."
  },
  "faq": {
    "hours": "Wanneer zijn jullie open?",
    "location": "Waar zijn jullie te vinden?",
    "area": "In welke regio werken jullie?",
    "prices": "Wat kost het?",
    "pricesAnswer": "De prijzen staan op deze pagina.",
    "contact": "Hoe neem ik contact op?"
  },
  "actions": {
    "message": "Stuur een bericht",
    "quickActions": "Snelle acties",
    "book": "Online boeken",
    "shop": "Online kopen",
    "signup": "Aanmelden",
    "page": "Naar onze website"
  },
  "form": {
    "heading": "Stuur ons een bericht",
    "intro": "We antwoorden per e-mail.",
    "name": "Je naam",
    "email": "Je e-mailadres",
    "phone": "Telefoon",
    "optional": "optioneel",
    "message": "Bericht",
    "send": "Bericht versturen",
    "trap": "Laat dit veld leeg",
    "errorTitle": "Controleer je bericht",
    "errorSummary": "Je bericht is nog niet verstuurd. Verbeter het volgende:",
    "thanksTitle": "Bedankt, je bericht is verstuurd",
    "thanksText": "We hebben je bericht ontvangen en antwoorden per e-mail.",
    "back": "Terug naar de website",
    "errors": {
      "nameRequired": "Vul je naam in.",
      "nameTooLong": "Je naam mag hoogstens {max} tekens lang zijn.",
      "emailRequired": "Vul je e-mailadres in, zodat we kunnen antwoorden.",
      "emailInvalid": "Vul een e-mailadres in zoals naam@voorbeeld.nl.",
      "phoneInvalid": "Gebruik voor het telefoonnummer alleen cijfers, spaties en + ( ) -.",
      "messageRequired": "Schrijf je bericht.",
      "messageTooLong": "Je bericht mag hoogstens {max} tekens lang zijn.",
      "tooFast": "Dat ging erg snel. Controleer je bericht en verstuur het opnieuw.",
      "expired": "Dit formulier stond lang open. Verstuur je bericht opnieuw.",
      "tooMany": "Je hebt in korte tijd meerdere berichten verstuurd. Wacht een paar minuten en probeer het opnieuw; je tekst staat hieronder nog.",
      "siteBusy": "Deze website heeft vandaag veel berichten ontvangen. Probeer het morgen opnieuw; je tekst staat hieronder nog."
    }
  },
  "compose": {
    "inPlace": "{trade} in {place}"
  }
};
