import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { statSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Stripe from "stripe";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { auditEvents, invites, projects, publishedApps, users } from "../../db/schema";
import { checkStartupConfig, loadConfig } from "../../functions/config";
import { INVITE_TTL_MS, redeemInviteFor } from "../../functions/services/invites";
import { AUDIT_RETENTION_MS } from "../../functions/services/audit";
import { createNodeClient, tuneLocalClient } from "../../db/client-node";
import { hitRateLimit } from "../../functions/services/rate-limit/index";
import type { PaymentIntentLike, StripeClient } from "../../functions/services/payments";

/** Issue 18: accountability (audit trail), roles with powers, invites with a lifecycle, payment integrity, responses and storage. */
const PASSWORD = "a panel password of some length";
let t: TestApp;
const clock = Date.UTC(2026, 10, 24, 9, 0, 0);
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

const jobs: Promise<unknown>[] = [];
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: PASSWORD, STRIPE_WEBHOOK_SECRET: "whsec_trust" }, { now: () => clock, runJob: (job) => jobs.push(job()) });
});
afterAll(async () => {
  await Promise.allSettled(jobs);
  t.cleanup();
});

const CODE = /\/invite\/([A-Za-z0-9_-]{43})$/;
const audit = async (action: string) => t.db.select().from(auditEvents).where(eq(auditEvents.action, action));

async function panelCookie(app = t, password = PASSWORD, extra: Record<string, string> = {}) {
  const res = await apiClient(app, { "cf-connecting-ip": nextIp(), ...extra }).admin.auth.$post({ json: { password } });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith("lumen_admin="))!
    .split(";")[0]!;
}

type InviteBody = InferRequestType<ReturnType<typeof apiClient>["admin"]["invite"]["$post"]>["json"];

async function makeInvite(cookie: string, body: InviteBody) {
  const res = await apiAs(t, cookie).admin.invite.$post({ json: body });
  expect(res.status).toBe(201);
  const json = (await res.json()) as { id: number; inviteUrl: string };
  return { id: json.id, code: CODE.exec(json.inviteUrl)![1]! };
}

