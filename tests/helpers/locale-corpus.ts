/**
 * The generated-by-locale corpus: short briefs for 34 locales whose facts are known by construction,
 * so they are data the parsers were not written for. Phones are libphonenumber-js's example mobile
 * numbers (national and international forms), prices come from Intl.NumberFormat (with and without a
 * unit), hours from Intl.DateTimeFormat (12- and 24-hour forms, the locale's own day names), addresses
 * are written in each country's usual order. Each locale gets five briefs: label lines, sentences,
 * a bulleted list, a contact block (the name above the address, the address on two lines where the
 * country writes the postcode and town below, two phones after one label), and dense lines of prices and hours. Every brief also holds numbers that are not facts (a year, a group size, a
 * duration) so a parser that grabs any number is caught.
 */
import examples from "libphonenumber-js/examples.mobile.json";
import { type CountryCode, parsePhoneNumber } from "libphonenumber-js/max";
import type { WeekDay } from "../../core/intake";

export interface ExpectedHours {
  days: WeekDay[];
  time: string;
}

export interface LocaleBrief {
  id: string;
  locale: string;
  country: CountryCode;
  /** The language of the brief (BCP 47 primary subtag). */
  language: string;
  form: "labels" | "sentences" | "list" | "block" | "dense";
  name: string;
  description: string;
  requirements: string;
  expect: {
    phones: string[];
    addresses: string[];
    hours: ExpectedHours[];
    prices: string[];
    /** Numbers in the brief that are no fact of any kind. */
    notFacts: string[];
  };
}

interface Phrases {
  phone: string;
  address: string;
  hours: string;
  prices: string;
  intro: string;
  at: string;
  call: string;
  open: string;
  cost: string;
  items: [string, string];
  perMonth: string;
  perHour: string;
  name: string;
  closing: string;
}

