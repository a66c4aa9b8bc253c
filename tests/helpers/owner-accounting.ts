/**
 * Is everything the owner typed somewhere? Scores a generated site against the owner's text, without
 * trusting the generator's own accounting for what is on the page:
 * - a sentence that is not a request, an instruction about the site or an aside is "on the page" when
 *   every word and number of it is in the page's visible text (words cut by `Intl.Segmenter`, so Thai
 *   and CJK count too; case and digits' script folded);
 * - "Not built yet" entries that hold a typed fact;
 * - hours rows with their days and 24-hour span, priced items with their item and amount.
 * Also builds a corpus of hours and price lists per locale from CLDR (`Intl`): day names, times, date
 * ranges, list joiners and currency forms of each locale, right-to-left and South Asian ones included,
 * so what is expected is known by construction.
 */
import { LABEL_WORDS, PHONE_LABEL } from "../../core/brief/facts/contact";
import { CLOSED_WORDS } from "../../core/brief/facts/hours";
import { stringsFor } from "../../core/site/i18n";
import { SITE_LANGUAGES, type WeekDay } from "../../core/intake";
import { asciiDigits, timeSpans } from "../../core/site/opening-times";
import { visibleText } from "./corpus";

export interface HoursDaysExpect {
  text: string;
  days: WeekDay[];
  opens: string;
  closes: string;
}
export interface PriceItemExpect {
  text: string;
  item: string;
  amount: string | number;
  currency?: string;
}
export interface RequestExpect {
  kind: string;
  text: string;
}

interface SiteLike {
  html: string;
  unbuilt: string[];
  content: { facts: SlotFacts; sections: Array<Record<string, unknown>> };
  sentences: Array<{ text: string; source: string; to: string[] }>;
  suggestions?: Array<{ kind: string; value: string; item?: string }>;
  honoured?: string[];
}

interface SlotFacts {
  hours: Array<{ days: WeekDay[]; time?: string; label?: string; closed?: boolean; for?: string; season?: string; note?: string }>;
  phones?: string[];
  emails?: string[];
  places?: string[];
  address?: string;
  city?: string;
  meetingPoint?: string;
  hoursNote?: string;
  since?: string;
  team?: Array<{ name: string }>;
  social?: Array<{ url: string }>;
}

// A full-width comma never groups digits ("0123，139 8055" is two numbers): it becomes ", " before NFKC makes it ",".
const fold = (s: string) =>
  asciiDigits(s.replace(/\uff0c/gu, ", ").normalize("NFKC"))
    .toLocaleLowerCase()
    .replace(/[\u200b-\u200f\u061c\u00ad\u2060\ufeff]/g, "");

const SEGMENTER = new Intl.Segmenter("und", { granularity: "word" });
/** The words and numbers of a text (word-like segments), folded. */
export function wordsOf(text: string): string[] {
  const out: string[] = [];
  for (const s of SEGMENTER.segment(fold(text))) if (s.isWordLike && /[\p{L}\p{N}]/u.test(s.segment)) out.push(s.segment);
  return out;
}

/** Places that are not the page: a request listed back or built, an instruction about the site, an aside. */
const OFF_PAGE = new Set(["unbuilt", "section", "instruction", "aside"]);

/**
 * Ways to reach the owner other than a call (WhatsApp, SMS, fax, Viber, LINE, Telegram, Messenger): never the
 * label of a phone slot. "WhatsApp +56 9 8765 4321" shown as a bare phone loses that visitors can message it.
 */
const CHANNEL = /^(?:whatsapp|wa|sms|text|fax|viber|line|telegram|messenger|wechat|kakaotalk|signal|imessage|واتساب|واتس|וואטסאפ|ווטסאפ)$/u;

/** The words each site locale joins a list with ("und", "or", "eller", "و"), from CLDR through Intl.ListFormat. */
const LIST_WORDS: ReadonlySet<string> = new Set(
  SITE_LANGUAGES.flatMap((l) =>
    (["conjunction", "disjunction"] as const).flatMap((type) => {
      try {
        return wordsOf(new Intl.ListFormat(l, { type }).format(["1", "2", "3"]).replace(/\d/gu, " "));
      } catch {
        return [];
      }
    }),
  ),
);

