import { beforeAll, describe, expect, it } from "vitest";
import { ownParagraphs, proseGap } from "../../../functions/generator/embedded-writer";
import { type GeneratedSite, generateSite } from "../../../functions/generator/index";
import { consumedByFacts } from "../../../functions/generator/plan";
import { type AboutFigures, corpusSites, measureAbout } from "../../helpers/about-prose";
import { visibleText } from "../../helpers/corpus";

/**
 * The About prose says what the fact slots do not: a line the page already shows in its slot (an
 * offering with its price, an hours row, "Tel: ...") is not pasted again, and a list never keeps its
 * markers. Over every corpus, and line by line on the florist whose copy was "the brief pasted back".
 */
const FLORIST = `We arrange flowers for weddings, offices and every day.
- Bridal bouquets from $180
- Ceremony arches from $650
- Table centrepieces $45
- Funeral wreaths from $120
- Weekly office flowers $60. Call 503-555-0100.`;

const generate = (description: string, requirements = "") =>
  generateSite({ projectName: "Petal & Stem", businessType: "Business", description, requirements, details: null, template: null });
const about = (site: GeneratedSite) => site.content.sections.flatMap((s) => (s.kind === "about" || s.kind === "story" ? s.paragraphs : []));
const to = (site: GeneratedSite, text: string) => site.sentences.find((s) => s.text === text)?.to;

describe("over every corpus (team, blind, blind 2, locale)", () => {
  let figures: AboutFigures;
  beforeAll(async () => {
    const sites = await corpusSites();
    expect(sites.length).toBeGreaterThanOrEqual(580);
    figures = measureAbout(sites);
    console.log(
      `About paragraphs: ${figures.paragraphs}; list-marker lines ${figures.listMarker.length}; wholly consumed fact lines ${figures.consumed.length}`,
    );
  }, 240_000);

  it("no About paragraph is a list line with its marker", () => {
    expect(figures.listMarker, figures.listMarker.join("\n")).toEqual([]);
  });

  it("no About paragraph is a line the fact slots already show", () => {
    expect(figures.consumed, figures.consumed.join("\n")).toEqual([]);
  });
});

describe("the florist whose list was pasted back", () => {
  it("shows five offering cards and no About paragraph repeating them; each list line ends in its fact slot", async () => {
    const site = await generate(FLORIST);
    const items = site.content.sections.flatMap((s) => (s.kind === "offerings" ? s.groups.flatMap((g) => g.items) : []));
    expect(items.map((i) => `${i.name} ${i.price}`)).toEqual([
      "Bridal bouquets from $180",
      "Ceremony arches from $650",
      "Table centrepieces $45",
      "Funeral wreaths from $120",
      "Weekly office flowers $60",
    ]);
    expect(site.facts.phones).toEqual(["503-555-0100"]);
    const prose = about(site).join(" ");
    for (const line of ["Bridal bouquets", "Ceremony arches", "Table centrepieces", "Funeral wreaths", "Weekly office flowers", "503-555-0100"]) {
      expect(prose).not.toContain(line);
    }
    expect(visibleText(site.html)).not.toMatch(/(?:^|¦)\s*- /mu);
    for (const line of [
      "Bridal bouquets from $180",
      "Ceremony arches from $650",
      "Table centrepieces $45",
      "Funeral wreaths from $120",
      "Weekly office flowers $60.",
      "Call 503-555-0100.",
    ])
      expect(to(site, line), line).toEqual(["fact"]);
    expect(to(site, "We arrange flowers for weddings, offices and every day.")).toEqual(["about"]);
  });

  it("a sentence with more than the fact stays whole, as typed", async () => {
    const site = await generate(`${FLORIST}\nWe deliver bouquets from $180 across Portland on Saturdays.`);
    expect(about(site)).toContain("We deliver bouquets from $180 across Portland on Saturdays.");
    expect(to(site, "We deliver bouquets from $180 across Portland on Saturdays.")).toEqual(["about"]);
  });

  it("label lines in other languages end in their slots too (Adresse :, Telefon:, Öffnungszeiten:, 住所：, 電話)", async () => {
    const cases = [
      [
        "Nous réparons des vélos à Paris depuis 1998, avec des pièces d'occasion.",
        "Adresse : 12 rue de la Paix, 75002 Paris\nTél : 01 42 68 53 00\nHoraires : lun.-ven. 9h-18h",
      ],
      [
        "Wir reparieren Fahrräder in Köln seit 1998 mit viel Liebe.",
        "Adresse: Hauptstraße 5, 50667 Köln\nTelefon: 0221 987654\nÖffnungszeiten: Mo-Fr 9-18 Uhr",
      ],
      ["益子で陶芸教室をしています。季節の器も作っています。", "住所：栃木県芳賀郡益子町益子3520\n電話 0285-72-4418"],
    ] as const;
    for (const [prose, labels] of cases) {
      const site = await generate(`${prose}\n${labels}`);
      const text = [site.content.hero.subheadline ?? "", ...about(site)].join(" ");
      for (const line of labels.split("\n")) {
        const value = line.replace(/^[^:：]*[:：]\s*|^電話\s*/u, "");
        expect(text, line).not.toContain(value);
      }
      for (const s of site.sentences.filter((x) => x.source === "description" && !prose.includes(x.text))) expect(s.to, s.text).toEqual(["fact"]);
    }
  });
});

