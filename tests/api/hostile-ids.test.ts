import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, jsonInit, ORIGIN, signedInUser, type TestApp } from "../helpers/test-app";
import { BODY_ROUTES, dbSnapshot, expectEnvelope, fillPattern, hostileIdSegments } from "../helpers/hostile";
import { generatedSites, projects } from "../../db/schema";

type NewProject = typeof projects.$inferInsert;

/**
 * The hostile-input suite, path parameters: every route pattern with a parameter gets ids that are
 * not ids (negative, zero, 2^64, floats, words, SQL and HTML metacharacters, unicode, 5000
 * characters, broken percent-encoding and fast-check strings): a 400 or 404 envelope, never a 5xx,
 * the database unchanged. And another user's ids: the same 404 as an id that does not exist.
 */
const PASSWORD = "hostile ids password";
let t: TestApp;
let clock = Date.UTC(2026, 10, 21, 9, 0, 0);
let owner: { id: string; cookie: string };
let other: { cookie: string };
let admin: { cookie: string };
let panel: string;
const ids: Record<"completed" | "paidPending" | "unpaid", number> = { completed: 0, paidPending: 0, unpaid: 0 };

async function project(userId: string, fields: Partial<NewProject>) {
  const [p] = await t.db
    .insert(projects)
    .values({ userId, name: "Owned", businessType: "Business", basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99", ...fields })
    .returning();
  return p!.id;
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: PASSWORD, STRIPE_SECRET_KEY: "sk_test_ids" }, { now: () => clock, runJob: () => undefined });
  const a = await signedInUser(t);
  owner = { id: a.user.id, cookie: a.cookie };
  other = await signedInUser(t);
  admin = await signedInUser(t, { role: "admin" });
  ids.completed = await project(owner.id, { paymentStatus: "paid", status: "completed", generatedUrl: "/sites/owned-site/" });
  await t.db
    .insert(generatedSites)
    .values({ projectId: ids.completed, slug: "owned-site", html: "<!doctype html><title>Owned</title>", content: {}, writer: "embedded" });
  ids.paidPending = await project(owner.id, { paymentStatus: "paid" });
  ids.unpaid = await project(owner.id, {});
});
afterAll(() => t.cleanup());
/** Each test an hour later (no quota carries over), with a fresh admin-panel session (they last 8 hours). */
beforeEach(async () => {
  clock += 61 * 60 * 1000;
  const res = await t.app.request("/api/admin/auth", jsonInit("POST", { password: PASSWORD }, { "cf-connecting-ip": "192.0.2.1" }));
  expect(res.status).toBe(200);
  panel = res.headers.get("set-cookie")!.split(";")[0]!;
});

type Caller = "user" | "admin" | "panel" | "none";