describe("audit trail", () => {
  it("a role change is recorded with the acting admin, the hashed address and the request id; admins read it with filters", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const { user: target } = await signedInUser(t);
    const res = await apiAs(t, admin.cookie, { "cf-connecting-ip": "203.0.113.77" }).admin.users[":userId"].role.$post({
      param: { userId: target.id },
      json: { role: "premium" },
    });
    expect(res.status).toBe(200);
    const [row] = (await audit("user.role_changed")).filter((r) => r.targetId === target.id);
    expect(row).toMatchObject({ actorId: admin.user.id, actorLabel: admin.user.email, detail: expect.objectContaining({ from: "user", to: "premium" }) });
    expect(row!.addressHash).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.addressHash).not.toContain("203.0.113.77");
    expect(row!.requestId).toMatch(/^[0-9a-f-]{36}$/);

    const list = await apiAs(t, admin.cookie).admin.activity.$get({ query: { action: "user.role_changed", actor: admin.user.id } });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    const body = (await list.json()) as { events: { action: string; actorId: string }[] };
    expect(body.events.length).toBe(1);
    expect(body.events[0]).toMatchObject({ action: "user.role_changed", actorId: admin.user.id });
    const future = await apiAs(t, admin.cookie).admin.activity.$get({ query: { from: new Date(clock + 86_400_000).toISOString() } });
    expect(((await future.json()) as { events: unknown[] }).events).toEqual([]);
  });

  it("only admins (or the view_activity permission) read it", async () => {
    const user = await signedInUser(t);
    expect((await apiAs(t, user.cookie).admin.activity.$get({ query: {} })).status).toBe(403);
    const granted = await signedInUser(t, { permissions: ["view_activity"] });
    expect((await apiAs(t, granted.cookie).admin.activity.$get({ query: {} })).status).toBe(200);
    expect((await apiClient(t).admin.activity.$get({ query: {} })).status).toBe(401);
  });

  it("panel sign-ins (and failures), template changes, mark-paid and its undo are recorded", async () => {
    const before = (await audit("panel.sign_in")).length;
    const cookie = await panelCookie();
    expect((await audit("panel.sign_in")).length).toBe(before + 1);
    expect((await apiClient(t, { "cf-connecting-ip": nextIp() }).admin.auth.$post({ json: { password: "wrong" } })).status).toBe(401);
    expect((await audit("panel.sign_in_failure")).length).toBeGreaterThan(0);

    const created = await apiAs(t, cookie).admin.templates.$post({ json: { name: "Audited", category: "Other", basePrice: 10 } });
    const template = (await created.json()) as { id: number };
    const edited = await apiAs(t, cookie).admin.templates[":id"].$put({
      param: { id: String(template.id) },
      json: { name: "Audited 2", category: "Other", basePrice: 12 },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ name: "Audited 2", basePrice: "12.00" });
    const gone = await apiAs(t, cookie).admin.templates[":id"].$delete({ param: { id: String(template.id) } });
    expect(gone.status).toBe(200);
    for (const action of ["template.created", "template.updated", "template.deleted"]) {
      expect(
        (await audit(action)).some((r) => r.targetId === String(template.id) && r.actorLabel === "panel"),
        action,
      ).toBe(true);
    }

    const { user } = await signedInUser(t);
    const [p] = await t.db
      .insert(projects)
      .values({ userId: user.id, name: "P", businessType: "Business", basePrice: "1.00", serviceFee: "0.00", totalPrice: "1.00" })
      .returning();
    expect((await apiAs(t, cookie).admin.projects[":id"]["mark-paid"].$post({ param: { id: String(p!.id) } })).status).toBe(200);
    const undo = await apiAs(t, cookie).admin.projects[":id"]["undo-mark-paid"].$post({ param: { id: String(p!.id) } });
    expect(undo.status).toBe(200);
    expect(await undo.json()).toMatchObject({ paymentStatus: "pending", paidVia: null });
    expect((await audit("project.marked_paid")).some((r) => r.targetId === String(p!.id))).toBe(true);
    expect((await audit("project.mark_paid_undone")).some((r) => r.targetId === String(p!.id))).toBe(true);
    // A Stripe payment is never undone by hand.
    await t.db.update(projects).set({ paymentStatus: "paid", paidVia: "stripe" }).where(eq(projects.id, p!.id));
    expect((await apiAs(t, cookie).admin.projects[":id"]["undo-mark-paid"].$post({ param: { id: String(p!.id) } })).status).toBe(409);
  });

  it("events older than 180 days are pruned when the trail is read", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    await t.db.insert(auditEvents).values({ action: "user.role_changed", actorLabel: "old", createdAt: new Date(clock - AUDIT_RETENTION_MS - 1000) });
    await t.db.insert(auditEvents).values({ action: "user.role_changed", actorLabel: "recent", createdAt: new Date(clock - AUDIT_RETENTION_MS + 60_000) });
    await apiAs(t, admin.cookie).admin.activity.$get({ query: {} });
    const labels = (await audit("user.role_changed")).map((r) => r.actorLabel);
    expect(labels).not.toContain("old");
    expect(labels).toContain("recent");
  });
});