const P: Record<string, Phrases> = {
  en: {
    phone: "Phone",
    address: "Address",
    hours: "Hours",
    prices: "Prices",
    intro: "Small family business since 2009. Groups of up to 8 people, sessions last 60 minutes.",
    at: "You will find us at {a}.",
    call: "Call us on {p}.",
    open: "We are open {d1} {t1} and {d2} {t2}.",
    cost: "{i1} costs {p1} and the {i2} is {p2}.",
    items: ["Consultation", "Monthly plan"],
    perMonth: "per month",
    perHour: "per hour",
    name: "Harbour Studio",
    closing: "Thanks for reading!",
  },
  es: {
    phone: "Teléfono",
    address: "Dirección",
    hours: "Horario",
    prices: "Precios",
    intro: "Pequeño negocio familiar desde 2009. Grupos de hasta 8 personas, las sesiones duran 60 minutos.",
    at: "Estamos en {a}.",
    call: "Llámanos al {p}.",
    open: "Abrimos {d1} {t1} y {d2} {t2}.",
    cost: "La {i1} cuesta {p1} y el {i2} {p2}.",
    items: ["Consulta", "Plan mensual"],
    perMonth: "al mes",
    perHour: "por hora",
    name: "Estudio Mar",
    closing: "¡Gracias!",
  },
  fr: {
    phone: "Téléphone",
    address: "Adresse",
    hours: "Horaires",
    prices: "Tarifs",
    intro: "Petite entreprise familiale depuis 2009. Groupes jusqu'à 8 personnes, les séances durent 60 minutes.",
    at: "Vous nous trouverez au {a}.",
    call: "Appelez-nous au {p}.",
    open: "Ouvert {d1} {t1} et {d2} {t2}.",
    cost: "La {i1} coûte {p1} et le {i2} {p2}.",
    items: ["Consultation", "Forfait mensuel"],
    perMonth: "par mois",
    perHour: "de l'heure",
    name: "Atelier du Port",
    closing: "Merci !",
  },
  de: {
    phone: "Telefon",
    address: "Adresse",
    hours: "Öffnungszeiten",
    prices: "Preise",
    intro: "Kleiner Familienbetrieb seit 2009. Gruppen bis 8 Personen, eine Sitzung dauert 60 Minuten.",
    at: "Sie finden uns hier: {a}.",
    call: "Rufen Sie uns an: {p}.",
    open: "Geöffnet {d1} {t1} und {d2} {t2}.",
    cost: "Die {i1} kostet {p1}, das {i2} {p2}.",
    items: ["Beratung", "Monatsabo"],
    perMonth: "pro Monat",
    perHour: "pro Stunde",
    name: "Studio am Hafen",
    closing: "Danke!",
  },
  pt: {
    phone: "Telefone",
    address: "Endereço",
    hours: "Horário",
    prices: "Preços",
    intro: "Pequeno negócio familiar desde 2009. Grupos de até 8 pessoas, as sessões duram 60 minutos.",
    at: "Estamos na {a}.",
    call: "Ligue para {p}.",
    open: "Abrimos {d1} {t1} e {d2} {t2}.",
    cost: "A {i1} custa {p1} e o {i2} {p2}.",
    items: ["Consulta", "Plano mensal"],
    perMonth: "por mês",
    perHour: "por hora",
    name: "Estúdio do Porto",
    closing: "Obrigado!",
  },
  ja: {
    phone: "電話",
    address: "住所",
    hours: "営業時間",
    prices: "料金",
    intro: "2009年からの小さな家族経営の店です。1グループ最大8名、1回60分です。",
    at: "場所は{a}です。",
    call: "お電話は{p}まで。",
    open: "営業時間は{d1} {t1}、{d2} {t2}です。",
    cost: "{i1}は{p1}、{i2}は{p2}です。",
    items: ["相談", "月額プラン"],
    perMonth: "/月",
    perHour: "/時間",
    name: "港スタジオ",
    closing: "よろしくお願いします。",
  },
  it: {
    phone: "Telefono",
    address: "Indirizzo",
    hours: "Orari",
    prices: "Prezzi",
    intro: "Piccola attività di famiglia dal 2009. Gruppi fino a 8 persone, le sedute durano 60 minuti.",
    at: "Ci trovate in {a}.",
    call: "Chiamateci al {p}.",
    open: "Siamo aperti {d1} {t1} e {d2} {t2}.",
    cost: "La {i1} costa {p1} e l'{i2} {p2}.",
    items: ["Consulenza", "Abbonamento mensile"],
    perMonth: "al mese",
    perHour: "all'ora",
    name: "Studio del Porto",
    closing: "Grazie!",
  },
  nl: {
    phone: "Telefoon",
    address: "Adres",
    hours: "Openingstijden",
    prices: "Prijzen",
    intro: "Klein familiebedrijf sinds 2009. Groepen tot 8 personen, een sessie duurt 60 minuten.",
    at: "U vindt ons op {a}.",
    call: "Bel ons op {p}.",
    open: "Wij zijn open {d1} {t1} en {d2} {t2}.",
    cost: "Een {i1} kost {p1} en een {i2} {p2}.",
    items: ["Consult", "Maandabonnement"],
    perMonth: "per maand",
    perHour: "per uur",
    name: "Studio aan de Haven",
    closing: "Bedankt!",
  },
  pl: {
    phone: "Telefon",
    address: "Adres",
    hours: "Godziny otwarcia",
    prices: "Cennik",
    intro: "Mała rodzinna firma od 2009 roku. Grupy do 8 osób, sesja trwa 60 minut.",
    at: "Znajdziesz nas pod adresem {a}.",
    call: "Zadzwoń: {p}.",
    open: "Otwarte {d1} {t1} oraz {d2} {t2}.",
    cost: "{i1} kosztuje {p1}, a {i2} {p2}.",
    items: ["Konsultacja", "Abonament miesięczny"],
    perMonth: "miesięcznie",
    perHour: "za godzinę",
    name: "Studio Port",
    closing: "Dziękujemy!",
  },
  sv: {
    phone: "Telefon",
    address: "Adress",
    hours: "Öppettider",
    prices: "Priser",
    intro: "Litet familjeföretag sedan 2009. Grupper på upp till 8 personer, ett pass tar 60 minuter.",
    at: "Du hittar oss på {a}.",
    call: "Ring oss på {p}.",
    open: "Vi har öppet {d1} {t1} och {d2} {t2}.",
    cost: "En {i1} kostar {p1} och ett {i2} {p2}.",
    items: ["Konsultation", "Månadskort"],
    perMonth: "per månad",
    perHour: "per timme",
    name: "Hamnstudion",
    closing: "Tack!",
  },
  da: {
    phone: "Telefon",
    address: "Adresse",
    hours: "Åbningstider",
    prices: "Priser",
    intro: "Lille familievirksomhed siden 2009. Hold på op til 8 personer, en session varer 60 minutter.",
    at: "Du finder os på {a}.",
    call: "Ring til os på {p}.",
    open: "Vi har åbent {d1} {t1} og {d2} {t2}.",
    cost: "En {i1} koster {p1} og et {i2} {p2}.",
    items: ["Konsultation", "Månedsabonnement"],
    perMonth: "om måneden",
    perHour: "i timen",
    name: "Havnestudiet",
    closing: "Tak!",
  },
  nb: {
    phone: "Telefon",
    address: "Adresse",
    hours: "Åpningstider",
    prices: "Priser",
    intro: "Lite familiebedrift siden 2009. Grupper på opptil 8 personer, en økt varer 60 minutter.",
    at: "Du finner oss i {a}.",
    call: "Ring oss på {p}.",
    open: "Vi har åpent {d1} {t1} og {d2} {t2}.",
    cost: "En {i1} koster {p1} og et {i2} {p2}.",
    items: ["Konsultasjon", "Månedsabonnement"],
    perMonth: "per måned",
    perHour: "per time",
    name: "Havnestudio",
    closing: "Takk!",
  },
  fi: {
    phone: "Puhelin",
    address: "Osoite",
    hours: "Aukioloajat",
    prices: "Hinnat",
    intro: "Pieni perheyritys vuodesta 2009. Ryhmät enintään 8 henkeä, käynti kestää 60 minuuttia.",
    at: "Löydät meidät osoitteesta {a}.",
    call: "Soita meille {p}.",
    open: "Olemme auki {d1} {t1} ja {d2} {t2}.",
    cost: "{i1} maksaa {p1} ja {i2} {p2}.",
    items: ["Konsultaatio", "Kuukausijäsenyys"],
    perMonth: "kuukaudessa",
    perHour: "tunnilta",
    name: "Satamastudio",
    closing: "Kiitos!",
  },
  cs: {
    phone: "Telefon",
    address: "Adresa",
    hours: "Otevírací doba",
    prices: "Ceník",
    intro: "Malá rodinná firma od roku 2009. Skupiny do 8 osob, sezení trvá 60 minut.",
    at: "Najdete nás na adrese {a}.",
    call: "Zavolejte nám na {p}.",
    open: "Otevřeno {d1} {t1} a {d2} {t2}.",
    cost: "{i1} stojí {p1} a {i2} {p2}.",
    items: ["Konzultace", "Měsíční předplatné"],
    perMonth: "měsíčně",
    perHour: "za hodinu",
    name: "Studio v Přístavu",
    closing: "Děkujeme!",
  },
  tr: {
    phone: "Telefon",
    address: "Adres",
    hours: "Çalışma saatleri",
    prices: "Fiyatlar",
    intro: "2009'dan beri küçük bir aile işletmesiyiz. Gruplar en fazla 8 kişi, seanslar 60 dakika sürer.",
    at: "Adresimiz: {a}.",
    call: "Bizi {p} numarasından arayın.",
    open: "{d1} {t1}, {d2} {t2} açığız.",
    cost: "{i1} {p1}, {i2} ise {p2}.",
    items: ["Danışmanlık", "Aylık üyelik"],
    perMonth: "/ay",
    perHour: "/saat",
    name: "Liman Stüdyo",
    closing: "Teşekkürler!",
  },
  ar: {
    phone: "الهاتف",
    address: "العنوان",
    hours: "ساعات العمل",
    prices: "الأسعار",
    intro: "مشروع عائلي صغير منذ 2009. مجموعات حتى 8 أشخاص، وتستمر الجلسة 60 دقيقة.",
    at: "تجدوننا في {a}.",
    call: "اتصلوا بنا على {p}.",
    open: "نفتح {d1} {t1} و{d2} {t2}.",
    cost: "سعر {i1} {p1} وسعر {i2} {p2}.",
    items: ["الاستشارة", "الاشتراك الشهري"],
    perMonth: "شهريًا",
    perHour: "للساعة",
    name: "استوديو الميناء",
    closing: "شكرًا لكم!",
  },
  he: {
    phone: "טלפון",
    address: "כתובת",
    hours: "שעות פתיחה",
    prices: "מחירים",
    intro: "עסק משפחתי קטן מאז 2009. קבוצות של עד 8 אנשים, כל מפגש נמשך 60 דקות.",
    at: "אנחנו נמצאים ב{a}.",
    call: "התקשרו אלינו: {p}.",
    open: "אנחנו פתוחים {d1} {t1} ו{d2} {t2}.",
    cost: "{i1} עולה {p1} ו{i2} {p2}.",
    items: ["ייעוץ", "מנוי חודשי"],
    perMonth: "לחודש",
    perHour: "לשעה",
    name: "סטודיו הנמל",
    closing: "תודה רבה!",
  },
  fa: {
    phone: "تلفن",
    address: "نشانی",
    hours: "ساعت کاری",
    prices: "قیمت‌ها",
    intro: "یک کسب‌وکار خانوادگی کوچک از سال 2009. گروه‌ها تا 8 نفر، هر جلسه 60 دقیقه طول می‌کشد.",
    at: "ما را در {a} پیدا کنید.",
    call: "با ما تماس بگیرید: {p}.",
    open: "ما {d1} {t1} و {d2} {t2} باز هستیم.",
    cost: "هزینه {i1} {p1} و {i2} {p2} است.",
    items: ["مشاوره", "اشتراک ماهانه"],
    perMonth: "در ماه",
    perHour: "در ساعت",
    name: "استودیو بندر",
    closing: "سپاسگزاریم!",
  },
  ur: {
    phone: "فون",
    address: "پتہ",
    hours: "اوقات کار",
    prices: "قیمتیں",
    intro: "2009 سے ایک چھوٹا خاندانی کاروبار۔ گروپ میں زیادہ سے زیادہ 8 لوگ، ہر سیشن 60 منٹ کا ہوتا ہے۔",
    at: "ہمارا پتہ {a} ہے۔",
    call: "ہمیں {p} پر کال کریں۔",
    open: "ہم {d1} {t1} اور {d2} {t2} کھلے ہیں۔",
    cost: "{i1} کی قیمت {p1} ہے اور {i2} کی {p2}۔",
    items: ["مشورہ", "ماہانہ پلان"],
    perMonth: "ماہانہ",
    perHour: "فی گھنٹہ",
    name: "ہاربر اسٹوڈیو",
    closing: "شکریہ!",
  },
  hi: {
    phone: "फ़ोन",
    address: "पता",
    hours: "समय",
    prices: "कीमतें",
    intro: "2009 से एक छोटा पारिवारिक व्यवसाय। समूह में अधिकतम 8 लोग, हर सत्र 60 मिनट का होता है।",
    at: "हमारा पता {a} है।",
    call: "हमें {p} पर कॉल करें।",
    open: "हम {d1} {t1} और {d2} {t2} खुले रहते हैं।",
    cost: "{i1} की कीमत {p1} है और {i2} की {p2}।",
    items: ["परामर्श", "मासिक योजना"],
    perMonth: "प्रति माह",
    perHour: "प्रति घंटा",
    name: "हार्बर स्टूडियो",
    closing: "धन्यवाद!",
  },
  bn: {
    phone: "ফোন",
    address: "ঠিকানা",
    hours: "খোলার সময়",
    prices: "দাম",
    intro: "২০০৯ সাল থেকে একটি ছোট পারিবারিক ব্যবসা। প্রতি দলে সর্বোচ্চ 8 জন, প্রতিটি সেশন 60 মিনিট।",
    at: "আমাদের ঠিকানা {a}।",
    call: "আমাদের {p} নম্বরে ফোন করুন।",
    open: "আমরা {d1} {t1} এবং {d2} {t2} খোলা থাকি।",
    cost: "{i1} এর দাম {p1} এবং {i2} এর দাম {p2}।",
    items: ["পরামর্শ", "মাসিক প্যাকেজ"],
    perMonth: "প্রতি মাসে",
    perHour: "প্রতি ঘণ্টায়",
    name: "বন্দর স্টুডিও",
    closing: "ধন্যবাদ!",
  },
  ta: {
    phone: "தொலைபேசி",
    address: "முகவரி",
    hours: "நேரம்",
    prices: "விலைகள்",
    intro: "2009 முதல் ஒரு சிறிய குடும்பத் தொழில். ஒரு குழுவில் அதிகபட்சம் 8 பேர், ஒவ்வொரு அமர்வும் 60 நிமிடங்கள்.",
    at: "எங்கள் முகவரி {a}.",
    call: "எங்களை {p} என்ற எண்ணில் அழைக்கவும்.",
    open: "நாங்கள் {d1} {t1} மற்றும் {d2} {t2} திறந்திருப்போம்.",
    cost: "{i1} விலை {p1}, {i2} விலை {p2}.",
    items: ["ஆலோசனை", "மாதாந்திர திட்டம்"],
    perMonth: "மாதத்திற்கு",
    perHour: "மணிக்கு",
    name: "துறைமுக ஸ்டுடியோ",
    closing: "நன்றி!",
  },
  th: {
    phone: "โทรศัพท์",
    address: "ที่อยู่",
    hours: "เวลาทำการ",
    prices: "ราคา",
    intro: "ธุรกิจครอบครัวเล็ก ๆ ตั้งแต่ปี 2009 กลุ่มละไม่เกิน 8 คน แต่ละครั้งใช้เวลา 60 นาที",
    at: "ร้านของเราอยู่ที่ {a}",
    call: "โทรหาเราได้ที่ {p}",
    open: "เราเปิด{d1} {t1} และ{d2} {t2}",
    cost: "{i1} ราคา {p1} และ{i2} ราคา {p2}",
    items: ["การปรึกษา", "แพ็กเกจรายเดือน"],
    perMonth: "ต่อเดือน",
    perHour: "ต่อชั่วโมง",
    name: "สตูดิโอท่าเรือ",
    closing: "ขอบคุณค่ะ",
  },
  ko: {
    phone: "전화",
    address: "주소",
    hours: "영업시간",
    prices: "가격",
    intro: "2009년부터 운영한 작은 가족 사업입니다. 한 그룹은 최대 8명, 수업은 60분입니다.",
    at: "주소는 {a}입니다.",
    call: "{p}로 전화 주세요.",
    open: "{d1} {t1}, {d2} {t2}에 엽니다.",
    cost: "{i1}는 {p1}, {i2}는 {p2}입니다.",
    items: ["상담", "월 회원권"],
    perMonth: "월",
    perHour: "시간당",
    name: "하버 스튜디오",
    closing: "감사합니다!",
  },
  "zh-Hans": {
    phone: "电话",
    address: "地址",
    hours: "营业时间",
    prices: "价格",
    intro: "自2009年以来的小型家庭企业。每组最多8人，每次课程60分钟。",
    at: "我们的地址是{a}。",
    call: "请拨打{p}联系我们。",
    open: "我们{d1}{t1}和{d2}{t2}营业。",
    cost: "{i1}的价格是{p1}，{i2}是{p2}。",
    items: ["咨询", "月卡"],
    perMonth: "每月",
    perHour: "每小时",
    name: "港湾工作室",
    closing: "谢谢！",
  },
  "zh-Hant": {
    phone: "電話",
    address: "地址",
    hours: "營業時間",
    prices: "價格",
    intro: "自2009年以來的小型家庭企業。每組最多8人，每次課程60分鐘。",
    at: "我們的地址是{a}。",
    call: "請撥打{p}聯絡我們。",
    open: "我們{d1}{t1}和{d2}{t2}營業。",
    cost: "{i1}的價格是{p1}，{i2}是{p2}。",
    items: ["諮詢", "月費方案"],
    perMonth: "每月",
    perHour: "每小時",
    name: "港灣工作室",
    closing: "謝謝！",
  },
  vi: {
    phone: "Điện thoại",
    address: "Địa chỉ",
    hours: "Giờ mở cửa",
    prices: "Bảng giá",
    intro: "Cơ sở gia đình nhỏ từ năm 2009. Mỗi nhóm tối đa 8 người, mỗi buổi kéo dài 60 phút.",
    at: "Chúng tôi ở {a}.",
    call: "Gọi cho chúng tôi theo số {p}.",
    open: "Chúng tôi mở cửa {d1} {t1} và {d2} {t2}.",
    cost: "{i1} giá {p1} và {i2} giá {p2}.",
    items: ["Tư vấn", "Gói hàng tháng"],
    perMonth: "mỗi tháng",
    perHour: "mỗi giờ",
    name: "Studio Bến Cảng",
    closing: "Cảm ơn bạn!",
  },
  id: {
    phone: "Telepon",
    address: "Alamat",
    hours: "Jam buka",
    prices: "Harga",
    intro: "Usaha keluarga kecil sejak 2009. Kelompok maksimal 8 orang, setiap sesi berlangsung 60 menit.",
    at: "Kami berada di {a}.",
    call: "Hubungi kami di {p}.",
    open: "Kami buka {d1} {t1} dan {d2} {t2}.",
    cost: "Harga {i1} adalah {p1} dan {i2} {p2}.",
    items: ["Konsultasi", "Paket bulanan"],
    perMonth: "per bulan",
    perHour: "per jam",
    name: "Studio Pelabuhan",
    closing: "Terima kasih!",
  },
  ms: {
    phone: "Telefon",
    address: "Alamat",
    hours: "Waktu operasi",
    prices: "Harga",
    intro: "Perniagaan keluarga kecil sejak 2009. Kumpulan sehingga 8 orang, setiap sesi mengambil masa 60 minit.",
    at: "Kami terletak di {a}.",
    call: "Hubungi kami di talian {p}.",
    open: "Kami dibuka {d1} {t1} dan {d2} {t2}.",
    cost: "Harga {i1} ialah {p1} dan {i2} pula {p2}.",
    items: ["Perundingan", "Pelan bulanan"],
    perMonth: "sebulan",
    perHour: "sejam",
    name: "Studio Pelabuhan",
    closing: "Terima kasih!",
  },
  tl: {
    phone: "Telepono",
    address: "Address",
    hours: "Oras ng bukas",
    prices: "Presyo",
    intro: "Maliit na negosyo ng pamilya mula pa noong 2009. Hanggang 8 tao bawat grupo, ang bawat sesyon ay tumatagal ng 60 minuto.",
    at: "Matatagpuan kami sa {a}.",
    call: "Tawagan kami sa {p}.",
    open: "Bukas kami tuwing {d1} {t1} at {d2} {t2}.",
    cost: "Ang {i1} ay {p1} at ang {i2} ay {p2}.",
    items: ["Konsultasyon", "Buwanang plano"],
    perMonth: "bawat buwan",
    perHour: "bawat oras",
    name: "Studio sa Daungan",
    closing: "Salamat po!",
  },
  el: {
    phone: "Τηλέφωνο",
    address: "Διεύθυνση",
    hours: "Ωράριο",
    prices: "Τιμές",
    intro: "Μικρή οικογενειακή επιχείρηση από το 2009. Ομάδες έως 8 ατόμων, κάθε συνεδρία διαρκεί 60 λεπτά.",
    at: "Θα μας βρείτε στη διεύθυνση {a}.",
    call: "Καλέστε μας στο {p}.",
    open: "Είμαστε ανοιχτά {d1} {t1} και {d2} {t2}.",
    cost: "Η {i1} κοστίζει {p1} και η {i2} {p2}.",
    items: ["Συμβουλευτική", "Μηνιαία συνδρομή"],
    perMonth: "τον μήνα",
    perHour: "την ώρα",
    name: "Στούντιο του Λιμανιού",
    closing: "Ευχαριστούμε!",
  },
  ru: {
    phone: "Телефон",
    address: "Адрес",
    hours: "Часы работы",
    prices: "Цены",
    intro: "Небольшой семейный бизнес с 2009 года. Группы до 8 человек, занятие длится 60 минут.",
    at: "Мы находимся по адресу: {a}.",
    call: "Звоните нам: {p}.",
    open: "Мы работаем {d1} {t1} и {d2} {t2}.",
    cost: "{i1} стоит {p1}, а {i2} — {p2}.",
    items: ["Консультация", "Месячный абонемент"],
    perMonth: "в месяц",
    perHour: "в час",
    name: "Студия у гавани",
    closing: "Спасибо!",
  },
  uk: {
    phone: "Телефон",
    address: "Адреса",
    hours: "Години роботи",
    prices: "Ціни",
    intro: "Невеликий сімейний бізнес з 2009 року. Групи до 8 осіб, заняття триває 60 хвилин.",
    at: "Ми знаходимося за адресою: {a}.",
    call: "Телефонуйте нам: {p}.",
    open: "Ми працюємо {d1} {t1} і {d2} {t2}.",
    cost: "{i1} коштує {p1}, а {i2} — {p2}.",
    items: ["Консультація", "Місячний абонемент"],
    perMonth: "на місяць",
    perHour: "за годину",
    name: "Студія біля гавані",
    closing: "Дякуємо!",
  },
  sk: {
    phone: "Telefón",
    address: "Adresa",
    hours: "Otváracie hodiny",
    prices: "Cenník",
    intro: "Malá rodinná firma od roku 2009. Skupiny najviac 8 ľudí, jedno stretnutie trvá 60 minút.",
    at: "Nájdete nás na adrese {a}.",
    call: "Zavolajte nám na {p}.",
    open: "Máme otvorené {d1} {t1} a {d2} {t2}.",
    cost: "{i1} stojí {p1} a {i2} {p2}.",
    items: ["Konzultácia", "Mesačné predplatné"],
    perMonth: "mesačne",
    perHour: "za hodinu",
    name: "Štúdio pri prístave",
    closing: "Ďakujeme!",
  },
  hu: {
    phone: "Telefon",
    address: "Cím",
    hours: "Nyitvatartás",
    prices: "Árak",
    intro: "Kis családi vállalkozás 2009 óta. A csoportok legfeljebb 8 főből állnak, egy alkalom 60 perc.",
    at: "Itt talál minket: {a}.",
    call: "Hívjon minket: {p}.",
    open: "Nyitva vagyunk {d1} {t1} és {d2} {t2}.",
    cost: "A {i1} ára {p1}, a {i2} ára {p2}.",
    items: ["Konzultáció", "Havi bérlet"],
    perMonth: "havonta",
    perHour: "óránként",
    name: "Kikötő Stúdió",
    closing: "Köszönjük!",
  },
  ro: {
    phone: "Telefon",
    address: "Adresă",
    hours: "Program",
    prices: "Prețuri",
    intro: "Mică afacere de familie din 2009. Grupe de până la 8 persoane, o ședință durează 60 de minute.",
    at: "Ne găsiți la {a}.",
    call: "Sunați-ne la {p}.",
    open: "Suntem deschiși {d1} {t1} și {d2} {t2}.",
    cost: "{i1} costă {p1}, iar {i2} {p2}.",
    items: ["Consultanță", "Abonament lunar"],
    perMonth: "pe lună",
    perHour: "pe oră",
    name: "Studioul din Port",
    closing: "Vă mulțumim!",
  },
  bg: {
    phone: "Телефон",
    address: "Адрес",
    hours: "Работно време",
    prices: "Цени",
    intro: "Малък семеен бизнес от 2009 г. Групи до 8 души, всяка сесия продължава 60 минути.",
    at: "Ще ни намерите на {a}.",
    call: "Обадете ни се на {p}.",
    open: "Отворено сме {d1} {t1} и {d2} {t2}.",
    cost: "{i1} струва {p1}, а {i2} — {p2}.",
    items: ["Консултация", "Месечен абонамент"],
    perMonth: "на месец",
    perHour: "на час",
    name: "Студио при пристанището",
    closing: "Благодарим ви!",
  },
  hr: {
    phone: "Telefon",
    address: "Adresa",
    hours: "Radno vrijeme",
    prices: "Cijene",
    intro: "Mali obiteljski obrt od 2009. Grupe do 8 osoba, jedan termin traje 60 minuta.",
    at: "Nalazimo se na adresi {a}.",
    call: "Nazovite nas na {p}.",
    open: "Radimo {d1} {t1} i {d2} {t2}.",
    cost: "{i1} stoji {p1}, a {i2} {p2}.",
    items: ["Savjetovanje", "Mjesečna članarina"],
    perMonth: "mjesečno",
    perHour: "po satu",
    name: "Studio uz luku",
    closing: "Hvala!",
  },
  sr: {
    phone: "Телефон",
    address: "Адреса",
    hours: "Радно време",
    prices: "Цене",
    intro: "Мала породична радња од 2009. године. Групе до 8 особа, један термин траје 60 минута.",
    at: "Налазимо се на адреси {a}.",
    call: "Позовите нас на {p}.",
    open: "Радимо {d1} {t1} и {d2} {t2}.",
    cost: "{i1} кошта {p1}, а {i2} {p2}.",
    items: ["Саветовање", "Месечна чланарина"],
    perMonth: "месечно",
    perHour: "по сату",
    name: "Студио код луке",
    closing: "Хвала вам!",
  },
  sl: {
    phone: "Telefon",
    address: "Naslov",
    hours: "Delovni čas",
    prices: "Cenik",
    intro: "Majhno družinsko podjetje od leta 2009. Skupine do 8 oseb, srečanje traja 60 minut.",
    at: "Najdete nas na naslovu {a}.",
    call: "Pokličite nas na {p}.",
    open: "Odprto imamo {d1} {t1} in {d2} {t2}.",
    cost: "{i1} stane {p1}, {i2} pa {p2}.",
    items: ["Svetovanje", "Mesečna naročnina"],
    perMonth: "na mesec",
    perHour: "na uro",
    name: "Studio ob pristanišču",
    closing: "Hvala!",
  },
  et: {
    phone: "Telefon",
    address: "Aadress",
    hours: "Lahtiolekuajad",
    prices: "Hinnad",
    intro: "Väike pereettevõte aastast 2009. Grupis kuni 8 inimest, üks kohtumine kestab 60 minutit.",
    at: "Leiate meid aadressilt {a}.",
    call: "Helistage meile numbril {p}.",
    open: "Oleme avatud {d1} {t1} ja {d2} {t2}.",
    cost: "{i1} maksab {p1} ja {i2} {p2}.",
    items: ["Konsultatsioon", "Kuupilet"],
    perMonth: "kuus",
    perHour: "tunnis",
    name: "Sadama Stuudio",
    closing: "Aitäh!",
  },
  lv: {
    phone: "Tālrunis",
    address: "Adrese",
    hours: "Darba laiks",
    prices: "Cenas",
    intro: "Neliels ģimenes uzņēmums kopš 2009. gada. Grupās līdz 8 cilvēkiem, nodarbība ilgst 60 minūtes.",
    at: "Mūs var atrast {a}.",
    call: "Zvaniet mums pa tālruni {p}.",
    open: "Esam atvērti {d1} {t1} un {d2} {t2}.",
    cost: "{i1} maksā {p1}, bet {i2} {p2}.",
    items: ["Konsultācija", "Mēneša abonements"],
    perMonth: "mēnesī",
    perHour: "stundā",
    name: "Ostas studija",
    closing: "Paldies!",
  },
  lt: {
    phone: "Telefonas",
    address: "Adresas",
    hours: "Darbo laikas",
    prices: "Kainos",
    intro: "Nedidelis šeimos verslas nuo 2009 metų. Grupėse iki 8 žmonių, užsiėmimas trunka 60 minučių.",
    at: "Mus rasite adresu {a}.",
    call: "Skambinkite mums {p}.",
    open: "Dirbame {d1} {t1} ir {d2} {t2}.",
    cost: "{i1} kainuoja {p1}, o {i2} {p2}.",
    items: ["Konsultacija", "Mėnesio abonementas"],
    perMonth: "per mėnesį",
    perHour: "už valandą",
    name: "Uosto studija",
    closing: "Ačiū!",
  },
  ca: {
    phone: "Telèfon",
    address: "Adreça",
    hours: "Horari",
    prices: "Preus",
    intro: "Petit negoci familiar des del 2009. Grups de fins a 8 persones, cada sessió dura 60 minuts.",
    at: "Som a {a}.",
    call: "Truca'ns al {p}.",
    open: "Obrim {d1} {t1} i {d2} {t2}.",
    cost: "La {i1} costa {p1} i la {i2} {p2}.",
    items: ["Consulta", "Quota mensual"],
    perMonth: "al mes",
    perHour: "l'hora",
    name: "Estudi del Port",
    closing: "Gràcies!",
  },
  sw: {
    phone: "Simu",
    address: "Anwani",
    hours: "Saa za kazi",
    prices: "Bei",
    intro: "Biashara ndogo ya familia tangu 2009. Vikundi vya hadi watu 8, kila kipindi huchukua dakika 60.",
    at: "Tunapatikana {a}.",
    call: "Tupigie simu kwa {p}.",
    open: "Tuko wazi {d1} {t1} na {d2} {t2}.",
    cost: "{i1} ni {p1} na {i2} ni {p2}.",
    items: ["Ushauri", "Mpango wa mwezi"],
    perMonth: "kwa mwezi",
    perHour: "kwa saa",
    name: "Studio ya Bandari",
    closing: "Asante sana!",
  },
  af: {
    phone: "Telefoon",
    address: "Adres",
    hours: "Besigheidsure",
    prices: "Pryse",
    intro: "Klein familiebesigheid sedert 2009. Groepe van tot 8 mense, elke sessie duur 60 minute.",
    at: "Jy kry ons by {a}.",
    call: "Bel ons by {p}.",
    open: "Ons is oop {d1} {t1} en {d2} {t2}.",
    cost: "Die {i1} kos {p1} en die {i2} {p2}.",
    items: ["Konsultasie", "Maandelikse plan"],
    perMonth: "per maand",
    perHour: "per uur",
    name: "Hawe-ateljee",
    closing: "Dankie!",
  },
};

