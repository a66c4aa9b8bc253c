import { ILLUSTRATIONS } from "./illustrations.data";
import { PICTURE_WORD_FILES } from "./picture-words.files";

/**
 * The drawings' Unicode CLDR keywords in the owner's language (public/picture-words/<language>.txt,
 * written by `npm run illustrations`), and the owner's words matched against them. The keyword files
 * are too large for the Worker's bundle, so each host says where to read them (`setPictureWordSource`):
 * the Node server from disk, the Worker through its ASSETS binding. With no source, only the catalogue's
 * hand map chooses (core/site/pictures.ts).
 */

/** Reads one language's keyword file ("word<TAB>drawing,drawing" lines), or null when there is none. */
export type PictureWordSource = (language: string) => Promise<string | null>;

/** A drawing a keyword names, and whether the word is part of the drawing's own name ("chess" of "chess pawn"). */
export interface Named {
  drawing: string;
  byName: boolean;
  /** The word is the drawing's whole name ("croissant", "guitar"). */
  whole?: boolean;
}

export interface PictureWords {
  language: string;
  /** A keyword (one word, lower case) and the drawings it names. */
  words: Map<string, readonly Named[]>;
  /** Keywords in scripts written without spaces (Chinese, Japanese, Thai): found inside the text. */
  inside: Array<readonly [string, readonly Named[]]>;
  /** A keyword of five letters or more less its last one to three letters, and the keyword ("plumb" -> "plumber"). */
  stems: Map<string, string>;
  /** Common words of the language ("not", "small": on many of CLDR's emoji, no drawing's whole name): they never choose a drawing alone. */
  common?: Set<string>;
  /** False for a list read for borrowed words only (English on a page in another language). */
  own?: boolean;
  /**
   * False for a list whose words of three letters are not read: any but the page's language and the one the
   * text is most likely in (a short word of a second language is as often a common word of the owner's:
   * Afrikaans "die" is "the", not the game die; Danish "and" is a duck).
   */
  short?: boolean;
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
  const words = new Map<string, readonly Named[]>();
  const inside: Array<readonly [string, readonly Named[]]> = [];
  const common = new Set<string>();
  for (const line of text.split("\n")) {
    const tab = line.indexOf("\t");
    if (tab <= 0) continue;
    const word = line.startsWith("~") ? line.slice(1, tab) : line.slice(0, tab);
    if (!word) continue;
    const drawings = line
      .slice(tab + 1)
      .split(",")
      .map((d) =>
        d.startsWith("==")
          ? { drawing: d.slice(2), byName: true, whole: true }
          : d.startsWith("=")
            ? { drawing: d.slice(1), byName: true }
            : { drawing: d, byName: false },
      )
      .filter((d) => Object.hasOwn(ILLUSTRATIONS, d.drawing));
    if (!drawings.length) continue;
    words.set(word, drawings);
    if (line.startsWith("~")) common.add(word);
    // Found inside the text: Chinese and Japanese words of two characters or more, Thai and its neighbours' of four.
    if (UNSPACED.test(word) && [...word].length >= (/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u.test(word) ? 2 : 4)) inside.push([word, drawings]);
  }
  const stems = new Map<string, string>();
  for (const word of words.keys()) {
    const chars = [...word];
    for (let cut = 1; cut <= 3 && chars.length - cut >= STEM; cut++) {
      const stem = chars.slice(0, chars.length - cut).join("");
      if (!stems.has(stem)) stems.set(stem, word);
    }
  }
  return { language, words, inside, stems, common };
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

/**
 * A word as keywords and the owner's text are compared: lower case in the language, and the two ways
 * of writing a nasal vowel in Devanagari and Bengali (दाँत, दांत) as one.
 */
export function normalizeWord(text: string, language: string): string {
  let lower: string;
  try {
    lower = text.toLocaleLowerCase(language);
  } catch {
    lower = text.toLowerCase();
  }
  return lower
    .normalize("NFC")
    .replace(/\u0901/g, "\u0902")
    .replace(/\u0981/g, "\u0982");
}

/** The Unicode script a keyword file's language is written in (its likely script, from CLDR through Intl). */
function scriptOf(file: string): string {
  const script = new Intl.Locale(file).maximize().script ?? "Latn";
  // Korean, Japanese and Chinese: the scripts their letters belong to.
  return script === "Kore" ? "Hang" : script === "Jpan" ? "Hira" : script === "Hans" || script === "Hant" ? "Hani" : script;
}

const SCRIPT_FILES = new Map<string, string[]>();
for (const file of PICTURE_WORD_FILES) {
  const script = scriptOf(file);
  if (script !== "Latn") SCRIPT_FILES.set(script, [...(SCRIPT_FILES.get(script) ?? []), file]);
}
const SCRIPT_RES = [...SCRIPT_FILES.keys()].map((s) => [s, new RegExp(`\\p{Script=${s}}`, "gu")] as const);

/**
 * The keyword files for a text's own script, whatever the page's language says: Arabic letters read
 * with the Arabic, Persian and Urdu keywords, Devanagari with Hindi, Marathi and Nepali. Latin: none (the
 * page's language and English are read anyway).
 */
export function scriptFiles(text: string): string[] {
  let best: string | null = null;
  let most = 0;
  for (const [script, re] of SCRIPT_RES) {
    const n = text.match(re)?.length ?? 0;
    if (n > most) [best, most] = [script, n];
  }
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return best && most * 5 >= letters ? (SCRIPT_FILES.get(best) ?? []) : [];
}

/**
 * The keyword lists for the owner's language, the languages of the text's script, and English (owners
 * borrow English trade words), as there are.
 */
export async function loadPictureWords(
  language: string,
  text = "",
  /** Other languages the text may be in (BCP-47 or ISO 639-3, most likely first): the first two are read too. */
  likely: readonly string[] = [],
): Promise<PictureWords[]> {
  if (!source) return [];
  // Only the likely languages that have a keyword file count (a Turkish text the detector likens to Malay and
  // Ilocano is read as the page's Turkish, its own language, not as borrowed words).
  const likelyFiles = likely
    .slice(0, 2)
    .map(pictureWordsFile)
    .map((f) => (f && PICTURE_WORD_FILES.includes(f) ? f : null));
  const candidates = [pictureWordsFile(language), ...scriptFiles(text), ...likelyFiles, "en"];
  const files = [...new Set(candidates.filter((f): f is string => !!f && PICTURE_WORD_FILES.includes(f)))];
  // The text's own languages: those it is likely written in when that is known (a page labelled English
  // may be Turkish), else the page's; and its script's. Any other list is read for borrowed words only.
  const own = new Set([pictureWordsFile(language), ...likelyFiles, ...scriptFiles(text)]);
  const lists = await Promise.all(files.map((f) => loadOne(f)));
  const short = new Set([pictureWordsFile(language), likelyFiles[0]]);
  return lists.filter((l): l is PictureWords => !!l).map((l) => ({ ...l, own: own.has(l.language), short: short.has(l.language) }));
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

const ALPHABET = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]+$/u;

/** The shortest stem two words are taken as one word by (five letters: "plumb", "frite"). */
const STEM = 5;

/** Languages that join nouns into one word (Schlüsseldienst, bandenwissel): a keyword may begin or end one. */
const COMPOUNDING = new Set(["de", "nl", "sv", "da", "nb", "no", "nn", "fi", "et", "hu", "is", "af"]);

/** What a word found in more than one place (the name and the description) adds to its weight. */
const REPEATED = 1;

/**
 * What a keyword found less an ending, by its stem or in a compound counts for beside one written as it is:
 * a word of a drawing's name found so in the business's name (3 x 0.59) falls just short of choosing alone.
 */
const INEXACT = 0.59;
/** ...and one found as a three-letter root of a longer word. */
const ROOT = 0.3;

/** What a word of a drawing's keywords (not of its name) counts for beside a word of its name. */
const KEYWORD_ONLY = 0.5;
/**
 * What a common word of the language ("not", "small", "pick") counts for: said in the name and the
 * description alike (3 + 1) it stays under what chooses a drawing alone (ENOUGH, 1.8, core/site/pictures.ts).
 */
const COMMON_SHARE = 0.4;

/** Where a word of the owner's was found and how much it says about the trade. */
export interface WordSource {
  text: string;
  weight: number;
}

/** Each drawing the owner's words name: its score and the words that named it. */
export type PictureMatches = Map<string, PictureMatch>;

export interface PictureMatch {
  score: number;
  words: Set<string>;
  strongest: number;
  /** A word of the drawing's own name named it (not only one of its keywords). */
  named?: boolean;
  whole?: boolean;
  /** The weights of the places its words were found in (the name's, the first sentence's...). */
  from?: Set<number>;
  /** The places its words were found in, by their order in the sources (1 the name, 3 the first sentence: `ownerWordSources`). */
  places?: Set<number>;
  /** The owner's own words (as written, lower case) that named it: two keywords of one written word are one word. */
  tokens?: Set<string>;
}

/**
 * Every drawing the owner's words name through the keyword lists. A word that names one drawing says
 * more than one that names six (its weight is divided by the square root of how many); a word counts
 * once, with the weight of the strongest place it was found.
 */
export function matchPictureWords(
  sources: readonly WordSource[],
  lists: readonly PictureWords[],
  language: string,
  /** Words that are no trade whatever the keywords say: the business's place (its city, its street). */
  skip: ReadonlySet<string> = new Set(),
): PictureMatches {
  const best = new Map<
    string,
    { weight: number; drawings: readonly Named[]; places: Set<number>; from: Set<number>; sure: number; common?: boolean; tokens: Set<string> }
  >();
  let place = 0;
  const note = (key: string, drawings: readonly Named[], weight: number, token: string, sure = 1, common = false) => {
    if (skip.has(key)) return;
    const seen = best.get(key) ?? { weight: 0, drawings, places: new Set<number>(), from: new Set<number>(), sure: 0, common, tokens: new Set<string>() };
    seen.weight = Math.max(seen.weight, weight * sure);
    seen.sure = Math.max(seen.sure, sure);
    seen.places.add(place);
    seen.from.add(weight);
    seen.tokens.add(token);
    best.set(key, seen);
  };
  const segmenters = new Map<string, Intl.Segmenter>();
  const segmenterFor = (lang: string) => {
    let s = segmenters.get(lang);
    if (!s) {
      try {
        s = new Intl.Segmenter(lang, { granularity: "word" });
      } catch {
        s = new Intl.Segmenter(language, { granularity: "word" });
      }
      segmenters.set(lang, s);
    }
    return s;
  };
  // A word one of the text's own languages has as written means what that language says: another language's
  // list does not read it less an ending, by its stem or as a compound (Afrikaans "motors" are cars; Dutch "motor"
  // is a motorcycle).
  const exactInOwn = new Set<string>();
  for (const { text } of sources)
    for (const list of lists) {
      if (list.own === false || !text) continue;
      for (const s of segmenterFor(list.language).segment(normalizeWord(text, list.language))) {
        const token = s.isWordLike ? elided(s.segment) : "";
        if (token && list.words.has(token)) exactInOwn.add(token);
      }
    }
  for (const { text, weight } of sources) {
    place++;
    if (!text || weight <= 0) continue;
    for (const list of lists) {
      const lower = normalizeWord(text, list.language);
      for (const [word, drawings] of list.inside) if (lower.includes(word)) note(word, drawings, weight, word);
      const compounding = COMPOUNDING.has(list.language);
      // Another language's list (English on a Dutch page) is read for its longer words only: "pizza",
      // "studio", "piano" are borrowed; "van", "den" and "major" are the page's own short words.
      // Borrowed words are taken as they are written: no ending cut, no compound ("turnee" is no "turn").
      const borrowed = list.own === false;
      for (const s of segmenterFor(list.language).segment(lower)) {
        if (!s.isWordLike) continue;
        // An elided article or preposition is no part of the word after it (d'horloges, l'atelier, dell'olio).
        const token = elided(s.segment);
        if (skip.has(token)) continue;
        if (borrowed && [...token].length < 5) continue;
        // A word of three letters is matched only in the page's own language: in another it is as often a
        // common word of the owner's (Afrikaans "die" is "the", not the game die; Danish "and" is no "and").
        if (list.short === false && [...token].length <= 3 && !UNSPACED.test(token)) continue;
        const own = list.words.get(token);
        const found = borrowed || exactInOwn.has(token) ? (own ? [[token, own] as const] : []) : lookup(token, list, compounding);
        // A keyword found less an ending, by its stem or inside a compound is less sure than one written
        // as it is; cut to a three-letter root (כלבים -> כלב) it is a guess (سیلون "salon" is no سیل "seal").
        for (const [key, drawings] of found)
          note(key, drawings, weight, token, key === token ? 1 : [...key].length <= 3 ? ROOT : INEXACT, list.common?.has(key) ?? false);
      }
    }
  }
  // The drawings a word of the description (its first sentence, offerings or later lines) names.
  const inDescription = new Map<string, Set<string>>();
  for (const [word, { drawings, places }] of best)
    if ([...places].some((p) => p >= 3)) for (const { drawing } of drawings) inDescription.set(drawing, (inDescription.get(drawing) ?? new Set()).add(word));
  const parts = new Map<string, number[]>();
  const out: PictureMatches = new Map();
  for (const [word, { weight: strongest, drawings, places, from, sure, common, tokens }] of best) {
    // A word said in two places (the name and the first sentence) is the trade more surely than a brand's word in
    // the name alone. The offerings and the later sentences are one place: an offering is often a later sentence's words.
    const regions = new Set([...places].map(region));
    const weight = (strongest + (regions.size > 1 ? REPEATED * sure : 0)) * (common ? COMMON_SHARE : 1);
    const naming = drawings.filter((d) => d.byName).length;
    for (const { drawing: d, byName, whole } of drawings) {
      // A word of the drawing's own name says it (shared only with the other drawings it names: "teeth"
      // names the tooth, and is a keyword of the beaver); a word of its keywords only suggests it.
      // A keyword said in the business's name and again in the description is said where the trade is: it counts
      // whole; so does a word of the name whose drawing the description names again in other words (the name is
      // the owner's words too: "Hooves & Horseshoes", a farrier who shoes horses).
      const namedAgain = places.has(1) && [...(inDescription.get(d) ?? [])].some((w) => w !== word);
      const keywordShare = (places.has(1) && places.has(3)) || namedAgain ? 1 : KEYWORD_ONLY;
      const each = byName ? weight / Math.sqrt(naming) : (weight * keywordShare) / Math.sqrt(drawings.length);
      const m = out.get(d) ?? { score: 0, words: new Set<string>(), strongest: 0 };
      m.words.add(word);
      m.strongest = Math.max(m.strongest, weight);
      if (whole) m.whole = true;
      if (byName) m.named = true;
      m.from = new Set([...(m.from ?? []), ...from]);
      m.places = new Set([...(m.places ?? []), ...places]);
      m.tokens = new Set([...(m.tokens ?? []), ...tokens]);
      out.set(d, m);
      parts.set(d, [...(parts.get(d) ?? []), each]);
    }
  }
  // The best word counts whole, each further one a quarter: the two words of one name ("fuel pump")
  // are not two reasons.
  for (const [d, m] of out) {
    const each = (parts.get(d) ?? []).sort((a, b) => b - a);
    m.score = (each[0] ?? 0) + 0.25 * each.slice(1).reduce((a, b) => a + b, 0);
  }
  return out;
}

/** Where a place of the owner's words belongs: the name (and its quoted part), the first sentence, or later. */
function region(place: number): number {
  return place <= 2 ? 1 : place === 3 ? 3 : 4;
}

/**
 * A word less an elided article or preposition before an apostrophe (d'horloges, l'atelier, dell'olio, all'aperto):
 * the part after it, when that part is a word of three letters or more and the part before is one or two letters,
 * or ends with "l" (Italian "dell'", "all'", "nell'"). An English possessive ("children's") is left whole.
 */
export function elided(word: string): string {
  const m = /^(\p{L}{1,2}|\p{L}{1,3}l)['’](\p{L}{3,})$/u.exec(word);
  return m ? (m[2] as string) : word;
}

type Found = Array<readonly [string, readonly Named[]]>;

/**
 * The keywords a word of the owner's is: itself, itself less a short ending (tyres), one stem with
 * another ending (plumbing, plumber), or in a compound the longest keyword it begins with and the
 * longest it ends with (Reifenwechsel: Reifen, Wechsel), parts of four letters or more.
 */
function lookup(token: string, list: PictureWords, compounding: boolean): Found {
  const { words, stems } = list;
  const chars = [...token];
  if (chars.length < 3 && !UNSPACED.test(token)) return [];
  const exact = words.get(token);
  if (exact) return [[token, exact]];
  // A short ending: "tyres" -> "tyre"; two letters off a word of five leave a three-letter root (כלבים -> כלב).
  for (let cut = 1; cut <= 2 && chars.length - cut >= (cut === 2 && chars.length >= 5 ? 3 : 4); cut++) {
    const stem = chars.slice(0, chars.length - cut).join("");
    const hit = words.get(stem);
    if (hit) return [[stem, hit]];
  }
  // One stem with another ending: "plumbing" and "plumber", "friterie" and "frites" (both ends three letters
  // at most). Alphabets only: in Arabic and Indic scripts the last letters are vowels and roots, not endings.
  for (let cut = 0; cut <= 3 && chars.length - cut >= STEM && ALPHABET.test(token); cut++) {
    const word = stems.get(chars.slice(0, chars.length - cut).join(""));
    const hit = word ? words.get(word) : undefined;
    if (word && hit) return [[word, hit]];
  }
  if (!compounding || chars.length < 7) return [];
  // The longest keyword that begins the compound and the longest that ends it, leaving three letters or more.
  const found: Found = [];
  for (let len = chars.length - 3; len >= 4; len--) {
    const head = chars.slice(0, len).join("");
    const h = words.get(head);
    if (h) {
      found.push([head, h]);
      break;
    }
  }
  for (let len = chars.length - 3; len >= 4; len--) {
    const tail = chars.slice(chars.length - len).join("");
    const t = words.get(tail);
    if (t) {
      found.push([tail, t]);
      break;
    }
    // The compound's last word with another ending (motor|werktuigkunde: werktuigkundige, a mechanic), its stem
    // two letters longer than the shortest a word is taken by (a long part, not a syllable).
    let hit: readonly [string, readonly Named[]] | undefined;
    for (let cut = 0; cut <= 2 && len - cut >= STEM + 2 && !hit; cut++) {
      const stem = stems.get(tail.slice(0, tail.length - cut));
      const s = stem ? words.get(stem) : undefined;
      if (stem && s) hit = [stem, s];
    }
    if (hit) {
      found.push(hit);
      break;
    }
  }
  return found;
}