/** Every route pattern with a path parameter: who calls it, with what body, and what it answers. */
const ID_ROUTES: Record<string, { caller: Caller; body?: unknown; html?: boolean }> = {
  "GET /api/projects/:id": { caller: "user" },
  "GET /api/projects/:id/status": { caller: "user" },
  "GET /api/projects/:id/download": { caller: "user" },
  "POST /api/projects/:id/generate": { caller: "user", body: {} },
  "POST /api/projects/:id/publish": { caller: "user", body: { name: "App", description: "Short", category: "Business", features: [] } },
  "POST /api/projects/:id/takedown/review": { caller: "user", body: {} },
  "POST /api/invites/:code/accept": { caller: "user" },
  "POST /api/invites/:code/decline": { caller: "user" },
  "PATCH /api/projects/:id/details": { caller: "user", body: { details: { phone: "020 7946 0958" } } },
  "POST /api/admin/templates/:id/active": { caller: "panel", body: { isActive: false } },
  "POST /api/admin/projects/:id/mark-paid": { caller: "panel" },
  "POST /api/admin/users/:userId/role": { caller: "admin", body: { role: "premium" } },
  "POST /api/admin/users/:userId/status": { caller: "admin", body: { status: "suspended" } },
  "GET /api/invites/:code": { caller: "none" },
  "PUT /api/admin/templates/:id": { caller: "panel", body: { name: "T", category: "Other", basePrice: 10 } },
  "DELETE /api/admin/templates/:id": { caller: "panel" },
  "POST /api/admin/projects/:id/undo-mark-paid": { caller: "panel" },
  "POST /api/admin/invites/:id/revoke": { caller: "admin" },
  "POST /api/moderation/published-apps/:id/takedown": { caller: "admin", body: { reason: "spam" } },
  "POST /api/moderation/published-apps/:id/restore": { caller: "admin" },
  "GET /sites/:slug": { caller: "none", html: true },
  "GET /sites/:slug/": { caller: "none", html: true },
  "POST /api/admin/outbox/:id/retry": { caller: "panel" },
  "POST /sites/:slug/contact": { caller: "none", html: true, body: {} },
  "GET /sites/:slug/contact": { caller: "none", html: true },
  "GET /sites/:slug/contact/sent": { caller: "none", html: true },
  "POST /sites/:slug/request/:kind": { caller: "none", html: true, body: {} },
  "GET /sites/:slug/request/:kind": { caller: "none", html: true },
  "GET /sites/:slug/request/:kind/sent": { caller: "none", html: true },
  "POST /api/projects/:id/messages/:messageId/answer": { caller: "user", body: { answer: "confirm" } },
  "GET /api/projects/:id/messages/:messageId/photo": { caller: "user" },
  "GET /api/projects/:id/messages": { caller: "user" },
  "POST /api/projects/:id/messages/:messageId/read": { caller: "user", body: { read: true } },
  "DELETE /api/projects/:id/messages/:messageId": { caller: "user" },
  "GET /api/projects/:id/visits": { caller: "user" },
  "GET /api/projects/:id/domain": { caller: "user" },
  "POST /api/projects/:id/domain": { caller: "user", body: { hostname: "hostile-ids.harbour-bakery.com" } },
  "POST /api/projects/:id/domain/verify": { caller: "user" },
  "DELETE /api/projects/:id/domain": { caller: "user" },
  "GET /sites/:slug/media/:file": { caller: "none" },
  "GET /sites/:slug/sitemap.xml": { caller: "none", html: true },
  "GET /sites/:slug/robots.txt": { caller: "none", html: true },
  "GET /sites/:slug/card.png": { caller: "none", html: true },
  "GET /api/projects/:id/site": { caller: "user" },
  "GET /api/projects/:id/site/versions": { caller: "user" },
  "POST /api/projects/:id/site/versions": { caller: "user", body: { baseVersion: 1, content: {} } },
  "GET /api/projects/:id/site/versions/:number": { caller: "user" },
  "GET /api/projects/:id/site/versions/:number/preview": { caller: "user" },
  "POST /api/projects/:id/site/versions/:number/publish": { caller: "user" },
  "POST /api/projects/:id/site/versions/:number/restore": { caller: "user", body: { baseVersion: 1 } },
  "POST /api/projects/:id/site/regenerate": { caller: "user", body: {} },
  "POST /api/projects/:id/site/live": { caller: "user", body: { live: false } },
  "PUT /api/projects/:id/site/dismissed": { caller: "user", body: { dismissed: ["503-555-0199"] } },
  "GET /api/projects/:id/images": { caller: "user" },
  "POST /api/projects/:id/images": { caller: "user" },
  "DELETE /api/projects/:id/images/:imageId": { caller: "user" },
  "GET /api/projects/:id/photos": { caller: "user" },
  "POST /api/projects/:id/photos": { caller: "user" },
  "GET /api/projects/:id/photos/:file": { caller: "user" },
  "DELETE /api/projects/:id/photos/:photoId": { caller: "user" },
  "PUT /api/projects/:id/listing": { caller: "user", body: { name: "App", description: "Short", category: "Business", features: [] } },
  "GET /api/projects/:id/listing": { caller: "user" },
  "DELETE /api/projects/:id/listing": { caller: "user" },
  "DELETE /api/projects/:id": { caller: "user" },
};

