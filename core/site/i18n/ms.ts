import type { SiteWords } from "./en";

export const ms: SiteWords = {
  "nav": {
    "about": "Tentang",
    "offerings": "Tawaran",
    "hours": "Waktu",
    "faq": "Soalan",
    "contact": "Hubungi"
  },
  "headings": {
    "about": "Tentang kami",
    "offerings": {
      "menu": "Menu",
      "services": "Perkhidmatan",
      "products": "Produk",
      "classes": "Kelas",
      "portfolio": "Hasil kerja",
      "pricing": "Harga"
    },
    "pricing": "Harga",
    "hours": "Waktu operasi",
    "timetable": "Jadual",
    "faq": "Soalan lazim",
    "story": "Kisah kami",
    "team": "Pasukan",
    "area": "Kawasan yang kami layani",
    "gallery": "Galeri",
    "reviews": "Kata pelanggan",
    "contact": "Hubungi kami",
    "notes": "Perlu tahu"
  },
  "buttons": {
    "call": "Telefon",
    "email": "Hantar e-mel",
    "directions": "Dapatkan arah",
    "skip": "Langkau ke kandungan utama"
  },
  "labels": {
    "phone": "Telefon",
    "email": "E-mel",
    "address": "Alamat",
    "meetingPoint": "Tempat bertemu",
    "hours": "Waktu",
    "closed": "Tutup",
    "social": "Ikuti",
    "mainNav": "Menu utama"
  },
  "footer": {
    "rights": "Hak cipta terpelihara."
  },
  "faq": {
    "hours": "Bilakah anda dibuka?",
    "location": "Di manakah anda?",
    "area": "Kawasan mana yang anda layani?",
    "prices": "Berapakah kosnya?",
    "pricesAnswer": "Harga tersenarai di halaman ini.",
    "contact": "Bagaimana saya boleh menghubungi anda?"
  },
  "actions": {
    "message": "Hantar mesej",
    "quickActions": "Tindakan pantas",
    "book": "Tempah dalam talian",
    "shop": "Beli dalam talian",
    "signup": "Daftar",
    "page": "Lawati laman web kami"
  },
  "form": {
    "heading": "Hantar mesej kepada kami",
    "intro": "Kami akan membalas melalui e-mel.",
    "name": "Nama anda",
    "email": "E-mel anda",
    "phone": "Telefon",
    "optional": "pilihan",
    "message": "Mesej",
    "send": "Hantar mesej",
    "trap": "Biarkan ruangan ini kosong",
    "errorTitle": "Sila semak mesej anda",
    "errorSummary": "Mesej anda belum dihantar. Sila betulkan perkara berikut:",
    "thanksTitle": "Terima kasih, mesej anda telah dihantar",
    "thanksText": "Kami telah menerima mesej anda dan akan membalas melalui e-mel.",
    "back": "Kembali ke laman web",
    "errors": {
      "nameRequired": "Masukkan nama anda.",
      "nameTooLong": "Nama boleh mengandungi paling banyak {max} aksara.",
      "emailRequired": "Masukkan alamat e-mel supaya kami boleh membalas.",
      "emailInvalid": "Masukkan alamat e-mel seperti name@example.com.",
      "phoneInvalid": "Gunakan hanya digit, ruang dan + ( ) - untuk nombor telefon.",
      "messageRequired": "Tulis mesej anda.",
      "messageTooLong": "Mesej boleh mengandungi paling banyak {max} aksara.",
      "tooFast": "Itu terlalu pantas. Sila semak mesej anda dan hantar sekali lagi.",
      "expired": "Borang ini dibuka terlalu lama. Sila hantar mesej anda sekali lagi.",
      "tooMany": "Anda telah menghantar beberapa mesej dalam masa singkat. Tunggu beberapa minit dan hantar semula; teks anda disimpan di bawah.",
      "siteBusy": "Laman ini telah menerima banyak mesej hari ini. Sila cuba lagi esok; teks anda disimpan di bawah."
    }
  },
  "compose": {
    "inPlace": "{trade} di {place}"
  }
};
