import type { SiteWords } from "./en";

export const tl: SiteWords = {
  "nav": {
    "about": "Tungkol",
    "offerings": "Alok",
    "hours": "Oras",
    "faq": "Tanong",
    "contact": "Kontak"
  },
  "headings": {
    "about": "Tungkol sa amin",
    "offerings": {
      "menu": "Menu",
      "services": "Mga serbisyo",
      "products": "Mga produkto",
      "classes": "Mga klase",
      "portfolio": "Mga gawa",
      "pricing": "Mga presyo"
    },
    "pricing": "Mga presyo",
    "hours": "Oras ng bukas",
    "timetable": "Iskedyul",
    "faq": "Mga madalas itanong",
    "story": "Ang aming kuwento",
    "team": "Ang aming koponan",
    "area": "Mga lugar na pinagsisilbihan",
    "gallery": "Galeriya",
    "reviews": "Sabi ng mga kliyente",
    "contact": "Makipag-ugnayan",
    "notes": "Mabuting malaman"
  },
  "buttons": {
    "call": "Tumawag",
    "email": "Mag-email sa amin",
    "directions": "Direksyon",
    "skip": "Lumaktaw sa pangunahing nilalaman"
  },
  "labels": {
    "phone": "Telepono",
    "email": "Email",
    "address": "Address",
    "meetingPoint": "Tagpuan",
    "hours": "Oras",
    "closed": "Sarado",
    "social": "Sundan kami",
    "mainNav": "Pangunahing menu"
  },
  "footer": {
    "rights": "Nakalaan ang lahat ng karapatan."
  },
  "faq": {
    "hours": "Kailan kayo bukas?",
    "location": "Saan kayo matatagpuan?",
    "area": "Aling mga lugar ang pinagsisilbihan ninyo?",
    "prices": "Magkano ito?",
    "pricesAnswer": "Nasa pahinang ito ang mga presyo.",
    "contact": "Paano ko kayo makakausap?"
  },
  "actions": {
    "message": "Magpadala ng mensahe",
    "quickActions": "Mabilisang aksyon",
    "book": "Mag-book online",
    "shop": "Bumili online",
    "signup": "Mag-sign up",
    "page": "Bisitahin ang aming website"
  },
  "form": {
    "heading": "Padalhan kami ng mensahe",
    "intro": "Sasagot kami sa pamamagitan ng email.",
    "name": "Iyong pangalan",
    "email": "Iyong email",
    "phone": "Telepono",
    "optional": "opsyonal",
    "message": "Mensahe",
    "send": "Ipadala ang mensahe",
    "trap": "Iwanang blangko ang field na ito",
    "errorTitle": "Pakisuri ang iyong mensahe",
    "errorSummary": "Hindi pa naipapadala ang iyong mensahe. Pakitama ang sumusunod:",
    "thanksTitle": "Salamat, naipadala na ang iyong mensahe",
    "thanksText": "Natanggap namin ang iyong mensahe at sasagot kami sa pamamagitan ng email.",
    "back": "Bumalik sa website",
    "errors": {
      "nameRequired": "Ilagay ang iyong pangalan.",
      "nameTooLong": "Hanggang {max} character lamang ang pangalan.",
      "emailRequired": "Ilagay ang iyong email para makasagot kami.",
      "emailInvalid": "Maglagay ng email tulad ng name@example.com.",
      "phoneInvalid": "Gumamit lamang ng mga numero, espasyo at + ( ) - sa numero ng telepono.",
      "messageRequired": "Isulat ang iyong mensahe.",
      "messageTooLong": "Hanggang {max} character lamang ang mensahe.",
      "tooFast": "Napakabilis noon. Pakisuri ang iyong mensahe at ipadala muli.",
      "expired": "Matagal nang bukas ang form na ito. Pakipadala muli ang iyong mensahe.",
      "tooMany": "Nagpadala ka ng ilang mensahe sa maikling panahon. Maghintay ng ilang minuto at ipadala muli; nasa ibaba pa ang iyong teksto.",
      "siteBusy": "Maraming mensahe ang natanggap ng site na ito ngayong araw. Pakisubukan muli bukas; nasa ibaba pa ang iyong teksto."
    }
  },
  "compose": {
    "inPlace": "{trade} sa {place}"
  }
};
