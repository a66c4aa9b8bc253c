import { afterAll, beforeAll, describe, it } from "vitest";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { attackRoute, type HostileRoute } from "../helpers/hostile";
import { projects } from "../../db/schema";
import { publishSchema } from "../../functions/routes/publishing";

/**
 * The hostile-input suite: every JSON route of the API under malformed, oversized and generated
 * bodies. Routes are listed with the schema they validate with, so the cases come from the schemas.
 */
let t: TestApp;
let cookie: string;
let completedProjectId: number;

beforeAll(async () => {
  t = await createTestApp();
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
];

describe("hostile input", () => {
  for (const route of routes()) {
    it(`${route.name}: never a 5xx, refused bodies change nothing`, async () => {
      await attackRoute(t, route);
    }, 120_000);
  }
});
