// Visit counting cannot grow the database without bound: a flood from one client is one visit per
// 30 minutes, 304 revalidations are not counted, referrers are hosts of a known length, raw rows
// roll up into daily totals (kept) and are deleted after their retention, page views too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { ownerWithSite } from "../helpers/hosted";
import { outbox, pageViewDays, pageViews, platformDays, projects, siteReferrerDays, siteVisitDays, siteVisits } from "../../db/schema";
import { pruneExpiredRows } from "../../functions/services/retention";
import { createWriteBuffer } from "../../functions/services/write-buffer";
import { visitStatement, type VisitStats } from "../../functions/services/sites/visits";
import { REFERRER_HOST_MAX, VISIT_REPEAT_MS } from "../../core/visits";

const DAY = 86_400_000;
const PASSWORD = "correct horse battery staple";
let clock = Date.UTC(2026, 4, 10, 12);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({ ADMIN_PASSWORD: PASSWORD }, { now: () => clock })));
afterAll(() => t.cleanup());

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36";
/** Untyped on purpose: the hosted site under /sites/ is a page, not an API route. */
const rawPage = (path: string, headers: Record<string, string>) => t.app.request(path, { headers });
const visits = async (id: number, cookie: string) =>
  (await (await apiAs(t, cookie).projects[":id"].visits.$get({ param: { id: String(id) } })).json()) as VisitStats;
const LONG_REFERRER = `https://${"spam-".repeat(40)}example.com/${"x".repeat(500)}?utm=${"y".repeat(300)}`;

