/**
 * Whether the owner's own text says they deliver (pure). An order form offers "delivery" only where the
 * owner wrote so: a delivery word in a clause with no negation. A clause is cut at sentence ends, commas,
 * semicolons and "but", so "Free delivery, no minimum" delivers and "No delivery, pickup only" does not.
 * Delivery platforms (Deliveroo, Uber Eats) are not the owner delivering and are not read as such.
 */

/** Words of delivering in the brief's languages; scripts without spaces between words are matched as text. */
const DELIVERY_WORDS = [
  // English, Afrikaans, Tagalog, loanwords ("delivery" is used in Spanish, Portuguese, Indonesian, Arabic)
  "deliver(?:y|ies|s|ing)?",
  "aflewer(?:ing)?",
  "ons lewer",
  // Spanish, Catalan, Portuguese, Italian, French, Romanian
  "(?:servicio|entregas?|env[ií]os?|reparto|lliurament) a domicilio",
  "repartimos",
  "entregamos",
  "tele-?entrega",
  "entregas? (?:em casa|ao domic[ií]lio|a domic[ií]lio)",
  "consegn(?:a|e|iamo) a domicilio",
  "consegniamo",
  "livraisons?",
  "nous livrons",
  "on livre",
  "livr(?:are|ăm|am) ",
  "livrare",
  // German, Dutch, Scandinavian
  "\\p{L}*liefer(?:ung|service|dienst)\\p{L}*",
  "(?:wir )?liefern",
  "bringdienst",
  "bezorg(?:en|ing|service|dienst)",
  "thuisbezorg\\p{L}*",
  "(?:hem|hjem)?leverans",
  "(?:hjem)?levering",
  "leverer(?:ar)?",
  "udbringning",
  "utkjøring",
  "utkörning",
  // Slavic, Baltic, Finnic, Hungarian, Greek, Turkish
  "dostaw(?:a|y|ą|ę|ę|ami|ie)",
  "dow(?:óz|ozimy|ozem)",
  "rozvo(?:z|zem|zíme|zíme)",
  "donáška",
  "doručen(?:í|ie)",
  "doruč(?:ujeme|íme)",
  "dostav(?:a|u|om|ljamo|ljamo)",
  "доставк\\p{L}*",
  "доставля\\p{L}*",
  "достав(?:а|у|ом|љамо)",
  "piegād\\p{L}*",
  "pristatym\\p{L}*",
  "pristatome",
  "kotiinkuljetu\\p{L}*",
  "kohaletoimeta\\p{L}*",
  "(?:házhoz)?szállítás\\p{L}*",
  "kiszállítás\\p{L}*",
  "διανομ\\p{L}*",
  "ντελίβερι",
  "κατ' οίκον",
  "(?:eve |adrese )?teslimat\\p{L}*",
  "paket servis\\p{L}*",
  // Indonesian, Malay, Vietnamese, Swahili
  "pesan antar",
  "antar ke rumah",
  "penghantaran",
  "giao (?:hàng|tận nơi)",
  "tunaleta",
  "kuletewa",
  // Arabic, Persian, Urdu, Hebrew, Hindi, Bengali, Tamil
  // Arabic and Hebrew words take their article and prepositions as prefixes ("التوصيل", "במשלוח").
  "(?:و?(?:ال|بال|لل|ب))?توصيل",
  "نوصل",
  "ديليفري",
  "پیک",
  "ارسال (?:رایگان|به منزل|درب منزل)",
  "ڈیلیوری",
  "ہوم ڈیلیوری",
  "[הובלמש]{0,2}משלוח\\p{L}*",
  "שליחויות",
  "डिलीवरी",
  "होम डिलीवरी",
  "ডেলিভারি",
  "டெலிவரி",
].join("|");

/** Delivery words of scripts written without spaces (Japanese, Chinese, Korean, Thai): matched anywhere. */
const DELIVERY_TEXT = /配達|デリバリー|宅配|出前|배달|外送|外卖|外賣|送货上门|送貨上門|配送|จัดส่ง|เดลิเวอรี่|ส่งถึงบ้าน/u;

const WORD_EDGE = "(?<![\\p{L}\\p{M}])";
const WORD_END = "(?![\\p{L}\\p{M}])";
const DELIVERY_RE = new RegExp(`${WORD_EDGE}(?:${DELIVERY_WORDS})${WORD_END}`, "iu");

/** Negations in the brief's languages (a word, or a verb's negative form), and those of spaceless scripts. */
const NEGATION_RE = new RegExp(
  `${WORD_EDGE}(?:no|not|never|without|cannot|can't|don't|doesn't|won't|nor|unavailable|sin|nunca|ni|pas|sans|aucune?|jamais|kein\\p{L}*|nicht|ohne|não|nao|sem|nenhum\\p{L}*|non|senza|nessun\\p{L}*|geen|niet|zonder|nie|bez|brak|ingen|inte|ikke|ikkje|utan|uden|uten|не|нет|немає|без|нема|ne|nema|ni|nu|fără|fara|yok|değil|\\p{L}+m[ıiuü]yor\\p{L}*|nem|nincs|nélkül|ei|emme|ilman|pole|ilma|nav|nėra|be|δεν|χωρίς|όχι|tidak|tak|tanpa|belum|hindi|wala|không|chưa|hakuna|bila|hatu\\p{L}*|geen|sonder|لا|ليس|لسنا|بدون|غير|نداریم|ندارد|نمی\\p{L}*|نه|نہیں|بغیر|אין|לא|ללא|בלי|नहीं|बिना|না|নেই|இல்லை|안|못)${WORD_END}|ません|なし|無し|不可|ない|않|없|불가|不|没有|沒有|无|無|ไม่|안\\s?(?:함|해|합)`,
  "iu",
);

/** The text cut into clauses: sentence ends, commas, semicolons, colons and "but" in a few languages. */
function clauses(text: string): string[] {
  return text.split(/[.!?;:,\n。！？；،؛؟、।॥]+|\s(?:but|pero|mais|aber|mas|ma|maar|men|но|ale|ama|لكن|אבל)\s/iu);
}

/** Whether the owner's text says they deliver: a delivery word in a clause without a negation. */
export function saysDelivers(text: string): boolean {
  for (const clause of clauses(text.normalize("NFC"))) {
    if (!(DELIVERY_RE.test(clause) || DELIVERY_TEXT.test(clause))) continue;
    if (!NEGATION_RE.test(clause)) return true;
  }
  return false;
}
