/**
 * A page's label names the brief's language: the same tag, a more specific one ("pt-PT" for "pt",
 * "zh-Hant" for "zh"), or Bokmål or Nynorsk for Norwegian ("no", the macrolanguage).
 */
export function sameLanguage(expected: string, got: string | null): boolean {
  const e = expected.toLowerCase();
  const g = (got ?? "").toLowerCase();
  return g === e || g.startsWith(`${e}-`) || (e === "no" && (g === "nb" || g === "nn" || g.startsWith("nb-")));
}
