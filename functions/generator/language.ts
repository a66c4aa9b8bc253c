import { francAll } from "franc-min";
import { SITE_LANGUAGES, type SiteLanguage } from "../../src/lib/intake";

/**
 * The site's language: the intake's choice, else detected from the owner's own words with franc-min
 * (trigram statistics; restricted to the languages the renderer has strings for). Japanese is told
 * by its kana, which franc needs no statistics for. Too little text to tell: English.
 */
const FRANC_CODE: Record<string, SiteLanguage> = { eng: "en", spa: "es", fra: "fr", deu: "de", por: "pt", jpn: "ja" };
const ONLY = Object.keys(FRANC_CODE);

/** Common function words: short briefs confuse trigram statistics (English read as French), these do not. */
const STOPWORDS: Record<Exclude<SiteLanguage, "ja">, Set<string>> = {
  en: new Set("the and with for our we you your of to in on at is are from by a an my i it this that".split(" ")),
  es: new Set("el la los las y con para nuestro nuestra es son del de en un una por al somos tenemos".split(" ")),
  fr: new Set("le la les et avec pour notre nos est sont des du de en un une au aux nous vous sur".split(" ")),
  de: new Set("der die das und mit für unser unsere ist sind ein eine wir im zum zur von auf bei".split(" ")),
  pt: new Set("o a os as e com para nosso nossa é são do da dos das de em um uma no na".split(" ")),
};

export function detectLanguage(text: string): SiteLanguage {
  const kana = (text.match(/[\u3040-\u30ff]/gu) ?? []).length;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (kana >= 2 && kana / Math.max(letters, 1) > 0.05) return "ja";
  // Emails, links and handles carry no language.
  const words = text.replace(/\S*[@/]\S*/g, " ").replace(/\d+/g, " ");
  if ((words.match(/\p{L}/gu) ?? []).length < 12) return "en";
  const ranked = francAll(words, { only: ONLY, minLength: 12 }).filter(([code]) => code in FRANC_CODE);
  const candidates = ranked.filter(([, score]) => score >= 0.85).map(([code]) => FRANC_CODE[code] as SiteLanguage);
  if (candidates.length === 0) return "en";
  const tokens = words.toLowerCase().split(/[^\p{L}]+/u);
  const hits = (lang: SiteLanguage) => (lang === "ja" ? 0 : tokens.filter((t) => STOPWORDS[lang].has(t)).length);
  let best = candidates[0] as SiteLanguage;
  for (const lang of candidates) if (hits(lang) > hits(best)) best = lang;
  return best;
}

export function siteLanguage(chosen: string | null | undefined, text: string): SiteLanguage {
  if (chosen && (SITE_LANGUAGES as readonly string[]).includes(chosen)) return chosen as SiteLanguage;
  return detectLanguage(text);
}
