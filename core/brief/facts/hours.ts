import { WEEK_DAYS, type SiteLanguage, type WeekDay } from "../../intake";
import { asciiDigits, DAY_PERIOD_WORDS } from "../../site/opening-times";
import { PRICE_RE } from "./prices";

/**
 * Opening hours and timetables in free text. Times and day labels are kept exactly as typed
 * ("Mon-Fri 8-6" shows "Mon-Fri" and "8-6"); parsed days only serve translation and structure.
 */

/** Day words (lowercase, no dot) in en/es/fr/de/pt, to their day; "2ª" to "6ª" are Portuguese Monday to Friday. */
const DAY_WORDS: Record<string, WeekDay> = {};
const DAY_TABLE: Record<WeekDay, string[]> = {
  mon: ["2ª", "mon", "monday", "mondays", "lun", "lunes", "lundi", "lundis", "mo", "montag", "montags", "seg", "segunda", "segunda-feira"],
  tue: ["3ª", "tu", "tue", "tues", "tuesday", "tuesdays", "mar", "martes", "mardi", "di", "dienstag", "dienstags", "ter", "terça", "terca", "terça-feira"],
  wed: [
    "4ª",
    "wed",
    "weds",
    "wednesday",
    "wednesdays",
    "mié",
    "mie",
    "miércoles",
    "miercoles",
    "mer",
    "mercredi",
    "mi",
    "mittwoch",
    "qua",
    "quarta",
    "quarta-feira",
  ],
  thu: [
    "5ª",
    "th",
    "thu",
    "thur",
    "thurs",
    "thursday",
    "thursdays",
    "jue",
    "jueves",
    "jeu",
    "jeudi",
    "do",
    "donnerstag",
    "donnerstags",
    "qui",
    "quinta",
    "quinta-feira",
  ],
  // "ערב שבת", the Sabbath's eve, is Friday (CLDR's "שבת" alone is Saturday).
  fri: ["6ª", "fri", "friday", "fridays", "vie", "viernes", "ven", "vendredi", "fr", "freitag", "freitags", "sex", "sexta", "sexta-feira", "ערב שבת"],
  sat: ["sat", "saturday", "saturdays", "sáb", "sab", "sábado", "sabado", "sábados", "sam", "samedi", "sa", "samstag", "samstags"],
  sun: ["su", "sun", "sunday", "sundays", "dom", "domingo", "domingos", "dim", "dimanche", "so", "sonntag", "sonntags"],
};
for (const [day, words] of Object.entries(DAY_TABLE) as [WeekDay, string[]][]) for (const w of words) DAY_WORDS[w] = day;

/**
 * Day names of more languages, long and short, as Intl writes them (lowercase, no dot): Italian,
 * Dutch, Polish, Swedish, Danish, Norwegian, Finnish, Czech, Turkish and others. Two-letter forms
 * that are everyday words elsewhere ("to", "on") are left out; the rest are read only capitalised.
 */
const MORE_DAY_LOCALES = ["it", "nl", "pl", "sv", "da", "nb", "fi", "cs", "sk", "tr", "ca", "ro", "hu", "hr", "sl", "et", "lv", "lt", "is", "id", "ms"];
const NOT_DAY_WORDS = new Set([
  "to",
  "on",
  "in",
  "at",
  "an",
  "so",
  "we",
  "be",
  "me",
  "no",
  "ma",
  "pt",
  "it",
  "is",
  "as",
  "or",
  "mar",
  "sob",
  "ne",
  "út",
  "po",
  "da",
  "den",
  "pe",
  "sa",
  "pa",
]);
const ADDED_SHORT = new Set<string>();
try {
  for (const locale of MORE_DAY_LOCALES) {
    for (const width of ["long", "short"] as const) {
      const fmt = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" });
      WEEK_DAYS.forEach((day, i) => {
        const word = fmt
          .format(new Date(Date.UTC(2024, 0, 1 + i)))
          .toLocaleLowerCase(locale)
          .replace(/\.$/, "");
        if (!/^\p{L}+$/u.test(word) || NOT_DAY_WORDS.has(word) || word in DAY_WORDS) return;
        DAY_WORDS[word] = day;
        if (word.length <= 3) ADDED_SHORT.add(word);
      });
    }
  }
} catch {
  // No Intl day names here: the languages above are read as before.
}
/**
 * Day names in the scripts owners type them in (Arabic, Hebrew, Persian, Urdu, Devanagari, Bengali,
 * Tamil, Thai, Hangul, Han, Greek, Cyrillic, Georgian, Armenian, Ethiopic...), long and short, from CLDR
 * through Intl; with the words each locale joins a list ("و", "और", "และ", "및") and a range ("تا")
 * with, and where it writes am/pm ("ص"/"م", "π.μ."/"μ.μ.", "上午"/"下午"). Read whatever the page's
 * language: an owner may write in a language the site has no fixed strings for.
 */
const SCRIPT_DAY_LOCALES = [
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
  "lo",
  "km",
  "my",
  "ko",
  "zh",
  "zh-Hant",
  "el",
  "ru",
  "uk",
  "bg",
  "sr",
  "mk",
  "be",
  "kk",
  "ka",
  "hy",
  "am",
  "vi",
];
const LIST_JOINS = new Set<string>();
const RANGE_JOINS = new Set<string>();
const PERIODS_BEFORE = new Set<string>();
const PERIODS_AFTER = new Set<string>();
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A joiner as CLDR spaces it: " و" (a space before, glued after), "และ" (glued), " и " (spaced). */
const joinSource = (literal: string) => {
  const core = literal.trim();
  if (!core || /^[,،、\s–-]+$/u.test(core)) return null;
  return `${/^\s/u.test(literal) ? "\\s+" : "\\s*"}${escapeRe(core)}${/\s$/u.test(literal) ? "\\s+" : "(?![׳'’])\\s*"}`;
};
try {
  // Latin-script languages' list words too ("ve", "și", "och", "dan", "và").
  for (const locale of ["en", "es", "fr", "de", "pt", ...MORE_DAY_LOCALES, "vi"]) {
    const list = new Intl.ListFormat(locale, { type: "conjunction" }).formatToParts(["A", "B"]).find((x) => x.type === "literal")?.value ?? "";
    const src = /^\s\p{L}+\s$/u.test(list) ? joinSource(list) : null;
    if (src) LIST_JOINS.add(src);
  }
  for (const locale of SCRIPT_DAY_LOCALES) {
    const forms: string[][] = [];
    for (const width of ["long", "short"] as const) {
      const fmt = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" });
      forms.push(
        WEEK_DAYS.map((_, i) =>
          fmt
            .format(new Date(Date.UTC(2024, 0, 1 + i, 12)))
            .toLocaleLowerCase(locale)
            .replace(/\.$/u, ""),
        ),
      );
    }
    // "יום ב׳": a word every day name shares goes, the rest is typed alone too ("ב׳", "ב'").
    for (const names of [...forms]) {
      const heads = names.map((n) => n.split(" ")[0]);
      // (Kept in week order: a day without the shared word stays in its place, so "א׳" is Sunday, not Saturday.)
      if (heads.filter((h) => h === heads[0] && names.some((n) => n.startsWith(`${h} `))).length >= 5)
        forms.push(names.map((n) => (n.startsWith(`${heads[0]} `) ? n.slice((heads[0] as string).length + 1) : "")));
    }
    for (const names of forms)
      names.forEach((raw, i) => {
        const day = WEEK_DAYS[i] as WeekDay;
        // Persian writes "سه‌شنبه" with a zero-width non-joiner; owners type it with a space or nothing.
        for (const word of new Set([raw, raw.replace(/\u200c/gu, ""), raw.replace(/\u200c/gu, " "), raw.replace(/׳/gu, "'")])) {
          if (word.length < 2 || !/^[\p{L}\p{M}][\p{L}\p{M}\u200c׳'ʼ’]*(?: [\p{L}\p{M}\d׳'ʼ’]+)?$/u.test(word)) continue;
          // A shared word stripped from a Latin name ("thứ hai" -> "hai") would be a common word: not alone.
          if (/^\p{sc=Latin}/u.test(word) && !raw.includes(" ") && names !== forms[0] && names !== forms[1]) continue;
          if (/^\p{sc=Latin}/u.test(word) && !word.includes(" ")) continue; // Latin words of these locales: only the two-word ones ("thứ hai")
          if (DAY_WORDS[word] && DAY_WORDS[word] !== day) continue;
          DAY_WORDS[word] = day;
        }
      });
    const list = new Intl.ListFormat(locale, { type: "conjunction" }).formatToParts(["A", "B"]).find((x) => x.type === "literal")?.value ?? "";
    for (const lit of [list, list.replace(/-$/u, "")]) {
      const src = joinSource(lit);
      if (src) LIST_JOINS.add(src);
    }
    const range = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" })
      .formatRangeToParts(new Date(Date.UTC(2024, 0, 1, 12)), new Date(Date.UTC(2024, 0, 5, 12)))
      .find((x) => x.type === "literal" && x.source === "shared")?.value;
    const rsrc = range ? joinSource(range) : null;
    if (rsrc) RANGE_JOINS.add(rsrc);
    const clock = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", hour12: true, timeZone: "UTC" });
    for (const h of [9, 17]) {
      const parts = clock.formatToParts(new Date(Date.UTC(2024, 0, 1, h)));
      const at = parts.findIndex((x) => x.type === "dayPeriod");
      const word = parts[at]?.value.trim();
      if (!word || /^[ap]\.?m\.?$/iu.test(word)) continue;
      (at < parts.findIndex((x) => x.type === "hour") ? PERIODS_BEFORE : PERIODS_AFTER).add(escapeRe(word));
    }
  }
} catch {
  // No Intl data here: the scripts above are not read.
}
/**
 * CLDR's parts of the day ("pagi", "petang", "সকাল", "ng hapon") next to a time, on either side as owners write
 * them: masked to word joiners of the same length before the hours are read (eighty words in every time
 * pattern would cost more than the whole read), read back as typed through the offsets.
 */
