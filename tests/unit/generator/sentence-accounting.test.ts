import { beforeAll, describe, expect, it } from "vitest";
import { type GeneratedSite, generateSite } from "../../../functions/generator/index";
import { join } from "node:path";
import { BLIND_DIR, BLIND_DIR_2, blindGeneratorInput, loadBlind } from "../../helpers/blind-corpus";
import { loadCorpus, toGeneratorInput, visibleText } from "../../helpers/corpus";
import { buildLocaleCorpus } from "../../helpers/locale-corpus";
import { placedInSlots, sentenceCoverage, wordsOf } from "../../helpers/owner-accounting";

/**
 * Nothing the owner typed is dropped silently: every sentence of the description and every ask of the
 * requirements ends in exactly one place (the about prose, "Good to know", a fact slot, a section that
 * was asked for, the dashboard's "Not built yet", an instruction about the site, or an aside), and
 * "Not built yet" holds no typed fact. Over every corpus: the team's, the two blind ones and the locale corpus.
 */
interface Case {
  id: string;
  corpus: "customers" | "customers-blind" | "customers-blind-2" | "customers-blind-3" | "customers-blind-4" | "locale";
  source: string;
  site: GeneratedSite;
  /** Typed facts the case knows (the blind corpus lists them; the team corpus's must-contain strings). */
  facts: string[];
}

