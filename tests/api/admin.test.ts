import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
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
  return t.app.request("/api/admin/auth", jsonInit("POST", { password }, { "cf-connecting-ip": ip }));
}

async function adminCookie(): Promise<string> {
  const res = await signIn(PASSWORD);
  expect(res.status).toBe(200);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

const get = (path: string, cookie?: string) => t.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
const post = (path: string, body: unknown, cookie?: string) => t.app.request(path, jsonInit("POST", body, cookie ? { Cookie: cookie } : {}));

const PANEL_ROUTES: [string, string, unknown?][] = [
  ["GET", "/api/admin/overview"],
  ["GET", "/api/admin/templates"],
  ["POST", "/api/admin/templates", { name: "X", category: "Other", basePrice: 10 }],
  ["POST", "/api/admin/templates/1/active", { isActive: false }],
  ["GET", "/api/admin/projects"],
  ["POST", "/api/admin/projects/1/mark-paid", {}],
  ["GET", "/api/admin/leads"],
  ["GET", "/api/admin/leads?format=csv"],
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
      const res = await post("/api/admin/auth", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Password is required");
    }
  });

  it("never takes the password from the URL", async () => {
    const res = await t.app.request(`/api/admin/overview?password=${encodeURIComponent(PASSWORD)}`);
    expect(res.status).toBe(401);
  });

  it("throttles failures per address: 5 wrong guesses, then 429 even for the right password; other addresses unaffected", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await signIn(`guess-${i}`, ip)).status).toBe(401);
    const blocked = await signIn(PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
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
    for (const [method, path, body] of PANEL_ROUTES) {
      const res = method === "GET" ? await get(path) : await post(path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await res.json()).toEqual({ success: false, error: { code: "UNAUTHORIZED", message: "Unauthorized", requestId: expect.any(String) } });
    }
  });

  it("a forged cookie, or a signed-in admin USER without the panel cookie: 401", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    for (const cookie of ["lumen_admin=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "lumen_admin=../../etc", admin.cookie]) {
      expect((await get("/api/admin/overview", cookie)).status).toBe(401);
    }
  });

  it("the session ends after 8 hours and at logout", async () => {
    const cookie = await adminCookie();
    expect((await get("/api/admin/overview", cookie)).status).toBe(200);
    clock += ADMIN_SESSION_MS + 1000;
    expect((await get("/api/admin/overview", cookie)).status).toBe(401);
    const again = await adminCookie();
    expect(((await (await get("/api/admin/session", again)).json()) as { authenticated: boolean }).authenticated).toBe(true);
    const out = await post("/api/admin/logout", {}, again);
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/lumen_admin=;.*Path=\/api\/admin/);
    expect((await get("/api/admin/overview", again)).status).toBe(401);
    expect(((await (await get("/api/admin/session", again)).json()) as { authenticated: boolean }).authenticated).toBe(false);
  });

  it("writes from another site are refused even with the cookie", async () => {
    const cookie = await adminCookie();
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
      const res = await post("/api/projects", { name: "Paid site", businessType: "Portfolio", templateId }, owner.cookie);
      made.push((await res.json()) as ProjectDto);
    }
    const before = (await (await get("/api/admin/overview", cookie)).json()) as { totalTemplates: number; totalProjects: number; revenue: string };
    expect(before.totalTemplates).toBe((await t.db.select().from(templates)).length);
    expect(before.totalProjects).toBe((await t.db.select().from(projects)).length);

    const list = (await (await get("/api/admin/projects", cookie)).json()) as Array<Record<string, unknown>>;
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
      const res = await post(`/api/admin/projects/${p.id}/mark-paid`, {}, cookie);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ paymentStatus: "paid", paidVia: "admin:panel", paidAt: new Date(paidAt).toISOString() });
    }
    const after = (await (await get("/api/admin/overview", cookie)).json()) as { revenue: string };
    // 3 x 29.99 = 89.97 exactly (floating point would give 89.97000000000001).
    const delta = Math.round(Number(after.revenue) * 100) - Math.round(Number(before.revenue) * 100);
    expect(delta).toBe(8997);
    expect(after.revenue).toMatch(/^\d+\.\d{2}$/);

    const again = await post(`/api/admin/projects/${made[0]!.id}/mark-paid`, {}, cookie);
    expect(again.status).toBe(409);
    expect((await post("/api/admin/projects/987654/mark-paid", {}, cookie)).status).toBe(404);

    const status = await get(`/api/projects/${made[0]!.id}/status`, owner.cookie);
    expect(await status.json()).toMatchObject({ status: "pending", paymentStatus: "paid" });
  });

  it("mark-paid by an admin who is also signed in records their user id", async () => {
    const cookie = await adminCookie();
    const staff = await signedInUser(t, { role: "admin" });
    const owner = await signedInUser(t);
    const p = (await (await post("/api/projects", { name: "Offline", businessType: "Other" }, owner.cookie)).json()) as ProjectDto;
    const res = await post(`/api/admin/projects/${p.id}/mark-paid`, {}, `${cookie}; ${staff.cookie}`);
    expect(await res.json()).toMatchObject({ paidVia: `admin:${staff.user.id}` });
  });
});