/** The page's own words for its fact slots in every site language ("Opening hours", "営業時間", "Produits", "Telefon"). */
const SLOT_LABELS: ReadonlySet<string> = new Set(
  SITE_LANGUAGES.flatMap((l) => {
    const t = stringsFor(l);
    const names = [t.headings.hours, t.headings.pricing, t.headings.timetable, t.headings.area, t.headings.contact, ...Object.values(t.headings.offerings)];
    names.push(t.labels.phone, t.labels.email, t.labels.address, t.labels.meetingPoint, t.labels.hours);
    return names.flatMap(wordsOf);
  }),
);
/** A word the facts parsers read as the label of a fact ("Tel", "Tlf", "mobil", "GSM", "Preise", "horario"), or a slot's own label. */
const isLabelWord = (w: string) =>
  (LABEL_WORDS.has(w) || LABEL_WORDS.has(`${w}.`) || PHONE_LABEL.exec(w)?.index === 0 || SLOT_LABELS.has(w)) && !CHANNEL.test(w);
/** A negation is never part of a label ("no calls after 8pm 087 …" says something). */
const NEGATION = /^(?:no|not|non|nie|ne|nu|nem|ei|ej|ikke|inte|nej|kein|nicht|niet|geen|não|nao|sin|sans|без|не|нет|לא|لا|না|नहीं|नही|ไม่|不|沒|没|無|안|못)$/u;
/** A joining word of three letters or fewer inside a label ("contact by email", "Kontakt per E-Mail", "料金と営業時間"). */
const isShortWord = (w: string) => [...w].length <= 3 && !/\d/u.test(w) && !NEGATION.test(w) && !CHANNEL.test(w);
const CLOSED_WORD = new RegExp(`^(?:${CLOSED_WORDS})$`, "iu");

/** The strings the page shows in its fact slots: phones, emails, the address, hours rows, priced items, places, team, profiles. */
export function slotValues(site: Pick<SiteLike, "content">): string[] {
  const f = site.content.facts;
  const out: string[] = [...(f.phones ?? []), ...(f.emails ?? []), ...(f.places ?? []), ...(f.team ?? []).map((p) => p.name)];
  for (const x of f.social ?? []) out.push(x.url, x.url.replace(/^https?:\/\/(?:www\.)?/u, ""));
  for (const x of [f.address, f.city, f.meetingPoint, f.hoursNote, f.since]) if (x) out.push(x);
  for (const h of f.hours) for (const x of [h.time, h.label, h.for, h.season, h.note]) if (x) out.push(x);
  for (const it of itemsOf(site as SiteLike, true)) out.push(it.name, ...(it.price ? [it.price] : []), ...(it.note ? [it.note] : []));
  return [...new Set(out.map(fold).map((x) => x.trim()))].filter((x) => x.length >= 2).sort((a, b) => b.length - a.length);
}

/**
 * Whether a sentence whose words are not all visible is a fact line placed in its slots: it holds at least one
 * slot value the page shows, and every word of it the page does not show is the label of those slots:
 * - a heading of one or two words before a colon that opens the sentence ("Cennik:", "ठेगाना:", "Reservas:"),
 * - a word the facts parsers read as a fact's label ("Tel", "Tlf", "mobil", "GSM"), or the page's own label of
 *   a slot in any site language ("Produits", "営業時間"), or a joining word of three letters or fewer ("by",
 *   "per", "と"; never a negation), right before a slot value (only such words and list words between),
 * - a closed-day word ("Ruhetag") beside a day of the hours when the hours show a closed row,
 * - a list word of a site locale ("und", "or", "eller") between two slot values, or opening the sentence
 *   (it joins the clause to the one before: "🙏 and hours 7am-1pm Thu-Sun").
 * Never a way to reach them other than a call (WhatsApp, SMS), a digit, or any other word: "Termine nur
 * telefonisch 040 3344556" says how to book, and counts as lost when the page shows only the number.
 */
