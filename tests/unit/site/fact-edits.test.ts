import { describe, expect, it } from "vitest";
import { carryFactEdits, dropSentencesWith, factPattern } from "../../../core/site/fact-edits";
import { mergeRegeneratedSite } from "../../../core/site/content-ops";
import { setDayHours, siteFactRows } from "../../../src/lib/site-facts";
import { renderSite } from "../../../core/site/render";
import { type SiteContent, siteContentSchema } from "../../../core/site/schema";

/** A generated page whose words hold the owner's phone, email, hours and a price, as typed in their brief. */
const page: SiteContent = siteContentSchema.parse({
  language: "en",
  brandName: "Harbor Bakery",
  hero: { headline: "Harbor Bakery", subheadline: "Sourdough every morning. Call (503) 555-0142 to order." },
  sections: [
    {
      kind: "about",
      id: "about",
      heading: "About us",
      paragraphs: [
        "Family bakery in Portland since 1987. Call Dr. Ana at 503-555-0142 for cakes; we bake to order.",
        "Open Tue-Sat 7am-3pm. Write to orders@harborbakery.com any time.",
      ],
    },
    {
      kind: "offerings",
      id: "menu",
      heading: "Menu",
      style: "menu",
      groups: [
        {
          items: [
            { name: "Sourdough", price: "$6.50" },
            { name: "Croissant", price: "$3.25" },
          ],
        },
      ],
    },
    { kind: "faq", id: "faq", heading: "Questions", items: [{ question: "What does it cost?", answer: "Sourdough: $6.50; Croissant: $3.25." }] },
    { kind: "notes", id: "notes", heading: "Good to know", items: ["Large orders: ring 503.555.0142 two days ahead."] },
    { kind: "contact", id: "contact", heading: "Contact" },
  ],
  facts: {
    phones: ["(503) 555-0142"],
    emails: ["orders@harborbakery.com"],
    hours: [{ days: ["tue", "wed", "thu", "fri", "sat"], label: "Tue-Sat", time: "7am-3pm" }],
  },
  seo: { title: "Harbor Bakery", description: "Family bakery in Portland. Call (503) 555-0142." },
});

const row = (c: SiteContent, key: string) => siteFactRows(c).find((r) => r.key === key)!;
const words = (c: SiteContent) => JSON.stringify({ ...c, facts: undefined });

describe("an edited fact wins everywhere (carryFactEdits)", () => {
  it("an edited phone replaces the old number in every text, whatever its separators, and the page has no old tel:", () => {
    const edited = row(page, "phone:0").set(page, "(503) 555-0199");
    const { content, changes } = carryFactEdits(page, edited);
    expect(words(content)).not.toMatch(/555[-. )]*0142/);
    expect(content.sections[0]).toMatchObject({
      paragraphs: ["Family bakery in Portland since 1987. Call Dr. Ana at (503) 555-0199 for cakes; we bake to order.", expect.any(String)],
    });
    expect(content.hero.subheadline).toBe("Sourdough every morning. Call (503) 555-0199 to order.");
    expect(changes).toEqual([
      { kind: "phone", from: "(503) 555-0142", to: "(503) 555-0199", places: expect.arrayContaining(["hero", "seo", "about", "notes"]) },
    ]);
    const html = renderSite(content);
    expect(html).not.toMatch(/0142/);
    expect(html).toContain('href="tel:');
    expect(siteContentSchema.safeParse(content).success).toBe(true);
  });

  it("without it the old number stays in the words (what this fixes)", () => {
    const edited = row(page, "phone:0").set(page, "(503) 555-0199");
    expect(renderSite(edited)).toMatch(/0142/);
  });

  it("a removed phone drops the sentence or clause that states it, and keeps the rest", () => {
    const { content, changes } = carryFactEdits(page, row(page, "phone:0").remove!(page));
    expect(words(content)).not.toMatch(/0142/);
    expect(content.sections[0]).toMatchObject({
      paragraphs: ["Family bakery in Portland since 1987. we bake to order.", "Open Tue-Sat 7am-3pm. Write to orders@harborbakery.com any time."],
    });
    expect(content.hero.subheadline).toBe("Sourdough every morning.");
    // The notes item was only that sentence: the item goes, and the section with it.
    expect(content.sections.some((s) => s.kind === "notes")).toBe(false);
    expect(changes[0]).toMatchObject({ kind: "phone", from: "(503) 555-0142" });
    expect(changes[0]!.to).toBeUndefined();
  });

  it("an edited price changes the price FAQ, also when it becomes another item's price", () => {
    const edited = row(page, "offering:menu.0.1").set(page, "$3.50");
    const { content } = carryFactEdits(page, edited);
    expect(content.sections.find((s) => s.kind === "faq")).toMatchObject({ items: [{ answer: "Sourdough: $6.50; Croissant: $3.50." }] });
    const same = row(page, "offering:menu.0.1").set(page, "$6.50");
    expect(carryFactEdits(page, same).content.sections.find((s) => s.kind === "faq")).toMatchObject({
      items: [{ answer: "Sourdough: $6.50; Croissant: $6.50." }],
    });
  });

  it("hours: a new time for the same days replaces the old; a day taken out of the time drops the sentence that is no longer true", () => {
    const retimed = { ...page, facts: { ...page.facts, hours: [{ ...page.facts.hours[0]!, time: "8am-4pm" }] } };
    expect(carryFactEdits(page, retimed).content.sections[0]).toMatchObject({
      paragraphs: [expect.any(String), "Open Tue-Sat 8am-4pm. Write to orders@harborbakery.com any time."],
    });
    const saturdayClosed = setDayHours(page, "sat", "closed");
    expect(carryFactEdits(page, saturdayClosed).content.sections[0]).toMatchObject({
      paragraphs: [expect.any(String), "Write to orders@harborbakery.com any time."],
    });
  });

  it("an edited email is replaced in any case; an unchanged content is returned as it is", () => {
    const edited = row(page, "email:0").set(page, "hello@harborbakery.com");
    expect(words(carryFactEdits(page, edited).content)).not.toContain("orders@");
    const same = carryFactEdits(page, page);
    expect(same.content).toBe(page);
    expect(same.changes).toEqual([]);
  });

  it("is idempotent: carried once, nothing is left to carry (the server carries again on save)", () => {
    const edited = row(page, "phone:0").set(page, "(503) 555-0199");
    const once = carryFactEdits(page, edited).content;
    expect(carryFactEdits(page, once).content).toBe(once);
  });

  it("a regenerated site meets the owner's edited facts: the writer's copy of the old phone is replaced", () => {
    const edited = carryFactEdits(page, row(page, "phone:0").set(page, "(503) 555-0199")).content;
    const merged = mergeRegeneratedSite(edited, page);
    expect(merged.facts.phones).toEqual(["(503) 555-0199"]);
    expect(words(merged)).not.toMatch(/0142/);
  });

  it("matching stops at a word or number boundary; a short abbreviation's full stop ends no sentence", () => {
    const price = factPattern({ kind: "price", from: "$18" });
    expect("$18 a dozen".match(price)).toEqual(["$18"]);
    expect("$180 a dozen".match(price)).toBeNull();
    expect("$18.50 a dozen".match(price)).toBeNull();
    expect(dropSentencesWith("Ask Dr. Lee on 555 0142. Open daily.", factPattern({ kind: "phone", from: "555-0142" }))).toBe("Open daily.");
  });
});
