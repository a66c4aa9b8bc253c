import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InferRequestType } from "hono/client";
import { eq } from "drizzle-orm";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { projects, templates } from "../../db/schema";
import { SEED_TEMPLATES } from "../../core/seed-data";
import { BUSINESS_TYPES } from "../../core/business-types";
import { PROJECT_FIELD_LIMITS } from "../../core/projects";
import type { ProjectAnswer as ProjectDto, ProjectStatusAnswer as ProjectStatusDto } from "../../src/lib/api";
import { markPaid } from "../../functions/services/projects";
import { GENERATION_STALE_MS } from "../../functions/services/generation/index";

let t: TestApp;
let alice: { cookie: string; user: { id: string } };
let bob: { cookie: string; user: { id: string } };

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedInUser(t, { firstName: "Alice" });
  bob = await signedInUser(t, { firstName: "Bob" });
});
afterAll(() => t.cleanup());

const valid = { name: "Harbor Street Bakery", businessType: "Restaurant", description: "Sourdough and coffee", requirements: "Menu page", templateId: null };

type NewProject = InferRequestType<ReturnType<typeof apiClient>["projects"]["$post"]>["json"];

async function create(cookie: string, body: NewProject) {
  return apiAs(t, cookie).projects.$post({ json: body });
}

/** Untyped on purpose: bodies the route's schema refuses (the typed client would not compile them) and a cross-site Origin. */
function rawCreate(cookie: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.request("/api/projects", jsonInit("POST", body, { Cookie: cookie, ...headers }));
}

async function errorOf(res: Response) {
  return ((await res.json()) as { success: false; error: { code: string; message: string } }).error;
}

async function templateBySlug(slug: string) {
  const [row] = await t.db.select().from(templates).where(eq(templates.slug, slug));
  return row!;
}

