/**
 * Text cut to fit a length limit at a sentence end (Unicode sentence boundaries through
 * `Intl.Segmenter`, so any script's full stop counts), for prefilling a form within its own limit.
 */

const ELLIPSIS = "…";

/**
 * The longest run of whole sentences from the start of `text` within `limit` characters (the
 * length a form counts: UTF-16 units, trimmed). When even the first sentence is longer, it is cut at
 * the last word boundary that fits, with an ellipsis. Text within the limit comes back trimmed.
 */
export function clipAtSentenceEnd(text: string, limit: number): string {
  const whole = text.trim();
  if (whole.length <= limit) return whole;
  let kept = "";
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "sentence" }).segment(whole)) {
    const next = kept + segment;
    if (next.trimEnd().length > limit) break;
    kept = next;
  }
  if (kept.trim()) return kept.trim();
  let words = "";
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "word" }).segment(whole)) {
    const next = words + segment;
    if (next.trimEnd().length + ELLIPSIS.length > limit) break;
    words = next;
  }
  let cut = words.trim();
  if (!cut) {
    // Not even one word fits: the characters that do (whole code points only).
    for (const ch of whole) {
      if (cut.length + ch.length + ELLIPSIS.length > limit) break;
      cut += ch;
    }
  }
  return cut.replace(/[\s\p{P}]+$/u, "") + ELLIPSIS;
}