const PERIOD_MARK = "\u2060";
const DAY_PERIOD_ALT = DAY_PERIOD_WORDS.map((w) => w.word)
  .sort((a, b) => b.length - a.length)
  .map(escapeRe)
  .join("|");
const DAY_PERIOD_NEAR_TIME = DAY_PERIOD_ALT
  ? new RegExp(`(?<=\\d(?:টা|টায়|बजे)?[^\\S\\n]{0,2})(?:${DAY_PERIOD_ALT})(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])(?:${DAY_PERIOD_ALT})(?=[^\\S\\n]{0,2}\\d)`, "giu")
  : null;
function withoutDayPeriods(text: string): string {
  return DAY_PERIOD_NEAR_TIME ? text.replace(DAY_PERIOD_NEAR_TIME, (w) => PERIOD_MARK.repeat(w.length)) : text;
}
/** Words owners put between two days or two times meaning "to", in the scripts above (CLDR has no such word). */
const SCRIPT_TO = ["إلى", "الى", "حتى", "لغاية", "تا", "עד", "से", "तक", "থেকে", "до", "по", "έως", "ως", "ถึง", "至", "到", "~", "〜", "～"];
// A word of a spaced script stands between spaces ("9 до 18"); Thai and Han ones may be glued ("周一至周五").
for (const w of SCRIPT_TO) RANGE_JOINS.add(/[\p{sc=Han}\p{sc=Thai}~〜～]/u.test(w) ? `\\s*${escapeRe(w)}\\s*` : `\\s+${escapeRe(w)}\\s+`);
const LIST_JOIN_SRC = [...LIST_JOINS].join("|");
const RANGE_JOIN_SRC = [...RANGE_JOINS].join("|");
/** Splits a days label into days and the words joining them (capturing the joiners). */
const DAY_SPLIT = new RegExp(
  `(\\s*(?:-|–|—|(?<![\\p{L}\\p{M}])to(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])through(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])thru(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])till(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])until(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])a(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])à(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])au(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])bis(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])até(?![\\p{L}\\p{M}]))\\s*|${RANGE_JOIN_SRC}|\\s*(?:&|,|،|\\/|(?<![\\p{L}\\p{M}])and(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])y(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])et(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])und(?![\\p{L}\\p{M}])|(?<![\\p{L}\\p{M}])e(?![\\p{L}\\p{M}]))\\s*|${LIST_JOIN_SRC})`,
  "iu",
);
const LIST_JOIN_WORD = new RegExp(`^(?:${LIST_JOIN_SRC})$`, "iu");
const RANGE_JOIN_WORD = new RegExp(`^(?:${RANGE_JOIN_SRC})$`, "iu");

/**
 * One-letter day abbreviations, by language: Spanish "L-V" (lunes-viernes, X = miércoles), English
 * "M-F", "M/W/F", French "L-V". Read only upper-case, only where the site's language uses them
 * (Spanish M is Tuesday, English M is Monday).
 */
const LETTER_DAYS: Partial<Record<SiteLanguage, Record<string, WeekDay>>> = {
  es: { l: "mon", m: "tue", x: "wed", j: "thu", v: "fri", s: "sat", d: "sun" },
  en: { m: "mon", w: "wed", f: "fri" },
  fr: { l: "mon", j: "thu", v: "fri", s: "sat", d: "sun" },
};
const JA_DAYS: Record<string, WeekDay> = { 月: "mon", 火: "tue", 水: "wed", 木: "thu", 金: "fri", 土: "sat", 日: "sun" };
/** Korean one-syllable days ("화~일"): read only in a range or beside a time, like the Japanese ones. */
for (const [k, day] of Object.entries({ 월: "mon", 화: "tue", 수: "wed", 목: "thu", 금: "fri", 토: "sat", 일: "sun" } as const)) JA_DAYS[k] = day;

// Two-letter German abbreviations are too ambiguous in running text ("do", "so", "mi"); accept them only capitalised.
const AMBIGUOUS = new Set(["tu", "th", "su", "mo", "di", "mi", "do", "fr", "sa", "so", "mar", "sam", "dom", "ven", "sex", "mer", "seg", "qui", ...ADDED_SHORT]);
/**
 * Day words of each language (Intl's long and short names, and the short forms owners type), so two
 * short words joined by a dash ("ma-za", "po-so", "lør-søn", "pon.-sob.") are read as a range when
 * both are days of one language, in any case. Alone, such a word ("lør 9-15") is read only when the
 * same text already gave a range in its language.
 */
