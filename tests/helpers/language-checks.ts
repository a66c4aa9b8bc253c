/**
 * Checks of a generated page's language, shared by the corpus tests and scripts/language-report.ts:
 * the `lang` label against the brief's language, `dir="rtl"` on right-to-left pages, and English fixed
 * strings on a page whose owner wrote in another language.
 */
import type { GeneratorInput } from "../../functions/generator/index";
import { contactFormWords } from "../../core/content/contact-form";
import { visibleText } from "./corpus";

export interface LanguageCase {
  id: string;
  /** The brief's language as the corpus labels it (BCP 47). */
  language: string;
  input: GeneratorInput;
  /** The page must be right-to-left (the corpus says so, or the language is written right to left). */
  rtl: boolean;
}

/** Scripts written right to left (ISO 15924). */
const RTL_SCRIPTS = new Set(["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Yezi"]);

/** Whether a language is written right to left, by its likely script (CLDR likely subtags through Intl). */
export function isRtlLanguage(tag: string): boolean {
  try {
    return RTL_SCRIPTS.has(new Intl.Locale(tag).maximize().script ?? "");
  } catch {
    return false;
  }
}

export function languageCase(id: string, language: string, input: GeneratorInput, direction?: "rtl" | "ltr"): LanguageCase {
  return { id, language, input, rtl: direction ? direction === "rtl" : isRtlLanguage(language) };
}

/**
 * The page's label names the brief's language: the same tag, a more specific one ("pt-BR" for "pt",
 * "zh-Hant" for "zh"), or Bokmål or Nynorsk for Norwegian ("no", the macrolanguage).
 */
export function sameLanguage(expected: string, got: string): boolean {
  const e = expected.toLowerCase();
  const g = got.toLowerCase();
  return g === e || g.startsWith(`${e}-`) || (e === "no" && (g === "nb" || g === "nn" || g.startsWith("nb-")));
}

/** Every string leaf of a table (functions and placeholders' templates aside), deduplicated. */
export function stringLeaves(table: unknown): string[] {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === "string") {
      const s = v.replace(/\{[a-z]+\}/gi, "").trim();
      if (s.length >= 3) out.add(s);
    } else if (v && typeof v === "object") for (const x of Object.values(v)) walk(x);
  };
  walk(table);
  return [...out];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const wordIn = (phrase: string, text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, "iu").test(text);

/** aria-label values: fixed strings a screen reader reads. */
const ariaLabels = (html: string) => [...html.matchAll(/\baria-label="([^"]*)"/g)].map((m) => m[1] ?? "").join(" ¦ ");

/**
 * The English fixed strings (of the English tables: the site's and the contact form's) on the pages of a
 * case whose brief is not English, less the strings the page's own language writes the same ("Menu",
 * "Team") and those the owner typed.
 */
export function englishOnPage(
  c: LanguageCase,
  content: { language: string; lang?: string },
  pages: string[],
  stringsFor: (language: never) => unknown,
): string[] {
  if (/^en\b/i.test(c.language)) return [];
  const table = (language: string) => [...stringLeaves((stringsFor as (l: string) => unknown)(language)), ...stringLeaves(contactFormWords(language))];
  const own = new Set(content.lang || content.language === "en" ? [] : table(content.language));
  const source = `${c.input.projectName} ${c.input.description} ${c.input.requirements} ${JSON.stringify(c.input.details ?? {})}`.toLowerCase();
  const text = pages.map((p) => `${visibleText(p)} ¦ ${ariaLabels(p)}`).join(" ¦ ");
  // A phrase the page's own language also writes, alone or inside its own strings ("Menu" in "Hlavní menu"), is not English.
  const ownText = [...own].join(" ¦ ");
  const english = [...new Set(table("en"))].filter((s) => !own.has(s) && !source.includes(s.toLowerCase()) && !wordIn(s, ownText));
  return english.filter((s) => wordIn(s, text));
}
