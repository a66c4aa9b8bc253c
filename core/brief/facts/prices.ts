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
  "USD|EUR|GBP|JPY|AUD|CAD|NZD|CHF|INR|BRL|MXN|ARS|COP|CLP|PEN|UYU|SEK|NOK|DKK|ISK|PLN|CZK|HUF|RON|BGN|TRY|ZAR|NGN|KES|GHS|EGP|MAD|AED|SAR|ILS|HKD|SGD|MYR|THB|IDR|PHP|VND|KRW|CNY|TWD|RUB|UAH";
const SYMBOLS = String.raw`(?:US\$|A\$|AU\$|C\$|CA\$|NZ\$|HK\$|S\$|R\$|MX\$|\$|£|€|¥|￥|₹|₩|₫|₱|₺|₪|₦|₽|₴|฿|¢|zł|Kč|kr\.?|Fr\.|SFr\.?|Rs\.?|S\/|R(?=\s?\d)|${CODES})`;
const AMOUNT = String.raw`(?:\d{1,3}(?:[,.'’\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?:k\b|[.,][-–])?`;
const SUFFIX_SYMBOLS = String.raw`(?:€|£|\$|¢|円|元|kr\.?|zł|Kč|Ft|lei|лв|₽|₴|₺|₫|₩|₹|CHF|Fr\.|${CODES})`;

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
const SP = "[^\\S\\n]";
const UNIT = String.raw`(?:${SP}*\/${SP}?(?:[\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}²][\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}².]{0,11}(?![\p{L}])|\p{sc=Han}{1,2}(?!\p{sc=Han}))|${SP}+(?:${alternatives(UNIT_PREPS)})${SP}+(?:${alternatives(UNIT_WORDS)})(?![\p{L}])\.?|${SP}+(?:${alternatives(UNIT_GLUED)})(?:${alternatives(UNIT_WORDS)})(?![\p{L}])|${SP}+(?:${alternatives(UNIT_ADVERBS)})(?![\p{L}])|${SP}*月額|${SP}*\/月)?`;
const PERIOD = UNIT;

/** Symbol first ("$1,250/month", "R$ 45", "CHF 2'450") or amount first ("12,50 €", "1200円", "30 CHF", "$3,000 MXN"). */
export const PRICE_RE = new RegExp(
  String.raw`(?:(?<![\p{sc=Latin}\p{sc=Cyrillic}\d])${SYMBOLS}${SP}?${AMOUNT}(?:${SP}?[-–]${SP}?${SYMBOLS}?${SP}?${AMOUNT})?(?:${SP}(?:${CODES})(?![\p{L}]))?${PERIOD})|(?:(?<![\p{sc=Latin}\p{sc=Cyrillic}\d.,'’])${AMOUNT}(?:${SP}?[-–]${SP}?${AMOUNT})?${SP}?${SUFFIX_SYMBOLS}(?![\p{sc=Latin}\p{sc=Cyrillic}])${PERIOD})`,
  "gu",
);

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
  for (const m of text.matchAll(PRICE_RE)) {
    // "$1,850/month." at a sentence end: the full stop is not part of the price.
    // "…/ay." at a sentence end: the full stop is not part of the price ("kr." and "hr." keep theirs).
    const raw = m[0]
      .trim()
      .replace(/(?<=\p{L}{2,})\.$/u, (dot, at: number, whole: string) =>
        /(?:^|[\s\d/])(?:kr|hr|mo|yr|wk|std|godz|Fr|Rs|pp|min)\.$/iu.test(whole.slice(0, at + 1)) ? dot : "",
      );
    if (!/\d/.test(raw)) continue;
    const start = (m.index ?? 0) + m[0].indexOf(raw);
    out.push({ text: raw, start, end: start + raw.length, recurring: HAS_PERIOD.test(raw) });
  }
  return out;
}

export interface PricedItem {
  name: string;
  price: string;
  recurring: boolean;
}

/** Words right before a price that are part of it: "Wet rooms from £3,200" is a "from" price, not £3,200. */
const PRICE_QUALIFIER =
  /(?<![\p{L}])(?:from|starting (?:at|from)|starts at|desde|a partir de|à partir de|dès|ab|vanaf|vanaf slechts|od|från|fra|fra kun|a partire da|da|já a partir de)\s*$/iu;
/** Longest price the content schema keeps (LIMITS.price): a longer price stays in the owner's text. */
const MAX_PRICE_LENGTH = LIMITS.price;