describe("roles with powers", () => {
  it("a moderator takes an app down (gone from the showcase, audited) and restores it; a plain user cannot", async () => {
    const owner = await signedInUser(t);
    const [p] = await t.db
      .insert(projects)
      .values({
        userId: owner.user.id,
        name: "Shop",
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
        userId: owner.user.id,
        name: "Spammy",
        description: "d",
        longDescription: "d",
        url: "/sites/x/",
        category: "Business",
        color: "#000",
      })
      .returning();
    const showcase = async () => ((await (await apiClient(t)["published-apps"].$get({ query: {} })).json()) as { id: number }[]).map((a) => a.id);
    expect(await showcase()).toContain(app!.id);

    expect((await apiAs(t, owner.cookie).moderation["published-apps"][":id"].takedown.$post({ param: { id: String(app!.id) }, json: {} })).status).toBe(403);
    const moderator = await signedInUser(t, { role: "moderator" });
    const down = await apiAs(t, moderator.cookie).moderation["published-apps"][":id"].takedown.$post({
      param: { id: String(app!.id) },
      json: { reason: "Spam" },
    });
    expect(down.status).toBe(200);
    expect(await showcase()).not.toContain(app!.id);
    expect((await audit("showcase.taken_down")).some((r) => r.actorId === moderator.user.id && r.targetId === String(app!.id))).toBe(true);
    const back = await apiAs(t, moderator.cookie).moderation["published-apps"][":id"].restore.$post({ param: { id: String(app!.id) } });
    expect(back.status).toBe(200);
    expect(await showcase()).toContain(app!.id);
    expect((await audit("showcase.restored")).length).toBeGreaterThan(0);
  });

  it("a permission string grants what it names: create_templates adds templates without the panel password", async () => {
    const plain = await signedInUser(t);
    const body = { name: "By permission", category: "Other", basePrice: 5 };
    expect((await apiAs(t, plain.cookie).admin.templates.$post({ json: body })).status).toBe(401);
    const granted = await signedInUser(t, { permissions: ["create_templates"] });
    expect((await apiAs(t, granted.cookie).admin.templates.$post({ json: body })).status).toBe(201);
    // ...and nothing else: not deleting templates, not the overview.
    expect((await apiAs(t, granted.cookie).admin.templates[":id"].$delete({ param: { id: "1" } })).status).toBe(401);
    expect((await apiAs(t, granted.cookie).admin.overview.$get()).status).toBe(401);
  });

  it("manage_users granted by permission cannot promote anyone to admin, touch an admin, or grant powers it lacks", async () => {
    const manager = await signedInUser(t, { permissions: ["manage_users"] });
    const { user: target } = await signedInUser(t);
    const admin = await signedInUser(t, { role: "admin" });
    expect((await apiAs(t, manager.cookie).admin.users[":userId"].role.$post({ param: { userId: target.id }, json: { role: "admin" } })).status).toBe(403);
    expect(
      (await apiAs(t, manager.cookie).admin.users[":userId"].status.$post({ param: { userId: admin.user.id }, json: { status: "suspended" } })).status,
    ).toBe(403);
    expect(
      (
        await apiAs(t, manager.cookie).admin.users[":userId"].role.$post({
          param: { userId: target.id },
          json: { role: "user", permissions: ["manage_payments"] },
        })
      ).status,
    ).toBe(403);
    // premium carries powers this manager lacks (roles are granted like permissions); a role it holds the powers of is fine
    expect((await apiAs(t, manager.cookie).admin.users[":userId"].role.$post({ param: { userId: target.id }, json: { role: "premium" } })).status).toBe(403);
    expect(
      (await apiAs(t, manager.cookie).admin.users[":userId"].role.$post({ param: { userId: target.id }, json: { role: "user", permissions: ["beta"] } }))
        .status,
    ).toBe(200);
    expect((await apiAs(t, manager.cookie).admin.invite.$post({ json: { role: "admin" } })).status).toBe(403);
  });

  it("premium accounts may start 30 generations an hour, others 10", async () => {
    const HOUR = 60 * 60 * 1000;
    const attempt = async (role: "user" | "premium", alreadyStarted: number) => {
      const { user, cookie } = await signedInUser(t, { role });
      if (alreadyStarted > 0) await hitRateLimit(t.db, { bucket: "generate", key: user.id, limit: 1000, windowMs: HOUR, cost: alreadyStarted, now: clock });
      const [p] = await t.db
        .insert(projects)
        .values({ userId: user.id, name: "Gen", businessType: "Business", basePrice: "1.00", serviceFee: "0.00", totalPrice: "1.00", paymentStatus: "paid" })
        .returning();
      return (await apiAs(t, cookie).projects[":id"].generate.$post({ param: { id: String(p!.id) }, json: {} })).status;
    };
    expect(await attempt("user", 9)).toBe(202);
    expect(await attempt("user", 10)).toBe(429);
    expect(await attempt("premium", 10)).toBe(202);
    expect(await attempt("premium", 29)).toBe(202);
    expect(await attempt("premium", 30)).toBe(429);
  });

  it("admins search and page users and projects", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const { user } = await signedInUser(t, { email: "needle-person@example.com" });
    const found = (await (await apiAs(t, admin.cookie).admin.users.$get({ query: { search: "NEEDLE-person" } })).json()) as { id: string }[];
    expect(found.map((u) => u.id)).toEqual([user.id]);
    const percent = (await (await apiAs(t, admin.cookie).admin.users.$get({ query: { search: "%" } })).json()) as unknown[];
    expect(percent).toEqual([]);
    const first = await apiAs(t, admin.cookie).admin.users.$get({ query: { limit: "1" } });
    const cursor = first.headers.get("x-next-cursor")!;
    const page = (await (await apiAs(t, admin.cookie).admin.users.$get({ query: { limit: "2", cursor } })).json()) as unknown[];
    expect(page).toHaveLength(2);
    await t.db
      .insert(projects)
      .values({ userId: user.id, name: "Haystack Needle Bakery", businessType: "Business", basePrice: "1.00", serviceFee: "0.00", totalPrice: "1.00" });
    const cookie = await panelCookie();
    // Projects are found by their owner's email (a prefix, on the email index).
    const hits = (await (await apiAs(t, cookie).admin.projects.$get({ query: { search: "needle-person" } })).json()) as { name: string }[];
    expect(hits.map((p) => p.name)).toEqual(["Haystack Needle Bakery"]);
  });
});

