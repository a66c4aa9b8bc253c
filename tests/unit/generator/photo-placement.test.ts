import { describe, expect, it } from "vitest";
import { generateSite, siteContentSchema, type GeneratorInput } from "../../../functions/generator/index";
import { placePhotos } from "../../../functions/generator/photos";
import { siteCsp } from "../../../core/site/render";

const base: GeneratorInput = {
  projectName: "Petal & Stem",
  businessType: "Business",
  description: "Florist in Portland. Bridal bouquets from $180. Ceremony arches from $650. Call 503-555-0100.",
  requirements: null,
  template: null,
};
/** A media file name as the upload route makes them (20 hex characters). */
const file = (n: number, ext = "jpg") => `${n.toString(16).padStart(20, "0")}.${ext}`;
const photo = (n: number, alt: string, shows?: string) => ({ file: file(n), alt, ...(shows ? { shows } : {}), width: 800, height: 600 });
const MEDIA = "/sites/petal-stem/media/";

describe("the owner's photos placed by the generator", () => {
  it("with no photos the page is exactly what it was (the illustration stays)", async () => {
    const without = await generateSite(base, { generatedAt: "2026-01-01T00:00:00Z", mediaBase: MEDIA });
    const empty = await generateSite({ ...base, photos: { logo: null, photos: [] } }, { generatedAt: "2026-01-01T00:00:00Z", mediaBase: MEDIA });
    expect(empty.html).toBe(without.html);
    expect(without.html).not.toContain("<img");
    expect(without.content.hero.picture ?? without.html.includes("<svg")).toBeTruthy();
  });

  it("logo in the header, first photo as the hero, a photo named for an offering beside it (accents and case aside), the rest in a gallery", async () => {
    const photos = {
      logo: { file: file(9, "png"), alt: "Petal and Stem logo" },
      photos: [
        photo(1, "Our shop window"),
        photo(2, "A bouquet of white roses", "BRIDAL Bouquets"),
        photo(3, "Dried flowers"),
        photo(4, "An arch", "Céremony arches!"),
      ],
    };
    const site = await generateSite({ ...base, photos }, { generatedAt: "2026-01-01T00:00:00Z", mediaBase: MEDIA });
    expect(siteContentSchema.safeParse(site.content).success).toBe(true);
    expect(site.content.logo?.id).toBe(photos.logo.file);
    expect(site.content.hero.image).toMatchObject({ id: file(1), alt: "Our shop window", width: 800, height: 600 });
    const items = site.content.sections.flatMap((s) => (s.kind === "offerings" ? s.groups.flatMap((g) => g.items) : []));
    expect(items.find((i) => /bridal/i.test(i.name))?.image?.id).toBe(file(2));
    expect(items.find((i) => /arch/i.test(i.name))?.image?.id).toBe(file(4));
    const gallery = site.content.sections.find((s) => s.kind === "gallery");
    expect(gallery?.hidden).toBe(false);
    expect(gallery?.images.map((i) => i.id)).toEqual([file(3)]);
    // The gallery comes before the contact section.
    const kinds = site.content.sections.map((s) => s.kind);
    if (kinds.includes("contact")) expect(kinds.indexOf("gallery")).toBeLessThan(kinds.indexOf("contact"));
    for (const f of [photos.logo.file, file(1), file(2), file(3), file(4)]) expect(site.html).toContain(`src="${MEDIA}${f}"`);
    expect(site.html).toContain('alt="Our shop window"');
    // The page's CSP is unchanged by the pictures: they come from the site's own path.
    expect(await siteCsp(site.html)).toMatch(/img-src 'self' data:/);
  });

  it("a photo naming no offering goes to the gallery; one offering never gets two photos", () => {
    const content = {
      version: 2,
      language: "en",
      brandName: "X",
      hero: { headline: "X" },
      sections: [
        { kind: "offerings", id: "offerings", heading: "Offers", hidden: false, images: [], style: "services", groups: [{ items: [{ name: "Tuning" }] }] },
      ],
      facts: { phones: [], emails: [], hours: [], social: [], places: [], team: [] },
      seo: { title: "X", description: "X" },
      settings: { contactForm: true },
    } as unknown as Parameters<typeof placePhotos>[0];
    const out = placePhotos(content, {
      photos: [photo(1, "Hero"), photo(2, "Tuning a piano", "tuning"), photo(3, "Another", "Tuning"), photo(4, "Cat", "our cat")],
    });
    const items = out.sections[0]!.kind === "offerings" ? out.sections[0]!.groups[0]!.items : [];
    expect(items[0]!.image?.id).toBe(file(2));
    expect(out.sections.find((s) => s.kind === "gallery")?.images.map((i) => i.id)).toEqual([file(3), file(4)]);
    // The input is not changed.
    expect(content.sections).toHaveLength(1);
  });
});
