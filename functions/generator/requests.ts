/**
 * What owners ask their site to do, as data. A request the product builds becomes a section (or a
 * contact button); one it cannot build is listed back to the owner ("Not built yet: online ordering")
 * and never turned into a card on the page. Labels are English: they are shown to the owner.
 */
export type BuiltRequest = "menu" | "prices" | "hours" | "timetable" | "faq" | "gallery" | "map" | "contact" | "reviews" | "team" | "story" | "area" | "social";

export interface UnbuiltRequest {
  id: string;
  /** Shown to the owner on the dashboard when `hint` is set; otherwise the owner's own words are. */
  label: string;
  re: RegExp;
  /** The owner can supply this later (reviews, photos): say what to add. */
  hint?: boolean;
}

/**
 * The same pattern reading letters of every script: JavaScript's `\b` and `\w` know only ASCII, so
 * "онлайн-запис", "عرض سعر" or "rezervací" never matched inside `\b(?:…)\b`. `\b` becomes a boundary of
 * letters, marks and digits in any script, `\w` a letter, mark, digit or underscore of any script.
 */
export function anyScript(re: RegExp): RegExp {
  const L = "\\p{L}\\p{M}\\p{N}";
  let out = "";
  let inClass = false;
  for (let i = 0; i < re.source.length; i++) {
    const c = re.source[i] as string;
    if (c === "\\") {
      const n = re.source[i + 1] ?? "";
      i++;
      if (n === "w") out += inClass ? `${L}_` : `[${L}_]`;
      // Every \b of these patterns stands before a word (at the start, after "(" or "|") or after one: a
      // lookbehind or a lookahead alone is that boundary, and far cheaper than both ways at once.
      else if (n === "b" && !inClass) out += out === "" || /[(|]$/u.test(out) ? `(?<![${L}])` : `(?![${L}])`;
      else out += c + n;
      continue;
    }
    if (c === "[" && !inClass) inClass = true;
    else if (c === "]" && inClass) inClass = false;
    out += c;
  }
  return new RegExp(out, re.flags.includes("u") ? re.flags : `${re.flags}u`);
}

/** Requests the product cannot build yet. Order: most specific first; each matched at most once. */
export const UNBUILT_REQUESTS: readonly UnbuiltRequest[] = (
  [
    {
      id: "delivery-tracking",
      label: "delivery tracking",
      re: /\b(?:track(?:ing)? (?:orders?|deliver(?:y|ies)|parcels?|shipments?)|order tracking|delivery tracking|seguimiento de pedidos|suivi de commande)\b/i,
    },
    {
      id: "ordering",
      label: "online ordering",
      re: /\b(?:online order(?:s|ing)?|order(?:ing)? online|order ahead|pre-?order(?:s|ing)?|takeaway orders|orders? (?:by|via|through|on) (?:whatsapp|line|wechat|kakao\w*|telegram|messenger|instagram)|whatsapp orders|pedidos? (?:por|pelo|via) whatsapp|pedidos? (?:en l[ií]nea|online|(?:pelo|no|en el) (?:site|sitio))|montasse o pedido|hacer pedidos|commande en ligne|commander en ligne|online bestell\w*|bestellen online|encomendas? online|encomendar online|ordini online|ordinare online|zam[oó]wieni\w* online|zamawia\w* online|objedn[aá]vk\w* online|online objedn\w*|online sipari[şs]|sipari[şs] (?:al\w*|ver\w*)|comand[aă] online|comenzi online|tilaa verkosta|заказ\w* онлайн|онлайн[- ]заказ\w*|đặt hàng online|pesan online|uber ?eats|deliveroo|doordash|grubhub|just ?eat|glovo|rappi|ifood|talabat|zomato|swiggy|foodpanda|wolt|grabfood|gofood|baemin|receber (?:encomendas?|pedidos?)(?: pelo site)?|encomendas? pelo site|pre-?order form)\b|প্রি-অর্ডার|অর্ডার|להזמין|הזמנות באתר|オンライン注文|ネット注文|온라인 주문|주문하기|배달의민족|요기요|在线点单|网上订购|线上下单|线上点餐|網上訂購|線上訂購|线上订购|下单|下單|สั่งออนไลน์|สั่งล่วงหน้า|สั่งซื้อออนไลน์|طلب (?:أونلاين|اونلاين|عبر الإنترنت|عبر الانترنت)|הזמנה (?:אונליין|באתר)|سفارش آنلاین|آنلاین سفارش|سفارش|آن لائن آرڈر|ऑनलाइन ऑर्डर/i,
    },
    {
      id: "booking",
      label: "online booking",
      re: /\b(?:online (?:booking|bookings|reservations?|appointments?|scheduling)|book(?:ing)? (?:online|a table|tables|appointments?|an appointment|sessions?|classes|a class|lessons?|a demo|demos?|a call|a consultation)|enrol(?:l?ment)? online|online enrol(?:l?ment)|schedule a (?:\w+ )?(?:demo|call)|discovery call|online scheduling|matr[ií]cula (?:online|en l[ií]nea)|inscripci[oó]n (?:online|en l[ií]nea)|inscription en ligne|booking form|reserv(?:e|ations?) (?:online|a table)|(?:table|appointment) (?:booking|reservations?)|booking (?:system|form|calendar|widget|engine|page)|calendly|reservas? (?:de mesa |de quarto |de habitaci[oó]n )?(?:en l[ií]nea|online)|reservar (?:online|en l[ií]nea)|citas? (?:online|en l[ií]nea)|r[ée]servation en ligne|r[ée]server en ligne|prendre rendez-vous en ligne|prise de rendez-vous|rendez-vous en ligne|online[- ]?termin\w*|termin(?:e)? online|\w*buchung(?:s\w*)?|online buch\w*|agendamento\w*|agendar (?:online|consulta)|marca[çc][ãa]o online|marcar (?:consulta|hor[aá]rio) online|\w*bokning\w*|boka (?:tid|online|direkt)|timebestilling|tidsbestilling|online (?:afspraak|reserveren|boeken)|afspraak maken|\w*reservering\w*|prenotazion\w*|prenotare|prenota online|rezerwacj\w*|rezerwowa\w*|zapisy online|umawianie wizyt|rezervac\w*|online randevu|randevu (?:al\w*|sistemi)|rezervasyon\w*|rezerv[aă]r\w*|program[aă]ri online|programare online|id[őo]pontfoglal\w*|foglal[aá]s\w*|ajanvaraus\w*|κράτηση|κρατήσεις|ραντεβού|онлайн[- ]запис\w*|запис\w* онлайн|\w*брониров\w*|\w*бронюв\w*|đặt (?:lịch|chỗ|bàn|phòng)|reservasi|pesan tempat|acuity|fresha|booksy|treatwell|simplybook|setmore|opentable|resy|thefork|la fourchette|doctolib|planity|zenchef|quandoo|mindbody|vagaro|square appointments|naver (?:booking|reservation)|hotpepper|book(?:ing)? (?:a |an |the |our |their )?[\w-]+ (?:slot|session|appointment|table|room)s?(?: online)?|reservations?|bespreking\w*|bespreek|\w*varaus\w*|online registration|inschrijving online|registrace online|kayıt online)\b|予約(?:システム|フォーム)?|オンライン予約|ホットペッパー|예약|预约|預約|预订|預訂|订位|訂位|حجز|الحجز|مواعيد|הזמנת (?:תור|מקום|שולחן|חדר)|קביעת תור|תורים|رزرو|نوبت\s?دهی|بکنگ|اپوائنٹمنٹ|बुकिंग|बुकिङ|अपॉइंटमेंट|आरक्षण|ऑनलाइन नोंदणी|ثبت[\u200c ]?نام (?:آنلاین|اینترنتی)|آنلاین ثبت[\u200c ]?نام|சேர்க்கை படிவம்|ऑनलाइन पंजीकरण|বুকিং|முன்பதிவு|จอง/i,
    },
    {
      id: "payments",
      label: "online payments",
      re: /\b(?:(?:take|accept|collect) (?:online )?payments?|pay(?:ments?)? online|online payments?|card payments?|deposits?|financing|stripe|paypal|pago en l[ií]nea|pagos? online|pago con tarjeta|paiement en ligne|paiement par carte|payer en ligne|online[- ]?zahlung|kartenzahlung|anzahlung|pagamento (?:online|con carta|com cart[aã]o)|pagasse no cart[aã]o|caparra|acconto|zadatek|zaliczk\w*|przelewy24|blik|płatno\w* (?:online|kartą|blik)|mercado ?pago|verkkomaksu|maksu|онлайн[- ]оплат\w*|оплат\w* онлайн|thanh toán online|pembayaran online)\b|オンライン決済|在线支付|線上付款|온라인 결제|תשלום (?:באשראי )?באתר|الدفع (?:أونلاين|الإلكتروني|عبر الإنترنت)|תשלום (?:באתר|אונליין|מקוון)|پرداخت آنلاین|آن لائن ادائیگی|ऑनलाइन भुगतान|ชำระเงินออนไลน์/i,
    },
    {
      id: "checkout",
      label: "online shop checkout",
      re: /\b(?:shopping cart|add to cart|checkout|e-?commerce|online (?:shop|store)|sell (?:online|products online)|web ?shop|tienda (?:en l[ií]nea|online)|boutique en ligne|onlineshop|loja online|instagram (?:shop|shopping|store)|shopify|etsy shop|sklep (?:internetowy|online)|internetový obchod|e-?shop|verkkokauppa|nettbutikk|netbutik|интернет[- ]магазин)\b|ネットショップ|オンラインショップ|网店|網店|온라인 쇼핑몰|스마트스토어|متجر (?:إلكتروني|الكتروني|أونلاين)|חנות (?:אונליין|מקוונת)|فروشگاه آنلاین|ऑनलाइन (?:स्टोर|दुकान)|ร้านค้าออนไลน์/i,
    },
    {
      id: "accounts",
      label: "customer accounts and login",
      re: /\b(?:free trial|sign-?up form|log ?in|sign ?in|sign ?up|members?'? (?:area|portal|login|section|only area|page)|membership (?:area|portal)|customer (?:accounts?|portal)|client (?:portal|area|login)|user accounts?|patient portal|parent portal|student portal|espace (?:adh[ée]rents?|membres?|clients?|priv[ée])|[aá]rea (?:de |dos? |das? )?(?:socios|s[oó]cios|miembros|membros|clientes?|alunos|privada|restrita)|area (?:riservata|soci|membri|clienti)|mitgliederbereich|kundenbereich|kundenkonto|ledenportaal|ledenomgeving|klantenportaal|medlemsomr[aå]de|medlemssider|strefa (?:klienta|członka|cz[lł]onkowska)|panel klienta|členská sekce|üye (?:girişi|alanı)|личный кабинет|кабинет клиента|особист\w* кабінет|patreon)\b|लॉगिन|लॉग इन|লগইন|உள்நுழை\S*|تسجيل الدخول|لاگ ان|ورود اعضا|로그인|登录|登入|ログイン|会員(?:ページ|専用|登録|サイト)|会员(?:专区|中心|登录)|會員(?:專區|登入)|회원 ?(?:전용|가입|로그인)|منطقة (?:الأعضاء|الاعضاء)|אזור (?:אישי|מנויים|חברים)|ناحیه کاربری|सदस्य क्षेत्र|พื้นที่สมาชิก/i,
    },
    {
      id: "contact-form",
      label: "contact form",
      re: /\b(?:contact form|enquiry form|inquiry form|formulario de contacto|formulaire de contact|kontaktformular|formul[aá]rio de contato|modulo di contatto|contactformulier|kontaktformul[aä]r|formularz kontaktowy)\b|問い合わせフォーム|お問い合わせフォーム/i,
    },
    {
      id: "request-form",
      label: "request form",
      // A form named in a script without a word for which ("একটা ফর্ম", "फ़ॉर्म", "טופס"): listed back in the owner's words.
      re: /\b(?:order form|request form|tour request|waitlist form|formulaire de projet|application form|registration form)\b|ফর্ম|फ़ॉर्म|फॉर्म|फार्म|படிவம்|فرم|فارم|استمارة|טופס|แบบฟอร์ม|양식|表单|表單/i,
    },
    {
      id: "chat",
      label: "live chat",
      re: /\b(?:live chat|chat ?bot|chat widget|(?:whatsapp|line|kakao ?talk|wechat|telegram|viber|zalo|messenger) (?:chat|button|widget|link|contact|official|account|@)|whatsapp-?(?:knop|button|butonu|botão|botón|bouton)|bot[oó]n de whatsapp|bot[aã]o (?:do |de )?whatsapp|онлайн[- ]чат|живой чат|bouton whatsapp|chat en vivo|chat en direct|line@|line official)\b|LINE(?:公式|で|の)|ライン(?:公式|で)|카카오톡|카톡|微信(?:号|按钮|聊天)|محادثة مباشرة|دردشة مباشرة|لائیو چیٹ|لایو چت|चैट|চ্যাট|แชทสด|실시간 채팅|在线客服|在線客服|צ'אט|^(?=.*(?:زر|زرار|بٹن|دکمه|बटन|বাটন|பட்டன்|כפתור|ปุ่ม|кнопк))(?=.*(?:whatsapp|واتساب|واتس اب|واٹس ایپ|واتساپ|वॉट्सऐप|व्हाट्सएप|হোয়াটসঅ্যাপ|வாட்ஸ்அப்|וואטסאפ|วอทส์แอป|ватсап|вотсап))/i,
    },
    {
      id: "newsletter",
      label: "newsletter sign-up",
      re: /\b(?:newsletter|nieuwsbrief|boletín|bolet[ií]n|infolettre|uutiskirje|nyhetsbrev|nyhedsbrev|mailing list|email list|e-?mail sign-?ups?|subscribe form|рассылк\w*|розсилк\w*)\b|न्यूज़लेटर|न्यूजलेटर|নিউজলেটার|نشرة (?:بريدية|إخبارية)|ניוזלטר|خبرنامه|뉴스레터|ニュースレター|电子报|邮件订阅|bản tin/i,
    },
    {
      id: "reminders",
      label: "SMS or email reminders",
      re: /\b(?:(?:sms|text|e-?mail|whatsapp) (?:reminders?|notifications?|alerts?)|reminders? (?:by|via) (?:sms|text|e-?mail)|priminim\w*|recordatorios?|rappels? (?:sms|par sms)|sms-?erinnerung\w*|przypomnie\w* sms|напоминани\w*)\b/i,
    },
    { id: "blog", label: "blog", re: /\b(?:blog|blogg|bloggen|news feed|articles section|блог)\b|ブログ|博客|部落格|블로그|مدونة|בלוג|وبلاگ|ब्लॉग|บล็อก/i },
    {
      id: "quote-form",
      label: "quote request form",
      re: /\b(?:quote (?:request )?form|(?:form|request) for (?:\w+ ){0,2}(?:quotes?|estimates?)|online quotes?|instant quotes?|quote calculator|cost calculator|price calculator|get (?:a |an )?(?:quote|price|estimate)|request (?:a |an )?(?:quote|estimate)|kwotasie|pressupost|presupuesto|or[çc]amento|devis|angebot (?:anfordern|anfrage)|offerteaanvraag|offerte aanvragen|preventivo|wycen\w*|cenov[aá] nab[ií]dk\w*|teklif (?:al\w*|iste\w*|formu)|obrazac za upit|upit s fotografij\w*|cerere de ofert[aă]|[aá]raj[aá]nlat\w*|aj[aá]nlatk[eé]r\w*|tarjouspyyn\w*|расч[её]т стоимости|кошторис|عرض سعر|הצעת מחיר|استعلام قیمت|कोटेशन|কোটেশন|ใบเสนอราคา|견적|报价|報價|báo giá|penawaran harga)\b/i,
    },
    { id: "gift-cards", label: "gift cards", re: /\b(?:gift ?cards?|gift vouchers?|e-?gift)\b/i },
    { id: "donations", label: "online donations", re: /\b(?:donate online|online donations?|donation (?:button|form|page)|accept donations)\b/i },
    {
      id: "multilingual",
      label: "a second language version",
      re: /\b(?:bilingual|multi-?lingual|in (?:english and|both) \w+|(?:english|spanish|french|german|portuguese|japanese) (?:and|&) (?:english|spanish|french|german|portuguese|japanese) versions?|language (?:toggle|switcher))\b/i,
    },
    { id: "maps-embed", label: "an embedded map", re: /\b(?:embedded (?:google )?map|map embed|interactive map)\b/i },
    {
      id: "video",
      label: "video and audio embeds",
      re: /\b(?:video (?:background|gallery|tour)|embed(?:ded)? videos?|youtube videos?|embed (?:our |my )?(?:youtube|soundcloud|spotify|vimeo)|soundcloud|spotify player|видео\w*|відео\w*)\b|வீடியோ\S*|वीडियो|ভিডিও|فيديو\S*|ویدیو|ویڈیو|וידאו|סרטונים|วิดีโอ|영상|비디오|视频|影片|動画/i,
    },
    {
      id: "reviews-feed",
      label: "reviews (add the reviews you want to show)",
      hint: true,
      re: /\b(?:reviews?|testimonials?|ratings?|rese[ñn]as|avis clients|bewertungen|avalia[çc][õo]es|depoimentos|отзыв\w*|відгук\w*|recenzj\w*|yorum\w*|ulasan|đánh giá|maoni)\b|口コミ|レビュー|रिव्यू|समीक्षा\S*|রিভিউ|விமர்சன\S*|மதிப்புரை\S*|مراجعات|تقييمات|آراء العملاء|نظرات مشتریان|ریویو|ביקורות|המלצות|รีวิว|리뷰|후기|评价|評價|点评/i,
    },
    {
      id: "photos",
      label: "photos (add them in the editor)",
      hint: true,
      re: /\b(?:photos?|gallery|pictures|images|fotos?|foto's|galer[ií]a|gal[eé]ria|galerie|galeria|galerij|galerija|galleria|bilder|billeder|zdj[eę]ci\w*|pildid|kuvat|kuvia|valokuv\w*|imatges|nuotrauk\w*|fotogr[aá]fi\w*|slike|слик\w*|gambar|larawan|picha|фото\w*|снимки|галере\w*|φωτογραφ\w*|hình ảnh|ảnh)\b|写真|ギャラリー|사진|照片|相片|图片|圖片|صور|الصور|معرض|תמונות|גלריה|عکس|تصاویر|گالری|فوٹو|تصویریں|फोटो|फ़ोटो|तस्वीर\S*|ছবি|புகைப்பட\S*|படங்\S*|รูป(?:ภาพ)?/i,
    },
  ] satisfies UnbuiltRequest[]
).map((r) => ({ ...r, re: anyScript(r.re) }));

const found = new Map<string, readonly UnbuiltRequest[]>();
/**
 * The requests an ask names, in the order of UNBUILT_REQUESTS: one pass of the patterns per text, kept
 * (an ask is read several times: a feature asked for, a form, the list back), at most a thousand texts.
 */
export function requestsIn(text: string): readonly UnbuiltRequest[] {
  let hit = found.get(text);
  if (!hit) {
    if (found.size >= 1000) found.clear();
    hit = UNBUILT_REQUESTS.filter((r) => r.re.test(text));
    found.set(text, hit);
  }
  return hit;
}

/** Requests about the site's look or setup, not about the business: no section, nothing to list back. */
export const SITE_META_REQUEST =
  /\b(?:web ?sites?|home ?page|landing page|seo|search engines?|google ranking|mobile[- ]friendly|responsive|fast|modern|clean|minimal|simple|elegant|colou?rs?|fonts?|logo|dark mode|professional|accessible|look(?:s|ing)? (?:good|great|nice))\b/i;
