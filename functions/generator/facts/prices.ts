/**
 * Prices in free text, kept exactly as typed: "$14", "£14.50", "€ 9,90", "12,50 €", "¥1,200", "1200円",
 * "R$ 45", "CHF 30", "USD 20", "$1,250/month" (one price, never split at its comma), "Starter $9/mo".
 * A price list ("pho tai $14, bun cha $15") gives one item per price, named by the words before it.
 */

const SYMBOLS = String.raw`(?:US\$|A\$|AU\$|C\$|CA\$|NZ\$|HK\$|S\$|R\$|MX\$|\$|£|€|¥|￥|₹|₩|₫|₱|₺|₪|₦|₽|zł|Kč|kr|CHF|Fr\.|USD|EUR|GBP|JPY|AUD|CAD|INR|BRL|MXN|CHF|SEK|NOK|DKK)`;
const AMOUNT = String.raw`(?:\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?:k\b)?`;
const PERIOD = String.raw`(?:\s*(?:\/|per\s+|a\s+|por\s+|par\s+|pro\s+|\/\s*)(?:mo(?:nth)?s?|yr|year|annum|week|wk|hr|hour|h|day|session|class|lesson|person|persona|pessoa|personne|pp|head|visit|user|seat|seat\/mo|mes|mois|monat|mês|hora|heure|stunde|año|an|jahr|ano|night|night)\b\.?|\s*月額|\s*\/月)?`;
const SUFFIX_SYMBOLS = String.raw`(?:€|£|\$|円|kr|zł|Kč|CHF|EUR|USD|GBP|JPY|₫|₩|元)`;

/** Symbol first ("$1,250/month", "R$ 45") or amount first ("12,50 €", "1200円", "30 CHF"). */
export const PRICE_RE = new RegExp(
  String.raw`(?:(?<![\p{L}\d])${SYMBOLS}\s?${AMOUNT}(?:\s?[-–]\s?${SYMBOLS}?\s?${AMOUNT})?${PERIOD})|(?:(?<![\p{L}\d.,])${AMOUNT}\s?${SUFFIX_SYMBOLS}(?![\p{L}])${PERIOD})`,
  "gu",
);

const HAS_PERIOD = /(?:\/|per\s|a\s|por\s|par\s|pro\s)\s*(?:mo|month|yr|year|annum|week|wk|mes|mois|monat|mês|año|an\b|jahr|ano|user|seat)|月額|\/月/i;

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
    const raw = m[0].trim().replace(/(?<=\p{L}{3,})\.$/u, "");
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
const PRICE_QUALIFIER = /(?<![\p{L}])(?:from|starting (?:at|from)|starts at|desde|a partir de|à partir de|dès|ab)\s*$/iu;
/** Longest price the content schema keeps (LIMITS.price): a longer qualified price keeps its plain form in the owner's text. */
const MAX_PRICE_LENGTH = 30;

const LEADING_JUNK = /^(?:[\s,;:|•·*\-–—(]+|(?:and|und|et|y|e|or|plus|also|then|with|our|the|a|an|for|at|is|are|costs?|from|just|only|price[sd]?|prices are|priced at|menu:?|services:?|we (?:offer|sell|have|do)|offering)\b\s*)+/iu;
const TRAILING_JUNK = /(?:[\s,;:|•·\-–—(=]+|\b(?:is|are|costs?|for|at|from|only|just|@|à|por|a|für|zu|em|por|de)\s*)+$/iu;

/**
 * Items named by the words right before each price, within the same clause. Returns nothing for a
 * price whose name would be empty or a whole sentence (then the price stays in the owner's text).
 */
export function findPricedItems(text: string): PricedItem[] {
  const prices = findPrices(text);
  const items: PricedItem[] = [];
  let cursor = 0;
  for (const p of prices) {
    const before = text.slice(cursor, p.start);
    // The clause: after the last separator (comma, semicolon, line break, bullet, sentence end).
    const clause = before.split(/[,;\n•·|、。，；：]|(?<=[.!?])\s|\s[-–—]\s(?=\S*\s*$)|:\s(?=[^:]*$)/u).pop() ?? "";
    // A qualifier typed before the price stays with it, exactly as typed ("from £3,200").
    const qualifier = PRICE_QUALIFIER.exec(clause);
    const name = (qualifier ? clause.slice(0, qualifier.index) : clause).replace(LEADING_JUNK, "").replace(TRAILING_JUNK, "").trim();
    cursor = p.end;
    const words = name.split(/\s+/).filter(Boolean).length;
    if (!name || !/\p{L}/u.test(name) || words > 7 || name.length > 60) continue;
    // "Free shipping over $50", "orders under $20": a condition, not an item; it stays whole in the owner's text.
    if (/\b(?:over|under|above|below|from|min(?:imum)?|max(?:imum)?|up to|more than|less than|at least|starting at|desde|dès|ab|a partir de)$/iu.test(name)) continue;
    const price = qualifier ? text.slice(p.start - (clause.length - qualifier.index), p.end) : p.text;
    if (price.length > MAX_PRICE_LENGTH) continue;
    items.push({ name, price, recurring: p.recurring });
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