describe("POST /api/projects: price computed on the server", () => {
  it("no template: default base $24.99 + 20% fee = $29.99, pending and unpaid", async () => {
    const res = await create(alice.cookie, valid);
    expect(res.status).toBe(201);
    const body = (await res.json()) as ProjectDto;
    expect(body).toMatchObject({
      name: "Harbor Street Bakery",
      businessType: "Restaurant",
      description: "Sourdough and coffee",
      requirements: "Menu page",
      templateId: null,
      status: "pending",
      paymentStatus: "pending",
      basePrice: "24.99",
      serviceFee: "5.00",
      totalPrice: "29.99",
      generatedUrl: null,
      isPublishedToStore: false,
      userId: alice.user.id,
    });
    const [row] = await t.db.select().from(projects).where(eq(projects.id, body.id));
    expect(row).toMatchObject({ basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99" });
  });

  it("a template's base price: Harvest Table $39.99 + $8.00 = $47.99", async () => {
    const tpl = await templateBySlug("harvest-table");
    expect(tpl.basePrice).toBe(SEED_TEMPLATES.find((s) => s.slug === "harvest-table")!.basePrice);
    const body = (await (await create(alice.cookie, { ...valid, templateId: tpl.id })).json()) as ProjectDto;
    expect(body).toMatchObject({ templateId: tpl.id, basePrice: "39.99", serviceFee: "8.00", totalPrice: "47.99" });
  });

  it("rounds the fee half up to the cent (10.03 -> 2.006 -> 2.01; 10.02 -> 2.004 -> 2.00)", async () => {
    const [up] = await t.db.insert(templates).values({ slug: "round-up", name: "Round up", category: "Other", basePrice: "10.03" }).returning();
    const [down] = await t.db.insert(templates).values({ slug: "round-down", name: "Round down", category: "Other", basePrice: "10.02" }).returning();
    const a = (await (await create(alice.cookie, { ...valid, templateId: up!.id })).json()) as ProjectDto;
    const b = (await (await create(alice.cookie, { ...valid, templateId: down!.id })).json()) as ProjectDto;
    expect(a).toMatchObject({ basePrice: "10.03", serviceFee: "2.01", totalPrice: "12.04" });
    expect(b).toMatchObject({ basePrice: "10.02", serviceFee: "2.00", totalPrice: "12.02" });
  });

  it("ignores any price the client sends", async () => {
    const body = (await (await rawCreate(alice.cookie, { ...valid, totalPrice: "0.01", basePrice: "0.01", serviceFee: "0" })).json()) as ProjectDto;
    expect(body.totalPrice).toBe("29.99");
  });

  it("blank description and requirements are stored as null; the name is trimmed", async () => {
    const body = (await (await create(alice.cookie, { name: "  Trimmed  ", businessType: "Other", description: "  ", requirements: "" })).json()) as ProjectDto;
    expect(body).toMatchObject({ name: "Trimmed", description: null, requirements: null, templateId: null });
  });
});

describe("POST /api/projects: validation", () => {
  const cases: [string, unknown, string][] = [
    ["missing name", { ...valid, name: undefined }, "Project name is required"],
    ["empty name", { ...valid, name: "" }, "Project name is required"],
    ["whitespace name", { ...valid, name: "   " }, "Project name is required"],
    ["name over 100 characters", { ...valid, name: "x".repeat(PROJECT_FIELD_LIMITS.name + 1) }, "Project name must be at most 100 characters"],
    ["missing businessType", { ...valid, businessType: undefined }, "Business type is required"],
    ["empty businessType", { ...valid, businessType: "" }, "Business type is required"],
    ["unknown businessType", { ...valid, businessType: "Casino" }, "Business type must be one of the listed types"],
    ["a label instead of the stored value", { ...valid, businessType: "E-commerce Store" }, "Business type must be one of the listed types"],
    ["description over 5000", { ...valid, description: "d".repeat(PROJECT_FIELD_LIMITS.description + 1) }, "Description must be at most 5000 characters"],
    ["requirements over 5000", { ...valid, requirements: "r".repeat(PROJECT_FIELD_LIMITS.requirements + 1) }, "Requirements must be at most 5000 characters"],
    ["templateId as a string", { ...valid, templateId: "1" }, "templateId must be an integer or null"],
    ["templateId fractional", { ...valid, templateId: 1.5 }, "templateId must be an integer or null"],
    ["templateId that does not exist", { ...valid, templateId: 999999 }, "The chosen template does not exist or is no longer available"],
  ];
  for (const [label, body, message] of cases) {
    it(`${label}: 400 VALIDATION_ERROR '${message}'`, async () => {
      const res = await rawCreate(alice.cookie, body);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ code: "VALIDATION_ERROR", message, requestId: expect.any(String) });
    });
  }

  it("the name at exactly 100 characters and each listed business type are accepted", async () => {
    const dana = await signedInUser(t);
    for (const businessType of BUSINESS_TYPES) {
      const res = await create(dana.cookie, { name: "n".repeat(PROJECT_FIELD_LIMITS.name), businessType });
      expect(res.status).toBe(201);
    }
  });

  it("an inactive template is refused", async () => {
    const [inactive] = await t.db
      .insert(templates)
      .values({ slug: "retired", name: "Retired", category: "Other", basePrice: "19.00", isActive: false })
      .returning();
    const res = await create(alice.cookie, { ...valid, templateId: inactive!.id });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/no longer available/);
  });

  it("signed out: 401; pending account: 403; no origin from another site: 403", async () => {
    expect((await apiClient(t).projects.$post({ json: valid })).status).toBe(401);
    const pending = await signedInUser(t, { status: "pending" });
    const res = await create(pending.cookie, valid);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toMatch(/pending activation/);
    const crossSite = await rawCreate(alice.cookie, valid, { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
  });
});

describe("reading projects: the owner's only", () => {
  let aliceProject: ProjectDto;
  beforeAll(async () => {
    aliceProject = (await (await create(alice.cookie, { ...valid, name: "Alice's own" })).json()) as ProjectDto;
  });

  it("GET /api/projects lists the caller's projects, newest first", async () => {
    const carol = await signedInUser(t);
    const first = (await (await create(carol.cookie, { ...valid, name: "First" })).json()) as ProjectDto;
    const second = (await (await create(carol.cookie, { ...valid, name: "Second" })).json()) as ProjectDto;
    const list = (await (await apiAs(t, carol.cookie).projects.$get({ query: {} })).json()) as ProjectDto[];
    expect(list.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(list.every((p) => p.userId === carol.user.id)).toBe(true);
  });

  it("GET /api/projects/:id and /status for the owner", async () => {
    const one = await apiAs(t, alice.cookie).projects[":id"].$get({ param: { id: String(aliceProject.id) } });
    expect(one.status).toBe(200);
    expect(((await one.json()) as ProjectDto).name).toBe("Alice's own");
    const status = await apiAs(t, alice.cookie).projects[":id"].status.$get({ param: { id: String(aliceProject.id) } });
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ status: "pending", paymentStatus: "pending", generatedUrl: null } satisfies ProjectStatusDto);
  });

  it("IDOR: Bob gets 404 for Alice's project, its status, and never sees it listed", async () => {
    const asBob = apiAs(t, bob.cookie).projects[":id"];
    const param = { id: String(aliceProject.id) };
    for (const res of [await asBob.$get({ param }), await asBob.status.$get({ param })]) {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "NOT_FOUND", message: "Project not found", requestId: expect.any(String) });
    }
    const list = (await (await apiAs(t, bob.cookie).projects.$get({ query: {} })).json()) as ProjectDto[];
    expect(list.map((p) => p.id)).not.toContain(aliceProject.id);
  });

  it("a missing id is 404, a malformed one 400; signed out is 401", async () => {
    const asAlice = apiAs(t, alice.cookie).projects[":id"];
    expect((await asAlice.$get({ param: { id: "999999" } })).status).toBe(404);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999999999999"]) {
      expect((await asAlice.$get({ param: { id } })).status).toBe(400);
      expect((await asAlice.status.$get({ param: { id } })).status).toBe(400);
    }
    expect((await apiClient(t).projects.$get({ query: {} })).status).toBe(401);
    expect((await apiClient(t).projects[":id"].status.$get({ param: { id: String(aliceProject.id) } })).status).toBe(401);
  });
});

