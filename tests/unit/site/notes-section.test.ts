import { describe, expect, it } from "vitest";
import { addSection } from "../../../core/site/content-ops";
import { renderSite } from "../../../core/site/render";
import { type SiteContent, siteContentSchema } from "../../../core/site/schema";

const base = siteContentSchema.parse({
  language: "en",
  brandName: "Stuga vid Siljan",
  hero: { headline: "Stuga vid Siljan" },
  sections: [],
  facts: {},
  seo: { title: "Stuga vid Siljan", description: "A cabin by the lake" },
});

describe("the notes (Good to know) section", () => {
  it("renders the owner's sentences as a plain list under its heading, escaped", () => {
    const content: SiteContent = siteContentSchema.parse({
      ...base,
      sections: [
        { kind: "notes", id: "notes", heading: "Good to know", items: ["Open May to September", "Check-in from 15:00, check-out by 11:00", "No <b>pets</b>"] },
      ],
    });
    const html = renderSite(content);
    expect(html).toContain(
      '<ul class="notes"><li>Open May to September</li><li>Check-in from 15:00, check-out by 11:00</li><li>No &lt;b&gt;pets&lt;/b&gt;</li></ul>',
    );
    expect(html).toMatch(/<h2[^>]*>Good to know<\/h2>/);
  });

  it("can be added in the editor with a placeholder that is no fact", () => {
    const next = addSection(base, "notes");
    const notes = next.sections.find((s) => s.kind === "notes");
    expect(notes).toMatchObject({ kind: "notes", heading: "Good to know" });
    expect(siteContentSchema.safeParse(next).success).toBe(true);
  });

  it("labels the page with the owner's language when the fixed strings are another (lang)", () => {
    const html = renderSite(siteContentSchema.parse({ ...base, lang: "sv" }));
    expect(html).toMatch(/^<!doctype html><html lang="sv">/);
    expect(siteContentSchema.safeParse({ ...base, lang: 'en" onload="x' }).success).toBe(false);
  });
});
