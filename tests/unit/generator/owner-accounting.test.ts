import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type GeneratedSite, generateSite } from "../../../functions/generator/index";
import { BLIND_DIR, type BlindCase, blindGeneratorInput, loadBlind, scoreBlind, sumBlind } from "../../helpers/blind-corpus";
import {
  type HoursDaysExpect,
  type PriceItemExpect,
  type RequestExpect,
  buildScriptCorpus,
  factsInUnbuilt,
  hoursDaysPublished,
  hoursDaysWrong,
  priceItemPublished,
  requestAccounted,
  sentenceCoverage,
} from "../../helpers/owner-accounting";

/**
 * The third and fourth blind corpora (right-to-left and South Asian owners; 40 owners of 26 languages who type
 * hours, prices and conditions their own way; each written by someone who had not read the code) and the hours
 * and price lists built per locale from CLDR: facts in "Not built yet", requests
 * neither built nor listed back, hours rows with their days and 24-hour spans, priced items with their
 * item and amount, price suggestions that name their item. Floors are the figures measured (see
 * functions/generator/README.md, "Nothing the owner said is lost"); the targets of 0 are held at 0.
 */
type Expect3 = BlindCase["expect"] & { requests?: RequestExpect[]; hoursDays?: HoursDaysExpect[]; priceItems?: PriceItemExpect[] };
type Floor = {
  cases: number;
  factsInUnbuilt: number;
  requestsDropped: number;
  hoursDays: number;
  priceItems: number;
  unnamedSuggestions: number;
  sentencesOnPage: number;
  factsExact: number;
  /** Wrong facts published that are known and written down (functions/generator/README.md); 0 where none are. */
  wrong: number;
};
const blind: Record<string, Array<{ c: BlindCase; site: GeneratedSite }>> = {};
const script: Array<{ b: ReturnType<typeof buildScriptCorpus>[number]; site: GeneratedSite }> = [];

beforeAll(async () => {
  for (const name of Object.keys(BLIND_FLOORS)) {
    blind[name] = [];
    for (const c of loadBlind(join(BLIND_DIR, "..", name))) blind[name].push({ c, site: await generateSite(blindGeneratorInput(c)) });
  }
  for (const b of buildScriptCorpus())
    script.push({
      b,
      site: await generateSite({ projectName: b.name, businessType: "Business", description: b.description, requirements: "", details: null, template: null }),
    });
}, 300_000);

const count = <T>(xs: T[], ok: (x: T) => boolean) => xs.filter(ok).length;

/** Measured on this code (before these rules, third corpus: 2 facts in Not built yet, 116 requests dropped, 33 hours, 91 prices; script corpus 15 hours, 26 prices). */
const BLIND_FLOORS: Record<string, Floor> = {
  "customers-blind-3": {
    cases: 110,
    factsInUnbuilt: 0,
    // 74 before look wishes were decided (honoured by a palette near the colours named, or listed back) and request
    // words were read in every script; 5 before a writing system asked for alone, a form named in its script and
    // a simple look in more languages were listed back; 1 before what to leave out was checked on the page ("Nada de foto minha").
    requestsDropped: 0,
    hoursDays: 85,
    priceItems: 194,
    // Price suggestions with no `item` at all; 23 before the words beside a price named it and a condition
    // ("5만원 이상 무료 배송") was no longer offered, 4 before the clause or sentence before a lone price named it.
    unnamedSuggestions: 0,
    // Owner sentences on the page (of 849; 813 of 853 before a fact line in its slots counted and fact lines saying more went to Good to know;
    // "Unit 204, Ma. Clara Bldg." is one sentence since, and three are asks listed back: a script, a form, a simple look).
    sentencesOnPage: 849,
    // The facts harness (scripts/blind-facts-report.ts --corpus=customers-blind-3): 484 exact and 22 wrong before the third round.
    factsExact: 510,
    wrong: 0,
  },
  // The fourth corpus, as found before any fix: 9 requests dropped, 59 priced items, 200 exact, 5 wrong prices (one a
  // fine, "kara 200 zł", no longer published), a
  // payment number as a phone, a Hungarian address with its house number's full stop ("Kárász utca 14.") counted
  // as wrong and its maps link as partial. What is left is written down in functions/generator/README.md.
  "customers-blind-4": {
    cases: 40,
    factsInUnbuilt: 0,
    requestsDropped: 4,
    hoursDays: 46,
    priceItems: 61,
    unnamedSuggestions: 0,
    sentencesOnPage: 311,
    factsExact: 202,
    wrong: 5,
  },
};

