import type { SiteWords } from "./en";

export const tr: SiteWords = {
  "nav": {
    "about": "Hakkımızda",
    "offerings": "Sunduklarımız",
    "hours": "Çalışma saatleri",
    "faq": "Sorular",
    "contact": "İletişim"
  },
  "headings": {
    "about": "Hakkımızda",
    "offerings": {
      "menu": "Menü",
      "services": "Hizmetler",
      "products": "Ürünler",
      "classes": "Dersler",
      "portfolio": "Çalışmalarımız",
      "pricing": "Fiyatlar"
    },
    "pricing": "Fiyatlar",
    "hours": "Çalışma saatleri",
    "timetable": "Ders programı",
    "faq": "Sık sorulan sorular",
    "story": "Hikâyemiz",
    "team": "Ekibimiz",
    "area": "Hizmet bölgeleri",
    "gallery": "Galeri",
    "reviews": "Müşterilerimiz ne diyor",
    "contact": "İletişim",
    "notes": "Bilmenizde fayda var"
  },
  "buttons": {
    "call": "Ara",
    "email": "E-posta gönder",
    "directions": "Yol tarifi",
    "skip": "Ana içeriğe geç"
  },
  "labels": {
    "phone": "Telefon",
    "email": "E-posta",
    "address": "Adres",
    "meetingPoint": "Buluşma noktası",
    "hours": "Çalışma saatleri",
    "closed": "Kapalı",
    "social": "Bizi takip edin",
    "mainNav": "Ana menü"
  },
  "footer": {
    "rights": "Tüm hakları saklıdır."
  },
  "faq": {
    "hours": "Ne zaman açıksınız?",
    "location": "Neredesiniz?",
    "area": "Hangi bölgelere hizmet veriyorsunuz?",
    "prices": "Ücreti ne kadar?",
    "pricesAnswer": "Fiyatlar bu sayfada yer alıyor.",
    "contact": "Size nasıl ulaşabilirim?"
  },
  "actions": {
    "message": "Mesaj gönder",
    "quickActions": "Hızlı işlemler",
    "book": "Çevrimiçi rezervasyon",
    "shop": "Çevrimiçi satın al",
    "signup": "Kaydol",
    "page": "Web sitemizi ziyaret edin"
  },
  "form": {
    "heading": "Bize mesaj gönderin",
    "intro": "E-postayla yanıt vereceğiz.",
    "name": "Adınız",
    "email": "E-posta adresiniz",
    "phone": "Telefon",
    "optional": "isteğe bağlı",
    "message": "Mesaj",
    "send": "Mesajı gönder",
    "trap": "Bu alanı boş bırakın",
    "errorTitle": "Lütfen mesajınızı kontrol edin",
    "errorSummary": "Mesajınız henüz gönderilmedi. Lütfen şunları düzeltin:",
    "thanksTitle": "Teşekkürler, mesajınız gönderildi",
    "thanksText": "Mesajınızı aldık, e-postayla yanıt vereceğiz.",
    "back": "Web sitesine dön",
    "errors": {
      "nameRequired": "Adınızı yazın.",
      "nameTooLong": "Adınız en fazla {max} karakter olabilir.",
      "emailRequired": "Yanıt verebilmemiz için e-posta adresinizi yazın.",
      "emailInvalid": "ad@ornek.com gibi bir e-posta adresi yazın.",
      "phoneInvalid": "Telefon numarasında yalnızca rakam, boşluk ve + ( ) - kullanın.",
      "messageRequired": "Mesajınızı yazın.",
      "messageTooLong": "Mesajınız en fazla {max} karakter olabilir.",
      "tooFast": "Çok hızlı oldu. Mesajınızı kontrol edip yeniden gönderin.",
      "expired": "Bu form uzun süre açık kaldı. Mesajınızı yeniden gönderin.",
      "tooMany": "Kısa sürede birkaç mesaj gönderdiniz. Birkaç dakika bekleyip yeniden gönderin; metniniz aşağıda duruyor.",
      "siteBusy": "Bu site bugün çok sayıda mesaj aldı. Lütfen yarın yeniden deneyin; metniniz aşağıda duruyor."
    }
  },
  "compose": {
    "inPlace": "{place} – {trade}"
  }
};
