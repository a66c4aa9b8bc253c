import { beforeAll, describe, expect, it } from "vitest";
import { generateSite } from "../../../functions/generator/index";
import { type BlindRow, formatBlind, loadBlind, scoreBlind, sumBlind } from "../../helpers/blind-corpus";

/**
 * The blind corpus (tests/fixtures/customers-blind, written without reading the parsers). The floors
 * below are the figures measured when this test was written (functions/generator/README.md, "Facts on
 * unseen data"): they may only get better. The goals (0 wrong, >= 99% kept) are not met yet.
 */
const corpus = loadBlind();
const rows: BlindRow[] = [];
const failed: string[] = [];

beforeAll(async () => {
  for (const c of corpus) {
    try {
      const site = await generateSite({
        projectName: c.input.name,
        businessType: c.input.businessType,
        description: c.input.description,
        requirements: c.input.requirements,
        details: c.input.details ?? null,
        template: null,
      });
      rows.push(scoreBlind(c, site));
    } catch (error) {
      failed.push(`${c.id}: ${(error as Error).message.slice(0, 120)}`);
    }
  }
  console.log(formatBlind(sumBlind(rows)));
}, 120_000);

describe("the blind corpus", () => {
  it("publishes no wrong phone or address: each is exact, a suggestion, or left in the owner's words", () => {
    const wrong = rows.flatMap((r) => r.facts.wrong.filter((w) => /^(?:phones|addresses):/.test(w)).map((w) => `${r.id}: ${w}`));
    expect(wrong).toEqual([]);
  });

  it("has at least 100 customers in at least nine languages", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
    expect(new Set(corpus.map((c) => c.expect.language)).size).toBeGreaterThanOrEqual(9);
  });

  it("generates a site for every customer (long briefs included)", () => {
    expect(failed).toEqual([]);
  });

  it("labels nearly every page with the brief's language, never an unsupported one as a supported neighbour", () => {
    const f = sumBlind(rows);
    expect(f.langRight).toBeGreaterThanOrEqual(136);
    const wrong = rows.filter((r) => !r.langOk).map((r) => `${r.id}: ${r.langGot}`);
    expect(wrong.length, wrong.join("\n")).toBeLessThanOrEqual(1);
  });

  it("keeps the measured floors: typed facts on the page, wrong facts, bad links, wrong kinds of business", () => {
    const f = sumBlind(rows);
    expect(f.keptOnPage.kept / f.keptOnPage.total).toBeGreaterThanOrEqual(0.98);
    expect(f.structured.wrong).toBeLessThanOrEqual(71);
    expect(f.structured.exact).toBeGreaterThanOrEqual(613);
    expect(f.badTel).toBe(0);
    expect(f.partialMaps).toBe(0);
    expect(f.industry.wrong).toBeLessThanOrEqual(5);
    expect(f.invented).toBeLessThanOrEqual(2);
  });

  it("names the kind of business right (top-1) or, when unsure, mostly in the owner's own words (42 right, 24 wrong before)", () => {
    const f = sumBlind(rows);
    expect(f.industry.right).toBeGreaterThanOrEqual(96);
    expect(f.industry.unsureOwnWords / f.industry.unsure).toBeGreaterThanOrEqual(0.6);
    // The five left are right on reading (a tax advisor as an accountant, a goldsmith as a jewellery
    // maker, a ramen shop as a noodle shop, a lunchbox kitchen as meal prep, a judo-therapy clinic as
    // physiotherapy); the verdict compares English stems of the trade and the entry.
    const wrong = rows.filter((r) => r.industry === "wrong").map((r) => `${r.id}: ${r.trade} -> ${r.industryGot}`);
    expect(wrong.length, wrong.join("\n")).toBeLessThanOrEqual(5);
  });

  it('puts no typed fact in "Not built yet" (29 before the sentence accounting)', () => {
    const inUnbuilt = rows.flatMap((r) => r.factsInUnbuilt.map((u) => `${r.id}: ${u}`));
    expect(inUnbuilt, inUnbuilt.join("\n")).toEqual([]);
  });
});
