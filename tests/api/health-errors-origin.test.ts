import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ORIGIN, type TestApp } from "../helpers/test-app";
import { apiClient } from "../helpers/api-client";
import { SEED_TEMPLATES } from "../../core/seed-data";
import { templates } from "../../db/schema";
import { eq } from "drizzle-orm";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

/**
 * Untyped on purpose: what the typed client cannot send (an unknown path, a method the route lacks, an oversized
 * or non-JSON body, a cross-site or missing Origin).
 */
const rawRequest = (path: string, init?: RequestInit) => t.app.request(path, init);

describe("GET /api/health", () => {
  it("reports the database reachable", async () => {
    const res = await apiClient(t).health.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: "reachable" });
  });
  it("says whether payments are configured (the status page shows it)", async () => {
    const off = await createTestApp({ STRIPE_SECRET_KEY: undefined });
    const on = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_status_page" });
    try {
      expect(await (await apiClient(off).health.$get()).json()).toMatchObject({ payments: "not_configured" });
      expect(await (await apiClient(on).health.$get()).json()).toMatchObject({ payments: "configured" });
    } finally {
      off.cleanup();
      on.cleanup();
    }
  });
});

describe("GET /api/templates", () => {
  it("lists the seeded active templates with the spec's fields", async () => {
    const res = await apiClient(t).templates.$get();
    expect(res.status).toBe(200);
    const body = (await res.json()) as Array<Record<string, unknown>>;
    expect(body).toHaveLength(SEED_TEMPLATES.length);
    for (const tpl of body) {
      expect(Object.keys(tpl).sort()).toEqual(["basePrice", "category", "description", "id", "imageUrl", "isActive", "name"]);
      expect(tpl.basePrice).toMatch(/^\d+\.\d{2}$/);
      expect(tpl.isActive).toBe(true);
    }
  });

  it("hides inactive templates", async () => {
    await t.db.update(templates).set({ isActive: false }).where(eq(templates.slug, SEED_TEMPLATES[0]!.slug));
    t.deps.publicReads!.invalidate(); // a write outside the API: what an API write does for it
    const body = (await (await apiClient(t).templates.$get()).json()) as Array<{ name: string }>;
    expect(body.map((x) => x.name)).not.toContain(SEED_TEMPLATES[0]!.name);
    await t.db.update(templates).set({ isActive: true }).where(eq(templates.slug, SEED_TEMPLATES[0]!.slug));
    t.deps.publicReads!.invalidate();
  });

  it("seeding twice adds nothing", async () => {
    const { seedDatabase } = await import("../../db/seed");
    await seedDatabase(t.db);
    const rows = await t.db.select().from(templates);
    expect(rows).toHaveLength(SEED_TEMPLATES.length);
  });
});

describe("bad requests get the JSON error envelope", () => {
  it("unknown API path: 404 NOT_FOUND", async () => {
    const res = await rawRequest("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: { code: "NOT_FOUND", message: expect.any(String), requestId: expect.any(String) } });
  });

  it("wrong method on a real path: 405 with Allow", async () => {
    const res = await rawRequest("/api/templates", { method: "DELETE", headers: { Origin: ORIGIN } });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toContain("GET");
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("METHOD_NOT_ALLOWED");
  });

  it("a 2 MB body: 413 PAYLOAD_TOO_LARGE", async () => {
    const body = JSON.stringify({ blob: "x".repeat(2 * 1024 * 1024) });
    const res = await rawRequest("/api/templates", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(body.length), Origin: ORIGIN },
      body,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("a body that is not JSON: 415", async () => {
    const res = await rawRequest("/api/templates", {
      method: "POST",
      headers: { "Content-Type": "text/plain", "Content-Length": "5", Origin: ORIGIN },
      body: "hello",
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});

describe("origin check on state-changing requests", () => {
  it("refuses a cross-site origin", async () => {
    const res = await rawRequest("/api/templates", { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
  });
  it("refuses a cross-site form post", async () => {
    const res = await rawRequest("/api/templates", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(res.status).toBe(403);
  });
  it("refuses a bodyless cross-site call without Origin", async () => {
    const res = await rawRequest("/api/templates", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(res.status).toBe(403);
  });
  it("lets same-origin requests through to routing", async () => {
    const res = await rawRequest("/api/templates", { method: "POST", headers: { Origin: ORIGIN } });
    expect(res.status).toBe(405);
  });
});
