import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InferRequestType } from "hono/client";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { leads, pageViews, projects, rateLimits, siteVersions } from "../../db/schema";
import { PAGE_VIEW_RATE_LIMIT } from "../../functions/routes/analytics";
import type { PlatformAnalytics } from "../../functions/services/page-views";

const PASSWORD = "correct horse battery staple";
const DAY = 86_400_000;
const clock = Date.UTC(2026, 4, 10, 12);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({ ADMIN_PASSWORD: PASSWORD }, { now: () => clock })));
afterAll(() => t.cleanup());

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";
type PageView = InferRequestType<ReturnType<typeof apiClient>["analytics"]["pageview"]["$post"]>["json"];
const view = (body: PageView, headers: Record<string, string> = {}) =>
  apiClient(t, { "user-agent": CHROME, "cf-connecting-ip": "203.0.113.7", ...headers }).analytics.pageview.$post({ json: body });
/** Untyped on purpose: bodies the route's schema refuses or that are not JSON objects, and a body past the size limit with its own Content-Length. */
const rawView = (init: RequestInit) => t.app.request("/api/analytics/pageview", init);

async function adminCookie(): Promise<string> {
  const res = await apiClient(t, { "cf-connecting-ip": "192.0.2.200" }).admin.auth.$post({ json: { password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}
const analytics = async (cookie: string) => {
  const res = await apiAs(t, cookie).admin.analytics.$get();
  expect(res.status).toBe(200);
  return (await res.json()) as PlatformAnalytics;
};

describe("POST /api/analytics/pageview", () => {
  it("counts views per day and path with daily unique visitors; no address, no cookie; bots and prefetches ignored", async () => {
    for (let i = 0; i < 3; i++) expect((await view({ path: "/", referrerHost: "www.google.com" })).status).toBe(204);
    expect((await view({ path: "/pricing" }, { "user-agent": FIREFOX })).status).toBe(204);
    const res = await view({ path: "/pricing", referrerHost: null }, { "cf-connecting-ip": "198.51.100.9" });
    expect(res.headers.get("set-cookie")).toBeNull();
    const bots: Record<string, string>[] = [
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "user-agent": "curl/8.5.0" },
      { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/150.0 Safari/537.36" },
      { "user-agent": CHROME, "sec-purpose": "prefetch" },
    ];
    for (const headers of bots) expect((await view({ path: "/" }, { "cf-connecting-ip": "192.0.2.50", ...headers })).status).toBe(204);

    const rows = await t.db.select().from(pageViews);
    expect(rows).toHaveLength(5);
    const raw = JSON.stringify(rows);
    for (const address of ["203.0.113.7", "198.51.100.9", "192.0.2.50"]) expect(raw).not.toContain(address);

    const stats = await analytics(await adminCookie());
    expect(stats.traffic).toHaveLength(30);
    expect(stats.traffic.at(-1)).toEqual({ day: "2026-05-10", visits: 5, visitors: 3 });
    expect(stats.topPaths).toEqual([
      { path: "/", views: 3 },
      { path: "/pricing", views: 2 },
    ]);
  });

  it("validates every body whatever the consent state: bad paths, hosts, extra fields and wrong types are 400 and store nothing", async () => {
    const before = (await t.db.select().from(pageViews)).length;
    for (const body of [
      {},
      { path: "" },
      { path: "pricing" },
      { path: "//evil.example/x" },
      { path: "/a?q=secret" },
      { path: "/a#frag" },
      { path: "/a b" },
      { path: `/${"x".repeat(300)}` },
      { path: 5 },
      { path: "/", referrerHost: "https://evil.example/" },
      { path: "/", referrerHost: "a".repeat(254) },
      { path: "/", consent: "accepted" },
      "[]",
      "{",
    ]) {
      const res = await rawView(jsonInit("POST", body, { "user-agent": CHROME, "cf-connecting-ip": "198.18.0.1" }));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { success: boolean }).success).toBe(false);
    }
    expect(await t.db.select().from(pageViews)).toHaveLength(before);
  });

  it("is rate limited per address (validation first), other addresses unaffected", async () => {
    await t.db.delete(rateLimits);
    const before = (await t.db.select().from(pageViews)).length;
    for (let i = 0; i < PAGE_VIEW_RATE_LIMIT.limit; i++) expect((await view({ path: "/tools" }, { "cf-connecting-ip": "198.51.100.77" })).status).toBe(204);
    const over = await view({ path: "/tools" }, { "cf-connecting-ip": "198.51.100.77" });
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
    expect((await view({ path: "nope" }, { "cf-connecting-ip": "198.51.100.77" })).status).toBe(400);
    expect((await view({ path: "/tools" }, { "cf-connecting-ip": "198.51.100.78" })).status).toBe(204);
    expect(await t.db.select().from(pageViews)).toHaveLength(before + PAGE_VIEW_RATE_LIMIT.limit + 1);
  });

  it("bodies are tiny: a long path is a 400, a body past the API's limit a 413", async () => {
    expect((await view({ path: `/${"x".repeat(400)}` }, { "cf-connecting-ip": "198.18.0.2" })).status).toBe(400);
    const big = JSON.stringify({ path: `/${"x".repeat(300 * 1024)}` });
    const res = await rawView({
      ...jsonInit("POST", big, { "user-agent": CHROME, "cf-connecting-ip": "198.18.0.2" }),
      headers: { ...jsonInit("POST", big).headers, "Content-Length": String(big.length) },
    });
    expect(res.status).toBe(413);
  });
});

describe("GET /api/admin/analytics", () => {
  it("needs the admin panel: signed out or a plain user get 401 and no figures", async () => {
    const signedOut = await apiClient(t).admin.analytics.$get();
    expect(signedOut.status).toBe(401);
    const { cookie } = await signedInUser(t);
    const user = await apiAs(t, cookie).admin.analytics.$get();
    expect(user.status).toBe(401);
    expect(JSON.stringify(await user.json())).not.toContain("traffic");
  });

  it("gives leads, revenue and generations per day over the last 30 days", async () => {
    const { user } = await signedInUser(t);
    const today = new Date(clock);
    const yesterday = new Date(clock - DAY);
    const old = new Date(clock - 40 * DAY);
    await t.db.insert(leads).values([
      {
        email: "a@example.com",
        monthlyRequests: 10,
        estimatedSavings: "1",
        roiMultiple: "1.0",
        eventType: "roi_report",
        source: "roi_calculator",
        createdAt: today,
      },
      {
        email: "b@example.com",
        monthlyRequests: 10,
        estimatedSavings: "1",
        roiMultiple: "1.0",
        eventType: "roi_report",
        source: "roi_calculator",
        createdAt: yesterday,
      },
      {
        email: "c@example.com",
        monthlyRequests: 10,
        estimatedSavings: "1",
        roiMultiple: "1.0",
        eventType: "roi_report",
        source: "roi_calculator",
        createdAt: old,
      },
    ] as never);
    const base = {
      userId: user.id,
      name: "Shop",
      businessType: "Other",
      basePrice: "29.99",
      serviceFee: "0.00",
      totalPrice: "29.99",
      paymentStatus: "paid",
    } as const;
    const made = await t.db
      .insert(projects)
      .values([
        { ...base, paidAt: today },
        { ...base, totalPrice: "10.01", paidAt: today },
        { ...base, paymentStatus: "pending", paidAt: null },
      ] as never)
      .returning();
    await t.db.insert(siteVersions).values([
      { projectId: made[0]!.id, number: 1, content: {}, summary: "first", source: "generated", createdAt: today },
      { projectId: made[0]!.id, number: 2, content: {}, summary: "edit", source: "edited", createdAt: today },
      { projectId: made[0]!.id, number: 3, content: {}, summary: "again", source: "regenerated", createdAt: yesterday },
    ] as never);

    const stats = await analytics(await adminCookie());
    expect(stats.leads).toHaveLength(30);
    expect(stats.leads.slice(-2).map((d) => d.value)).toEqual([1, 1]);
    expect(stats.leads.reduce((s, d) => s + d.value, 0)).toBe(2);
    expect(stats.revenue.at(-1)).toEqual({ day: "2026-05-10", value: 4000, amount: "40.00" });
    expect(stats.revenue.reduce((s, d) => s + d.value, 0)).toBe(4000);
    expect(stats.generations.slice(-2).map((d) => d.value)).toEqual([1, 1]);
  });
});
