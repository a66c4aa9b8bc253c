import { describe, expect, it } from "vitest";
import { postalAddress, structuredData } from "../../../core/site/structured-data";
import { renderSite } from "../../../core/site/render";
import { siteContentSchema, type SiteContentInput } from "../../../core/site/schema";
import { schemaOrgTypeOf, SCHEMA_ORG_TYPE } from "../../../core/brief/industries/schema-org";
import { INDUSTRIES } from "../../../core/brief/industries/index";

/** The JSON-LD's rules, one case each, in words other than the corpora's. */

const canonical = "https://sites.example.test/sites/north-pier-chandlery/";
const base: SiteContentInput = {
  language: "en",
  industry: "hardware-store",
  brandName: "North Pier Chandlery",
  hero: { headline: "North Pier Chandlery" },
  sections: [],
  facts: {},
  seo: { title: "North Pier Chandlery", description: "Rope and brass." },
};
const graphOf = (c: SiteContentInput, mediaBase?: string) => {
  const g = structuredData(siteContentSchema.parse(c), { canonical, ...(mediaBase ? { mediaBase } : {}) });
  return g as unknown as { "@graph": [Record<string, unknown>, Record<string, unknown>] };
};

describe("structured data", () => {
  it("none without a canonical URL, or with one that is not http(s)", () => {
    expect(structuredData(siteContentSchema.parse(base), { canonical: null })).toBeNull();
    expect(structuredData(siteContentSchema.parse(base), { canonical: "javascript:alert(1)" })).toBeNull();
  });

  it("the kind's schema.org type; LocalBusiness for a kind without one, an unknown kind or none", () => {
    expect(graphOf(base)["@graph"][0]["@type"]).toBe("HardwareStore");
    expect(graphOf({ ...base, industry: "dog-groomer" })["@graph"][0]["@type"]).toBe("LocalBusiness");
    expect(graphOf({ ...base, industry: "no-such-kind" })["@graph"][0]["@type"]).toBe("LocalBusiness");
    const { industry: _, ...without } = base;
    expect(graphOf(without)["@graph"][0]["@type"]).toBe("LocalBusiness");
    expect(schemaOrgTypeOf("__proto__")).toBe("LocalBusiness");
  });

  it("names only catalogue kinds", () => {
    const ids = new Set(INDUSTRIES.map((i) => i.id));
    expect(Object.keys(SCHEMA_ORG_TYPE).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("contact facts as typed, the page's language on the WebPage", () => {
    const g = graphOf({ ...base, language: "fr", facts: { phones: ["+33 4 91 55 12 00", "04 91 55 12 01"], emails: ["quai@example.fr"] } })["@graph"];
    expect(g[0]).toMatchObject({ name: "North Pier Chandlery", url: canonical, telephone: ["+33 4 91 55 12 00", "04 91 55 12 01"], email: "quai@example.fr" });
    expect(g[1]).toMatchObject({ "@type": "WebPage", inLanguage: "fr", about: { "@id": `${canonical}#business` } });
  });

  it("an address in the parts typed: the town split off only when it was typed as the town", () => {
    expect(postalAddress("7 Quayside, Whitby", "Whitby")).toEqual({ "@type": "PostalAddress", streetAddress: "7 Quayside", addressLocality: "Whitby" });
    expect(postalAddress("7 Quayside, YO22 4DE Whitby", "Whitby")).toEqual({ "@type": "PostalAddress", streetAddress: "7 Quayside, YO22 4DE Whitby" });
    expect(postalAddress("7 Quayside", "Whitby")).toEqual({ "@type": "PostalAddress", streetAddress: "7 Quayside", addressLocality: "Whitby" });
    expect(postalAddress(undefined, "Whitby")).toEqual({ "@type": "PostalAddress", addressLocality: "Whitby" });
    expect(postalAddress(undefined, undefined)).toBeUndefined();
  });

  it("opening hours: ISO days and 24-hour times; seasons with their days; hours for something else and unread seasons left out", () => {
    const g = graphOf({
      ...base,
      facts: {
        hours: [
          { days: ["tue", "wed"], time: "8.30am - 5pm" },
          { days: ["sat"], time: "10-14", season: "June to August", validFrom: "--06-01", validThrough: "--08-31" },
          { days: ["sun"], time: "9-12", season: "around the regatta" },
          { days: ["mon"], time: "6-9pm", for: "Knot-tying classes" },
          { days: ["thu"], closed: true },
          { days: ["fri"], time: "by appointment" },
        ],
      },
    })["@graph"][0];
    expect(g.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday", "Wednesday"], opens: "08:30", closes: "17:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "14:00", validFrom: "--06-01", validThrough: "--08-31" },
    ]);
  });

  it("offers: a price only when it is one plain amount in a known currency; hidden sections left out", () => {
    const g = graphOf({
      ...base,
      facts: { currency: "AUD" },
      sections: [
        {
          kind: "offerings",
          id: "stock",
          heading: "Stock",
          style: "products",
          groups: [
            {
              items: [
                { name: "Brass cleat", price: "€12.50" },
                { name: "Mooring line", price: "$4/m" },
                { name: "Deck shoes", price: "$89" },
                { name: "Sail repair", price: "on request" },
                { name: "Chart" },
              ],
            },
          ],
        },
        { kind: "offerings", id: "old", heading: "Old", hidden: true, style: "products", groups: [{ items: [{ name: "Hidden thing", price: "€1" }] }] },
      ],
    })["@graph"][0] as { hasOfferCatalog: { itemListElement: unknown[] } };
    expect(g.hasOfferCatalog.itemListElement).toEqual([
      { "@type": "Offer", name: "Brass cleat", price: "12.50", priceCurrency: "EUR" },
      { "@type": "Offer", name: "Mooring line" },
      { "@type": "Offer", name: "Deck shoes", price: "89", priceCurrency: "AUD" },
      { "@type": "Offer", name: "Sail repair" },
      { "@type": "Offer", name: "Chart" },
    ]);
  });

  it("areas, profiles and the owner's images; never a rating or a review, even with the owner's quotes on the page", () => {
    const g = graphOf(
      {
        ...base,
        logo: { id: "0123456789abcdef0123.png", alt: "Logo" },
        hero: { headline: "North Pier Chandlery", image: { id: "aaaaaaaaaaaaaaaaaaaa.jpg", alt: "The shop" } },
        facts: {
          places: ["Whitby", "Sandsend"],
          social: [
            { network: "instagram", url: "https://instagram.com/northpier" },
            { network: "x", url: "javascript:alert(1)" },
          ],
        },
        sections: [{ kind: "reviews", id: "reviews", heading: "Reviews", items: [{ quote: "Five stars, best rope in town", author: "Ann" }] }],
      },
      "/sites/north-pier-chandlery/media/",
    )["@graph"][0];
    expect(g.areaServed).toEqual(["Whitby", "Sandsend"]);
    expect(g.sameAs).toBe("https://instagram.com/northpier");
    expect(g.logo).toBe(`${canonical}media/0123456789abcdef0123.png`);
    expect(g.image).toEqual([`${canonical}media/0123456789abcdef0123.png`, `${canonical}media/aaaaaaaaaaaaaaaaaaaa.jpg`]);
    expect(JSON.stringify(g)).not.toMatch(/aggregateRating|review|ratingValue|Five stars/);
  });

  it("in the page: one ld+json element that no value can close", () => {
    const html = renderSite(siteContentSchema.parse({ ...base, brandName: "</script><script>alert(1)</script>" }), { canonicalUrl: canonical });
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]![1]!)["@graph"][0].name).toBe("</script><script>alert(1)</script>");
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
