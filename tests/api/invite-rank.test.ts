import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, type apiClient } from "../helpers/api-client";
import { auditEvents, invites, users } from "../../db/schema";
import { redeemInviteFor } from "../../functions/services/invites";
import { currentUser, signInFlow, startEmbeddedServer, step, type EmbeddedServer } from "../helpers/oidc-flow";

/** Invites and the role route cannot be stretched beyond the maker's own rank and powers. */
const CODE = /\/invite\/([A-Za-z0-9_-]{43})$/;
let t: TestApp;
const now = Date.now();
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(() => t.cleanup());

const manager = () => signedInUser(t, { permissions: ["manage_users"] });
type InviteBody = InferRequestType<ReturnType<typeof apiClient>["admin"]["invite"]["$post"]>["json"];
const invite = (cookie: string, body: InviteBody) => apiAs(t, cookie).admin.invite.$post({ json: body });
const adminUser = (cookie: string, userId: string) => {
  const route = apiAs(t, cookie).admin.users[":userId"];
  return {
    role: (json: InferRequestType<typeof route.role.$post>["json"]) => route.role.$post({ param: { userId }, json }),
    status: (json: InferRequestType<typeof route.status.$post>["json"]) => route.status.$post({ param: { userId }, json }),
  };
};
const inviteOf = (cookie: string) => apiAs(t, cookie).invites[":code"];
const roleOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
async function codeOf(res: Response) {
  expect(res.status).toBe(201);
  return CODE.exec(((await res.json()) as { inviteUrl: string }).inviteUrl)![1]!;
}

