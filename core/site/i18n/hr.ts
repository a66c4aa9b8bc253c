import type { SiteWords } from "./en";

export const hr: SiteWords = {
  "nav": {
    "about": "O nama",
    "offerings": "Ponuda",
    "hours": "Radno vrijeme",
    "faq": "Pitanja",
    "contact": "Kontakt"
  },
  "headings": {
    "about": "O nama",
    "offerings": {
      "menu": "Jelovnik",
      "services": "Usluge",
      "products": "Proizvodi",
      "classes": "Tečajevi",
      "portfolio": "Radovi",
      "pricing": "Cjenik"
    },
    "pricing": "Cjenik",
    "hours": "Radno vrijeme",
    "timetable": "Raspored",
    "faq": "Česta pitanja",
    "story": "Naša priča",
    "team": "Naš tim",
    "area": "Gdje radimo",
    "gallery": "Galerija",
    "reviews": "Što kažu klijenti",
    "contact": "Kontakt",
    "notes": "Dobro je znati"
  },
  "buttons": {
    "call": "Nazovite",
    "email": "Pošaljite e-poruku",
    "directions": "Upute za dolazak",
    "skip": "Preskoči na glavni sadržaj"
  },
  "labels": {
    "phone": "Telefon",
    "email": "E-pošta",
    "address": "Adresa",
    "meetingPoint": "Mjesto okupljanja",
    "hours": "Radno vrijeme",
    "closed": "Zatvoreno",
    "social": "Pratite nas",
    "mainNav": "Glavni izbornik"
  },
  "footer": {
    "rights": "Sva prava pridržana."
  },
  "faq": {
    "hours": "Kada radite?",
    "location": "Gdje se nalazite?",
    "area": "Na kojem području radite?",
    "prices": "Koliko košta?",
    "pricesAnswer": "Cijene su navedene na ovoj stranici.",
    "contact": "Kako vas mogu kontaktirati?"
  },
  "actions": {
    "message": "Pošaljite poruku",
    "quickActions": "Brze radnje",
    "book": "Rezervirajte online",
    "shop": "Kupite online",
    "signup": "Prijavite se",
    "page": "Posjetite našu stranicu"
  },
  "form": {
    "heading": "Pošaljite nam poruku",
    "intro": "Odgovorit ćemo e-poštom.",
    "name": "Vaše ime",
    "email": "Vaša e-pošta",
    "phone": "Telefon",
    "optional": "nije obavezno",
    "message": "Poruka",
    "send": "Pošalji poruku",
    "trap": "Ostavite ovo polje prazno",
    "errorTitle": "Provjerite poruku",
    "errorSummary": "Poruka još nije poslana. Ispravite sljedeće:",
    "thanksTitle": "Hvala, poruka je poslana",
    "thanksText": "Primili smo vašu poruku i odgovorit ćemo e-poštom.",
    "back": "Natrag na stranicu",
    "errors": {
      "nameRequired": "Upišite svoje ime.",
      "nameTooLong": "Ime može imati najviše {max} znakova.",
      "emailRequired": "Upišite adresu e-pošte kako bismo vam mogli odgovoriti.",
      "emailInvalid": "Upišite adresu poput ime@primjer.hr.",
      "phoneInvalid": "U broju telefona koristite samo znamenke, razmake i + ( ) -.",
      "messageRequired": "Napišite poruku.",
      "messageTooLong": "Poruka može imati najviše {max} znakova.",
      "tooFast": "To je bilo vrlo brzo. Provjerite poruku i pošaljite je ponovno.",
      "expired": "Obrazac je dugo bio otvoren. Pošaljite poruku ponovno.",
      "tooMany": "Poslali ste nekoliko poruka u kratkom vremenu. Pričekajte nekoliko minuta i pošaljite ponovno; vaš tekst je sačuvan ispod.",
      "siteBusy": "Stranica je danas primila mnogo poruka. Pokušajte ponovno sutra; vaš tekst je sačuvan ispod."
    }
  },
  "compose": {
    "inPlace": "{trade} – {place}"
  }
};