function request(key: string, path: string, cookie?: string) {
  const [method] = key.split(" ");
  const { caller, body } = ID_ROUTES[key]!;
  const auth = cookie ?? { user: owner.cookie, admin: admin.cookie, panel, none: "" }[caller];
  const headers: Record<string, string> = {
    Origin: ORIGIN,
    ...(auth ? { Cookie: auth } : {}),
    "cf-connecting-ip": `192.0.2.${Math.floor(Math.random() * 250) + 2}`,
  };
  if (body === undefined) return t.app.request(path, { method, headers });
  const raw = JSON.stringify(body);
  return t.app.request(path, { method, headers: { ...headers, "Content-Type": "application/json", "Content-Length": String(raw.length) }, body: raw });
}

describe("the suite covers every route", () => {
  it("every route with a path parameter is in ID_ROUTES, and every route with a body is in BODY_ROUTES", () => {
    const keys = [...new Set(t.app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))];
    expect(keys.filter((k) => k.includes(":")).sort()).toEqual(Object.keys(ID_ROUTES).sort());
    expect(keys.filter((k) => !k.startsWith("GET ")).sort()).toEqual([...BODY_ROUTES].sort());
  });
});

describe("hostile ids in the path", () => {
  const segments = hostileIdSegments();
  for (const key of Object.keys(ID_ROUTES)) {
    it(`${key}: ${segments.length} hostile ids, each a 400 or 404 (never a 5xx), the database unchanged`, async () => {
      // A fresh caller per pattern, so an API-wide per-user limit never answers for the route.
      const { caller } = ID_ROUTES[key]!;
      const cookie = caller === "user" || caller === "admin" ? (await signedInUser(t, { role: caller })).cookie : undefined;
      const before = await dbSnapshot(t);
      for (const segment of segments) {
        const path = fillPattern(key.split(" ")[1]!, segment);
        const res = await request(key, path, cookie);
        const context = `${key} as ${path.slice(0, 200)} -> ${res.status}`;
        expect(res.status, context).toBeLessThan(500);
        if (ID_ROUTES[key]!.html && res.headers.get("content-type")?.startsWith("text/html")) {
          expect([301, 404], context).toContain(res.status);
        } else if (res.status === 301) {
          expect(ID_ROUTES[key]!.html, context).toBe(true);
        } else {
          await expectEnvelope(res, context, [400, 404]);
        }
      }
      expect(await dbSnapshot(t), `${key}: hostile ids changed nothing`).toEqual(before);
    });
  }
});

