import { isFunctionWord } from "./language";
import type { BusinessType } from "../business-types";
import { INDUSTRIES } from "./industries";
import type { Industry } from "./industries/types";

/**
 * Which kind of business is this? BM25 over each catalogue entry's `terms` as one document, the customer's
 * words as the query. The customer's own words weigh more than a template's blurb, the business type is a
 * small prior, and a weak or ambiguous best match gives `industry: null` (the writer then stays neutral).
 * Pure TypeScript: runs on Node, in the Worker and in the browser.
 */

export interface ClassifyInput {
  name: string;
  businessType: BusinessType;
  description: string;
  requirements: string;
  templateBlurb?: string | null;
  offerings?: string[];
}

export interface Classification {
  industry: Industry | null;
  /** 0..1: how far the winner is above the floor and ahead of the runner-up. */
  confidence: number;
  /** Every industry that scored, best first. */
  ranking: { id: string; score: number }[];
}

// BM25 constants: k1 saturates repeated vocabulary, b normalises long vocabularies.
const K1 = 1.2;
const B = 0.6;
// How much each field of the input counts per occurrence of a word.
const FIELD_WEIGHT = { name: 2, description: 1, offerings: 1, requirements: 0.6, template: 0.3 } as const;
// A two-word phrase match ("hair salon", "burst pipe") counts on top of its words.
const PHRASE_WEIGHT = 1.5;
// A word that only appears inside a catalogue phrase ("familia" in "médico de familia") is weaker evidence.
const PHRASE_MEMBER_WEIGHT = 0.5;
// The parts of a hyphenated word ("wood-fired" -> "wood", "fired").
const HYPHEN_PART_WEIGHT = 0.5;
// CJK: Han bigrams carry the meaning; katakana loanwords are whole words; the rest is partial evidence.
const CJK_WEAK_WEIGHT = 0.3;
// Business type prior: multiplies the score of industries of the same type.
const TYPE_PRIOR = 1.2;
// Below this score nothing is confident; the runner-up must be this far behind (fraction of the winner).
const MIN_SCORE = 4;
const MIN_MARGIN = 0.03;
/**
 * Below this margin over the runner-up (and short of a strong score) no entry is claimed. Measured on
 * the blind corpus, where the catalogue lacks many trades: 39 wrong claims become 23 for 8 right ones.
 */
const UNSURE_MARGIN = 0.3;
// Past this score both leaders are well supported (a farm that runs a farm shop): the closer call still stands.
const STRONG_SCORE = 40;
// The winner needs this much evidence from the customer's own words (a template's blurb alone decides nothing).
const MIN_OWN_SCORE = 2;
// Hostile input: only this much of each field is read.
const MAX_FIELD_CHARS = 8000;
// German and Dutch compounds ("Zahnarztpraxis"): unknown long words are searched for known words inside.
const COMPOUND_MIN_WORD = 9;
const COMPOUND_MIN_PART = 5;
const COMPOUND_MAX_CHECKS = 120;
const COMPOUND_PART_WEIGHT = 0.8;

/** Function words of en/es/fr/de/pt: they would otherwise match phrase members ("limpieza de ventanas"). */
const STOPWORDS = new Set(
  (
    "a an and are as at be but by for from has have i in is it its me my of on or our so than that the their them " +
    "there they this to up us was we were what when where which who will with you your all any can do get just more " +
    "no not one only out own per very also each every about after before into over under again then here how " +
    "el la los las un una unos unas y o de del al en con por para que se su sus es son lo le les nos mas muy sin " +
    "le la les un une des et ou de du au aux en dans par pour que qui se sa son ses est sont ne pas plus sur avec nous vous notre nos votre " +
    "der die das den dem des ein eine einen einem einer und oder zu zum zur im in ist sind mit fur auf bei von vom aus " +
    "wir ihr ihre unser unsere sie es nicht auch nur am an " +
    "o a os as um uma uns umas e ou de do da dos das no na nos nas em com por para que se seu sua seus suas ao aos mais " +
    // Words every kind of business uses about itself.
    "company business businesse service professional quality best local small family new good great contact call " +
    "email phone website site page please want need like would welcome"
  ).split(" "),
);

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/u;