const LOCALE_DAYS: Record<string, Map<string, WeekDay>> = {};
const TYPED_SHORT: Record<string, string[][]> = {
  // Monday..Sunday, each a list of forms.
  pl: [["pn", "pon"], ["wt"], ["śr", "sr"], ["czw", "cz"], ["pt", "pią"], ["sob", "sb"], ["nd", "niedz", "ndz"]],
  fr: [["lu"], ["ma"], ["me"], ["je"], ["ve"], ["sa"], ["di"]],
  it: [["lu"], ["ma"], ["me"], ["gi"], ["ve"], ["sa"], ["do"]],
  sv: [["må"], ["ti"], ["on"], ["to", "tor"], ["fr"], ["lö"], ["sö"]],
  da: [["ma"], ["ti", "tir"], ["on"], ["to", "tor"], ["fr"], ["lø"], ["sø"]],
  nb: [["ma"], ["ti", "tir"], ["on"], ["to", "tor"], ["fr"], ["lø"], ["sø"]],
  nl: [["ma"], ["di"], ["wo"], ["do"], ["vr"], ["za"], ["zo"]],
  cs: [["po"], ["út", "ut"], ["st"], ["čt", "ct"], ["pá", "pa"], ["so"], ["ne"]],
  tr: [["pzt", "pts"], ["sal"], ["çar", "çrş"], ["per", "prş"], ["cum"], ["cmt", "cts"], ["paz"]],
  bg: [
    ["пон", "пн"],
    ["вт", "вто"],
    ["ср", "сря"],
    ["чет", "чт"],
    ["пет", "пт"],
    ["съб", "сб"],
    ["нед", "нд"],
  ],
  ru: [["пн", "пон"], ["вт"], ["ср"], ["чт"], ["пт"], ["сб", "суб"], ["вс", "вск"]],
  uk: [["пн"], ["вт"], ["ср"], ["чт"], ["пт"], ["сб"], ["нд"]],
  de: [["mo"], ["di"], ["mi"], ["do"], ["fr"], ["sa"], ["so"]],
  es: [["lu"], ["ma"], ["mi"], ["ju"], ["vi"], ["sá", "sa"], ["do"]],
  pt: [["seg"], ["ter"], ["qua"], ["qui"], ["sex"], ["sáb", "sab"], ["dom"]],
  en: [["mo"], ["tu"], ["we"], ["th"], ["fr"], ["sa"], ["su"]],
};
try {
  for (const locale of ["en", "es", "fr", "de", "pt", ...MORE_DAY_LOCALES]) {
    const map = (LOCALE_DAYS[locale] ??= new Map());
    for (const width of ["long", "short"] as const) {
      const fmt = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" });
      WEEK_DAYS.forEach((day, i) => {
        const word = fmt
          .format(new Date(Date.UTC(2024, 0, 1 + i)))
          .toLocaleLowerCase(locale)
          .replace(/\.$/, "");
        if (/^\p{L}+$/u.test(word)) map.set(word, day);
      });
    }
  }
} catch {
  // No Intl day names: the typed short forms below still pair.
}
for (const [locale, forms] of Object.entries(TYPED_SHORT)) {
  const map = (LOCALE_DAYS[locale] ??= new Map());
  forms.forEach((words, i) => {
    for (const w of words) map.set(w, WEEK_DAYS[i] as WeekDay);
  });
}
/** Words between the two days of a range in the languages above ("ma t/m vr", "pon. do pt.", "po až pá"). */
const PAIR_JOIN = "(?:\\s?[-–—]\\s?|\\s(?:t/m|tot|till|til|do|až|bis|a|à|al|au|to)\\s)";
/** Two words joined as a range; read as days only when both are days of one language (pairDays). */
const PAIR_LETTER = "[a-zà-ÿąćęłńśźżčďěňřšťůžğışA-ZÀ-ÞĄĆĘŁŃŚŹŻČĎĚŇŘŠŤŮŽĞİŞа-яёіїєґА-ЯЁІЇЄҐ]";
const PAIR = `${PAIR_LETTER}{2,12}\\.?${PAIR_JOIN}${PAIR_LETTER}{2,12}\\.?`;
const PAIR_RE = new RegExp(`(?<![\\p{L}])${PAIR}(?![\\p{L}])`, "giu");
const PAIR_PARTS = new RegExp(`^(\\p{L}+)\\.?${PAIR_JOIN}(\\p{L}+)\\.?$`, "iu");

/** Days of a range whose two ends are day words of one language ("ma-za", "lør-søn"), and that language. */
function pairDays(label: string): { days: WeekDay[]; locale: string } | null {
  const m = PAIR_PARTS.exec(label.trim());
  if (!m) return null;
  const a = (m[1] as string).toLowerCase();
  const b = (m[2] as string).toLowerCase();
  for (const [locale, map] of Object.entries(LOCALE_DAYS)) {
    const from = map.get(a);
    const to = map.get(b);
    if (!from || !to || from === to) continue;
    const days: WeekDay[] = [];
    for (let i = WEEK_DAYS.indexOf(from), n = 0; n < 7; i = (i + 1) % 7, n++) {
      days.push(WEEK_DAYS[i] as WeekDay);
      if (WEEK_DAYS[i] === to) break;
    }
    return { days, locale };
  }
  return null;
}

/** One day word of a language the text already used for a range ("lør 9-15" after "man-fre 10-18"). */
function lonePairDay(label: string, locales: ReadonlySet<string>): WeekDay | undefined {
  const w = label.trim().toLowerCase().replace(/\.$/, "");
  for (const locale of locales) {
    const day = LOCALE_DAYS[locale]?.get(w);
    if (day) return day;
  }
  return undefined;
}

const dayAlternatives = Object.keys(DAY_WORDS)
  .sort((a, b) => b.length - a.length)
  .join("|");

/**
 * A character class of the first characters `words` (regex sources of plain words) can start with, in any case.
 * Put as a lookahead before a large alternation, the alternation is tried only where one of its words can begin:
 * V8 stops optimising patterns once a process has compiled much regexp code, and an unoptimised alternation of
 * a thousand CLDR words is otherwise tried word by word at every position of the text.
 */
function firstCharacters(words: Iterable<string>): string {
  const chars = new Set<string>();
  for (const source of words) {
    const word = source.replace(/^\\/u, "");
    for (const form of [word, word.toLowerCase(), word.toUpperCase()]) {
      const first = String.fromCodePoint(form.codePointAt(0) ?? 32);
      if (first.trim()) chars.add(first);
    }
  }
  return [...chars].map((c) => c.replace(/[\\\][^-]/gu, "\\$&")).join("");
}
const DAY_FIRST = firstCharacters([...Object.keys(DAY_WORDS), ..."LMXJVSDWF"]);
const DAY = `(?=[${DAY_FIRST}])(?:${dayAlternatives}|[LMXJVSDWF](?![\\p{L}'’]))\\.?`;
/** Words for every day, the working week and the weekend, in the languages we read. */
const GROUP_DAYS: Array<[string, WeekDay[]]> = [
  [
    "daily|every ?day|7 days(?: a week)?|7j/7|7/7|todos los días|tous les jours|täglich|todos os dias|tutti i giorni|ogni giorno|codziennie|dagelijks|elke dag|alle dagen|varje dag|alla dagar|dagligen|hver dag|alle dage|dagligt|denně|každý den|her gün|joka päivä|päivittäin|ежедневно|каждый день|щодня|щоденно|всеки ден|καθημερινά|zilnic|svaki dan|vsak dan|naponta|minden nap|hàng ngày|mỗi ngày|setiap hari|tiap hari|araw-araw|kila siku|毎日|每天|每日|天天|매일|ทุกวัน|रोज़|रोज|हर दिन|प्रतिदिन|روزانہ|ہر روز|هر روز|يوميًا|يومياً|يوميا|كل يوم|כל יום|כל ימות השבוע",
    [...WEEK_DAYS],
  ],
  [
    "weekdays|week days|wkdays|de lunes a viernes|du lundi au vendredi|lunes a viernes|hverdage|hverdager|vardagar|vardagarna|werkdagen|doordeweeks|wochentags|werktags|en semaine|entre semana|dias úteis|dias de semana|giorni feriali|feriali|w dni robocze|w dni powszednie|ve všední dny|všední dny|pracovní dny|hafta içi|arkipäivisin|平日|평일|工作日",
    ["mon", "tue", "wed", "thu", "fri"],
  ],
  [
    "weekends?|wknds?|week-ends?|fines de semana|fin de semana|fins de semana|le week-end|am wochenende|wochenende|nel fine settimana|fine settimana|w weekendy|weekendy|helger(?:na)?|helgen|weekender|o víkendu|víkend|hafta sonu|hafta sonları|viikonloppuisin",
    ["sat", "sun"],
  ],
];
const GROUP_RES = GROUP_DAYS.map(([src, days]) => [new RegExp(`^(?:${src})(?:\\s+only)?$`, "iu"), days] as const);
const GROUP = `(?:(?:${GROUP_DAYS.map(([src]) => src).join("|")})(?:\\s+only)?)`;
/** Holidays named beside days ("Sa, So und Feiertage"): part of the label, no day of their own. */
const HOLIDAYS =
  "feiertage|feiertags|holidays|bank holidays|public holidays|festivos|feriados|jours fériés|fériés|festivi|feestdagen|helgdagar|helligdage|helligdager|święta|svátky|bayramlar";
