import { asciiDigits } from "../../site/opening-times";
import { LIMITS } from "../../site/schema";
/**
 * Prices in free text, kept exactly as typed: "$14", "£14.50", "€ 9,90", "12,50 €", "¥1,200", "1200円",
 * "R$ 45", "CHF 30", "USD 20", "$1,250/month" (one price, never split at its comma), "Starter $9/mo".
 * A price list ("pho tai $14, bun cha $15") gives one item per price, named by the words before it.
 */

/** A word matched in any case, in any regex engine (no `i` flag, which would also loosen the symbols). */
function anyCase(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\p{L}/gu, (c) => {
    const l = c.toLowerCase();
    const u = c.toUpperCase();
    return l === u ? c : `[${l}${u}]`;
  });
}
const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(anyCase)
    .join("|");

/** ISO codes owners type beside an amount ("CHF 30", "45,00 CZK", "$3,000 MXN"). */
const CODES =
  "PKR|BDT|NPR|LKR|IRR|AFN|IQD|JOD|KWD|BHD|OMR|QAR|DZD|TND|LBP|SYP|BYN|KZT|GEL|AMD|AZN|MMK|KHR|LAK|ETB|RSD|USD|EUR|GBP|JPY|AUD|CAD|NZD|CHF|INR|BRL|MXN|ARS|COP|CLP|PEN|UYU|SEK|NOK|DKK|ISK|PLN|CZK|HUF|RON|BGN|TRY|ZAR|NGN|KES|GHS|EGP|MAD|AED|SAR|ILS|HKD|SGD|MYR|THB|IDR|PHP|VND|KRW|CNY|TWD|RUB|UAH";
/**
 * Currency words and signs owners type around an amount in the scripts we read, from CLDR through Intl:
 * each locale's symbol for its currencies ("د.أ.‏", "লেই"), and the currency's name in the
 * locale's plural forms ("دينار", "دينار أردني", "रुपये", "원", "złotych"), with the word several
 * currencies' names share ("دينار", "dollars", "рублей"). After an amount only: "25 دينار".
 */
const CLDR_CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "JPY",
  "CNY",
  "KRW",
  "INR",
  "PKR",
  "BDT",
  "NPR",
  "LKR",
  "IRR",
  "AFN",
  "IQD",
  "JOD",
  "KWD",
  "BHD",
  "OMR",
  "QAR",
  "SAR",
  "AED",
  "EGP",
  "MAD",
  "DZD",
  "TND",
  "LBP",
  "SYP",
  "ILS",
  "TRY",
  "RUB",
  "UAH",
  "BYN",
  "KZT",
  "GEL",
  "AMD",
  "AZN",
  "THB",
  "VND",
  "IDR",
  "MYR",
  "PHP",
  "MMK",
  "KHR",
  "LAK",
  "ETB",
  "KES",
  "NGN",
  "PLN",
  "CZK",
  "HUF",
  "RON",
  "BGN",
  "RSD",
  "SEK",
  "NOK",
  "DKK",
  "ISK",
  "CHF",
  "BRL",
  "MXN",
  "ARS",
  "COP",
  "CLP",
  "PEN",
  "TWD",
  "HKD",
  "SGD",
  "ZAR",
];
/** Locales written in a script of their own, whose currency signs are words ("ریال", "د.أ.", "руб."). */
const SCRIPT_LOCALES = [
  "ar",
  "he",
  "fa",
  "ur",
  "hi",
  "bn",
  "ta",
  "te",
  "mr",
  "gu",
  "pa",
  "kn",
  "ml",
  "ne",
  "si",
  "th",
  "ko",
  "zh",
  "ja",
  "el",
  "ru",
  "uk",
  "bg",
  "sr",
  "ka",
  "hy",
  "am",
  "my",
  "km",
  "lo",
];
const CLDR_LOCALES = [
  ...SCRIPT_LOCALES,
  "vi",
  "id",
  "ms",
  "tr",
  "pl",
  "cs",
  "sk",
  "hu",
  "ro",
  "sv",
  "da",
  "nb",
  "fi",
  "en",
  "es",
  "fr",
  "de",
  "pt",
  "it",
  "nl",
];
/** The currency signs of those locales that are words ("ریال", "नेरू", "د.أ."): also typed before the amount. */
const SYMBOL_TERMS = new Set<string>();
/** Locales written in a script whose currency signs are words ("ریال", "د.أ.", "руб."): their signs are read too. */
const SIGN_LOCALES = new Set(SCRIPT_LOCALES);
function currencyTerms(): string[] {
  const terms = new Set<string>();
  const clean = (w: string | undefined) => (w ?? "").replace(/[\u200e\u200f\u061c]/gu, "").trim();
  // Letters of a script (not a bare Latin code, which CODES reads): "دينار", "원", "руб.", "zł".
  const usable = (w: string, code: string) => !!w && w.length <= 30 && /\p{L}/u.test(w) && !/^[A-Z]{3}$/u.test(w) && w !== code;
  try {
    for (const locale of CLDR_LOCALES) {
      const shared = new Map<string, number>();
      for (const code of CLDR_CURRENCIES) {
        // The name in the plural forms an amount takes ("1 рубль", "2 рубля", "5 рублей").
        const named = new Intl.NumberFormat(locale, {
          style: "currency",
          currency: code,
          currencyDisplay: "name",
          minimumFractionDigits: 0,
          maximumFractionDigits: 0,
        });
        for (const n of [1, 2, 5]) {
          const name = clean(named.formatToParts(n).find((x) => x.type === "currency")?.value);
          if (!usable(name, code) || terms.has(name)) continue;
          terms.add(name);
          // "دينار أردني", "دينار كويتي": the word several currencies' names share is typed alone ("25 دينار").
          const words = name.split(/\s+/u);
          for (const w of new Set([words[0], words[words.length - 1]])) if (w && w !== name && w.length >= 3) shared.set(w, (shared.get(w) ?? 0) + 1);
        }
        if (!SIGN_LOCALES.has(locale)) continue;
        const sign = clean(
          new Intl.NumberFormat(locale, { style: "currency", currency: code, currencyDisplay: "symbol" }).formatToParts(1).find((x) => x.type === "currency")
            ?.value,
        );
        if (usable(sign, code)) {
          terms.add(sign);
          if (!/^\p{sc=Latin}/u.test(sign)) SYMBOL_TERMS.add(sign);
        }
      }
      for (const [w, n] of shared) if (n >= 2) terms.add(w);
    }
  } catch {
    // No Intl currency data: the signs and codes below still read.
  }
  // Plurals CLDR does not list: Arabic broken plurals ("10 دنانير", "50 دراهم"), Urdu "روپے", Hindi "रुपए".
  for (const w of ["دنانير", "دراهم", "ريالات", "جنيهات", "ليرات", "روپے", "روپیے", "रुपए", "रुपये", "टका"]) terms.add(w);
  // The rupee's name shortened to its first syllable, which CLDR does not list (it has "रू" and "රු." only): typed
  // before the amount ("रु. 300", "रु 150", "ரூ. 2,500") or after it with its stop ("800 रु.").
  for (const w of ["रु", "रू", "ரூ", "రూ", "ರೂ", "രൂ", "રૂ", "ਰੁ", "රු"]) {
    terms.add(`${w}.`);
    SYMBOL_TERMS.add(`${w}.`);
    SYMBOL_TERMS.add(w);
  }
  // A Latin word of one to three letters ("Rp", "kr", "lei") stays with the hand-read forms; ambiguous words go.
  return [...terms].filter((w) => !/^\p{sc=Latin}{1,3}\.?$/u.test(w) && !/^(?:euros?|dollars?|pesos?)$/iu.test(w));
}
const SYMBOLS = String.raw`(?:US\$|A\$|AU\$|C\$|CA\$|NZ\$|HK\$|S\$|R\$|MX\$|\$|£|€|¥|￥|₹|₩|₫|₱|₺|₪|₦|₽|₴|฿|¢|\p{Sc}|zł|Kč|kr\.?|Fr\.|SFr\.?|Rs\.?|Rp\.?(?=\s?\d)|S\/|R(?=\s?\d)|${CODES})`;
const AMOUNT = String.raw`(?:\d{1,3}(?:[,.'’\u00a0\u202f ٬]\d{3})+(?:[.,٫]\d{1,2})?|\d+(?:[.,٫]\d{1,2})?)(?:k\b|[.,][-–])?`;
const SUFFIX_SYMBOLS = String.raw`(?:€|£|\$|¢|\p{Sc}|円|元|원|만원|kr\.?|zł|Kč|Ft|lei|лв|₽|₴|₺|₫|₩|₹|CHF|Fr\.|TL|Rs\.?|[Ee]uros?|${CODES})`;