describe("invites with a lifecycle", () => {
  it("expire after 72 hours; admins list them and revoke them; a revoked invite cannot be redeemed (and it is audited)", async () => {
    expect(INVITE_TTL_MS).toBe(72 * 60 * 60 * 1000);
    const admin = await signedInUser(t, { role: "admin" });
    const { id, code } = await makeInvite(admin.cookie, { role: "premium" });
    const listed = (await (await apiAs(t, admin.cookie).admin.invites.$get()).json()) as { id: number; state: string }[];
    expect(listed.find((i) => i.id === id)).toMatchObject({ state: "valid" });
    expect(JSON.stringify(listed)).not.toContain(code);
    expect((await apiAs(t, admin.cookie).admin.invites[":id"].revoke.$post({ param: { id: String(id) } })).status).toBe(200);
    expect((await apiAs(t, admin.cookie).admin.invites[":id"].revoke.$post({ param: { id: String(id) } })).status).toBe(409);
    expect(await (await apiClient(t).invites[":code"].$get({ param: { code } })).json()).toMatchObject({ status: "revoked" });
    const { user } = await signedInUser(t);
    expect(await redeemInviteFor(t.db, code, { userId: user.id, newAccount: true }, clock)).toEqual({ ok: false, reason: "revoked" });
    expect((await audit("invite.created")).some((r) => r.targetId === String(id))).toBe(true);
    expect((await audit("invite.revoked")).some((r) => r.targetId === String(id))).toBe(true);
  });

  it("an invite bound to an email works only for that account", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const { user: bound } = await signedInUser(t, { email: "bound.person@example.com" });
    const { user: other } = await signedInUser(t);
    const { code } = await makeInvite(admin.cookie, { role: "moderator", email: "Bound.Person@example.com" });
    expect(await redeemInviteFor(t.db, code, { userId: other.id, newAccount: true }, clock)).toEqual({ ok: false, reason: "wrong_account" });
    expect((await redeemInviteFor(t.db, code, { userId: bound.id, newAccount: false, confirmed: true }, clock)).ok).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, bound.id));
    expect(row!.role).toBe("moderator");
  });

  it("an unbound invite never raises or lowers an existing account's role (it stays usable by a new one)", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const { code } = await makeInvite(admin.cookie, { role: "admin" });
    const { user: existing } = await signedInUser(t, { role: "premium" });
    expect(await redeemInviteFor(t.db, code, { userId: existing.id, newAccount: false }, clock)).toEqual({ ok: false, reason: "existing_account" });
    const [row] = await t.db.select().from(users).where(eq(users.id, existing.id));
    expect(row!.role).toBe("premium");
    const { user: fresh } = await signedInUser(t);
    expect((await redeemInviteFor(t.db, code, { userId: fresh.id, newAccount: true }, clock)).ok).toBe(true);
  });

  it("invites made by someone who is no longer an admin stop working", async () => {
    const maker = await signedInUser(t, { role: "admin" });
    await signedInUser(t, { role: "admin" });
    const { code } = await makeInvite(maker.cookie, { role: "premium" });
    await t.db.update(users).set({ role: "user" }).where(eq(users.id, maker.user.id));
    expect(await (await apiClient(t).invites[":code"].$get({ param: { code } })).json()).toMatchObject({ status: "revoked" });
    const { user } = await signedInUser(t);
    expect(await redeemInviteFor(t.db, code, { userId: user.id, newAccount: true }, clock)).toEqual({ ok: false, reason: "revoked" });
    const [inv] = await t.db.select().from(invites).where(eq(invites.createdBy, maker.user.id));
    expect(inv!.usedAt).toBeNull();
  });
});