describe("an invite never lowers, never reaches up, never grants what its maker lacks", () => {
  it("a user manager cannot make an invite that demotes an admin", async () => {
    const m = await manager();
    const { user: admin } = await signedInUser(t, { role: "admin" });
    expect((await invite(m.cookie, { role: "user", email: admin.email })).status).toBe(403);
  });

  it("an invite made while its target was lower does not demote it after it rose (checked again at redemption)", async () => {
    const m = await manager();
    const { user: target } = await signedInUser(t);
    const code = await codeOf(await invite(m.cookie, { role: "user", permissions: ["beta"], email: target.email }));
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, target.id));
    const result = await redeemInviteFor(t.db, code, { userId: target.id, newAccount: false, confirmed: true }, now);
    expect(result).toMatchObject({ ok: false, reason: "not_allowed" });
    expect(await roleOf(target.id)).toMatchObject({ role: "admin", permissions: [] });
  });

  it("an admin's invite never lowers a role or removes powers", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const { user: mod } = await signedInUser(t, { role: "moderator", permissions: ["beta"] });
    expect((await invite(admin.cookie, { role: "user", email: mod.email })).status).toBe(403);
    const code = await codeOf(await invite(admin.cookie, { role: "moderator", permissions: ["gamma"], email: mod.email }));
    await t.db.update(users).set({ role: "premium" }).where(eq(users.id, mod.id));
    expect(await redeemInviteFor(t.db, code, { userId: mod.id, newAccount: false, confirmed: true }, now)).toMatchObject({ ok: true });
    // moderator does not hold premium's powers: the role stays, the permissions are added
    expect(await roleOf(mod.id)).toMatchObject({ role: "premium", permissions: ["beta", "gamma"] });
  });

  it.each(["moderator", "premium"] as const)("a user manager cannot hand out the %s role (powers it lacks)", async (role) => {
    const m = await manager();
    expect((await invite(m.cookie, { role })).status).toBe(403);
    const { user } = await signedInUser(t);
    expect((await adminUser(m.cookie, user.id).role({ role })).status).toBe(403);
    expect((await roleOf(user.id)).role).toBe("user");
  });

  it("a manager who holds a role's powers may hand it out", async () => {
    const m = await signedInUser(t, { permissions: ["manage_users", "moderate_showcase"] });
    expect((await invite(m.cookie, { role: "moderator" })).status).toBe(201);
  });

  it("a user manager cannot change its own role through an invite bound to its own address", async () => {
    const m = await manager();
    expect((await invite(m.cookie, { role: "user", permissions: ["beta"], email: m.user.email })).status).toBe(403);
    const admin = await signedInUser(t, { role: "admin" });
    expect((await invite(admin.cookie, { role: "premium", email: admin.user.email })).status).toBe(403);
  });

  it("a user manager cannot change or suspend an account of equal rank", async () => {
    const m = await manager();
    const peer = await manager();
    expect((await adminUser(m.cookie, peer.user.id).role({ role: "user", permissions: [] })).status).toBe(403);
    expect((await adminUser(m.cookie, peer.user.id).status({ status: "suspended" })).status).toBe(403);
    expect((await invite(m.cookie, { role: "user", email: peer.user.email })).status).toBe(403);
    expect(await roleOf(peer.user.id)).toMatchObject({ status: "active", permissions: ["manage_users"] });
  });

  it("an existing account is changed only after it confirms; a redemption records the role before and after", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const { user, cookie } = await signedInUser(t, { permissions: ["beta"] });
    const code = await codeOf(await invite(admin.cookie, { role: "premium", permissions: ["gamma"], email: user.email }));
    expect(await redeemInviteFor(t.db, code, { userId: user.id, newAccount: false }, now)).toMatchObject({ ok: false, reason: "confirm" });
    expect((await roleOf(user.id)).role).toBe("user");
    const info = (await (await inviteOf(cookie).$get({ param: { code } })).json()) as Record<string, unknown>;
    expect(info).toMatchObject({ status: "valid", forYou: true, change: { fromRole: "user", toRole: "premium", addedPermissions: ["gamma"] } });
    expect((await inviteOf(cookie).accept.$post({ param: { code } })).status).toBe(200);
    expect(await roleOf(user.id)).toMatchObject({ role: "premium", permissions: ["beta", "gamma"] });
    const [row] = (await t.db.select().from(auditEvents).where(eq(auditEvents.action, "invite.redeemed"))).filter(
      (r) => r.targetId !== null && r.actorId === user.id,
    );
    expect(row!.detail).toMatchObject({ fromRole: "user", toRole: "premium", permissionsFrom: ["beta"], permissionsTo: ["beta", "gamma"] });
  });

  it("declining leaves the account unchanged and the invite unusable", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const { user, cookie } = await signedInUser(t);
    const code = await codeOf(await invite(admin.cookie, { role: "premium", email: user.email }));
    expect((await inviteOf(cookie).decline.$post({ param: { code } })).status).toBe(200);
    expect((await inviteOf(cookie).accept.$post({ param: { code } })).status).toBe(409);
    expect((await roleOf(user.id)).role).toBe("user");
    const [inv] = await t.db.select().from(invites).where(eq(invites.email, user.email));
    expect(inv!.revokedBy).toBe(user.id);
  });

  it("someone else cannot accept an invite bound to another address", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const { user } = await signedInUser(t);
    const other = await signedInUser(t);
    const code = await codeOf(await invite(admin.cookie, { role: "premium", email: user.email }));
    expect((await inviteOf(other.cookie).accept.$post({ param: { code } })).status).toBe(403);
    expect((await roleOf(other.user.id)).role).toBe("user");
  });
});

describe("the one-click demotion through the real sign-in", () => {
  let s: EmbeddedServer;
  beforeAll(async () => {
    s = await startEmbeddedServer();
  }, 30_000);
  afterAll(() => s.stop());

  it("opening /api/login?invite=... as an existing account changes nothing and lands on the invite's confirmation page", async () => {
    const admin = await signInFlow(s.url, "admin@example.com");
    const member = await signInFlow(s.url, "member.existing@example.com");
    expect((await currentUser(s.url, member.jar)).body).toMatchObject({ role: "user" });
    const made = await step(admin.jar, `${s.url}/api/admin/invite`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: s.url },
      body: JSON.stringify({ role: "premium", email: "member.existing@example.com" }),
    });
    const code = CODE.exec(((await made.json()) as { inviteUrl: string }).inviteUrl)![1]!;
    const again = await signInFlow(s.url, "member.existing@example.com", { query: `invite=${code}&returnTo=%2Fdashboard` });
    expect(again.callback.headers.get("location")).toBe(`/invite/${code}`);
    expect((await currentUser(s.url, again.jar)).body).toMatchObject({ role: "user" });
  });
});