describe("payment and generation as the owner reads them", () => {
  let erin: { cookie: string };
  beforeAll(async () => {
    erin = await signedInUser(t);
  });

  it("markPaid records a payment once", async () => {
    const p = (await (await create(erin.cookie, valid)).json()) as ProjectDto;
    expect(await markPaid(t.db, { projectId: p.id, via: "stripe", paymentIntentId: "pi_1" })).toMatchObject({ paymentStatus: "paid", paidVia: "stripe" });
    expect(await markPaid(t.db, { projectId: p.id, via: "admin:panel" })).toBeNull();
    const [row] = await t.db.select().from(projects).where(eq(projects.id, p.id));
    expect(row).toMatchObject({ paidVia: "stripe", paymentIntentId: "pi_1" });
  });

  it("a generation that died with its process reads as failed (so the dashboard offers Try Again)", async () => {
    const p = (await (await create(erin.cookie, valid)).json()) as ProjectDto;
    const status = async () => (await (await apiAs(t, erin.cookie).projects[":id"].status.$get({ param: { id: String(p.id) } })).json()) as ProjectStatusDto;
    await t.db
      .update(projects)
      .set({ paymentStatus: "paid", status: "generating", generationStartedAt: new Date(Date.now() - 1000) })
      .where(eq(projects.id, p.id));
    expect((await status()).status).toBe("generating");
    await t.db
      .update(projects)
      .set({ generationStartedAt: new Date(Date.now() - GENERATION_STALE_MS - 1000) })
      .where(eq(projects.id, p.id));
    expect(await status()).toEqual({ status: "failed", paymentStatus: "paid", generatedUrl: null });
    const list = (await (await apiAs(t, erin.cookie).projects.$get({ query: {} })).json()) as ProjectDto[];
    expect(list.find((x) => x.id === p.id)?.status).toBe("failed");
  });
});

