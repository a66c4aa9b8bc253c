import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { generationContext, runGeneration } from "../../functions/services/generation/index";
import { ownerWithSite } from "../helpers/hosted";
import { customDomains, projects, siteCards } from "../../db/schema";
import { renderShareCardPng } from "../../functions/hosts/node/share-card";

/**
 * What search engines and chat apps read of a hosted site: its sitemap.xml, robots.txt and share card
 * on the platform (/sites/{slug}/...) and at the root of its own domain; the page's canonical link,
 * og:url, og:image and JSON-LD; an edit of the facts reaching the JSON-LD on the next publish; an
 * offline site 410 everywhere, a taken-down one noindex with an empty sitemap.
 */

let t: TestApp;
let clock = Date.UTC(2026, 11, 7, 9);
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock, shareCards: renderShareCardPng });
});
afterAll(() => t.cleanup());

const get = (path: string, init: RequestInit = {}, on: TestApp = t) => on.app.request(path, init);

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe("IHDR");
  return { width: v.getUint32(16), height: v.getUint32(20) };
}

function jsonLd(html: string): { "@graph": Array<Record<string, unknown>> } {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(m, "a JSON-LD block").toBeTruthy();
  return JSON.parse(m![1]!);
}

describe("on the platform", () => {
  it("answers sitemap.xml, robots.txt and card.png per site, and the page names them", async () => {
    const { slug, base } = await ownerWithSite(t, { name: "Juniper Lane Bakery" });
    const page = await get(`${base}/`);
    const html = await page.text();
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
    expect(canonical).toMatch(new RegExp(`/sites/${slug}/$`));
    expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
    const ogImage = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
    expect(ogImage).toMatch(new RegExp(`^${canonical}card\\.png\\?v=\\w+$`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toMatch(/<meta property="og:locale" content="en_US">/);
    const graph = jsonLd(html)["@graph"];
    expect(graph[0]).toMatchObject({ name: "Juniper Lane Bakery", url: canonical });

    const sitemap = await get(`${base}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${canonical}</loc>`);
    expect(xml).toMatch(/<lastmod>2026-12-07<\/lastmod>/);

    const robots = await get(`${base}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toBe(`User-agent: *\nAllow: /sites/${slug}/\nDisallow: /sites/${slug}/contact\n\nSitemap: ${canonical}sitemap.xml\n`);

    const card = await get(new URL(ogImage!).pathname + new URL(ogImage!).search);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
    expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    const etag = card.headers.get("etag")!;
    expect((await get(`${base}/card.png`, { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("a generation makes the card as it completes (the first publish), before anyone asks for it", async () => {
    const owner = await signedInUser(t, { email: `card-owner-${Date.now()}@example.com` });
    const [p] = await t.db
      .insert(projects)
      .values({
        userId: owner.user.id,
        name: "Fennel & Fig Deli",
        businessType: "Restaurant",
        basePrice: "24.99",
        serviceFee: "5.00",
        totalPrice: "29.99",
        paymentStatus: "paid",
        status: "generating",
        generationStartedAt: new Date(clock),
      })
      .returning();
    expect(await runGeneration(generationContext(t.deps as Parameters<typeof generationContext>[0]), p!.id)).toBe("completed");
    const [card] = await t.db.select().from(siteCards).where(eq(siteCards.projectId, p!.id));
    expect(card?.key).toMatch(/^\w+$/);
    expect(card!.png.subarray(1, 4).toString()).toBe("PNG");
  });

  it("unknown and malformed slugs are 404s", async () => {
    for (const path of [
      "/sites/no-such-site/sitemap.xml",
      "/sites/no-such-site/robots.txt",
      "/sites/no-such-site/card.png",
      "/sites/%3Cscript%3E/sitemap.xml",
      `/sites/${"a".repeat(300)}/card.png`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("a facts edit reaches the JSON-LD on the next publish, and the card is made again only when what it draws changed", async () => {
    const { owner, project, base } = await ownerWithSite(t, { name: "Copper Kettle Cafe" });
    const before = jsonLd(await (await get(`${base}/`)).text())["@graph"][0]!;
    expect(before.telephone).toBeUndefined();
    await get(`${base}/card.png`);
    const [first] = await t.db.select().from(siteCards).where(eq(siteCards.projectId, project.id));

    const site = (await (await get(`/api/projects/${project.id}/site`, { headers: { Cookie: owner.cookie } })).json()) as {
      head: { number: number; content: Record<string, unknown> & { facts: Record<string, unknown> } };
    };
    const content = { ...site.head.content, facts: { ...site.head.content.facts, phones: ["(512) 555-0187"] } };
    const saved = await get(
      `/api/projects/${project.id}/site/versions`,
      jsonInit("POST", { baseVersion: site.head.number, content }, { Cookie: owner.cookie }),
    );
    expect(saved.status).toBe(201);
    const { number } = (await saved.json()) as { number: number };
    clock += 60_000;
    expect((await get(`/api/projects/${project.id}/site/versions/${number}/publish`, jsonInit("POST", {}, { Cookie: owner.cookie }))).status).toBe(200);
    const after = jsonLd(await (await get(`${base}/`)).text())["@graph"][0]!;
    expect(after.telephone).toBe("(512) 555-0187");
    // The phone is not drawn on the card: the stored card is kept.
    const [same] = await t.db.select().from(siteCards).where(eq(siteCards.projectId, project.id));
    expect(same!.key).toBe(first!.key);

    // A new name is: the publish makes the card again, under a new key (and a new og:image address).
    const renamed = { ...content, brandName: "Copper Kettle Tea Room" };
    const saved2 = await get(
      `/api/projects/${project.id}/site/versions`,
      jsonInit("POST", { baseVersion: number, content: renamed }, { Cookie: owner.cookie }),
    );
    const { number: n2 } = (await saved2.json()) as { number: number };
    clock += 60_000;
    expect((await get(`/api/projects/${project.id}/site/versions/${n2}/publish`, jsonInit("POST", {}, { Cookie: owner.cookie }))).status).toBe(200);
    const [rebuilt] = await t.db.select().from(siteCards).where(eq(siteCards.projectId, project.id));
    expect(rebuilt!.key).not.toBe(first!.key);
    expect(await (await get(`${base}/`)).text()).toContain(`card.png?v=${rebuilt!.key}`);
  });

  it("an offline site answers 410 on its sitemap, robots and card; a taken-down one is noindex with an empty sitemap", async () => {
    const offline = await ownerWithSite(t);
    const live = await get(`/api/projects/${offline.project.id}/site/live`, jsonInit("POST", { live: false }, { Cookie: offline.owner.cookie }));
    expect(live.status).toBe(200);
    for (const file of ["", "sitemap.xml", "robots.txt", "card.png"]) {
      const res = await get(`${offline.base}/${file}`);
      expect(res.status, file).toBe(410);
      expect(res.headers.get("x-robots-tag"), file).toBe("noindex");
    }

    const down = await ownerWithSite(t);
    await t.db
      .update(projects)
      .set({ takenDownAt: new Date(clock), takenDownBy: "moderator", takedownReason: "test" })
      .where(eq(projects.id, down.project.id));
    const page = await get(`${down.base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    const xml = await (await get(`${down.base}/sitemap.xml`)).text();
    expect(xml).not.toContain("<url>");
    expect(xml).toContain("<urlset");
    expect(await (await get(`${down.base}/robots.txt`)).text()).not.toContain("Sitemap:");
  });
});

describe("a renderer that fails", () => {
  it("answers 503 for the card (logged), while the page, sitemap and robots still answer", async () => {
    const lines: string[] = [];
    const broken = await createTestApp(
      {},
      {
        now: () => clock,
        log: (line) => lines.push(line),
        shareCards: async () => {
          throw new Error("no fonts in this deployment");
        },
      },
    );
    try {
      const { base } = await ownerWithSite(broken);
      const card = await broken.app.request(`${base}/card.png`);
      expect(card.status).toBe(503);
      expect(card.headers.get("cache-control")).toBe("no-store");
      expect(lines.join("\n")).toContain("no fonts in this deployment");
      for (const path of ["/", "/sitemap.xml", "/robots.txt"]) expect((await broken.app.request(`${base}${path}`)).status, path).toBe(200);
    } finally {
      broken.cleanup();
    }
  });
});

describe("on a custom domain", () => {
  it("serves robots.txt, sitemap.xml, card.png and the owner's media at the root; the page's links name the domain", async () => {
    const { project } = await ownerWithSite(t, { name: "Harbour Lights Books", role: "premium" });
    await t.db.insert(customDomains).values({ projectId: project.id, hostname: "books.harbour-lights.test", token: "tok", verifiedAt: new Date(clock) });
    const on = (path: string) => t.app.request(`http://books.harbour-lights.test${path}`);
    const html = await (await on("/")).text();
    expect(html).toContain('<link rel="canonical" href="https://books.harbour-lights.test/">');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/books\.harbour-lights\.test\/card\.png\?v=\w+">/);
    expect(jsonLd(html)["@graph"][0]).toMatchObject({ url: "https://books.harbour-lights.test/", "@id": "https://books.harbour-lights.test/#business" });
    expect(await (await on("/robots.txt")).text()).toBe(
      "User-agent: *\nAllow: /\nDisallow: /contact\n\nSitemap: https://books.harbour-lights.test/sitemap.xml\n",
    );
    expect(await (await on("/sitemap.xml")).text()).toContain("<loc>https://books.harbour-lights.test/</loc>");
    const card = await on("/card.png");
    expect(card.status).toBe(200);
    expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    expect((await on("/media/00000000000000000000.png")).status).toBe(404);
    expect((await on("/media/../card.png")).status).not.toBe(500);
  });
});

describe("with SITES_ORIGIN", () => {
  it("the canonical link, og:url, JSON-LD and sitemap name the sites origin", async () => {
    const s = await createTestApp({ SITES_ORIGIN: "https://sites.lumen-usercontent.test" }, { now: () => clock, shareCards: renderShareCardPng });
    try {
      const { slug } = await ownerWithSite(s, { name: "Origin Street Florist" });
      const at = (path: string) => s.app.request(`https://sites.lumen-usercontent.test${path}`);
      const canonical = `https://sites.lumen-usercontent.test/sites/${slug}/`;
      const html = await (await at(`/sites/${slug}/`)).text();
      expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
      expect(jsonLd(html)["@graph"][0]).toMatchObject({ url: canonical });
      expect(await (await at(`/sites/${slug}/sitemap.xml`)).text()).toContain(`<loc>${canonical}</loc>`);
      expect(await (await at(`/sites/${slug}/robots.txt`)).text()).toContain(`Sitemap: ${canonical}sitemap.xml`);
      // The platform's own host sends /sites/ there.
      const moved = await s.app.request(`/sites/${slug}/sitemap.xml`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe(`${canonical}sitemap.xml`);
    } finally {
      s.cleanup();
    }
  });
});