export function placedInSlots(sentence: string, values: readonly string[], visible: (w: string) => boolean, closedRow = false): boolean {
  const text = fold(sentence);
  // Character ranges of the slot values found in the sentence (longest first, no overlaps).
  const taken: Array<[number, number]> = [];
  for (const v of values) {
    if (!wordsOf(v).every(visible)) continue;
    for (let i = text.indexOf(v); i >= 0; i = text.indexOf(v, i + v.length)) {
      if (taken.some(([a, b]) => i < b && i + v.length > a)) continue;
      taken.push([i, i + v.length]);
    }
  }
  if (taken.length === 0) return false;
  const inValue = (i: number) => taken.some(([a, b]) => i >= a && i < b);
  const tokens = [...SEGMENTER.segment(text)].filter((s) => s.isWordLike && /[\p{L}\p{N}]/u.test(s.segment));
  const heading = /^[^\p{L}\p{N}]*[\p{L}\p{M}'’.-]+(?:\s[\p{L}\p{M}'’.-]+)?\s?[:：]/u.exec(text)?.[0].length ?? 0;
  const valueAt = (k: number) => inValue(tokens[k]?.index ?? -1);
  return tokens.every((t, k) => {
    if (inValue(t.index) || visible(t.segment)) return true;
    if (/\d/u.test(t.segment) || CHANNEL.test(t.segment)) return false;
    if (t.index < heading) return true;
    // "Montag Ruhetag": a closed-day word beside a day of the hours, when the hours show a closed row.
    if (closedRow && CLOSED_WORD.test(t.segment) && (valueAt(k - 1) || valueAt(k + 1))) return true;
    if (isLabelWord(t.segment) || isShortWord(t.segment)) {
      // At most one short word a label: "contact by email" is a label, "Ask for Tom 555 0100" says who answers.
      const isShortOnly = (w: string) => !isLabelWord(w) && !LIST_WORDS.has(w);
      let shortWords = isShortOnly(t.segment) ? 1 : 0;
      let j = k + 1;
      const inLabel = (w: string) => isLabelWord(w) || isShortWord(w) || LIST_WORDS.has(w);
      while (j < tokens.length && !valueAt(j) && inLabel(tokens[j]?.segment ?? "")) {
        if (isShortOnly(tokens[j]?.segment ?? "")) shortWords++;
        j++;
      }
      if (valueAt(j) && shortWords <= 1) return true;
    }
    // Between two values ("Call 555-0100 or email ..."), or opening the clause it joins to the one before ("… and hours 7am-1pm").
    if (LIST_WORDS.has(t.segment)) return (k === 0 || valueAt(k - 1)) && (valueAt(k + 1) || isLabelWord(tokens[k + 1]?.segment ?? ""));
    return false;
  });
}

export interface SentenceCoverage {
  total: number;
  /** Sentences on the page: every word visible, or a fact line placed in its slots (see placedInSlots). */
  onPage: number;
  /** Of those, fact lines counted by placedInSlots (their label words not repeated). */
  inSlots: number;
  /** Sentences with every number on the page (a looser count: label words may be translated). */
  numbersOnPage: number;
  lost: string[];
  /** The fact lines counted by placedInSlots, with the words the page does not repeat (for review). */
  slotted: string[];
}

/** The owner's sentences that are not requests, instructions or asides: how many are on the page. */
export function sentenceCoverage(site: SiteLike): SentenceCoverage {
  const pageWords = new Set(wordsOf(visibleText(site.html)));
  const page = fold(visibleText(site.html));
  const visible = (w: string) => pageWords.has(w) || page.includes(w);
  const values = slotValues(site).filter((v) => page.includes(v) || wordsOf(v).every(visible));
  const out: SentenceCoverage = { total: 0, onPage: 0, inSlots: 0, numbersOnPage: 0, lost: [], slotted: [] };
  for (const s of site.sentences) {
    if (s.to.length === 1 && OFF_PAGE.has(s.to[0] ?? "")) continue;
    out.total++;
    const words = wordsOf(s.text);
    const missing = words.filter((w) => !visible(w));
    if (missing.length === 0) out.onPage++;
    else if (
      placedInSlots(
        s.text,
        values,
        visible,
        site.content.facts.hours.some((h) => h.closed),
      )
    ) {
      out.onPage++;
      out.inSlots++;
      out.slotted.push(`${s.text.slice(0, 120)}  [label: ${missing.join(" ")}]`);
    } else out.lost.push(`${s.text.slice(0, 120)}  [missing: ${missing.slice(0, 6).join(" ")}]`);
    if (words.filter((w) => /\d/.test(w)).every((w) => page.includes(w))) out.numbersOnPage++;
  }
  return out;
}

/** "Not built yet" entries that hold one of these facts (typed facts the corpus knows, or what the site published). */
export function factsInUnbuilt(site: SiteLike, facts: readonly string[]): string[] {
  const squash = (s: string) => fold(s).replace(/\s+/g, " ").trim();
  const bad: string[] = [];
  for (const u of site.unbuilt) {
    const q = squash(u);
    const f = facts.find((x) => x.length >= 4 && (q.includes(squash(x)) || (squash(x).includes(q) && q.length >= 4)));
    if (f) bad.push(`"${u}" holds "${f}"`);
    // A price or a clock time in a request is a fact filed as a request.
    else if (/\d/.test(asciiDigits(u)) && /(?:\d[:.h]\d\d|[$€£¥₩₹₺₪]|\d\s*(?:%|원|zł|kr|kč|lei|ft|tl|rs))/iu.test(asciiDigits(u)))
      bad.push(`"${u}" holds a number`);
  }
  return bad;
}