describe("business details (optional intake)", () => {
  const details = {
    phone: "(512) 555-0187",
    email: "joe@hernandezplumbing.com",
    address: "1204 E 6th Street",
    city: "Austin",
    hours: [
      { days: ["mon", "tue", "wed", "thu", "fri"], time: "7am-7pm" },
      { days: ["sun"], closed: true },
    ],
    offerings: [
      { name: "Drain cleaning", price: "$150" },
      { name: "Water heater install", price: "1,250", note: "parts included" },
    ],
    currency: "usd",
    language: "en",
    social: [{ network: "instagram", url: "https://www.instagram.com/hernandezplumbing" }],
  } satisfies NewProject["details"];

  it("are validated, stored exactly as typed and returned by the DTO", async () => {
    const res = await create(alice.cookie, { ...valid, details });
    expect(res.status).toBe(201);
    const body = (await res.json()) as ProjectDto;
    expect(body.details).toEqual({
      ...details,
      currency: "USD",
      hours: [
        { ...details.hours[0], closed: false },
        { days: ["sun"], closed: true },
      ],
    });
    expect(body.unbuilt).toEqual([]);
    expect(body.generationNote).toBeNull();
    const read = (await (await apiAs(t, alice.cookie).projects[":id"].$get({ param: { id: String(body.id) } })).json()) as ProjectDto;
    expect(read.details?.phone).toBe("(512) 555-0187");
  });

  it("are optional: none, null and all-empty store as null", async () => {
    for (const extra of [{}, { details: null }, { details: { phone: "", email: "", offerings: [] } }]) {
      const body = (await (await create(alice.cookie, { ...valid, ...extra })).json()) as ProjectDto;
      expect(body.details).toBeNull();
    }
  });

  it.each([
    ["a bad email", { email: "not-an-email" }],
    ["hours without a time or closed", { hours: [{ days: ["mon"] }] }],
    ["an unknown day", { hours: [{ days: ["funday"], time: "9-5" }] }],
    ["an offering without a name", { offerings: [{ name: "", price: "$5" }] }],
    ["a currency that is not a code", { currency: "dollars" }],
    ["an unsupported language", { language: "xx" }],
    ["a javascript: social link", { social: [{ network: "instagram", url: "javascript:alert(1)" }] }],
    ["a phone longer than 40", { phone: "1".repeat(41) }],
    ["not an object", "call me"],
  ])("%s: 400 VALIDATION_ERROR", async (_label, bad) => {
    const res = await rawCreate(alice.cookie, { ...valid, details: bad });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("VALIDATION_ERROR");
  });

  it("PATCH /api/projects/:id/details replaces them; only the owner may", async () => {
    const body = (await (await create(alice.cookie, valid)).json()) as ProjectDto;
    const patch = (cookie: string, payload: InferRequestType<ReturnType<typeof apiClient>["projects"][":id"]["details"]["$patch"]>["json"]) =>
      apiAs(t, cookie).projects[":id"].details.$patch({ param: { id: String(body.id) }, json: payload });
    const res = await patch(alice.cookie, { details: { phone: "020 7946 0958" } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ProjectDto).details).toEqual({ phone: "020 7946 0958" });
    expect((await patch(bob.cookie, { details: { phone: "1" } })).status).toBe(404);
    expect((await patch(alice.cookie, { details: { email: "nope" } })).status).toBe(400);
    const cleared = await patch(alice.cookie, { details: null });
    expect(((await cleared.json()) as ProjectDto).details).toBeNull();
  });
});

describe("creation is rate limited per user", () => {
  it("the 31st project in an hour gets 429 with the rate-limit headers", async () => {
    const frank = await signedInUser(t);
    for (let i = 0; i < 30; i++) expect((await create(frank.cookie, valid)).status).toBe(201);
    const res = await create(frank.cookie, valid);
    expect(res.status).toBe(429);
    expect(res.headers.get("X-RateLimit-Limit")).toBe("30");
    expect((await errorOf(res)).code).toBe("RATE_LIMITED");
  });
});
