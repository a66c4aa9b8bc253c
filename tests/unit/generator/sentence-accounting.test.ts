import { beforeAll, describe, expect, it } from "vitest";
import { type GeneratedSite, generateSite } from "../../../functions/generator/index";
import { join } from "node:path";
import { BLIND_DIR, BLIND_DIR_2, blindGeneratorInput, loadBlind } from "../../helpers/blind-corpus";
import { loadCorpus, toGeneratorInput, visibleText } from "../../helpers/corpus";
import { buildLocaleCorpus } from "../../helpers/locale-corpus";

/**
 * Nothing the owner typed is dropped silently: every sentence of the description and every ask of the
 * requirements ends in exactly one place (the about prose, "Good to know", a fact slot, a section that
 * was asked for, the dashboard's "Not built yet", an instruction about the site, or an aside), and
 * "Not built yet" holds no typed fact. Over every corpus: the team's, the two blind ones and the locale corpus.
 */
interface Case {
  id: string;
  corpus: "customers" | "customers-blind" | "customers-blind-2" | "customers-blind-3" | "locale";
  source: string;
  site: GeneratedSite;
  /** Typed facts the case knows (the blind corpus lists them; the team corpus's must-contain strings). */
  facts: string[];
}

const squash = (s: string) => s.normalize("NFC").replace(/\s+/g, " ").trim().toLocaleLowerCase();
const cases: Case[] = [];

beforeAll(async () => {
  for (const c of loadCorpus()) {
    cases.push({
      id: c.id,
      corpus: "customers",
      source: `${c.input.description}\n${c.input.requirements}`,
      site: await generateSite(toGeneratorInput(c)),
      facts: c.expect.mustContain,
    });
  }
  for (const [corpus, c] of [
    ...loadBlind(BLIND_DIR).map((x) => ["customers-blind", x] as const),
    ...loadBlind(BLIND_DIR_2).map((x) => ["customers-blind-2", x] as const),
    ...loadBlind(join(BLIND_DIR, "..", "customers-blind-3")).map((x) => ["customers-blind-3", x] as const),
  ]) {
    const site = await generateSite(blindGeneratorInput(c));
    const f = c.expect.facts;
    cases.push({
      id: c.id,
      corpus,
      source: `${c.input.description}\n${c.input.requirements}`,
      site,
      facts: [...f.phones, ...f.emails, ...f.addresses, ...f.hours, ...f.prices, ...f.other],
    });
  }
  for (const b of buildLocaleCorpus()) {
    const site = await generateSite({
      projectName: b.name,
      businessType: "Business",
      description: b.description,
      requirements: b.requirements,
      details: null,
      template: null,
    });
    const e = b.expect;
    cases.push({
      id: b.id,
      corpus: "locale",
      source: `${b.description}\n${b.requirements}`,
      site,
      facts: [...e.phones, ...e.addresses, ...e.prices, ...e.hours.map((h) => h.time)],
    });
  }
}, 360_000);

describe("every sentence of the owner's text is accounted for, in every corpus", () => {
  it("reads every corpus", () => {
    expect(cases.length).toBeGreaterThanOrEqual(690);
    expect(cases.reduce((n, c) => n + c.site.sentences.length, 0)).toBeGreaterThan(2000);
  });

  it("each sentence has exactly one destination (none is dropped, none is shown twice)", () => {
    const problems = cases.flatMap((c) =>
      c.site.sentences.filter((s) => s.to.length !== 1).map((s) => `${c.id} [${s.to.join(", ") || "nowhere"}] ${s.source}: ${s.text.slice(0, 100)}`),
    );
    expect(problems, problems.join("\n")).toEqual([]);
  });

  const settled = () => cases;

  it('no typed fact lands in "Not built yet" (that list is for features the product cannot build)', () => {
    const problems: string[] = [];
    for (const c of settled()) {
      const published = [...c.site.facts.phones, ...c.site.facts.emails, ...c.site.facts.hours.flatMap((h) => (h.time ? [h.time] : []))];
      for (const u of c.site.unbuilt) {
        const q = squash(u);
        const fact = [...c.facts, ...published].find((f) => f.length >= 4 && (q.includes(squash(f)) || (squash(f).includes(q) && q.length >= 4)));
        if (fact) problems.push(`${c.id}: "${u}" holds the fact "${fact}"`);
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it('"Good to know" holds only the owner\'s own words, each on the page once', () => {
    const problems: string[] = [];
    for (const c of settled()) {
      const source = squash(c.source);
      const text = squash(visibleText(c.site.html));
      for (const s of c.site.content.sections) {
        if (s.kind !== "notes") continue;
        for (const item of s.items) {
          if (!source.includes(squash(item))) problems.push(`${c.id}: not typed by the owner: ${item}`);
          if (text.split(squash(item)).length - 1 > 1) problems.push(`${c.id}: shown twice: ${item}`);
        }
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
});

describe("where a sentence goes", () => {
  const generate = (requirements: string, description = "Family bakery in Leeds since 1998. Sourdough and pasties.") =>
    generateSite({ projectName: "Crumb & Co", businessType: "Restaurant", description, requirements, details: null, template: null });
  const to = (site: GeneratedSite, text: string) => site.sentences.find((s) => s.text === text)?.to;
  const notes = (site: GeneratedSite) => site.content.sections.flatMap((s) => (s.kind === "notes" ? s.items : []));

  it("statements of how they work go to Good to know, features and looks we do not make to Not built yet, asides nowhere visible", async () => {
    const site = await generate(
      "Sorry, first time doing this. Mention that we're registered with the council. We use Square for payments at the counter. Gift cards with card payment. Dark theme, neon. Cake orders only by phone.",
    );
    expect(notes(site)).toEqual(["We're registered with the council", "We use Square for payments at the counter", "Cake orders only by phone"]);
    // No palette of ours is dark: the look wish is listed back in the owner's words, not silently dropped.
    expect(site.unbuilt).toEqual(["Gift cards with card payment", "Dark theme"]);
    expect(to(site, "Sorry")).toEqual(["aside"]);
    expect(to(site, "Dark theme")).toEqual(["unbuilt"]);
    expect(to(site, "neon")).toEqual(["instruction"]);
    expect(to(site, "Gift cards with card payment")).toEqual(["unbuilt"]);
    expect(visibleText(site.html)).toContain("Good to know");
  });

  it("what the owner asked not to be mentioned stays off the page", async () => {
    const site = await generate("We do not sell pre-need insurance, please do not mention it. We don't do gluten free, please don't say we do.");
    const text = visibleText(site.html).toLowerCase();
    expect(text).not.toContain("pre-need");
    expect(notes(site)).toEqual(["We don't do gluten free"]);
  });

  it("a request sentence of the description that is a policy stays in the about prose; one asking for a feature leaves it", async () => {
    const site = await generate("", "Massage studio in Leeds. Please arrive five minutes early. I want a newsletter sign-up.");
    expect(to(site, "Please arrive five minutes early")).toEqual(["about"]);
    expect(site.unbuilt).toEqual(["I want a newsletter sign-up"]);
    expect(visibleText(site.html)).not.toContain("newsletter");
  });
});
