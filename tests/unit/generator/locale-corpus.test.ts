import { beforeAll, describe, expect, it } from "vitest";
import { generateSite } from "../../../functions/generator/index";
import { type FactReport, formatFigures, publishedFacts, scoreFacts, sumReports } from "../../helpers/facts-eval";
import { buildLocaleCorpus, LOCALES } from "../../helpers/locale-corpus";

/**
 * Briefs built for 34 locales from libphonenumber-js example numbers, Intl prices and hours and each
 * country's address order: every fact comes back exactly or as a suggestion to the owner, never wrong.
 */
const corpus = buildLocaleCorpus();
const reports = new Map<string, FactReport>();

beforeAll(async () => {
  for (const b of corpus) {
    const site = await generateSite({
      projectName: b.name,
      businessType: "Business",
      description: b.description,
      requirements: b.requirements,
      details: null,
      template: null,
    });
    reports.set(b.id, scoreFacts(b.expect, publishedFacts(site.content), site.html, site.suggestions));
  }
  console.log(formatFigures("locale corpus", sumReports([...reports.values()])));
}, 120_000);

describe("the generated-by-locale corpus", () => {
  it("covers at least 30 locales, each in four forms (label lines, sentences, a list, a contact block)", () => {
    expect(new Set(LOCALES.map((l) => l.locale)).size).toBeGreaterThanOrEqual(30);
    expect(corpus.length).toBe(LOCALES.length * 4);
  });

  it.each(corpus.map((b) => [b.id] as const))("%s: no wrong fact, no bad tel: link, no partial maps link, nothing lost", (id) => {
    const r = reports.get(id) as FactReport;
    expect({ wrong: r.wrong, badTel: r.badTel, partialMaps: r.partialMaps, missing: r.missing }).toEqual({
      wrong: [],
      badTel: [],
      partialMaps: [],
      missing: [],
    });
  });

  it("publishes every phone and address exactly", () => {
    const f = sumReports([...reports.values()]);
    expect(f.byKind.phones.exact).toBe(f.byKind.phones.total);
    expect(f.byKind.addresses.exact).toBe(f.byKind.addresses.total);
  });
});
