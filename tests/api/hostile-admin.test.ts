import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { addressKey, attackRoute, type HostileRoute } from "../helpers/hostile";
import { invites, projects, publishedApps } from "../../db/schema";
import { takedownSchema } from "../../functions/routes/moderation";
import { adminAuthSchema, templateActiveSchema, templateSchema } from "../../functions/routes/admin/panel";
import { inviteSchema, userRoleSchema, userStatusSchema } from "../../functions/routes/admin/users";
import { ADMIN_AUTH_FAILURE_LIMIT, ADMIN_AUTH_WINDOW_MS } from "../../functions/services/admin";
import { hitRateLimit } from "../../functions/services/rate-limit/index";

/**
 * The hostile-input suite, admin routes: the panel (password cookie) and user management (admin
 * role). Each route gets a fresh admin and a fresh panel session; the clock moves on an hour between routes.
 */
const PASSWORD = "hostile admin password";
let t: TestApp;
let clock = Date.UTC(2026, 10, 21, 9, 0, 0);
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: PASSWORD }, { now: () => clock });
});
afterAll(() => t.cleanup());
beforeEach(() => {
  clock += 61 * 60 * 1000;
});

/** A fresh admin-panel session (the password exchanged for the HttpOnly cookie). */
async function panelCookie(): Promise<string> {
  const res = await t.app.request("/api/admin/auth", jsonInit("POST", { password: PASSWORD }, { "cf-connecting-ip": `203.0.113.${++ipCounter}` }));
  expect(res.status).toBe(200);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

describe("hostile input: admin panel routes", () => {
  it("POST /api/admin/auth: never a 5xx, refused bodies change nothing, validation before the lockout", async () => {
    const ip = "203.0.113.250";
    await attackRoute(t, {
      name: "POST /api/admin/auth",
      method: "POST",
      path: () => "/api/admin/auth",
      headers: () => ({ "cf-connecting-ip": ip }),
      schema: adminAuthSchema,
      valid: () => ({ password: PASSWORD }),
      // A schema-valid wrong password is 401, and after five of them the address is locked out (429).
      okStatuses: [401, 429],
      exhaustQuota: async () => {
        await hitRateLimit(t.db, {
          bucket: "admin-auth-fail",
          key: addressKey(t, ip, clock),
          limit: ADMIN_AUTH_FAILURE_LIMIT,
          windowMs: ADMIN_AUTH_WINDOW_MS,
          cost: ADMIN_AUTH_FAILURE_LIMIT,
          now: clock,
        });
      },
    });
  });

  it("POST /api/admin/logout (takes no body): never a 5xx, a body changes nothing", async () => {
    await attackRoute(t, { name: "POST /api/admin/logout", method: "POST", path: () => "/api/admin/logout", valid: () => ({ token: "x" }) });
  });

  it("POST /api/admin/templates: never a 5xx, refused bodies change nothing", async () => {
    const cookie = await panelCookie();
    await attackRoute(t, {
      name: "POST /api/admin/templates",
      method: "POST",
      path: () => "/api/admin/templates",
      headers: () => ({ Cookie: cookie }),
      schema: templateSchema,
      valid: () => ({ name: "Hostile Template", category: "Business", description: "For testing", imageUrl: null, basePrice: "19.99" }),
    });
  });

  it("POST /api/admin/templates/:id/active: never a 5xx, refused bodies change nothing", async () => {
    const cookie = await panelCookie();
    await attackRoute(t, {
      name: "POST /api/admin/templates/:id/active",
      method: "POST",
      path: () => "/api/admin/templates/1/active",
      headers: () => ({ Cookie: cookie }),
      schema: templateActiveSchema,
      valid: () => ({ isActive: true }),
    });
  });

  it("POST /api/admin/projects/:id/mark-paid (takes no body): never a 5xx, a body changes nothing", async () => {
    const cookie = await panelCookie();
    const { user } = await signedInUser(t);
    const [paid] = await t.db
      .insert(projects)
      .values({ userId: user.id, name: "Paid", businessType: "Business", basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99", paymentStatus: "paid" })
      .returning();
    await attackRoute(t, {
      name: "POST /api/admin/projects/:id/mark-paid",
      method: "POST",
      path: () => `/api/admin/projects/${paid!.id}/mark-paid`,
      headers: () => ({ Cookie: cookie }),
      valid: () => ({ paymentStatus: "pending" }),
      okStatuses: [409],
    });
  });
});

describe("hostile input: user management (admin role)", () => {
  const adminRoute = async (name: HostileRoute["name"], path: (target: string) => string, schema: HostileRoute["schema"], valid: () => unknown) => {
    const admin = await signedInUser(t, { role: "admin" });
    const { user: target } = await signedInUser(t);
    await attackRoute(t, { name, method: "POST", path: () => path(target.id), headers: () => ({ Cookie: admin.cookie }), schema, valid });
  };

  it("POST /api/admin/users/:userId/role: never a 5xx, refused bodies change nothing", async () => {
    await adminRoute(
      "POST /api/admin/users/:userId/role",
      (id) => `/api/admin/users/${id}/role`,
      userRoleSchema,
      () => ({ role: "premium", permissions: ["reports"] }),
    );
  });

  it("POST /api/admin/users/:userId/status: never a 5xx, refused bodies change nothing", async () => {
    await adminRoute(
      "POST /api/admin/users/:userId/status",
      (id) => `/api/admin/users/${id}/status`,
      userStatusSchema,
      () => ({ status: "active" }),
    );
  });

  it("POST /api/admin/invite: never a 5xx, refused bodies change nothing", async () => {
    await adminRoute(
      "POST /api/admin/invite",
      () => "/api/admin/invite",
      inviteSchema,
      () => ({ role: "premium", permissions: ["reports"] }),
    );
  });
});

describe("hostile input: template edits, undo, invites, moderation, logout", () => {
  it("PUT /api/admin/templates/:id: never a 5xx, refused bodies change nothing", async () => {
    const cookie = await panelCookie();
    await attackRoute(t, {
      name: "PUT /api/admin/templates/:id",
      method: "PUT",
      path: () => "/api/admin/templates/1",
      headers: () => ({ Cookie: cookie }),
      schema: templateSchema,
      valid: () => ({ name: "Edited Template", category: "Business", description: "Edited", imageUrl: "https://cdn.example/x.png", basePrice: "21.00" }),
    });
  });

  it("DELETE /api/admin/templates/:id (takes no body; a missing template): never a 5xx, changes nothing", async () => {
    const cookie = await panelCookie();
    await attackRoute(t, {
      name: "DELETE /api/admin/templates/:id",
      method: "DELETE",
      path: () => "/api/admin/templates/999999",
      headers: () => ({ Cookie: cookie }),
      valid: () => ({ id: 1 }),
      okStatuses: [404],
    });
  });

  it("POST /api/admin/projects/:id/undo-mark-paid (a Stripe payment, never undone here): never a 5xx, changes nothing", async () => {
    const cookie = await panelCookie();
    const { user } = await signedInUser(t);
    const [paid] = await t.db
      .insert(projects)
      .values({
        userId: user.id,
        name: "Paid",
        businessType: "Business",
        basePrice: "24.99",
        serviceFee: "5.00",
        totalPrice: "29.99",
        paymentStatus: "paid",
        paidVia: "stripe",
      })
      .returning();
    await attackRoute(t, {
      name: "POST /api/admin/projects/:id/undo-mark-paid",
      method: "POST",
      path: () => `/api/admin/projects/${paid!.id}/undo-mark-paid`,
      headers: () => ({ Cookie: cookie }),
      valid: () => ({ paidVia: "admin:x" }),
      okStatuses: [409],
    });
  });

  it("POST /api/admin/invites/:id/revoke (already revoked): never a 5xx, changes nothing", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const [invite] = await t.db
      .insert(invites)
      .values({ codeHash: `hostile-${clock}`, role: "user", createdBy: admin.user.id, expiresAt: new Date(clock + 1000), revokedAt: new Date(clock) })
      .returning();
    await attackRoute(t, {
      name: "POST /api/admin/invites/:id/revoke",
      method: "POST",
      path: () => `/api/admin/invites/${invite!.id}/revoke`,
      headers: () => ({ Cookie: admin.cookie }),
      valid: () => ({}),
      okStatuses: [409],
    });
  });

  async function showcaseApp(takenDown: boolean) {
    const { user } = await signedInUser(t);
    const [p] = await t.db
      .insert(projects)
      .values({
        userId: user.id,
        name: "Shown",
        businessType: "Business",
        basePrice: "1.00",
        serviceFee: "0.00",
        totalPrice: "1.00",
        status: "completed",
        isPublishedToStore: true,
      })
      .returning();
    const [app] = await t.db
      .insert(publishedApps)
      .values({
        projectId: p!.id,
        userId: user.id,
        name: "Shown",
        description: "d",
        longDescription: "d",
        url: "/sites/shown/",
        category: "Business",
        color: "#000",
        ...(takenDown ? { takenDownAt: new Date(clock), takenDownBy: user.id } : {}),
      })
      .returning();
    return app!;
  }

  it("POST /api/moderation/published-apps/:id/takedown: never a 5xx, refused bodies change nothing", async () => {
    const moderator = await signedInUser(t, { role: "moderator" });
    const app = await showcaseApp(false);
    await attackRoute(t, {
      name: "POST /api/moderation/published-apps/:id/takedown",
      method: "POST",
      path: () => `/api/moderation/published-apps/${app.id}/takedown`,
      headers: () => ({ Cookie: moderator.cookie }),
      schema: takedownSchema,
      valid: () => ({ reason: "Spam" }),
      okStatuses: [409],
    });
  });

  it("POST /api/moderation/published-apps/:id/restore (an app that is up): never a 5xx, changes nothing", async () => {
    const moderator = await signedInUser(t, { role: "moderator" });
    const app = await showcaseApp(false);
    await attackRoute(t, {
      name: "POST /api/moderation/published-apps/:id/restore",
      method: "POST",
      path: () => `/api/moderation/published-apps/${app.id}/restore`,
      headers: () => ({ Cookie: moderator.cookie }),
      valid: () => ({}),
      okStatuses: [409],
    });
  });

  it("POST /api/logout (signed out): never a 5xx, a body changes nothing", async () => {
    await attackRoute(t, { name: "POST /api/logout", method: "POST", path: () => "/api/logout", valid: () => ({ everyone: true }) });
  });
});
