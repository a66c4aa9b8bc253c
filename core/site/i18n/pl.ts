import type { SiteWords } from "./en";

export const pl: SiteWords = {
  "nav": {
    "about": "O nas",
    "offerings": "Oferta",
    "hours": "Godziny",
    "faq": "Pytania",
    "contact": "Kontakt"
  },
  "headings": {
    "about": "O nas",
    "offerings": {
      "menu": "Menu",
      "services": "Usługi",
      "products": "Produkty",
      "classes": "Zajęcia",
      "portfolio": "Realizacje",
      "pricing": "Cennik"
    },
    "pricing": "Cennik",
    "hours": "Godziny otwarcia",
    "timetable": "Grafik zajęć",
    "faq": "Najczęstsze pytania",
    "story": "Nasza historia",
    "team": "Zespół",
    "area": "Obszar działania",
    "gallery": "Galeria",
    "reviews": "Opinie klientów",
    "contact": "Kontakt",
    "notes": "Warto wiedzieć"
  },
  "buttons": {
    "call": "Zadzwoń",
    "email": "Napisz do nas",
    "directions": "Wyznacz trasę",
    "skip": "Przejdź do treści głównej"
  },
  "labels": {
    "phone": "Telefon",
    "email": "E-mail",
    "address": "Adres",
    "meetingPoint": "Miejsce zbiórki",
    "hours": "Godziny otwarcia",
    "closed": "Nieczynne",
    "social": "Obserwuj nas",
    "mainNav": "Menu główne"
  },
  "footer": {
    "rights": "Wszelkie prawa zastrzeżone."
  },
  "faq": {
    "hours": "W jakich godzinach jesteście otwarci?",
    "location": "Gdzie Was znaleźć?",
    "area": "Na jakim obszarze działacie?",
    "prices": "Ile to kosztuje?",
    "pricesAnswer": "Ceny podajemy na tej stronie.",
    "contact": "Jak się z Wami skontaktować?"
  },
  "actions": {
    "message": "Wyślij wiadomość",
    "quickActions": "Szybkie akcje",
    "book": "Zarezerwuj online",
    "shop": "Kup online",
    "signup": "Zarejestruj się",
    "page": "Odwiedź naszą stronę"
  },
  "form": {
    "heading": "Napisz do nas",
    "intro": "Odpowiemy e-mailem.",
    "name": "Imię i nazwisko",
    "email": "Twój e-mail",
    "phone": "Telefon",
    "optional": "opcjonalnie",
    "message": "Wiadomość",
    "send": "Wyślij wiadomość",
    "trap": "Pozostaw to pole puste",
    "errorTitle": "Sprawdź swoją wiadomość",
    "errorSummary": "Wiadomość nie została jeszcze wysłana. Popraw następujące pola:",
    "thanksTitle": "Dziękujemy, wiadomość została wysłana",
    "thanksText": "Otrzymaliśmy Twoją wiadomość i odpowiemy e-mailem.",
    "back": "Wróć do strony",
    "errors": {
      "nameRequired": "Wpisz imię i nazwisko.",
      "nameTooLong": "Imię i nazwisko może mieć najwyżej {max} znaków.",
      "emailRequired": "Wpisz adres e-mail, abyśmy mogli odpowiedzieć.",
      "emailInvalid": "Wpisz adres e-mail w postaci imie@przyklad.pl.",
      "phoneInvalid": "W numerze telefonu używaj tylko cyfr, spacji i znaków + ( ) -.",
      "messageRequired": "Wpisz treść wiadomości.",
      "messageTooLong": "Wiadomość może mieć najwyżej {max} znaków.",
      "tooFast": "To było bardzo szybko. Sprawdź wiadomość i wyślij ją ponownie.",
      "expired": "Formularz był otwarty zbyt długo. Wyślij wiadomość ponownie.",
      "tooMany": "W krótkim czasie wysłano kilka wiadomości. Odczekaj kilka minut i spróbuj ponownie; Twój tekst jest zachowany poniżej.",
      "siteBusy": "Ta strona otrzymała dziś wiele wiadomości. Spróbuj ponownie jutro; Twój tekst jest zachowany poniżej."
    }
  },
  "compose": {
    "inPlace": "{trade} – {place}"
  }
};