export interface LocaleSpec {
  locale: string;
  country: CountryCode;
  currency: string;
  address: string;
  /** Which amount gets a unit, and which: month or hour. */
  unit: "perMonth" | "perHour";
  /** The phrases' language when it is not the locale's first subtag ("zh-Hant" for zh-TW, "tl" for fil-PH). */
  phrases?: string;
}

/** Addresses in each country's usual order (street and number, postcode and town). */
export const LOCALES: readonly LocaleSpec[] = [
  { locale: "en-US", country: "US", currency: "USD", address: "1200 Pine St SE, Olympia, WA 98501", unit: "perHour" },
  { locale: "en-GB", country: "GB", currency: "GBP", address: "14 Kirkstall Road, Leeds LS4 2AB", unit: "perMonth" },
  { locale: "en-AU", country: "AU", currency: "AUD", address: "22 George Street, Sydney NSW 2000", unit: "perHour" },
  { locale: "en-CA", country: "CA", currency: "CAD", address: "455 Granville Street, Vancouver, BC V6C 1T2", unit: "perMonth" },
  { locale: "en-IE", country: "IE", currency: "EUR", address: "12 Grafton Street, Dublin 2", unit: "perHour" },
  { locale: "en-NZ", country: "NZ", currency: "NZD", address: "88 Cuba Street, Wellington 6011", unit: "perMonth" },
  { locale: "en-IN", country: "IN", currency: "INR", address: "14 MG Road, Bengaluru 560001", unit: "perMonth" },
  { locale: "en-ZA", country: "ZA", currency: "ZAR", address: "45 Long Street, Cape Town 8001", unit: "perHour" },
  { locale: "en-SG", country: "SG", currency: "SGD", address: "10 Anson Road, Singapore 079903", unit: "perMonth" },
  { locale: "es-ES", country: "ES", currency: "EUR", address: "Carrer de Mallorca 120, 08036 Barcelona", unit: "perMonth" },
  { locale: "es-MX", country: "MX", currency: "MXN", address: "Calle Durango 214, 06700 Ciudad de México", unit: "perHour" },
  { locale: "es-AR", country: "AR", currency: "ARS", address: "Avenida Corrientes 1234, C1043 Buenos Aires", unit: "perMonth" },
  { locale: "es-CL", country: "CL", currency: "CLP", address: "Avenida Providencia 1650, Santiago", unit: "perHour" },
  { locale: "es-CO", country: "CO", currency: "COP", address: "Carrera 7 # 71-21, Bogotá", unit: "perMonth" },
  { locale: "fr-FR", country: "FR", currency: "EUR", address: "12 rue de la Paix, 75002 Paris", unit: "perHour" },
  { locale: "fr-BE", country: "BE", currency: "EUR", address: "Rue Neuve 45, 1000 Bruxelles", unit: "perMonth" },
  { locale: "fr-CA", country: "CA", currency: "CAD", address: "1234 rue Saint-Denis, Montréal, QC H2X 3K8", unit: "perHour" },
  { locale: "fr-CH", country: "CH", currency: "CHF", address: "Rue du Rhône 48, 1204 Genève", unit: "perMonth" },
  { locale: "de-DE", country: "DE", currency: "EUR", address: "Hauptstraße 5, 10115 Berlin", unit: "perHour" },
  { locale: "de-AT", country: "AT", currency: "EUR", address: "Mariahilfer Straße 77, 1060 Wien", unit: "perMonth" },
  { locale: "de-CH", country: "CH", currency: "CHF", address: "Bahnhofstrasse 21, 8001 Zürich", unit: "perHour" },
  { locale: "pt-BR", country: "BR", currency: "BRL", address: "Rua Augusta, 1200, São Paulo - SP", unit: "perMonth" },
  { locale: "pt-PT", country: "PT", currency: "EUR", address: "Rua Augusta 120, 1100-053 Lisboa", unit: "perHour" },
  { locale: "ja-JP", country: "JP", currency: "JPY", address: "〒150-0001 東京都渋谷区神宮前1-2-3", unit: "perMonth" },
  { locale: "it-IT", country: "IT", currency: "EUR", address: "Via Roma 12, 00184 Roma", unit: "perHour" },
  { locale: "nl-NL", country: "NL", currency: "EUR", address: "Prinsengracht 263, 1016 GV Amsterdam", unit: "perMonth" },
  { locale: "nl-BE", country: "BE", currency: "EUR", address: "Meir 50, 2000 Antwerpen", unit: "perHour" },
  { locale: "pl-PL", country: "PL", currency: "PLN", address: "ul. Marszałkowska 10, 00-590 Warszawa", unit: "perMonth" },
  { locale: "sv-SE", country: "SE", currency: "SEK", address: "Drottninggatan 45, 111 21 Stockholm", unit: "perHour" },
  { locale: "da-DK", country: "DK", currency: "DKK", address: "Vesterbrogade 12, 1620 København V", unit: "perMonth" },
  { locale: "nb-NO", country: "NO", currency: "NOK", address: "Karl Johans gate 22, 0159 Oslo", unit: "perHour" },
  { locale: "fi-FI", country: "FI", currency: "EUR", address: "Mannerheimintie 10, 00100 Helsinki", unit: "perMonth" },
  { locale: "cs-CZ", country: "CZ", currency: "CZK", address: "Vodičkova 12, 110 00 Praha 1", unit: "perHour" },
  { locale: "tr-TR", country: "TR", currency: "TRY", address: "İstiklal Caddesi No: 45, 34433 İstanbul", unit: "perMonth" },
];

