/** Small text helpers shared by the writers. Pure, deterministic, no HTML awareness (the renderer escapes). */
import { endSentence, sentenceGap } from "../../core/site/sentence-end";

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2066-\u2069\uFEFF]/g;

function wellFormed(value: string): string {
  // Replace lone surrogates so every string can be encoded as UTF-8.
  return value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** One line of clean text: control characters removed, whitespace collapsed, trimmed. */
export function cleanLine(value: string | null | undefined): string {
  if (!value) return "";
  return wellFormed(value).replace(CONTROL, "").replace(/\s+/g, " ").trim();
}

/** Multi-line clean text (keeps line breaks, collapses other whitespace). */
export function cleanBlock(value: string | null | undefined): string {
  if (!value) return "";
  return wellFormed(value)
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL, "")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Shorten to at most `max` UTF-16 units (what zod's max() counts), at a word boundary when one is
 * near, ending with an ellipsis. Never splits a surrogate pair.
 */
export function clip(value: string, max: number): string {
  const s = value.trim();
  if (s.length <= max) return s;
  let cut = s.slice(0, Math.max(0, max - 1));
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(" ");
  if (space >= max * 0.6) cut = cut.slice(0, space);
  cut = cut.replace(/[\s,;:.\-–—]+$/u, "");
  return `${cut}…`;
}

/** The first candidate that fits; otherwise the last one clipped. */
export function fit(candidates: readonly string[], max: number): string {
  for (const c of candidates) {
    const s = c.trim();
    if (s && s.length <= max) return s;
  }
  return clip(candidates[candidates.length - 1] ?? "", max);
}

export function capitalize(value: string): string {
  return value.replace(/^(\P{L}*)(\p{L})/u, (_, pre: string, ch: string) => pre + ch.toUpperCase());
}

const ABBREVIATION =
  /(?:^|[\s(])(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sr|Jr|St|Mt|No|Nr|Dra|Sra|Mme|Mlle|Hr|Fr|vs|etc|approx|e\.g|i\.e|Ave|Rd|Blvd|Tel|Tlf|Ph|Nº|approx|Av|Avda|Sta|Sto)\.$/;
const SENTENCE_END = /[.!?…]+["”’)]*\s+|[。｡！？︒﹒﹖﹗]+[」』）)”’"]*/gu;
const SENTENCE_START = /^[\p{Lu}\p{N}"“'‘(\p{Extended_Pictographic}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;

/**
 * A line break read as a sentence end: a line with its own final punctuation ("です！", "Open daily!") keeps it,
 * one without gets the full stop of its script ("。" after Japanese, "." after Latin), and what follows the
 * stop is what `sentences` splits at (a space, none after "。").
 */
function joinLines(value: string): string {
  const [first = "", ...rest] = value.split(/\n+/);
  let text = first;
  for (const line of rest) {
    const ended = endSentence(text);
    text = `${ended}${sentenceGap(ended)}${line}`;
  }
  return text;
}

/** Split prose into sentences (good enough for copy, not for linguistics). "Dr. Patel" keeps its dot and stays whole. */
export function sentences(value: string): string[] {
  const text = joinLines(value).replace(/\.\s*\.\s/g, ". ");
  const out: string[] = [];
  let from = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    const end = (m.index ?? 0) + m[0].length;
    const head = text.slice(from, (m.index ?? 0) + m[0].trimEnd().length);
    if (ABBREVIATION.test(head.trimEnd()) || !SENTENCE_START.test(text.slice(end))) continue;
    out.push(head);
    from = end;
  }
  out.push(text.slice(from));
  return out.map((s) => s.replace(/^[.\s]+/, "").trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** Fill `{key}` placeholders. Unknown keys are left as they are so tests can catch them. */
export function fill(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? (vars[key] as string) : whole));
}

/** The description's paragraphs (a blank line or a bullet starts one). */
export function proseBlocks(description: string): string[] {
  return cleanBlock(description).split(/\n\s*\n|\n(?=[-•*]\s)/);
}

/** The description's sentences, split exactly as the about prose is. */
export function proseSentences(description: string): string[] {
  return proseBlocks(description).flatMap((block) => sentences(block));
}
