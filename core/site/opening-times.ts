import type { WeekDay } from "../intake";
import type { FactHours } from "./schema";

/**
 * Opening hours as a calendar can use them: 24-hour "HH:MM" spans read from the times the owner typed
 * ("7am-7pm", "8:00–16:00", "9h30-18h", "٨:٠٠ - ١٦:٠٠", "午前9時〜午後6時", "8-12, 14-18"). The typed
 * string stays the fact shown on the page; these spans are derived from it for the booking form's
 * checks and the page's structured data. A time that cannot be read for certain gives no span, never a guess
 * at the hour: callers treat such a row as "hours unknown".
 */
export interface TimeSpan {
  /** "HH:MM", 24-hour. */
  opens: string;
  /** "HH:MM", 24-hour; at or before `opens` when the span runs past midnight ("18:00"-"02:00"). */
  closes: string;
}

export interface OpeningRule extends TimeSpan {
  days: WeekDay[];
  validFrom?: string;
  validThrough?: string;
  /** What the hours are for, when the owner gave more than one set. */
  for?: string;
}

/** Zeros of the decimal digit runs owners write times in (Unicode Nd runs are 0-9 in order). */
const DIGIT_ZEROS = [0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xe50, 0xed0, 0xf20, 0x1040, 0x17e0, 0x1810, 0xff10];

/** Any script's decimal digits as ASCII digits; everything else unchanged. */
const OTHER_DIGIT = /(?![0-9])\p{Nd}/u;
const OTHER_DIGITS = /(?![0-9])\p{Nd}/gu;
export function asciiDigits(text: string): string {
  if (!OTHER_DIGIT.test(text)) return text;
  return text.replace(OTHER_DIGITS, (d) => {
    const cp = d.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((z) => cp >= z && cp <= z + 9);
    return zero === undefined ? d : String(cp - zero);
  });
}

type Half = "am" | "pm" | "noon" | "midnight";

/**
 * Morning and afternoon words of each script, before or after the time as each locale writes them:
 * CLDR's (through Intl: "π.μ."/"μ.μ.", "ق.ظ."/"ب.ظ.", "上午"/"下午", "오전"/"오후", "дп"/"пп") and the
 * everyday ones owners type that CLDR does not give ("صباحًا", "शाम", "सुबह").
 */
const TYPED_AM_BEFORE = ["午前", "上午", "早上", "오전", "सुबह", "صبح"];
const TYPED_PM_BEFORE = ["午後", "下午", "晚上", "오후", "दोपहर", "शाम", "रात", "عصر", "ظهر", "شب", "مساء", "مساءً"];
const TYPED_AM_AFTER = ["ص", "صباحا", "صباحًا", "सुबह"];
const TYPED_PM_AFTER = ["م", "مساء", "مساءً", "शाम"];
const PERIOD_LOCALES = [
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
  "kn",
  "ml",
  "ne",
  "si",
  "th",
  "ko",
  "zh",
  "el",
  "ru",
  "uk",
  "bg",
  "sr",
  "vi",
  "ka",
  "hy",
  "am",
  "my",
  "km",
  "tr",
  "id",
];
const periods = { amBefore: new Set(TYPED_AM_BEFORE), pmBefore: new Set(TYPED_PM_BEFORE), amAfter: new Set(TYPED_AM_AFTER), pmAfter: new Set(TYPED_PM_AFTER) };
try {
  for (const locale of PERIOD_LOCALES) {
    const clock = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "UTC" });
    for (const [h, am] of [
      [9, true],
      [17, false],
    ] as const) {
      const parts = clock.formatToParts(new Date(Date.UTC(2024, 0, 1, h)));
      const at = parts.findIndex((x) => x.type === "dayPeriod");
      const word = parts[at]?.value.trim();
      if (!word || /^[ap]\.?\s?m\.?$/iu.test(word)) continue;
      const before = at < parts.findIndex((x) => x.type === "hour");
      (am ? (before ? periods.amBefore : periods.amAfter) : before ? periods.pmBefore : periods.pmAfter).add(word);
    }
  }
} catch {
  // No Intl data: the typed words above still read.
}
/**
 * CLDR's words for parts of the day ("pagi", "petang", "সকাল", "शाम", "ng hapon", "아침"), through Intl's
 * `dayPeriod`, each with the hours it covers in its locale and whether the locale writes it before or after
 * the hour: "5.30 petang" is 17:30 because "petang" covers 14:00-19:00. A word two locales give different
 * hours is left out (not sure), as is one that is also a plain am/pm word above.
 */
