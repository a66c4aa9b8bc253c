/**
 * Public reads (GET /api/templates, GET /api/published-apps) come from memory with an ETag: a
 * matching If-None-Match gets 304, and a write through the API (a new template, a publish) is seen
 * by the very next read, without waiting for the cache to expire.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { projects } from "../../db/schema";
import { createPublicReadCache, etagMatches } from "../../functions/services/public-reads";

const PASSWORD = "correct horse battery staple";
let t: TestApp;
let queries = 0;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: PASSWORD });
});
afterAll(() => t.cleanup());

async function read(path: "/api/templates" | "/api/published-apps", etag?: string) {
  const api = apiClient(t, etag ? { "If-None-Match": etag } : {});
  const res = path === "/api/templates" ? await api.templates.$get() : await api["published-apps"].$get({ query: {} });
  return { res, body: res.status === 200 ? await res.json() : null, etag: res.headers.get("ETag") };
}

describe("public reads from memory", () => {
  it("GET /api/templates: the same bytes and ETag each time, 304 to If-None-Match, cacheable briefly by a CDN", async () => {
    const first = await read("/api/templates");
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(first.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.res.headers.get("cache-control")).toMatch(/public, max-age=0, must-revalidate, s-maxage=\d+/);
    const again = await read("/api/templates");
    expect(again.etag).toBe(first.etag);
    expect(again.body).toEqual(first.body);
    const revalidated = await read("/api/templates", first.etag!);
    expect(revalidated.res.status).toBe(304);
    expect(await revalidated.res.text()).toBe("");
    expect((await read("/api/templates", `W/${first.etag}, "other"`)).res.status).toBe(304);
    expect((await read("/api/templates", '"stale"')).res.status).toBe(200);
  });

  it("a template created in the admin panel shows at once (the write invalidates)", async () => {
    const before = await read("/api/templates");
    const auth = await apiClient(t, { "cf-connecting-ip": "203.0.113.77" }).admin.auth.$post({ json: { password: PASSWORD } });
    const cookie = auth.headers.get("set-cookie")!.split(";")[0]!;
    const created = await apiAs(t, cookie).admin.templates.$post({
      json: { name: "Cached Bakery", category: "Restaurant", description: "d", imageUrl: "", basePrice: 30 },
    });
    expect(created.status).toBe(201);
    const after = await read("/api/templates", before.etag!);
    expect(after.res.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect((after.body as { name: string }[]).some((x) => x.name === "Cached Bakery")).toBe(true);
  });

  it("a publish shows in GET /api/published-apps at once; a refused write invalidates nothing", async () => {
    const owner = await signedInUser(t);
    const empty = await read("/api/published-apps");
    expect(empty.body).toEqual([]);
    const [p] = await t.db
      .insert(projects)
      .values({
        userId: owner.user.id,
        name: "Shop",
        businessType: "Business",
        basePrice: "24.99",
        serviceFee: "5.00",
        totalPrice: "29.99",
        status: "completed",
        paymentStatus: "paid",
        generatedUrl: "/sites/shop/",
      })
      .returning();
    // A write outside the API (this test's own insert) is not seen until the next API write or the TTL.
    const publish = apiAs(t, owner.cookie).projects[":id"].publish;
    const param = { id: String(p!.id) };
    // Untyped on purpose: a body the route's schema refuses (the typed client would not compile it).
    const refused = await t.app.request(`/api/projects/${p!.id}/publish`, jsonInit("POST", { name: "" }, { Cookie: owner.cookie }));
    expect(refused.status).toBe(400);
    expect((await read("/api/published-apps", empty.etag!)).res.status).toBe(304);
    const published = await publish.$post({ param, json: { name: "Shop", description: "A shop", category: "Business", features: [] } });
    expect(published.status).toBe(201);
    const after = await read("/api/published-apps", empty.etag!);
    expect(after.res.status).toBe(200);
    expect((after.body as { name: string }[]).map((a) => a.name)).toEqual(["Shop"]);
  });

  it("loads once per change, however many readers", async () => {
    let clock = 0;
    const cache = createPublicReadCache({ ttlMs: 1000, now: () => clock });
    const load = async () => {
      queries++;
      return { n: queries };
    };
    const reads = await Promise.all(Array.from({ length: 20 }, () => cache.read("k", load)));
    expect(queries).toBe(1);
    expect(new Set(reads.map((r) => r.etag)).size).toBe(1);
    cache.invalidate();
    await cache.read("k", load);
    expect(queries).toBe(2);
    clock = 1000;
    await cache.read("k", load);
    expect(queries).toBe(3);
    // A load that fails is not kept: the next read tries again.
    await expect(cache.read("bad", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect((await cache.read("bad", load)).body).toBe(JSON.stringify({ n: 4 }));
  });

  it("If-None-Match parsing", () => {
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches("*", '"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"ab"', '"a"')).toBe(false);
  });
});