describe("admin panel accountability", () => {
  it("ADMIN_PASSWORD shorter than 16 characters is a start-up error in production", () => {
    expect(() => checkStartupConfig(loadConfig({ NODE_ENV: "production", ADMIN_PASSWORD: "fifteen chars!!" }))).toThrow(/at least 16 characters/);
    expect(() =>
      checkStartupConfig(
        loadConfig({
          NODE_ENV: "production",
          OIDC_ISSUER: "https://id.example",
          OIDC_CLIENT_ID: "c",
          OIDC_CLIENT_SECRET: "s",
          ADMIN_PASSWORD: "sixteen chars!!!",
        }),
      ),
    ).not.toThrow();
  });

  it("production requires a signed-in admin account besides the password (ADMIN_PANEL_REQUIRE_ACCOUNT=0 turns it off); actions name the account", async () => {
    const production = {
      NODE_ENV: "production",
      OIDC_ISSUER: "https://id.example",
      OIDC_CLIENT_ID: "c",
      OIDC_CLIENT_SECRET: "s",
      ADMIN_PASSWORD: "sixteen chars!!!",
    };
    expect(loadConfig(production).adminPanelRequireAccount).toBe(true);
    expect(loadConfig({ ...production, ADMIN_PANEL_REQUIRE_ACCOUNT: "0" }).adminPanelRequireAccount).toBe(false);
    expect(loadConfig({}).adminPanelRequireAccount).toBe(false);
    const strict = await createTestApp({ ADMIN_PASSWORD: PASSWORD, ADMIN_PANEL_REQUIRE_ACCOUNT: "1" }, { now: () => clock });
    try {
      const anonymous = await apiClient(strict, { "cf-connecting-ip": nextIp() }).admin.auth.$post({ json: { password: PASSWORD } });
      expect(anonymous.status).toBe(401);
      const plain = await signedInUser(strict);
      expect((await apiAs(strict, plain.cookie).admin.auth.$post({ json: { password: PASSWORD } })).status).toBe(401);
      const admin = await signedInUser(strict, { role: "admin" });
      const panel = await panelCookie(strict, PASSWORD, { Cookie: admin.cookie });
      // The panel cookie alone is not enough.
      expect((await apiAs(strict, panel).admin.overview.$get()).status).toBe(401);
      const both = `${panel}; ${admin.cookie}`;
      expect((await apiAs(strict, both).admin.overview.$get()).status).toBe(200);
      const { user } = await signedInUser(strict);
      const [p] = await strict.db
        .insert(projects)
        .values({ userId: user.id, name: "P", businessType: "Business", basePrice: "1.00", serviceFee: "0.00", totalPrice: "1.00" })
        .returning();
      expect((await apiAs(strict, both).admin.projects[":id"]["mark-paid"].$post({ param: { id: String(p!.id) } })).status).toBe(200);
      const [event] = await strict.db.select().from(auditEvents).where(eq(auditEvents.action, "project.marked_paid"));
      expect(event).toMatchObject({ actorId: admin.user.id, actorLabel: expect.stringContaining(admin.user.email) });
    } finally {
      strict.cleanup();
    }
  });

  it("panel sessions end when the password changes", async () => {
    const cookie = await panelCookie();
    expect((await apiAs(t, cookie).admin.overview.$get()).status).toBe(200);
    const changed = { ...t.deps, config: { ...t.config, adminPassword: "a brand new panel password" } };
    const { createApp } = await import("../../functions/app");
    const after = createApp(changed);
    expect((await apiAs({ app: after }, cookie).admin.overview.$get()).status).toBe(401);
  });

  it("failed attempts back off per address: one address spending its tries does not lock out another", async () => {
    const attacker = "192.0.2.200";
    for (let i = 0; i < 5; i++) {
      expect((await apiClient(t, { "cf-connecting-ip": attacker }).admin.auth.$post({ json: { password: `guess ${i}` } })).status).toBe(401);
    }
    expect((await apiClient(t, { "cf-connecting-ip": attacker }).admin.auth.$post({ json: { password: PASSWORD } })).status).toBe(429);
    // 150 failures spread over 30 addresses (more than the old global cap of 100) lock nobody else out.
    for (let a = 0; a < 30; a++) {
      for (let i = 0; i < 5; i++) await apiClient(t, { "cf-connecting-ip": `192.0.2.${a + 1}` }).admin.auth.$post({ json: { password: "nope" } });
    }
    expect((await apiClient(t, { "cf-connecting-ip": "198.18.5.5" }).admin.auth.$post({ json: { password: PASSWORD } })).status).toBe(200);
  });
});