const JOIN = `(?:\\s*(?:[-–—]|to|through|thru|till|until|a|à|au|bis|até|&|and|y|et|und|e|,|،|/)\\s*|${LIST_JOIN_SRC}|${RANGE_JOIN_SRC})`;
const DAYSPEC_FIRST = firstCharacters([...GROUP_DAYS.flatMap(([src]) => src.split("|")), ...Object.keys(DAY_WORDS), ..."LMXJVSDWF"]);
const DAYSPEC = `(?=[${DAYSPEC_FIRST}]|${PAIR_LETTER})(?:${GROUP}|${DAY}(?:${JOIN}(?:${DAY}|(?:${HOLIDAYS})(?![\\p{L}])))*|${PAIR})`;
const TIME_FIRST = `\\d\u2060${firstCharacters(["noon", "midnight", "mediodía", "midi", "ÖÖ", "午前", ...PERIODS_BEFORE])}`;
const TIME = `(?=[${TIME_FIRST}])(?:noon|midnight|mediodía|midi|\\d{1,2}[時시](?:\\s?\\d{1,2}[分분])?|(?:ÖÖ|ÖS|午前|午後|\u2060+${[...PERIODS_BEFORE].map((w) => `|${w}`).join("")})\\s?\\d{1,2}(?:[:.]\\d{2})?(?:টা|টায়|बजे)?|\\d{1,2}[^\\S\\n]?h[^\\S\\n]?\\d{2}|\\d{1,2}(?:[:.h]\\d{2})?\\s*(?:am|pm|a\\.\\s?m\\.|p\\.\\s?m\\.|h|uhr|dop\\.|odp\\.|ap\\.|ip\\.|fm|em|f\\.m\\.|e\\.m\\.|vorm\\.|nachm\\.|(?:টা|টায়|बजे)?\\s?\u2060+${[...PERIODS_AFTER].map((w) => `|${w}(?![\\p{L}])`).join("")})?)`;
const ONE_RANGE = `${TIME}(?:\\s*(?:-|–|—|~|to|until|till|a|à|bis|às|hasta|jusqu'à)\\s*|${RANGE_JOIN_SRC})${TIME}`;
/** "8h30-12h et 14h-18h30": a split day is one time as typed. */
/**
 * CLDR's list words as they stand between two times: the first time's pattern has already taken the space before
 * the word ("9-13 و 16-20", "9-13 и 16-20"), and an optional second time is never tried again without it.
 */
const LIST_JOIN_AFTER_TIME = [...LIST_JOINS].map((j) => j.replace(/^\\s\+/u, "(?:\\s+|(?<=\\s))")).join("|");
const RANGE = `${ONE_RANGE}(?:(?:\\s*(?:,|and|&|et|y|und|e|a|i|og|och|en|ve|és|și|oraz|/|／|、)\\s*|${LIST_JOIN_AFTER_TIME})(?:(?:from|de|das|dalle|von|van|od|från|fra)\\s+)?${ONE_RANGE})?`;

const DAY_RANGE_RE = new RegExp(`(?<![\\p{L}])(${DAYSPEC})(?![\\p{L}])\\s*(:|,)?\\s*(?:from\\s+|de\\s+|von\\s+|das\\s+)?(${RANGE})`, "giu");
/** A clause of a day and a few words, no digits: "Sat mornings", "Zondag op afspraak", "Sunday by appointment only". */
const DAY_NOTE_RE = new RegExp(
  `(?<=^|[\\n,;،]|[.!?][^\\S\\n])[^\\S\\n]*(${DAYSPEC})(?![\\p{L}])[^\\S\\n]*:?[^\\S\\n]+([^\\d\\n,;.!?:()]{2,40}?)(?=[^\\S\\n]*(?:[\\n,;،]|[.!?](?:\\s|$)|$))`,
  "giu",
);
const TIME_BEFORE_RE = new RegExp(`${ONE_RANGE}\\s*$`, "iu");
/** "10am-7pm Mon-Sat", "10-5:30 every day": the time first. */
const RANGE_DAY_RE = new RegExp(`(?<![\\p{L}\\d$£€¥.,/])(${RANGE})[^\\S\\n]*,?[^\\S\\n]*(?:on\\s+)?(${DAYSPEC})(?![\\p{L}])`, "giu");
const RANGE_DAY_AT = new RegExp(`^(${RANGE})\\s*,?\\s*(?:on\\s+)?(${DAYSPEC})$`, "iu");
/** Words for "closed" after a day ("mandag lukket", "zondag gesloten"). */
export const CLOSED_WORDS =
  "closed|почивен ден|почивен|затворено|неработен|أجازة|إجازة|اجازة|cerrado|fermé|geschlossen|fechado|ruhetag|chiuso|gesloten|stängt|stengt|lukket|zamknięte|nieczynne|zavřeno|kapalı|suljettu|tancat|휴무|정기휴무|쉽니다|휴일|закрыто|выходной|вихідний|зачинено|κλειστά|κλειστό|مغلق|عطلة|تعطیل|بند|סגור|बंद|ปิด|休み|定休|休息|公休|đóng cửa|nghỉ|tutup|libur|închis|zárva";
const CLOSED_WORD = new RegExp(CLOSED_WORDS, "iu");
const CLOSED_AFTER = new RegExp(`^\\s*(?::|[-–—])?\\s*(?:${CLOSED_WORDS})(?![\\p{L}])`, "iu");
/** Words for "closed" typed before the days ("closed Mondays", "fermé le lundi"). */
const CLOSED_BEFORE =
  "closed|cerrado|fermé|ferme|geschlossen|fechado|ruhetag|día de descanso|jour de fermeture|chiuso|gesloten|stängt|stengt|lukket|zamknięte|nieczynne|zavřeno|kapalı|suljettu";
/**
 * Any closed word at all: a text with none is not searched for closed days (the day-list pattern is
 * costly at every letter of a long text, the word list is not).
 */
const ANY_CLOSED_WORD = new RegExp(`${CLOSED_BEFORE}|${CLOSED_WORDS}`, "iu");
const CLOSED_RE = new RegExp(
  `(?:${CLOSED_BEFORE})\\s*:?\\s*(?:on\\s+|los\\s+|le\\s+|les\\s+|am\\s+|aos\\s+|il\\s+|op\\s+|på\\s+|om\\s+|w\\s+|v\\s+)?(${DAYSPEC})(?![\\p{L}])|(?<![\\p{L}])(${DAYSPEC})\\s*(?::|[-–—])?\\s*(?:${CLOSED_WORDS})`,
  "giu",
);
/** A break word right before a day and time, in its clause: those hours are a break, not opening hours. */
const BREAK_BEFORE =
  /(?<![\p{L}])(?:break|lunch|pause|pauze|pausa|descanso|przerwa|přestávka|prestávka|rehat|istirahat|mittagspause|mittag|mola|öğle arası|перерыв|перерва|διάλειμμα|استراحة|הפסקה|अवकाश|ब्रेक|বিরতি|nghỉ trưa|พักเที่ยง|พัก|休憩|午休|점심시간|휴게시간|휴게)(?![\p{L}])[^\S\n]*(?:[:：]|on|le|am|el|il)?[^\S\n]*$/iu;
/** Open all day, every day: "24/7", "7/24", "24h/24, 7j/7", "24 saat", "24시간", "24 ساعة", "24 घंटे", "круглосуточно". */
const ALWAYS_RE =
  /(?<![\p{L}\d])(?:24\s?\/\s?7|7\s?\/\s?24|24\s?h\s?\/\s?24(?:\s?,?\s?7\s?j?\s?\/\s?7)?|24\s*hours(?:\s+a\s+day)?|open\s+24\s*h(?:ours)?|24h|24 horas|24 heures|24 ore|24 uur|24 timmar|24 timer|24 godziny|24 saat|24 órás|24 ώρες|24 ساعة|24 ساعت|24 שעות|24 घंटे|24 ঘণ্টা|24 ชั่วโมง|24\s?시간|24\s?小[时時]|24 часа|24 години|rund um die uhr|круглосуточно|цілодобово|nonstop|non-stop)(?![\p{L}\d])|24時間(?:営業)?/iu;
const BARE_RANGE_RE =
  /(?<![\p{L}\d/$£€¥.,:])(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.\s?m\.|p\.\s?m\.)?\s*(?:-|–|—|to|until)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.\s?m\.|p\.\s?m\.)|\d{1,2}\s?(?:[:.]|h\s?)\d{2}\s*(?:[-–—〜～]|to|a|à|bis)\s*翌?\d{1,2}\s?(?:[:.]|h\s?)\d{2}(?:\s*[/／、]\s*\d{1,2}\s?(?:[:.]|h\s?)\d{2}\s*(?:[-–—〜～]|to|a|à|bis)\s*翌?\d{1,2}\s?(?:[:.]|h\s?)\d{2})?)(?![\d%])/giu;