/**
 * One locale for each site language beyond those above, so every language a site can be written in is
 * tried (the language-label, direction and fixed-string checks run over LOCALES and these together).
 */
export const MORE_LANGUAGE_LOCALES: readonly LocaleSpec[] = [
  { locale: "ar-JO", country: "JO", currency: "JOD", address: "شارع الرينبو 15، عمّان", unit: "perHour" },
  { locale: "he-IL", country: "IL", currency: "ILS", address: "רחוב דיזנגוף 120, תל אביב", unit: "perMonth" },
  { locale: "fa-IR", country: "IR", currency: "IRR", address: "خیابان ولیعصر، پلاک 120، تهران", unit: "perHour" },
  { locale: "ur-PK", country: "PK", currency: "PKR", address: "مال روڈ 45، لاہور", unit: "perMonth" },
  { locale: "hi-IN", country: "IN", currency: "INR", address: "एमजी रोड 14, बेंगलुरु 560001", unit: "perHour" },
  { locale: "bn-BD", country: "BD", currency: "BDT", address: "ধানমন্ডি রোড 27, ঢাকা 1209", unit: "perMonth" },
  { locale: "ta-IN", country: "IN", currency: "INR", address: "அண்ணா சாலை 120, சென்னை 600002", unit: "perHour" },
  { locale: "th-TH", country: "TH", currency: "THB", address: "ถนนสุขุมวิท 55 กรุงเทพฯ 10110", unit: "perMonth" },
  { locale: "ko-KR", country: "KR", currency: "KRW", address: "서울특별시 종로구 세종대로 175", unit: "perHour" },
  { locale: "zh-CN", country: "CN", currency: "CNY", address: "上海市徐汇区衡山路12号", unit: "perMonth", phrases: "zh-Hans" },
  { locale: "zh-TW", country: "TW", currency: "TWD", address: "台北市大安區忠孝東路四段100號", unit: "perHour", phrases: "zh-Hant" },
  { locale: "vi-VN", country: "VN", currency: "VND", address: "12 Nguyễn Huệ, Quận 1, Thành phố Hồ Chí Minh", unit: "perMonth" },
  { locale: "id-ID", country: "ID", currency: "IDR", address: "Jl. Sudirman No. 12, Jakarta 10220", unit: "perHour" },
  { locale: "ms-MY", country: "MY", currency: "MYR", address: "12 Jalan Bukit Bintang, 55100 Kuala Lumpur", unit: "perMonth" },
  { locale: "fil-PH", country: "PH", currency: "PHP", address: "123 Rizal Avenue, Maynila", unit: "perHour", phrases: "tl" },
  { locale: "el-GR", country: "GR", currency: "EUR", address: "Ερμού 25, 105 63 Αθήνα", unit: "perMonth" },
  { locale: "ru-RU", country: "RU", currency: "RUB", address: "ул. Тверская, 12, Москва, 125009", unit: "perHour" },
  { locale: "uk-UA", country: "UA", currency: "UAH", address: "вул. Хрещатик, 22, Київ, 01001", unit: "perMonth" },
  { locale: "sk-SK", country: "SK", currency: "EUR", address: "Obchodná 12, 811 06 Bratislava", unit: "perHour" },
  { locale: "hu-HU", country: "HU", currency: "HUF", address: "1061 Budapest, Andrássy út 12.", unit: "perMonth" },
  { locale: "ro-RO", country: "RO", currency: "RON", address: "Strada Lipscani 12, 030031 București", unit: "perHour" },
  { locale: "bg-BG", country: "BG", currency: "EUR", address: "ул. Витоша 15, 1000 София", unit: "perMonth" },
  { locale: "hr-HR", country: "HR", currency: "EUR", address: "Ilica 12, 10000 Zagreb", unit: "perHour" },
  { locale: "sr-RS", country: "RS", currency: "RSD", address: "Кнез Михаилова 12, 11000 Београд", unit: "perMonth" },
  { locale: "sl-SI", country: "SI", currency: "EUR", address: "Čopova ulica 12, 1000 Ljubljana", unit: "perHour" },
  { locale: "et-EE", country: "EE", currency: "EUR", address: "Viru tänav 12, 10140 Tallinn", unit: "perMonth" },
  { locale: "lv-LV", country: "LV", currency: "EUR", address: "Brīvības iela 12, Rīga, LV-1010", unit: "perHour" },
  { locale: "lt-LT", country: "LT", currency: "EUR", address: "Gedimino pr. 12, 01103 Vilnius", unit: "perMonth" },
  { locale: "ca-ES", country: "ES", currency: "EUR", address: "Carrer Major 12, 25007 Lleida", unit: "perHour" },
  { locale: "sw-KE", country: "KE", currency: "KES", address: "Barabara ya Moi 12, Nairobi", unit: "perMonth" },
  { locale: "af-ZA", country: "ZA", currency: "ZAR", address: "Kerkstraat 12, Stellenbosch 7600", unit: "perHour" },
];

