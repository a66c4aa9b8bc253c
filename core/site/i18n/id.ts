import type { SiteWords } from "./en";

export const id: SiteWords = {
  "nav": {
    "about": "Tentang",
    "offerings": "Layanan",
    "hours": "Jam buka",
    "faq": "Tanya jawab",
    "contact": "Kontak"
  },
  "headings": {
    "about": "Tentang kami",
    "offerings": {
      "menu": "Menu",
      "services": "Layanan",
      "products": "Produk",
      "classes": "Kelas",
      "portfolio": "Karya",
      "pricing": "Harga"
    },
    "pricing": "Harga",
    "hours": "Jam buka",
    "timetable": "Jadwal",
    "faq": "Pertanyaan umum",
    "story": "Cerita kami",
    "team": "Tim",
    "area": "Wilayah layanan",
    "gallery": "Galeri",
    "reviews": "Kata pelanggan",
    "contact": "Kontak",
    "notes": "Perlu diketahui"
  },
  "buttons": {
    "call": "Telepon",
    "email": "Kirim email",
    "directions": "Petunjuk arah",
    "skip": "Langsung ke konten utama"
  },
  "labels": {
    "phone": "Telepon",
    "email": "Email",
    "address": "Alamat",
    "meetingPoint": "Titik temu",
    "hours": "Jam buka",
    "closed": "Tutup",
    "social": "Ikuti",
    "mainNav": "Menu utama"
  },
  "footer": {
    "rights": "Hak cipta dilindungi."
  },
  "faq": {
    "hours": "Kapan Anda buka?",
    "location": "Di mana lokasi Anda?",
    "area": "Wilayah mana saja yang Anda layani?",
    "prices": "Berapa biayanya?",
    "pricesAnswer": "Harga tercantum di halaman ini.",
    "contact": "Bagaimana cara menghubungi Anda?"
  },
  "actions": {
    "message": "Kirim pesan",
    "quickActions": "Tindakan cepat",
    "book": "Pesan online",
    "shop": "Beli online",
    "signup": "Daftar",
    "page": "Kunjungi situs kami"
  },
  "form": {
    "heading": "Kirimi kami pesan",
    "intro": "Kami akan membalas lewat email.",
    "name": "Nama Anda",
    "email": "Email Anda",
    "phone": "Telepon",
    "optional": "opsional",
    "message": "Pesan",
    "send": "Kirim pesan",
    "trap": "Biarkan kolom ini kosong",
    "errorTitle": "Periksa pesan Anda",
    "errorSummary": "Pesan Anda belum terkirim. Perbaiki hal berikut:",
    "thanksTitle": "Terima kasih, pesan Anda sudah terkirim",
    "thanksText": "Kami sudah menerima pesan Anda dan akan membalas lewat email.",
    "back": "Kembali ke situs",
    "errors": {
      "nameRequired": "Masukkan nama Anda.",
      "nameTooLong": "Nama paling banyak {max} karakter.",
      "emailRequired": "Masukkan alamat email agar kami bisa membalas.",
      "emailInvalid": "Masukkan alamat email seperti name@example.com.",
      "phoneInvalid": "Gunakan hanya angka, spasi, dan + ( ) - untuk nomor telepon.",
      "messageRequired": "Tulis pesan Anda.",
      "messageTooLong": "Pesan paling banyak {max} karakter.",
      "tooFast": "Terlalu cepat. Periksa pesan Anda lalu kirim lagi.",
      "expired": "Formulir ini terbuka terlalu lama. Kirim pesan Anda lagi.",
      "tooMany": "Anda mengirim beberapa pesan dalam waktu singkat. Tunggu beberapa menit lalu kirim lagi; teks Anda tersimpan di bawah.",
      "siteBusy": "Situs ini menerima banyak pesan hari ini. Coba lagi besok; teks Anda tersimpan di bawah."
    }
  },
  "compose": {
    "inPlace": "{trade} di {place}"
  }
};
