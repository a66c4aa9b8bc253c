import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient, errorOf } from "../helpers/api-client";
import { sessions, users } from "../../db/schema";
import { LAST_ADMIN_MESSAGE } from "../../functions/services/users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

/** Only the admins this test makes. */
beforeEach(async () => {
  await t.db.delete(users);
});

/** The typed client, signed in with `cookie` when given. */
const api = (cookie?: string) => (cookie ? apiAs(t, cookie) : apiClient(t));
const endpoints = (id: string): [string, (cookie?: string) => Promise<Response>][] => [
  ["GET /api/admin/users", (cookie) => api(cookie).admin.users.$get({ query: {} })],
  ["POST /api/admin/users/:id/role", (cookie) => setRole(id, { role: "premium", permissions: [] }, cookie)],
  ["POST /api/admin/users/:id/status", (cookie) => setStatus(id, { status: "suspended" }, cookie)],
  ["POST /api/admin/invite", (cookie) => api(cookie).admin.invite.$post({ json: { role: "premium", permissions: [] } })],
];
type Users = ReturnType<typeof api>["admin"]["users"][":userId"];
const setRole = (userId: string, json: InferRequestType<Users["role"]["$post"]>["json"], cookie?: string) =>
  api(cookie).admin.users[":userId"].role.$post({ param: { userId }, json });
const setStatus = (userId: string, json: InferRequestType<Users["status"]["$post"]>["json"], cookie?: string) =>
  api(cookie).admin.users[":userId"].status.$post({ param: { userId }, json });
/** Untyped on purpose: bodies the role/status schemas refuse (the typed client would not compile them). */
const rawPost = (path: string, body: unknown, cookie: string) => t.app.request(path, jsonInit("POST", body, { Cookie: cookie }));