describe("another user's ids: the same 404 as an id that does not exist, nothing changed", () => {
  const projectRoutes = Object.keys(ID_ROUTES).filter((k) => k.includes("/api/projects/:id"));
  for (const key of projectRoutes) {
    it(`${key}`, async () => {
      const pattern = key.split(" ")[1]!;
      const missing = await request(key, fillPattern(pattern, "999999"), other.cookie);
      const missingBody = await expectEnvelope(missing, `${key} with a missing id`, [404]);
      const before = await dbSnapshot(t);
      for (const id of Object.values(ids)) {
        const res = await request(key, fillPattern(pattern, String(id)), other.cookie);
        const body = await expectEnvelope(res, `${key} with another user's project ${id}`, [404]);
        expect(body, "no hint that the project exists").toEqual(missingBody);
      }
      expect(await dbSnapshot(t)).toEqual(before);
    });
  }

  it("POST /api/create-payment-intent with another user's projectId", async () => {
    const send = (projectId: number) => t.app.request("/api/create-payment-intent", jsonInit("POST", { projectId }, { Cookie: other.cookie }));
    const missingBody = await expectEnvelope(await send(999999), "a missing project", [404]);
    const before = await dbSnapshot(t);
    for (const id of Object.values(ids)) expect(await expectEnvelope(await send(id), `another user's project ${id}`, [404])).toEqual(missingBody);
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it("the owner still reaches every one of them (the 404s above are about ownership, not the ids)", async () => {
    for (const id of Object.values(ids)) expect((await request("GET /api/projects/:id", `/api/projects/${id}`)).status).toBe(200);
    expect((await request("GET /api/projects/:id/download", `/api/projects/${ids.completed}/download`)).status).toBe(200);
  });
});

describe("well-formed ids that do not exist: 404 on the admin routes", () => {
  it.each([
    ["POST /api/admin/templates/:id/active", "999999"],
    ["POST /api/admin/projects/:id/mark-paid", "999999"],
    ["POST /api/admin/users/:userId/role", crypto.randomUUID()],
    ["POST /api/admin/users/:userId/status", crypto.randomUUID()],
    ["GET /api/invites/:code", "A".repeat(43)],
  ])("%s with %s", async (key, id) => {
    const before = await dbSnapshot(t);
    await expectEnvelope(await request(key, fillPattern(key.split(" ")[1]!, id)), key, [404]);
    expect(await dbSnapshot(t)).toEqual(before);
  });
});

/** Whether a route pattern (`/api/projects/:id`) matches a concrete path segment by segment. */
function samePath(pattern: string, path: string): boolean {
  const a = pattern.split("/");
  const b = path.split("/");
  return a.length === b.length && a.every((seg, i) => seg.startsWith(":") || seg === b[i]);
}

describe("methods a route does not have", () => {
  it("every route under every other method, with a hostile JSON body: a 404 or 405 envelope (405 names the allowed ones), nothing changed", async () => {
    const registered = t.app.routes.filter((r) => r.method !== "ALL");
    const patterns = [...new Set(registered.map((r) => r.path))];
    const body = `{"id":"1; DROP TABLE projects","__proto__":{"isAdmin":true},"role":"admin"}`;
    const before = await dbSnapshot(t);
    for (const pattern of patterns) {
      clock += 61 * 1000;
      const path = pattern.includes(":") ? fillPattern(pattern, pattern.includes(":slug") ? "owned-site" : String(ids.completed)) : pattern;
      // Every method some registered pattern answers on this path (patterns overlap: /api/projects/status and /api/projects/:id).
      const allowed = new Set(registered.filter((r) => r.path === pattern || samePath(r.path, path)).map((r) => r.method));
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => !allowed.has(m))) {
        const init: RequestInit = { method, headers: { Origin: ORIGIN, Cookie: owner.cookie } };
        if (method !== "GET") init.body = body;
        if (method !== "GET") init.headers = { ...init.headers, "Content-Type": "application/json", "Content-Length": String(body.length) };
        const res = await t.app.request(path, init);
        const context = `${method} ${path}`;
        await expectEnvelope(res, context, [404, 405]);
        if (res.status === 405) expect(res.headers.get("allow")?.split(", ").sort(), context).toEqual([...allowed].sort());
      }
    }
    expect(await dbSnapshot(t)).toEqual(before);
  });
});

describe("signed-out callers", () => {
  const PUBLIC = new Set([
    "POST /api/leads",
    "POST /api/analytics/pageview",
    "POST /api/webhooks/stripe",
    "POST /api/admin/auth",
    "POST /api/admin/logout",
    "POST /api/logout",
    "POST /sites/:slug/contact",
    "POST /sites/:slug/request/:kind",
    "POST /sites/-/answer",
    "POST /api/notify-address/verify",
    "POST /api/leads/confirm",
  ]);
  it("every route that needs a user or the admin panel: 401 before the body is read (malformed or hostile), nothing changed", async () => {
    const before = await dbSnapshot(t);
    for (const key of BODY_ROUTES.filter((k) => !PUBLIC.has(k))) {
      const path = fillPattern(key.split(" ")[1]!, key.includes(":userId") ? owner.id : String(ids.paidPending));
      for (const body of ["{", `{"role":"admin","isActive":true,"projectId":${ids.paidPending}}`]) {
        const res = await t.app.request(path, {
          method: key.split(" ")[0]!,
          headers: { Origin: ORIGIN, "Content-Type": "application/json", "Content-Length": String(body.length) },
          body,
        });
        await expectEnvelope(res, `${key} signed out with ${body}`, [401]);
      }
    }
    expect(await dbSnapshot(t)).toEqual(before);
  });
});
