import { type SiteLanguage, type WeekDay, WEEK_DAYS } from "../intake";
import { en, type SiteWords } from "./i18n/en";
import { es } from "./i18n/es";
import { fr } from "./i18n/fr";
import { de } from "./i18n/de";
import { pt } from "./i18n/pt";
import { ja } from "./i18n/ja";
import { it } from "./i18n/it";
import { nl } from "./i18n/nl";
import { pl } from "./i18n/pl";
import { sv } from "./i18n/sv";
import { ptPT } from "./i18n/pt-PT";
import { ar } from "./i18n/ar";
import { he } from "./i18n/he";
import { fa } from "./i18n/fa";
import { ur } from "./i18n/ur";
import { hi } from "./i18n/hi";
import { bn } from "./i18n/bn";
import { ta } from "./i18n/ta";
import { th } from "./i18n/th";
import { ko } from "./i18n/ko";
import { zhHans } from "./i18n/zh-Hans";
import { zhHant } from "./i18n/zh-Hant";
import { vi } from "./i18n/vi";
import { id } from "./i18n/id";
import { ms } from "./i18n/ms";
import { tl } from "./i18n/tl";
import { tr } from "./i18n/tr";
import { el } from "./i18n/el";
import { ru } from "./i18n/ru";
import { uk } from "./i18n/uk";
import { cs } from "./i18n/cs";
import { sk } from "./i18n/sk";
import { hu } from "./i18n/hu";
import { ro } from "./i18n/ro";
import { bg } from "./i18n/bg";
import { hr } from "./i18n/hr";
import { sr } from "./i18n/sr";
import { srLatn } from "./i18n/sr-Latn";
import { sl } from "./i18n/sl";
import { da } from "./i18n/da";
import { nb } from "./i18n/nb";
import { fi } from "./i18n/fi";
import { et } from "./i18n/et";
import { lv } from "./i18n/lv";
import { lt } from "./i18n/lt";
import { ca } from "./i18n/ca";
import { sw } from "./i18n/sw";
import { af } from "./i18n/af";
import { endSentence, endsSentence } from "./sentence-end";
import { REQUEST_WORDS } from "./i18n/requests";

/**
 * Every fixed string a generated site shows, per language: one table per language in ./i18n/<lang>.ts,
 * each typed by the English table's keys (SiteWords), so a key missing in any language is a type error and
 * tests/unit/site/site-languages.test.ts fails on an empty one. Day names, list joining and numbers are
 * never typed: they come from Intl (CLDR) for the language. The owner's own text is never translated; a
 * site in another language only shows these strings and what the owner typed.
 */
export const SITE_WORDS: Readonly<Record<SiteLanguage, SiteWords>> = {
  en,
  es,
  fr,
  de,
  pt,
  ja,
  it,
  nl,
  pl,
  sv,
  "pt-PT": ptPT,
  ar,
  he,
  fa,
  ur,
  hi,
  bn,
  ta,
  th,
  ko,
  "zh-Hans": zhHans,
  "zh-Hant": zhHant,
  vi,
  id,
  ms,
  tl,
  tr,
  el,
  ru,
  uk,
  cs,
  sk,
  hu,
  ro,
  bg,
  hr,
  sr,
  "sr-Latn": srLatn,
  sl,
  da,
  nb,
  fi,
  et,
  lv,
  lt,
  ca,
  sw,
  af,
};

/**
 * Every group of fixed strings with a table per language, for the missing-key test. A new group: its English
 * table and one per site language in a file of its own, typed `Readonly<Record<SiteLanguage, Words<typeof
 * english>>>`, added here under its name. `requests`: the booking, order and quote forms (./i18n/requests/).
 */
export const WORD_GROUPS: Readonly<Record<string, Readonly<Record<SiteLanguage, object>>>> = { site: SITE_WORDS, requests: REQUEST_WORDS };

export interface SiteStrings extends Omit<SiteWords, "faq"> {
  /** The language's own calendar's day names (Intl), capitalised for a table. */
  days: Record<WeekDay, string>;
  faq: SiteWords["faq"] & { contactAnswer: (ways: string[]) => string; areaAnswer: (places: string[]) => string };
  /** "A, B and C" as the language joins a list (Intl.ListFormat). */
  list: (items: string[]) => string;
  /** "Food and drink in Lisbon": the language's own way to put a trade in a place. */
  inPlace: (trade: string, place: string) => string;
  /** A number as the language writes it (Intl.NumberFormat). */
  number: (n: number) => string;
  /** The locale Intl formats with ("pt-BR" for the site language "pt"). */
  locale: string;
  /** The direction the language is written in. */
  dir: "ltr" | "rtl";
}