/** A Japanese time, and a split day as one time ("9:00〜12:00 / 15:00〜20:00", "11:00〜15:00、17:00〜21:00"). */
const JA_CLOCK = String.raw`\d{1,2}(?:[:：]\d{2}|時(?:\d{1,2}分|半)?)`;
const JA_TIME = String.raw`${JA_CLOCK}\s*[〜～~\-－–—]\s*翌?${JA_CLOCK}(?:\s*[/／、・]\s*${JA_CLOCK}\s*[〜～~\-－–—]\s*翌?${JA_CLOCK})?`;
const JA_RANGE_RE = new RegExp(
  String.raw`(?<![\p{sc=Hangul}])([月火水木金土日월화수목금토일])(?:曜日?|요일)?\s*(?:[〜～~\-ー－–—]|から|부터)\s*([月火水木金土日월화수목금토일])(?:曜日?|요일)?(?:까지)?\s*[:：]?\s*(${JA_TIME})`,
  "gu",
);
/** One Japanese day: "土 9:00–13:00", "土曜日 9:00〜13:00". */
const JA_DAY_RE = new RegExp(String.raw`(?<![月火水木金土日〜～\-ー－–—])([月火水木金土日])(?:曜日?)?\s*[:：]?\s*(${JA_TIME})`, "gu");
const JA_CLOSED_RE = /(?:定休日\s*[:：]?\s*([月火水木金土日])曜?日?|([月火水木金土日])曜日?\s*(?:定休|休み))/gu;

export interface HoursFact {
  days: WeekDay[];
  label?: string;
  time?: string;
  closed: boolean;
  /** What these hours are for when the text gives more than one set ("Women's classes", "Office"), as typed. */
  for?: string;
  /** The months or dates they apply to, as typed ("maj–augusti", "15 novembre au 15 avril"). */
  season?: string;
  /** "--MM-DD" first and last day of `season` when its words name the months. */
  validFrom?: string;
  validThrough?: string;
  /** The owner's words about these hours that are no day or time ("by appointment", "mornings"), as typed. */
  note?: string;
}

/** "Sundays." at a sentence end: the full stop is not part of the label (an abbreviation's "Sun." keeps it). */
function cleanLabel(label: string): string {
  const t = label.trim();
  return /\p{L}{4,}\.$/u.test(t) ? t.slice(0, -1) : t;
}

/** Short day words written lowercase in their own language ("sam.", "seg."), read as days there. */
const LOWERCASE_OK: Partial<Record<SiteLanguage, Set<string>>> = {
  fr: new Set(["mar", "mer", "ven", "sam", "dim"]),
  es: new Set(["mar", "dom"]),
  pt: new Set(["seg", "ter", "qua", "qui", "sex", "dom"]),
};

const NO_LOCALES: ReadonlySet<string> = new Set();
const HOLIDAY_RE = new RegExp(`^(?:${HOLIDAYS})$`, "iu");

/** A label read whole: a same-language range ("ma-za"), a group ("weekdays", "hverdage"), a lone day of a language the text used. */
function wholeDays(spec: string, locales: ReadonlySet<string>): WeekDay[] | null {
  const t = spec.trim();
  const pair = pairDays(t);
  if (pair) return pair.days;
  for (const [re, days] of GROUP_RES) if (re.test(t)) return [...days];
  const lone = lonePairDay(t, locales);
  return lone ? [lone] : null;
}

/** `inRange`: the second day of a range after a day already read ("lun.–ven."), where a short word is surely a day. */
function dayOf(token: string, language: SiteLanguage = "en", inRange = false): WeekDay | undefined {
  const w = token.toLowerCase().replace(/\.$/, "");
  if (w.length === 1) return /^\p{Lu}/u.test(token) ? LETTER_DAYS[language]?.[w] : undefined;
  if (AMBIGUOUS.has(w) && !/^\p{Lu}/u.test(token) && !inRange && !LOWERCASE_OK[language]?.has(w)) return undefined;
  return DAY_WORDS[w];
}

/** Whether every word of a days label was read as a day or a joining word (else the row is only suggested). */
export function daysUnderstood(spec: string, language: SiteLanguage = "en", locales: ReadonlySet<string> = NO_LOCALES): boolean {
  if (wholeDays(spec, locales)) return true;
  const tokens = spec.split(DAY_SPLIT);
  let prevDay = false;
  let range = false;
  for (const t of tokens) {
    const trimmed = t.trim();
    if (!trimmed) continue;
    if (/^(-|–|—|to|through|thru|till|until|a|à|au|bis|até)$/i.test(trimmed) || RANGE_JOIN_WORD.test(t)) {
      range = prevDay;
      continue;
    }
    if (/^(&|,|،|\/|and|y|et|und|e)$/i.test(trimmed) || LIST_JOIN_WORD.test(t)) continue;
    if (
      /^(?:daily|every ?day|7 days(?: a week)?|weekdays|weekends?|todos los días|tous les jours|täglich|todos os dias|de lunes a viernes|du lundi au vendredi|du|de|from|on)$/i.test(
        trimmed,
      )
    )
      continue;
    if (HOLIDAY_RE.test(trimmed)) continue;
    if (!dayOf(trimmed, language, range)) return false;
    prevDay = true;
    range = false;
  }
  return true;
}

/** "Mon-Fri" -> mon..fri, "Sat & Sun" -> sat, sun, "weekdays" -> mon..fri. */
export function expandDays(spec: string, language: SiteLanguage = "en", locales: ReadonlySet<string> = NO_LOCALES): WeekDay[] {
  const whole = wholeDays(spec, locales);
  if (whole) return whole;
  const s = spec.toLowerCase();
  if (/daily|every ?day|7 days|todos|tous|täglich/.test(s)) return [...WEEK_DAYS];
  if (/weekdays|lunes a viernes|lundi au vendredi/.test(s)) return ["mon", "tue", "wed", "thu", "fri"];
  if (/weekend/.test(s)) return ["sat", "sun"];
  const tokens = spec.split(DAY_SPLIT);
  const days: WeekDay[] = [];
  let pendingRange = false;
  for (const t of tokens) {
    const trimmed = t.trim();
    if (!trimmed) continue;
    if (/^(-|–|—|to|through|thru|till|until|a|à|au|bis|até)$/i.test(trimmed) || RANGE_JOIN_WORD.test(t)) {
      pendingRange = true;
      continue;
    }
    if (/^(&|,|،|\/|and|y|et|und|e)$/i.test(trimmed) || LIST_JOIN_WORD.test(t)) {
      pendingRange = false;
      continue;
    }
    const prev = days[days.length - 1];
    const day = dayOf(trimmed, language, pendingRange && !!prev);
    if (!day) continue;
    if (pendingRange && prev) {
      let i = WEEK_DAYS.indexOf(prev);
      for (let n = 0; n < 7 && WEEK_DAYS[i] !== day; n++) {
        i = (i + 1) % 7;
        days.push(WEEK_DAYS[i] as WeekDay);
      }
    } else days.push(day);
    pendingRange = false;
  }
  return [...new Set(days)];
}

/** Words that may stand right before hours given without days ("open 7am-7pm", "drop-off 8-10am"). */
const BARE_TIME_LEAD =
  /^(?:open|opens|opening|from|hours|daily|are|we're|we|is|and|or|then|also|drop-off|pick-up|pickup|lunch|dinner|breakfast|brunch|service|até|de|das|von|ab|ouvert|abierto|geöffnet|aberto|aperto|dalle|van|od|från|fra|kl\.?|klo|saat|y|et|und|e|till|until|between|entre|zwischen|every|each|day|night|nights|mornings?|evenings?|afternoons?|weekdays|weekends?|class|classes|session|sessions|walk-ins|appointments?|\(|[-–—•*])$/iu;

/** Words after which times are not opening hours: check-in and check-out, arrival and departure, a shuttle, last entry. */
const NOT_OPENING =
  /(?:^|[^\p{L}])(?:check[- ]?in|check[- ]?out|arrivals?|departures?|arrivée|départ|anreise|abreise|llegada|entrada|saída|inchecken|uitchecken|incheckning|utcheckning|indtjekning|udtjekning|zameldowanie|wymeldowanie|last entry|letzter einlass|shuttle|transfer)(?![\p{L}])|チェックイン|チェックアウト|送迎|最終入館|最終受付/iu;

/** A short word or two joined by a dash right before a time ("pon.–pt.", "lør.", "vr"): maybe days we cannot read. */
const MAYBE_DAYS = /^[\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}]{1,4}\.?(?:[-–—][\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}]{1,4}\.?)?,?$/u;

export interface HoursResult {
  rows: HoursFact[];
  /** "24/7" and the like, as typed. */
  note?: string;
  /** Hours read only in part (days we could not read, a time with an unknown word before it): the owner is asked. */
  suggestions: string[];
}

