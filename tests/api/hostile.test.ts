import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { eq, inArray } from "drizzle-orm";
import { createTestApp, jsonInit, RAISED_API_LIMITS, signedInUser, type TestApp } from "../helpers/test-app";
import { addressKey, attackRoute, NASTY_STRINGS, type HostileRoute } from "../helpers/hostile";
import { generatedSites, projects } from "../../db/schema";

type NewProject = typeof projects.$inferInsert;
import { createProjectSchema, updateDetailsSchema } from "../../functions/routes/projects/own";
import { generateSchema } from "../../functions/routes/projects/generation";
import { publishSchema } from "../../functions/routes/projects/publishing";
import { paymentIntentSchema } from "../../functions/routes/payments";
import { leadSchema, LEADS_RATE_LIMIT } from "../../functions/routes/leads";
import { pageViewSchema, PAGE_VIEW_RATE_LIMIT } from "../../functions/routes/analytics";
import { hitRateLimit } from "../../functions/services/rate-limit/index";
import type { PaymentIntentLike, StripeClient } from "../../functions/services/payments";
import { GENERATIONS_PER_HOUR } from "../../core/api-limits";
import { buildRoiLeadPayload, ROI_DEFAULTS } from "../../core/roi";

/**
 * The hostile-input suite, user routes: every JSON route a signed-in user (or a visitor) calls, under
 * malformed, oversized and generated bodies. Each route is attacked by its own fresh user, and the
 * injected clock moves on an hour between routes, so no quota of one attack spills into the next.
 */
let t: TestApp;
let clock = Date.UTC(2026, 10, 21, 9, 0, 0);
const jobs: Promise<unknown>[] = [];

/** Stripe at its boundary: answers like the API for the two calls we make. */
const stripe = (): StripeClient => ({
  paymentIntents: {
    async create(params) {
      const id = `pi_hostile_${crypto.randomUUID().slice(0, 8)}`;
      return {
        id,
        client_secret: `${id}_secret`,
        amount: params.amount,
        currency: params.currency,
        status: "requires_payment_method",
        metadata: params.metadata as Record<string, string>,
      } satisfies PaymentIntentLike;
    },
    async retrieve() {
      throw new Error("No such payment_intent");
    },
  },
});

beforeAll(async () => {
  // The API-wide per-minute limit is not under test here (the clock stands still, so every request of a user shares one window).
  t = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_hostile", ...RAISED_API_LIMITS }, { now: () => clock, runJob: (job) => jobs.push(job()), stripe });
});
afterAll(async () => {
  await Promise.all(jobs);
  t.cleanup();
});
beforeEach(() => {
  clock += 61 * 60 * 1000;
});

async function project(userId: string, fields: Partial<NewProject> = {}) {
  const [p] = await t.db
    .insert(projects)
    .values({
      userId,
      name: "Target",
      businessType: "Business",
      basePrice: "24.99",
      serviceFee: "5.00",
      totalPrice: "29.99",
      paymentStatus: "pending",
      status: "pending",
      ...fields,
    })
    .returning();
  return p!;
}

/** Spends `bucket`'s quota for `key` in the current window, as that many requests would. */
const exhaust = (bucket: string, key: string, limit: number, windowMs: number) => async () => {
  await hitRateLimit(t.db, { bucket, key, limit, windowMs, cost: limit, now: clock });
};