export interface DayPeriodWord {
  word: string;
  /** The first hour it covers and the hour after its last (may pass midnight: from 19 to 24). */
  from: number;
  to: number;
  before: boolean;
}
const DAY_PERIOD_LOCALES = [...PERIOD_LOCALES, "ms", "tl", "ne", "pa"];
export const DAY_PERIOD_WORDS: readonly DayPeriodWord[] = (() => {
  const found = new Map<string, DayPeriodWord | null>();
  try {
    for (const locale of DAY_PERIOD_LOCALES) {
      for (const style of ["narrow", "short", "long"] as const) {
        const fmt = new Intl.DateTimeFormat(locale, { hour: "numeric", dayPeriod: style, timeZone: "UTC" });
        const hours: Array<{ word: string; hour: number; before: boolean }> = [];
        for (let h = 0; h < 24; h++) {
          const parts = fmt.formatToParts(new Date(Date.UTC(2024, 0, 1, h)));
          const at = parts.findIndex((x) => x.type === "dayPeriod");
          const word = parts[at]?.value.trim().toLocaleLowerCase(locale);
          if (word) hours.push({ word, hour: h, before: at < parts.findIndex((x) => x.type === "hour") });
        }
        for (const { word, before } of hours) {
          // Letters only, two at least ("ص" and "م" are the am/pm words above).
          if (word.length < 2 || !/^[\p{L}\p{M}]+(?:[ -][\p{L}\p{M}]+)?\.?$/u.test(word)) continue;
          const covered = hours.filter((x) => x.word === word).map((x) => x.hour);
          const from = covered[0] as number;
          const to = (covered[covered.length - 1] as number) + 1;
          // One run of hours only (a word covering 0-1 and 19-24 is read as no span).
          if (to - from !== covered.length) {
            found.set(word, null);
            continue;
          }
          const seen = found.get(word);
          if (seen === undefined) found.set(word, { word, from, to, before });
          // Two widths or locales giving overlapping hours ("pagi" 0-12 and 1-12): their union; hours apart: not sure.
          else if (seen && (from > seen.to || to < seen.from)) found.set(word, null);
          else if (seen) found.set(word, { ...seen, from: Math.min(from, seen.from), to: Math.max(to, seen.to) });
        }
      }
    }
  } catch {
    // No Intl day periods: the am/pm words above still read.
  }
  const plain = new Set([...periods.amBefore, ...periods.pmBefore, ...periods.amAfter, ...periods.pmAfter].map((w) => w.toLocaleLowerCase()));
  return [...found.values()].filter((w): w is DayPeriodWord => !!w && !plain.has(w.word));
})();
/**
 * The hour (0-23) a 12-hour clock time names in (or within two hours of) a part of the day, or undefined
 * when neither reading is, or both are; twelve o'clock only when the part holds noon ("12 ng umaga" may be noon or midnight as owners write it).
 */
function hourIn(hour: number, period: DayPeriodWord): number | undefined {
  if (hour === 12) return period.from <= 12 && period.to > 12 ? 12 : undefined;
  const h12 = hour % 12;
  // Owners stretch a part of the day by an hour or two ("شام 5", five in the evening, where CLDR's evening starts at 6).
  const away = (h: number) => (h < period.from ? period.from - h : h >= period.to ? h - period.to + 1 : 0);
  const [a, b] = [away(h12), away(h12 + 12)];
  if (a === b || Math.min(a, b) > 2) return undefined;
  return a < b ? h12 : h12 + 12;
}

const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alt = (set: Set<string>) =>
  [...set]
    .sort((a, b) => b.length - a.length)
    .map(esc)
    .join("|");
const BEFORE_AM = new RegExp(`(?:${alt(periods.amBefore)})\\s*$`, "u");
const BEFORE_PM = new RegExp(`(?:${alt(periods.pmBefore)})\\s*$`, "u");
const AFTER_AM = new RegExp(`^\\s*(?:a\\.?\\s?m\\.?|${alt(periods.amAfter)})(?![\\p{L}])`, "iu");
const AFTER_PM = new RegExp(`^\\s*(?:p\\.?\\s?m\\.?|${alt(periods.pmAfter)})(?![\\p{L}])`, "iu");

