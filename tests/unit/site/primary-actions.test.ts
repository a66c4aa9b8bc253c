import { describe, expect, it } from "vitest";
import { renderSite } from "../../../core/site/render";
import { type SiteContent, type SiteContentInput, siteContentSchema } from "../../../core/site/schema";
import { actionsFor, linkPurposeFor } from "../../../core/site/actions";
import { INDUSTRIES } from "../../../core/brief/industries/index";
import { businessDetailsSchema } from "../../../core/intake";
import { generateSite } from "../../../functions/generator/index";

const site = (hero: Partial<SiteContentInput["hero"]>, facts: SiteContentInput["facts"], language: SiteContent["language"] = "en"): SiteContent =>
  siteContentSchema.parse({
    language,
    brandName: "Harbour Cuts",
    hero: { headline: "Harbour Cuts", ...hero },
    sections: [],
    facts,
    seo: { title: "Harbour Cuts", description: "A hair salon" },
  });

/** The hero's buttons, in order: [href, words]. */
function heroButtons(html: string): Array<[string, string]> {
  const hero = /<section class="hero"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  const ctas = /<div class="ctas">([\s\S]*?)<\/div>/.exec(hero)?.[1] ?? "";
  return [...ctas.matchAll(/<a class="btn[^"]*" href="([^"]*)">([^<]*)<\/a>/g)].map((m) => [m[1]!, m[2]!]);
}

/** The phone's sticky bar's buttons: [href, words]. */
function barButtons(html: string): Array<[string, string]> {
  const bar = /<nav class="mbar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return [...bar.matchAll(/<a class="btn[^"]*" href="([^"]*)">([^<]*)<\/a>/g)].map((m) => [m[1]!, m[2]!]);
}

const BOOK = ["link", "call", "email", "form", "directions"] as const;

describe("primary actions: the kind's first one the facts support is the hero's and the sticky bar's button", () => {
  it("call: a phone", () => {
    const html = renderSite(site({ actions: ["call", "email", "form", "directions"] }, { phones: ["(555) 010-0199"], emails: ["hi@harbour.test"] }));
    expect(heroButtons(html)[0]).toEqual(["tel:5550100199", "Call (555) 010-0199"]);
    expect(barButtons(html)[0]).toEqual(["tel:5550100199", "Call"]);
  });

  it("directions: an address, for a kind whose list starts with it", () => {
    const html = renderSite(site({ actions: ["directions", "call", "email", "form"] }, { address: "12 Quay Street, Portsmouth", phones: ["555 0100"] }));
    expect(heroButtons(html)[0]?.[0]).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=12/);
    // The bar keeps a call button beside a first action that is not a call.
    expect(barButtons(html).map(([href]) => href.slice(0, 4))).toEqual(["http", "tel:"]);
  });

  it("email: an address", () => {
    const html = renderSite(site({ actions: ["email", "form", "call"] }, { emails: ["hi@harbour.test"] }));
    expect(heroButtons(html)[0]).toEqual(["mailto:hi@harbour.test", "Email us"]);
  });

  it("form: only where the page is served with the contact form (RenderMeta.contactForm)", () => {
    const content = site({ actions: ["form", "email", "call"] }, { emails: ["hi@harbour.test"] });
    expect(heroButtons(renderSite(content, { contactForm: true }))[0]).toEqual(["#message", "Send a message"]);
    expect(barButtons(renderSite(content, { contactForm: true }))[0]).toEqual(["#message", "Send a message"]);
    // No form on the page: never a button pointing to it.
    const without = renderSite(content);
    expect(without).not.toContain('href="#message"');
    expect(heroButtons(without)[0]?.[0]).toBe("mailto:hi@harbour.test");
  });

  it("form alone, with no contact details, still gives the page a next step", () => {
    const html = renderSite(site({ actions: [...BOOK] }, {}), { contactForm: true });
    expect(heroButtons(html)).toEqual([["#message", "Send a message"]]);
  });

  it("link: the owner's booking page, named for what it is, before the phone for a salon", () => {
    const html = renderSite(site({ actions: [...BOOK], link: "book" }, { phones: ["555 0100"], link: "https://book.example.com/harbour-cuts" }), {
      contactForm: true,
    });
    expect(heroButtons(html)).toEqual([
      ["https://book.example.com/harbour-cuts", "Book online"],
      ["tel:5550100", "Call 555 0100"],
    ]);
    expect(barButtons(html)).toEqual([
      ["https://book.example.com/harbour-cuts", "Book online"],
      ["tel:5550100", "Call"],
    ]);
  });

  it("link: words in the site's language and for what the link is for (shop, sign-up)", () => {
    expect(heroButtons(renderSite(site({ actions: ["link"], link: "book" }, { link: "https://x.example/" }, "es")))[0]?.[1]).toBe("Reservar en línea");
    expect(heroButtons(renderSite(site({ actions: ["link"], link: "shop" }, { link: "https://x.example/" })))[0]?.[1]).toBe("Shop online");
    expect(heroButtons(renderSite(site({ actions: ["link"], link: "signup" }, { link: "https://x.example/" })))[0]?.[1]).toBe("Sign up");
  });

  it("link: without one, the kind's next supported action leads; a link is never invented", () => {
    const html = renderSite(site({ actions: [...BOOK], link: "book" }, { phones: ["555 0100"] }));
    expect(heroButtons(html)[0]?.[0]).toBe("tel:5550100");
    expect(html).not.toContain("Book online");
  });

  it("link: a non-http(s) link that reached the content some other way is never printed", () => {
    const content = site({ actions: [...BOOK] }, { phones: ["555 0100"] });
    for (const bad of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x", "//evil.example/"]) {
      const html = renderSite({ ...content, facts: { ...content.facts, link: bad } });
      expect(html, bad).not.toContain(bad.slice(0, 10));
      expect(heroButtons(html)[0]?.[0], bad).toBe("tel:5550100");
    }
    // The schema refuses them in the first place.
    expect(siteContentSchema.safeParse({ ...content, facts: { ...content.facts, link: "javascript:alert(1)" } }).success).toBe(false);
  });

  it("older content (no list of actions) keeps its chosen action first", () => {
    const html = renderSite(site({ action: "email" }, { phones: ["555 0100"], emails: ["hi@harbour.test"] }));
    expect(heroButtons(html).map(([href]) => href)).toEqual(["mailto:hi@harbour.test", "tel:5550100"]);
  });
});

