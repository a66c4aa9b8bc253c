import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient, errorOf } from "../helpers/api-client";
import { projects, publishedApps } from "../../db/schema";
import { DEFAULT_APP_FEATURES } from "../../core/app-showcase";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

async function project(userId: string, fields: Partial<typeof projects.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(projects)
    .values({
      userId,
      name: "Bloom Studio",
      businessType: "Portfolio",
      basePrice: "24.99",
      serviceFee: "5.00",
      totalPrice: "29.99",
      paymentStatus: "paid",
      status: "completed",
      generatedUrl: "/sites/bloom-studio/",
      ...fields,
    })
    .returning();
  return row!;
}
type PublishBody = InferRequestType<ReturnType<typeof apiClient>["projects"][":id"]["publish"]["$post"]>["json"];
const body: PublishBody = { name: "Bloom Studio", description: "Portfolio of a floral design studio", category: "Portfolio", features: ["Gallery", "Booking"] };
const publish = (id: number | string, payload: PublishBody, cookie?: string) =>
  (cookie ? apiAs(t, cookie) : apiClient(t)).projects[":id"].publish.$post({ param: { id: String(id) }, json: payload });
/** Untyped on purpose: bodies the route's schema refuses, and one that is not JSON (the typed client would not compile or send them). */
const rawPublish = (id: number, payload: unknown, cookie: string) =>
  t.app.request(`/api/projects/${id}/publish`, jsonInit("POST", payload, { Cookie: cookie }));
const showcase = async () => (await (await apiClient(t)["published-apps"].$get({ query: {} })).json()) as Array<Record<string, unknown>>;

describe("POST /api/projects/:id/publish", () => {
  it("publishes a completed project once, and it appears in the showcase", async () => {
    const a = await signedInUser(t);
    const p = await project(a.user.id);
    const res = await publish(p.id, body, a.cookie);
    expect(res.status).toBe(201);
    const app = (await res.json()) as Record<string, unknown>;
    expect(app).toMatchObject({
      name: "Bloom Studio",
      category: "Portfolio",
      features: ["Gallery", "Booking"],
      url: "/sites/bloom-studio/",
      rating: "0.0",
      userCount: 0,
      iconType: "palette",
    });
    expect((await t.db.select().from(projects).where(eq(projects.id, p.id)))[0]!.isPublishedToStore).toBe(true);

    const again = await publish(p.id, body, a.cookie);
    expect(again.status).toBe(409);
    expect(await t.db.select().from(publishedApps).where(eq(publishedApps.projectId, p.id))).toHaveLength(1);

    const list = await showcase();
    const listed = list.find((x) => x.name === "Bloom Studio")!;
    expect(Object.keys(listed).sort()).toEqual([
      "category",
      "color",
      "createdAt",
      "description",
      "features",
      "iconType",
      "id",
      "longDescription",
      "name",
      "rating",
      "url",
      "userCount",
    ]);
    expect(typeof listed.createdAt).toBe("string");
  });

  it("double submit publishes once", async () => {
    const a = await signedInUser(t);
    const p = await project(a.user.id);
    const results = await Promise.all([publish(p.id, body, a.cookie), publish(p.id, body, a.cookie)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("refuses projects that are not completed, not yours, or absent", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const pending = await project(a.user.id, { status: "generating" });
    expect((await publish(pending.id, body, a.cookie)).status).toBe(409);
    const done = await project(a.user.id);
    expect((await publish(done.id, body, b.cookie)).status).toBe(404);
    expect((await publish(done.id, body)).status).toBe(401);
    expect((await publish(424242, body, a.cookie)).status).toBe(404);
  });

  it("validates the payload: required fields, known category, features a list; trims and drops empty features", async () => {
    const a = await signedInUser(t);
    const p = await project(a.user.id);
    const cases: Array<[unknown, string]> = [
      [{ ...body, name: "" }, "App name is required"],
      [{ ...body, name: undefined }, "App name is required"],
      [{ ...body, name: "x".repeat(101) }, "App name must be at most 100 characters"],
      [{ ...body, category: "Casino" }, "Category must be one of"],
      [{ ...body, features: "Gallery, Booking" }, "Features must be a list"],
      [{ ...body, description: 42 }, "Short description is required"],
    ];
    for (const [payload, message] of cases) {
      const res = await rawPublish(p.id, payload, a.cookie);
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.message).toContain(message);
    }
    expect((await rawPublish(p.id, "{not json", a.cookie)).status).toBe(400);
    const ok = await publish(p.id, { ...body, features: [" Gallery ", "", "  "] }, a.cookie);
    expect(((await ok.json()) as { features: string[] }).features).toEqual(["Gallery"]);
  });
});

describe("GET /api/published-apps", () => {
  it("falls back to a globe icon and the default features for odd stored data", async () => {
    const a = await signedInUser(t);
    const p = await project(a.user.id);
    await t.db.insert(publishedApps).values({
      projectId: p.id,
      userId: a.user.id,
      name: "Odd",
      description: "d",
      longDescription: "l",
      url: "/sites/x/",
      category: "Other",
      iconType: "rocket",
      features: "nope" as unknown as string[],
      color: "#000000",
    });
    const list = (await showcase()) as Array<{ name: string; iconType: string; features: string[] }>;
    const odd = list.find((x) => x.name === "Odd")!;
    expect(odd.iconType).toBe("globe");
    expect(odd.features).toEqual([...DEFAULT_APP_FEATURES]);
  });
});
