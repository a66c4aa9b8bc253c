import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { invites, users } from "../../db/schema";
import { hashToken } from "../../functions/auth/sessions";
import { INVITE_TTL_MS, redeemInvite } from "../../functions/services/invites";
import { currentUser, signInFlow, startEmbeddedServer, step, type EmbeddedServer } from "../helpers/oidc-flow";
import { sessionCookieName } from "../../functions/auth/sessions";

const CODE = /\/invite\/([A-Za-z0-9_-]{43})$/;

describe("POST /api/admin/invite and GET /api/invites/:code", () => {
  let t: TestApp;
  let now = Date.now();
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
  });
  afterAll(() => t.cleanup());

  async function invite(body: InferRequestType<ReturnType<typeof apiClient>["admin"]["invite"]["$post"]>["json"]) {
    const { cookie, user } = await signedInUser(t, { role: "admin" });
    const res = await apiAs(t, cookie).admin.invite.$post({ json: body });
    return { res, admin: user };
  }

  /** Untyped on purpose: bodies the invite schema refuses (the typed client would not compile them). */
  async function rawInvite(body: unknown) {
    const { cookie } = await signedInUser(t, { role: "admin" });
    return t.app.request("/api/admin/invite", jsonInit("POST", body, { Cookie: cookie }));
  }

  const lookup = (code: string) => apiClient(t).invites[":code"].$get({ param: { code } });

  it("answers an inviteUrl on this site with an unguessable code stored only as a hash", async () => {
    const { res, admin } = await invite({ role: "premium", permissions: [" create_templates", "", "manage_users "] });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { inviteUrl: string; role: string; permissions: string[]; expiresAt: string };
    expect(body.inviteUrl).toMatch(new RegExp(`^${t.config.siteUrl}/invite/[A-Za-z0-9_-]{43}$`));
    expect(body).toMatchObject({ role: "premium", permissions: ["create_templates", "manage_users"] });
    expect(Date.parse(body.expiresAt)).toBe(now + INVITE_TTL_MS);
    const code = CODE.exec(body.inviteUrl)![1]!;
    const rows = await t.db.select().from(invites).where(eq(invites.createdBy, admin.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toBe(hashToken(code));
    expect(JSON.stringify(rows[0])).not.toContain(code);
  });

  it("two invites never share a code", async () => {
    const a = (await (await invite({ role: "user", permissions: [] })).res.json()) as { inviteUrl: string };
    const b = (await (await invite({ role: "user", permissions: [] })).res.json()) as { inviteUrl: string };
    expect(a.inviteUrl).not.toBe(b.inviteUrl);
  });

  it("permissions may be left out", async () => {
    const { res } = await invite({ role: "moderator" });
    expect(await res.json()).toMatchObject({ role: "moderator", permissions: [] });
  });

  it.each([[{ role: "owner", permissions: [] }], [{ permissions: [] }], [{ role: "user", permissions: "a,b" }]])("bad body %j: 400", async (body) => {
    const res = await rawInvite(body);
    expect(res.status).toBe(400);
  });

  it("the status lookup says valid, then expired after 72 hours", async () => {
    const body = (await (await invite({ role: "premium", permissions: ["beta"] })).res.json()) as { inviteUrl: string };
    const code = CODE.exec(body.inviteUrl)![1]!;
    const ok = await lookup(code);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: "valid", role: "premium", permissions: ["beta"] });
    const saved = now;
    now += INVITE_TTL_MS;
    try {
      expect(await (await lookup(code)).json()).toMatchObject({ status: "expired" });
      const { user } = await signedInUser(t);
      expect(await redeemInvite(t.db, code, user.id, now)).toBeNull();
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.role).toBe("user");
    } finally {
      now = saved;
    }
  });

  it("unknown and malformed codes: 404", async () => {
    expect((await lookup("A".repeat(43))).status).toBe(404);
    expect((await lookup("short")).status).toBe(404);
  });

  it("redeeming (an invite bound to this existing account) applies role and permissions once, activates a pending account, and marks the invite used", async () => {
    const { user } = await signedInUser(t, { status: "pending", permissions: ["beta"] });
    const body = (await (await invite({ role: "moderator", permissions: ["manage_users"], email: user.email })).res.json()) as { inviteUrl: string };
    const code = CODE.exec(body.inviteUrl)![1]!;
    expect(await redeemInvite(t.db, code, user.id, now)).not.toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: "moderator", status: "active", permissions: ["beta", "manage_users"] });
    expect(await (await lookup(code)).json()).toMatchObject({ status: "used" });
    const { user: other } = await signedInUser(t);
    expect(await redeemInvite(t.db, code, other.id, now)).toBeNull();
  });

  it("an invite never changes its maker's own account (so never takes the admin role from the last active admin)", async () => {
    const { user: admin, cookie } = await signedInUser(t, { role: "admin" });
    const res = await apiAs(t, cookie).admin.invite.$post({ json: { role: "user", permissions: ["x"], email: admin.email } });
    expect(res.status).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ role: "admin", permissions: [] });
  });
});

describe("redeeming an invite through the real sign-in", () => {
  let s: EmbeddedServer;
  beforeAll(async () => {
    s = await startEmbeddedServer();
  }, 30_000);
  afterAll(() => s.stop());

  it("a new account signs in with ?invite=CODE, gets the role and lands on returnTo; the code then works no more", async () => {
    const admin = await signInFlow(s.url, "admin@example.com");
    const made = await step(admin.jar, `${s.url}/api/admin/invite`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: s.url },
      body: JSON.stringify({ role: "premium", permissions: ["create_templates"] }),
    });
    expect(made.status).toBe(201);
    const code = CODE.exec(((await made.json()) as { inviteUrl: string }).inviteUrl)![1]!;

    const guest = await signInFlow(s.url, "invited.guest@example.com", { query: `invite=${code}&returnTo=%2Fdashboard` });
    expect(guest.callback.headers.get("location")).toBe("/dashboard");
    const me = await currentUser(s.url, guest.jar);
    expect(me.body).toMatchObject({ email: "invited.guest@example.com", firstName: "Invited", role: "premium", permissions: ["create_templates"] });

    // A second account cannot use the same link: it is signed in, but as a plain user, and sent to the invite page.
    const late = await signInFlow(s.url, "late.guest@example.com", { query: `invite=${code}&returnTo=%2Fdashboard` });
    expect(late.callback.headers.get("location")).toBe(`/invite/${code}`);
    expect((await currentUser(s.url, late.jar)).body).toMatchObject({ role: "user", permissions: [] });
    expect(late.jar.get(sessionCookieName(false))).toBeTruthy();
  });
});