/** Owner sentences not on the page, measured (before these rules: team 48, blind 33, blind 2 29, blind 3 40, locale 3; blind 4 as found: 0). */
const LOST_CEILING = { customers: 0, "customers-blind": 0, "customers-blind-2": 0, "customers-blind-3": 0, "customers-blind-4": 0, locale: 0 };

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
    ...loadBlind(join(BLIND_DIR, "..", "customers-blind-4")).map((x) => ["customers-blind-4", x] as const),
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

  it("every owner sentence that is not a request is on the page: its words, or a fact line placed in its slots", () => {
    const lost: Record<Case["corpus"], string[]> = {
      customers: [],
      "customers-blind": [],
      "customers-blind-2": [],
      "customers-blind-3": [],
      "customers-blind-4": [],
      locale: [],
    };
    for (const c of cases) lost[c.corpus].push(...sentenceCoverage(c.site).lost.map((l) => `${c.id}: ${l}`));
    for (const [k, ceiling] of Object.entries(LOST_CEILING))
      expect(lost[k as Case["corpus"]].length, lost[k as Case["corpus"]].join("\n")).toBeLessThanOrEqual(ceiling);
  });

  it("every price suggestion names the item it suggests (the owner's words beside it)", () => {
    const unnamed = cases.flatMap((c) => c.site.suggestions.filter((s) => s.kind === "prices" && !s.item?.trim()).map((s) => `${c.id}: ${s.value}`));
    expect(unnamed, unnamed.join("\n")).toEqual([]);
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

describe("where a fact line with more than its label goes", () => {
  const generate = (description: string, requirements = "") =>
    generateSite({ projectName: "Northside Tyres", businessType: "Other", description, requirements, details: null, template: null });
  const to = (site: GeneratedSite, text: string) => site.sentences.find((s) => s.text === text)?.to;
  const notes = (site: GeneratedSite) => site.content.sections.flatMap((s) => (s.kind === "notes" ? s.items : []));

  it("a requirement that says how to reach them keeps its words in Good to know; a bare label does not", async () => {
    const site = await generate("Tyre fitting and puncture repair in Salford.", "Mobile 07700 900123. fittings by appointment only 0161 496 0999");
    expect(to(site, "Mobile 07700 900123")).toEqual(["fact"]);
    expect(to(site, "fittings by appointment only 0161 496 0999")).toEqual(["notes"]);
    expect(notes(site)).toContain("Fittings by appointment only 0161 496 0999");
  });

  it("an address after its label word stays a fact; a reason to call stays with the number", async () => {
    const site = await generate("Tyre fitting in Salford.", "Phone for repairs 0161 496 0222, address Unit 4, 18 Brook Street, Salford M5 4WT");
    expect(to(site, "Phone for repairs 0161 496 0222")).toEqual(["notes"]);
    expect(to(site, "address Unit 4, 18 Brook Street, Salford M5 4WT")).toEqual(["fact"]);
  });

  it("an ask of the site maker with its fact: the ask is a section built, the fact is in its slot", async () => {
    const site = await generate("Tyre fitting in Salford.", "Put a big call button for 0161 496 0333");
    expect(to(site, "Put a big call button for")).toEqual(["section"]);
    expect(to(site, "0161 496 0333")).toEqual(["fact"]);
  });

  it("a messaging app asked for with its number: the number in its slot, the app listed as not built", async () => {
    const site = await generate("Tyre fitting in Salford.", "We want Telegram 07700 900789 on the site");
    expect(site.facts.phones).toContain("07700 900789");
    expect(site.unbuilt).toEqual(["We want Telegram on the site"]);
  });

  it("a messaging app named before a number is said on the page, in the about prose as typed", async () => {
    const site = await generate("Tyre fitting and puncture repair in Salford.\nViber +44 7700 900456");
    expect(to(site, "Viber +44 7700 900456")).toEqual(["about"]);
    expect(visibleText(site.html)).toContain("Viber +44 7700 900456");
  });

  it("the words addressed to us are an instruction, the statement after them goes to Good to know", async () => {
    const site = await generate("Tyre fitting and puncture repair in Salford.", "Please mention that all fitters are ATS trained");
    expect(to(site, "Please mention that")).toEqual(["instruction"]);
    expect(to(site, "all fitters are ATS trained")).toEqual(["notes"]);
  });

  it("a percentage in a description's clause is a stated term, never an aside or a feature not built", async () => {
    const site = await generate("Tyre fitting in Salford. 20% deposit on ordered tyres, I need your reg number");
    expect(to(site, "20% deposit on ordered tyres")).toEqual(["notes"]);
    expect(notes(site)).toContain("20% deposit on ordered tyres");
    expect(site.unbuilt.join(" ")).not.toContain("20%");
  });
});

describe("the harness: a sentence is on the page when its words are, or when it is a fact line placed in its slots", () => {
  const page = new Set(
    wordsOf(
      "Contact Telefon 86 12 34 56 Opening hours Montag Geschlossen Monday–Friday 9:00–17:00 Price list Karnet 180 zł Email js@smithmail.net Phone 555-0100",
    ),
  );
  const visible = (w: string) => page.has(w);
  const slots = ["86 12 34 56", "555-0100", "js@smithmail.net", "9:00–17:00", "karnet", "180 zł", "montag"];

  it("counts a label the slot says in other words, a heading before a colon and a list word between two facts", () => {
    expect(placedInSlots("Tlf. 86 12 34 56.", slots, visible)).toBe(true);
    expect(placedInSlots("Cennik: karnet 180 zł", slots, visible)).toBe(true);
    expect(placedInSlots("Call 555-0100 eller email js@smithmail.net", slots, visible)).toBe(true);
    expect(placedInSlots("kontakt per e-mail js@smithmail.net", slots, visible)).toBe(true);
    expect(placedInSlots("Montag Ruhetag", slots, visible, true)).toBe(true);
  });

  it("counts as lost a messaging app, words that say how to book, a missing number, or a line with no slot", () => {
    expect(placedInSlots("WhatsApp 86 12 34 56", slots, visible)).toBe(false);
    expect(placedInSlots("Termine nur telefonisch 86 12 34 56", slots, visible)).toBe(false);
    expect(placedInSlots("Not available Sundays, mobile 86 12 34 56", slots, visible)).toBe(false);
    expect(placedInSlots("IL 60618 phone 555-0100", slots, visible)).toBe(false);
    expect(placedInSlots("Tlf. soon", slots, visible)).toBe(false);
    // A label word that is not right before its fact is no label of it.
    expect(placedInSlots("86 12 34 56 mobile", slots, visible)).toBe(false);
    // A negation is never part of a label; a closed-day word counts only when the hours show a closed row.
    expect(placedInSlots("no calls 86 12 34 56", slots, visible)).toBe(false);
    expect(placedInSlots("buchung per telefon 86 12 34 56", slots, visible)).toBe(false);
    expect(placedInSlots("Montag Ruhetag", slots, visible, false)).toBe(false);
    // One short joining word may be a label; a run of them says something ("ask for Tom").
    expect(placedInSlots("ask for tom 555-0100", slots, visible)).toBe(false);
    expect(placedInSlots("老板娘 接 电话 86 12 34 56", slots, visible)).toBe(false);
  });

  it("scores a page: the slotted line counts, the WhatsApp line does not", () => {
    const html = "<html><body><h2>Contact</h2><p>Telefon <a>86 12 34 56</a></p></body></html>";
    const cov = sentenceCoverage({
      html,
      unbuilt: [],
      content: { facts: { hours: [], phones: ["86 12 34 56"] }, sections: [] },
      sentences: [
        { text: "Tlf. 86 12 34 56", source: "description", to: ["fact"] },
        { text: "WhatsApp 86 12 34 56", source: "description", to: ["fact"] },
        { text: "Mention that", source: "requirements", to: ["instruction"] },
      ],
    });
    expect(cov).toMatchObject({ total: 2, onPage: 1, inSlots: 1 });
    expect(cov.lost[0]).toContain("WhatsApp");
  });
});