/** The language a locale's briefs are written in, as a page should label it (BCP 47). */
export function expectedLanguage(spec: LocaleSpec): string {
  if (spec.phrases) return spec.phrases;
  if (spec.locale === "pt-PT") return "pt-PT";
  return spec.locale.split("-")[0] as string;
}

/** What an owner types: plain spaces where Intl puts no-break ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

function dayName(locale: string, day: number, width: "short" | "long"): string {
  // 2024-01-01 was a Monday.
  return plain(new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, day))));
}

function time(locale: string, h: number, m: number, hour12: boolean | undefined): string {
  const opts: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", timeZone: "UTC" };
  if (hour12 !== undefined) opts.hour12 = hour12;
  return plain(new Intl.DateTimeFormat(locale, opts).format(new Date(Date.UTC(2024, 0, 1, h, m))));
}

function money(locale: string, currency: string, amount: number, display: "symbol" | "code" = "symbol"): string {
  return plain(new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: display }).format(amount));
}

const FORMS = ["labels", "sentences", "list", "block"] as const;

/** A second valid number of the country for the same list ("A / B"): the example with its last digits changed until libphonenumber validates it. */
function secondNumber(example: string, country: CountryCode): string | null {
  for (let k = 1; k < 30; k++) {
    const digits = String((Number(example.slice(-2)) + k * 7) % 100).padStart(2, "0");
    const candidate = parsePhoneNumber(`${example.slice(0, -2)}${digits}`, country);
    if (candidate.isValid() && candidate.number !== parsePhoneNumber(example, country).number) return plain(candidate.formatNational());
  }
  return null;
}