// Owners put the word on either side of the time, whatever the locale's own pattern ("সকাল ১১টা", "8.30 pagi").
const PERIOD_ALT = alt(new Set(DAY_PERIOD_WORDS.map((w) => w.word)));
const PERIOD_AFTER = new RegExp(`^(?:টা|টায়|বজে|बजे)?\\s*(${PERIOD_ALT})(?![\\p{L}\\p{M}])`, "iu");
const PERIOD_BEFORE = new RegExp(`(?<![\\p{L}\\p{M}])(${PERIOD_ALT})\\s*$`, "iu");
const periodNamed = (word: string) => DAY_PERIOD_WORDS.find((w) => w.word === word.toLocaleLowerCase());

/** The half-of-day words themselves, left out when reading what joins two times. */
const HALF_WORDS = new RegExp(
  `(?<![\\p{L}])(?:[ap]\\.?\\s?m\\.?|${alt(new Set([...periods.amAfter, ...periods.pmAfter, ...DAY_PERIOD_WORDS.map((w) => w.word)]))})(?![\\p{L}\\p{M}])|${alt(new Set([...periods.amBefore, ...periods.pmBefore]))}|টা|টায়|বজে|बजे`,
  "giu",
);

/**
 * One clock time: "9", "9:30", "9.30", "9h30", "9h", "9時", "9시 30분", "noon", "midnight". The number
 * may not touch another digit or a letter run that makes it something else (a price, a date).
 */
const TIME_RE =
  /(?<![\d.,:/])(?:(noon|midday|midnight|mediod[ií]a|midi|mittag|middag|meio-dia|mezzogiorno)|(\d{1,2})(?:(?:[:.：]|h|H|時|시\s*)(\d{2})[分분]?|h|H|時|시|uur|Uhr|น\.)?)(?![\d/])(?![.,:]\d)/gu;

interface ClockTime {
  hour: number;
  minute: number;
  half?: Half;
  /** Written with two hour digits or past 12: a 24-hour time. */
  fullDay: boolean;
  /** Placed by a part of the day ("petang"). */
  period?: boolean;
  end: number;
  start: number;
}

