import type { BusinessType } from "../../src/lib/business-types";
import { INDUSTRIES } from "./industries";
import type { Industry } from "./industries/types";

/**
 * Which kind of business is this? BM25 over each catalogue entry's `terms` as one document, the customer's
 * words as the query. The customer's own words weigh more than a template's blurb, the business type is a
 * small prior, and a weak or ambiguous best match gives `industry: null` (the writer then stays neutral).
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
// A phrase match ("hair salon", "burst pipe") counts on top of its words.
const PHRASE_WEIGHT = 1.5;
// Business type prior: multiplies the score of industries of the same type.
const TYPE_PRIOR = 1.2;
// Below this score nothing is confident; the runner-up must be this far behind (fraction of the winner).
const MIN_SCORE = 3;
const MIN_MARGIN = 0.08;
// Hostile input: only this much of each field is read.
const MAX_FIELD_CHARS = 8000;
// German and Dutch compounds ("Zahnarztpraxis"): unknown long words are searched for known words inside.
const COMPOUND_MIN_WORD = 9;
const COMPOUND_MIN_PART = 5;
const COMPOUND_MAX_CHECKS = 120;

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/u;

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

/** Lowercase, drop Latin accents (keeps Japanese voicing marks), NFKC width folding. */
function normalise(text: string): string {
  return text.normalize("NFKC").toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC");
}

/**
 * Words and phrases of a text: each word (stemmed), each pair of neighbouring words within a sentence-ish
 * run as "a b", and CJK as character bigrams per script run (a lone character stands for itself).
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const norm = normalise(text);
  // Runs of letters/digits (keeping inner ' - /), split by everything else; punctuation breaks phrases.
  const chunks = norm.split(/[.,;:!?()[\]{}<>"|\n\r\t•·、。「」（）！？]+/u);
  for (const chunk of chunks) {
    let previous: string | null = null;
    for (const raw of chunk.split(/[^\p{L}\p{N}\p{M}'/-]+/u)) {
      const word = raw.replace(/^['/-]+|['/-]+$/g, "").replace(/'s$/, "");
      if (!word) continue;
      if (CJK.test(word)) {
        pushCjk(word, out);
        previous = null;
        continue;
      }
      const stemmed = stem(word);
      out.push(stemmed);
      if (previous) out.push(`${previous} ${stemmed}`);
      previous = stemmed;
    }
  }
  return out;
}

function pushCjk(word: string, out: string[]): void {
  let run = "";
  let runScript = "";
  const flush = () => {
    if (!run) return;
    const chars = Array.from(run);
    if (chars.length === 1) {
      if (runScript !== "hira") out.push(run);
    } else {
      for (let i = 0; i + 1 < chars.length; i++) out.push(`${chars[i]}${chars[i + 1]}`);
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
  tf: number;
}

interface Index {
  postings: Map<string, Posting[]>;
  idf: Map<string, number>;
  compoundParts: string[];
  typeOf: BusinessType[];
  ids: string[];
}

let cachedIndex: Index | null = null;
let cachedFor: readonly Industry[] | null = null;

function buildIndex(industries: readonly Industry[]): Index {
  const docs = industries.map((industry) => {
    const counts = new Map<string, number>();
    let length = 0;
    for (const term of industry.terms) {
      for (const token of tokenize(term)) {
        counts.set(token, (counts.get(token) ?? 0) + 1);
        length++;
      }
    }
    return { counts, length };
  });
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, docs.length);
  const postings = new Map<string, Posting[]>();
  docs.forEach((doc, i) => {
    const norm = K1 * (1 - B + (B * doc.length) / avgLength);
    for (const [token, tf] of doc.counts) {
      // Store the saturated term frequency directly: tf * (k1 + 1) / (tf + norm).
      const list = postings.get(token) ?? [];
      list.push({ doc: i, tf: (tf * (K1 + 1)) / (tf + norm) });
      postings.set(token, list);
    }
  });
  const n = docs.length;
  const idf = new Map<string, number>();
  for (const [token, list] of postings) idf.set(token, Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5)));
  const compoundParts = [...postings.keys()].filter((t) => t.length >= COMPOUND_MIN_PART && !t.includes(" ") && !CJK.test(t));
  return { postings, idf, compoundParts, typeOf: industries.map((i) => i.businessType), ids: industries.map((i) => i.id) };
}

function indexFor(industries: readonly Industry[]): Index {
  if (cachedFor !== industries || !cachedIndex) {
    cachedIndex = buildIndex(industries);
    cachedFor = industries;
  }
  return cachedIndex;
}

function addField(weights: Map<string, number>, text: string | null | undefined, weight: number): void {
  if (!text) return;
  for (const token of tokenize(text.slice(0, MAX_FIELD_CHARS))) {
    const w = token.includes(" ") ? weight * PHRASE_WEIGHT : weight;
    weights.set(token, (weights.get(token) ?? 0) + w);
  }
}

/** Query weights: every word of every field, weighted by field; unknown long words split as compounds. */
function queryWeights(input: ClassifyInput, index: Index): Map<string, number> {
  const weights = new Map<string, number>();
  addField(weights, input.name, FIELD_WEIGHT.name);
  addField(weights, input.description, FIELD_WEIGHT.description);
  addField(weights, input.requirements, FIELD_WEIGHT.requirements);
  for (const offering of input.offerings ?? []) addField(weights, offering, FIELD_WEIGHT.offerings);
  addField(weights, input.templateBlurb, FIELD_WEIGHT.template);

  let checks = 0;
  for (const [token, w] of [...weights]) {
    if (checks >= COMPOUND_MAX_CHECKS) break;
    if (token.length < COMPOUND_MIN_WORD || token.includes(" ") || index.postings.has(token) || CJK.test(token)) continue;
    checks++;
    for (const part of index.compoundParts) {
      if (part.length < token.length && token.includes(part)) weights.set(part, (weights.get(part) ?? 0) + w * 0.8);
    }
  }
  return weights;
}

export function classifyBusiness(input: ClassifyInput, industries: readonly Industry[] = INDUSTRIES): Classification {
  const index = indexFor(industries);
  const scores = new Float64Array(industries.length);
  for (const [token, weight] of queryWeights(input, index)) {
    const list = index.postings.get(token);
    if (!list) continue;
    // Repeating a word helps, with diminishing returns (a brief saying "pizza" ten times is not ten times a pizzeria).
    const q = Math.log1p(weight) * (index.idf.get(token) ?? 0);
    for (const p of list) scores[p.doc] = (scores[p.doc] ?? 0) + q * p.tf;
  }
  const ranking: { id: string; score: number }[] = [];
  scores.forEach((raw, i) => {
    if (raw <= 0) return;
    const score = index.typeOf[i] === input.businessType ? raw * TYPE_PRIOR : raw;
    ranking.push({ id: index.ids[i] ?? "", score: Math.round(score * 1000) / 1000 });
  });
  ranking.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));

  const best = ranking[0];
  if (!best) return { industry: null, confidence: 0, ranking };
  const second = ranking[1]?.score ?? 0;
  const margin = (best.score - second) / best.score;
  const strength = Math.min(1, best.score / (MIN_SCORE * 3));
  const confidence = Math.round(Math.min(1, strength * Math.min(1, margin / 0.3)) * 1000) / 1000;
  if (best.score < MIN_SCORE || margin < MIN_MARGIN) return { industry: null, confidence, ranking };
  return { industry: industries.find((i) => i.id === best.id) ?? null, confidence, ranking };
}