/** "Hauptstraße 5, 10115 Berlin" as two lines when the part after the first comma starts with a postcode. */
function twoLines(address: string): [string, string] | null {
  const at = address.indexOf(", ");
  if (at < 0) return null;
  const town = address.slice(at + 2);
  return /^(?:\d{3,5}|\d{2}-\d{3}|\d{4}-\d{3}|\d{3} \d{2}|[A-Z]\d{4})\s/.test(town) && !town.includes(",") ? [address.slice(0, at), town] : null;
}

/** "From" before a price, as owners write it (languages whose word is known; the others get the bare price). */
const FROM: Record<string, (price: string) => string> = {
  en: (p) => `from ${p}`,
  es: (p) => `desde ${p}`,
  fr: (p) => `à partir de ${p}`,
  de: (p) => `ab ${p}`,
  pt: (p) => `a partir de ${p}`,
  it: (p) => `da ${p}`,
  nl: (p) => `vanaf ${p}`,
  pl: (p) => `od ${p}`,
  sv: (p) => `från ${p}`,
  da: (p) => `fra ${p}`,
  nb: (p) => `fra ${p}`,
  cs: (p) => `od ${p}`,
  ja: (p) => `${p}〜`,
};

/**
 * The dense form: prices and hours next to each other on short lines, as owners type them in a hurry.
 * A price with an aside in brackets ("(60 min)": a duration, never part of the price), a "from" price
 * with its unit, days as lower-case short names joined by a dash ("mo-fr", "ma-vr", "pon.-pt."), a
 * split day joined by " / " in the 24-hour form, and a lone short day after them.
 */
