import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";
import { invites, users } from "../../db/schema";
import { upsertUserWithOutcome } from "../../functions/services/users";
import { createSession, sessionCookieName } from "../../functions/auth/sessions";
import type { OidcProfile } from "../../functions/auth/oidc";

/**
 * An address the identity provider did not verify (`email_verified: false`) is used for nothing:
 * not to redeem an invite bound to it, not to claim it from its real owner. The sign-in takes the
 * provider's profile exactly where the OIDC callback hands it over.
 */
let clock = Date.now();
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({}, { now: () => clock })));
afterAll(() => t.cleanup());

const CODE = /\/invite\/([A-Za-z0-9_-]{43})$/;
const profile = (over: Partial<OidcProfile>): OidcProfile => ({
  issuer: "https://idp.example",
  subject: crypto.randomUUID(),
  email: `${crypto.randomUUID()}@corp.example`,
  emailVerified: true,
  firstName: "Pat",
  lastName: "Doe",
  profileImageUrl: null,
  ...over,
});
const signIn = async (p: OidcProfile) => {
  const { user } = await upsertUserWithOutcome(t.db, p, { adminEmails: [] });
  const { token } = await createSession(t.db, user.id);
  return { user, cookie: `${sessionCookieName(t.config.production)}=${token}` };
};
const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe("unverified provider emails", () => {
  it("an account whose provider did not verify the invited address cannot accept the invite bound to it", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const victim = "new-moderator@corp.example";
    const made = await apiAs(t, admin.cookie).admin.invite.$post({ json: { role: "moderator", email: victim } });
    expect(made.status).toBe(201);
    const code = CODE.exec(((await made.json()) as { inviteUrl: string }).inviteUrl)![1]!;

    const attacker = await signIn(profile({ email: victim, emailVerified: false }));
    const res = await apiAs(t, attacker.cookie).invites[":code"].accept.$post({ param: { code } });
    expect(res.status).toBe(403);
    expect((await rowOf(attacker.user.id)).role).toBe("user");
    expect((await t.db.select().from(invites).where(eq(invites.email, victim)))[0]!.usedAt).toBeNull();

    // The real owner, verified, signs in (the unverified account does not block the address) and accepts.
    const owner = await signIn(profile({ email: victim }));
    expect(owner.user.id).not.toBe(attacker.user.id);
    expect((await apiAs(t, owner.cookie).invites[":code"].accept.$post({ param: { code } })).status).toBe(200);
    expect((await rowOf(owner.user.id)).role).toBe("moderator");
  });

  it("an account re-pointed to an unverified address keeps its own; the address's real owner signs in", async () => {
    const squatter = profile({ email: "squatter@corp.example" });
    const first = await signIn(squatter);
    await signIn({ ...squatter, email: "real-owner@corp.example", emailVerified: false });
    expect(await rowOf(first.user.id)).toMatchObject({ email: "squatter@corp.example", emailVerified: true, unverifiedEmail: "real-owner@corp.example" });

    const owner = await signIn(profile({ email: "real-owner@corp.example" }));
    expect(owner.user).toMatchObject({ email: "real-owner@corp.example", emailVerified: true });

    // Once the provider verifies the set-aside address for the first account, it is still the real owner's.
    await signIn({ ...squatter, email: "real-owner@corp.example", emailVerified: true });
    expect((await rowOf(first.user.id)).email).toBe("squatter@corp.example");
  });

  it("an admin's search by address does not find an unverified one, and a bound invite is not refused because of it", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const unverified = await signIn(profile({ email: "maybe@corp.example", emailVerified: false }));
    const list = (await (await apiAs(t, admin.cookie).admin.users.$get({ query: { search: "maybe@" } })).json()) as Array<{ id: string }>;
    expect(list.map((u) => u.id)).not.toContain(unverified.user.id);
    // An invite to that address is treated as one for a new account (the unverified one is nobody's yet).
    expect((await apiAs(t, admin.cookie).admin.invite.$post({ json: { role: "premium", email: "maybe@corp.example" } })).status).toBe(201);
  });
});

describe("no mail to an unverified account address", () => {
  it("a site's notices are not mailed to the account's unverified email (the inbox keeps the message)", async () => {
    const { outbox, siteMessages } = await import("../../db/schema");
    const { ownerWithSite, formPost, formToken } = await import("../helpers/hosted");
    const { CONTACT_MIN_FILL_MS } = await import("../../functions/services/sites/hosted");
    const victim = "someone-else@corp.example";
    const site = await ownerWithSite(t);
    await t.db.update(users).set({ email: victim, emailVerified: false }).where(eq(users.id, site.owner.user.id));
    const token = formToken(await (await t.app.request(`${site.base}/`)).text());
    clock += CONTACT_MIN_FILL_MS + 1000;
    const fields = { name: "Eve", email: "eve@example.com", phone: "", message: "Hello", website: "", t: token };
    expect((await t.app.request(`${site.base}/contact`, formPost(fields, { "cf-connecting-ip": "10.3.3.3" }))).status).toBe(303);
    expect(await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, site.project.id))).toHaveLength(1);
    expect((await t.db.select().from(outbox)).filter((m) => m.to === victim)).toHaveLength(0);
  });
});
