/**
 * Characters a person cannot see that change what they read: bidi embeddings, overrides and isolates
 * (U+202E turns "Lumen spaces" around), zero-width and other invisible format characters, Hangul
 * fillers, and C0/C1 control codes other than tab, line feed and carriage return. Removed from every
 * string the API takes (`functions/middleware/validate.ts`), before any rule reads it.
 *
 * Kept on purpose: ZWNJ and ZWJ (U+200C, U+200D: Persian and Indic spelling, emoji sequences) and the
 * marks LRM, RLM and ALM (U+200E, U+200F, U+061C), which right-to-left text uses to place punctuation
 * and which cannot reorder letters.
 */
const HIDDEN_CONTROLS =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each listed code point is removed on its own; none is meant to combine
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]/g;

/** The text without hidden controls. */
export function stripHiddenControls(text: string): string {
  return text.replace(HIDDEN_CONTROLS, "");
}

/** True when the text holds a hidden control. */
export function hasHiddenControls(text: string): boolean {
  HIDDEN_CONTROLS.lastIndex = 0;
  const found = HIDDEN_CONTROLS.test(text);
  HIDDEN_CONTROLS.lastIndex = 0;
  return found;
}

/** Every string in a JSON-like value (object keys too) without hidden controls; other values as they are. */
export function withoutHiddenControls(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return stripHiddenControls(value);
  if (depth > 64 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => withoutHiddenControls(v, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const key = stripHiddenControls(k);
    // Own data properties only: "__proto__" arrives as a key from JSON.parse and must stay a plain key.
    Object.defineProperty(out, key, { value: withoutHiddenControls(v, depth + 1), enumerable: true, writable: true, configurable: true });
  }
  return out;
}