describe("payments", () => {
  const SECRET = "whsec_trust";
  const sign = (payload: string, timestamp = Math.floor(clock / 1000)) => Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp });
  /** Untyped on purpose: a signed webhook is a raw body, byte for byte what Stripe signed. */
  const rawDeliver = (app: TestApp, payload: string, signature: string) =>
    app.app.request("/api/webhooks/stripe", { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": signature }, body: payload });
  let n = 0;
  const event = (type: string, object: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    JSON.stringify({ id: `evt_trust_${++n}`, object: "event", type, data: { object }, ...extra });

  async function project(fields: Partial<typeof projects.$inferInsert> = {}) {
    const { user } = await signedInUser(t);
    const [p] = await t.db
      .insert(projects)
      .values({ userId: user.id, name: "Pay", businessType: "Business", basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99", ...fields })
      .returning();
    return p!;
  }
  const row = async (id: number) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0]!;

  it("a succeeded intent other than the one stored for the project does not pay it", async () => {
    const p = await project({ paymentIntentId: "pi_ours" });
    const payload = event("payment_intent.succeeded", {
      id: "pi_other",
      amount: 2999,
      currency: "usd",
      metadata: { projectId: String(p.id), userId: p.userId },
    });
    expect((await rawDeliver(t, payload, sign(payload))).status).toBe(200);
    expect((await row(p.id)).paymentStatus).toBe("pending");
    const ours = event("payment_intent.succeeded", { id: "pi_ours", amount: 2999, currency: "usd", metadata: { projectId: String(p.id), userId: p.userId } });
    await rawDeliver(t, ours, sign(ours));
    expect((await row(p.id)).paymentStatus).toBe("paid");
  });

  it("a timestamp far in the future is refused", async () => {
    const payload = event("payment_intent.created", {});
    const res = await rawDeliver(t, payload, sign(payload, Math.floor(clock / 1000) + 3600));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: "Webhook timestamp is in the future" } });
  });

  it("livemode must match the key: a test event on a live key is refused", async () => {
    const live = await createTestApp({ STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_SECRET_KEY: "sk_live_trust" }, { now: () => clock });
    try {
      const testEvent = event("payment_intent.created", {}, { livemode: false });
      expect((await rawDeliver(live, testEvent, sign(testEvent, Math.floor(clock / 1000)))).status).toBe(400);
      const liveEvent = event("payment_intent.created", {}, { livemode: true });
      expect((await rawDeliver(live, liveEvent, sign(liveEvent, Math.floor(clock / 1000)))).status).toBe(200);
    } finally {
      live.cleanup();
    }
  });

  it("a full refund makes a paid project refunded (no longer paid); a dispute is recorded; both audited and shown to the owner", async () => {
    const p = await project({ paymentIntentId: "pi_refund_me", paymentStatus: "paid", paidVia: "stripe" });
    const partial = event("charge.refunded", {
      id: "ch_1",
      payment_intent: "pi_refund_me",
      amount: 2999,
      amount_refunded: 1000,
      refunded: false,
      currency: "usd",
    });
    expect((await rawDeliver(t, partial, sign(partial, Math.floor(clock / 1000)))).status).toBe(200);
    expect(await row(p.id)).toMatchObject({ paymentStatus: "paid", refundedAmount: "10.00" });
    const full = event("charge.refunded", { id: "ch_1", payment_intent: "pi_refund_me", amount: 2999, amount_refunded: 2999, refunded: true, currency: "usd" });
    expect((await rawDeliver(t, full, sign(full, Math.floor(clock / 1000)))).status).toBe(200);
    expect(await row(p.id)).toMatchObject({ paymentStatus: "refunded", refundedAmount: "29.99" });
    const dispute = event("charge.dispute.created", { id: "dp_1", payment_intent: "pi_refund_me", amount: 2999, reason: "fraudulent" });
    expect((await rawDeliver(t, dispute, sign(dispute, Math.floor(clock / 1000)))).status).toBe(200);
    expect((await row(p.id)).disputedAt).not.toBeNull();
    expect((await audit("payment.refunded")).filter((r) => r.targetId === String(p.id))).toHaveLength(2);
    expect((await audit("payment.disputed")).some((r) => r.targetId === String(p.id) && r.actorLabel === "stripe")).toBe(true);
    // The owner sees it.
    const [owner] = await t.db.select().from(users).where(eq(users.id, p.userId));
    const { createSession, sessionCookieName } = await import("../../functions/auth/sessions");
    const { token } = await createSession(t.db, owner!.id);
    const mine = (await (await apiAs(t, `${sessionCookieName(false)}=${token}`).projects[":id"].$get({ param: { id: String(p.id) } })).json()) as Record<
      string,
      unknown
    >;
    expect(mine).toMatchObject({ paymentStatus: "refunded", refundedAt: expect.any(String), disputedAt: expect.any(String) });
  });

  it("an unreachable Stripe answers 503", async () => {
    const down: StripeClient = {
      paymentIntents: {
        async create() {
          throw Object.assign(new Error("connect ECONNREFUSED"), { type: "StripeConnectionError" });
        },
        async retrieve(): Promise<PaymentIntentLike> {
          throw Object.assign(new Error("connect ECONNREFUSED"), { type: "StripeConnectionError" });
        },
      },
    };
    const app = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_down" }, { stripe: () => down });
    try {
      const { user, cookie } = await signedInUser(app);
      const [p] = await app.db
        .insert(projects)
        .values({ userId: user.id, name: "P", businessType: "Business", basePrice: "1.00", serviceFee: "0.00", totalPrice: "1.00" })
        .returning();
      const res = await apiAs(app, cookie)["create-payment-intent"].$post({ json: { projectId: p!.id } });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ success: false, error: { code: "SERVICE_UNAVAILABLE" } });
    } finally {
      app.cleanup();
    }
  });
});

