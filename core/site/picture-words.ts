import { ILLUSTRATIONS } from "./illustrations.data";

/**
 * The drawings' Unicode CLDR keywords in the owner's language (public/picture-words/<language>.txt,
 * written by `npm run illustrations`), and the owner's words matched against them. The keyword files
 * are too large for the Worker's bundle, so each host says where to read them (`setPictureWordSource`):
 * the Node server from disk, the Worker through its ASSETS binding. With no source, only the catalogue's
 * hand map chooses (core/site/pictures.ts).
 */

/** Reads one language's keyword file ("word<TAB>drawing,drawing" lines), or null when there is none. */
export type PictureWordSource = (language: string) => Promise<string | null>;

export interface PictureWords {
  language: string;
  /** A keyword (one word, lower case) and the drawings it names. */
  words: Map<string, readonly string[]>;
  /** Keywords in scripts written without spaces (Chinese, Japanese, Thai): found inside the text. */
  inside: Array<readonly [string, readonly string[]]>;
}

let source: PictureWordSource | null = null;
const cache = new Map<string, Promise<PictureWords | null>>();

/** Where the keyword files are read from (each host, once; null: none). */
export function setPictureWordSource(next: PictureWordSource | null): void {
  if (next === source) return;
  source = next;
  cache.clear();
}

const UNSPACED = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;

export function parsePictureWords(language: string, text: string): PictureWords {
  const words = new Map<string, readonly string[]>();
  const inside: Array<readonly [string, readonly string[]]> = [];
  for (const line of text.split("\n")) {
    const tab = line.indexOf("\t");
    if (tab <= 0) continue;
    const word = line.slice(0, tab);
    const drawings = line
      .slice(tab + 1)
      .split(",")
      .filter((d) => Object.hasOwn(ILLUSTRATIONS, d));
    if (!drawings.length) continue;
    words.set(word, drawings);
    if (UNSPACED.test(word)) inside.push([word, drawings]);
  }
  return { language, words, inside };
}

/**
 * The keyword file for a BCP-47 language: its script variant where CLDR has one (zh-Hant), else its
 * language (pt-BR -> pt, de-AT -> de); Filipino is tl, Norwegian nb.
 */
export function pictureWordsFile(language: string): string | null {
  let loc: Intl.Locale;
  try {
    loc = new Intl.Locale(language).maximize();
  } catch {
    return null;
  }
  const base = loc.language;
  if (base === "zh") return loc.script === "Hant" ? "zh-Hant" : "zh";
  if (base === "fil") return "tl";
  if (base === "no" || base === "nn") return "nb";
  return /^[a-z]{2,3}$/.test(base) ? base : null;
}

/** The keyword lists for the owner's language and English (owners borrow English trade words), as there are. */
export async function loadPictureWords(language: string): Promise<PictureWords[]> {
  if (!source) return [];
  const files = [...new Set([pictureWordsFile(language), "en"].filter((f): f is string => !!f))];
  const lists = await Promise.all(files.map((f) => loadOne(f)));
  return lists.filter((l): l is PictureWords => !!l);
}

function loadOne(file: string): Promise<PictureWords | null> {
  let hit = cache.get(file);
  if (!hit) {
    const read = source;
    hit = (read ? read(file) : Promise.resolve(null)).then(
      (text) => (text ? parsePictureWords(file, text) : null),
      // A missing or unreadable file: the hand map chooses, generation goes on.
      () => null,
    );
    cache.set(file, hit);
    // A failed read is not remembered: the next site tries again.
    hit.then((r) => {
      if (!r && cache.get(file) === hit) cache.delete(file);
    });
  }
  return hit;
}

/** Languages that join nouns into one word (Schlüsseldienst, bandenwissel): a keyword may begin or end one. */
const COMPOUNDING = new Set(["de", "nl", "sv", "da", "nb", "no", "nn", "fi", "et", "hu", "is", "af"]);

/** Where a word of the owner's was found and how much it says about the trade. */
export interface WordSource {
  text: string;
  weight: number;
}

/** Each drawing the owner's words name: its score and the words that named it. */
export type PictureMatches = Map<string, { score: number; words: Set<string> }>;

/**
 * Every drawing the owner's words name through the keyword lists. A word that names one drawing says
 * more than one that names six (its weight is divided by the square root of how many); a word counts
 * once, with the weight of the strongest place it was found.
 */
export function matchPictureWords(sources: readonly WordSource[], lists: readonly PictureWords[], language: string): PictureMatches {
  const best = new Map<string, { weight: number; drawings: readonly string[] }>();
  const note = (key: string, drawings: readonly string[], weight: number) => {
    const seen = best.get(key);
    if (!seen || seen.weight < weight) best.set(key, { weight, drawings });
  };
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Intl.Segmenter(language, { granularity: "word" });
  } catch {
    segmenter = new Intl.Segmenter("en", { granularity: "word" });
  }
  for (const { text, weight } of sources) {
    if (!text || weight <= 0) continue;
    for (const list of lists) {
      const lower = text.toLocaleLowerCase(list.language);
      for (const [word, drawings] of list.inside) if (lower.includes(word)) note(word, drawings, weight);
      const compounding = COMPOUNDING.has(list.language);
      for (const s of segmenter.segment(lower)) {
        if (!s.isWordLike) continue;
        const found = lookup(s.segment, list.words, compounding);
        if (found) note(found[0], found[1], weight);
      }
    }
  }
  const out: PictureMatches = new Map();
  for (const [word, { weight, drawings }] of best) {
    const each = weight / Math.sqrt(drawings.length);
    for (const d of drawings) {
      const m = out.get(d) ?? { score: 0, words: new Set<string>() };
      m.score += each;
      m.words.add(word);
      out.set(d, m);
    }
  }
  return out;
}

/** The keyword a word of the owner's is: itself, itself less a short ending (tyres, Schach-es), or in a compound a part of four letters or more. */
function lookup(token: string, words: Map<string, readonly string[]>, compounding: boolean): [string, readonly string[]] | null {
  const chars = [...token];
  if (chars.length < 3 && !UNSPACED.test(token)) return null;
  const exact = words.get(token);
  if (exact) return [token, exact];
  for (let cut = 1; cut <= 2 && chars.length - cut >= 3; cut++) {
    const stem = chars.slice(0, chars.length - cut).join("");
    const hit = words.get(stem);
    if (hit) return [stem, hit];
  }
  if (!compounding || chars.length < 7) return null;
  // The longest keyword that begins or ends the compound, leaving a part of three letters or more.
  for (let len = chars.length - 3; len >= 4; len--) {
    const head = chars.slice(0, len).join("");
    const h = words.get(head);
    if (h) return [head, h];
    const tail = chars.slice(chars.length - len).join("");
    const t = words.get(tail);
    if (t) return [tail, t];
  }
  return null;
}
