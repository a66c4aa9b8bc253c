import { franc } from "franc-min";
import { SITE_LANGUAGES, type SiteLanguage } from "../../src/lib/intake";

/**
 * The site's language: the intake's choice, else detected from the owner's own words with franc-min
 * (trigram statistics; restricted to the languages the renderer has strings for). Japanese is told
 * by its kana, which franc needs no statistics for. Too little text to tell: English.
 */
const FRANC_CODE: Record<string, SiteLanguage> = { eng: "en", spa: "es", fra: "fr", deu: "de", por: "pt", jpn: "ja" };
const ONLY = Object.keys(FRANC_CODE);

export function detectLanguage(text: string): SiteLanguage {
  const kana = (text.match(/[\u3040-\u30ff]/gu) ?? []).length;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (kana >= 2 && kana / Math.max(letters, 1) > 0.05) return "ja";
  if (letters < 12) return "en";
  const code = franc(text, { only: ONLY, minLength: 12 });
  return FRANC_CODE[code] ?? "en";
}

export function siteLanguage(chosen: string | null | undefined, text: string): SiteLanguage {
  if (chosen && (SITE_LANGUAGES as readonly string[]).includes(chosen)) return chosen as SiteLanguage;
  return detectLanguage(text);
}
