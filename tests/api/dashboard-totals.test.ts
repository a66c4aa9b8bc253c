// The dashboard's stat cards (spec section 2) count every project of the owner, not the page the list
// is on: GET /api/projects/summary answers the totals from one aggregate on a covering index.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { projects } from "../../db/schema";
import { GENERATION_STALE_MS } from "../../functions/services/generation/index";
import { LIST_PAGE_DEFAULT, NEXT_CURSOR_HEADER } from "../../core/api-limits";

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.cleanup());

const PROJECTS = 120;
const base = { businessType: "Restaurant", basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99" } as const;

/** 120 projects, 50 to a page: 60 completed and paid, 30 pending, 20 generating (5 of them stale), 10 failed and paid at 10.50. */
function rowsFor(userId: string, now: number) {
  return Array.from({ length: PROJECTS }, (_, i) => {
    const createdAt = new Date(now - i * 1000);
    if (i < 60) return { ...base, userId, name: `Done ${i}`, status: "completed" as const, paymentStatus: "paid" as const, createdAt };
    if (i < 90) return { ...base, userId, name: `Waiting ${i}`, status: "pending" as const, paymentStatus: "pending" as const, createdAt };
    if (i < 110) {
      const stale = i < 95;
      return {
        ...base,
        userId,
        name: `Building ${i}`,
        status: "generating" as const,
        paymentStatus: "pending" as const,
        generationStartedAt: new Date(now - (stale ? GENERATION_STALE_MS + 60_000 : 10_000)),
        createdAt,
      };
    }
    return { ...base, userId, name: `Broken ${i}`, status: "failed" as const, paymentStatus: "paid" as const, totalPrice: "10.50", createdAt };
  });
}

describe("GET /api/projects/summary", () => {
  it("counts all 120 projects while the list answers 50 at a time; another owner's projects are not counted", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const now = Date.now();
    await t.db.insert(projects).values(rowsFor(owner.user.id, now));
    await t.db.insert(projects).values(rowsFor(other.user.id, now).slice(0, 7));
    const api = apiAs(t, owner.cookie).projects;

    const page = await api.$get({ query: {} });
    expect(((await page.json()) as unknown[]).length).toBe(LIST_PAGE_DEFAULT);
    expect(page.headers.get(NEXT_CURSOR_HEADER)).toBeTruthy();

    const res = await api.summary.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(await res.json()).toEqual({
      projects: 120,
      websitesGenerated: 60,
      // 60 x 29.99 + 10 x 10.50
      totalSpentCents: 60 * 2999 + 10 * 1050,
      // 30 pending + 15 generating recently; the 5 stale generations show as failed on their cards
      activeProjects: 45,
    });
  });

  it("is zero for an owner with no projects, and 401 without a session", async () => {
    const owner = await signedInUser(t);
    expect(await (await apiAs(t, owner.cookie).projects.summary.$get()).json()).toEqual({
      projects: 0,
      websitesGenerated: 0,
      totalSpentCents: 0,
      activeProjects: 0,
    });
    expect((await apiClient(t).projects.summary.$get()).status).toBe(401);
  });
});
