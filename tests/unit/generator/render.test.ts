import { describe, expect, it } from "vitest";
import { BUSINESS_TYPES } from "../../../core/business-types";
import { contrastRatio } from "../../../core/site/contrast";
import { writeEmbedded } from "../../../functions/generator/embedded-writer";
import { planSite } from "../../../functions/generator/index";
import type { GeneratorInput } from "../../../functions/generator/input";
import { escapeHtml, renderSite as renderContent, siteCsp, type RenderMeta } from "../../../core/site/render";
import { BUSINESS_TYPE_SAMPLES } from "../../../functions/generator/samples";
import { LIMITS, type SiteContent, type TemplateStyle, defaultStyleFor, siteContentSchema } from "../../../core/site/schema";

const contentOf = (input: GeneratorInput): SiteContent => writeEmbedded(planSite(input).plan);
/** Render with an explicit style (the content's theme replaced). */
const renderSite = (content: SiteContent, style: TemplateStyle, meta?: RenderMeta) => renderContent({ ...content, theme: style }, meta);

const XSS_NAME = "<script>alert(1)</script>";
const XSS_DESC = `"'><img src=x onerror=alert(1)>`;

/** Tags a generated page may contain. Anything else (script, img, iframe, form, object...) fails. */
const ALLOWED_TAGS = new Set(
  "html head meta title link style body a svg symbol use g path rect circle text header nav ul ol li main section div p h1 h2 h3 span article blockquote figure figcaption details summary dl dt dd footer strong table tbody tr th td".split(
    " ",
  ),
);

/**
 * The page without its one JSON-LD element, after checking that element is data only: valid JSON with
 * no "<" at all (so no value can close it or open markup), of type application/ld+json.
 */
function withoutJsonLd(html: string): string {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks.length).toBeLessThanOrEqual(1);
  for (const [, json] of blocks) {
    expect(json).not.toContain("<");
    expect(() => JSON.parse(json as string)).not.toThrow();
  }
  return html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/, "");
}

