import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { createTestApp, RAISED_API_LIMITS, type TestApp } from "../helpers/test-app";
import { attackRoute, NASTY_STRINGS } from "../helpers/hostile";
import { formPost, formToken, ownerWithSite } from "../helpers/hosted";
import { siteMessages } from "../../db/schema";
import { addDomainSchema } from "../../functions/routes/projects/domain";
import { messageReadSchema } from "../../functions/routes/projects/inbox";
import { contactValues, validateContact } from "../../core/contact-message";
import { CONTACT_MIN_FILL_MS } from "../../functions/services/sites/hosted";

/** The hostile-input suite for hosted sites: the contact form (form bodies) and the owners' JSON routes. */
let clock = Date.UTC(2026, 8, 1, 8);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({ ...RAISED_API_LIMITS }, { now: () => clock })));
afterAll(() => t.cleanup());

describe("hostile input: the contact form", () => {
  it("generated form bodies never get a 5xx; only messages that pass validation are stored", async () => {
    const { base, project } = await ownerWithSite(t);
    const token = formToken(await (await t.app.request(`${base}/`)).text());
    clock += CONTACT_MIN_FILL_MS;
    const value = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: "binary", maxLength: 300 }));
    const fieldName = fc.constantFrom("name", "email", "phone", "message", "website", "t", "__proto__", "constructor", "name[]", "x");
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fieldName, value, { maxKeys: 7 }), fc.boolean(), async (fields, withToken) => {
        n += 1;
        clock += 60 * 60 * 1000; // past every per-address and per-site window
        const body = { ...fields, ...(withToken ? { t: token } : {}) };
        const res = await t.app.request(
          `${base}/contact`,
          formPost(body as Record<string, string>, { "cf-connecting-ip": `10.77.${n % 250}.${(n >> 8) % 250}` }),
        );
        expect([303, 404, 413, 422, 429], JSON.stringify(body).slice(0, 300)).toContain(res.status);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
    for (const m of await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id))) {
      expect(validateContact(contactValues(m as unknown as Record<string, unknown>))).toEqual({});
    }
  });

  it("raw bodies that are not forms (broken encoding, JSON, multipart noise) are a 4xx page, never a 5xx", async () => {
    const { base } = await ownerWithSite(t);
    for (const [type, body] of [
      ["application/x-www-form-urlencoded", "name=%E0%A4%A&email=%zz&message=%"],
      ["application/json", '{"name":'],
      ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--'],
      ["multipart/form-data", "garbage"],
      ["text/plain", "\u0000\u0001"],
    ] as const) {
      const res = await t.app.request(`${base}/contact`, { method: "POST", headers: { "Content-Type": type }, body });
      expect(res.status, `${type}: ${body}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${type}: ${body}`).toBeLessThan(500);
    }
  });
});

describe("hostile input: owners' JSON routes of hosted sites", () => {
  it("POST /api/projects/:id/domain: never a 5xx, refused bodies change nothing", async () => {
    const { owner, project } = await ownerWithSite(t, { role: "premium" });
    let k = 0;
    await attackRoute(t, {
      name: "POST /api/projects/:id/domain",
      method: "POST",
      path: () => `/api/projects/${project.id}/domain`,
      headers: () => ({ Cookie: owner.cookie }),
      schema: addDomainSchema,
      valid: () => ({ hostname: `h${++k}.hostile-domains.com` }),
      okStatuses: [409, 429],
    });
  });

  it("POST /api/projects/:id/messages/:messageId/read: never a 5xx, refused bodies change nothing", async () => {
    const { owner, project } = await ownerWithSite(t);
    const [m] = await t.db.insert(siteMessages).values({ projectId: project.id, name: "A", email: "a@example.com", message: "hi" }).returning();
    await attackRoute(t, {
      name: "POST /api/projects/:id/messages/:messageId/read",
      method: "POST",
      path: () => `/api/projects/${project.id}/messages/${m!.id}/read`,
      headers: () => ({ Cookie: owner.cookie }),
      schema: messageReadSchema,
      valid: () => ({ read: true }),
    });
  });
});

describe("hostile input: a site's sitemap.xml, robots.txt and share card", () => {
  it("any slug, path tail, query or method: never a 5xx, and nothing but the three files answers 200", async () => {
    const { slug } = await ownerWithSite(t);
    const segment = fc.oneof(fc.constantFrom(...NASTY_STRINGS, slug, "..", "%2e%2e", "%00"), fc.string({ maxLength: 80 }));
    const file = fc.constantFrom("sitemap.xml", "robots.txt", "card.png", "card.png?v=<script>", "sitemap.xml/..", "robots.txt%00", "CARD.PNG");
    await fc.assert(
      fc.asyncProperty(segment, file, fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE"), async (s, f, method) => {
        const path = `/sites/${encodeURIComponent(s.toWellFormed())}/${f}`;
        const res = await t.app.request(path, { method, headers: { "If-None-Match": '"<x>"' } });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        // As the URL resolves it: "/sites/<slug>/sitemap.xml/.." is the site's own page, which answers 200.
        const resolved = new URL(path, "http://sites.test").pathname;
        const own = [`/sites/${slug}/`, ...["sitemap.xml", "robots.txt", "card.png"].map((n) => `/sites/${slug}/${n}`)].includes(resolved);
        if (!own || (method !== "GET" && method !== "HEAD")) expect(res.status, `${method} ${path}`).not.toBe(200);
      }),
      { numRuns: 120 },
    );
  }, 60_000);
});