function denseBrief(spec: LocaleSpec, p: Phrases, language: string, phone: string): Pick<LocaleBrief, "description" | "expect"> {
  const short = (day: number) => dayName(spec.locale, day, "short").toLocaleLowerCase(spec.locale);
  const h = (hh: number, mm: number) => time(spec.locale, hh, mm, false);
  const d1 = `${short(1)}-${short(5)}`;
  const t1 = `${h(8, 30)}-${h(12, 0)} / ${h(13, 0)}-${h(17, 0)}`;
  const d2 = short(6);
  const t2 = `${h(9, 0)}-${h(13, 0)}`;
  const price1 = money(spec.locale, spec.currency, 45);
  const price2 = (FROM[language] ?? ((x: string) => x))(`${money(spec.locale, spec.currency, 1200)} ${p[spec.unit]}`.replace(/ \//, "/"));
  const [i1, i2] = p.items;
  return {
    description: [p.intro, `${i1} ${price1} (60 min), ${i2} ${price2}.`, `${d1} ${t1}, ${d2} ${t2}.`, phone, spec.address].join("\n"),
    expect: {
      phones: [phone],
      addresses: [spec.address],
      hours: [
        { days: ["mon", "tue", "wed", "thu", "fri"], time: t1 },
        { days: ["sat"], time: t2 },
      ],
      prices: [price1, price2],
      notFacts: ["2009", "8", "60"],
    },
  };
}

export function buildLocaleCorpus(specs: readonly LocaleSpec[] = LOCALES): LocaleBrief[] {
  const out: LocaleBrief[] = [];
  for (const spec of specs) {
    const language = spec.phrases ?? (spec.locale.split("-")[0] as string);
    const p = P[language] as Phrases;
    const example = (examples as Record<string, string>)[spec.country] as string;
    const number = parsePhoneNumber(example, spec.country);
    FORMS.forEach((form, i) => {
      // National form in two of three briefs, international in one.
      const phone = plain(i === 1 ? number.formatInternational() : number.formatNational());
      const hour12 = i === 0 ? undefined : i !== 1;
      const dash = i === 2 ? " - " : "–";
      const width = i === 1 ? "long" : "short";
      const d1 = `${dayName(spec.locale, 1, width)}${dash}${dayName(spec.locale, 5, width)}`;
      const d2 = dayName(spec.locale, 6, width);
      const t1 = `${time(spec.locale, 8, 30, hour12)}${dash}${time(spec.locale, 17, 0, hour12)}`;
      const t2 = `${time(spec.locale, 9, 0, hour12)}${dash}${time(spec.locale, 13, 0, hour12)}`;
      const price1 = money(spec.locale, spec.currency, 45, i === 2 && spec.currency !== "EUR" ? "code" : "symbol");
      const price2 = `${money(spec.locale, spec.currency, i === 0 ? 1250.5 : 1200)} ${p[spec.unit]}`.replace(/ \//, "/");
      const [i1, i2] = p.items;
      const fill = (t: string) =>
        t
          .replace("{a}", spec.address)
          .replace("{p}", phone)
          .replace("{d1}", d1)
          .replace("{t1}", t1)
          .replace("{d2}", d2)
          .replace("{t2}", t2)
          .replace("{i1}", i1)
          .replace("{p1}", price1)
          .replace("{i2}", i2)
          .replace("{p2}", price2);
      let description: string;
      let phones = [phone];
      let address = spec.address;
      if (form === "labels") {
        description = [
          p.intro,
          "",
          `${p.phone}: ${phone}`,
          `${p.address}: ${spec.address}`,
          `${p.hours}: ${d1} ${t1}, ${d2} ${t2}`,
          `${i1}: ${price1}`,
          `${i2}: ${price2}`,
        ].join("\n");
      } else if (form === "sentences") {
        description = [p.intro, fill(p.at), fill(p.call), fill(p.open), fill(p.cost), p.closing].join(" ");
      } else if (form === "block") {
        // A contact block: the business's name on the line before its address, the address on two lines
        // when the country writes the postcode and town below (else one line with the phone label after it),
        // and a list of two phones after one label.
        const lines = twoLines(spec.address);
        const second = secondNumber(example, spec.country);
        phones = second ? [phone, second] : [phone];
        address = lines ? lines.join("\n") : spec.address;
        description = [
          p.intro,
          "",
          p.name,
          ...(lines ?? [`${spec.address} – ${p.phone} ${phone}${second ? ` / ${second}` : ""}`]),
          ...(lines ? [`${p.phone}: ${phones.join(" / ")}`] : []),
          `${d1} ${t1}, ${d2} ${t2}`,
          `${i1}: ${price1}`,
          `${i2}: ${price2}`,
        ].join("\n");
      } else {
        description = [p.intro, "", `- ${spec.address}`, `- ${phone}`, `- ${d1} ${t1}`, `- ${d2} ${t2}`, `- ${i1} ${price1}`, `- ${i2} ${price2}`].join("\n");
      }
      out.push({
        id: `${spec.locale}-${form}`,
        locale: spec.locale,
        country: spec.country,
        language,
        form,
        name: p.name,
        description,
        requirements: "",
        expect: {
          phones,
          addresses: [address],
          hours: [
            { days: ["mon", "tue", "wed", "thu", "fri"], time: t1 },
            { days: ["sat"], time: t2 },
          ],
          prices: [price1, price2],
          notFacts: ["2009", "8", "60"],
        },
      });
    });
    const phone = plain(number.formatNational());
    out.push({
      id: `${spec.locale}-dense`,
      locale: spec.locale,
      country: spec.country,
      language,
      form: "dense",
      name: p.name,
      requirements: "",
      ...denseBrief(spec, p, language, phone),
    });
  }
  return out;
}

/**
 * A hostile brief of `length` characters: long runs of digits, separators and price-, phone- and
 * time-like fragments, mixed scripts, no sentence ends for long stretches. For timing the parsers.
 */
export function hostileBrief(length = 5000, seed = 1): string {
  const parts = [
    "0".repeat(40),
    "1 2 3 4 5 6 7 8 9 0 ".repeat(3),
    "12.34.56.78.90.",
    "+++++----(((())))",
    "€€€ $$$ £££ ¥¥¥ ",
    "9:00-9:00-9:00-9:00-",
    "Mo-Fr Mo-Fr Mo-Fr ",
    "Straße Straße 12, 12 12, ",
    "東京都渋谷区1-2-3-4-5-6 ",
    "Пекарня 1 200,00 ₽ ",
    "1'000'000'000 CHF ",
    "ул. 5, 123456 ",
    "tel tel tel: 0 0 0 0 0 ",
    "@@@@..@.@",
    "Calle Calle Calle 1 1 1, ",
    "a".repeat(60),
    "٣٤٥٦٧ ",
    ",,,,;;;;::::",
  ];
  let s = "";
  let x = seed;
  while (s.length < length) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    s += parts[x % parts.length];
  }
  return s.slice(0, length);
}