for (const [name, floor] of Object.entries(BLIND_FLOORS)) {
  describe(`the blind corpus ${name}`, () => {
    const rows = () => blind[name] ?? [];
    it("reads all of it", () => expect(rows().length).toBeGreaterThanOrEqual(floor.cases));

    it('puts no typed fact in "Not built yet"', () => {
      const bad = rows().flatMap(({ c, site }) => {
        const f = c.expect.facts;
        return factsInUnbuilt(site, [...f.phones, ...f.emails, ...f.addresses, ...f.hours, ...f.prices, ...f.other]).map((x) => `${c.id}: ${x}`);
      });
      expect(bad.length, bad.join("\n")).toBeLessThanOrEqual(floor.factsInUnbuilt);
    });

    it("builds or lists back the owner's requests, reads hours with their days and prices with their item", () => {
      const e = rows().map(({ c, site }) => ({ site, x: c.expect as Expect3 }));
      const requests = e.flatMap(({ site, x }) => (x.requests ?? []).map((r) => requestAccounted(site, r)));
      const hours = e.flatMap(({ site, x }) => (x.hoursDays ?? []).map((h) => hoursDaysPublished(site, h)));
      const prices = e.flatMap(({ site, x }) => (x.priceItems ?? []).map((p) => priceItemPublished(site, p)));
      expect(count(requests, (ok) => !ok)).toBeLessThanOrEqual(floor.requestsDropped);
      expect(count(hours, Boolean)).toBeGreaterThanOrEqual(floor.hoursDays);
      expect(count(prices, Boolean)).toBeGreaterThanOrEqual(floor.priceItems);
    });

    it("puts every owner sentence that is not a request on the page (its words, or a fact line in its slots)", () => {
      const cov = rows().map(({ site }) => sentenceCoverage(site));
      const onPage = cov.reduce((n, c) => n + c.onPage, 0);
      expect(onPage).toBeGreaterThanOrEqual(floor.sentencesOnPage);
      expect(cov.flatMap((c) => c.lost)).toEqual([]);
    });

    it("publishes no wrong phone, address, hours row or price beyond those written down, and keeps its exact ones (facts harness)", () => {
      const scored = rows().map(({ c, site }) => scoreBlind(c, site));
      const f = sumBlind(scored);
      const wrong = scored.flatMap((r) =>
        [...r.facts.wrong, ...r.facts.badTel.map((t) => `tel: ${t}`), ...r.facts.partialMaps.map((m) => `maps: ${m}`)].map((w) => `${r.id}: ${w}`),
      );
      expect(wrong.length, wrong.join("\n")).toBeLessThanOrEqual(floor.wrong);
      expect(f.structured.exact).toBeGreaterThanOrEqual(floor.factsExact);
    });

    it("publishes no day open at a time the owner gave other days (the facts harness compares times only)", () => {
      // Before the Sabbath's eve and 平日 were read: the third corpus 1 ("ערב שבת" as Saturday), the fourth 2.
      const wrong = rows().flatMap(({ c, site }) => hoursDaysWrong(site, (c.expect as Expect3).hoursDays ?? []).map((w) => `${c.id}: ${w}`));
      expect(wrong).toEqual([]);
    });

    it("a price suggestion names its item wherever the owner's words name one", () => {
      const unnamed = rows().flatMap(({ site }) => site.suggestions.filter((s) => s.kind === "prices" && !s.item));
      expect(unnamed.length).toBeLessThanOrEqual(floor.unnamedSuggestions);
    });
  });
}

describe("hours and price lists per locale from CLDR (right-to-left, South Asian and other scripts)", () => {
  it("reads the days, times and priced items of every locale", () => {
    const hours = script.flatMap(({ b, site }) => b.hoursDays.map((h) => hoursDaysPublished(site, h)));
    const prices = script.flatMap(({ b, site }) => b.priceItems.map((p) => priceItemPublished(site, p)));
    expect(count(hours, Boolean)).toBeGreaterThanOrEqual(FLOOR.scriptHours);
    expect(count(prices, Boolean)).toBeGreaterThanOrEqual(FLOOR.scriptPrices);
    expect(script.flatMap(({ site }) => sentenceCoverage(site).lost)).toEqual([]);
    expect(script.flatMap(({ b, site }) => hoursDaysWrong(site, b.hoursDays).map((w) => `${b.id}: ${w}`))).toEqual([]);
  });
});

/** The script corpus, measured on this code (15 hours, 26 prices before these rules). */
const FLOOR = {
  scriptHours: 55,
  scriptPrices: 74,
};
