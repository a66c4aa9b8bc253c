/** Small text helpers shared by the writers. Pure, deterministic, no HTML awareness (the renderer escapes). */
import { endSentence } from "../../core/site/sentence-end";

/** Control and direction characters; the zero-width joiners that spell words are kept (Persian "سه‌شنبه", emoji sequences). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200E\u200F\u2028-\u202E\u2066-\u2069\uFEFF]/g;

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

/** The first letter up, when the text opens with a letter after punctuation ("¿qué" "¿Qué"; "20% deposit" stays as typed). */
export function capitalize(value: string): string {
  return value.replace(/^([^\p{L}\p{N}]*)(\p{L})/u, (_, pre: string, ch: string) => pre + ch.toUpperCase());
}

const ABBREVIATION =
  /(?:^|[\s(])(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sr|Jr|St|Mt|No|Nr|Dra|Sra|Mme|Mlle|Hr|Fr|vs|etc|approx|e\.g|i\.e|Ave|Rd|Blvd|Tel|Tlf|Ph|Nº|approx|Av|Avda|Sta|Sto)\.$/;
/** A clause of one capital and at most one small letter before the stop ("Unit 204, Ma. Clara Bldg.", "Smith, J. and Co."): a name's abbreviation or an initial. */
const INITIAL_CLAUSE = /[,;]\s*\p{Lu}\p{Ll}?\.$/u;
const SENTENCE_END = /[.!?…]+["”’)]*\s+|[。｡！？︒﹒﹖﹗]+[」』）)”’"]*/gu;
const SENTENCE_START = /^[\p{Lu}\p{N}"“'‘(\p{Extended_Pictographic}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;

/**
 * Split prose into sentences (good enough for copy, not for linguistics). "Dr. Patel" keeps its dot and stays whole.
 * A line break always ends a sentence (the line gets a stop when it has none): a sentence never runs
 * from one line into the next ("Kraków.\ntel. 12 345" is two), so a line is made of whole sentences.
 */
export function sentences(value: string): string[] {
  const lines = value.split(/\n+/);
  if (lines.length > 1) return lines.flatMap((line, i) => sentences(i < lines.length - 1 ? endSentence(line) : line));
  const text = value.replace(/\.\s*\.\s/g, ". ");
  const out: string[] = [];
  let from = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    const end = (m.index ?? 0) + m[0].length;
    const head = text.slice(from, (m.index ?? 0) + m[0].trimEnd().length);
    if (ABBREVIATION.test(head.trimEnd()) || INITIAL_CLAUSE.test(head.trimEnd()) || !SENTENCE_START.test(text.slice(end))) continue;
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

/** A bullet at the start of a line ("- ", "• ", "* ", "– "). */
const BULLET = /^[ \t]*[-–—•*·▪◦‣●][ \t]+/u;
/** A number at the start of a line ("1. ", "2) "): a marker only when two lines or more have one ("3. Oktober" alone is a date). */
const NUMBERED = /^[ \t]*\d{1,2}[.)][ \t]+(?=\S)/u;

/** A block of the description: its text without its list marker, and whether it was a list item. */
export interface ProseBlock {
  text: string;
  item: boolean;
  /** The first block after a blank line (or of the text). */
  opens: boolean;
}

/**
 * The description's paragraphs (a blank line or a list item starts one). A list item's marker is
 * formatting, not the owner's words: it is taken off here, so the prose and the accounting read the same sentences.
 */
export function proseItems(description: string): ProseBlock[] {
  const text = cleanBlock(description);
  const numbered = text.split("\n").filter((l) => NUMBERED.test(l)).length >= 2;
  const marker = (line: string) => BULLET.exec(line) ?? (numbered ? NUMBERED.exec(line) : null);
  const out: ProseBlock[] = [];
  for (const para of text.split(/\n\s*\n/)) {
    let current: ProseBlock | null = null;
    for (const line of para.split("\n")) {
      const m = marker(line);
      if (m || !current) {
        if (current) out.push(current);
        current = { text: m ? line.slice(m[0].length) : line, item: !!m, opens: !current };
      } else current.text += `\n${line}`;
    }
    if (current) out.push(current);
  }
  return out;
}

/** The description's paragraphs, without list markers (see proseItems). */
export function proseBlocks(description: string): string[] {
  return proseItems(description).map((b) => b.text);
}

/** The description's sentences, split exactly as the about prose is. */
export function proseSentences(description: string): string[] {
  return proseBlocks(description).flatMap((block) => sentences(block));
}
