/**
 * URL slugs for hosted sites (/sites/{slug}/). Lower-case ASCII letters, digits and single hyphens;
 * never empty ("site" when nothing latin is left, e.g. for a name written in another script).
 */
export const SLUG_MAX = 48;
export const FALLBACK_SLUG = "site";

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

export function slugify(name: string, max = SLUG_MAX): string {
  const ascii = name
    .replace(/[ßæÆøØœŒđĐłŁþð&@]/g, (c) => LIGATURES[c] ?? c)
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
  return slug || FALLBACK_SLUG;
}

/** A slug is valid when slugify would leave it unchanged. */
export function isValidSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= SLUG_MAX + 8;
}

/** "acme-bakery", then "acme-bakery-2", "acme-bakery-3"... the first one not in `existing`. */
export function nextFreeSlug(base: string, existing: ReadonlySet<string>): string {
  const root = isValidSlug(base) ? base : slugify(base);
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
): Promise<string> {
  const root = slugify(name);
  for (let n = 1; n <= maxAttempts; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error(`No free slug for "${root}" after ${maxAttempts} attempts`);
}
