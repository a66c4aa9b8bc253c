import type { SiteWords } from "./en";

export const ro: SiteWords = {
  "nav": {
    "about": "Despre",
    "offerings": "Ofertă",
    "hours": "Program",
    "faq": "Întrebări",
    "contact": "Contact"
  },
  "headings": {
    "about": "Despre noi",
    "offerings": {
      "menu": "Meniu",
      "services": "Servicii",
      "products": "Produse",
      "classes": "Cursuri",
      "portfolio": "Lucrări",
      "pricing": "Prețuri"
    },
    "pricing": "Prețuri",
    "hours": "Program",
    "timetable": "Orar",
    "faq": "Întrebări frecvente",
    "story": "Povestea noastră",
    "team": "Echipa",
    "area": "Zone deservite",
    "gallery": "Galerie",
    "reviews": "Ce spun clienții",
    "contact": "Contact",
    "notes": "Bine de știut"
  },
  "buttons": {
    "call": "Sună",
    "email": "Trimite-ne un e-mail",
    "directions": "Indicații de orientare",
    "skip": "Salt la conținutul principal"
  },
  "labels": {
    "phone": "Telefon",
    "email": "E-mail",
    "address": "Adresă",
    "meetingPoint": "Punct de întâlnire",
    "hours": "Program",
    "closed": "Închis",
    "social": "Urmărește-ne",
    "mainNav": "Meniu principal"
  },
  "footer": {
    "rights": "Toate drepturile rezervate."
  },
  "faq": {
    "hours": "Când aveți deschis?",
    "location": "Unde vă aflați?",
    "area": "Ce zone deserviți?",
    "prices": "Cât costă?",
    "pricesAnswer": "Prețurile sunt afișate pe această pagină.",
    "contact": "Cum vă pot contacta?"
  },
  "actions": {
    "message": "Trimite un mesaj",
    "quickActions": "Acțiuni rapide",
    "book": "Rezervă online",
    "shop": "Cumpără online",
    "signup": "Înscrie-te",
    "page": "Vizitează site-ul nostru"
  },
  "form": {
    "heading": "Trimite-ne un mesaj",
    "intro": "Îți răspundem prin e-mail.",
    "name": "Numele tău",
    "email": "E-mailul tău",
    "phone": "Telefon",
    "optional": "opțional",
    "message": "Mesaj",
    "send": "Trimite mesajul",
    "trap": "Lasă acest câmp gol",
    "errorTitle": "Verifică mesajul",
    "errorSummary": "Mesajul nu a fost trimis încă. Corectează următoarele:",
    "thanksTitle": "Mulțumim, mesajul a fost trimis",
    "thanksText": "Am primit mesajul și îți răspundem prin e-mail.",
    "back": "Înapoi la site",
    "errors": {
      "nameRequired": "Scrie-ți numele.",
      "nameTooLong": "Numele poate avea cel mult {max} de caractere.",
      "emailRequired": "Scrie-ți adresa de e-mail ca să-ți putem răspunde.",
      "emailInvalid": "Scrie o adresă de e-mail precum nume@exemplu.ro.",
      "phoneInvalid": "Folosește doar cifre, spații și + ( ) - în numărul de telefon.",
      "messageRequired": "Scrie mesajul.",
      "messageTooLong": "Mesajul poate avea cel mult {max} de caractere.",
      "tooFast": "A fost foarte rapid. Verifică mesajul și trimite-l din nou.",
      "expired": "Formularul a stat deschis mult timp. Trimite mesajul din nou.",
      "tooMany": "Ai trimis mai multe mesaje în scurt timp. Așteaptă câteva minute și trimite din nou; textul tău e păstrat mai jos.",
      "siteBusy": "Site-ul a primit multe mesaje astăzi. Încearcă din nou mâine; textul tău e păstrat mai jos."
    }
  },
  "compose": {
    "inPlace": "{trade} în {place}"
  }
};
