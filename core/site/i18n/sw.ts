import type { SiteWords } from "./en";

export const sw: SiteWords = {
  "nav": {
    "about": "Kuhusu",
    "offerings": "Huduma",
    "hours": "Saa",
    "faq": "Maswali",
    "contact": "Mawasiliano"
  },
  "headings": {
    "about": "Kuhusu sisi",
    "offerings": {
      "menu": "Menyu",
      "services": "Huduma",
      "products": "Bidhaa",
      "classes": "Madarasa",
      "portfolio": "Kazi zetu",
      "pricing": "Bei"
    },
    "pricing": "Bei",
    "hours": "Saa za kazi",
    "timetable": "Ratiba",
    "faq": "Maswali yanayoulizwa mara kwa mara",
    "story": "Hadithi yetu",
    "team": "Timu yetu",
    "area": "Maeneo tunayohudumia",
    "gallery": "Picha",
    "reviews": "Wateja wanasema",
    "contact": "Wasiliana nasi",
    "notes": "Vizuri kujua"
  },
  "buttons": {
    "call": "Piga simu",
    "email": "Tutumie barua pepe",
    "directions": "Maelekezo ya njia",
    "skip": "Ruka hadi maudhui makuu"
  },
  "labels": {
    "phone": "Simu",
    "email": "Barua pepe",
    "address": "Anwani",
    "meetingPoint": "Mahali pa kukutana",
    "hours": "Saa za kazi",
    "closed": "Imefungwa",
    "social": "Tufuate",
    "mainNav": "Menyu kuu"
  },
  "footer": {
    "rights": "Haki zote zimehifadhiwa."
  },
  "faq": {
    "hours": "Mnafungua lini?",
    "location": "Mko wapi?",
    "area": "Mnahudumia maeneo gani?",
    "prices": "Inagharimu kiasi gani?",
    "pricesAnswer": "Bei zimeorodheshwa kwenye ukurasa huu.",
    "contact": "Nitawasiliana nanyi vipi?"
  },
  "actions": {
    "message": "Tuma ujumbe",
    "quickActions": "Vitendo vya haraka",
    "book": "Weka nafasi mtandaoni",
    "shop": "Nunua mtandaoni",
    "signup": "Jisajili",
    "page": "Tembelea tovuti yetu"
  },
  "form": {
    "heading": "Tutumie ujumbe",
    "intro": "Tutajibu kwa barua pepe.",
    "name": "Jina lako",
    "email": "Barua pepe yako",
    "phone": "Simu",
    "optional": "si lazima",
    "message": "Ujumbe",
    "send": "Tuma ujumbe",
    "trap": "Acha sehemu hii wazi",
    "errorTitle": "Tafadhali kagua ujumbe wako",
    "errorSummary": "Ujumbe wako bado haujatumwa. Tafadhali rekebisha yafuatayo:",
    "thanksTitle": "Asante, ujumbe wako umetumwa",
    "thanksText": "Tumepokea ujumbe wako na tutajibu kwa barua pepe.",
    "back": "Rudi kwenye tovuti",
    "errors": {
      "nameRequired": "Andika jina lako.",
      "nameTooLong": "Jina linaweza kuwa na herufi {max} tu.",
      "emailRequired": "Andika barua pepe yako ili tuweze kujibu.",
      "emailInvalid": "Andika barua pepe kama name@example.com.",
      "phoneInvalid": "Tumia tarakimu, nafasi na + ( ) - pekee kwenye nambari ya simu.",
      "messageRequired": "Andika ujumbe wako.",
      "messageTooLong": "Ujumbe unaweza kuwa na herufi {max} tu.",
      "tooFast": "Hiyo ilikuwa haraka sana. Tafadhali kagua ujumbe wako na utume tena.",
      "expired": "Fomu hii ilikaa wazi muda mrefu. Tafadhali tuma ujumbe wako tena.",
      "tooMany": "Umetuma ujumbe kadhaa kwa muda mfupi. Subiri dakika chache kisha utume tena; maandishi yako yamehifadhiwa hapa chini.",
      "siteBusy": "Tovuti hii imepokea ujumbe mwingi leo. Tafadhali jaribu tena kesho; maandishi yako yamehifadhiwa hapa chini."
    }
  },
  "compose": {
    "inPlace": "{trade} – {place}"
  }
};