describe("what counts as wholly consumed", () => {
  const placed = ["from $180", "Bridal bouquets", "503-555-0100", "hello@petal.example", "Mon-Fri", "9am-5pm", "12 rue de la Paix, 75002 Paris"].sort(
    (a, b) => b.length - a.length,
  );
  it("the fact strings, labels, markers, joining words and punctuation leave nothing", () => {
    for (const line of [
      "- Bridal bouquets from $180",
      "Tel: 503-555-0100",
      "Call 503-555-0100 or email hello@petal.example.",
      "Open Mon-Fri 9am-5pm",
      "Adresse : 12 rue de la Paix, 75002 Paris",
      "電話 503-555-0100",
    ])
      expect(consumedByFacts(line, placed), line).toBe(true);
  });
  it("any word of the owner's beyond them keeps the line (and a line with no placed fact is never consumed)", () => {
    for (const line of [
      "We deliver bouquets from $180 across Portland on Saturdays",
      "Bridal bouquets from $180, delivered",
      "Call us on 503-555-0100 after six",
      "Our services:",
      "Prices:",
    ])
      expect(consumedByFacts(line, placed), line).toBe(false);
  });
});

describe("a list in the About prose", () => {
  it("keeps no marker: the items (with the line that introduces them) read as one paragraph, each ending as a sentence", () => {
    const paragraphs = ownParagraphs(
      "We arrange flowers in Portland.\n\nOur services:\n\n- Weddings and events\n• Sympathy flowers\n* Same-day delivery\n\n1. Tell us the date\n2. We design the flowers",
    );
    expect(paragraphs).toEqual([
      "We arrange flowers in Portland.",
      "Our services: Weddings and events. Sympathy flowers. Same-day delivery",
      "Tell us the date. We design the flowers",
    ]);
  });

  it('the line that introduces a list the fact slots show whole goes with it (no dangling "Prices:")', async () => {
    const site = await generate(
      "We arrange flowers for weddings and every day, cut the morning we deliver.\n\nWhat we do:\n- Wedding flowers\n- Sympathy wreaths\n\nPrices:\n- Bridal bouquets from $180\n- Ceremony arches from $650",
    );
    expect(about(site)).toEqual(["What we do: Wedding flowers. Sympathy wreaths"]);
    expect(to(site, "Prices:")).toEqual(["fact"]);
  });

  it("a number that starts one line only is the owner's text, not a marker", () => {
    expect(ownParagraphs("3. Oktober: wir feiern zehn Jahre Werkstatt.")).toEqual(["3. Oktober: wir feiern zehn Jahre Werkstatt."]);
  });
});

describe("Japanese sentences close up", () => {
  it("after 。！？ and after an ellipsis ending a Japanese sentence, with any full-width closing bracket after it", () => {
    expect(ownParagraphs("素敵な器です…\n次に来てください。「いいね…」\nまた来てね！\n本当に⋯\n楽しい。")).toEqual([
      "素敵な器です…次に来てください。「いいね…」また来てね！本当に⋯楽しい。",
    ]);
    expect(proseGap("「そうですね…」", "はい。")).toBe("");
    expect(proseGap("（ありがとう。）", "またね。")).toBe("");
  });
  it("a Latin ellipsis still takes its space", () => {
    expect(ownParagraphs("Well…\nWe open soon.")).toEqual(["Well… We open soon."]);
    expect(proseGap("素敵です…", "Wi-Fi free.")).toBe(" ");
  });
});