/** What a price is for ("per hour", "al mes", "/lb", "pro Stunde", "om måneden"): part of the price. */
const UNIT_WORDS = [
  "hour",
  "hours",
  "hr",
  "h",
  "day",
  "night",
  "week",
  "wk",
  "month",
  "mo",
  "year",
  "yr",
  "annum",
  "person",
  "pp",
  "head",
  "session",
  "class",
  "lesson",
  "visit",
  "term",
  "semester",
  "user",
  "seat",
  "kg",
  "lb",
  "item",
  "piece",
  "unit",
  "child",
  "adult",
  "guest",
  "room",
  "couple",
  "group",
  "hour's",
  "dozen",
  "m²",
  "sqm",
  "sq ft",
  "km",
  "mile",
  "box",
  "bag",
  "bottle",
  "pint",
  "glass",
  "portion",
  "plate",
  "slice",
  "page",
  "word",
  "mile",
  "stunde",
  "std",
  "monat",
  "jahr",
  "woche",
  "tag",
  "nacht",
  "person",
  "kind",
  "stück",
  "einheit",
  "sitzung",
  "termin",
  "kurs",
  "hora",
  "mes",
  "año",
  "noche",
  "semana",
  "día",
  "dia",
  "persona",
  "clase",
  "sesión",
  "niño",
  "pieza",
  "unidad",
  "kilo",
  "heure",
  "mois",
  "an",
  "année",
  "nuit",
  "semaine",
  "jour",
  "séance",
  "cours",
  "personne",
  "enfant",
  "pièce",
  "mês",
  "ano",
  "noite",
  "pessoa",
  "aula",
  "sessão",
  "criança",
  "unidade",
  "ora",
  "mese",
  "anno",
  "notte",
  "settimana",
  "giorno",
  "persona",
  "lezione",
  "seduta",
  "bambino",
  "pezzo",
  "uur",
  "maand",
  "jaar",
  "nacht",
  "dag",
  "persoon",
  "les",
  "stuk",
  "godzinę",
  "godz",
  "miesiąc",
  "rok",
  "noc",
  "osobę",
  "osoba",
  "zajęcia",
  "sztukę",
  "timme",
  "timmen",
  "månad",
  "månaden",
  "år",
  "natt",
  "vecka",
  "person",
  "st",
  "time",
  "timen",
  "måned",
  "måneden",
  "uge",
  "døgn",
  "stk",
  "hodinu",
  "měsíc",
  "rok",
  "noc",
  "osobu",
  "kus",
  "saat",
  "ay",
  "yıl",
  "gece",
  "kişi",
  "tunti",
  "kuukausi",
];
const UNIT_PREPS = [
  "per",
  "pro",
  "por",
  "par",
  "a",
  "an",
  "al",
  "au",
  "the",
  "each",
  "je",
  "para",
  "la",
  "em",
  "za",
  "om",
  "i",
  "im",
  "a la",
  "à la",
  "per la",
  "la",
  "till",
  "en",
];
const UNIT_GLUED = ["de l'", "à l'", "all'", "l'"];
/** A unit said in one word ("monthly", "mensuel", "miesięcznie"). */
const UNIT_ADVERBS = [
  "monthly",
  "weekly",
  "yearly",
  "annually",
  "nightly",
  "hourly",
  "daily",
  "each",
  "pp",
  "mensual",
  "mensuales",
  "mensuel",
  "mensuelle",
  "monatlich",
  "jährlich",
  "mensal",
  "mensile",
  "maandelijks",
  "miesięcznie",
  "månadsvis",
  "månedlig",
  "měsíčně",
  "kuukaudessa",
  "tunnilta",
  "aylık",
];
/** A space within a line; a bidirectional mark typed or pasted between an amount and its sign counts as one. */
const SP = "(?:[^\\S\\n]|[\\u200e\\u200f\\u061c])";
const UNIT = String.raw`(?:${SP}*\/${SP}?(?:[\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}²][\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}².]{0,11}(?![\p{L}])|\p{sc=Han}{1,2}(?!\p{sc=Han}))|${SP}+(?:${alternatives(UNIT_PREPS)})${SP}+(?:${alternatives(UNIT_WORDS)})(?![\p{L}])\.?|${SP}+(?:${alternatives(UNIT_GLUED)})(?:${alternatives(UNIT_WORDS)})(?![\p{L}])|${SP}+(?:${alternatives(UNIT_ADVERBS)})(?![\p{L}])|${SP}*月額|${SP}*\/月)?`;
const PERIOD = UNIT;

/** "from" written after the amount ("150,000원부터", "500 روپے سے", "₹500 से", "3,000円から", "300元起"): part of the price. */
const FROM_AFTER = String.raw`(?:${SP}?(?:부터|から|起|سے|से)(?![\p{L}\p{M}]))?`;

/** Symbol first ("$1,250/month", "R$ 45", "CHF 2'450") or amount first ("12,50 €", "1200円", "30 CHF", "$3,000 MXN"). */
/** The price pattern with these signs before the amount and these words after it. */
const priceSource = (prefix: string, suffix: string) =>
  String.raw`(?:(?<![\p{sc=Latin}\p{sc=Cyrillic}\d])(?:${SYMBOLS}${prefix})${SP}{0,2}${AMOUNT}(?:${SP}?[-–]${SP}?${SYMBOLS}?${SP}?${AMOUNT})?(?:${SP}(?:${CODES})(?![\p{L}]))?${PERIOD}${FROM_AFTER})|(?:(?<![\p{sc=Latin}\p{sc=Cyrillic}\d.,'’])${AMOUNT}(?:${SP}?[-–]${SP}?${AMOUNT})?${SP}{0,2}(?:${suffix}${SUFFIX_SYMBOLS})(?![\p{sc=Latin}\p{sc=Cyrillic}])(?!${SP}?\d)${PERIOD}${FROM_AFTER})`;

/** Prices with a currency sign or code (any script's signs, \p{Sc}): quick, built at load. */
export const PRICE_RE = new RegExp(priceSource("", ""), "gu");

/**
 * Prices with CLDR's currency words too ("25 دينار", "500 рублей", "ریال ۲۵٬۰۰۰"): built on first use,
 * since reading every locale's currency names costs more than a process should spend starting.
 */
let wordPriceRe: RegExp | null = null;
function priceWithWordsRe(): RegExp {
  if (wordPriceRe) return wordPriceRe;
  const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const terms = currencyTerms();
  const words = [...terms]
    .sort((a, b) => b.length - a.length)
    .map(esc)
    .join("|");
  const signs = [...SYMBOL_TERMS]
    .sort((a, b) => b.length - a.length)
    .map(esc)
    .join("|");
  wordPriceRe = new RegExp(priceSource(signs ? `|(?<![\\p{L}\\p{M}])(?:${signs})` : "", words ? `(?:${words})(?![\\p{L}\\p{M}])|` : ""), "gu");
  for (const t of [...terms, ...SYMBOL_TERMS]) TERM_FIRST_WORDS.add((t.split(/\s+/u)[0] as string).toLocaleLowerCase().replace(/\.$/u, ""));
  return wordPriceRe;
}
/** The first word of every currency term: a text with no such word beside a digit needs only PRICE_RE. */
const TERM_FIRST_WORDS = new Set<string>();
/** A word right after or right before a digit (a space or a bidi mark between at most). */
const WORD_BY_DIGIT =
  /(?<=\p{Nd}[^\S\n]{0,2}[\u200e\u200f\u061c]?)[\p{L}\p{M}][\p{L}\p{M}.]*|[\p{L}\p{M}][\p{L}\p{M}.]*(?=[\u200e\u200f\u061c]?[^\S\n]{0,2}[\u200e\u200f\u061c]?\p{Nd})/gu;
