import { beforeAll, describe, expect, it } from "vitest";
import { generateSite } from "../../../functions/generator/index";
import { builtAsForm, listedBack } from "../../helpers/corpus";
import { BLIND_DIR_2, type BlindRow, blindGeneratorInput, formatBlind, loadBlind, scoreBlind, sumBlind } from "../../helpers/blind-corpus";

/**
 * The second blind corpus (tests/fixtures/customers-blind-2: 114 customers in 21 languages, written by
 * someone who had read neither the parsers nor the first corpus). Its figures before any fix and after
 * are in functions/generator/README.md ("Where it stands now"); the floors below are the last measured
 * and may only get better. The targets hold at 0: no fact published wrong, no `tel:` link that is no
 * typed phone, no maps link to a partial address, no invented fact, no wrong kind of business claimed,
 * and every page labelled with its brief's language.
 */
const corpus = loadBlind(BLIND_DIR_2);
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
  console.log(formatBlind(sumBlind(rows), "second blind corpus"));
}, 120_000);

describe("the second blind corpus", () => {
  it("lists back or builds every ask it cannot make (none neither built nor listed)", () => {
    expect(dropped, dropped.join("\n")).toEqual([]);
  });

  it("has at least 100 customers in at least fifteen languages, and a site for each", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
    expect(new Set(corpus.map((c) => c.expect.language)).size).toBeGreaterThanOrEqual(15);
    expect(failed).toEqual([]);
  });

  it("publishes no wrong fact of any kind, no bad tel: link and no partial maps link", () => {
    const wrong = rows.flatMap((r) =>
      [...r.facts.wrong, ...r.facts.badTel.map((t) => `tel: ${t}`), ...r.facts.partialMaps.map((m) => `maps: ${m}`)].map((w) => `${r.id}: ${w}`),
    );
    expect(wrong, wrong.join("\n")).toEqual([]);
  });

  it("labels every page with its brief's language (Korean, Greek, Chinese, Norwegian, Romanian, Vietnamese...)", () => {
    const wrong = rows.filter((r) => !r.langOk).map((r) => `${r.id}: ${r.langGot}`);
    expect(wrong, wrong.join("\n")).toEqual([]);
  });

  it("invents no fact and makes none of the claims the owner ruled out", () => {
    const invented = rows.flatMap((r) => [...r.invented, ...r.mustNotContain.map((m) => `must not: ${m}`)].map((i) => `${r.id}: ${i}`));
    expect(invented, invented.join("\n")).toEqual([]);
  });

  it("claims no wrong kind of business: unsure ones are named in the owner's words", () => {
    const wrong = rows.filter((r) => r.industry === "wrong").map((r) => `${r.id}: ${r.trade} -> ${r.industryGot}`);
    expect(wrong, wrong.join("\n")).toEqual([]);
    const f = sumBlind(rows);
    expect(f.industry.right).toBeGreaterThanOrEqual(FLOOR.right);
    expect(f.industry.unsureOwnWords / f.industry.unsure).toBeGreaterThanOrEqual(0.7);
  });

  it("keeps the measured floors of facts in their slot exactly", () => {
    const f = sumBlind(rows);
    expect(f.structured.exact).toBeGreaterThanOrEqual(FLOOR.exact);
    expect(f.keptOnPage.kept).toBeGreaterThanOrEqual(FLOOR.onPage);
  });
});

/**
 * Last measured (functions/generator/README.md): before any fix 516 exact, 29 right kinds. On the page: 1052
 * since Turkish pages have Turkish fixed strings: "Pazartesi kapalı" is the hours table's row "Pazartesi |
 * Kapalı" (the day and the closed label in the site's language), no longer a sentence of prose.
 */
const FLOOR = { exact: 552, right: 34, onPage: 1052 };
