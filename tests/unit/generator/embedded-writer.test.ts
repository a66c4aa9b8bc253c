import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUSINESS_TYPES, type BusinessType } from "../../../src/lib/business-types";
import {
  findEmail,
  findPhone,
  findPlace,
  ownWords,
  placeholderEmail,
  writeEmbedded,
} from "../../../functions/generator/embedded-writer";
import type { GeneratorInput } from "../../../functions/generator/input";
import { BUSINESS_TYPE_SAMPLES } from "../../../functions/generator/samples";
import { PRIMARY_SECTION_KIND, type SiteContent, siteContentSchema } from "../../../functions/generator/schema";

function input(type: BusinessType, over: Partial<GeneratorInput> = {}): GeneratorInput {
  return { ...BUSINESS_TYPE_SAMPLES[type], ...over };
}

function expectValid(content: SiteContent) {
  const parsed = siteContentSchema.safeParse(content);
  if (!parsed.success) throw new Error(parsed.error.message);
  // The writer returns exactly what the schema would (already trimmed and within limits).
  expect(parsed.data).toEqual(content);
}

/** Every string in the content. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("samples", () => {
  it("has one realistic input per business type", () => {
    expect(Object.keys(BUSINESS_TYPE_SAMPLES).sort()).toEqual([...BUSINESS_TYPES].sort());
    for (const [type, sample] of Object.entries(BUSINESS_TYPE_SAMPLES)) {
      expect(sample.businessType).toBe(type);
      expect(sample.projectName.length).toBeGreaterThan(2);
      expect(sample.description?.length ?? 0).toBeGreaterThan(40);
      expect(sample.requirements?.length ?? 0).toBeGreaterThan(20);
    }
  });
});

describe.each(BUSINESS_TYPES)("writeEmbedded: %s", (type) => {
  const sample = input(type);
  const content = writeEmbedded(sample);

  it("passes the schema", () => {
    expectValid(content);
  });

  it("has the type-specific section first", () => {
    expect(content.sections[0]?.kind).toBe(PRIMARY_SECTION_KIND[type]);
  });

  it("is deterministic, and a different name gives different content", () => {
    expect(writeEmbedded(structuredClone(sample))).toEqual(content);
    const renamed = writeEmbedded({ ...sample, projectName: `${sample.projectName} Two` });
    expect(renamed).not.toEqual(content);
    expect(renamed.brandName).toBe(`${sample.projectName} Two`);
  });

  it("uses the project's own words and name", () => {
    expect(content.brandName).toBe(sample.projectName);
    expect(strings(content).some((s) => s.includes(sample.projectName))).toBe(true);
    // The first about paragraph is the user's own description (minus requests about the website).
    const firstSentence = (sample.description ?? "").split(". ")[0] as string;
    expect(content.about.paragraphs[0]).toContain(firstSentence);
  });

  it("turns the requirements into feature cards", () => {
    expect(content.features.items.length).toBeGreaterThanOrEqual(3);
    expect(content.features.items.length).toBeLessThanOrEqual(8);
  });

  it("leaves no template placeholders and fits SEO limits", () => {
    for (const s of strings(content)) expect(s).not.toMatch(/\{[A-Za-z]+\}/);
    expect(content.seo.title.length).toBeLessThanOrEqual(60);
    expect(content.seo.description.length).toBeLessThanOrEqual(160);
    expect(content.seo.title).toContain(sample.projectName);
  });

  it("has testimonials by distinct people and a FAQ without duplicates", () => {
    expect(content.testimonials.length).toBe(3);
    expect(new Set(content.testimonials.map((t) => t.author)).size).toBe(3);
    expect(content.faq.length).toBeGreaterThanOrEqual(3);
    expect(new Set(content.faq.map((q) => q.question)).size).toBe(content.faq.length);
  });

  const weird: Array<[string, Partial<GeneratorInput>]> = [
    ["null description and requirements", { description: null, requirements: null }],
    ["empty strings", { description: "", requirements: "" }],
    ["whitespace only", { description: "   \n\t ", requirements: " \n " }],
    ["5000-char requirements", { requirements: "We need online booking, a gallery and more. ".repeat(120).slice(0, 5000) }],
    ["5000 chars without spaces", { requirements: "x".repeat(5000), description: "y".repeat(5000) }],
    ["emoji", { projectName: "🍕 Pizza Palace 🍕", description: "Best 🍕 in town!!! 🎉🎉", requirements: "🍝 pasta, 📅 booking, ✨ sparkle" }],
    ["HTML metacharacters", { projectName: `"'><img src=x onerror=alert(1)>`, description: `<script>alert("x")</script> & 'quotes' "double"`, requirements: "<b>bold</b>, a & b, </style>" }],
    ["1-char name", { projectName: "Q" }],
    ["100-char name", { projectName: "N".repeat(50) + " " + "M".repeat(49) }],
    ["150-char name", { projectName: "Long name ".repeat(15) }],
    ["blank name", { projectName: "   " }],
    ["control characters and a lone surrogate", { projectName: "Bad\u0000Name\u0007\ud800", description: "Line\u0001one.\r\nLine two\u2028here." }],
    ["non-latin", { projectName: "東京ラーメン", description: "東京で一番おいしいラーメン屋です。", requirements: "予約、地図" }],
    ["a template", { template: { name: "Bold", category: type, description: "<i>fancy</i>", style: null } }],
  ];

  it.each(weird)("stays valid with %s", (_label, over) => {
    const result = writeEmbedded(input(type, over));
    expectValid(result);
    expect(result.sections[0]?.kind).toBe(PRIMARY_SECTION_KIND[type]);
  });
});

describe("writeEmbedded details", () => {
  it("clips a long name to 100 characters and names a nameless site", () => {
    expect(writeEmbedded(input("Business", { projectName: "Long name ".repeat(15) })).brandName.length).toBeLessThanOrEqual(100);
    expect(writeEmbedded(input("Business", { projectName: " " })).brandName).toBe("New Website");
  });

  it("keeps HTML metacharacters as plain text (escaping is the renderer's job)", () => {
    const c = writeEmbedded(input("Restaurant", { projectName: "<script>alert(1)</script>" }));
    expect(c.brandName).toBe("<script>alert(1)</script>");
  });

  it("recognises common asks and phrases them for the business type", () => {
    const restaurant = writeEmbedded(
      input("Restaurant", {
        requirements: "online booking\nonline ordering and delivery\nphoto gallery\nnewsletter signup\nmap with directions",
      }),
    );
    const titles = restaurant.features.items.map((f) => f.title);
    expect(titles.slice(0, 5)).toEqual([
      "Table reservations",
      "Order for pickup or delivery",
      "Food & space gallery",
      "Newsletter",
      "Easy to find",
    ]);

    const clinic = writeEmbedded(input("Healthcare", { requirements: "appointment booking; a blog; multilingual: English and Spanish" }));
    const clinicTitles = clinic.features.items.map((f) => f.title);
    expect(clinicTitles).toContain("Online appointments");
    expect(clinicTitles).toContain("Health articles");
    expect(clinicTitles).toContain("In English and Spanish");
  });

  it("turns unrecognised asks into their own cards, tidied", () => {
    const c = writeEmbedded(
      input("Other", { description: null, requirements: "- We would like a dog-friendly patio\n- Live jazz on Thursdays\n- e-commerce" }),
    );
    const titles = c.features.items.map((f) => f.title);
    expect(titles).toContain("Online shop");
    expect(titles).toContain("Dog-friendly patio");
    expect(titles).toContain("Live jazz on Thursdays");
  });

  it("does not show owner-facing asks (SEO, colours, analytics) as visitor features", () => {
    const c = writeEmbedded(
      input("Business", { requirements: "SEO optimized, modern clean design, blue colours, Google Analytics, fast loading" }),
    );
    const text = JSON.stringify(c.features.items).toLowerCase();
    for (const word of ["seo", "analytics", "colour", "fast loading"]) expect(text).not.toContain(word);
    expect(c.features.items.length).toBeGreaterThanOrEqual(3); // padded with the type's defaults
  });

  it("uses contact details the user typed and otherwise a reserved placeholder", () => {
    const typed = writeEmbedded(input("Business"));
    expect(typed.contact.email).toBe("hello@brightline-accounting.co.uk");
    expect(typed.contact.phone).toBe("0113 496 0000");
    expect(typed.contact.address).toBe("Leeds");

    const none = writeEmbedded(input("Technology"));
    expect(none.contact.email).toBe("hello@stackwise.example");
    expect(none.contact.phone).toBeUndefined();
  });

  it("picks a sub-variant from the description", () => {
    const sushi = writeEmbedded(input("Restaurant", { projectName: "Kaze", description: "A small sushi and ramen bar in Seattle." }));
    const menu = sushi.sections[0];
    expect(menu?.kind).toBe("menu");
    expect(JSON.stringify(menu)).toMatch(/Ramen|Nigiri|nigiri/);
    const dental = writeEmbedded(input("Healthcare"));
    expect(JSON.stringify(dental.sections[0])).toMatch(/aligners|Fillings|whitening/i);
  });

  it("writes in the first person for a one-person portfolio and 'we' for a studio", () => {
    const solo = writeEmbedded(input("Portfolio"));
    expect(JSON.stringify(solo)).toMatch(/\bI (help|have|work)\b|\bmy\b/);
    const studio = writeEmbedded(input("Portfolio", { projectName: "Northfield Studio", description: "We are a small design studio." }));
    expect(JSON.stringify(studio.hero) + JSON.stringify(studio.about)).not.toMatch(/\bI (help|have|work)\b/);
  });

  it("always produces valid content for arbitrary input (property test)", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }),
        fc.constantFrom(...BUSINESS_TYPES),
        fc.option(fc.string({ maxLength: 600 }), { nil: null }),
        fc.option(fc.string({ maxLength: 600 }), { nil: null }),
        (projectName, businessType, description, requirements) => {
          const c = writeEmbedded({ projectName, businessType, description, requirements, template: null });
          return siteContentSchema.safeParse(c).success && c.sections[0]?.kind === PRIMARY_SECTION_KIND[businessType];
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("text extraction helpers", () => {
  it("finds a place conservatively", () => {
    expect(findPlace("A family bakery in Portland, Oregon since 1998.")).toBe("Portland, Oregon");
    expect(findPlace("Photographer based in Austin, Texas. I love light.")).toBe("Austin, Texas");
    expect(findPlace("Open in March, classes in English")).toBeNull();
    expect(findPlace("we are in the business of fun")).toBeNull();
  });

  it("finds emails and phones", () => {
    expect(findEmail("write to Hello@Example.co.uk please")).toBe("hello@example.co.uk");
    expect(findEmail("no email here @ all")).toBeNull();
    expect(findPhone("call +1 (503) 555-0142 today")).toBe("+1 (503) 555-0142");
    expect(findPhone("since 1998, 12 tables")).toBeNull();
    expect(placeholderEmail("Luigi's Trattoria")).toBe("hello@luigis-trattoria.example");
    expect(placeholderEmail("東京")).toBe("hello@site.example");
  });

  it("drops requests about the website from the user's description", () => {
    expect(ownWords("We bake bread every morning in Leeds. I want a website that looks modern.")).toBe(
      "We bake bread every morning in Leeds.",
    );
    expect(ownWords("I need a website for my shop")).toBeNull();
    expect(ownWords("")).toBeNull();
  });
});
