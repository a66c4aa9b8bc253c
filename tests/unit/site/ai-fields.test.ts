import { describe, expect, it } from "vitest";
import { acceptAiField, markedFields, reconcileAiFields } from "../../../core/site/ai-fields";
import { mergeRegeneratedSection, mergeRegeneratedSite } from "../../../core/site/content-ops";
import { type SiteContent, siteContentSchema } from "../../../core/site/schema";

const model = siteContentSchema.parse({
  language: "en",
  brandName: "Harbor Bakery",
  tagline: "Family bakery in Portland",
  hero: { headline: "Harbor Bakery", subheadline: "A family bakery in Portland." },
  sections: [{ kind: "about", id: "about", heading: "About", paragraphs: ["Owner's words.", "Model's words."] }],
  facts: {},
  seo: { title: "Harbor Bakery", description: "Family bakery in Portland." },
  aiFields: ["tagline", "hero.subheadline", "about", "seo.description"],
});
const about = (c: SiteContent) => c.sections.find((s) => s.kind === "about") as Extract<SiteContent["sections"][number], { kind: "about" }>;

describe("AI marks", () => {
  it("accepting drops one mark; the others stay", () => {
    expect(markedFields(acceptAiField(model, "tagline"))).toEqual(["hero.subheadline", "about", "seo.description"]);
    expect(
      acceptAiField(acceptAiField(acceptAiField(acceptAiField(model, "tagline"), "about"), "hero.subheadline"), "seo.description").aiFields,
    ).toBeUndefined();
  });

  it("editing a field drops its mark, whatever the edited content lists; an unchanged field keeps it", () => {
    const edited = { ...model, hero: { ...model.hero, subheadline: "Our own words." } };
    expect(reconcileAiFields(model, edited).aiFields).toEqual(["tagline", "about", "seo.description"]);
    const aboutEdited = { ...model, sections: [{ ...about(model), paragraphs: ["Owner's words."] }] };
    expect(reconcileAiFields(model, aboutEdited).aiFields).toEqual(["tagline", "hero.subheadline", "seo.description"]);
    // The about section's heading is not the model's: editing it keeps the mark.
    const heading = { ...model, sections: [{ ...about(model), heading: "Our story" }] };
    expect(reconcileAiFields(model, heading)).toBe(heading);
  });

  it("never adds a mark, nor an unknown one", () => {
    const owner = acceptAiField(model, "tagline");
    expect(reconcileAiFields(owner, { ...owner, aiFields: ["tagline", "hero.subheadline", "about", "seo.description", "brandName"] }).aiFields).toEqual([
      "hero.subheadline",
      "about",
      "seo.description",
    ]);
  });

  it("a rewritten about section is marked only when the model wrote it; a new whole site brings its own marks", () => {
    const embedded = { ...model, aiFields: undefined, sections: [{ ...about(model), paragraphs: ["Plain words."] }] };
    expect(mergeRegeneratedSection(model, embedded, "about").aiFields).toEqual(["tagline", "hero.subheadline", "seo.description"]);
    const owner = acceptAiField(model, "about");
    expect(mergeRegeneratedSection(owner, model, "about").aiFields).toEqual(["tagline", "hero.subheadline", "seo.description", "about"]);
    expect(mergeRegeneratedSite(model, embedded).aiFields).toBeUndefined();
  });
});