const LEADING_JUNK =
  /^(?:[\s,;:|•·*\-–—(]+|(?:and|und|et|y|e|or|plus|also|then|with|our|the|a|an|for|at|is|are|costs?|from|just|only|price[sd]?|prices are|priced at|menu:?|services:?|we (?:offer|sell|have|do)|offering)\b\s*)+/iu;
const TRAILING_JUNK = /(?:[\s,;:|•·\-–—(=]+|\b(?:is|are|costs?|for|at|from|only|just|@|à|por|a|für|zu|em|por|de)\s*)+$/iu;

/**
 * Items named by the words right before each price, within the same clause. Returns nothing for a
 * price whose name would be empty or a whole sentence (then the price stays in the owner's text).
 */
/** Where the words that belong to a price end: the end of its clause. */
const CLAUSE_END = /,(?!\d)|;|\n|、|。|，|；|•|·|\||\s[-–—]\s|[.!?](?=\s+[^\p{Ll}]|\s*$)/u;
/** The longest tail of words kept with a price ("a loaf", "inkl. moms före ROT-avdrag"). */
const MAX_TAIL_WORDS = 5;

/**
 * The owner's words right after a price, to the end of its clause ("£4.20 a loaf", "75 € TTC",
 * "¥3,800〜"): part of the price. `null` when the clause goes on too long to tell (the price is then
 * only suggested), "" when nothing follows.
 */
function priceTail(text: string, end: number, nextStart: number): string | null {
  const rest = text.slice(end, nextStart);
  const m = CLAUSE_END.exec(rest);
  const cut = m ? m.index : rest.length;
  // Another price in the same clause: the words between belong to the next item, not this price.
  if (!m && nextStart < text.length) return "";
  const tail = rest.slice(0, cut).replace(/\s+$/u, "");
  if (!tail.trim()) return "";
  const words = tail.trim().split(/\s+/u).length;
  const cjk = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u.test(tail);
  if (cjk) {
    // "¥3,800〜", "33,000円（税込）〜": marks that belong to the price; "です" is the sentence, not the price.
    const marks = /^(?:[〜～]|（[^）]{1,8}）|\([^)]{1,8}\))*/u.exec(tail)?.[0] ?? "";
    const rest = tail.slice(marks.length);
    return !rest || /^(?:です|でした|となります|になります|にて|より)/u.test(rest) ? marks : null;
  }
  if ((cjk ? tail.length > 12 : words > MAX_TAIL_WORDS || tail.length > 40) || /[$€£¥￥₹]\s?\d|\d\s?(?:€|円|zł|Kč|kr)/u.test(tail)) return null;
  return tail;
}

export function findPricedItems(text: string, unsure: string[] = []): PricedItem[] {
  const prices = findPrices(text);
  const items: PricedItem[] = [];
  let cursor = 0;
  for (const [i, p] of prices.entries()) {
    const tail = priceTail(text, p.end, prices[i + 1]?.start ?? text.length);
    if (tail === null) {
      // The price has more words after it than we can tell apart: it stays in the prose and the owner is asked.
      unsure.push(p.text);
      cursor = p.end;
      continue;
    }
    const whole = { ...p, text: p.text + tail, end: p.end + tail.length, recurring: p.recurring || HAS_PERIOD.test(tail) };
    // An item's name is a few words: 200 characters back is more than any (and keeps this linear).
    const before = text.slice(Math.max(cursor, p.start - 200), p.start);
    // The clause: after the last separator (comma, semicolon, line break, bullet, sentence end).
    const clause = before.split(/[,;\n•·|、。，；：]|(?<=[.!?])\s|\s[-–—]\s(?=\S*\s*$)|:\s(?=[^:]*$)/u).pop() ?? "";
    // A qualifier typed before the price stays with it, exactly as typed ("from £3,200").
    const qualifier = PRICE_QUALIFIER.exec(clause);
    const name = (qualifier ? clause.slice(0, qualifier.index) : clause).replace(LEADING_JUNK, "").replace(TRAILING_JUNK, "").trim();
    cursor = whole.end;
    const words = name.split(/\s+/).filter(Boolean).length;
    if (!name || !/\p{L}/u.test(name) || words > 7 || name.length > 60) continue;
    // "Free shipping over $50", "orders under $20": a condition, not an item; it stays whole in the owner's text.
    if (/\b(?:over|under|above|below|from|min(?:imum)?|max(?:imum)?|up to|more than|less than|at least|starting at|desde|dès|ab|a partir de)$/iu.test(name))
      continue;
    const price = qualifier ? text.slice(p.start - (clause.length - qualifier.index), whole.end) : whole.text;
    if (price.length > MAX_PRICE_LENGTH) continue;
    items.push({ name, price, recurring: whole.recurring });
  }
  return items;
}

/** Whether a price as typed already says its currency. */
export function hasCurrency(price: string): boolean {
  return new RegExp(`${SYMBOLS}|${SUFFIX_SYMBOLS}|[A-Z]{3}`, "u").test(price);
}

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
