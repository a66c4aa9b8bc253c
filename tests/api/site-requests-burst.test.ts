import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { formPost, formToken, ownerWithSite } from "../helpers/hosted";
import { outbox, siteMessages } from "../../db/schema";
import { CONTACT_HELD_PER_ADDRESS, CONTACT_MAIL_PER_SITE, CONTACT_MIN_FILL_MS, CONTACT_PER_ADDRESS } from "../../functions/services/sites/hosted";

/**
 * A burst of 1,000 booking requests to one site from many addresses: nothing fails, the site's page
 * and /api/health keep answering during it, the owner gets at most the day's mail cap of notices,
 * the rest are kept as held, and past the per-address limits the rest are refused with the text kept.
 */
let clock = Date.UTC(2026, 2, 2, 9);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({}, { now: () => clock })));
afterAll(() => t.cleanup());

describe("a burst of 1,000 requests to one site", () => {
  it("keeps the site and /api/health answering, stores within the limits, and mails the owner at most the day's cap", async () => {
    const content = {
      facts: { phones: [], emails: [], social: [], places: [], team: [], hours: [] },
      settings: { contactForm: true, requests: { booking: { on: true } } },
    };
    const { base, project } = await ownerWithSite(t, { content });
    const token = formToken(await (await t.app.request(`${base}/`)).text());
    clock += CONTACT_MIN_FILL_MS;
    const statuses: Record<number, number> = {};
    const probes: number[] = [];
    const post = (i: number) =>
      Promise.resolve(
        t.app.request(
          `${base}/request/booking`,
          // 200 addresses, 5 requests each: the per-address limit (5 per 10 minutes) is reached by every one.
          formPost(
            { name: `Visitor ${i}`, email: `v${i}@example.com`, date: "2026-03-20", time: "10:00", t: token },
            { "cf-connecting-ip": `10.99.${i % 200}.1` },
          ),
        ),
      ).then((r) => void (statuses[r.status] = (statuses[r.status] ?? 0) + 1));
    for (let batch = 0; batch < 1000; batch += 50) {
      const probe = Promise.all([t.app.request(`${base}/`), t.app.request("/api/health")]).then((rs) => probes.push(...rs.map((r) => r.status)));
      await Promise.all([...Array.from({ length: 50 }, (_, k) => post(batch + k)), probe]);
    }
    expect(
      Object.keys(statuses).every((s) => s === "303" || s === "429"),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(probes.every((s) => s === 200)).toBe(true);
    expect(probes).toHaveLength(40);
    const stored = await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id));
    expect(stored.length).toBe(statuses[303]);
    expect(stored.length).toBeLessThanOrEqual(200 * Math.min(CONTACT_PER_ADDRESS.limit, CONTACT_HELD_PER_ADDRESS.limit));
    const mailed = stored.filter((m) => m.heldAt === null).length;
    expect(mailed).toBe(CONTACT_MAIL_PER_SITE.limit);
    expect(stored.length - mailed).toBeGreaterThan(0);
    const notices = await t.db.select().from(outbox).where(eq(outbox.kind, "site_request"));
    expect(notices).toHaveLength(CONTACT_MAIL_PER_SITE.limit);
    // No mail to any visitor: only the owner's action sends one.
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, "request_answer"))).toHaveLength(0);
  }, 120_000);
});
