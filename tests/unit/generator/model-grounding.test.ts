import { describe, expect, it } from "vitest";
import { BLIND_CLAIMS_DIR, OWN_CLAIMS_DIR, current, lexiconOnly, loadClaims, measure, prepare, total } from "../../helpers/model-claims-eval";

/**
 * The model writer's check over whole corpora of sentences a model might write (tests/helpers/
 * model-claims-eval.ts): no invented sentence published in any language, and at least the measured
 * share of faithful sentences kept (functions/generator/README.md, "The AI writer"). The blind
 * corpus was written by someone who had not read the check; the own cases by its engineer.
 */

/**
 * Faithful sentences kept over the whole corpus, at least (measured 2026-11-27: blind 190/310 = 61%,
 * own 28/28). Dropping a faithful sentence is safe, publishing an invention is not: the floor only
 * keeps the check from silently becoming "drop everything".
 */
const FAITHFUL_FLOOR = { blind: 0.6, own: 0.95 };

const corpora = [
  { name: "blind" as const, cases: loadClaims(BLIND_CLAIMS_DIR) },
  { name: "own" as const, cases: loadClaims(OWN_CLAIMS_DIR) },
];

describe.each(corpora)("the $name corpus", ({ name, cases }) => {
  const prepared = cases.map(prepare);

  it("is there, with invented and faithful sentences", () => {
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.every((c) => c.invented.length + c.faithful.length > 0)).toBe(true);
  });

  it("no invented sentence is published, in any language", () => {
    const rows = measure(prepared, current);
    for (const r of rows) expect(r.leaks, `${name} ${r.language}`).toEqual([]);
  });

  it("faithful sentences are kept at least at the measured floor", () => {
    const t = total(measure(prepared, current));
    expect(t.kept / t.faithful).toBeGreaterThanOrEqual(FAITHFUL_FLOOR[name]);
  });

  it("the check never publishes what the lexicons alone caught (a second net, not a replacement)", () => {
    const before = total(measure(prepared, lexiconOnly));
    const now = total(measure(prepared, current));
    expect(now.published).toBeLessThanOrEqual(before.published);
  });
});
