import { transliterate } from "transliteration";
import { imitatesPlatform } from "../../core/reserved-names";

/**
 * URL slugs for hosted sites (/sites/{slug}/). Lower-case ASCII letters, digits and single hyphens.
 * Names in other scripts are romanized with `transliteration` ("Пекарня Хлеб" -> "pekarnya-hleb",
 * "東京ラーメン" -> "dong-jing-ramen"); a name with nothing to romanize (emoji only) gives "" and the
 * caller's fallback (`{type}-{short id}`, see `fallbackSlug`).
 */
export const SLUG_MAX = 48;
/** Used only when neither the name nor a fallback gives anything. */
export const FALLBACK_SLUG = "site";

/** "restaurant-k3f9": the business type and a short id, for names with nothing to romanize. */
export function fallbackSlug(businessType: string, id: number | string): string {
  const type = slugify(businessType, 20) || FALLBACK_SLUG;
  const short = typeof id === "number" ? id.toString(36) : slugify(String(id), 12);
  return `${type}-${short || "0"}`;
}

const LIGATURES: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  Æ: "ae",
  ø: "o",
  Ø: "o",
  œ: "oe",
  Œ: "oe",
  đ: "d",
  Đ: "d",
  ł: "l",
  Ł: "l",
  þ: "th",
  ð: "d",
  "&": " and ",
  "@": " at ",
};

/** Kana next to kanji get a space, so "すし匠" romanizes as two words rather than one run. */
function romanize(name: string): string {
  if (/^[\x00-\x7f]*$/.test(name)) return name;
  const spaced = name.replace(/(?<=[\p{sc=Hiragana}\p{sc=Katakana}])(?=\p{sc=Han})|(?<=\p{sc=Han})(?=[\p{sc=Hiragana}\p{sc=Katakana}])/gu, " ");
  // The long-vowel mark "ー" would become a hyphen ("ra-men"); the romanized vowel is enough.
  return transliterate(spaced.replace(/[ーｰ]/gu, ""), { unknown: " " });
}

/** The slug of a name, or "" when nothing in it can be romanized. */
export function slugify(name: string, max = SLUG_MAX): string {
  const ascii = romanize(name.replace(/[ßæÆøØœŒđĐłŁþð&@]/g, (c) => LIGATURES[c] ?? c))
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  let slug = ascii;
  if (slug.length > max) {
    slug = slug.slice(0, max);
    const dash = slug.lastIndexOf("-");
    if (dash >= max / 2) slug = slug.slice(0, dash);
    slug = slug.replace(/-+$/g, "");
  }
  return slug;
}

/** A slug is valid when slugify would leave it unchanged. */
export function isValidSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= SLUG_MAX + 8;
}

/** "acme-bakery", then "acme-bakery-2", "acme-bakery-3"... the first one not in `existing`. */
export function nextFreeSlug(base: string, existing: ReadonlySet<string>): string {
  const root = isValidSlug(base) ? base : slugify(base) || FALLBACK_SLUG;
  if (!existing.has(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!existing.has(candidate)) return candidate;
  }
}

/**
 * Same as nextFreeSlug, for when the taken slugs live in a database: `taken` is asked one
 * candidate at a time. (A unique index must still back it up against races.)
 */
export async function siteSlug(
  name: string,
  taken: (slug: string) => boolean | Promise<boolean>,
  maxAttempts = 1000,
  fallback: string = FALLBACK_SLUG,
): Promise<string> {
  const named = slugify(name);
  // The address itself meets the naming rule: a slug that reads as the platform's page takes the fallback.
  const root = (named && !imitatesPlatform(named) ? named : "") || slugify(fallback) || FALLBACK_SLUG;
  for (let n = 1; n <= maxAttempts; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error(`No free slug for "${root}" after ${maxAttempts} attempts`);
}