type Token = [token: string, weight: number];

function scriptOf(ch: string): "han" | "kana" | "hira" | "other" {
  const c = ch.codePointAt(0) ?? 0;
  if (c >= 0x3040 && c <= 0x309f) return "hira";
  if ((c >= 0x30a0 && c <= 0x30ff) || (c >= 0xff66 && c <= 0xff9f)) return "kana";
  if ((c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff)) return "han";
  return "other";
}

/** Light English folding: plurals and -ing, so "leaks", "leaking" and "leak" meet. Other words pass through. */
export function stem(word: string): string {
  if (word.length <= 3 || CJK.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("ing") && word.length >= 6) return word.slice(0, -3);
  if (word.endsWith("s") && !/(?:ss|us|is|ös|as)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Tags removed, NFKC width folding, lowercase, Latin accents dropped (Japanese voicing marks kept). */
function normalise(text: string): string {
  // Markup is not the customer's words: "<img src=x onerror=...>" says nothing about the business.
  const untagged = text.includes("<") ? text.replace(/<[^<>]{0,300}>/g, " ") : text;
  // Most catalogue terms and many briefs are plain ASCII: nothing to fold but case.
  if (/^[\x20-\x7e]*$/.test(untagged)) return untagged.toLowerCase();
  return untagged
    .normalize("NFKC")
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC");
}

/**
 * Weighted words and phrases of a text: each content word (stemmed), each pair of neighbouring content words
 * within a clause as "a b", the parts of hyphenated words, and CJK per script run (Han: bigrams; katakana:
 * the whole word; plus weaker bigrams and single characters).
 */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const norm = normalise(text);
  // Punctuation ends a clause: no phrase spans it.
  for (const clause of norm.split(/[.,;:!?()[\]{}<>"|\n\r\t•·、。「」（）！？/]+/u)) {
    let previous: string | null = null;
    for (const raw of clause.split(/[^\p{L}\p{N}\p{M}'-]+/u)) {
      const word = raw.replace(/^['-]+|['-]+$/g, "").replace(/'s$/, "");
      if (!word) continue;
      // Bare numbers ("1", "2024") say nothing about the kind of business and break phrases.
      if (/^\d+$/.test(word)) {
        previous = null;
        continue;
      }
      if (CJK.test(word)) {
        pushCjk(word, out);
        previous = null;
        continue;
      }
      const stemmed = stem(word);
      if (STOPWORDS.has(word) || STOPWORDS.has(stemmed)) continue;
      out.push([stemmed, 1]);
      if (word.includes("-")) {
        for (const part of word.split("-")) if (part.length > 1 && !STOPWORDS.has(part) && !/^\d+$/.test(part)) out.push([stem(part), HYPHEN_PART_WEIGHT]);
      }
      if (previous) out.push([`${previous} ${stemmed}`, 1]);
      previous = stemmed;
    }
  }
  return out;
}

function pushCjk(word: string, out: Token[]): void {
  let run = "";
  let runScript = "";
  const flush = () => {
    if (!run) return;
    const chars = Array.from(run);
    if (runScript === "kana") {
      out.push([run, 1]);
      if (chars.length > 2) for (let i = 0; i + 1 < chars.length; i++) out.push([`${chars[i]}${chars[i + 1]}`, CJK_WEAK_WEIGHT]);
    } else if (chars.length === 1) {
      if (runScript === "han") out.push([run, 1]);
    } else {
      const bigram = runScript === "han" ? 1 : CJK_WEAK_WEIGHT;
      for (let i = 0; i + 1 < chars.length; i++) out.push([`${chars[i]}${chars[i + 1]}`, bigram]);
      if (runScript === "han") for (const ch of chars) out.push([ch, CJK_WEAK_WEIGHT]);
    }
    run = "";
  };
  for (const ch of word) {
    const s = scriptOf(ch);
    if (s === "other") {
      flush();
      runScript = "";
      continue;
    }
    if (s !== runScript) flush();
    runScript = s;
    run += ch;
  }
  flush();
}

interface Posting {
  doc: number;
  /** Saturated term frequency: tf * (k1 + 1) / (tf + k1 * (1 - b + b * len / avgLen)). */
  tf: number;
}

interface Index {
  postings: Map<string, Posting[]>;
  /** Per entry: tokens that are a whole term or a phrase of it (not just a word inside a phrase). */
  strong: Set<string>[];
  idf: Map<string, number>;
  /** Known single words long enough to be found inside a compound. */
  compoundParts: Set<string>;
  typeOf: BusinessType[];
  ids: string[];
}

const indexes = new WeakMap<readonly Industry[], Index>();

/** A term's tokens as a document: words inside a multi-word term count less than the phrase itself. */
function termTokens(term: string): Token[] {
  const tokens = tokenize(term);
  const phrase = tokens.some(([t]) => t.includes(" "));
  return phrase ? tokens.map(([t, w]) => [t, t.includes(" ") ? w : w * PHRASE_MEMBER_WEIGHT]) : tokens;
}

function buildIndex(industries: readonly Industry[]): Index {
  const strong: Set<string>[] = [];
  const docs = industries.map((industry) => {
    const counts = new Map<string, number>();
    const whole = new Set<string>();
    let length = 0;
    // A synonym ranks as a term; one the terms already hold is not counted twice.
    for (const term of [...industry.terms, ...(industry.synonyms ?? []).filter((s) => !industry.terms.includes(s))]) {
      const tokens = termTokens(term);
      for (const [token, weight] of tokens) {
        counts.set(token, (counts.get(token) ?? 0) + weight);
        length += weight;
        // (One character of a longer CJK term, 時 of 時計, is a piece of it, not the term.)
        if (token.includes(" ") || tokens.length === 1 || (CJK.test(token) && [...token].length >= 2)) whole.add(token);
      }
    }
    strong.push(whole);
    return { counts, length };
  });
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, docs.length);
  const postings = new Map<string, Posting[]>();
  docs.forEach((doc, i) => {
    const norm = K1 * (1 - B + (B * doc.length) / avgLength);
    for (const [token, tf] of doc.counts) {
      const list = postings.get(token) ?? [];
      list.push({ doc: i, tf: (tf * (K1 + 1)) / (tf + norm) });
      postings.set(token, list);
    }
  });
  const n = docs.length;
  const idf = new Map<string, number>();
  for (const [token, list] of postings) idf.set(token, Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5)));
  const compoundParts = new Set([...postings.keys()].filter((t) => t.length >= COMPOUND_MIN_PART && !t.includes(" ") && !CJK.test(t)));
  return { postings, strong, idf, compoundParts, typeOf: industries.map((i) => i.businessType), ids: industries.map((i) => i.id) };
}

function indexFor(industries: readonly Industry[]): Index {
  let index = indexes.get(industries);
  if (!index) {
    index = buildIndex(industries);
    indexes.set(industries, index);
  }
  return index;
}

function addField(weights: Map<string, number>, text: string | null | undefined, fieldWeight: number): void {
  if (!text) return;
  for (const [token, weight] of tokenize(text.slice(0, MAX_FIELD_CHARS))) {
    const w = fieldWeight * weight * (token.includes(" ") ? PHRASE_WEIGHT : 1);
    weights.set(token, (weights.get(token) ?? 0) + w);
  }
}

/** Unknown long words ("Zahnarztpraxis") lend their weight to the known words inside them. */
function splitCompounds(weights: Map<string, number>, index: Index): void {
  let checks = 0;
  for (const [token, w] of [...weights]) {
    if (checks >= COMPOUND_MAX_CHECKS) break;
    if (token.length < COMPOUND_MIN_WORD || token.includes(" ") || index.postings.has(token) || CJK.test(token)) continue;
    checks++;
    for (let start = 0; start + COMPOUND_MIN_PART <= token.length; start++) {
      for (let end = start + COMPOUND_MIN_PART; end <= token.length; end++) {
        if (end - start === token.length) continue;
        const part = token.slice(start, end);
        if (index.compoundParts.has(part)) weights.set(part, (weights.get(part) ?? 0) + w * COMPOUND_PART_WEIGHT);
      }
    }
  }
}

function score(weights: Map<string, number>, index: Index, size: number): Float64Array {
  const scores = new Float64Array(size);
  for (const [token, weight] of weights) {
    const list = index.postings.get(token);
    if (!list) continue;
    // Repeating a word helps, with diminishing returns (a brief saying "pizza" ten times is not ten times a pizzeria).
    const q = Math.log1p(weight) * (index.idf.get(token) ?? 0);
    for (const p of list) scores[p.doc] = (scores[p.doc] ?? 0) + q * p.tf;
  }
  return scores;
}

/** The query from the customer's own fields (name, description, requirements, offerings), weighted by field. */
function ownWords(input: ClassifyInput, index: Index): Map<string, number> {
  const own = new Map<string, number>();
  addField(own, input.name, FIELD_WEIGHT.name);
  addField(own, input.description, FIELD_WEIGHT.description);
  addField(own, input.requirements, FIELD_WEIGHT.requirements);
  for (const offering of (input.offerings ?? []).slice(0, 100)) addField(own, offering, FIELD_WEIGHT.offerings);
  splitCompounds(own, index);
  return own;
}

export function classifyBusiness(input: ClassifyInput, industries: readonly Industry[] = INDUSTRIES): Classification {
  const index = indexFor(industries);
  const own = ownWords(input, index);
  const all = new Map(own);
  addField(all, input.templateBlurb, FIELD_WEIGHT.template);

  const scores = score(all, index, industries.length);
  const ownScores = score(own, index, industries.length);
  const ranking: { id: string; score: number }[] = [];
  scores.forEach((raw, i) => {
    if (raw <= 0) return;
    const s = index.typeOf[i] === input.businessType ? raw * TYPE_PRIOR : raw;
    ranking.push({ id: index.ids[i] ?? "", score: Math.round(s * 1000) / 1000 });
  });
  ranking.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));

  const best = ranking[0];
  if (!best) return { industry: null, confidence: 0, ranking };
  const second = ranking[1]?.score ?? 0;
  const margin = (best.score - second) / best.score;
  const strength = Math.min(1, best.score / (MIN_SCORE * 3));
  const confidence = Math.round(Math.min(1, strength * Math.min(1, margin / 0.3)) * 1000) / 1000;
  const bestIndex = index.ids.indexOf(best.id);
  const ownEvidence = ownScores[bestIndex] ?? 0;
  const ambiguous = margin < MIN_MARGIN && best.score < STRONG_SCORE;
  // Unsure: the owner's own words name the trade, never the nearest entry's label (a piano tuner is not "Music teaching").
  if (
    best.score < MIN_SCORE ||
    ambiguous ||
    (margin < UNSURE_MARGIN && best.score < STRONG_SCORE) ||
    ownEvidence < MIN_OWN_SCORE ||
    !enoughWords(own, index, bestIndex) ||
    !namedUpFront(input, index, bestIndex) ||
    namesAnotherTrade(input, industries[bestIndex])
  ) {
    return { industry: null, confidence, ranking };
  }
  return { industry: industries[bestIndex] ?? null, confidence, ranking };
}

/**
 * The name and the first sentence of the description: where the owner says what they do. A greeting
 * first ("Hi there, sorry, first time doing this."): the next sentence too. With no description, the
 * requirements' first line.
 */
function headOf(input: ClassifyInput): string[] {
  const sentences = input.description
    .slice(0, MAX_FIELD_CHARS)
    .split(/(?<=[.!?。！？])\s*|\n/u)
    .filter((x) => /[\p{L}]/u.test(x));
  const first = sentences[0] ?? "";
  const head = [input.name, first];
  // A first sentence of one or two words ("Hi!") says little; in a script written without spaces, count its characters.
  const short = CJK.test(first) ? first.replace(/[^\p{L}]/gu, "").length <= 4 : first.split(/\s+/).length <= 2;
  if (sentences[1] && (GREETING.test(first.replace(INTRO, "")) || NEGATED.test(first) || short)) head.push(sentences[1]);
  if (!first) head.push(input.requirements.split(/\n/)[0] ?? "");
  return head;
}

/**
 * The owner names their trade up front with a neighbouring trade the catalogue says the entry is not
 * ("Steuerberatungskanzlei in Wien" is no accountant): the entry is not claimed.
 */
function namesAnotherTrade(input: ClassifyInput, industry: Industry | undefined): boolean {
  if (!industry?.notThis?.length) return false;
  const head = normalise(headOf(input).join("\n"));
  return industry.notThis.some((name) => {
    const n = normalise(name);
    if (CJK.test(n)) return head.includes(n);
    for (let at = head.indexOf(n); at >= 0; at = head.indexOf(n, at + 1)) if (at === 0 || !/[\p{L}\p{N}]/u.test(head[at - 1] as string)) return true;
    return false;
  });
}

/**
 * The owner says what they do up front: in the business's name or the first sentence of the description
 * ("Master thatcher in Dorset"). A kind is claimed only when those words point to it; words further
 * down ("repairs after storms", "private lessons") are shared by too many trades to name one alone.
 */
function namedUpFront(input: ClassifyInput, index: Index, doc: number): boolean {
  const head = new Map<string, number>();
  for (const part of headOf(input)) addField(head, part, 1);
  splitCompounds(head, index);
  const said = new Map<string, number>();
  addField(said, `${input.description}\n${input.requirements}`, 1);
  splitCompounds(said, index);
  let hits = 0;
  for (const token of head.keys()) {
    if (!index.postings.get(token)?.some((p) => p.doc === doc) || isFunctionWord(token)) continue;
    // A whole term of the entry names it; a word of one of its phrases ("dal" of "dal makhani", read in
    // "dal 1961") needs a second word; a short word only in the business's name ("Pan Zdzisław") is a name.
    const nameOnly = !said.has(token) && !CJK.test(token) && [...token].length <= 3;
    if (index.strong[doc]?.has(token) && !nameOnly) return true;
    if (++hits >= 2) return true;
  }
  return false;
}

/**
 * One word that only occurs inside a catalogue phrase is not enough ("Blue Door" is not a garage door
 * company): the customer's words must hit a whole term or phrase of the entry, or two different words of it.
 */
function enoughWords(own: Map<string, number>, index: Index, doc: number): boolean {
  const strong = index.strong[doc];
  let hits = 0;
  for (const token of own.keys()) {
    if (!index.postings.get(token)?.some((p) => p.doc === doc)) continue;
    if (strong?.has(token)) return true;
    hits++;
    if (hits >= 2) return true;
  }
  return false;
}

/** The tokens behind one industry's score, strongest first (for tests and for tuning the catalogue). */
export function explainScore(input: ClassifyInput, id: string, industries: readonly Industry[] = INDUSTRIES): { token: string; contribution: number }[] {
  const index = indexFor(industries);
  const doc = industries.findIndex((i) => i.id === id);
  const weights = ownWords(input, index);
  addField(weights, input.templateBlurb, FIELD_WEIGHT.template);
  const out: { token: string; contribution: number }[] = [];
  for (const [token, weight] of weights) {
    const p = index.postings.get(token)?.find((x) => x.doc === doc);
    if (p) out.push({ token, contribution: Math.log1p(weight) * (index.idf.get(token) ?? 0) * p.tf });
  }
  return out.sort((a, b) => b.contribution - a.contribution);
}

/** "We are a", "Ich bin", "Somos una"...: an introduction before the trade. */
const INTRO =
  /^(?:(?:hi|hello|hey|hola|bonjour|hallo|ciao|hej|cześć|merhaba|ahoj)[,!.]?\s+)?(?:(?:we are|we're|i am|i'm|this is|somos|soy|je suis|nous sommes|on est|ich bin|wir sind|sou|sono|siamo|ik ben|wij zijn|we zijn|jestem|jesteśmy|jag är|vi är|jeg er|vi er|jsem|jsme|biz|ben)\s+)?(?:(?:a|an|the|un|una|une|ein|eine|einen|um|uma|een|en|ett|et|la|le|el|il|lo|o)\s+)?/iu;
/** "Not a cleaning company!": a first sentence that says what they are not. */
const NEGATED = /^(?:not|no|never|nicht|kein\w*|pas|non|n[aã]o|nie|inte|ikke|geen|ne)(?![\p{L}])/iu;
/** Greetings and names: a first sentence that says hello names no trade. */
const GREETING =
  /^(?:sehr geehrte|moin|hi|hello|hey|there|bueno|alors|all[oô]|buongiorno|buonasera|gentil[ie]|hallo|zusammen|liebe|dzie[nń] dobry|boa tarde|bom dia|ol[aá]|oi|hej|hola|bonjour|salut|me llamo|je m'appelle|ich hei[sß]e|mi chiamo|my name|ahoj|dobr[yý] den|merhaba|dear|good (?:morning|afternoon)|one|two|three|zwei|deux|dos|tre)(?![\p{L}])/iu;
/** Where the trade's words end: a place, a time, a list, a clause. */
const TRADE_END =
  /[,.;:!?()\-–—/|]|\s(?:in|since|at|for|with|based|located|near|on|from|and|who|that|serving|en|à|au|aux|dans|depuis|pour|avec|qui|seit|im|bei|am|mit|für|und|der|die|das|desde|con|para|que|y|em|no|na|nos|nas|com|e|di|da|dal|nel|nella|a|con|per|che|te|sinds|op|met|voor|en|die|w|we|od|z|dla|i|oraz|på|sedan|och|med|för|som|siden|og|til|v|ve|od|s|pro|a|ile|için|ve|olarak|since)\s/iu;

/**
 * The owner's own words for their trade, when no catalogue entry is sure: the head of the first
 * sentence ("Family bakery in Headingley since 1998." -> "Family bakery"; "Ich bin Klavierstimmer in
 * Köln" -> "Klavierstimmer"), or null when the sentence does not start with one. Never a catalogue label.
 */
export function tradeInOwnWords(name: string, description: string): string | null {
  const text = description.replace(/\s+/g, " ").trim();
  if (!text) return null;
  const first = (text.split(/(?<=[.!?。！？\n])\s*/u)[0] ?? "").trim();
  if (/[\u3040-\u30ff\u4e00-\u9fff]/u.test(first)) {
    // 「札幌すすきののラーメン店です」: the last piece before です, after the last の or 、.
    const head = first.replace(/[。！？!?.]+$/u, "").replace(/(?:です|でございます|を(?:営んで|して)(?:い|おり)ます|をやっています)$/u, "");
    if (head === first.replace(/[。！？!?.]+$/u, "")) return null;
    const piece =
      head
        .split(/[の、,]/u)
        .pop()
        ?.trim() ?? "";
    return piece.length >= 2 && piece.length <= 16 ? piece : null;
  }
  let s = first;
  // "Crumb & Co is a family bakery": what the name is.
  if (name && s.toLowerCase().startsWith(name.toLowerCase())) {
    const m = s.slice(name.length).match(/^\s*(?:is|are|est|sont|ist|sind|es|son|é|são|è|sono|is|zijn|är|er|jest|to|je|bir)\s+(.*)$/iu);
    if (!m) return null;
    s = m[1] as string;
  }
  s = s.replace(INTRO, "");
  if (GREETING.test(s)) return null;
  const end = s.search(TRADE_END);
  // "Guitar, bass, mandolin and banjo repair": the first item of a list is not the trade.
  if (end >= 0 && s[end] === "," && !/\s/.test(s.slice(0, end).trim()) && /,/.test(s.slice(end + 1, end + 40))) return null;
  const phrase = (end >= 0 ? s.slice(0, end) : s)
    .replace(/[.!?。]+$/u, "")
    .replace(/\s+(?:based|bas[ée]e?|located|situ[ée]e?|gevestigd|ans[aä]ssig)$/iu, "")
    .trim();
  const words = phrase.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 5 || phrase.length > 48) return null;
  // Not a trade: a pronoun or verb start ("We bake...", "Our shop..."), a number, a greeting left over.
  if (
    /^(?:we|i|our|my|nous|je|notre|wir|ich|unser\w*|nosotros|nuestr\w*|mi|eu|nós|noi|io|ik|wij|onze|my|nasz\w*|vi|jag|jeg|vores|vår\w*|my|biz|right|so|well|ok|okay|sorry|just|here)$/iu.test(
      words[0] as string,
    )
  )
    return null;
  if (/\d/.test(phrase) || !/\p{L}{3}/u.test(phrase)) return null;
  return phrase;
}
