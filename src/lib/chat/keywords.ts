/**
 * Keyword matching on lowercased input (spec section 4 "Builders").
 *
 * A keyword matches where it starts a word (the character before it is not a letter or digit) and
 * ends a word, allowing a plural "s"/"es" ("task" matches "tasks", "store" matches "stores"; "ux"
 * does not match "luxury", "web" does not match "cobweb"). A keyword ending in "*" is a prefix
 * ("schedul*" matches "schedule" and "scheduling"). Multi-word keywords ("real estate") match as
 * written.
 */

const ALNUM = /[a-z0-9]/;

function isAlnum(ch: string | undefined): boolean {
  return ch !== undefined && ALNUM.test(ch);
}

/** True when `keyword` occurs in `text` (both compared lowercased) as described above. */
export function hasKeyword(text: string, keyword: string): boolean {
  const haystack = text.toLowerCase();
  const prefix = keyword.endsWith("*");
  const needle = (prefix ? keyword.slice(0, -1) : keyword).toLowerCase();
  if (needle.length === 0) return false;
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) return false;
    from = at + 1;
    if (isAlnum(haystack[at - 1]) && isAlnum(needle[0])) continue;
    if (prefix) return true;
    const end = at + needle.length;
    if (!isAlnum(haystack[end]) || !isAlnum(needle[needle.length - 1])) return true;
    if (haystack[end] === "s" && !isAlnum(haystack[end + 1])) return true;
    if (haystack.startsWith("es", end) && !isAlnum(haystack[end + 2])) return true;
  }
}

export function hasAnyKeyword(text: string, keywords: readonly string[]): boolean {
  return keywords.some((k) => hasKeyword(text, k));
}

export interface KeywordEntry {
  /** The canonical value, also the choice text shown to the user. */
  value: string;
  keywords: readonly string[];
}

/** An entry matches its keywords or its own value (so clicking a choice always selects it). */
function entryMatches(text: string, entry: KeywordEntry): boolean {
  return hasKeyword(text, entry.value) || hasAnyKeyword(text, entry.keywords);
}

/** The first entry, in list order, that the text mentions; null when none. */
export function matchFirst<T extends KeywordEntry>(text: string, entries: readonly T[]): T | null {
  return entries.find((e) => entryMatches(text, e)) ?? null;
}

/** Every entry the text mentions, in list order, without duplicates. */
export function matchAll<T extends KeywordEntry>(text: string, entries: readonly T[]): T[] {
  return entries.filter((e) => entryMatches(text, e));
}

/** Case-insensitive exact value lookup, then keyword lookup; null when nothing fits. */
export function canonicalValue<T extends KeywordEntry>(raw: string, entries: readonly T[]): T | null {
  const wanted = raw.trim().toLowerCase();
  if (wanted.length === 0) return null;
  return entries.find((e) => e.value.toLowerCase() === wanted) ?? matchFirst(wanted, entries);
}
