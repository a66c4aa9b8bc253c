import { afterAll, beforeAll, describe, it } from "vitest";
import { createTestApp, RAISED_API_LIMITS, signedInUser, type TestApp } from "../helpers/test-app";
import { attackRoute, type HostileRoute } from "../helpers/hostile";
import { projects } from "../../db/schema";
import { publishSchema } from "../../functions/routes/publishing";
import { leadSchema } from "../../functions/routes/leads";
import { buildRoiLeadPayload, ROI_DEFAULTS } from "../../src/lib/roi";

/**
 * The hostile-input suite: every JSON route of the API under malformed, oversized and generated
 * bodies. Routes are listed with the schema they validate with, so the cases come from the schemas.
 */
let t: TestApp;
let cookie: string;
let completedProjectId: number;

beforeAll(async () => {
  // One user sends every generated case: past 100 a minute, the API-wide limit would answer 429.
  t = await createTestApp({ ...RAISED_API_LIMITS });
  const a = await signedInUser(t);
  cookie = a.cookie;
  const [p] = await t.db
    .insert(projects)
    .values({ userId: a.user.id, name: "Target", businessType: "Business", basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99", paymentStatus: "paid", status: "completed", generatedUrl: "/sites/target/" })
    .returning();
  completedProjectId = p!.id;
});
afterAll(() => t.cleanup());

const routes = (): HostileRoute[] => [
  {
    name: "POST /api/projects/:id/publish",
    method: "POST",
    path: () => `/api/projects/${completedProjectId}/publish`,
    headers: () => ({ Cookie: cookie }),
    schema: publishSchema,
    valid: () => ({ name: "Target", description: "A consultancy", category: "Business", features: ["Fast"] }),
  },
  {
    name: "POST /api/leads",
    method: "POST",
    path: () => "/api/leads",
    // A fresh address per request, so the per-address limit does not answer 429 before validation.
    headers: () => ({ "cf-connecting-ip": `198.18.${(leadCaller >> 8) & 255}.${leadCaller++ & 255}` }),
    schema: leadSchema,
    valid: () => ({ ...buildRoiLeadPayload("hostile@example.com", ROI_DEFAULTS) }),
  },
];
let leadCaller = 0;

describe("hostile input", () => {
  for (const route of routes()) {
    it(`${route.name}: never a 5xx, refused bodies change nothing`, async () => {
      await attackRoute(t, route);
    }, 120_000);
  }
});
