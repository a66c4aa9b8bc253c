import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient, errorOf } from "../helpers/api-client";
import { adminSessions, leads, projects, templates } from "../../db/schema";
import { checkStartupConfig, DEV_ADMIN_PASSWORD, loadConfig } from "../../functions/config";
import { ADMIN_SESSION_MS, passwordMatches } from "../../functions/services/admin";
import { SEED_TEMPLATES } from "../../core/seed-data";
import type { ProjectAnswer as ProjectDto } from "../../src/lib/api";

const PASSWORD = "correct horse battery staple";

let t: TestApp;
let clock = Date.now();
let ipCounter = 0;
/** Each test signs in from its own address unless it is testing the throttle. */
const freshIp = () => `203.0.113.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: PASSWORD }, { now: () => clock });
});
afterAll(() => t.cleanup());

async function signIn(password: string, ip = freshIp()) {
  return apiClient(t, { "cf-connecting-ip": ip }).admin.auth.$post({ json: { password } });
}

async function adminCookie(): Promise<string> {
  const res = await signIn(PASSWORD);
  expect(res.status).toBe(200);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

/** The typed client, signed in with `cookie` when given. */
const api = (cookie?: string) => (cookie ? apiAs(t, cookie) : apiClient(t));
const id = (n: number | string) => ({ id: String(n) });
/** Untyped on purpose: bodies the route's schema refuses (missing or mistyped fields, unknown keys: the typed client would not compile them). */
const rawPost = (path: string, body: unknown, cookie?: string) => t.app.request(path, jsonInit("POST", body, cookie ? { Cookie: cookie } : {}));

const PANEL_ROUTES: [string, () => Promise<Response>][] = [
  ["GET /api/admin/overview", () => api().admin.overview.$get()],
  ["GET /api/admin/payments", () => api().admin.payments.$get()],
  ["GET /api/admin/templates", () => api().admin.templates.$get()],
  ["POST /api/admin/templates", () => api().admin.templates.$post({ json: { name: "X", category: "Other", basePrice: 10 } })],
  ["POST /api/admin/templates/1/active", () => api().admin.templates[":id"].active.$post({ param: id(1), json: { isActive: false } })],
  ["GET /api/admin/projects", () => api().admin.projects.$get({ query: {} })],
  ["POST /api/admin/projects/1/mark-paid", () => api().admin.projects[":id"]["mark-paid"].$post({ param: id(1) })],
  ["GET /api/admin/leads", () => api().admin.leads.$get({ query: {} })],
  ["GET /api/admin/leads?format=csv", () => api().admin.leads.$get({ query: { format: "csv" } })],
];

describe("POST /api/admin/auth", () => {
  it("the right password: 200 and an HttpOnly, SameSite=Strict admin cookie scoped to /api/admin, stored hashed", async () => {
    const res = await signIn(PASSWORD);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ authenticated: true });
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^lumen_admin=[a-z2-7]{32};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/admin/);
    expect(cookie).toMatch(/Max-Age=28800/);
    const token = cookie.split(";")[0]!.split("=")[1]!;
    const rows = await t.db.select().from(adminSessions);
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("a wrong password: 401 'Invalid password' and no cookie", async () => {
    const res = await signIn("wrong");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: { code: "UNAUTHORIZED", message: "Invalid password", requestId: expect.any(String) } });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("a missing or empty password: 400 'Password is required'", async () => {
    for (const body of [{}, { password: "" }]) {
      const res = await rawPost("/api/admin/auth", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Password is required");
    }
  });

  it("never takes the password from the URL", async () => {
    // Untyped on purpose: a query the route does not take.
    const res = await t.app.request(`/api/admin/overview?password=${encodeURIComponent(PASSWORD)}`);
    expect(res.status).toBe(401);
  });

  it("throttles failures per address: 5 wrong guesses, then 429 even for the right password; other addresses unaffected", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await signIn(`guess-${i}`, ip)).status).toBe(401);
    const blocked = await signIn(PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect((await errorOf(blocked)).code).toBe("RATE_LIMITED");
    expect(blocked.headers.get("X-RateLimit-Limit")).toBe("5");
    expect(blocked.headers.get("Retry-After")).not.toBeNull();
    expect((await signIn(PASSWORD)).status).toBe(200);
    // The window passes: the address may try again.
    clock += 16 * 60 * 1000;
    expect((await signIn(PASSWORD, ip)).status).toBe(200);
  });

  it("successful sign-ins are not counted against the address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 8; i++) expect((await signIn(PASSWORD, ip)).status).toBe(200);
  });
});

describe("the panel's routes", () => {
  it("without a cookie: 401 'Unauthorized' on every route", async () => {
    for (const [route, call] of PANEL_ROUTES) {
      const res = await call();
      expect(res.status, route).toBe(401);
      expect(await res.json()).toEqual({ success: false, error: { code: "UNAUTHORIZED", message: "Unauthorized", requestId: expect.any(String) } });
    }
  });

  it("a forged cookie, or a signed-in admin USER without the panel cookie: 401", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    for (const cookie of ["lumen_admin=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "lumen_admin=../../etc", admin.cookie]) {
      expect((await api(cookie).admin.overview.$get()).status).toBe(401);
    }
  });

  it("the session ends after 8 hours and at logout", async () => {
    const cookie = await adminCookie();
    expect((await api(cookie).admin.overview.$get()).status).toBe(200);
    clock += ADMIN_SESSION_MS + 1000;
    expect((await api(cookie).admin.overview.$get()).status).toBe(401);
    const again = await adminCookie();
    expect(((await (await api(again).admin.session.$get()).json()) as { authenticated: boolean }).authenticated).toBe(true);
    const out = await api(again).admin.logout.$post();
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/lumen_admin=;.*Path=\/api\/admin/);
    expect((await api(again).admin.overview.$get()).status).toBe(401);
    expect(((await (await api(again).admin.session.$get()).json()) as { authenticated: boolean }).authenticated).toBe(false);
  });

  it("writes from another site are refused even with the cookie", async () => {
    const cookie = await adminCookie();
    // Untyped on purpose: a cross-site Origin.
    const res = await t.app.request(
      "/api/admin/templates",
      jsonInit("POST", { name: "Evil", category: "Other", basePrice: 1 }, { Cookie: cookie, Origin: "https://evil.example" }),
    );
    expect(res.status).toBe(403);
  });
});

describe("overview, projects and mark-paid", () => {
  it("counts templates and projects; revenue is the exact sum of paid totals; mark-paid records who and when", async () => {
    const cookie = await adminCookie();
    const owner = await signedInUser(t, { email: "owner@example.com" });
    const made: ProjectDto[] = [];
    for (const templateId of [null, null, null]) {
      const res = await api(owner.cookie).projects.$post({ json: { name: "Paid site", businessType: "Portfolio", templateId } });
      made.push((await res.json()) as ProjectDto);
    }
    const before = (await (await api(cookie).admin.overview.$get()).json()) as { totalTemplates: number; totalProjects: number; revenue: string };
    expect(before.totalTemplates).toBe((await t.db.select().from(templates)).length);
    expect(before.totalProjects).toBe((await t.db.select().from(projects)).length);

    const list = (await (await api(cookie).admin.projects.$get({ query: {} })).json()) as Array<Record<string, unknown>>;
    expect(list[0]).toMatchObject({
      id: made[2]!.id,
      name: "Paid site",
      businessType: "Portfolio",
      userId: owner.user.id,
      userEmail: "owner@example.com",
      status: "pending",
      paymentStatus: "pending",
      totalPrice: "29.99",
    });

    const paidAt = clock;
    for (const p of made) {
      const res = await api(cookie).admin.projects[":id"]["mark-paid"].$post({ param: id(p.id) });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ paymentStatus: "paid", paidVia: "admin:panel", paidAt: new Date(paidAt).toISOString() });
    }
    const after = (await (await api(cookie).admin.overview.$get()).json()) as { revenue: string };
    // 3 x 29.99 = 89.97 exactly (floating point would give 89.97000000000001).
    const delta = Math.round(Number(after.revenue) * 100) - Math.round(Number(before.revenue) * 100);
    expect(delta).toBe(8997);
    expect(after.revenue).toMatch(/^\d+\.\d{2}$/);

    const again = await api(cookie).admin.projects[":id"]["mark-paid"].$post({ param: id(made[0]!.id) });
    expect(again.status).toBe(409);
    expect((await api(cookie).admin.projects[":id"]["mark-paid"].$post({ param: id(987654) })).status).toBe(404);

    const status = await api(owner.cookie).projects[":id"].status.$get({ param: id(made[0]!.id) });
    expect(await status.json()).toMatchObject({ status: "pending", paymentStatus: "paid" });
  });

  it("mark-paid by an admin who is also signed in records their user id", async () => {
    const cookie = await adminCookie();
    const staff = await signedInUser(t, { role: "admin" });
    const owner = await signedInUser(t);
    const p = (await (await api(owner.cookie).projects.$post({ json: { name: "Offline", businessType: "Other" } })).json()) as ProjectDto;
    const res = await api(`${cookie}; ${staff.cookie}`).admin.projects[":id"]["mark-paid"].$post({ param: id(p.id) });
    expect(await res.json()).toMatchObject({ paidVia: `admin:${staff.user.id}` });
  });
});

describe("templates", () => {
  it("creates a template from the spec's fields (price sent as a number) and lists it Active", async () => {
    const cookie = await adminCookie();
    // Untyped on purpose: the stray `password` key is not in the schema (the typed client would not compile it).
    const res = await rawPost(
      "/api/admin/templates",
      { name: "Corner Café", category: "Restaurant", description: "Cozy", imageUrl: "https://images.example/cafe.png", basePrice: 19.5, password: "ignored" },
      cookie,
    );
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number; basePrice: string; isActive: boolean };
    expect(created).toMatchObject({
      name: "Corner Café",
      category: "Restaurant",
      basePrice: "19.50",
      isActive: true,
      imageUrl: "https://images.example/cafe.png",
    });
    const [row] = await t.db.select().from(templates).where(eq(templates.id, created.id));
    expect(row!.slug).toBe("corner-cafe");
    // Same name again gets its own slug.
    expect((await api(cookie).admin.templates.$post({ json: { name: "Corner Café", category: "Restaurant", basePrice: "19.50" } })).status).toBe(201);
    // It is offered to users and prices their projects.
    const publicList = (await (await api().templates.$get()).json()) as { id: number }[];
    expect(publicList.map((x) => x.id)).toContain(created.id);
    const user = await signedInUser(t);
    const p = (await (
      await api(user.cookie).projects.$post({ json: { name: "Café", businessType: "Restaurant", templateId: created.id } })
    ).json()) as ProjectDto;
    expect(p.totalPrice).toBe("23.40");
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["missing name", { category: "Other", basePrice: 10 }, "Template name is required"],
    ["blank name", { name: "  ", category: "Other", basePrice: 10 }, "Template name is required"],
    ["missing category", { name: "T", basePrice: 10 }, "Category is required"],
    ["unknown category", { name: "T", category: "Casino", basePrice: 10 }, "Category is required"],
    ["missing price", { name: "T", category: "Other" }, "Base price is required"],
    ["zero price", { name: "T", category: "Other", basePrice: 0 }, expect.stringMatching(/^Base price must be a positive amount/)],
    ["three decimals", { name: "T", category: "Other", basePrice: 10.005 }, expect.stringMatching(/at most 2 decimals/)],
    ["too expensive", { name: "T", category: "Other", basePrice: 10000.01 }, expect.stringMatching(/up to \$10,000/)],
    [
      "javascript: image",
      { name: "T", category: "Other", basePrice: 10, imageUrl: "javascript:alert(1)" },
      "Image URL must be an image file (png, jpg, jpeg, gif, webp, avif, svg) starting with https:// or /",
    ],
    [
      "protocol-relative image",
      { name: "T", category: "Other", basePrice: 10, imageUrl: "//evil.example/x.png" },
      "Image URL must be an image file (png, jpg, jpeg, gif, webp, avif, svg) starting with https:// or /",
    ],
  ];
  for (const [label, body, message] of invalid) {
    it(`refuses ${label} (400)`, async () => {
      const cookie = await adminCookie();
      const res = await rawPost("/api/admin/templates", body, cookie);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toEqual(message);
    });
  }

  it("deactivating hides a template from users and from new projects; activating brings it back", async () => {
    const cookie = await adminCookie();
    const [tpl] = await t.db.select().from(templates).where(eq(templates.slug, SEED_TEMPLATES[1]!.slug));
    const off = await api(cookie).admin.templates[":id"].active.$post({ param: id(tpl!.id), json: { isActive: false } });
    expect(await off.json()).toMatchObject({ id: tpl!.id, isActive: false });
    const all = (await (await api(cookie).admin.templates.$get()).json()) as { id: number; isActive: boolean }[];
    expect(all.find((x) => x.id === tpl!.id)?.isActive).toBe(false);
    expect(((await (await api().templates.$get()).json()) as { id: number }[]).map((x) => x.id)).not.toContain(tpl!.id);
    const user = await signedInUser(t);
    expect((await api(user.cookie).projects.$post({ json: { name: "X", businessType: "Other", templateId: tpl!.id } })).status).toBe(400);
    await api(cookie).admin.templates[":id"].active.$post({ param: id(tpl!.id), json: { isActive: true } });
    expect(((await (await api().templates.$get()).json()) as { id: number }[]).map((x) => x.id)).toContain(tpl!.id);
    expect((await api(cookie).admin.templates[":id"].active.$post({ param: id(999999), json: { isActive: true } })).status).toBe(404);
    expect((await rawPost(`/api/admin/templates/${tpl!.id}/active`, { isActive: "yes" }, cookie)).status).toBe(400);
  });
});

describe("leads", () => {
  it("lists leads newest first and exports them as CSV (formula cells neutralised)", async () => {
    const cookie = await adminCookie();
    await t.db.insert(leads).values([
      {
        email: "old@example.com",
        monthlyRequests: 150,
        estimatedSavings: "245250",
        roiMultiple: "15.3",
        eventType: "roi_calculated",
        source: "roi_calculator",
        createdAt: new Date(1_700_000_000_000),
      },
      {
        email: "=cmd@example.com",
        monthlyRequests: 20,
        estimatedSavings: "1000",
        roiMultiple: "0.1",
        eventType: "roi_calculated",
        source: "roi_calculator",
        createdAt: new Date(1_800_000_000_000),
      },
    ]);
    const list = (await (await api(cookie).admin.leads.$get({ query: {} })).json()) as { email: string }[];
    expect(list.map((l) => l.email)).toEqual(["=cmd@example.com", "old@example.com"]);
    const csv = await api(cookie).admin.leads.$get({ query: { format: "csv" } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe('"id","email","monthlyRequests","estimatedSavings","roiMultiple","eventType","source","createdAt"');
    expect(lines[1]).toContain(`"'=cmd@example.com"`);
    expect(lines[2]).toContain('"old@example.com","150","245250","15.3","roi_calculated","roi_calculator","2023-11-14T22:13:20.000Z"');
  });
});

describe("the admin password's configuration", () => {
  it("production refuses to start without ADMIN_PASSWORD; development falls back to the documented default with a warning", () => {
    expect(() => checkStartupConfig(loadConfig({ NODE_ENV: "production" }))).toThrow(/ADMIN_PASSWORD must be set in production/);
    expect(
      checkStartupConfig(
        loadConfig({
          NODE_ENV: "production",
          OIDC_ISSUER: "https://id.example",
          OIDC_CLIENT_ID: "c",
          OIDC_CLIENT_SECRET: "s",
          ADMIN_PASSWORD: "s3cret-long-enough-16",
          ADDRESS_HASH_SECRET: "an address hash secret",
        }),
      ),
    ).toEqual([]);
    const warnings = checkStartupConfig(loadConfig({}));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`"${DEV_ADMIN_PASSWORD}"`);
  });

  it("the development default signs in only when no password is configured", async () => {
    const dev = await createTestApp();
    try {
      const ok = await apiClient(dev).admin.auth.$post({ json: { password: DEV_ADMIN_PASSWORD } });
      expect(ok.status).toBe(200);
    } finally {
      dev.cleanup();
    }
    expect((await signIn(DEV_ADMIN_PASSWORD)).status).toBe(401);
  });

  it("passwordMatches compares exactly (case, length, unicode)", () => {
    expect(passwordMatches("Secret", "Secret")).toBe(true);
    expect(passwordMatches("secret", "Secret")).toBe(false);
    expect(passwordMatches("Secret ", "Secret")).toBe(false);
    expect(passwordMatches("", "Secret")).toBe(false);
    expect(passwordMatches("pässwörd", "pässwörd")).toBe(true);
  });
});
