/**
 * A compact, transferable form of a RedactionResult for the Web Worker's reply.
 *
 * Structured-cloning a result with hundreds of thousands of match objects costs the receiving
 * (main) thread about as much as the redaction itself: a 5 MB log with 300k matches took a full
 * second to deserialize in Chromium. Packed, the matches are two typed arrays moved without copying
 * (transfer list), the original text is not sent back at all (the caller has it), and the
 * replacements are slices of the redacted text. Unpacking rebuilds the exact RedactionResult.
 */
import { REDACTION_CATEGORY_IDS, type RedactionCategory, type RedactionMatch, type RedactionResult } from "./redact";

export interface PackedRedaction {
  redactedText: string;
  redactionCount: number;
  categories: RedactionCategory[];
  countsByCategory: Record<RedactionCategory, number>;
  /** Four per match: start, end, originalStart, originalEnd. */
  offsets: Uint32Array;
  /** Per match: the index of its category in REDACTION_CATEGORY_IDS. */
  kinds: Uint8Array;
}

export function packRedaction(result: RedactionResult): PackedRedaction {
  const n = result.matches.length;
  const offsets = new Uint32Array(n * 4);
  const kinds = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const m = result.matches[i] as RedactionMatch;
    offsets[i * 4] = m.start;
    offsets[i * 4 + 1] = m.end;
    offsets[i * 4 + 2] = m.originalStart;
    offsets[i * 4 + 3] = m.originalEnd;
    kinds[i] = REDACTION_CATEGORY_IDS.indexOf(m.category);
  }
  return {
    redactedText: result.redactedText,
    redactionCount: result.redactionCount,
    categories: result.categories,
    countsByCategory: result.countsByCategory,
    offsets,
    kinds,
  };
}

/** The buffers to list as transferables when posting a packed result. */
export function transferables(packed: PackedRedaction): ArrayBuffer[] {
  return [packed.offsets.buffer as ArrayBuffer, packed.kinds.buffer as ArrayBuffer];
}

export function unpackRedaction(packed: PackedRedaction, originalText: string): RedactionResult {
  const { offsets, kinds, redactedText } = packed;
  const matches: RedactionMatch[] = new Array(kinds.length);
  for (let i = 0; i < kinds.length; i++) {
    const start = offsets[i * 4] as number;
    const end = offsets[i * 4 + 1] as number;
    matches[i] = {
      category: REDACTION_CATEGORY_IDS[kinds[i] as number] as RedactionCategory,
      start,
      end,
      originalStart: offsets[i * 4 + 2] as number,
      originalEnd: offsets[i * 4 + 3] as number,
      replacement: redactedText.slice(start, end),
    };
  }
  return {
    originalText,
    redactedText,
    redactionCount: packed.redactionCount,
    categories: packed.categories,
    countsByCategory: packed.countsByCategory,
    matches,
  };
}

/** Shape check for a message claimed to be a PackedRedaction. */
export function isPackedRedaction(value: unknown): value is PackedRedaction {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<PackedRedaction>;
  return (
    typeof v.redactedText === "string" &&
    typeof v.redactionCount === "number" &&
    v.offsets instanceof Uint32Array &&
    v.kinds instanceof Uint8Array &&
    v.offsets.length === v.kinds.length * 4
  );
}