describe("responses and storage", () => {
  it("every /api answer is no-store unless it opts in (templates and the showcase: public, revalidated)", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const api = apiAs(t, admin.cookie);
    const privateAnswers: [string, () => Promise<Response>][] = [
      ["/api/auth/user", () => api.auth.user.$get()],
      ["/api/admin/users", () => api.admin.users.$get({ query: {} })],
      ["/api/projects", () => api.projects.$get({ query: {} })],
      // Untyped on purpose: an unknown path has no route to type.
      ["/api/nope", async () => t.app.request("/api/nope", { headers: { Cookie: admin.cookie } })],
      ["/api/health", () => api.health.$get()],
    ];
    for (const [path, call] of privateAnswers) {
      const res = await call();
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    const publicAnswers: [string, () => Promise<Response>][] = [
      ["/api/templates", () => apiClient(t).templates.$get()],
      ["/api/published-apps", () => apiClient(t)["published-apps"].$get({ query: {} })],
    ];
    for (const [path, call] of publicAnswers) {
      const cacheControl = (await call()).headers.get("cache-control");
      expect(cacheControl, path).toMatch(/^public, max-age=0, must-revalidate/);
    }
  });

  it("the allowed origin comes from the configuration, never from the Host header; in production unknown hosts are refused", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    // Host evil.example and a matching Origin: the old check allowed the request's own origin.
    // Untyped on purpose here and below: other hosts and a cross-site Origin.
    const res = await t.app.request(
      "http://evil.example/api/admin/invite",
      jsonInit("POST", { role: "user" }, { Cookie: admin.cookie, Origin: "http://evil.example" }),
    );
    expect(res.status).toBe(403);
    const prod = await createTestApp({
      NODE_ENV: "production",
      OIDC_ISSUER: "https://id.example",
      OIDC_CLIENT_ID: "c",
      OIDC_CLIENT_SECRET: "s",
      ADMIN_PASSWORD: "sixteen chars!!!",
      PUBLIC_SITE_URL: "https://lumen.example",
    });
    try {
      const wrong = await prod.app.request("https://attacker.example/api/templates");
      expect(wrong.status).toBe(421);
      expect(await wrong.json()).toMatchObject({ success: false, error: { code: "MISDIRECTED_REQUEST" } });
      expect((await prod.app.request("https://lumen.example/api/templates")).status).toBe(200);
      expect((await prod.app.request("https://10.0.0.1/api/health")).status).toBe(200);
    } finally {
      prod.cleanup();
    }
  });

  it("the database file and its -wal/-shm are created with mode 600", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lumen-mode-"));
    const url = `file:${join(dir, "mode.db")}`;
    const client = createNodeClient(url);
    try {
      await tuneLocalClient(client, url);
      await client.execute("create table t (x)");
      await client.execute("insert into t values (1)");
      for (const suffix of ["", "-wal", "-shm"]) {
        expect(statSync(join(dir, `mode.db${suffix}`)).mode & 0o777, `mode.db${suffix}`).toBe(0o600);
      }
    } finally {
      client.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("logout and images", () => {
  it("an <img> pointed at /api/logout signs no one out; a cross-site navigation gets a confirmation form; our own link signs out", async () => {
    const { cookie } = await signedInUser(t);
    const me = () => apiAs(t, cookie).auth.user.$get();
    // Untyped on purpose: an image or a navigation carries no Origin header, and the client adds ours to every call.
    const img = await t.app.request("/api/logout", {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image" },
    });
    expect(img.status).toBe(403);
    expect((await me()).status).toBe(200);
    const link = await t.app.request("/api/logout", {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
    });
    expect(link.status).toBe(200);
    expect(await link.text()).toMatch(/<form method="post" action="\/api\/logout">/);
    expect((await me()).status).toBe(200);
    const ours = await t.app.request("/api/logout", {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" },
    });
    expect(ours.status).toBe(302);
    expect(await (await me()).json()).toBeNull();
  });

  it("the confirmation form's POST signs out; a cross-site POST is refused", async () => {
    const { cookie } = await signedInUser(t);
    // Untyped on purpose: a cross-site Origin.
    expect((await t.app.request("/api/logout", { method: "POST", headers: { Cookie: cookie, Origin: "https://evil.example" } })).status).toBe(403);
    expect((await apiAs(t, cookie).auth.user.$get()).status).toBe(200);
    expect((await apiAs(t, cookie).logout.$post()).status).toBe(302);
    expect(await (await apiAs(t, cookie).auth.user.$get()).json()).toBeNull();
  });

  it("template images must be image files on https or on this site", async () => {
    const cookie = await panelCookie();
    for (const imageUrl of ["/api/logout", "https://cdn.example/page", "https://cdn.example/logout?x.png", "http://cdn.example/a.png"]) {
      const res = await apiAs(t, cookie).admin.templates.$post({ json: { name: "Img", category: "Other", basePrice: 1, imageUrl } });
      expect(res.status, imageUrl).toBe(400);
    }
    for (const imageUrl of ["https://cdn.example/a.webp", "/media/upload-1.png"]) {
      expect((await apiAs(t, cookie).admin.templates.$post({ json: { name: "Img", category: "Other", basePrice: 1, imageUrl } })).status, imageUrl).toBe(201);
    }
  });
});
