import { describe, expect, it } from "vitest";
import fixture from "./fixtures/site-content-v2.json";
import { siteContentSchema, type SiteContent } from "../../core/site/schema";
import {
  addSection,
  blankSection,
  imageIdsOf,
  mergeRegeneratedSection,
  mergeRegeneratedSite,
  moveSection,
  removeSection,
  restoreContent,
  setSectionHidden,
} from "../../core/site/content-ops";
import { SECTION_KINDS } from "../../core/site/schema";
import { contentChanges, summarizeChanges } from "../../core/site/diff";

const site = (): SiteContent => siteContentSchema.parse(structuredClone(fixture));
const ids = (c: SiteContent) => c.sections.map((s) => s.id);

describe("section operations", () => {
  it("moves a section up and down, clamped, without touching the input", () => {
    const c = site();
    const before = ids(c);
    expect(ids(moveSection(c, 1, -1))).toEqual(["about", "offer", "hours", "faq", "contact"]);
    expect(ids(moveSection(c, 0, 2))).toEqual(["about", "hours", "offer", "faq", "contact"]);
    expect(moveSection(c, 0, -1)).toBe(c);
    expect(ids(moveSection(c, 4, 9))).toEqual(before);
    expect(ids(c)).toEqual(before);
  });

  it("hides and shows a section by id, and removes one", () => {
    const c = site();
    const hidden = setSectionHidden(c, "faq", true);
    expect(hidden.sections.find((s) => s.id === "faq")!.hidden).toBe(true);
    expect(c.sections.find((s) => s.id === "faq")!.hidden).toBe(false);
    expect(setSectionHidden(hidden, "faq", false).sections.find((s) => s.id === "faq")!.hidden).toBe(false);
    expect(ids(removeSection(c, "hours"))).toEqual(["offer", "about", "faq", "contact"]);
  });

  it("adds a valid section of every kind the generator knows, before contact, with a free id", () => {
    for (const kind of SECTION_KINDS) {
      const c = addSection(site(), kind);
      expect(siteContentSchema.safeParse(c).success, kind).toBe(true);
      expect(c.sections.at(-1)!.id, kind).toBe("contact");
    }
    let c = site();
    for (const kind of ["faq", "about", "team", "team"] as const) c = addSection(c, kind);
    expect(ids(c)).toEqual(["offer", "about", "hours", "faq", "faq-2", "about-2", "team", "team-2", "contact"]);
  });

  it("a new section states no fact: no price, no phone, no email", () => {
    for (const kind of SECTION_KINDS) {
      const json = JSON.stringify(blankSection(kind, kind));
      expect(json).not.toMatch(/\$|€|£|\d{3}|@/);
    }
  });
});

describe("restore and merge", () => {
  it("restoring brings back the earlier words and look but keeps today's settings", () => {
    const earlier = site();
    const now: SiteContent = { ...site(), hero: { ...site().hero, headline: "New words" }, settings: { contactForm: false, ownerEmail: "me@example.com" } };
    const restored = restoreContent(now, earlier);
    expect(restored.hero.headline).toBe("Harbor Bakery");
    expect(restored.settings).toEqual({ contactForm: false, ownerEmail: "me@example.com" });
  });

  it("a regenerated section replaces only that section's words, keeping its id, visibility and images", () => {
    const mine = setSectionHidden(site(), "about", true);
    mine.sections[1] = { ...mine.sections[1]!, images: [{ id: "0123456789abcdef0123.png", alt: "Our shop" }] };
    mine.hero.headline = "Owner's own headline";
    const fresh = site();
    fresh.hero.headline = "Writer's headline";
    fresh.sections = fresh.sections.map((s) =>
      s.kind === "about" ? { ...s, id: "about-us", paragraphs: ["Rewritten"] } : s.kind === "faq" ? { ...s, heading: "Changed too" } : s,
    );
    const merged = mergeRegeneratedSection(mine, fresh, "about");
    const about = merged.sections.find((s) => s.id === "about")!;
    expect(about).toMatchObject({ kind: "about", paragraphs: ["Rewritten"], hidden: true, images: [{ id: "0123456789abcdef0123.png", alt: "Our shop" }] });
    expect(merged.hero.headline).toBe("Owner's own headline");
    expect(merged.sections.find((s) => s.id === "faq")!.heading).toBe("Questions");
    expect(mergeRegeneratedSection(mine, fresh, "nope")).toBe(mine);
  });

  it("a regenerated site keeps the owner's facts, look, settings and images", () => {
    const mine = site();
    mine.facts = { ...mine.facts, phones: ["+1 503 555 0199"] };
    mine.theme = { ...mine.theme!, layout: "bold" };
    mine.sections[0] = { ...mine.sections[0]!, images: [{ id: "0123456789abcdef0123.jpg", alt: "Loaves" }] };
    const fresh = site();
    fresh.hero.headline = "Fresh words";
    const merged = mergeRegeneratedSite(mine, fresh);
    expect(merged.hero.headline).toBe("Fresh words");
    expect(merged.facts.phones).toEqual(["+1 503 555 0199"]);
    expect(merged.theme!.layout).toBe("bold");
    expect(imageIdsOf(merged)).toEqual(["0123456789abcdef0123.jpg"]);
  });

  it("a regenerated site keeps the owner's logo and hero image; both count as the content's images", () => {
    const mine = site();
    mine.logo = { id: "aaaaaaaaaaaaaaaaaaaa.png", alt: "Logo" };
    mine.hero.image = { id: "bbbbbbbbbbbbbbbbbbbb.webp", alt: "Ovens" };
    const fresh = site();
    fresh.hero.headline = "Fresh words";
    const merged = mergeRegeneratedSite(mine, fresh);
    expect(merged.hero).toMatchObject({ headline: "Fresh words", image: mine.hero.image });
    expect(merged.logo).toEqual(mine.logo);
    expect(imageIdsOf(merged)).toEqual(["aaaaaaaaaaaaaaaaaaaa.png", "bbbbbbbbbbbbbbbbbbbb.webp"]);
    expect(contentChanges(site(), merged)).toEqual(expect.arrayContaining(["hero image", "logo"]));
  });
});

describe("what changed", () => {
  it("names the hero heading and counts prices", () => {
    const a = site();
    const b = site();
    b.hero.headline = "Bread since 1987";
    const offer = b.sections[0]!;
    if (offer.kind !== "offerings") throw new Error("fixture");
    offer.groups[0]!.items[0]!.price = "$7.00";
    offer.groups[0]!.items[1]!.price = "$3.50";
    expect(summarizeChanges(a, b)).toBe("Edited hero heading, 2 prices");
  });

  it("says no changes, reorders, hidden and added sections, and the look", () => {
    const a = site();
    expect(summarizeChanges(a, site())).toBe("No changes");
    expect(contentChanges(a, moveSection(a, 0, 1))).toEqual(["section order"]);
    expect(summarizeChanges(a, setSectionHidden(a, "faq", true))).toBe("Hid questions and answers");
    expect(summarizeChanges(a, addSection(a, "team"))).toBe("Added team");
    expect(contentChanges(a, { ...a, theme: { ...a.theme!, font: "sans" } })).toEqual(["colours and layout"]);
    const many = { ...a, brandName: "X", tagline: "Y", seo: { title: "T", description: "D" }, hero: { ...a.hero, headline: "H", subheadline: "S" } };
    expect(summarizeChanges(a, many)).toBe("Edited business name, hero heading, hero text, tagline and 1 more change");
  });
});
