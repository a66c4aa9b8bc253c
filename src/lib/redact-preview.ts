/**
 * The redactor screen's highlighted view of a result: the redacted text cut into plain runs and
 * replaced spans, limited to a prefix so that a 5 MB result never turns into hundreds of thousands
 * of DOM nodes. Copy and Download always use the full text.
 *
 * It reads the packed form (src/lib/redact-transfer.ts): the matches as offsets, so a result with
 * 300k matches costs nothing beyond the few hundred the view shows.
 */
import { REDACTION_CATEGORY_IDS, type RedactionCategory } from "./redact";
import type { PackedRedaction } from "./redact-transfer";

/** The highlighted view shows at most this many characters of the redacted text. */
export const REDACTION_PREVIEW_CHARS = 20_000;

/** A replaced span knows where it starts in the redacted text (its key in the view). */
export type PreviewSegment = { kind: "text"; text: string } | { kind: "match"; start: number; text: string; category: RedactionCategory };

export interface RedactionPreview {
  segments: PreviewSegment[];
  /** Characters of the redacted text the segments cover. */
  shownChars: number;
  totalChars: number;
  /** True when the view stops before the end of the text. */
  truncated: boolean;
}

/**
 * Segments of `redactedText` up to `limit` characters. A replacement is never cut in half: when
 * the limit falls inside one, the view stops before it (or includes it if it starts at 0).
 */
export function redactionPreview(
  packed: Pick<PackedRedaction, "redactedText" | "offsets" | "kinds">,
  limit: number = REDACTION_PREVIEW_CHARS,
): RedactionPreview {
  const { redactedText: text, offsets, kinds } = packed;
  const max = Math.max(0, Math.min(limit, text.length));
  const segments: PreviewSegment[] = [];
  let cursor = 0;
  let stop = max;
  for (let i = 0; i < kinds.length; i++) {
    const start = offsets[i * 4] as number;
    const end = offsets[i * 4 + 1] as number;
    if (start >= max) break;
    if (end > max && start > 0) {
      stop = start;
      break;
    }
    if (start > cursor) segments.push({ kind: "text", text: text.slice(cursor, start) });
    const category = REDACTION_CATEGORY_IDS[kinds[i] as number] as RedactionCategory;
    segments.push({ kind: "match", start, text: text.slice(start, end), category });
    cursor = end;
  }
  stop = Math.max(stop, cursor);
  if (stop > cursor) segments.push({ kind: "text", text: text.slice(cursor, stop) });
  return { segments, shownChars: stop, totalChars: text.length, truncated: stop < text.length };
}