describe("hostile input: user routes", () => {
  it("POST /api/projects: never a 5xx, refused bodies change nothing, validation before the quota", async () => {
    const { user, cookie } = await signedInUser(t);
    const route: HostileRoute = {
      name: "POST /api/projects",
      method: "POST",
      path: () => "/api/projects",
      headers: () => ({ Cookie: cookie }),
      schema: createProjectSchema,
      valid: () => ({ name: "Hostile Bakery", businessType: "Restaurant", description: "Bread", requirements: "A menu", templateId: null }),
      okStatuses: [429],
      exhaustQuota: exhaust("project-create", user.id, 30, 60 * 60 * 1000),
    };
    await attackRoute(t, route);
  });

  it("POST /api/projects/:id/generate: never a 5xx, refused bodies change nothing, validation before the quota", async () => {
    const { user, cookie } = await signedInUser(t);
    const target = await project(user.id, { paymentStatus: "paid" });
    const route: HostileRoute = {
      name: "POST /api/projects/:id/generate",
      method: "POST",
      path: () => `/api/projects/${target.id}/generate`,
      headers: () => ({ Cookie: cookie }),
      schema: generateSchema,
      valid: () => ({ customRequirements: "Add a section for gluten-free bakes" }),
      // The first valid body claims the project; later ones are 409, and the hourly limit may answer 429.
      okStatuses: [409, 429],
      settle: () => Promise.all(jobs),
      exhaustQuota: exhaust("generate", user.id, GENERATIONS_PER_HOUR, 60 * 60 * 1000),
    };
    await attackRoute(t, route);
  });

  it("POST /api/projects with business details: never a 5xx, refused bodies change nothing", async () => {
    const { cookie } = await signedInUser(t);
    await attackRoute(t, {
      name: "POST /api/projects (details)",
      method: "POST",
      path: () => "/api/projects",
      headers: () => ({ Cookie: cookie }),
      schema: createProjectSchema,
      valid: () => ({
        name: "Hostile Bakery",
        businessType: "Restaurant",
        templateId: null,
        details: { phone: "(512) 555-0187", hours: [{ days: ["mon"], time: "8-6" }], offerings: [{ name: "Loaf", price: "5" }], currency: "USD" },
      }),
    });
  });

  it("PATCH /api/projects/:id/details: never a 5xx, refused bodies change nothing", async () => {
    const { user, cookie } = await signedInUser(t);
    const target = await project(user.id);
    await attackRoute(t, {
      name: "PATCH /api/projects/:id/details",
      method: "PATCH",
      path: () => `/api/projects/${target.id}/details`,
      headers: () => ({ Cookie: cookie }),
      schema: updateDetailsSchema,
      valid: () => ({ details: { phone: "020 7946 0958", language: "fr", social: [{ network: "instagram", url: "https://www.instagram.com/x" }] } }),
    });
  });

  it("POST /api/projects/:id/publish: never a 5xx, refused bodies change nothing", async () => {
    const { user, cookie } = await signedInUser(t);
    const target = await project(user.id, { paymentStatus: "paid", status: "completed", generatedUrl: "/sites/target/" });
    await attackRoute(t, {
      name: "POST /api/projects/:id/publish",
      method: "POST",
      path: () => `/api/projects/${target.id}/publish`,
      headers: () => ({ Cookie: cookie }),
      schema: publishSchema,
      valid: () => ({ name: "Target", description: "A consultancy", category: "Business", features: ["Fast", "Friendly"] }),
    });
  });

  it("POST /api/create-payment-intent: never a 5xx, refused bodies change nothing, validation before the quota", async () => {
    const { user, cookie } = await signedInUser(t);
    const target = await project(user.id);
    await attackRoute(t, {
      name: "POST /api/create-payment-intent",
      method: "POST",
      path: () => "/api/create-payment-intent",
      headers: () => ({ Cookie: cookie }),
      schema: paymentIntentSchema,
      valid: () => ({ projectId: target.id }),
      // A schema-valid id that is not this user's project is 404.
      okStatuses: [404, 429],
      exhaustQuota: exhaust("payment-intent", user.id, 30, 60 * 60 * 1000),
    });
  });

  it("POST /api/leads: never a 5xx, refused bodies change nothing, validation before the per-address quota", async () => {
    const ip = "198.18.0.7";
    await attackRoute(t, {
      name: "POST /api/leads",
      method: "POST",
      path: () => "/api/leads",
      headers: () => ({ "cf-connecting-ip": ip }),
      schema: leadSchema,
      valid: () => ({ ...buildRoiLeadPayload("hostile@example.com", ROI_DEFAULTS) }),
      okStatuses: [429],
      exhaustQuota: exhaust("leads", addressKey(t, ip, clock), LEADS_RATE_LIMIT.limit, LEADS_RATE_LIMIT.windowMs),
    });
  });
});

describe("POST /api/analytics/pageview", () => {
  it("never a 5xx, refused bodies change nothing, validation before the per-address quota", async () => {
    const ip = "198.18.0.8";
    await attackRoute(t, {
      name: "POST /api/analytics/pageview",
      method: "POST",
      path: () => "/api/analytics/pageview",
      headers: () => ({
        "cf-connecting-ip": ip,
        "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36",
      }),
      schema: pageViewSchema,
      valid: () => ({ path: "/pricing", referrerHost: "www.example.com" }),
      okStatuses: [429],
      exhaustQuota: exhaust("pageview", addressKey(t, ip, clock), PAGE_VIEW_RATE_LIMIT.limit, PAGE_VIEW_RATE_LIMIT.windowMs),
    });
  });
});

describe("generation with hostile customRequirements", () => {
  it("every accepted customRequirements (metacharacters, unicode, control characters) yields a completed site, never a failed job", async () => {
    const { user, cookie } = await signedInUser(t);
    const samples = fc.sample(fc.oneof(fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length <= 2000)), fc.string({ unit: "binary", maxLength: 300 })), {
      numRuns: GENERATIONS_PER_HOUR,
      seed: 7,
    });
    const ids: number[] = [];
    for (const customRequirements of samples) {
      const p = await project(user.id, { paymentStatus: "paid", name: "Hostile Requirements" });
      ids.push(p.id);
      const res = await t.app.request(`/api/projects/${p.id}/generate`, jsonInit("POST", { customRequirements }, { Cookie: cookie }));
      expect(res.status, JSON.stringify(customRequirements)).toBe(202);
    }
    await Promise.all(jobs);
    const rows = await t.db.select({ status: projects.status }).from(projects).where(inArray(projects.id, ids));
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => "completed"));
  });

  it("customRequirements reach the generator (regression: the documented body was ignored)", async () => {
    const { user, cookie } = await signedInUser(t);
    const p = await project(user.id, { paymentStatus: "paid", name: "Crumb Corner" });
    const res = await t.app.request(
      `/api/projects/${p.id}/generate`,
      jsonInit("POST", { customRequirements: "Sourdough masterclass $45" }, { Cookie: cookie }),
    );
    expect(res.status).toBe(202);
    await Promise.all(jobs);
    const [site] = await t.db.select({ html: generatedSites.html }).from(generatedSites).where(eq(generatedSites.projectId, p.id));
    // A request with a typed fact is built (an offering with its price, as typed); see the unit tests for the rest.
    expect(site?.html).toMatch(/Sourdough masterclass/i);
    expect(site?.html).toContain("$45");
    // Without a body (what the dashboard sends), generation still starts.
    const q = await project(user.id, { paymentStatus: "paid" });
    expect(
      (await t.app.request(`/api/projects/${q.id}/generate`, { method: "POST", headers: { Cookie: cookie, Origin: "http://localhost:4321" } })).status,
    ).toBe(202);
  });
});