describe("templates", () => {
  it("creates a template from the spec's fields (price sent as a number) and lists it Active", async () => {
    const cookie = await adminCookie();
    const res = await post(
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
    expect((await post("/api/admin/templates", { name: "Corner Café", category: "Restaurant", basePrice: "19.50" }, cookie)).status).toBe(201);
    // It is offered to users and prices their projects.
    const publicList = (await (await get("/api/templates")).json()) as { id: number }[];
    expect(publicList.map((x) => x.id)).toContain(created.id);
    const user = await signedInUser(t);
    const p = (await (await post("/api/projects", { name: "Café", businessType: "Restaurant", templateId: created.id }, user.cookie)).json()) as ProjectDto;
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
      const res = await post("/api/admin/templates", body, cookie);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toEqual(message);
    });
  }

  it("deactivating hides a template from users and from new projects; activating brings it back", async () => {
    const cookie = await adminCookie();
    const [tpl] = await t.db.select().from(templates).where(eq(templates.slug, SEED_TEMPLATES[1]!.slug));
    const off = await post(`/api/admin/templates/${tpl!.id}/active`, { isActive: false }, cookie);
    expect(await off.json()).toMatchObject({ id: tpl!.id, isActive: false });
    const all = (await (await get("/api/admin/templates", cookie)).json()) as { id: number; isActive: boolean }[];
    expect(all.find((x) => x.id === tpl!.id)?.isActive).toBe(false);
    expect(((await (await get("/api/templates")).json()) as { id: number }[]).map((x) => x.id)).not.toContain(tpl!.id);
    const user = await signedInUser(t);
    expect((await post("/api/projects", { name: "X", businessType: "Other", templateId: tpl!.id }, user.cookie)).status).toBe(400);
    await post(`/api/admin/templates/${tpl!.id}/active`, { isActive: true }, cookie);
    expect(((await (await get("/api/templates")).json()) as { id: number }[]).map((x) => x.id)).toContain(tpl!.id);
    expect((await post("/api/admin/templates/999999/active", { isActive: true }, cookie)).status).toBe(404);
    expect((await post(`/api/admin/templates/${tpl!.id}/active`, { isActive: "yes" }, cookie)).status).toBe(400);
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
    const list = (await (await get("/api/admin/leads", cookie)).json()) as { email: string }[];
    expect(list.map((l) => l.email)).toEqual(["=cmd@example.com", "old@example.com"]);
    const csv = await get("/api/admin/leads?format=csv", cookie);
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
      const ok = await dev.app.request("/api/admin/auth", jsonInit("POST", { password: DEV_ADMIN_PASSWORD }));
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