/**
 * More hours matches than any week has (hostile input): the rest is not read, so the overlap checks
 * below stay bounded and the whole read linear.
 */
const MAX_HOURS_MATCHES = 48;
function* capped<T>(it: Iterable<T>): Generator<T> {
  let n = 0;
  for (const x of it) {
    if (++n > MAX_HOURS_MATCHES) return;
    yield x;
  }
}

/** Currency words after an amount that the price pattern does not hold ("6.50 dollars", "9.50 pesos"). */
const CURRENCY_WORDS = "dollars?|pesos?|pounds?|francs?|reais|kronor|kroner|kronur|złotych|zlotys?|yen|rupees?|dirhams?|rand|lira|lire|soles|quetzales";
const MONEY_WORD_RE = new RegExp(
  String.raw`(?<![\p{L}\d.,])\d+(?:[.,]\d{1,2})?(?:[^\S\n]?[-–][^\S\n]?\d+(?:[.,]\d{1,2})?)?[^\S\n]?(?:${CURRENCY_WORDS})(?![\p{L}])`,
  "giu",
);
/**
 * A currency sign, code or word in a price match. Not "Fr." (Friday in "Mo.–Fr. 9–17") nor a lone "R":
 * those are read as days and left to the hours patterns.
 */
const SURE_CURRENCY = /[\p{Sc}円元]|zł|Kč|kr|Ft|lei|TL|[Ee]uro|(?<![\p{L}])[A-Z]{3}(?![\p{L}])/u;
const MASK = "\u00a4";

/**
 * The text with every amount of money blanked out, at the same offsets: an amount with a currency is
 * never a time ("Sat 9.50-12.50 € per person", "Menu 11.50-13.50 €", "Sourdough $6.50, croissant $3.25").
 */
/** The lone-day pattern of a set of languages, compiled once per set (a pattern this size costs more to build than to run). */
const LONE_DAY_PATTERNS = new Map<string, RegExp>();
function loneDayPattern(key: string, locales: Set<string>): RegExp {
  let re = LONE_DAY_PATTERNS.get(key);
  if (!re) {
    const words = [...locales].flatMap((l) => [...(LOCALE_DAYS[l]?.keys() ?? [])]).sort((a, b) => b.length - a.length);
    re = new RegExp(`(?<![\\p{L}])(${words.join("|")})\\.?(?![\\p{L}])\\s*(?::|,)?\\s*(${RANGE})`, "giu");
    if (LONE_DAY_PATTERNS.size >= 64) LONE_DAY_PATTERNS.clear(); // hostile text cannot grow it without bound
    LONE_DAY_PATTERNS.set(key, re);
  }
  return re;
}

export function withoutAmounts(text: string): string {
  const spans: Array<[number, number]> = [];
  for (const m of text.matchAll(PRICE_RE)) if (SURE_CURRENCY.test(m[0])) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  for (const m of text.matchAll(MONEY_WORD_RE)) spans.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  if (!spans.length) return text;
  spans.sort((a, b) => a[0] - b[0]);
  let out = "";
  let at = 0;
  for (const [s, e] of spans) {
    if (e <= at) continue;
    const from = Math.max(s, at);
    out += text.slice(at, from) + MASK.repeat(e - from);
    at = e;
  }
  return out + text.slice(at);
}

/**
 * Month names of the languages we read and of the scripts above (CLDR through Intl: long and short,
 * alone and in a date, "maj" and "maja"), to their month (1-12): a season is months the owner named.
 */
const MONTH_WORDS = new Map<string, number>();
let seasonRe: RegExp | null = null;
/** Built on first use (reading every locale's month names costs more than a process should spend starting). */
function seasonPattern(): RegExp {
  if (seasonRe) return seasonRe;
  try {
    for (const locale of ["en", "es", "fr", "de", "pt", ...MORE_DAY_LOCALES, ...SCRIPT_DAY_LOCALES]) {
      for (const opts of [{ month: "long" }, { month: "short" }, { month: "long", day: "numeric" }, { month: "short", day: "numeric" }] as const) {
        const fmt = new Intl.DateTimeFormat(locale, { ...opts, timeZone: "UTC" });
        for (let m = 0; m < 12; m++) {
          const word = fmt
            .formatToParts(new Date(Date.UTC(2024, m, 15)))
            .find((x) => x.type === "month")
            ?.value.toLocaleLowerCase(locale)
            .replace(/\.$/u, "");
          // Three letters at least, letters only: "mar", "mai", "juni", "augusti", "ژوئن", "августа".
          if (word && word.length >= 3 && /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)?$/u.test(word) && !MONTH_WORDS.has(word)) MONTH_WORDS.set(word, m + 1);
        }
      }
    }
  } catch {
    // No Intl month names: no season is read.
  }
  const MONTH = `(?:${[...MONTH_WORDS.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join("|")})\\.?`;
  /** "June–August", "maj–augusti", "15 novembre au 15 avril", "1. Mai bis 30. September", "from May to October". */
  seasonRe = new RegExp(
    `(?<![\\p{L}\\p{M}])(?:(\\d{1,2})\\.?\\s*(?:de\\s+)?)?(${MONTH})(?:\\s+(\\d{1,2})(?!\\d))?(?![\\p{L}\\p{M}])(?:\\s*(?:[-–—/]|to|till|until|through|thru|au|al|bis|tot|t/m|à|a|até|do|fino a|till|–)\\s*|${RANGE_JOIN_SRC})(?:(\\d{1,2})\\.?\\s*(?:de\\s+)?)?(${MONTH})(?:\\s+(\\d{1,2})(?!\\d))?(?![\\p{L}\\p{M}])`,
    "iu",
  );
  return seasonRe;
}
const monthOf = (w: string) => MONTH_WORDS.get(w.toLocaleLowerCase().replace(/\.$/u, "")) ?? 0;
const dd = (n: number) => String(n).padStart(2, "0");

/** The season a text names, as typed, with its first and last calendar day ("--05-01", "--08-31"). */
function seasonIn(text: string): { season: string; validFrom?: string; validThrough?: string; at: number } | null {
  if (!/\p{L}/u.test(text)) return null;
  const m = seasonPattern().exec(text);
  if (!m) return null;
  const from = monthOf(m[2] as string);
  const to = monthOf(m[5] as string);
  const day1 = Number(m[1] ?? m[3] ?? 1);
  const lastDay = new Date(Date.UTC(2023, to, 0)).getUTCDate();
  const day2 = Number(m[4] ?? m[6] ?? lastDay);
  const ok = from && to && day1 >= 1 && day1 <= 31 && day2 >= 1 && day2 <= 31;
  return {
    season: m[0].trim(),
    ...(ok ? { validFrom: `--${dd(from)}-${dd(day1)}`, validThrough: `--${dd(to)}-${dd(day2)}` } : {}),
    at: m.index,
  };
}

/** Where the words around a row stop: a line end, a sentence end, a semicolon (a comma ends the words after it). */
const CLAUSE_STOP = /[\n;。]|[.!?](?=\s|$)/u;

/**
 * The words around each row that are no day or time: a season before or after it ("Summer (June–August):",
 * "maj–augusti"), what it is for when the text gives more than one set ("Women's classes:", "Office:"),
 * a note after its time ("by appointment"). Then a day with words and no time near a row ("Sat mornings",
 * "Zondag op afspraak") becomes a row with that note. Nothing is made up: every field is the owner's words.
 */
