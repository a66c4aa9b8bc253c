/**
 * Plain-text matching for the site's client-side filters: case- and accent-insensitive, every word
 * of the query must occur somewhere in the text (in any order).
 */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function queryTerms(query: string): string[] {
  const normalized = normalizeText(query);
  return normalized === "" ? [] : normalized.split(" ");
}

export function matchesTerms(text: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = normalizeText(text);
  return terms.every((term) => haystack.includes(term));
}
