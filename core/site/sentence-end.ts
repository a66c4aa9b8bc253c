/**
 * Where a sentence ends, in any script. The writers and the renderer add a full stop only to a
 * sentence that has none of its own ("です！" stays "です！", never "です！."), and the stop they add
 * is the one of the sentence's own script ("。" after Japanese or Chinese, "।" after Hindi).
 * Pure; used by the generator's writers and by the renderer's fixed strings.
 */

/**
 * A sentence's own final punctuation: any Unicode sentence terminal (. ! ? 。 ！ ？ ｡ ． ؟ । ॥ ። ။ ។ ۔ ‼ ⁇...)
 * or an ellipsis, then any closing quotes or brackets ("Yes!”", "「はい。」").
 */
const FINAL = /[\p{Sentence_Terminal}…‥⋯][\p{Pe}\p{Pf}"'»」』]*$/u;

/** Stops after which the next sentence follows with no space (Chinese and Japanese prose). */
const CLOSED_UP = /[。｡！？︒﹒﹖﹗][\p{Pe}\p{Pf}"'»」』]*$/u;

/** The full stop of a script that does not use ".", by the script of the sentence's last letter. */
const STOPS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Bopomofo}]/u, "。"],
  [/[\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}]/u, "।"],
  [/\p{sc=Myanmar}/u, "။"],
  [/\p{sc=Khmer}/u, "។"],
  [/\p{sc=Ethiopic}/u, "።"],
  [/\p{sc=Armenian}/u, "։"],
];

/** Does the text already end a sentence (trailing spaces ignored)? */
export function endsSentence(text: string): boolean {
  return FINAL.test(text.trimEnd());
}

/** The full stop a sentence ending like this one takes: "。" after Japanese, "." after Latin, Arabic, Cyrillic... */
export function fullStopFor(text: string): string {
  const letters = text.match(/\p{L}/gu);
  const last = letters?.[letters.length - 1];
  if (!last) return ".";
  for (const [script, stop] of STOPS) if (script.test(last)) return stop;
  return ".";
}

/** The sentence with a full stop of its script, unless it already ends with its own punctuation. Empty stays empty. */
export function endSentence(text: string): string {
  const s = text.trimEnd();
  if (!s || endsSentence(s)) return s;
  return s + fullStopFor(s);
}

/** What goes between a sentence and the next: nothing after a stop Chinese and Japanese close up ("。"), else a space. */
export function sentenceGap(previous: string): string {
  return CLOSED_UP.test(previous.trimEnd()) ? "" : " ";
}

/** Sentences as one run of prose: each ended as `endSentence` does, joined as `sentenceGap` says. */
export function joinSentences(parts: readonly string[]): string {
  let out = "";
  for (const part of parts) {
    const s = endSentence(part.trim());
    if (!s) continue;
    out = out ? out + sentenceGap(out) + s : s;
  }
  return out;
}
