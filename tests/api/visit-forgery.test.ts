// The red team's forged counts: 150 requests from one address with 150 user agents and spam
// referrers added 150 visits and 10 spam hosts to the owner's stats. A visitor is now counted by
// address too (a few agents per address per half hour), and a referrer seen from one address only
// never reaches the owner's list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, RAISED_API_LIMITS, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";
import { ownerWithSite } from "../helpers/hosted";
import type { VisitStats } from "../../functions/services/sites/visits";
import { VISIT_AGENTS_PER_ADDRESS, VISIT_REPEAT_MS } from "../../core/visits";

let clock = Date.UTC(2026, 4, 12, 12);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp(RAISED_API_LIMITS, { now: () => clock })));
afterAll(() => t.cleanup());

const agent = (i: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + i}.0.${i} Safari/537.36`;
/** Untyped on purpose: the hosted site under /sites/ is a page, not an API route. */
const view = (path: string, headers: Record<string, string>) => t.app.request(path, { headers });
const stats = async (id: number, cookie: string) =>
  (await (await apiAs(t, cookie).projects[":id"].visits.$get({ param: { id: String(id) } })).json()) as VisitStats;

describe("forged visits", () => {
  it("150 user agents from one address with 10 spam referrers add a few visits and no referrer", async () => {
    const { base, project, owner } = await ownerWithSite(t);
    for (let i = 0; i < 150; i++) {
      const res = await view(`${base}/`, { "user-agent": agent(i), "cf-connecting-ip": "203.0.113.9", referer: `https://spam-${i % 10}.example/buy` });
      expect(res.status).toBe(200);
    }
    const s = await stats(project.id, owner.cookie);
    expect(s.totals.visits).toBe(VISIT_AGENTS_PER_ADDRESS);
    expect(s.referrers).toEqual([]);

    // Real visitors from other addresses still count, and a host two of them came through is listed.
    await view(`${base}/`, { "user-agent": agent(1), "cf-connecting-ip": "198.51.100.1", referer: "https://news.example/article" });
    await view(`${base}/`, { "user-agent": agent(2), "cf-connecting-ip": "198.51.100.2", referer: "https://news.example/other" });
    const after = await stats(project.id, owner.cookie);
    expect(after.totals.visits).toBe(VISIT_AGENTS_PER_ADDRESS + 2);
    expect(after.referrers).toEqual([{ host: "news.example", visits: 2 }]);

    // The next half hour, the address counts again, within the same bound.
    clock += VISIT_REPEAT_MS + 1000;
    for (let i = 0; i < 20; i++) await view(`${base}/`, { "user-agent": agent(i + 500), "cf-connecting-ip": "203.0.113.9" });
    expect((await stats(project.id, owner.cookie)).totals.visits).toBe(2 * VISIT_AGENTS_PER_ADDRESS + 2);
  });

  it("several people behind one address (an office) are each counted, up to the bound", async () => {
    const { base, project, owner } = await ownerWithSite(t);
    for (let i = 0; i < 3; i++) await view(`${base}/`, { "user-agent": agent(i), "cf-connecting-ip": "192.0.2.50" });
    expect((await stats(project.id, owner.cookie)).totals.visitors).toBe(3);
  });
});