describe("the catalogue's kinds and the owner's link", () => {
  const kind = (id: string) => INDUSTRIES.find((i) => i.id === id)!;

  it("salons and SaaS put the owner's link first; what it is for names the button", () => {
    expect(actionsFor(kind("hair-salon"))[0]).toBe("link");
    expect(actionsFor(kind("saas"))[0]).toBe("link");
    expect(linkPurposeFor(kind("hair-salon"))).toBe("book");
    expect(linkPurposeFor(kind("saas"))).toBe("signup");
  });

  it("a salon generated with a booking link: its hero button opens it, and the hosted page may offer the form", async () => {
    const details = businessDetailsSchema.parse({ phone: "555 0100", link: "https://book.example.com/harbour-cuts" });
    const generated = await generateSite(
      {
        projectName: "Harbour Cuts",
        businessType: "Business",
        description: "Harbour Cuts is a hair salon in Portsmouth: haircuts, colour and blow-dries.",
        requirements: null,
        details,
        template: null,
      },
      { hosted: true },
    );
    expect(generated.industry?.id).toBe("hair-salon");
    expect(generated.content.facts.link).toBe("https://book.example.com/harbour-cuts");
    expect(generated.content.hero.link).toBe("book");
    expect(heroButtons(generated.html)[0]).toEqual(["https://book.example.com/harbour-cuts", "Book online"]);
    expect(heroButtons(generated.html)[1]?.[0]).toBe("tel:5550100");
  });

  it("the form is an action only on a page the hosted route serves with its form", async () => {
    const input = {
      projectName: "Harbour Cuts",
      businessType: "Business" as const,
      description: "Harbour Cuts is a hair salon in Portsmouth: haircuts, colour and blow-dries.",
      requirements: null,
      details: businessDetailsSchema.parse({ link: "https://book.example.com/harbour-cuts" }),
      template: null,
    };
    const hosted = await generateSite(input, { hosted: true });
    expect(heroButtons(hosted.html).map(([href]) => href)).toEqual(["https://book.example.com/harbour-cuts", "#message"]);
    const plain = await generateSite(input);
    expect(heroButtons(plain.html).map(([href]) => href)).toEqual(["https://book.example.com/harbour-cuts"]);
    expect(plain.html).not.toContain('href="#message"');
  });
});
