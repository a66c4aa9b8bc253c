import { francAll } from "franc-min";
import { SITE_LANGUAGES, type SiteLanguage } from "../../core/intake";

/**
 * The site's language: the intake's choice, else detected from the owner's own words with franc-min
 * (trigram statistics; restricted to the languages the renderer has strings for). Japanese is told
 * by its kana, which franc needs no statistics for. Too little text to tell (a brief that is only
 * prices): the fallback, English, rather than a guess from a handful of trigrams.
 */
const FRANC_CODE: Record<string, SiteLanguage> = { eng: "en", spa: "es", fra: "fr", deu: "de", por: "pt", jpn: "ja" };
const ONLY = Object.keys(FRANC_CODE);

/** Below this many real words (three letters or more, numbers, prices, emails and links aside) nothing is guessed. */
export const MIN_WORDS_TO_DETECT = 6;

/** Common function words: short briefs confuse trigram statistics (English read as French), these do not. */
const STOPWORDS: Record<Exclude<SiteLanguage, "ja">, Set<string>> = {
  en: new Set("the and with for our we you your of to in on at is are from by a an my i it this that".split(" ")),
  es: new Set("el la los las y con para nuestro nuestra es son del de en un una por al somos tenemos".split(" ")),
  fr: new Set("le la les et avec pour notre nos est sont des du de en un une au aux nous vous sur".split(" ")),
  de: new Set("der die das und mit für unser unsere ist sind ein eine wir im zum zur von auf bei".split(" ")),
  pt: new Set("o a os as e com para nosso nossa é são do da dos das de em um uma no na".split(" ")),
};
/** Letters only some of the languages write: a word with one is evidence for them. */
const LETTERS: Record<Exclude<SiteLanguage, "ja">, RegExp> = {
  en: /^$/,
  es: /[ñ¿¡]/u,
  fr: /[èêëàâîïôûùœç]/u,
  de: /[äöüß]/u,
  pt: /[ãõâêôç]/u,
};

export function detectLanguage(text: string, fallback: SiteLanguage = "en"): SiteLanguage {
  const kana = (text.match(/[\u3040-\u30ff]/gu) ?? []).length;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (kana >= 2 && kana / Math.max(letters, 1) > 0.05) return "ja";
  // Emails, links, handles and numbers carry no language.
  const words = text.replace(/\S*[@/]\S*/g, " ").replace(/\d+/g, " ");
  const tokens = words.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  if (tokens.filter((t) => t.length >= 3).length < MIN_WORDS_TO_DETECT) return fallback;
  const ranked = francAll(words, { only: ONLY, minLength: 12 }).filter(([code]) => code in FRANC_CODE);
  let best: SiteLanguage | null = null;
  let bestScore = 0;
  for (const [code, trigramScore] of ranked) {
    const lang = FRANC_CODE[code] as Exclude<SiteLanguage, "ja">;
    if (trigramScore < 0.75 || !(lang in STOPWORDS)) continue;
    const stop = tokens.filter((t) => STOPWORDS[lang].has(t)).length;
    const marked = tokens.filter((t) => LETTERS[lang].test(t)).length;
    const score = trigramScore + 0.05 * Math.min(stop, 6) + 0.05 * Math.min(marked, 4);
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best ?? fallback;
}

export function siteLanguage(chosen: string | null | undefined, text: string): SiteLanguage {
  if (chosen && (SITE_LANGUAGES as readonly string[]).includes(chosen)) return chosen as SiteLanguage;
  return detectLanguage(text);
}