function clockTimes(text: string): ClockTime[] {
  const out: ClockTime[] = [];
  for (const m of text.matchAll(TIME_RE)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const before = text.slice(Math.max(0, start - 8), start);
    const after = text.slice(end, end + 8);
    if (m[1]) {
      const word = m[1].toLowerCase();
      out.push({ hour: 12, minute: 0, half: word === "midnight" ? "midnight" : "noon", fullDay: false, start, end });
      continue;
    }
    const hour = Number(m[2]);
    const minute = m[3] ? Number(m[3]) : 0;
    if (hour > 24 || minute > 59) return [];
    const half: Half | undefined = AFTER_AM.test(after) || BEFORE_AM.test(before) ? "am" : AFTER_PM.test(after) || BEFORE_PM.test(before) ? "pm" : undefined;
    const fullDay = hour > 12 || hour === 0 || /^0\d/.test(m[2] ?? "");
    // "5.30 petang", "সকাল ১১": a part of the day from CLDR places a 12-hour time; one it cannot be in is unread.
    const named = half || fullDay ? null : (PERIOD_AFTER.exec(text.slice(end, end + 24)) ?? null);
    const namedBefore = half || fullDay || named ? null : PERIOD_BEFORE.exec(text.slice(Math.max(0, start - 24), start));
    const period = named ? periodNamed(named[1] as string) : namedBefore ? periodNamed(namedBefore[1] as string) : undefined;
    if (period) {
      const h = hourIn(hour, period);
      if (h === undefined) return [];
      out.push({ hour: h, minute, fullDay: true, period: true, start, end });
      continue;
    }
    out.push({ hour, minute, half, fullDay, start, end });
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, "0");
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

function minutesOf(t: ClockTime, half: Half | undefined): number {
  if (t.half === "noon") return 12 * 60;
  if (t.half === "midnight") return 0;
  if (t.fullDay || !half) return (t.hour % 24) * 60 + t.minute;
  const h12 = t.hour % 12;
  return (half === "pm" ? h12 + 12 : h12) * 60 + t.minute;
}

/** Between the two times of one span: a dash, a tilde, or a word such as "to", "bis", "até", "تا", "से". */
const SPAN_JOINER =
  /^\s*(?:[-–—~〜～－]|to|till|until|thru|through|a|à|au|bis|tot|till|til|fino alle|alle|até|as|às|a las|hasta|do|–|до|по|ως|έως|-ig|ila|hadi|hingga|sampai|đến|tới|kadar|до|تا|إلى|الى|حتى|עד|से|तक|থেকে|வரை|ถึง|から|至|到|부터|~)\s*(?:(?:à|a las|às|las|le|um|la|alle|ore|kl\.?)\s*)?$/iu;

/**
 * The 24-hour spans of a typed time, or null when any part of it cannot be read for certain.
 * Times without am/pm: 24-hour when either is written past 12 or with a leading zero; otherwise
 * "8-6" (closing before opening on a 12-hour clock) is read as 8:00-18:00, the only reading that
 * makes it a day's hours.
 */
export function timeSpans(typed: string | undefined): TimeSpan[] | null {
  if (!typed) return null;
  const text = asciiDigits(typed);
  const times = clockTimes(text);
  if (times.length < 2 || times.length % 2 !== 0) return null;
  const spans: TimeSpan[] = [];
  for (let i = 0; i < times.length; i += 2) {
    let [a, b] = [times[i], times[i + 1]] as [ClockTime, ClockTime];
    // "1-5 ng hapon", "6 - 11 malam", "شام 5 - 9": a part of the day on one end places the other end's 12-hour time beside it.
    if (a.period !== b.period && !(a.period ? b : a).fullDay && !(a.period ? b : a).half) {
      const placed = a.period ? a : b;
      const other = a.period ? b : a;
      const at = placed.hour * 60 + placed.minute;
      const readings = [other.hour % 12, (other.hour % 12) + 12].filter((h) => (a.period ? h * 60 + other.minute > at : h * 60 + other.minute < at));
      if (!readings.length) return null;
      const hour = a.period ? Math.min(...readings) : Math.max(...readings);
      const moved = { ...other, hour, fullDay: true, period: true };
      if (a.period) b = moved;
      else a = moved;
    }
    const between = text.slice(a.end, b.start).replace(HALF_WORDS, "");
    if (!SPAN_JOINER.test(between)) return null;
    let opens: number;
    let closes: number;
    if (a.fullDay || b.fullDay || a.half === "noon" || a.half === "midnight" || b.half === "noon" || b.half === "midnight") {
      opens = minutesOf(a, a.half);
      closes = minutesOf(b, b.half);
      if (b.half === "midnight") closes = 24 * 60;
      // A part of the day that puts the closing before the opening ("9-12 ng umaga" read as 9 to midnight): not sure.
      if ((a.period || b.period) && closes <= opens) return null;
    } else if (a.half || b.half) {
      const closeHalf = b.half ?? a.half;
      closes = minutesOf(b, closeHalf);
      // "4:30-6:30 pm": the opening shares the closing's half when it comes before it on the same clock face.
      const openHalf = a.half ?? (a.hour % 12 <= b.hour % 12 ? closeHalf : "am");
      opens = minutesOf(a, openHalf);
    } else {
      opens = minutesOf(a, undefined);
      closes = minutesOf(b, undefined);
      if (closes <= opens && closes + 12 * 60 > opens) closes += 12 * 60;
    }
    if (closes === opens) return null;
    spans.push({ opens: hhmm(opens), closes: closes === 24 * 60 ? "24:00" : hhmm(closes) });
  }
  return spans;
}

/** Every readable row of the owner's hours as rules: days with their spans (closed rows and unreadable times left out). */
export function openingRules(hours: readonly FactHours[]): OpeningRule[] {
  const rules: OpeningRule[] = [];
  for (const row of hours) {
    if (row.closed || row.days.length === 0) continue;
    const spans = timeSpans(row.time);
    if (!spans) continue;
    for (const span of spans)
      rules.push({
        days: [...row.days],
        ...span,
        ...(row.validFrom ? { validFrom: row.validFrom } : {}),
        ...(row.validThrough ? { validThrough: row.validThrough } : {}),
        ...(row.for ? { for: row.for } : {}),
      });
  }
  return rules;
}

/** Minutes after midnight of an "HH:MM" string. */
export function minuteOfDay(hhmmText: string): number {
  const [h, m] = hhmmText.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
