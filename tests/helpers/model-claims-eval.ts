/**
 * The model writer's grounding, measured: corpora of owner briefs with sentences a model might write,
 * `invented` ones (each asserts something the owner did not say) and `faithful` ones (each only
 * rewords the owner). A sentence is "published" when the writer's check keeps any of it; a faithful
 * sentence is "kept" when the check keeps all of it. Each sentence is checked against exactly what
 * production checks it against (planSite's plan: the page language, the owner's text and typed facts).
 * Used by tests/unit/generator/model-grounding.test.ts and the bench (bench/sections/generator.mjs).
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type GroundingRule, GROUNDING_RULE, groundingSource, isGrounded } from "../../core/site/grounding";
import { groundingText, planSite } from "../../functions/generator/index";
import { keepGrounded, lexiconAllows } from "../../functions/generator/llm-writer";
import { sentences } from "../../functions/generator/text";

export interface ClaimsCase {
  id: string;
  language: string;
  owner: { name: string; description: string; requirements: string };
  invented: string[];
  faithful: string[];
}

const HERE = dirname(fileURLToPath(import.meta.url));
export const BLIND_CLAIMS_DIR = join(HERE, "../fixtures/model-claims-blind");
export const OWN_CLAIMS_DIR = join(HERE, "../fixtures/model-claims-own");

/** Every case of the corpus in `dir` (one JSON per language: an array of cases, or `{ cases }`). */
export function loadClaims(dir: string): ClaimsCase[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
  return files.flatMap((f) => {
    const data = JSON.parse(readFileSync(join(dir, f), "utf8")) as ClaimsCase[] | { cases: ClaimsCase[] };
    return Array.isArray(data) ? data : data.cases;
  });
}

/** What production checks a case's sentences against. */
export interface Prepared {
  case: ClaimsCase;
  /** The language the check runs in (the page's `lang`, else its language). */
  language: string;
  source: string;
}

export function prepare(c: ClaimsCase): Prepared {
  const { plan } = planSite({
    projectName: c.owner.name,
    businessType: "Business",
    description: c.owner.description,
    requirements: c.owner.requirements,
    template: null,
  });
  return { case: c, language: plan.lang ?? plan.language, source: groundingText(plan) };
}

/** A check: the part of `sentence` it keeps ("" = dropped). */
export type Check = (sentence: string, p: Prepared) => string;

/** Before positive grounding: the lexicons and the number/email/year/price checks only. */
export const lexiconOnly: Check = (s, p) =>
  sentences(s)
    .filter((x) => lexiconAllows(x, p.source, p.language))
    .join(" ");
/** What the writer does now: positive grounding and the lexicons. */
export const current: Check = (s, p) => keepGrounded(s, p.source, p.language);
/** Positive grounding alone, with a given rule (for choosing the rule). */
export const groundingOnly =
  (rule: GroundingRule = GROUNDING_RULE): Check =>
  (s, p) => {
    const src = groundingSource(p.source);
    return sentences(s)
      .filter((x) => isGrounded(x, src, p.language, rule))
      .join(" ");
  };

export interface LanguageFigures {
  language: string;
  cases: number;
  invented: number;
  /** Invented sentences the check let through (any part of them). */
  published: number;
  faithful: number;
  /** Faithful sentences kept whole. */
  kept: number;
  leaks: Array<{ id: string; sentence: string; kept: string }>;
}

export function measure(prepared: readonly Prepared[], check: Check): LanguageFigures[] {
  const by = new Map<string, LanguageFigures>();
  for (const p of prepared) {
    const lang = p.case.language;
    let f = by.get(lang);
    if (!f) by.set(lang, (f = { language: lang, cases: 0, invented: 0, published: 0, faithful: 0, kept: 0, leaks: [] }));
    f.cases++;
    for (const s of p.case.invented) {
      f.invented++;
      const kept = check(s, p).trim();
      if (kept) {
        f.published++;
        f.leaks.push({ id: p.case.id, sentence: s, kept });
      }
    }
    for (const s of p.case.faithful) {
      f.faithful++;
      if (check(s, p).trim() === sentences(s).join(" ").trim()) f.kept++;
    }
  }
  return [...by.values()].sort((a, b) => a.language.localeCompare(b.language));
}

export function total(rows: readonly LanguageFigures[]): LanguageFigures {
  const t: LanguageFigures = { language: "all", cases: 0, invented: 0, published: 0, faithful: 0, kept: 0, leaks: [] };
  for (const r of rows) {
    t.cases += r.cases;
    t.invented += r.invented;
    t.published += r.published;
    t.faithful += r.faithful;
    t.kept += r.kept;
    t.leaks.push(...r.leaks);
  }
  return t;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(0)}%` : "-");

/** One line per language: "es  invented published 3/40 (8%)  faithful kept 20/25 (80%)". */
export function formatFigures(rows: readonly LanguageFigures[]): string {
  return [...rows, total(rows)]
    .map(
      (r) =>
        `${r.language.padEnd(4)} cases ${String(r.cases).padStart(3)}  invented published ${r.published}/${r.invented} (${pct(r.published, r.invented)})  faithful kept ${r.kept}/${r.faithful} (${pct(r.kept, r.faithful)})`,
    )
    .join("\n");
}
