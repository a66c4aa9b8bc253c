import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { withoutRequestId } from "../helpers/hosted";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { ownerWithSite } from "../helpers/hosted";
import { siteVisits, visitSalts } from "../../db/schema";
import type { VisitStats } from "../../functions/services/sites/visits";

const DAY = 86_400_000;
let clock = Date.UTC(2026, 4, 10, 12);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({}, { now: () => clock })));
afterAll(() => t.cleanup());

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";
/** Untyped on purpose: the hosted site under /sites/ is a page, not an API route. */
const visit = (path: string, headers: Record<string, string>, method = "GET") => t.app.request(path, { method, headers });
const visitsOf = (projectId: number, cookie?: string) =>
  (cookie ? apiAs(t, cookie) : apiClient(t)).projects[":id"].visits.$get({ param: { id: String(projectId) } });
const stats = async (projectId: number, cookie: string) => (await (await visitsOf(projectId, cookie)).json()) as VisitStats;

describe("visits of hosted sites, counted on the server", () => {
  it("counts page views and daily unique visitors; bots, HEAD and prefetches are not counted; no address is stored", async () => {
    const { base, project, owner } = await ownerWithSite(t);
    for (let i = 0; i < 3; i++) expect((await visit(`${base}/`, { "user-agent": CHROME, "cf-connecting-ip": "203.0.113.7" })).status).toBe(200);
    await visit(`${base}/`, { "user-agent": FIREFOX, "cf-connecting-ip": "203.0.113.7" }); // same address, another browser: another visitor
    await visit(`${base}/`, { "user-agent": CHROME, "cf-connecting-ip": "198.51.100.9", referer: "https://www.google.com/search?q=private+words" });
    await visit(`${base}/`, { "user-agent": CHROME, "cf-connecting-ip": "198.51.100.9", referer: `http://localhost/sites/x/` });

    const refused: [Record<string, string>, string?][] = [
      [{ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
      [{ "user-agent": "curl/8.5.0" }],
      [{ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/150.0 Safari/537.36" }],
      [{}],
      [{ "user-agent": CHROME, "sec-purpose": "prefetch" }],
      [{ "user-agent": CHROME, purpose: "prefetch" }],
      [{ "user-agent": CHROME, "x-moz": "prefetch" }],
      [{ "user-agent": CHROME }, "HEAD"],
    ];
    for (const [headers, method] of refused) await visit(`${base}/`, { "cf-connecting-ip": "192.0.2.50", ...headers }, method);

    // One visit per visitor per site per 30 minutes: the three reloads count once, and so does the
    // second page of 198.51.100.9 (whose first referrer is kept).
    const rows = await t.db.select().from(siteVisits).where(eq(siteVisits.projectId, project.id));
    expect(rows).toHaveLength(3);
    const raw = JSON.stringify(rows);
    for (const address of ["203.0.113.7", "198.51.100.9", "192.0.2.50"]) expect(raw).not.toContain(address);
    expect(raw).not.toContain("private");
    expect(raw).not.toContain("/search"); // the referrer's host only
    expect(rows.filter((r) => r.referrerHost !== null).map((r) => r.referrerHost)).toEqual(["www.google.com"]);

    const s = await stats(project.id, owner.cookie);
    expect(s.days).toHaveLength(30);
    expect(s.days.at(-1)).toEqual({ day: "2026-05-10", visits: 3, visitors: 3 });
    expect(s.totals).toEqual({ visits: 3, visitors: 3 });
    expect(s.referrers).toEqual([{ host: "www.google.com", visits: 1 }]);
  });

  it("the salt rotates daily and yesterday's is deleted: the same person tomorrow is a new hash; the chart keeps 30 days", async () => {
    const { base, project, owner } = await ownerWithSite(t);
    clock = Date.UTC(2026, 5, 1, 23, 59);
    await visit(`${base}/`, { "user-agent": CHROME, "cf-connecting-ip": "203.0.113.8" });
    const [yesterdaySalt] = await t.db.select().from(visitSalts);
    clock += 2 * 60_000; // past midnight UTC
    await visit(`${base}/`, { "user-agent": CHROME, "cf-connecting-ip": "203.0.113.8" });
    const salts = await t.db.select().from(visitSalts);
    expect(salts).toHaveLength(1);
    expect(salts[0]!.day).toBe("2026-06-02");
    expect(salts[0]!.salt).not.toBe(yesterdaySalt!.salt);
    const rows = await t.db.select().from(siteVisits).where(eq(siteVisits.projectId, project.id)).orderBy(siteVisits.id);
    expect(rows.map((r) => r.day)).toEqual(["2026-06-01", "2026-06-02"]);
    expect(rows[0]!.visitor).not.toBe(rows[1]!.visitor);

    clock += 29 * DAY; // 2026-07-01: June 1st falls out of the 30 days, June 2nd is the oldest day
    const s = await stats(project.id, owner.cookie);
    expect(s.days[0]).toEqual({ day: "2026-06-02", visits: 1, visitors: 1 });
    expect(s.totals).toEqual({ visits: 1, visitors: 1 });
  });

  it("owner only: another user's project and a missing one answer the same 404", async () => {
    const { project } = await ownerWithSite(t);
    const other = await signedInUser(t);
    const foreign = await visitsOf(project.id, other.cookie);
    const missing = await visitsOf(999999, other.cookie);
    expect(foreign.status).toBe(404);
    expect(withoutRequestId(await foreign.json())).toEqual(withoutRequestId(await missing.json()));
    expect((await visitsOf(project.id)).status).toBe(401);
  });
});