describe("every admin endpoint needs an admin session", () => {
  it("signed out: 401 Unauthorized", async () => {
    const { user } = await signedInUser(t);
    for (const [route, send] of endpoints(user.id)) {
      const res = await send();
      expect(res.status, route).toBe(401);
      expect(await res.json()).toEqual({ success: false, error: { code: "UNAUTHORIZED", message: "Unauthorized", requestId: expect.any(String) } });
    }
  });

  it.each(["user", "premium", "moderator"] as const)("signed in as %s: 403 and nothing changes", async (role) => {
    const { user: target } = await signedInUser(t);
    const { cookie } = await signedInUser(t, { role });
    for (const [route, send] of endpoints(target.id)) {
      const res = await send(cookie);
      expect(res.status, route).toBe(403);
      expect((await errorOf(res)).message).toBe("Access denied. Admin privileges required.");
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(after).toMatchObject({ role: "user", status: "active" });
  });

  it("a suspended admin's session no longer counts", async () => {
    const { user, cookie } = await signedInUser(t, { role: "admin" });
    await signedInUser(t, { role: "admin" });
    await t.db.update(users).set({ status: "suspended" }).where(eq(users.id, user.id));
    expect((await api(cookie).admin.users.$get({ query: {} })).status).toBe(401);
  });
});

describe("GET /api/admin/users", () => {
  it("lists users with the spec's fields, newest first", async () => {
    const { cookie } = await signedInUser(t, { role: "admin", firstName: "Ada" });
    await new Promise((r) => setTimeout(r, 5));
    await signedInUser(t, { firstName: "Newest", permissions: ["create_templates"] });
    const res = await api(cookie).admin.users.$get({ query: {} });
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<Record<string, unknown>>;
    expect(list).toHaveLength(2);
    expect(Object.keys(list[0]!).sort()).toEqual(["createdAt", "email", "firstName", "id", "lastLoginAt", "lastName", "permissions", "role", "status"]);
    expect(list[0]).toMatchObject({ firstName: "Newest", permissions: ["create_templates"], role: "user", status: "active", lastLoginAt: null });
    expect(list[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe("POST /api/admin/users/:id/role", () => {
  it("changes role and permissions (trimmed, empties and repeats dropped)", async () => {
    const { cookie } = await signedInUser(t, { role: "admin" });
    const { user } = await signedInUser(t);
    const res = await setRole(user.id, { role: "moderator", permissions: [" manage_users ", "", "manage_users", "create_templates"] }, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, role: "moderator", permissions: ["manage_users", "create_templates"] });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: "moderator", permissions: ["manage_users", "create_templates"] });
  });

  it("keeps permissions when none are sent", async () => {
    const { cookie } = await signedInUser(t, { role: "admin" });
    const { user } = await signedInUser(t, { permissions: ["beta"] });
    const res = await setRole(user.id, { role: "premium" }, cookie);
    expect(await res.json()).toMatchObject({ role: "premium", permissions: ["beta"] });
  });

  it.each([
    [{ role: "superuser", permissions: [] }, /Role must be one of user, premium, moderator, admin/],
    [{ role: "ADMIN" }, /Role must be one of/],
    [{}, /Role must be one of/],
    [{ role: "user", permissions: "a,b" }, /Permissions must be a list/],
    [{ role: "user", permissions: [1] }, /permission must be text/],
    [{ role: "user", permissions: ["x".repeat(65)] }, /at most 64/],
  ])("bad body %j: 400 VALIDATION_ERROR", async (body, message) => {
    const { cookie } = await signedInUser(t, { role: "admin" });
    const { user } = await signedInUser(t);
    const res = await rawPost(`/api/admin/users/${user.id}/role`, body, cookie);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe("VALIDATION_ERROR");
    expect(json.error.message).toMatch(message);
  });

  it("unknown user: 404", async () => {
    const { cookie } = await signedInUser(t, { role: "admin" });
    const res = await setRole("nobody", { role: "user" }, cookie);
    expect(res.status).toBe(404);
  });

  it("the last active admin cannot be demoted (409), another admin can be", async () => {
    const { user: admin, cookie } = await signedInUser(t, { role: "admin" });
    const self = await setRole(admin.id, { role: "user" }, cookie);
    expect(self.status).toBe(409);
    expect((await errorOf(self)).message).toBe(LAST_ADMIN_MESSAGE);
    const { user: second } = await signedInUser(t, { role: "admin" });
    expect((await setRole(second.id, { role: "user" }, cookie)).status).toBe(200);
    expect((await setRole(admin.id, { role: "premium" }, cookie)).status).toBe(409);
  });

  it("a suspended admin does not count as an active admin", async () => {
    const { user: admin, cookie } = await signedInUser(t, { role: "admin" });
    await signedInUser(t, { role: "admin", status: "suspended" });
    expect((await setRole(admin.id, { role: "user" }, cookie)).status).toBe(409);
  });

  it("requires the same-origin check for this state change", async () => {
    const { cookie } = await signedInUser(t, { role: "admin" });
    const { user } = await signedInUser(t);
    // Untyped on purpose: a cross-site Origin.
    const res = await t.app.request(
      `/api/admin/users/${user.id}/role`,
      jsonInit("POST", { role: "admin" }, { Cookie: cookie, Origin: "https://evil.example" }),
    );
    expect(res.status).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe("user");
  });
});

describe("POST /api/admin/users/:id/status", () => {
  it("suspending ends every session of the user at once", async () => {
    const { cookie } = await signedInUser(t, { role: "admin" });
    const { user, cookie: userCookie } = await signedInUser(t);
    expect((await apiAs(t, userCookie).auth.user.$get()).status).toBe(200);
    const res = await setStatus(user.id, { status: "suspended" }, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: user.id, status: "suspended" });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await (await apiAs(t, userCookie).auth.user.$get()).json()).toBeNull();
  });

  it("pending and active round-trip", async () => {
    const { cookie } = await signedInUser(t, { role: "admin" });
    const { user, cookie: userCookie } = await signedInUser(t);
    await setStatus(user.id, { status: "pending" }, cookie);
    const me = (await (await apiAs(t, userCookie).auth.user.$get()).json()) as { status: string };
    expect(me.status).toBe("pending");
    expect(await (await setStatus(user.id, { status: "active" }, cookie)).json()).toMatchObject({ status: "active" });
  });

  it.each([[{ status: "banned" }], [{ status: "" }], [{}], [{ status: null }]])("bad status %j: 400", async (body) => {
    const { cookie } = await signedInUser(t, { role: "admin" });
    const { user } = await signedInUser(t);
    const res = await rawPost(`/api/admin/users/${user.id}/status`, body, cookie);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/Status must be one of active, suspended, pending/);
  });

  it.each(["suspended", "pending"] as const)("the last active admin cannot be set %s (409)", async (status) => {
    const { user: admin, cookie } = await signedInUser(t, { role: "admin" });
    const res = await setStatus(admin.id, { status }, cookie);
    expect(res.status).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.status).toBe("active");
  });

  it("with two active admins, one may suspend the other", async () => {
    const { cookie } = await signedInUser(t, { role: "admin" });
    const { user: other } = await signedInUser(t, { role: "admin" });
    expect((await setStatus(other.id, { status: "suspended" }, cookie)).status).toBe(200);
  });
});
