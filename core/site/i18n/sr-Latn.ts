import type { SiteWords } from "./en";
import { sr } from "./sr";

/**
 * Serbian in Latin letters: the Serbian (Cyrillic) table written with the standard one-to-one correspondence
 * of the two Serbian alphabets (Vuk's Cyrillic to Gaj's Latin), so the two never drift apart.
 */
const LATIN: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  ђ: "đ",
  е: "e",
  ж: "ž",
  з: "z",
  и: "i",
  ј: "j",
  к: "k",
  л: "l",
  љ: "lj",
  м: "m",
  н: "n",
  њ: "nj",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  ћ: "ć",
  у: "u",
  ф: "f",
  х: "h",
  ц: "c",
  ч: "č",
  џ: "dž",
  ш: "š",
};

function latin(text: string): string {
  return [...text]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const l = LATIN[lower];
      if (l === undefined) return ch;
      return ch === lower ? l : l.charAt(0).toUpperCase() + l.slice(1);
    })
    .join("");
}

export function transliterate<T>(value: T): T {
  if (typeof value === "string") return latin(value) as T;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, transliterate(v)])) as T;
}

export const srLatn: SiteWords = transliterate(sr);