/** The price pattern a text needs: with CLDR's currency words only when a word beside a digit may be one (keeps long texts fast). */
function pricePatternFor(text: string): RegExp {
  const full = priceWithWordsRe();
  for (const m of text.matchAll(WORD_BY_DIGIT)) if (TERM_FIRST_WORDS.has(m[0].toLocaleLowerCase().replace(/\.$/u, ""))) return full;
  return PRICE_RE;
}

const RECURRING_WORDS = [
  "mo",
  "month",
  "months",
  "monthly",
  "yr",
  "year",
  "yearly",
  "annum",
  "annually",
  "week",
  "weekly",
  "wk",
  "mes",
  "mensual",
  "mensuales",
  "mois",
  "mensuel",
  "mensuelle",
  "monat",
  "monatlich",
  "mês",
  "mensal",
  "año",
  "an",
  "année",
  "jahr",
  "jährlich",
  "ano",
  "user",
  "seat",
  "mese",
  "mensile",
  "anno",
  "maand",
  "maandelijks",
  "jaar",
  "miesiąc",
  "miesięcznie",
  "månad",
  "månaden",
  "månadsvis",
  "måned",
  "måneden",
  "månedlig",
  "měsíc",
  "měsíčně",
  "kuukaudessa",
  "kuukausi",
  "ay",
  "aylık",
  "月",
];
const HAS_PERIOD = new RegExp(String.raw`(?:\/|${SP})(?:${alternatives(RECURRING_WORDS)})(?![\p{L}])|月額|\/月`, "u");

export interface FoundPrice {
  /** Exactly as typed. */
  text: string;
  start: number;
  end: number;
  /** A recurring price ("/mo", "per month"): a pricing tier rather than a menu line. */
  recurring: boolean;
}

export function findPrices(text: string): FoundPrice[] {
  const out: FoundPrice[] = [];
  // Digits of any script read as ASCII ("٢٥", "२५०"), one code unit each: the typed slice is kept.
  const ascii = asciiDigits(text);
  for (const m of ascii.matchAll(pricePatternFor(ascii))) {
    // "$1,850/month." at a sentence end: the full stop is not part of the price.
    // "…/ay." at a sentence end: the full stop is not part of the price ("kr." and "hr." keep theirs).
    const typed = text.slice(m.index ?? 0, (m.index ?? 0) + m[0].length);
    const raw = typed
      .trim()
      .replace(/(?<=\p{L}{2,})\.$/u, (dot, at: number, whole: string) =>
        /(?:^|[\s\d/])(?:kr|hr|mo|yr|wk|std|godz|Fr|Rs|pp|min)\.$/iu.test(whole.slice(0, at + 1)) ? dot : "",
      );
    if (!/\p{Nd}/u.test(raw)) continue;
    const start = (m.index ?? 0) + typed.indexOf(raw);
    out.push({ text: raw, start, end: start + raw.length, recurring: HAS_PERIOD.test(raw) });
  }
  // "R150" is rand only in a text with no other currency: beside euros, "R13–R16" is a tyre's rim size.
  const rand = (p: FoundPrice) => /^R[^\S\n]?\d/u.test(p.text);
  if (out.some(rand) && out.some((p) => !rand(p) && !/ZAR|rand/iu.test(p.text))) return out.filter((p) => !rand(p));
  return out;
}

export interface PricedItem {
  name: string;
  price: string;
  recurring: boolean;
  /** The owner's aside in brackets right after the price ("£95 (valid 4 months)"): shown beside it, never in the price. */
  note?: string;
}

/**
 * Words right before a price that are part of it: "Wet rooms from £3,200" is a "from" price, not
 * £3,200; "ca. 3 kr." is an approximate one; "+ 15 €" is on top of something.
 */
const PRICE_QUALIFIER =
  /(?:(?<![\p{L}])(?:plus|from|starting (?:at|from)|starts at|desde|a partir de|à partir de|dès|ab|vanaf|vanaf slechts|od|från|fra|fra kun|a partire da|da|já a partir de|ca\.|circa|approx\.|about|environ|około|cirka|ungefär|omkring|от|від|од|από|apo|من|ابتداءً من|ابتداء من|بدءًا من|يبدأ من|از|החל מ[-־]?|מ[-־])|\+)\s*$/iu;
/** "Free" in the languages we read: a price next to it is a threshold ("gratuite dès 60€"), not the item's price. */
const FREE =
  /(?<![\p{L}])(?:free|gratis|gratuit[eo]?s?|gratuita|kostenlos|umsonst|grátis|gratuito|darmow[aey]|bezpłatn\p{L}*|zdarma|ücretsiz|bedava|gratis|kostnadsfri|avgiftsfri|无料|無料|免费|免費|무료|ฟรี|miễn phí|бесплатн\p{L}*|безкоштовн\p{L}*|δωρεάν|مجاني\p{L}*|مجانا\p{M}*|رایگان|مفت|חינם|मुफ़्त|मुफ्त|निःशुल्क|বিনামূল্যে)(?![\p{L}])/iu;
/** Headings that introduce prices without naming an item ("Prices:", "Preise:", "料金："). */
const PRICE_HEADING =
  /^(?:prices?|pricing|rates?|fees?|costs?|tariffs?|preise?|kosten|tarife?|precios?|tarifas?|prix|tarifs?|preços?|prezzi|prezzo|tariffe|prijzen|prijs|tarieven|cennik|ceny|cena|priser|pris|hinnat|hinta|ceník|fiyatlar|fiyat|料金|価格|收费|收費|价格|價格|价目|費用|费用|요금|가격|giá|цены|цена|прайс|الأسعار|الرسوم|قیمت|فیس|कीमत|शुल्क|ราคา)$/iu;
/** Longest price the content schema keeps (LIMITS.price): a longer price stays in the owner's text. */
const MAX_PRICE_LENGTH = LIMITS.price;

