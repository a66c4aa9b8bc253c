/**
 * Years and founding phrases as typed: "since 1987", "est. 1987", "founded in 2009", "desde 1987",
 * "depuis 1987", "seit 1987", "1987年創業". The phrase is kept verbatim; no age is ever computed.
 */
const SINCE_RE =
  /\b(?:since|est\.?|established(?: in)?|founded(?: in)?|opened(?: in)?|desde|depuis|seit|fundad[oa] en|fondée? en|gegründet)\s+(?:in\s+)?(1[89]\d{2}|20\d{2})\b|(?:(1[89]\d{2}|20\d{2})年(?:創業|設立|開業))/iu;

export function findSince(text: string): string | null {
  const m = SINCE_RE.exec(text);
  return m ? m[0].trim() : null;
}

/** Every four-digit year in the text (used by the checks that forbid years nobody typed). */
export function yearsIn(text: string): string[] {
  return [...text.matchAll(/(?<!\d)(1[89]\d{2}|20\d{2})(?!\d)/g)].map((m) => m[1] as string);
}