function describeRows(text: string, rows: HoursFact[], spans: Map<HoursFact, [number, number]>, language: SiteLanguage, locales: ReadonlySet<string>) {
  const ordered = rows.filter((r) => spans.has(r)).sort((a, b) => (spans.get(a)?.[0] ?? 0) - (spans.get(b)?.[0] ?? 0));
  const leads = new Map<HoursFact, string>();
  let prev: HoursFact | null = null;
  for (const row of ordered) {
    const [start, matchEnd] = spans.get(row) as [number, number];
    // A time pattern may have read the spaces (a line end) after the time: the row ends at its last character.
    let end = matchEnd;
    while (end > start && /\s/u.test(text[end - 1] as string)) end--;
    const prevEnd = prev ? (spans.get(prev)?.[1] ?? 0) : 0;
    const before = text.slice(Math.max(prevEnd, start - 80), start);
    // (A full stop after a number is a date's, "1. Mai", not a sentence's end.)
    const cut = Math.max(before.lastIndexOf("\n"), before.search(/(?<!\d)[.!?;](?=\s)(?:[^.!?;]|(?<=\d)\.)*$/u));
    const lead = before.slice(cut + 1);
    const sameLine = prev && !/[\n.!?;]/u.test(text.slice(prevEnd, start).replace(/\d\.\d/gu, ""));
    const season = seasonIn(lead);
    if (season) Object.assign(row, { season: season.season, ...(season.validFrom ? { validFrom: season.validFrom, validThrough: season.validThrough } : {}) });
    const words = (season ? lead.replace(season.season, " ") : lead)
      .replace(/[()（）[\]]/gu, " ")
      .replace(/^[\s\-•*·,]+/u, "")
      .trim();
    if (/:$/u.test(words) && !/\d/u.test(words)) {
      const name = words.replace(/:$/u, "").trim();
      if (name && name.split(/\s+/u).length <= 5) leads.set(row, name);
    } else if (sameLine && prev && !/[\p{L}\d]/u.test(words)) {
      // "Office: Mon–Fri 9–17, Sat 10–12": the next row on the line shares the first's label and season.
      const shared = leads.get(prev);
      if (shared) leads.set(row, shared);
      if (!row.season && prev.season) Object.assign(row, { season: prev.season, validFrom: prev.validFrom, validThrough: prev.validThrough });
    }
    // After the time, to the clause end: a season, or the owner's words about these hours.
    const rest = text.slice(end, end + 80);
    const stop = rest.search(CLAUSE_STOP);
    const comma = rest.search(/,(?!\d)|،/u);
    const tail = rest.slice(
      0,
      [stop, comma].filter((x) => x >= 0).reduce((a, b) => Math.min(a, b), rest.length),
    );
    const after = seasonIn(tail);
    if (after && !row.season)
      Object.assign(row, { season: after.season, ...(after.validFrom ? { validFrom: after.validFrom, validThrough: after.validThrough } : {}) });
    const note = (after ? tail.replace(after.season, " ") : tail)
      .replace(/^[\s:,–—-]+|[\s:,–—-]+$/gu, "")
      .replace(/^\((.*)\)$/u, "$1")
      .trim();
    // (Kana alone is a sentence's particle or copula, "です", "まで": no note.)
    if (note && /\p{L}/u.test(note) && !/^[\p{sc=Hiragana}ー]+$/u.test(note) && !/\d/u.test(note) && note.split(/\s+/u).length <= 6 && !row.closed)
      row.note = note;
    prev = row;
  }
  // "for" only when the text gives more than one set of hours under different names.
  if (new Set(leads.values()).size >= 2) for (const [row, name] of leads) row.for = name;

  // A day with a few words and no time, near a row with a time: "Sat mornings", "Zondag op afspraak".
  const timed = ordered.filter((r) => r.time);
  if (!timed.length || rows.length >= 14) return;
  const taken = [...spans.values()];
  for (const m of capped(text.matchAll(DAY_NOTE_RE))) {
    const start = (m.index ?? 0) + (m[0].length - m[0].trimStart().length);
    const end = (m.index ?? 0) + m[0].length;
    if (taken.some(([a, b]) => start < b && end > a)) continue;
    if (
      !timed.some((r) => {
        const e = spans.get(r)?.[1] ?? 0;
        return start >= e && start - e <= 120;
      })
    )
      continue;
    const label = cleanLabel(m[1] as string);
    const note = (m[2] as string).replace(/[.!?]$/u, "").trim();
    if (!daysUnderstood(label, language, locales) || CLOSED_WORD.test(note) || note.split(/\s+/u).length > 3) continue;
    const days = expandDays(label, language, locales);
    if (!days.length) continue;
    rows.push({ days, label, closed: false, note });
    taken.push([start, end]);
  }
}