/** Parse-free structural check: every tag is well-formed and allowed, every attribute value is quoted and clean. */
function checkTags(html: string) {
  const body = withoutJsonLd(html).replace(/^<!doctype html>/, "");
  const tags = body.match(/<[^>]*>/g) ?? [];
  for (const tag of tags) {
    if (tag.startsWith("</")) {
      expect(tag, tag).toMatch(/^<\/[a-z][a-z0-9]*>$/);
      expect(ALLOWED_TAGS.has(tag.slice(2, -1)), tag).toBe(true);
      continue;
    }
    expect(tag, tag).toMatch(/^<[a-z][a-z0-9]*(\s+[a-z][a-z:-]*(="[^"<>]*")?)*\s*\/?>$/i);
    const name = /^<([a-z][a-z0-9]*)/i.exec(tag)?.[1] as string;
    expect(ALLOWED_TAGS.has(name), `tag <${name}>`).toBe(true);
    // No event handlers, no inline style attributes (strict CSP), no src attributes (no requests).
    const attributes = [...tag.matchAll(/\s([a-z][a-z:-]*)(?:="[^"]*")?/gi)].map((m) => (m[1] as string).toLowerCase());
    for (const attr of attributes) {
      expect(attr, tag).not.toMatch(/^on/);
      expect(attr, tag).not.toBe("style");
      expect(attr, tag).not.toBe("src");
    }
  }
  // Text between tags never contains a raw "<" (it would have been caught above) or raw quotes breaking out.
  expect(body.replace(/<style>[\s\S]*?<\/style>/, "")).not.toMatch(/<(?![a-z/!])/i);
}

/** Replace every string in the content with a hostile payload that still fits its limit. */
function poison(content: SiteContent): SiteContent {
  const payload = `${XSS_DESC}${XSS_NAME}</style><style>*{}</style>&amp;"'`;
  const walk = (value: unknown, key: string): unknown => {
    if (
      ["kind", "emails", "id", "style", "language", "network", "url", "days", "action", "actions", "link", "picture", "currency", "theme", "industry"].includes(
        key,
      )
    )
      return value;
    if (typeof value === "string") {
      const max = key === "price" ? LIMITS.price : key === "title" ? 60 : 24;
      return payload.slice(0, Math.max(max, 1));
    }
    if (Array.isArray(value)) return value.map((v) => walk(v, key));
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    return value;
  };
  return siteContentSchema.parse(walk(content, ""));
}

function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
}

describe("escapeHtml", () => {
  it("escapes the five HTML metacharacters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
    expect(escapeHtml("plain ünïcode 🍕")).toBe("plain ünïcode 🍕");
  });
});

describe("renderSite: hostile content", () => {
  it("escapes a script-tag name and an attribute-breakout description everywhere", () => {
    const content = contentOf({
      projectName: XSS_NAME,
      businessType: "Restaurant",
      description: `${XSS_DESC} We serve food every single day. Call 0113 496 0000.`,
      requirements: `${XSS_DESC}, online booking`,
      template: null,
    });
    const html = renderSite(content, defaultStyleFor("Restaurant"), { canonicalUrl: "https://example.com/sites/x/" });
    expect(withoutJsonLd(html).toLowerCase()).not.toContain("<script");
    expect(html.toLowerCase()).not.toContain("<img");
    expect(html).not.toContain(`"'>`);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toMatch(/&quot;&#39;&gt;&lt;img src=x onerror=alert\(1\)&gt;/i);
    // The name reaches the title, og tags and headings only in escaped form.
    expect(html).toMatch(/<title>&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    expect(html).toMatch(/<meta property="og:site_name" content="&lt;script&gt;alert\(1\)&lt;\/script&gt;">/);
    checkTags(html);
  });

  it.each(BUSINESS_TYPES)("escapes every field (%s content with every string poisoned)", (type) => {
    const content = poison(contentOf(BUSINESS_TYPE_SAMPLES[type]));
    const html = renderSite(content, defaultStyleFor(type));
    expect(withoutJsonLd(html).toLowerCase()).not.toContain("<script");
    expect(html.toLowerCase()).not.toContain("<img");
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    checkTags(html);
  });

  it("ignores a canonical URL that is not http(s)", () => {
    const content = contentOf(BUSINESS_TYPE_SAMPLES.Business);
    for (const bad of ["javascript:alert(1)", "data:text/html,<script>", "not a url", `https://x.test/"><script>`]) {
      const html = renderSite(content, defaultStyleFor("Business"), { canonicalUrl: bad });
      expect(html).not.toContain("javascript:");
      expect(withoutJsonLd(html).toLowerCase()).not.toContain("<script");
      checkTags(html);
    }
  });

  it("cannot be broken by a palette that is not hex", () => {
    const style = {
      ...defaultStyleFor("Other"),
      palette: { ...defaultStyleFor("Other").palette, background: "red}</style><script>alert(1)</script>" },
    } as TemplateStyle;
    const html = renderSite(contentOf(BUSINESS_TYPE_SAMPLES.Other), style);
    expect(withoutJsonLd(html).toLowerCase()).not.toContain("<script");
    expect(html).toContain(`--bg:${defaultStyleFor("Other").palette.background}`);
  });
});

describe.each(BUSINESS_TYPES)("renderSite: %s sample", (type) => {
  const content = contentOf(BUSINESS_TYPE_SAMPLES[type]);
  const canonical = "https://sites.example.com/sites/sample/";
  const html = renderSite(content, defaultStyleFor(type), { canonicalUrl: canonical, generatedAt: "2025-03-04T10:00:00Z" });

  it("is one self-contained document with the head a crawler and a sharer need", () => {
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(`<title>${escapeHtml(content.seo.title)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(content.seo.description)}">`);
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(content.seo.title)}">`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(html).toContain('<link rel="icon" href="data:image/svg+xml,');
    expect(html.endsWith("</body></html>")).toBe(true);
  });

  it("makes no external requests and has no scripts", () => {
    expect(withoutJsonLd(html).toLowerCase()).not.toContain("<script");
    expect(html).not.toMatch(/\ssrc=/);
    expect(html).not.toMatch(/@import|url\(/);
    // Links are not requests: the only outside addresses are the maps search for the owner's own
    // address and the owner's own social profiles.
    const ownLinks = [
      ...(content.facts.address ? [`https://www.google.com/maps/search/?api=1&amp;query=${encodeURIComponent(content.facts.address)}`] : []),
      ...content.facts.social.map((x) => escapeHtml(x.url)),
    ];
    // The JSON-LD names schema.org and the owner's profiles as data, never as something to load (structured-data tests).
    let withoutCanonical = withoutJsonLd(html).replaceAll(canonical, "");
    for (const link of ownLinks) withoutCanonical = withoutCanonical.replaceAll(`href="${link}"`, "");
    expect(withoutCanonical).not.toMatch(/https?:\/\//);
    expect(withoutCanonical).not.toMatch(/\/\/[a-z0-9-]+\.[a-z]/i);
    checkTags(html);
  });

  it("has landmarks, a skip link and headings in order", () => {
    expect(html).toContain('<a class="skip" href="#main">Skip to main content</a>');
    expect(html).toContain('<main id="main" tabindex="-1">');
    for (const tag of ["<header", "<nav", "<main", "<section", "<footer"]) expect(html).toContain(tag);
    const levels = headingLevels(html);
    expect(levels[0]).toBe(1);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++) {
      expect((levels[i] as number) - (levels[i - 1] as number)).toBeLessThanOrEqual(1);
    }
  });

  it("has unique ids, working in-page links and labelled sections", () => {
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of html.matchAll(/href="#([^"]+)"/g)) expect(ids, `#${m[1]}`).toContain(m[1]);
    for (const m of html.matchAll(/aria-labelledby="([^"]+)"/g)) expect(ids).toContain(m[1]);
    for (const m of html.matchAll(/<use href="#([^"]+)"/g)) expect(ids).toContain(m[1]);
  });

  it("gives every link a name", () => {
    for (const m of html.matchAll(/<a\s[^>]*>([\s\S]*?)<\/a>/g)) {
      const text = (m[1] as string)
        .replace(/<svg[\s\S]*?<\/svg>/g, "")
        .replace(/<[^>]+>/g, "")
        .trim();
      expect(text.length, m[0]).toBeGreaterThan(0);
    }
  });

  it("shows the content, and the owner's contact details as working links", () => {
    expect(html).toContain(escapeHtml(content.hero.headline));
    expect(html).toContain(escapeHtml(content.brandName));
    for (const email of content.facts.emails) expect(html).toContain(`href="mailto:${escapeHtml(email)}"`);
    for (const phone of content.facts.phones) expect(html).toContain(`>${escapeHtml(phone)}</a>`);
    for (const s of content.sections) if (s.kind === "faq") for (const q of s.items) expect(html).toContain(escapeHtml(q.question));
    for (const s of content.sections) if (s.kind === "offerings") for (const i of s.groups[0]!.items) expect(html).toContain(escapeHtml(i.price ?? i.name));
    expect(html.replaceAll(canonical, "")).not.toMatch(/\.example\b/);
    expect(html).toContain("© 2025 ");
  });

  it("is small", () => {
    expect(new TextEncoder().encode(html).length).toBeLessThan(30 * 1024);
  });

  it("declares AA colours for its text", () => {
    const vars = Object.fromEntries([...html.matchAll(/--([a-z]+):(#[0-9a-f]{3,6})/gi)].map((m) => [m[1], m[2]]));
    expect(contrastRatio(vars.tx as string, vars.bg as string)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars.mu as string, vars.sf as string)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars.pt as string, vars.p as string)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(vars.ln as string, vars.bg as string)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("renderSite: style", () => {
  const content = contentOf(BUSINESS_TYPE_SAMPLES.Business);
  const css = (html: string) => /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? "";

  it("changes visibly with the template style", () => {
    const classic = renderSite(content, defaultStyleFor("Business"));
    const elegant = renderSite(content, defaultStyleFor("Restaurant"));
    expect(css(classic)).not.toBe(css(elegant));
    expect(css(classic)).toContain("--p:#1e3a8a");
    expect(css(elegant)).toContain("--p:#9a3412");
  });

  it("gives each layout its own CSS", () => {
    const base = defaultStyleFor("Business");
    const sheets = (["classic", "bold", "minimal", "elegant"] as const).map((layout) => css(renderSite(content, { ...base, layout })));
    expect(new Set(sheets).size).toBe(4);
    expect(sheets[1]).toContain(".hero{background:var(--p)"); // bold: coloured hero
    expect(sheets[3]).toContain("text-align:center"); // elegant: centred hero
  });

  it("switches the font stack", () => {
    const base = defaultStyleFor("Business");
    expect(css(renderSite(content, { ...base, font: "serif" }))).toMatch(/--fh:"Iowan Old Style"[^;]*serif/);
    expect(css(renderSite(content, { ...base, font: "sans" }))).toMatch(/--fh:system-ui[^;]*sans-serif/);
  });

  it("renders an unreadable template palette with AA text anyway", () => {
    const html = renderSite(content, {
      palette: {
        primary: "#fef08a",
        primaryText: "#ffffff",
        accent: "#fde047",
        background: "#ffffff",
        surface: "#fefce8",
        text: "#d4d4d4",
        muted: "#e5e5e5",
      },
      layout: "classic",
      font: "sans",
    });
    const vars = Object.fromEntries([...html.matchAll(/--([a-z]+):(#[0-9a-f]{3,6})/gi)].map((m) => [m[1], m[2]]));
    for (const [fg, bg] of [
      ["tx", "bg"],
      ["tx", "sf"],
      ["mu", "bg"],
      ["mu", "sf"],
      ["pt", "p"],
      ["ln", "bg"],
      ["ln", "sf"],
    ]) {
      expect(contrastRatio(vars[fg as string] as string, vars[bg as string] as string), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("prints no year without a generation date (deterministic output)", () => {
    const a = renderSite(content, defaultStyleFor("Business"));
    expect(a).toBe(renderSite(content, defaultStyleFor("Business")));
    expect(a).toMatch(/© Brightline/);
  });
});

describe("siteCsp", () => {
  it("allows exactly the inline stylesheet and data: images", async () => {
    const html = renderSite(contentOf(BUSINESS_TYPE_SAMPLES.Portfolio), defaultStyleFor("Portfolio"));
    const csp = await siteCsp(html);
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; img-src 'self' data:;/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
  });
});

describe("logo and hero image", () => {
  const base = contentOf(BUSINESS_TYPE_SAMPLES.Business);
  const media = "/sites/brightline/media/";
  const logo = { id: "0123456789abcdef0123.png", alt: `Brightline "B" <mark>`, width: 240, height: 80 };
  const heroImage = { id: "abcdefabcdefabcdef01.webp", alt: `The team's <b>workshop</b> & "yard"`, width: 1600, height: 900 };

  it("draws the logo in the header instead of the letter mark, escaped and sized", () => {
    const html = renderContent({ ...base, logo }, { mediaBase: media });
    const header = /<header[\s\S]*?<\/header>/.exec(html)![0];
    expect(header).toContain(`<img class="logo" src="${media}${logo.id}" alt="Brightline &quot;B&quot; &lt;mark&gt;" width="240" height="80">`);
    expect(header).not.toContain('class="mark"');
    expect(html).toMatch(/<style>[^<]*\.logo\{/);
  });

  it("draws the hero image with its size (no layout shift), escaped alt, in place of the artwork", () => {
    const html = renderSite({ ...base, hero: { ...base.hero, image: heroImage } }, defaultStyleFor("Business"), { mediaBase: media });
    const hero = /<section class="hero"[\s\S]*?<\/section>/.exec(html)![0];
    expect(hero).toContain(
      `<img class="hero-img" src="${media}${heroImage.id}" alt="The team&#39;s &lt;b&gt;workshop&lt;/b&gt; &amp; &quot;yard&quot;" width="1600" height="900" fetchpriority="high" decoding="async">`,
    );
    expect(hero).not.toContain('class="art"');
    expect(html).toMatch(/\.hero-img\{[^}]*height:auto/);
    // Unknown size: the box is still reserved by an aspect ratio.
    const unsized = renderContent({ ...base, hero: { ...base.hero, image: { id: heroImage.id, alt: "Yard" } } }, { mediaBase: media });
    expect(unsized).toContain(`<img class="hero-img" src="${media}${heroImage.id}" alt="Yard" fetchpriority`);
    expect(unsized).toContain(".hero-img:not([width]){aspect-ratio:4/3}");
  });

  it("draws no image without one, without a media path, or for a name that is not an uploaded file's", () => {
    const plain = renderContent(base, { mediaBase: media });
    expect(plain).not.toContain("<img");
    expect(plain).toContain('class="mark"');
    expect(plain).not.toContain(".logo{");
    expect(plain).not.toContain(".hero-img");
    const noBase = renderContent({ ...base, logo, hero: { ...base.hero, image: heroImage } });
    expect(noBase).not.toContain("<img");
    const hostile = renderContent(
      { ...base, logo: { id: `x" onerror="alert(1).png`, alt: "x" }, hero: { ...base.hero, image: { id: "../../../etc/passwd.png", alt: "x" } } },
      { mediaBase: media },
    );
    expect(hostile).not.toContain("<img");
    expect(hostile).not.toContain("onerror");
  });

  it("old content without a logo or hero image stays valid; the new fields parse", () => {
    const old = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
    expect(siteContentSchema.safeParse(old).success).toBe(true);
    const parsed = siteContentSchema.parse({ ...base, logo, hero: { ...base.hero, image: heroImage } });
    expect(parsed.logo).toEqual(logo);
    expect(parsed.hero.image).toEqual(heroImage);
    expect(siteContentSchema.safeParse({ ...base, logo: { ...logo, width: -3 } }).success).toBe(false);
  });
});
