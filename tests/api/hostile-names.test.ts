import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import punycode from "punycode.js";
import confusables from "unhomoglyph/data.json" with { type: "json" };
import { createTestApp, jsonInit, RAISED_API_LIMITS, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";
import { formPost, formToken, ownerWithSite } from "../helpers/hosted";
import { CONTACT_MIN_FILL_MS } from "../../functions/services/sites/hosted";
import type { EditableSiteDto } from "../../core/site/editor";
import type { SiteContent } from "../../core/site/schema";

/**
 * The hostile-input suite, names and addresses: every route that takes a name, a title or an address,
 * attacked with generated spellings. Names spell the platform's brand or a sign-in page with any
 * look-alike letter of the Unicode confusables data, random case, separators and hidden controls;
 * addresses put one look-alike letter of another script into a domain, in Unicode or punycode. Each
 * is refused (400, or the contact form again) on every route; an honest name or address goes through.
 */
let clock = Date.UTC(2026, 10, 25, 9);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp(RAISED_API_LIMITS, { now: () => clock })));
afterAll(() => t.cleanup());

/** Every character the confusables data reads as each Latin letter (only single letters a-z). */
const LOOKALIKES = new Map<string, string[]>();
for (const [ch, proto] of Object.entries(confusables as Record<string, string>)) {
  const letter = proto.toLowerCase();
  if (!/^[a-z]$/.test(letter) || /^[a-z]$/i.test(ch)) continue;
  LOOKALIKES.set(letter, [...(LOOKALIKES.get(letter) ?? []), ch]);
}
const HIDDEN = ["\u202e", "\u200b", "\u2066", "\ufeff", "\u2060"];

/** A spelling of `phrase`: each letter as itself, upper case, or a look-alike; spaces as separators or hidden controls. */
const spelling = (phrase: string) =>
  fc
    .tuple(
      ...[...phrase].map((ch) => {
        if (ch === " ") return fc.constantFrom(" ", "-", "_", ".", "", " · ", ...HIDDEN);
        const options = [ch, ch.toUpperCase(), ...(LOOKALIKES.get(ch) ?? [])];
        return fc.constantFrom(...options);
      }),
    )
    .map((parts) => parts.join(""));
const imitations = fc.oneof(spelling("lumen spaces"), spelling("sign in"), spelling("password reset"), spelling("log in"));

/** An address on a domain with one letter of another script (Cyrillic or Greek look-alike), in Unicode or punycode. */
const deceptiveAddresses = fc.tuple(fc.constantFrom("paypal", "google", "lumenspaces", "example-bank"), fc.nat(), fc.boolean()).map(([name, at, ascii]) => {
  const i = at % name.length;
  const swap = (LOOKALIKES.get(name[i]!) ?? []).find((c) => /\p{Script=Cyrillic}|\p{Script=Greek}/u.test(c));
  const domain = `${swap ? name.slice(0, i) + swap + name.slice(i + 1) : name.replace("a", "а")}.com`;
  return `billing@${ascii ? punycode.toASCII(domain) : domain}`;
});

const RUNS = 12;

async function editor(cookie: string, projectId: number) {
  const own = apiAs(t, cookie).projects[":id"];
  const param = { id: String(projectId) };
  return async (edit: (c: SiteContent) => SiteContent) => {
    const site = (await (await own.site.$get({ param })).json()) as EditableSiteDto;
    return own.site.versions.$post({ param, json: { baseVersion: site.head.number, content: edit(structuredClone(site.head.content)) } });
  };
}

describe("names on every route that takes one", () => {
  it("a new project's name", async () => {
    const { cookie } = await signedInUser(t);
    await fc.assert(
      fc.asyncProperty(imitations, async (name) => {
        const res = await apiAs(t, cookie).projects.$post({ json: { name, businessType: "Business" } });
        expect(res.status, JSON.stringify(name)).toBe(400);
      }),
      { numRuns: RUNS * 3 },
    );
  });

  it("a showcase listing's name (publish and edit)", async () => {
    const { project, owner } = await ownerWithSite(t);
    const own = apiAs(t, owner.cookie).projects[":id"];
    const param = { id: String(project.id) };
    const listing = (name: string) => ({ name, description: "Bread", category: "Business" as const, features: [] as string[] });
    await fc.assert(
      fc.asyncProperty(imitations, async (name) => {
        expect((await own.publish.$post({ param, json: listing(name) })).status, JSON.stringify(name)).toBe(400);
        expect((await own.listing.$put({ param, json: listing(name) })).status, JSON.stringify(name)).toBe(400);
      }),
      { numRuns: RUNS },
    );
    expect((await own.publish.$post({ param, json: listing("Corner Bakery") })).status).toBe(201);
  });

  it("a site's brand name, page title, headline and subheadline (editor saves)", async () => {
    const { project, owner } = await ownerWithSite(t);
    const save = await editor(owner.cookie, project.id);
    const fields: Array<(c: SiteContent, v: string) => SiteContent> = [
      (c, v) => ({ ...c, brandName: v }),
      (c, v) => ({ ...c, seo: { ...c.seo, title: `${v} – Corner Bakery` } }),
      (c, v) => ({ ...c, hero: { ...c.hero, headline: `Welcome to ${v}` } }),
      (c, v) => ({ ...c, hero: { ...c.hero, subheadline: v } }),
    ];
    await fc.assert(
      fc.asyncProperty(imitations, fc.constantFrom(...fields), async (name, field) => {
        expect((await save((c) => field(c, name))).status, JSON.stringify(name)).toBe(400);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

describe("addresses on every route that stores one", () => {
  it("editor (site contact emails, notification address), business details, ROI leads, invites", async () => {
    const { project, owner } = await ownerWithSite(t);
    const save = await editor(owner.cookie, project.id);
    const admin = await signedInUser(t, { role: "admin" });
    let ip = 0;
    await fc.assert(
      fc.asyncProperty(deceptiveAddresses, async (address) => {
        const why = JSON.stringify(address);
        expect((await save((c) => ({ ...c, facts: { ...c.facts, emails: [address] } }))).status, why).toBe(400);
        expect((await save((c) => ({ ...c, settings: { ...c.settings, ownerEmail: address } }))).status, why).toBe(400);
        const details = await apiAs(t, owner.cookie).projects[":id"].details.$patch({
          param: { id: String(project.id) },
          json: { details: { email: address } },
        });
        expect(details.status, why).toBe(400);
        const lead = await t.app.request(
          "/api/leads",
          jsonInit(
            "POST",
            { email: address, monthlyRequests: 10, estimatedSavings: "100", roiMultiple: 2, eventType: "roi_calculated", source: "roi_calculator" },
            {
              "cf-connecting-ip": `10.9.8.${++ip % 250}`,
            },
          ),
        );
        expect(lead.status, why).toBe(400);
        expect((await apiAs(t, admin.cookie).admin.invite.$post({ json: { role: "user", email: address } })).status, why).toBe(400);
      }),
      { numRuns: RUNS },
    );
  });

  it("a hosted site's contact form", async () => {
    const { base } = await ownerWithSite(t);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(deceptiveAddresses, async (address) => {
        const token = formToken(await (await t.app.request(`${base}/`)).text());
        clock += CONTACT_MIN_FILL_MS + 1000;
        const fields = { name: "Eve", email: address, phone: "", message: "Invoice attached", website: "", t: token };
        const res = await t.app.request(`${base}/contact`, formPost(fields, { "cf-connecting-ip": `10.6.6.${++n % 250}` }));
        expect(res.status, JSON.stringify(address)).toBe(422);
      }),
      { numRuns: RUNS },
    );
  });
});
