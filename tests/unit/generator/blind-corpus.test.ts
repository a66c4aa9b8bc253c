import { beforeAll, describe, expect, it } from "vitest";
import { generateSite } from "../../../functions/generator/index";
import { builtAsForm, listedBack } from "../../helpers/corpus";
import { type BlindRow, blindGeneratorInput, formatBlind, loadBlind, scoreBlind, sumBlind } from "../../helpers/blind-corpus";

/**
 * The blind corpus (tests/fixtures/customers-blind, written without reading the parsers). The floors
 * below are the figures last measured (functions/generator/README.md, "Facts on unseen data"): they
 * may only get better. No fact of any kind is published wrong, none is invented, every page has the
 * brief's language and no wrong kind of business is claimed.
 */
const corpus = loadBlind();
const rows: BlindRow[] = [];
const failed: string[] = [];
/** Asks the corpus expects listed back that are neither listed in "Not built yet" nor built as a request form. */
const dropped: string[] = [];

beforeAll(async () => {
  for (const c of corpus) {
    try {
      const site = await generateSite(blindGeneratorInput(c));
      rows.push(scoreBlind(c, site));
      for (const ask of c.expect.unbuildable ?? []) if (!listedBack(ask, site.unbuilt) && !builtAsForm(ask, site.content)) dropped.push(`${c.id}: ${ask}`);
    } catch (error) {
      failed.push(`${c.id}: ${(error as Error).message.slice(0, 120)}`);
    }
  }
  console.log(formatBlind(sumBlind(rows)));
}, 120_000);

describe("the blind corpus", () => {
  it("lists back or builds every ask it cannot make (none neither built nor listed)", () => {
    expect(dropped, dropped.join("\n")).toEqual([]);
  });

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

  it("labels every page with the brief's language (a terse English brief too), never an unsupported one as a supported neighbour", () => {
    const wrong = rows.filter((r) => !r.langOk).map((r) => `${r.id}: ${r.langGot}`);
    expect(wrong, wrong.join("\n")).toEqual([]);
  });

  it("keeps the measured floors: typed facts on the page, wrong facts, bad links, wrong kinds of business", () => {
    const f = sumBlind(rows);
    expect(f.keptOnPage.kept / f.keptOnPage.total).toBeGreaterThanOrEqual(0.99);
    expect(f.structured.wrong).toBe(0);
    expect(f.structured.exact).toBeGreaterThanOrEqual(739);
    expect(f.badTel).toBe(0);
    expect(f.partialMaps).toBe(0);
    expect(f.industry.wrong).toBe(0);
  });

  it("invents no fact: every phone, price, time, number and claim on a page is the owner's", () => {
    const invented = rows.flatMap((r) => r.invented.map((i) => `${r.id}: ${i}`));
    expect(invented, invented.join("\n")).toEqual([]);
  });

  it("names the kind of business right (top-1) or, when unsure, mostly in the owner's own words (42 right, 24 wrong before)", () => {
    const f = sumBlind(rows);
    expect(f.industry.right).toBeGreaterThanOrEqual(99);
    expect(f.industry.unsureOwnWords / f.industry.unsure).toBeGreaterThanOrEqual(0.68);
    // The verdict compares English stems of the trade with the entry's id, name, descriptor and synonyms
    // (a goldsmith is a jewellery maker, a ramen shop a noodle shop); a neighbouring trade the entry is
    // not (a tax advisor, a judo-therapy clinic) is named in the owner's words instead.
    const wrong = rows.filter((r) => r.industry === "wrong").map((r) => `${r.id}: ${r.trade} -> ${r.industryGot}`);
    expect(wrong, wrong.join("\n")).toEqual([]);
  });

  it('puts no typed fact in "Not built yet" (29 before the sentence accounting)', () => {
    const inUnbuilt = rows.flatMap((r) => r.factsInUnbuilt.map((u) => `${r.id}: ${u}`));
    expect(inUnbuilt, inUnbuilt.join("\n")).toEqual([]);
  });

  it("publishes no wrong price and no wrong hours, and keeps their measured exact floors", () => {
    const kind = (k: "prices" | "hours") => {
      const t = { total: 0, exact: 0, wrong: 0 };
      const wrong: string[] = [];
      for (const r of rows) {
        t.total += r.facts.byKind[k].total;
        t.exact += r.facts.byKind[k].exact;
        t.wrong += r.facts.byKind[k].wrong;
        wrong.push(...r.facts.wrong.filter((w) => w.startsWith(`${k}:`)).map((w) => `${r.id}: ${w}`));
      }
      return { ...t, wrong, count: t.wrong };
    };
    const prices = kind("prices");
    const hours = kind("hours");
    expect(prices.wrong, prices.wrong.join("\n")).toEqual([]);
    expect(hours.wrong, hours.wrong.join("\n")).toEqual([]);
    expect(prices.exact).toBeGreaterThanOrEqual(349);
    expect(hours.exact).toBeGreaterThanOrEqual(137);
  });
});