export function findHours(typed: string, language: SiteLanguage = "en"): HoursResult {
  // Digits of any script read as ASCII ("٩:٠٠", "९:००"); one code unit each, so offsets are the typed text's.
  const text = withoutDayPeriods(asciiDigits(withoutAmounts(typed)));
  const rows: HoursFact[] = [];
  const used: Array<[number, number]> = [];
  const mark = (s: number, e: number) => used.push([s, e]);
  const overlaps = (s: number, e: number) => used.some(([a, b]) => s < b && e > a);

  const suggestions: string[] = [];
  const suggest = (v: string) => {
    if (!suggestions.includes(v)) suggestions.push(v);
  };
  /** Where each row was read, for the words around it (its season, what it is for, a note). */
  const spans = new Map<HoursFact, [number, number]>();
  const pushRow = (row: HoursFact, span: [number, number] | undefined) => {
    rows.push(row);
    if (span) spans.set(row, span);
  };
  // Languages whose day words the text used in a range ("man-fre"): their lone short words are days here too.
  const locales = new Set<string>();
  for (const m of capped(text.matchAll(PAIR_RE))) {
    const pair = pairDays(m[0]);
    if (pair) locales.add(pair.locale);
  }
  for (const m of capped(text.matchAll(DAY_RANGE_RE))) {
    let label = cleanLabel(m[1] as string);
    let start = m.index ?? 0;
    // "8am to 4pm Mon to Sat, Sundays 10-3": with a time right before the list, its first days are that
    // time's; this time is only the list's last part's.
    const lastPart = /,\s*([^,]+)$/u.exec(label);
    if (lastPart && TIME_BEFORE_RE.test(text.slice(Math.max(0, start - 40), start))) {
      start += Math.max(0, m[0].indexOf(label)) + (lastPart.index ?? 0) + lastPart[0].indexOf(lastPart[1] as string);
      label = cleanLabel(lastPart[1] as string);
    }
    const days = expandDays(label, language, locales);
    if (days.length === 0) continue;
    // "(rehat Jumaat 12.15 - 2.45)", "lunch break Fri 12–1": a break is no opening time; the owner's words stay in prose.
    if (BREAK_BEFORE.test(text.slice(Math.max(0, start - 30), start))) {
      mark(start, start + m[0].length);
      continue;
    }
    // "8–4 weekdays, 9–5 weekends": the owner writes the time first; "weekdays, 9–5" is not a row.
    if (m[2] === "," && TIME_BEFORE_RE.test(text.slice(Math.max(0, start - 40), start))) continue;
    mark(start, start + m[0].length);
    // A day word next to one we cannot read ("pon.–pt."): the owner is asked, nothing is published.
    const lead = /(?:^|\n)([^\S\n]*)(\S+)[^\S\n]*$/u.exec(text.slice(Math.max(0, start - 20), start));
    // "- Mon - Fri 8:30 AM - 5:00 PM": a list's bullet at the line start is no day word.
    const before = lead && /^[-–—•*]+$/u.test(lead[2] as string) ? "" : (/(\S+)[^\S\n]*$/u.exec(text.slice(Math.max(0, start - 20), start))?.[1] ?? "");
    if (!daysUnderstood(label, language, locales) || /^[-–—]|[-–—]$/u.test(before)) {
      suggest(`${/[-–—]$/u.test(before) ? before : ""}${label} ${(m[3] as string).trim()}`);
      continue;
    }
    pushRow({ days, label, time: (m[3] as string).trim(), closed: false }, used.at(-1));
  }
  // A lone short day of a language the text used for a range ("sob. 9:00–13:00" after "pon.–pt. 8:30–17:00").
  if (locales.size) {
    const lone = loneDayPattern([...locales].sort().join(","), locales);
    for (const m of capped(text.matchAll(lone))) {
      const start = m.index ?? 0;
      if (overlaps(start, start + m[0].length)) continue;
      const label = cleanLabel(m[0].slice(0, m[0].indexOf(m[2] as string)).replace(/[\s:,]+$/u, ""));
      const day = lonePairDay(label, locales);
      if (!day) continue;
      mark(start, start + m[0].length);
      pushRow({ days: [day], label, time: (m[2] as string).trim(), closed: false }, used.at(-1));
    }
  }
  for (const found of capped(text.matchAll(RANGE_DAY_RE))) {
    let m: RegExpMatchArray | null = found;
    const start = found.index ?? 0;
    if (overlaps(start, start + found[0].length)) {
      // "8am to 4pm Mon to Sat, Sundays 10-3": the days before the next row's are this time's.
      const after = used.filter(([a]) => a > start + (found[1] as string).length && a < start + found[0].length).map(([a]) => a);
      m = after.length ? RANGE_DAY_AT.exec(text.slice(start, Math.min(...after)).replace(/[\s,;]+$/u, "")) : null;
      if (!m || overlaps(start, start + m[0].length)) continue;
    }
    // "7-14, mandag lukket": the day after the time is a closed day, not the time's.
    if (CLOSED_AFTER.test(text.slice(start + m[0].length))) continue;
    const label = cleanLabel(m[2] as string);
    const days = expandDays(label, language, locales);
    if (days.length === 0) continue;
    mark(start, start + m[0].length);
    if (!daysUnderstood(label, language, locales)) {
      suggest(`${(m[1] as string).trim()} ${label}`);
      continue;
    }
    pushRow({ days, label, time: (m[1] as string).trim(), closed: false }, used.at(-1));
  }
  for (const m of capped(text.matchAll(JA_RANGE_RE))) {
    const from = JA_DAYS[m[1] as string] as WeekDay;
    const to = JA_DAYS[m[2] as string] as WeekDay;
    const days: WeekDay[] = [];
    for (let i = WEEK_DAYS.indexOf(from), n = 0; n < 7; i = (i + 1) % 7, n++) {
      days.push(WEEK_DAYS[i] as WeekDay);
      if (WEEK_DAYS[i] === to) break;
    }
    const start = m.index ?? 0;
    mark(start, start + m[0].length);
    const label = m[0].slice(0, m[0].indexOf(m[3] as string)).replace(/[:：\s]+$/u, "");
    pushRow({ days, label, time: m[3] as string, closed: false }, used.at(-1));
  }
  for (const m of capped(text.matchAll(JA_DAY_RE))) {
    const start = m.index ?? 0;
    if (overlaps(start, start + m[0].length)) continue;
    mark(start, start + m[0].length);
    const label = m[0].slice(0, m[0].indexOf(m[2] as string)).replace(/[:：\s]+$/u, "");
    pushRow({ days: [JA_DAYS[m[1] as string] as WeekDay], label, time: m[2] as string, closed: false }, used.at(-1));
  }
  for (const m of ANY_CLOSED_WORD.test(text) ? capped(text.matchAll(CLOSED_RE)) : []) {
    const label = cleanLabel((m[1] ?? m[2]) as string);
    const days = expandDays(label, language, locales);
    const start = m.index ?? 0;
    if (days.length === 0 || overlaps(start, start + m[0].length)) continue;
    mark(start, start + m[0].length);
    pushRow({ days, label, closed: true }, used.at(-1));
  }
  for (const m of capped(text.matchAll(JA_CLOSED_RE))) {
    const day = JA_DAYS[(m[1] ?? m[2]) as string] as WeekDay;
    pushRow({ days: [day], label: `${(m[1] ?? m[2]) as string}曜日`, closed: true }, undefined);
  }
  // Times with no days ("7am-7pm", "drop-off 8-10am and 4-6pm"): every one, as typed, when no day row has times.
  if (!rows.some((r) => !r.closed)) {
    for (const m of capped(text.matchAll(BARE_RANGE_RE))) {
      const start = m.index ?? 0;
      if (overlaps(start, start + m[0].length)) continue;
      const time = (m[1] as string).trim();
      // A word right before the time that we cannot read may be its days ("pon.–pt. 8:30–17:00"): ask.
      const lineStart = text.lastIndexOf("\n", start - 1) + 1;
      const word = /(\S+)[^\S\n]*$/u.exec(text.slice(Math.max(lineStart, start - 30), start))?.[1] ?? "";
      if (MAYBE_DAYS.test(word) && !BARE_TIME_LEAD.test(word)) {
        suggest(`${word} ${time}`);
        continue;
      }
      // Times with no days after a check-in, arrival or shuttle word ("チェックイン 10:00〜18:00", "送迎（15:00〜18:00）")
      // are no opening hours: the owner is asked.
      const sentenceStart = Math.max(lineStart, text.slice(0, start).search(/[.!?。][^.!?。]*$/u) + 1);
      if (NOT_OPENING.test(text.slice(Math.max(sentenceStart, start - 40), start))) {
        suggest(time);
        continue;
      }
      pushRow({ days: [], time, closed: false }, [start, start + m[0].length]);
      if (rows.length >= 6) break;
    }
  }
  // A line with two clock times that became no row ("man.–fre. 8:30 fm - 5:00 em"): the owner is asked about it whole.
  let at = 0;
  for (const line of typed.split(/\n|(?<=[.!?])\s+(?=\p{Lu})|(?<=。)/u)) {
    const start = typed.indexOf(line, at);
    at = start + line.length;
    if (line.length > 200) continue;
    // Amounts ("$45.00", "1.200,00 €", "6.50 dollars") are no clock times.
    const times =
      text
        .slice(start, start + line.length)
        .replace(PRICE_RE, " ")
        .match(/\d{1,2}\s?[:.h]\s?\d{2}/gu) ?? [];
    if (times.length < 2) continue;
    const clause = line
      .replace(/^[\s\-•*·]+/u, "")
      .replace(/[\s;,]+$/u, "")
      .trim();
    // Every clock time of the line is in a row already: nothing to ask.
    const inRows = times.filter((t) => rows.some((r) => r.time?.includes(t))).length;
    if (inRows === times.length || clause.length > 80) continue;
    if (inRows > 0 && overlaps(start, start + line.length)) continue;
    for (let i = suggestions.length - 1; i >= 0; i--) if (clause.includes(suggestions[i] as string)) suggestions.splice(i, 1);
    suggest(clause);
  }
  describeRows(text, rows, spans, language, locales);
  const always = ALWAYS_RE.exec(text);
  // What was read from the ASCII-digit text is shown as typed, in the owner's own digits.
  const typedForm = (v: string | undefined) => {
    if (!v || (v === asciiDigits(v) && typed.includes(v))) return v;
    const at = text.indexOf(v);
    return at >= 0 ? typed.slice(at, at + v.length) : v;
  };
  for (const r of rows) {
    for (const k of ["time", "label", "for", "season", "note"] as const) if (r[k]) r[k] = typedForm(r[k]);
  }
  return {
    rows,
    ...(always ? { note: typed.slice(always.index, always.index + always[0].length) } : {}),
    suggestions: suggestions.map((v) => typedForm(v) ?? v),
  };
}

export interface TimetableEntry {
  day: string;
  time?: string;
  name: string;
}

const ENTRY_RE = new RegExp(
  `(?<![\\p{L}])(${DAY}s?)(?![\\p{L}])[:,]?\\s+((?:(?!${TIME}\\b)[\\p{L}'’&+/-]+(?:\\s+|(?=[@\\d]))){1,6}?)\\s*(?:at\\s+|@\\s*|à\\s+|a las\\s+|um\\s+|às\\s+)?(${TIME}(?:\\s*[-–—]\\s*${TIME})?)(?![\\p{L}\\d])`,
  "giu",
);
const NOT_A_CLASS = /^(?:open|opens|closed|from|to|and|hours?|till|until|we|i|is|are)\b/i;

/** "Monday beginner salsa 7pm" -> { day: "Monday", name: "beginner salsa", time: "7pm" }. */
export function findTimetable(text: string, language: SiteLanguage = "en"): TimetableEntry[] {
  const out: TimetableEntry[] = [];
  for (const m of capped(text.matchAll(ENTRY_RE))) {
    const dayRaw = (m[1] as string).trim();
    if (!dayOf(dayRaw.replace(/s$/i, ""), language) && !dayOf(dayRaw, language)) continue;
    const name = (m[2] as string).trim().replace(/[,:;\s]+$/, "");
    const words = name.split(/\s+/);
    if (
      !name ||
      NOT_A_CLASS.test(name) ||
      words.some((w) => dayOf(w, language) || DAY_WORDS[w.toLowerCase()]) ||
      /^(?:a|à|au|to|through|thru|till|until|bis|até|y|et|und|e|-|–)$/i.test(words[0] as string)
    )
      continue;
    const time = (m[3] as string).trim();
    if (!/am|pm|[:.h]\d{2}|uhr/i.test(time)) continue;
    out.push({ day: dayRaw, name, time });
  }
  return out;
}