describe("visit counting under a flood", () => {
  it("200 GETs from one client with a 550-byte referrer write one row with the host only; a 304 is not counted; 30 minutes later one more", async () => {
    const { base, project, owner } = await ownerWithSite(t);
    const headers = { "user-agent": CHROME, "cf-connecting-ip": "203.0.113.66", referer: LONG_REFERRER };
    let etag = "";
    for (let i = 0; i < 200; i++) {
      const res = await rawPage(`${base}/`, headers);
      expect(res.status).toBe(200);
      etag = res.headers.get("etag")!;
    }
    // A revalidation from another visitor: 304 and nothing counted.
    const revalidated = await rawPage(`${base}/`, { "user-agent": CHROME, "cf-connecting-ip": "198.51.100.77", "if-none-match": etag });
    expect(revalidated.status).toBe(304);

    const rows = await t.db.select().from(siteVisits).where(eq(siteVisits.projectId, project.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.referrerHost).toBe(`${"spam-".repeat(40)}example.com`);
    expect(rows[0]!.referrerHost!.length).toBeLessThanOrEqual(REFERRER_HOST_MAX);
    expect(JSON.stringify(rows)).not.toContain("xxxx");

    clock += VISIT_REPEAT_MS + 1000;
    await rawPage(`${base}/`, headers);
    const stats = await visits(project.id, owner.cookie);
    expect(stats.totals).toEqual({ visits: 2, visitors: 1 });
    expect(stats.referrers).toEqual([{ host: `${"spam-".repeat(40)}example.com`, visits: 2 }]);
  });

  it("a referrer host longer than a DNS name, or not a host name, is dropped", async () => {
    const { base, project } = await ownerWithSite(t);
    await rawPage(`${base}/`, {
      "user-agent": CHROME,
      "cf-connecting-ip": "203.0.113.67",
      referer: `https://${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(20)}.com/`,
    });
    const [row] = await t.db.select().from(siteVisits).where(eq(siteVisits.projectId, project.id));
    expect(row!.referrerHost).toBeNull();
  });
});

describe("roll-ups and retention", () => {
  it("raw visits and page views past their retention are deleted in batches; the daily totals and the chart keep them", async () => {
    const { base, project, owner } = await ownerWithSite(t);
    const start = clock;
    for (let d = 0; d < 40; d++) {
      clock = start + d * DAY;
      await rawPage(`${base}/`, { "user-agent": CHROME, "cf-connecting-ip": `203.0.113.${d}`, referer: "https://news.example.org/a" });
      await apiClient(t, { "user-agent": CHROME, "cf-connecting-ip": `198.51.100.${d}` }).analytics.pageview.$post({ json: { path: "/pricing" } });
    }
    const [mail] = await t.db
      .insert(outbox)
      .values({ kind: "site_ready", to: "a@example.com", subject: "s", text: "t", status: "sent", createdAt: new Date(start) })
      .returning();
    const [queued] = await t.db
      .insert(outbox)
      .values({ kind: "site_ready", to: "a@example.com", subject: "s", text: "t", status: "queued", createdAt: new Date(start) })
      .returning();

    const raw = async () => (await t.db.select().from(siteVisits).where(eq(siteVisits.projectId, project.id))).length;
    expect(await raw()).toBe(40);
    const result = await pruneExpiredRows(t.db, { now: clock, visitDays: 30, outboxDays: 90, batchRows: 3 });
    expect(await raw()).toBe(31); // days 9..39: older than 30 days is gone
    expect(result.siteVisits).toBeGreaterThanOrEqual(9);
    const oldestView = (await t.db.select({ day: sql<string>`min(${pageViews.day})` }).from(pageViews))[0]!.day;
    expect(Date.parse(`${oldestView}T00:00:00Z`)).toBeGreaterThanOrEqual(clock - 31 * DAY);
    // The roll-ups keep every day.
    expect(await t.db.select().from(siteVisitDays).where(eq(siteVisitDays.projectId, project.id))).toHaveLength(40);
    expect((await t.db.select().from(siteReferrerDays).where(eq(siteReferrerDays.projectId, project.id))).reduce((s, r) => s + r.visits, 0)).toBe(40);
    expect((await t.db.select().from(pageViewDays)).reduce((s, r) => s + r.views, 0)).toBeGreaterThanOrEqual(40);
    const stats = await visits(project.id, owner.cookie);
    expect(stats.totals.visits).toBe(30);

    // Outbox: sent mail older than 90 days goes; queued mail stays.
    clock = start + 91 * DAY;
    await pruneExpiredRows(t.db, { now: clock, visitDays: 30, outboxDays: 90 });
    const left = (await t.db.select({ id: outbox.id }).from(outbox)).map((r) => r.id);
    expect(left).not.toContain(mail!.id);
    expect(left).toContain(queued!.id);
  });

  it("the Overview's revenue and project count come from platform_days, which follows payments, undos and deletions", async () => {
    const auth = await apiClient(t, { "cf-connecting-ip": "192.0.2.201" }).admin.auth.$post({ json: { password: PASSWORD } });
    const cookie = auth.headers.get("set-cookie")!.split(";")[0]!;
    const overview = async () => (await (await apiAs(t, cookie).admin.overview.$get()).json()) as { totalProjects: number; revenue: string };
    const truth = async () => {
      const [row] = await t.db
        .select({ n: sql<number>`count(*)`, cents: sql<number>`coalesce(sum(case when payment_status = 'paid' then round(total_price * 100) end), 0)` })
        .from(projects);
      return { totalProjects: Number(row!.n), cents: Number(row!.cents) };
    };
    const check = async () => {
      const [o, want] = [await overview(), await truth()];
      expect(o.totalProjects).toBe(want.totalProjects);
      expect(Math.round(Number(o.revenue) * 100)).toBe(want.cents);
    };
    await check();
    const { project } = await ownerWithSite(t); // created paid at 29.99
    await check();
    const adminProject = apiAs(t, cookie).admin.projects[":id"];
    const undoable = await adminProject["undo-mark-paid"].$post({ param: { id: String(project.id) } });
    expect([200, 409]).toContain(undoable.status);
    await t.db.update(projects).set({ paymentStatus: "pending", paidAt: null }).where(eq(projects.id, project.id));
    await check();
    const marked = await adminProject["mark-paid"].$post({ param: { id: String(project.id) } });
    expect(marked.status).toBe(200);
    await check();
    await t.db.delete(projects).where(eq(projects.id, project.id));
    await check();
    expect((await t.db.select().from(platformDays)).length).toBeGreaterThan(0);
  });
});

describe("buffered counting", () => {
  it("buffers up to 100 visits and writes them in one transaction; within a second otherwise; close() flushes the rest", async () => {
    const { project } = await ownerWithSite(t);
    const buffer = createWriteBuffer(t.db, { maxRows: 100, maxWaitMs: 60_000 });
    const count = async () => (await t.db.select().from(siteVisits).where(eq(siteVisits.projectId, project.id))).length;
    for (let i = 0; i < 99; i++)
      buffer.add(visitStatement(t.db, { projectId: project.id, address: `10.0.0.${i}`, userAgent: CHROME, path: "/", referrerHost: null, now: clock }));
    await new Promise((r) => setTimeout(r, 50));
    expect(await count()).toBe(0);
    buffer.add(visitStatement(t.db, { projectId: project.id, address: "10.0.1.1", userAgent: CHROME, path: "/", referrerHost: null, now: clock }));
    await buffer.flush();
    expect(await count()).toBe(100);
    buffer.add(visitStatement(t.db, { projectId: project.id, address: "10.0.1.2", userAgent: CHROME, path: "/", referrerHost: null, now: clock }));
    // The same visitor twice in one batch: counted once.
    buffer.add(visitStatement(t.db, { projectId: project.id, address: "10.0.1.2", userAgent: CHROME, path: "/", referrerHost: null, now: clock + 1 }));
    await buffer.close();
    expect(await count()).toBe(101);
    const [day] = await t.db.select().from(siteVisitDays).where(eq(siteVisitDays.projectId, project.id));
    expect(day).toMatchObject({ visits: 101, visitors: 101 });
  });
});