/**
 * The locale Intl formats the language with, and the page's `lang`: "pt" (the code stored since the start)
 * is the Portuguese of Brazil, as its strings are.
 */
export function intlLocale(language: string): string {
  return language === "pt" ? "pt-BR" : language;
}

/** Scripts written right to left (ISO 15924 codes, as Intl.Locale reports a language's likely script). */
const RTL_SCRIPTS = new Set(["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Yezi", "Mend"]);

/**
 * The direction a language is written in, from its likely script (CLDR likely subtags through Intl):
 * Arabic, Persian, Urdu, Hebrew, and any other language written in those scripts (Pashto, Sindhi, Yiddish...).
 */
export function textDirection(tag: string | undefined): "ltr" | "rtl" {
  if (!tag) return "ltr";
  try {
    return RTL_SCRIPTS.has(new Intl.Locale(tag).maximize().script ?? "") ? "rtl" : "ltr";
  } catch {
    return "ltr";
  }
}

/** Languages whose answers take no full stop (Thai ends a sentence with a space; Japanese lists stand alone). */
const NO_STOP = new Set(["th", "ja"]);

function ended(language: string, text: string): string {
  if (NO_STOP.has(language)) return text;
  // Urdu ends a sentence with its own stop, "۔", where Arabic and Persian write ".".
  if (language === "ur") return /[۔؟!]$/u.test(text.trimEnd()) ? text : `${text.trimEnd()}۔`;
  // Chinese ends with its own full stop whatever script the last item is in.
  if (language.startsWith("zh")) return endsSentence(text) ? text : `${text.trimEnd()}。`;
  return endSentence(text);
}

function capitalised(word: string, locale: string): string {
  return word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);
}

/**
 * A list as Intl joins it; where the language writes no spaces between words (Japanese, Chinese, Thai) and a
 * joining word ("または", "或", "และ") meets a Latin name, a number or an address, a space on each side of
 * the word, as CJK typography spaces other scripts: "052-123-4567 または info@example.jp", never
 * "4567またはinfo@example.jp", which reads (and links) as one address.
 */
function joiner(format: Intl.ListFormat, spaceless: boolean): (items: string[]) => string {
  if (!spaceless) return (items) => format.format(items);
  const foreign = /[^\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{P}\s]/u;
  return (items) => {
    const parts = format.formatToParts(items);
    return parts
      .map((part, i) => {
        if (part.type !== "literal" || !/\p{L}/u.test(part.value)) return part.value;
        const before = parts[i - 1]?.value ?? "";
        const after = parts[i + 1]?.value ?? "";
        const left = foreign.test(before.slice(-1)) && !/^\s/.test(part.value) ? " " : "";
        const right = foreign.test(after.charAt(0)) && !/\s$/.test(part.value) ? " " : "";
        return `${left}${part.value}${right}`;
      })
      .join("");
  };
}

const cache = new Map<string, SiteStrings>();

function build(language: SiteLanguage): SiteStrings {
  const words = SITE_WORDS[language];
  const locale = intlLocale(language);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  // 2024-01-01 was a Monday.
  const days = Object.fromEntries(WEEK_DAYS.map((day, i) => [day, capitalised(weekday.format(new Date(Date.UTC(2024, 0, 1 + i, 12))), locale)])) as Record<
    WeekDay,
    string
  >;
  const spaceless = language === "ja" || language === "th" || language.startsWith("zh");
  const and = joiner(new Intl.ListFormat(locale, { type: "conjunction" }), spaceless);
  const or = joiner(new Intl.ListFormat(locale, { type: "disjunction" }), spaceless);
  const numbers = new Intl.NumberFormat(locale);
  const list = (items: string[]) => and(items);
  return {
    ...words,
    days,
    faq: {
      ...words.faq,
      contactAnswer: (ways) => ended(language, or(ways)),
      areaAnswer: (places) => ended(language, list(places)),
    },
    list,
    inPlace: (trade, place) => words.compose.inPlace.replace("{trade}", trade).replace("{place}", place),
    number: (n) => numbers.format(n),
    locale,
    dir: textDirection(locale),
  };
}

export function isSiteLanguage(language: unknown): language is SiteLanguage {
  return typeof language === "string" && Object.hasOwn(SITE_WORDS, language);
}

/** The strings of a site language; English for anything else. Built once per language. */
export function stringsFor(language: string): SiteStrings {
  const lang = isSiteLanguage(language) ? language : "en";
  let t = cache.get(lang);
  if (!t) {
    t = build(lang);
    cache.set(lang, t);
  }
  return t;
}
