import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import { type ConfigData, HtmlValidate, StaticConfigLoader } from "html-validate";
import projectRules from "../../../.htmlvalidate.mjs";
import { describe, expect, it } from "vitest";
import { generateSite, renderSite, type GeneratorInput } from "../../../functions/generator/index";
import { siteCsp } from "../../../core/site/render";
import { ILLUSTRATIONS } from "../../../core/site/illustrations.data";
import { pictureForWords } from "../../../core/site/pictures";

/** Five offerings; the owner's photos name two of them. */
const base: GeneratorInput = {
  projectName: "Petal & Stem",
  businessType: "Business",
  description:
    "Florist in Portland, Oregon. We arrange flowers for weddings, offices and every day.\n- Bridal bouquets from $180\n- Ceremony arches from $650\n- Table centrepieces $45\n- Funeral wreaths from $120\n- Weekly office flowers $60\nCall 503-555-0100.",
  requirements: null,
  template: null,
};
const file = (n: number) => `${n.toString(16).padStart(20, "0")}.jpg`;
const photo = (n: number, alt: string, shows?: string) => ({ file: file(n), alt, ...(shows ? { shows } : {}), width: 800, height: 600 });
const photos = {
  logo: null,
  photos: [photo(1, "Our shop window"), photo(2, "A bouquet of white roses", "Bridal bouquets"), photo(3, "A flower arch", "Ceremony arches")],
};
const MEDIA = "/sites/petal-stem/media/";
const options = { generatedAt: "2026-11-27T00:00:00Z", mediaBase: MEDIA };

/** The offering cards of a page, each as its HTML. */
const cards = (html: string) => [...html.matchAll(/<article class="card svc">([\s\S]*?)<\/article>/g)].map((m) => m[1] as string);

describe("offering cards with and without the owner's photo", () => {
  it("every card of a row with photos has a picture in the same frame: the photo, else a drawn tile of its own picture or the site's", async () => {
    const site = await generateSite({ ...base, photos }, options);
    const all = cards(site.html);
    expect(all).toHaveLength(5);
    const withPhoto = all.filter((c) => c.includes('class="item-img"'));
    const tiled = all.filter((c) => c.includes('<svg class="art tile"'));
    expect(withPhoto).toHaveLength(2);
    expect(tiled).toHaveLength(3);
    // Each card starts with its picture, and photos and tiles share one frame rule.
    for (const c of all) expect(c).toMatch(/^(?:<img class="item-img"|<svg class="art tile")/);
    expect(site.html).toMatch(/\.item-img,\.art\.tile\{[^}]*aspect-ratio:4\/3/);
    // A tile is our own drawing: decorative, no request, no owner text in it.
    for (const c of tiled) {
      const svg = /<svg class="art tile"[\s\S]*?<\/svg>/.exec(c)![0];
      expect(svg).toContain('aria-hidden="true"');
      expect(svg).not.toMatch(/href|url\(|https?:/);
    }
    // The offering's own picture when its name has one, else the site's.
    const own = pictureForWords("Funeral wreaths");
    if (own) expect(tiled.find((c) => c.includes("Funeral wreaths"))).toContain(ILLUSTRATIONS[own]!.slice(0, 80));
    // Still no script, and the same policy as the page without tiles (only the style hashes differ).
    expect(site.html).not.toMatch(/<script/i);
    const policy = async (html: string) => (await siteCsp(html)).replace(/'sha256-[^']+'/g, "'sha256'");
    const without = await generateSite(base, options);
    expect(await policy(site.html)).toBe(await policy(without.html));
  });

  it("no photo among the offerings: the cards are as before (no tile)", async () => {
    const site = await generateSite(base, options);
    expect(site.html).not.toContain('class="art tile"');
    expect(site.html).not.toContain('class="item-img"');
    // A photo the renderer cannot draw (no media folder) brings no tiles either.
    const unserved = await generateSite({ ...base, photos }, { generatedAt: options.generatedAt });
    expect(unserved.html).not.toContain('class="art tile"');
  });

  it("passes html-validate and axe at 390 and 1440 px in every layout", async () => {
    const site = await generateSite({ ...base, photos }, options);
    const layouts = ["classic", "bold", "minimal", "elegant"] as const;
    const pages = layouts.map((layout) => ({ layout, html: renderSite({ ...site.content, theme: { ...site.content.theme!, layout } }, options) }));
    const validator = new HtmlValidate(
      new StaticConfigLoader({ ...projectRules, rules: { ...projectRules.rules, "doctype-style": "off", "tel-non-breaking": "off" } } as unknown as ConfigData),
    );
    for (const { layout, html } of pages) {
      expect(
        cards(html).filter((c) => c.includes('class="art tile"')),
        layout,
      ).toHaveLength(3);
      const report = await validator.validateString(html, `${layout}.html`);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${layout}: ${m.ruleId} ${m.message}`))).toEqual([]);
    }
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    try {
      for (const { layout, html } of pages) {
        for (const width of [390, 1440]) {
          const context = await browser.newContext({ viewport: { width, height: 900 } });
          const page = await context.newPage();
          await page.setContent(html);
          const { violations } = await new AxeBuilder({ page }).analyze();
          expect(violations.map((v) => `${layout} ${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
          // Photo and tile frames of one row are the same size.
          const boxes = await page.locator(".card.svc > :first-child").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
          expect(new Set(boxes).size, `${layout} ${width}px ${boxes.join(",")}`).toBe(1);
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  }, 120_000);
});