/** Loose readings of the amounts in a price: "150,000원" 150000; "3.250,00 zł" 3250; "Rs. 8,000" 8000. */
export function amountsIn(price: string): number[] {
  const out: number[] = [];
  for (const m of asciiDigits(price).matchAll(/\d(?:[\d.,'’\s\u00a0\u202f]*\d)?/g)) {
    const raw = m[0];
    out.push(Number(raw.replace(/[^\d]/g, "")));
    const dec = raw.match(/^(.*)[.,](\d{1,2})$/);
    if (dec) out.push(Number(`${(dec[1] ?? "").replace(/[^\d]/g, "")}.${dec[2]}`));
  }
  return out.filter((n) => Number.isFinite(n));
}

function itemsOf(site: SiteLike, unpriced = false) {
  const out: Array<{ name: string; price?: string; note?: string }> = [];
  for (const s of site.content.sections) {
    if (s.kind === "offerings")
      for (const g of s.groups as Array<{ items: Array<{ name: string; price?: string; note?: string }> }>)
        for (const it of g.items) if (it.price || unpriced) out.push({ name: it.name, price: it.price, ...(it.note ? { note: it.note } : {}) });
    if (s.kind === "pricing") for (const t of s.tiers as Array<{ name: string; price: string }>) out.push({ name: t.name, price: t.price });
  }
  return out;
}

/** Whether a priced item is published with its item's words (no neighbour's punctuation) and its amount. */
export function priceItemPublished(site: SiteLike, e: PriceItemExpect): boolean {
  const want = wordsOf(e.item).join(" ");
  const amount = Number(asciiDigits(String(e.amount)).replace(/[^\d.]/g, ""));
  return itemsOf(site).some((it) => {
    const name = fold(it.name).trim();
    if (/^[)\]،,;:.\-–]|[([،,;:–-]$/u.test(name)) return false;
    return wordsOf(it.name).join(" ") === want && amountsIn(it.price ?? "").includes(amount);
  });
}

/** Whether an hours row has exactly these days and a span from `opens` to `closes`. */
export function hoursDaysPublished(site: SiteLike, e: HoursDaysExpect): boolean {
  const want = [...e.days].sort().join(",");
  // Open all day every day: the page shows the owner's "24/7" as the hours' note.
  if (e.opens === "00:00" && e.closes === "24:00" && e.days.length === 7 && (site.content.facts as { hoursNote?: string }).hoursNote) return true;
  return site.content.facts.hours.some(
    (h) => [...h.days].sort().join(",") === want && (timeSpans(h.time) ?? []).some((s) => s.opens === e.opens && s.closes === e.closes),
  );
}

/**
 * Days published open that the owner did not give that time: a published row's day and span where the owner's
 * rows have that span (so the row is one of theirs) but not on that day ("ערב שבת 8-12", Friday, published as
 * Saturday; "平日", weekdays, as Sunday), or have it only with no days named. The facts harness compares times.
 */
export function hoursDaysWrong(site: SiteLike, expected: readonly HoursDaysExpect[]): string[] {
  const wrong: string[] = [];
  for (const h of site.content.facts.hours) {
    for (const span of timeSpans(h.time) ?? []) {
      const same = expected.filter((e) => e.opens === span.opens && e.closes === span.closes);
      if (!same.length) continue;
      for (const day of h.days) if (!same.some((e) => e.days.includes(day))) wrong.push(`${day} ${span.opens}-${span.closes} (${h.label ?? h.days.join(",")})`);
    }
  }
  return wrong;
}

/** A request the owner made: built (its words are in a built section's place) or listed back in "Not built yet". */
export function requestAccounted(site: SiteLike, r: RequestExpect): boolean {
  const words = wordsOf(r.text);
  const inUnbuilt = site.unbuilt.some((u) => {
    const uw = wordsOf(u);
    return words.filter((w) => uw.includes(w)).length >= Math.min(2, words.length) || fold(u).includes(fold(r.text)) || fold(r.text).includes(fold(u));
  });
  if (inUnbuilt) return true;
  // Built (a section), or for another kind of ask also placed on the page (a link given, a note) or a look
  // the site follows (listed back as honoured); an instruction nobody follows is a request dropped.
  const places = r.kind === "other" ? ["section", "fact", "notes"] : ["section"];
  const same = (t: string) => fold(t).includes(fold(r.text)) || fold(r.text).includes(fold(t));
  if ((site.honoured ?? []).some(same)) return true;
  return site.sentences.some((s) => s.to.some((d) => places.includes(d)) && same(s.text));
}

// ---------------------------------------------------------------------------------------------------
// Hours and prices per locale, from CLDR through Intl.

export interface ScriptBrief {
  id: string;
  locale: string;
  name: string;
  description: string;
  hoursDays: HoursDaysExpect[];
  priceItems: PriceItemExpect[];
}

interface ScriptLocale {
  locale: string;
  currency: string;
}

/** Right-to-left, South Asian, other non-Latin and some Latin locales. */
export const SCRIPT_LOCALES: readonly ScriptLocale[] = [
  { locale: "ar-JO", currency: "JOD" },
  { locale: "ar-EG", currency: "EGP" },
  { locale: "ar-MA", currency: "MAD" },
  { locale: "he-IL", currency: "ILS" },
  { locale: "fa-IR", currency: "IRR" },
  { locale: "ur-PK", currency: "PKR" },
  { locale: "hi-IN", currency: "INR" },
  { locale: "bn-BD", currency: "BDT" },
  { locale: "ta-IN", currency: "INR" },
  { locale: "mr-IN", currency: "INR" },
  { locale: "ne-NP", currency: "NPR" },
  { locale: "th-TH", currency: "THB" },
  { locale: "ko-KR", currency: "KRW" },
  { locale: "el-GR", currency: "EUR" },
  { locale: "ru-RU", currency: "RUB" },
  { locale: "uk-UA", currency: "UAH" },
  { locale: "tr-TR", currency: "TRY" },
  { locale: "pl-PL", currency: "PLN" },
  { locale: "cs-CZ", currency: "CZK" },
  { locale: "ro-RO", currency: "RON" },
  { locale: "sv-SE", currency: "SEK" },
  { locale: "vi-VN", currency: "VND" },
  { locale: "id-ID", currency: "IDR" },
  { locale: "ja-JP", currency: "JPY" },
  { locale: "de-DE", currency: "EUR" },
  { locale: "fr-FR", currency: "EUR" },
  { locale: "es-MX", currency: "MXN" },
  { locale: "en-US", currency: "USD" },
];

const DAYS: WeekDay[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
/** 2024-01-01 was a Monday. */
const dayDate = (d: WeekDay) => new Date(Date.UTC(2024, 0, 1 + DAYS.indexOf(d), 12));
const at = (h: number, m = 0) => new Date(Date.UTC(2024, 0, 1, h, m));

export function buildScriptCorpus(): ScriptBrief[] {
  const out: ScriptBrief[] = [];
  for (const { locale, currency } of SCRIPT_LOCALES) {
    const day = (d: WeekDay) => new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(dayDate(d));
    const list = (xs: string[]) => new Intl.ListFormat(locale, { type: "conjunction" }).format(xs);
    const timeFmt = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    const range = (a: [number, number], b: [number, number]) => timeFmt.formatRange(at(...a), at(...b));
    const money = (n: number, display: "symbol" | "name" | "code" | "narrowSymbol") =>
      new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: display, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(n);
    const lang = (code: string) => new Intl.DisplayNames(locale, { type: "language" }).of(code) ?? code;
    const scale = ["IRR", "KRW", "VND", "IDR"].includes(currency)
      ? 1000
      : ["JPY", "INR", "PKR", "BDT", "NPR", "THB", "RUB", "UAH", "CZK"].includes(currency)
        ? 10
        : 1;

    // Hours: a day range, a list of days, a single day, each with the locale's own time range.
    const rangeLine = `${day("mon")}–${day("fri")} ${range([9, 0], [17, 0])}`;
    const listLine = `${list([day("sat"), day("sun")])} ${range([10, 0], [14, 30])}`;
    const hoursDays: HoursDaysExpect[] = [
      { text: rangeLine, days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "17:00" },
      { text: listLine, days: ["sat", "sun"], opens: "10:00", closes: "14:30" },
    ];
    // Prices: three language courses (names from CLDR) in one list joined by the locale's "and".
    const items: Array<[string, number, "symbol" | "name" | "code"]> = [
      [lang("en"), 25 * scale, "symbol"],
      [lang("fr"), 40 * scale, "name"],
      [lang("de"), 55 * scale, "code"],
    ];
    const priceLine = list(items.map(([item, n, d]) => `${item} ${money(n, d)}`));
    const priceItems: PriceItemExpect[] = items.map(([item, n, d]) => ({ text: `${item} ${money(n, d)}`, item, amount: n, currency }));
    const name = new Intl.DisplayNames(locale, { type: "language" }).of(locale.slice(0, 2)) ?? locale;
    out.push({
      id: `script-${locale}`,
      locale,
      name,
      description: `${name}\n${rangeLine}\n${listLine}\n${priceLine}`,
      hoursDays,
      priceItems,
    });
  }
  return out;
}