const LEADING_JUNK =
  /^(?:[\s,;:|•·*\-–—(・※■◆●.]+|(?:\p{Nd}{1,2}|\p{Ll})\)\s+|(?:and|und|et|y|e|or|o|ou|oder|of|eller|lub|albo|nebo|veya|plus|also|then|with|our|the|a|an|for|at|is|are|costs?|cuesta|cuestan|kostet|kosten|coûte|coûtent|custa|custam|costa|costano|kost|kostar|koster|kosztuje|stojí|from|just|only|price[sd]?|prices are|priced at|menu:?|services:?|we (?:offer|sell|have|do)|offering)(?![\p{L}\p{N}\-‐/'’])\s*)+/iu;
/**
 * The word a list's last item starts with, in each language CLDR knows ("و", "और", "및", "и", "ve", "và",
 * "και"; Thai "และ" glued): the next item's name never keeps it.
 */
const LIST_LEAD: RegExp = (() => {
  const words = new Set<string>();
  try {
    for (const locale of CLDR_LOCALES) {
      const lit = new Intl.ListFormat(locale, { type: "conjunction" }).formatToParts(["A", "B"]).find((x) => x.type === "literal")?.value ?? "";
      const core = lit.trim().replace(/-$/u, "");
      if (!core || !/\p{L}/u.test(core)) continue;
      // Spaced after ("A और B"), or glued in a script written without spaces ("AและB"); Arabic's glued "و" is a word's first letter too often.
      if (/\s$/u.test(lit) || /\p{sc=Thai}|\p{sc=Lao}|\p{sc=Khmer}|\p{sc=Myanmar}|\p{sc=Han}/u.test(core)) words.add(core);
    }
  } catch {
    // No Intl list data: LEADING_JUNK's words still go.
  }
  const src = [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|");
  return src ? new RegExp(`^(?:${src})(?:\\s+|(?=[\\p{sc=Thai}\\p{sc=Lao}\\p{sc=Khmer}\\p{sc=Myanmar}\\p{sc=Han}]))`, "iu") : /$^/u;
})();
/** A list word written glued to the next item after a space ("… وب ٢", "… ו-ב"): CLDR's, read only right after a price. */
const GLUED_LEAD: RegExp = (() => {
  const words = new Set<string>();
  try {
    for (const locale of CLDR_LOCALES) {
      const lit = new Intl.ListFormat(locale, { type: "conjunction" }).formatToParts(["A", "B"]).find((x) => x.type === "literal")?.value ?? "";
      if (/^\s\S+$/u.test(lit) && /\p{L}/u.test(lit)) words.add(lit.trim().replace(/-$/u, ""));
    }
  } catch {
    // No Intl list data.
  }
  const src = [...words].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  return src ? new RegExp(`^(?:${src})-?(?=\\p{L})`, "u") : /$^/u;
})();
/** A bracket the name does not close or open ("Peppered chicken)", "(Ήχος + φώτα"): the neighbour's, not the name's. */
function balanced(name: string): string {
  let out = name.replace(/^[\s\u200e\u200f\u061c]+|[\s\u200e\u200f\u061c]+$/gu, "");
  if (/[)）]\s*$/u.test(out) && !/[(（]/u.test(out)) out = out.replace(/[)）]+\s*$/u, "");
  if (/^\s*[(（]/u.test(out) && !/[)）]/u.test(out)) out = out.replace(/^\s*[(（]+/u, "");
  return out.trim();
}
const TRAILING_JUNK =
  /(?:[\s,;:|•·\-–—(=]+|(?<![\p{L}\p{N}])(?:is|are|son|es|est|sont|ist|sind|sono|è|é|são|zijn|är|er|jest|costs?|goes for|for|at|from|only|just|@|à|por|a|für|zu|em|por|de|para|pour|för|voor|za|per|sai|saem|fica|ficam|sale|salen|cuesta|cuestan|kostet|kosten|coûte|coûtent|custa|custam|costa|costano|kost|kostar|koster|kosztuje|stojí)\s*)+$/iu;
/** A connector before the price ("orden de 5 por $110", "3 for $15"): with a count before it, the words and the price go together. */
const COUNT_CONNECTOR = /\d\p{L}*(?:\s+\p{L}+){0,2}\s+(?:for|por|para|für|pour|för|voor|za|per)$/iu;

/** Where the words that belong to a price end: the end of its clause, a bracket, a slash between items. */
/** (A middle dot between letters joins words, "국·찌개"; a danda or Urdu full stop ends a sentence.) */
const CLAUSE_END = /,(?!\d)|;|\n|、|。|，|；|،|؛|।|॥|۔|•|(?<!\p{L})·|·(?!\p{L})|\||\s[-–—]\s|[()（）]|／|※/u;
/** Words with a full stop that never end a sentence ("inkl. Anfahrt", "ca. 3 kr."). */
const ABBREVIATION = /(?:^|[^\p{L}])(?:inkl|incl|inc|ekskl|excl|exkl|zzgl|ca|ggf|bzw|evtl|max|min|approx|pr|p\.p|p\.p\.p|p\.p\.p\.n|st|nr|no|tel|vs)\.$/iu;
/** A unit's or currency's own full stop, after which a lower-case word goes on with the price ("9.500 kr. i juni"). */
const UNIT_ABBREVIATION = /(?:^|[^\p{L}])(?:kr|pr|ca|st|stk|std|godz|tim|min|hr|mo|yr|wk|fr|rs|zł)\.$/iu;
/** The longest tail of words kept with a price ("a loaf", "inkl. moms före ROT-avdrag"). */
const MAX_TAIL_WORDS = 6;

/** Where a sentence ends inside `rest` (a full stop, "!" or "?" then a space), abbreviations aside; -1 when none. */
function sentenceEnd(rest: string): number {
  for (const m of rest.matchAll(/[.!?](?=\s|$)/gu)) {
    const at = m.index ?? 0;
    if (m[0] !== ".") return at;
    const before = rest.slice(0, at + 1);
    // "kr. i juli": a unit's full stop with the sentence going on in lower case.
    if (ABBREVIATION.test(before)) continue;
    if (UNIT_ABBREVIATION.test(before) && /^\.\s+\p{Ll}/u.test(rest.slice(at))) continue;
    return at;
  }
  return -1;
}

/** Words that lead a unit of one or two words: "per night", "a loaf", "le kilo", "das Paar", "za noc". */
const UNIT_LEADS = new Set([
  "per",
  "pro",
  "por",
  "par",
  "pr.",
  "pr",
  "a",
  "an",
  "al",
  "au",
  "aux",
  "la",
  "le",
  "el",
  "les",
  "lo",
  "the",
  "das",
  "der",
  "die",
  "den",
  "det",
  "je",
  "za",
  "od",
  "à",
  "om",
  "i",
  "em",
  "/",
  "kpl",
  "szt",
  "ks",
]);
/** Units said in one word, with nothing after them: "each", "c/u", "p.p.p.n.". */
const STANDALONE_UNITS = new Set(["each", "c/u", "pp", "p.p.", "p.p.p.n.", "ppn", "ea", "ea.", "apiece", "stk.", "st."]);
/** On top of another price, as the price's only word: "Pitch raise $60 extra", "10 € zusätzlich". */
const ON_TOP = new Set(["extra", "additional", "supplément", "zusätzlich", "adicional", "ekstra", "dodatkowo"]);
/** Words that lead a condition running to the end of the clause: "for 2 adults", "inkl. fika", "+ strings", "bei 12 Monaten Laufzeit". */
const PHRASE_LEADS = new Set([
  "for",
  "für",
  "pour",
  "para",
  "voor",
  "för",
  "dla",
  "inkl.",
  "inkl",
  "incl.",
  "incl",
  "including",
  "inklusive",
  "inclusief",
  "inclus",
  "incluido",
  "incluído",
  "ekskl.",
  "excl.",
  "exkl.",
  "excluding",
  "zzgl.",
  "zzgl",
  "bez",
  "plus",
  "+",
  "con",
  "com",
  "avec",
  "with",
  "mit",
  "met",
  "med",
  "ile",
  "de",
  "bei",
  "ttc",
  "ht",
  "iva",
  "vat",
  "moms",
  "mwst",
  "mwst.",
  "kdv",
  "dph",
  "btw",
  "netto",
  "brutto",
  "einmalig",
  "eenmalig",
  "once",
  "únicamente",
]);
/** "for 2 adults", "pour les adultes", "für alle": a count or the people it is for; "para reservar" (to book) is no condition of the price. */
const FOR_LEADS = new Set(["for", "für", "pour", "para", "voor", "för", "dla"]);
const FOR_OBJECT =
  /^(?:\d.*|one|two|three|four|five|six|the|a|an|all|everyone|each|every|up|les|le|la|l'.*|los|las|el|un|une|uno|una|die|der|das|den|alle|jede[nrs]?|tous|toutes|chaque|todos|todas|cada|tutti|ogni|iedereen|elke|alla|varje|hver|alle|wszystkich|każd\p{L}*|os|as|o|um|uma)$/u;
const MONTHS = new Set<string>();
try {
  for (const locale of ["en", "es", "fr", "de", "pt", "it", "nl", "pl", "sv", "da", "nb", "fi", "cs", "tr"])
    for (let m = 0; m < 12; m++)
      for (const width of ["long", "short"] as const)
        MONTHS.add(
          new Intl.DateTimeFormat(locale, { month: width, timeZone: "UTC" })
            .format(new Date(Date.UTC(2024, m, 15)))
            .toLocaleLowerCase(locale)
            .replace(/\.$/, ""),
        );
} catch {
  // No Intl month names: a month after a price is then read as an unknown word (the price is only suggested).
}
for (const w of [
  "summer",
  "winter",
  "spring",
  "autumn",
  "high season",
  "low season",
  "sommer",
  "winter",
  "verano",
  "invierno",
  "été",
  "hiver",
  "verão",
  "inverno",
  "estate",
  "zomer",
  "lato",
  "zima",
  "sommar",
  "vinter",
])
  MONTHS.add(w);
const SEASON_PREPS = new Set([
  "in",
  "i",
  "im",
  "en",
  "em",
  "w",
  "v",
  "ve",
  "au",
  "al",
  "nel",
  "durante",
  "during",
  "from",
  "von",
  "van",
  "från",
  "fra",
  "de",
  "del",
  "desde",
  "od",
]);
const UNIT_ADVERB_SET = new Set(UNIT_ADVERBS.map((w) => w.toLowerCase()));
const CONJUNCTIONS = new Set(["and", "und", "et", "y", "e", "og", "och", "en", "i", "a", "ve"]);

/**
 * Whether the words after a price are its unit or condition, read word by word: a unit lead and one
 * or two words ("per dog per night", "a pint jar"), a condition to the clause end ("for 2 adults",
 * "inkl. moms före ROT-avdrag", "in August", "November to March"). Anything else ("on site", "billed
 * monthly", "leihen") may or may not belong to the price: not read.
 */
function tailReads(tail: string): boolean {
  const words = tail.trim().split(/\s+/u);
  if (words.length === 1 && ON_TOP.has((words[0] as string).toLocaleLowerCase())) return true;
  // In a script without our unit lists (Hebrew "לאדם", Arabic "بالشهر", Hindi "प्रति घंटा"), one or two
  // words closing the price's clause are its unit or condition.
  if (
    words.length <= 2 &&
    tail.trim().length <= 24 &&
    words[0] !== "/" &&
    !/[\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\d]/u.test(tail)
  )
    return true;
  const low = (w: string | undefined) => (w ?? "").toLocaleLowerCase();
  const isMonth = (w: string | undefined) => MONTHS.has(low(w).replace(/[.,]$/, ""));
  let i = 0;
  let first = true;
  while (i < words.length) {
    const w = low(words[i]);
    if (FOR_LEADS.has(w)) return FOR_OBJECT.test(low(words[i + 1]));
    if (/^['’]\p{L}+$/u.test(w)) {
      // "1.200 TL'den başlayan": a case ending glued to the price and the word it governs.
      i += 2;
      first = false;
      continue;
    }
    if (PHRASE_LEADS.has(w) || isMonth(w) || (SEASON_PREPS.has(w) && isMonth(words[i + 1]))) return true;
    if (first && UNIT_ADVERB_SET.has(w)) return true;
    if (STANDALONE_UNITS.has(w)) {
      i++;
      first = false;
      continue;
    }
    // "/ 성수기": after a slash, a word of a script our unit lists do not hold is the next clause, not a unit.
    if (w === "/" && words[i + 1] && !/^[\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}\p{sc=Han}\d]/u.test(words[i + 1] as string)) return false;
    if (UNIT_LEADS.has(w)) {
      i++;
      // One or two words of unit, up to the next lead or the end.
      let n = 0;
      while (i < words.length && n < 2 && !UNIT_LEADS.has(low(words[i])) && !PHRASE_LEADS.has(low(words[i])) && !CONJUNCTIONS.has(low(words[i]))) {
        i++;
        n++;
      }
      first = false;
      continue;
    }
    if (CONJUNCTIONS.has(w) && i + 1 < words.length) {
      i++;
      // "pro Erwachsenem und Tag": a single unit word after the conjunction.
      if (i < words.length && !UNIT_LEADS.has(low(words[i])) && !PHRASE_LEADS.has(low(words[i]))) {
        i++;
        if (i < words.length && !UNIT_LEADS.has(low(words[i])) && !PHRASE_LEADS.has(low(words[i]))) return false;
      }
      continue;
    }
    return false;
  }
  return true;
}

interface Tail {
  /** Words that are part of the price ("a loaf", "inkl. moms"), as typed. */
  tail: string;
  /** The owner's bracketed aside right after the price, without its brackets. */
  note?: string;
  /** Where the price's clause goes on (after the tail and any aside). */
  end: number;
}

/**
 * The owner's words right after a price, to the end of its clause ("£4.20 a loaf", "75 € TTC",
 * "¥3,800〜"): part of the price. `null` when they may or may not belong to it (the price is then
 * only suggested). A bracketed aside ("(valid 4 months)") is a note, never part of the price.
 */
function priceTail(text: string, price: FoundPrice, nextStart: number): Tail | null {
  const end = price.end;
  // "16 kr. Åbent tirs-fre": the unit's full stop ended the sentence too; in a script without case
  // ("800 रु. अपॉइंटमेंट") whether it did cannot be told, and the words stay in the owner's prose.
  if (/[\p{L}\p{M}]\.$/u.test(price.text) && /^\s+[\p{Lu}\p{Lo}]/u.test(text.slice(end))) return { tail: "", end };
  const rest = text.slice(end, nextStart);
  const aside = (from: number): Tail | null => {
    const open = /^\s*[(（]/u.exec(text.slice(from));
    if (!open) return null;
    const inner = from + open[0].length;
    const close = text.slice(inner, inner + 120).search(/[)）]/u);
    const note = (close >= 0 ? text.slice(inner, inner + close) : "").trim();
    // An aside with a price of its own ("(early bird CHF 2'200)") is read as its own clause.
    if (close < 0 || !note || /[(（]/u.test(note) || findPrices(note).length > 0) return { tail: "", end: inner };
    return { tail: "", note, end: inner + close + 1 };
  };
  const cjk = /^[^\S\n]*[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}〜～（]/u.test(rest);
  if (cjk) {
    // "¥3,800〜", "24,000円〜": the mark belongs to the price; "（お一人様1泊）" (per person and night) too.
    // "33,000円（税込）〜": an aside closed by the "from" mark is inside the price.
    const marks = /^(?:[〜～]|（[^）]{1,8}）(?=[〜～]))*/u.exec(rest)?.[0] ?? "";
    const unitAside = /^（(?:お一人様|一人|1名|1人|1泊|1日|1時間|1回|1個|1室|1台|1枚|1本)[^）]{0,8}）/u.exec(rest.slice(marks.length))?.[0] ?? "";
    const after = rest.slice(marks.length + unitAside.length);
    if (!unitAside) {
      const a = aside(end + marks.length);
      if (a) return { ...a, tail: marks };
    }
    if (!after || /^(?:[、。，；／\n.,;!?]|\s|です|でした|となります|になります|にて|より|から|\s*[/／・])/u.test(after)) {
      const more = /^から/u.test(after) ? "から" : "";
      return { tail: marks + unitAside + more, end: end + marks.length + unitAside.length + more.length };
    }
    return null;
  }
  const paren = aside(end);
  if (paren) return paren;
  const m = CLAUSE_END.exec(rest);
  const stop = sentenceEnd(rest);
  let cut = m ? m.index : rest.length;
  if (stop >= 0 && stop < cut) cut = stop;
  // Another price in the same clause: the words between belong to the next item, not this price;
  // unless they tell a sequence ("£60 first hour then £45 per hour"): then whose words are whose is not sure.
  if (!m && stop < 0 && nextStart < text.length) return chainsOn(rest) ? null : { tail: "", end };
  // "R$ 3.200,00 por casal, 4 noites": a count and its unit alone after the comma still belong to the price.
  if (m && m.index === cut && m[0] === ",") {
    // (Read on the whole text: "…, 8 zajęć 240 zł" is the next item, not this price's count.)
    // ("2 किस्तों में", in two instalments: letters with their marks, a particle after the unit.)
    const count = /^,[^\S\n]*\d{1,3}[^\S\n]+[\p{L}\p{M}]+(?:[^\S\n]+[\p{L}\p{M}]{1,4})?(?=[^\S\n]*(?:[.;)）\n।]|$))/u.exec(
      text.slice(end + cut, end + cut + 40),
    );
    if (count && !findPrices(count[0]).length) cut += count[0].length;
  }
  const tail = rest.slice(0, cut).replace(/\s+$/u, "");
  if (!tail.trim()) return { tail: "", end };
  const words = tail.trim().split(/\s+/u).length;
  if (words > MAX_TAIL_WORDS || tail.length > 48 || /[$€£¥￥₹]\s?\d|\d\s?(?:€|円|zł|Kč|kr)/u.test(tail)) return null;
  // A clock time or a range of hours is the next fact ("kr. Öppet mån–fre 7–18"), never the price's unit.
  if (/\d{1,2}[:.h]\d{2}|\d\s?[-–]\s?\d/u.test(tail)) return null;
  if (!tailReads(tail)) return null;
  // "₹2200 पूरी रिक्शा (4 लोग तक)": an aside after the price's unit is the item's note too.
  const noted = aside(end + tail.length);
  if (noted?.note) return { tail, note: noted.note, end: noted.end };
  // "(desde 35 € el ejemplar)": the price stands inside an aside; the bracket closes it.
  return { tail, end: end + tail.length };
}

/** An aside saying the price is someone else's. */
const NOT_OURS =
  /(?<![\p{L}])(?:not (?:ours|us|our)|isn['’]t ours|não é (?:nosso|nossa)|no es (?:nuestro|nuestra)|pas (?:le nôtre|la nôtre|à nous|chez nous)|nicht (?:unser|unsere|von uns)|non è (?:nostro|nostra)|niet van ons|inte vår|ikke vores|ikke vår|nie nasz)/iu;

/** Words that chain one price to the next in a running sentence ("… then £45 per hour"). */
const SEQUENCE =
  /(?<![\p{L}])(?:then|and then|thereafter|afterwards|after that|puis|ensuite|dann|danach|luego|después|despues|depois|poi|daarna|sedan|deretter|derefter|potem|sonra)(?![\p{L}])/iu;

/** Words besides the sequence word between two prices ("first hour then"): "y luego" alone chains nothing. */
function chainsOn(between: string): boolean {
  const m = SEQUENCE.exec(between);
  if (!m) return false;
  const others = between
    .replace(SEQUENCE, " ")
    .split(/[^\p{L}]+/u)
    .filter((w) => w && !CONJUNCTIONS.has(w.toLocaleLowerCase()));
  return others.length > 0;
}

/** Separators that end a clause wherever they stand (a comma not between digits, a semicolon, a line break, a bullet, a spaced slash). */
const CLAUSE_SEPARATOR = /(?<!\d),|,(?!\d)|[;\n•|、。，；：／※،؛।॥۔]|(?<!\p{L})·|·(?!\p{L})|\s\/\s/gu;
/** A dash before the last word: that word starts the clause ("Service – Basic £60"), unless it is a "from" word. */
const DASH_BEFORE_LAST_WORD = /\s[-–—]\s(\S+)\s*$/u;
const FROM_WORD = /^(?:from|ab|od|от|від|од|από|desde|dès|vanaf|da|från|fra|من|از|מ[-־])$/u;
/** A dash right before the price after a quantity ("Miód 1 kg – "). */
const DASH_AFTER_QUANTITY = /(?<=\p{Nd}[^\S\n]?\p{L}{0,3}\.?)\s[-–—]\s\s*$/u;

/**
 * Where the last clause of `text` starts: after its last separator, the last ": ", a dash before its last
 * word, or a dash after a quantity at its end. (One pass each: the text before a price is read per price.)
 */
function lastClauseStart(text: string): number {
  let start = 0;
  for (const m of text.matchAll(CLAUSE_SEPARATOR)) start = (m.index ?? 0) + m[0].length;
  const colon = text.lastIndexOf(":");
  if (colon >= 0 && /\s/u.test(text[colon + 1] ?? "")) start = Math.max(start, colon + 2);
  const dash = DASH_BEFORE_LAST_WORD.exec(text);
  if (dash && !FROM_WORD.test(dash[1] as string)) start = Math.max(start, dash.index + 3);
  const quantity = DASH_AFTER_QUANTITY.exec(text);
  if (quantity) start = Math.max(start, quantity.index + 3);
  return start;
}

/** The clause before a price: after the last separator (comma, semicolon, line break, bullet, sentence end, open bracket). */
function clauseBefore(before: string): string {
  // An aside the price stands in ("buy one for €5)"): its words start after the open bracket.
  const open = Math.max(before.lastIndexOf("("), before.lastIndexOf("（"));
  const inAside = open >= 0 && !/[)）]/u.test(before.slice(open));
  // "Taxe de séjour en plus (1,10 € par personne)": an aside holding only the price is named by the words before it.
  const scope = inAside && before.slice(open + 1).trim() ? before.slice(open + 1) : inAside ? before.slice(0, open) : before;
  // A comma between digits is a decimal ("pivo 0,5 l"), not a clause's end.
  // A comma inside brackets ends nothing: "성수기(7/20~8/20, 설·추석 연휴) 3만원" is named by the words before the bracket.
  const masked = scope.replace(/\([^()]*\)|（[^（）]*）/gu, (m) => m.replace(/[,;、，،]/gu, "\u0000"));
  // A dash right before the price ends the name ("Brake tune – £60"), unless a quantity stands before it
  // ("Miód 1 kg – 55 zł": the quantity is the price's, and whose name it is stays in the owner's words).
  const lastMasked = masked.slice(lastClauseStart(masked));
  const last = scope.slice(scope.length - lastMasked.length);
  // After the last sentence end; "bis 31. Dezember" is a date, not one.
  let from = 0;
  for (const m of last.matchAll(/(?<=\S)[.!?]\s+/gu)) {
    const at = m.index ?? 0;
    const next = /^\p{L}+/u.exec(last.slice(at + m[0].length))?.[0] ?? "";
    if (/(?:^|\D)\d{1,2}$/u.test(last.slice(0, at)) && MONTHS.has(next.toLocaleLowerCase())) continue;
    // "Aufnahme inkl. Tontechniker": an abbreviation's full stop ends no sentence.
    if (ABBREVIATION.test(last.slice(0, at + 1))) continue;
    // "lapset 4–11 v. 95 €", "นวดน้ำมัน 1 ชม. ฿450": a short lower-case word's stop right before the price is a unit's.
    if (at + m[0].length === last.length && UNIT_STOP.test(last.slice(0, at + 1))) continue;
    // "Kulig z ogniskiem (ok. 1,5 h)": nor does one inside brackets.
    const head = last.slice(0, at);
    if ((head.match(/[(（]/gu)?.length ?? 0) > (head.match(/[)）]/gu)?.length ?? 0)) continue;
    from = at + m[0].length;
  }
  return last.slice(from);
}

/** A word of one to three lower-case (or uncased) letters after a number, then its stop: "4–11 v.", "1 ชม.", "90 min." (not a time: "4pm."). */
const UNIT_STOP = /\p{N}[^\S\n]*(?!(?:am|pm|h)\.$)[\p{Ll}\p{Lo}\p{M}]{1,3}\.$/u;

/** The words of a clause that name the item priced after it ("A full groom … is" -> "full groom …"), or "" when none do. */
function itemWords(clause: string): string {
  const name = balanced(clause.replace(LEADING_JUNK, "").replace(LIST_LEAD, "").replace(TRAILING_JUNK, ""));
  if (!/\p{L}\p{M}*\p{L}/u.test(name) || name.length > 80 || PRICE_HEADING.test(name)) return "";
  return name;
}

/** "Free shipping over", "orders under": words that make the price after them a condition, not an item's. */
const THRESHOLD_BEFORE = /\b(?:over|under|above|below|from|minimum|maximum|up to|more than|less than|at least|starting at|desde|dès|ab|a partir de)$/iu;

/** Words that make the price after them a condition ("Free shipping over", "gratuite dès", "orders under"), not an item's. */
/**
 * A fine named as the price's item ("kara 200 zł", "Strafe 50 €", "غرامة 20 دينار"): in the languages we read, not the
 * English "fine", which also names things sold ("fine art prints").
 */
const PENALTY =
  /^(?:(?:a|la|le|une|eine|die|het|de|en|ett)\s+)?(?:penalty|penalties|kara|strafe|vertragsstrafe|amende|multa|sanci[oó]n|boete|böter|bøde|pokuta|bírság|ceza|πρόστιμο|штраф|غرامة|קנס|جریمه|جرمانہ|जुर्माना|জরিমানা|ค่าปรับ|tiền phạt|denda|faini|罰金|罚款|罰款|违约金|벌금)(?![\p{L}])/iu;

export function isCondition(words: string, after = ""): boolean {
  if (PENALTY.test(words.trim())) return true;
  // "Free-range eggs is £3.60" names an item; "gratuite dès 60€" ends on the word that makes it a threshold,
  // "2만원 이상 무료 배달", "₹500 se upar ke order pe free pickup" have it after the price.
  if (CONDITION_BEFORE.test(words)) return true;
  if (!FREE.test(`${words} ${after}`)) return false;
  return THRESHOLD_BEFORE.test(words) || PRICE_QUALIFIER.test(words) || OVER_AFTER.test(after);
}
/** THRESHOLD_BEFORE less the words that start a price range ("from", "ab", "desde"), and "over" in more languages before an amount. */
const CONDITION_BEFORE =
  /(?<![\p{L}])(?:over|under|above|below|minimum|maximum|up to|more than|less than|at least|über|boven|över|sopra|oltre|powyżej|выше|свыше|понад|πάνω από|מעל|فوق|بالای)$/iu;
/** "Over" written after the amount (and its currency word; "سے" may be read with the price as "from"): "2만원 이상", "3000円以上", "₹500 se upar", "3000 روپے سے زیادہ", "$50 or more". */
const OVER_AFTER =
  /^[^\n,;.،]{0,16}?(?<![\p{L}])(?:이상|以上|(?:se )?upar|(?:से )?(?:ऊपर|अधिक|ज़्यादा|ज्यादा)|(?:سے )?(?:اوپر|زیادہ)|or more|and (?:over|up|above)|فما فوق|وما فوق)/iu;

/** The item words a question about a price may name: not a qualifier alone ("Ab"), no list word left at the end ("small box and"). */
export function nameToAsk(words: string | undefined): string | undefined {
  if (!words || !/\p{L}/u.test(words.replace(PRICE_QUALIFIER, ""))) return undefined;
  return words.replace(TRAILING_CONJUNCTION, "") || undefined;
}

/** "small box and": a list word left at the end of the words before a price. */
const TRAILING_CONJUNCTION = new RegExp(`\\s+(?:${[...CONJUNCTIONS].join("|")})$`, "iu");

/** Words a question may name a price by: the item's words, or a code such as a tyre size ("R17–R19"). */
function wordsToAsk(clause: string): string {
  const words = itemWords(clause);
  if (words) return words;
  const code = balanced(clause.replace(LEADING_JUNK, "").replace(TRAILING_JUNK, "")).trim();
  return /\p{L}/u.test(code) && /\p{N}/u.test(code) && code.length <= 24 && !/\s/u.test(code) ? code : "";
}

/** Separators left at the end of the text before a clause once the clause is taken off. */
const CLAUSE_TAIL = /[^\S\n]*[,;:、，；：،؛|•·\-–—+][^\S\n]*$/u;
/** A sentence's end before its next words on the same line ("… Verträge. Ab 45 €"). */
const SENTENCE_BREAK = /[.!?。！？।][^\S\n]+$/u;

/**
 * The owner's words beside a price no item was read for, to name it when the owner is asked
 * ("Obiadokolacja dodatkowo 55 zł od osoby" -> "Obiadokolacja dodatkowo"; "$150 for dogs, $75 for cats" ->
 * "cats" for $75): the words before it in its clause, the label before its colon, the words before a dash,
 * the words after it up to the clause's end or the next price, else the clause before it in its sentence
 * ("Sessions are 50 minutes, £60") or the first clause of the sentence before on its line ("Beglaubigte
 * Übersetzungen … Ab 45 € pro Seite"); "" when none. For the question only, never published unasked.
 */
export function wordsBeside(text: string, price: FoundPrice, nextPriceStart = text.length): string {
  const from = Math.max(0, price.start - 200);
  // Never a word cut in two where the window opens ("…rnes por la tarde").
  const window =
    from > 0 && /[\p{L}\p{M}\p{N}]/u.test(text[from - 1] ?? "")
      ? text.slice(from, price.start).replace(/^[\p{L}\p{M}\p{N}]+/u, "")
      : text.slice(from, price.start);
  const clause = clauseBefore(window).trim();
  if (isCondition(clause)) return clause;
  // "desde 35 €", "Ab 45 €", "+ 8 €": a qualifier before the amount names nothing; the words before it may.
  const qualifier = PRICE_QUALIFIER.exec(window);
  const head = qualifier ? window.slice(0, qualifier.index) : window;
  const before = itemWords(qualifier ? clauseBefore(head) : clause);
  if (before) return before;
  // "Happy hour Mon–Thu until 5pm: $6 for everyone": the label before the colon names it.
  const label = /([^\n:：.;!?]{2,60})[:：][^\S\n]*$/u.exec(head.slice(-62))?.[1];
  const labelled = label ? itemWords(clauseBefore(label)) : "";
  if (labelled) return labelled;
  // "pakiet 60 min – 90 zł", "R17–R19 – 55 €": the words before a dash, quantity and all.
  const dashed = /^(.*\S)[^\S\n]+[-–—][^\S\n]*$/su.exec(head)?.[1];
  const beforeDash = dashed ? wordsToAsk(clauseBefore(dashed)) : "";
  if (beforeDash) return beforeDash;
  // "80 € para 4": the words after it, to its clause's end or the next price.
  const rest = text.slice(price.end, Math.min(nextPriceStart, price.end + 200));
  const clauseEnd = CLAUSE_END.exec(rest);
  const sentence = sentenceEnd(rest);
  const stop = Math.min(clauseEnd ? clauseEnd.index : rest.length, sentence >= 0 ? sentence : rest.length);
  const after = itemWords(rest.slice(0, stop));
  // "Ab 45 € pro Seite": a unit after the amount names the item less well than the clause before.
  const words = after.split(/\s+/u);
  if (after && !(words.length <= 3 && UNIT_LEADS.has((words[0] as string).toLocaleLowerCase()))) return after;
  // A unit still names it when nothing before does ("$14 a pint jar, $22 per quart").
  // "Rates: $95/hour": a heading is all that names it.
  return clauseBack(head.slice(0, head.length - clauseBefore(head).length)) || after || (label && PRICE_HEADING.test(label.trim()) ? label.trim() : "");
}

/**
 * The first clause that names something in the price's sentence, aside or line before it ("Technikkurs für
 * Fortgeschrittene, 4 Termine à 90 Minuten, 119 €"), not past another price; at a sentence's start, the first
 * clause of the sentence before on its line.
 */
function clauseBack(text: string): string {
  if (SENTENCE_BREAK.test(text)) {
    const line = text.replace(SENTENCE_BREAK, "").split("\n").pop() ?? "";
    const breaks = [...line.matchAll(/[.!?。！？।][^\S\n]+/gu)];
    const last = breaks.at(-1);
    const sentence = (last ? line.slice((last.index ?? 0) + last[0].length) : line).replace(/^[^\p{L}\p{N}]+/u, "");
    const first = CLAUSE_END.exec(sentence);
    return itemWords(first ? sentence.slice(0, first.index) : sentence);
  }
  let head = text;
  let named = "";
  for (let step = 0; step < 8; step++) {
    const stripped = head.replace(CLAUSE_TAIL, "");
    if (!stripped || stripped.length === head.length || /[\n(（]$/u.test(stripped)) break;
    const clause = clauseBefore(stripped);
    if (!clause.trim() || /\p{Sc}/u.test(clause)) break;
    named = itemWords(clause) || named;
    head = stripped.slice(0, stripped.length - clause.length);
    if (SENTENCE_BREAK.test(head)) break;
  }
  return named;
}

/** `prices`: `findPrices(text)` when the caller already has it (one scan of the text, not two). */
/**
 * `named`: filled with the item words read before each price that is not published as an item (an
 * unsure price, a name too long to be sure of), keyed by the price (or the unsure string) as offered,
 * so a suggestion names what it suggests ("Full groom for small dogs (under 25 lb): $55?").
 */
export function findPricedItems(text: string, unsure: string[] = [], prices = findPrices(text), named?: Map<string, string>): PricedItem[] {
  const items: PricedItem[] = [];
  let cursor = 0;
  let last: { name: string; end: number } | null = null;
  /** Whether the price before had no words before it in its clause. */
  let nameless = false;
  for (const [i, p] of prices.entries()) {
    // An item's name is a few words: 200 characters back is more than any (and keeps this linear).
    const before = text.slice(Math.max(cursor, p.start - 200), p.start);
    const clause = clauseBefore(before);
    // A qualifier typed before the price stays with it, exactly as typed ("from £3,200").
    const qualifier = before.endsWith(clause) ? PRICE_QUALIFIER.exec(clause) : null;
    const priceStart = qualifier ? p.start - (clause.length - qualifier.index) : p.start;
    let t = priceTail(text, p, prices[i + 1]?.start ?? text.length);
    // "$15 adults $8 kids": a clause opened by a price labels each price with the words after it; whose words are whose is not sure.
    if (i > 0 && nameless && !CLAUSE_END.test(before) && sentenceEnd(before) < 0 && before.trim()) t = null;
    // "… first hour then £45 per hour": a clause that chains on from the price before names nothing.
    if (chainsOn(clause)) t = null;
    if (t === null) {
      // The price has more words after it than we can tell apart: it stays in the prose and the owner is asked.
      const clauseEnd = CLAUSE_END.exec(text.slice(p.end));
      const sentence = sentenceEnd(text.slice(p.end));
      const next = (prices[i + 1]?.start ?? text.length) - p.end;
      const stop = Math.min(clauseEnd ? clauseEnd.index : next, sentence >= 0 ? sentence : next, next);
      const whole = text.slice(priceStart, p.end + stop).trim();
      const offered = whole.length <= MAX_PRICE_LENGTH ? whole : p.text;
      unsure.push(offered);
      const guess = itemWords(qualifier ? clause.slice(0, qualifier.index) : clause);
      if (named && guess) named.set(offered, guess);
      cursor = p.end;
      last = null;
      nameless = !clause.trim();
      continue;
    }
    const whole = { text: p.text + t.tail, end: p.end + t.tail.length, recurring: p.recurring || HAS_PERIOD.test(t.tail) };
    let raw = qualifier ? clause.slice(0, qualifier.index) : clause;
    if (raw.trim()) {
      // "…；楼层费：无电梯每层加收20元": a label of a clause that holds this one price names it with the words after it.
      // (After another clause of the line: a label opening a line is a heading of what follows.)
      const lead = before.slice(0, before.length - clause.length);
      const label = /[;；。][^\S\n]*([^\n:：;；。,，、()（）\d]{1,16}?)[^\S\n]*[：:][^\S\n]*$/u.exec(lead);
      const stop = text.slice(p.end).search(/[;；。\n]|[.!?](?=\s|$)/u);
      const next = prices[i + 1]?.start ?? Number.POSITIVE_INFINITY;
      const single = stop < 0 ? next === Number.POSITIVE_INFINITY : p.end + stop < next;
      const words = label ? (label[1] as string).trim() : "";
      if (label && single && words && words.split(/\s+/u).length <= 2 && !PRICE_HEADING.test(words) && !LEADING_JUNK.test(`${words}:`))
        raw = lead.slice(label.index + label[0].indexOf(label[1] as string)) + raw;
    } else {
      // "Consultation: $45.00": on a label line the label names the price (a heading such as "Prices:" names nothing).
      const label =
        /(?:^|\n)[^\S\n]*(?:[-•*][^\S\n]*)?([^\n:]{1,40}):[^\S\n]*$/u.exec(text.slice(Math.max(cursor, p.start - 60), priceStart))?.[1]?.trim() ?? "";
      if (label && label.split(/\s+/u).length <= 4 && !PRICE_HEADING.test(label) && !/\d/u.test(label)) raw = label;
    }
    // "orden de 5 por $110", "3 for $15": a count and its connector go with the price they name.
    const keepConnector = COUNT_CONNECTOR.test(raw.trim());
    raw = raw.replace(LEADING_JUNK, "").replace(LIST_LEAD, "");
    // "… ٤٠ دينار والألمانية ٥٥": right after the price before, a glued list word is not the next item's.
    if (i > 0 && clause === before && !before.slice(0, before.length - clause.length).trim()) raw = raw.replace(GLUED_LEAD, "");
    let name = balanced(keepConnector ? raw : raw.replace(TRAILING_JUNK, ""));
    // "Shepherd's hut £110 per night, £85 per night November to March": a second price of the same item.
    if (!name && last && /^\s*,\s*$/u.test(text.slice(last.end, priceStart))) name = last.name;
    cursor = Math.max(t.end, whole.end);
    const price = text.slice(priceStart, whole.end);
    // A bracketed aside in the name is a condition ("(under 25 lb)"), not more name: it does not count.
    const words = name
      .replace(/\([^()]*\)|（[^（）]*）/gu, " ")
      .split(/\s+/)
      .filter(Boolean).length;
    last = null;
    nameless = !name;
    if (name && /\p{L}/u.test(name) && named && (words > 7 || name.length > 60)) named.set(p.text, name.slice(0, 80));
    if (!name || !/\p{L}/u.test(name) || words > 7 || name.length > 60) continue;
    // "성수기(7/20~8/20, 설·추석 연휴) 3만원 추가": dates say when a price applies (a season's surcharge), not what it buys.
    if (DATE_RANGE.test(name)) {
      unsure.push(price);
      named?.set(price, name);
      last = null;
      continue;
    }
    // "Free shipping over $50", "orders under $20": a condition, not an item; it stays whole in the owner's text.
    if (THRESHOLD_BEFORE.test(name)) continue;
    if (price.length > MAX_PRICE_LENGTH) continue;
    // "gratuite dès 60€", "free over $50": a threshold for something free, not an item's price.
    if (FREE.test(name) || FREE.test(t.tail)) continue;
    // "… que cobra R$ 40 por dia (não é nosso, é só uma dica)": someone else's price, left in the owner's words.
    if (t.note && NOT_OURS.test(t.note)) continue;
    // "nie wolno palić, kara 200 zł": a fine is a rule of the house, no item to sell; it stays in the owner's words.
    if (PENALTY.test(name)) continue;
    items.push({ name, price, recurring: whole.recurring, ...(t.note ? { note: t.note } : {}) });
    last = { name, end: cursor };
  }
  return items;
}

const DATE_RANGE = /(?<!\d)\d{1,2}[./]\d{1,2}\.?[^\S\n]*[~〜～–—-][^\S\n]*\d{1,2}[./]\d{1,2}(?!\d)/u;

/** Whether a price as typed already says its currency. */
export function hasCurrency(price: string): boolean {
  return CURRENCY_SAID.test(price);
}
const CURRENCY_SAID = new RegExp(`${SYMBOLS}|${SUFFIX_SYMBOLS}|[A-Z]{3}`, "u");

/**
 * A bare number typed in the intake ("14.50") shown with the intake's currency, the number untouched:
 * "£14.50", "14.50 €". Already-marked prices and non-numbers are returned as typed.
 */
export function withCurrency(price: string, currency: string | undefined, locale: string): string {
  const p = price.trim();
  if (!currency || hasCurrency(p) || !/^\d[\d.,\s]*$/.test(p)) return p;
  try {
    const parts = new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(1);
    const symbol = parts.find((x) => x.type === "currency")?.value ?? currency;
    const before = parts.findIndex((x) => x.type === "currency") < parts.findIndex((x) => x.type === "integer");
    return before ? `${symbol}${p}` : `${p}\u00a0${symbol}`;
  } catch {
    return `${p} ${currency}`;
  }
}
