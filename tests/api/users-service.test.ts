import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { users } from "../../db/schema";
import { upsertUserFromProfile } from "../../functions/services/users";
import type { OidcProfile } from "../../functions/auth/oidc";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const profile = (over: Partial<OidcProfile>): OidcProfile => ({
  issuer: "https://idp.example",
  subject: crypto.randomUUID(),
  email: `${crypto.randomUUID()}@corp.example`,
  emailVerified: true,
  firstName: "Grace",
  lastName: "Hopper",
  profileImageUrl: null,
  ...over,
});

describe("users from provider profiles", () => {
  it("creates the user on first sign-in, then finds it by issuer and subject and refreshes the profile", async () => {
    const p = profile({});
    const first = await upsertUserFromProfile(t.db, p, { adminEmails: [] });
    expect(first).toMatchObject({ email: p.email, role: "user", status: "active", oidcIssuer: p.issuer, oidcSubject: p.subject });
    const again = await upsertUserFromProfile(t.db, { ...p, firstName: "Amazing", email: `new-${p.email}` }, { adminEmails: [] });
    expect(again.id).toBe(first.id);
    expect(again).toMatchObject({ firstName: "Amazing", email: `new-${p.email}` });
  });

  it("ADMIN_EMAILS makes verified addresses admins, case-insensitively; unverified ones stay users", async () => {
    const verified = await upsertUserFromProfile(t.db, profile({ email: "boss@corp.example" }), { adminEmails: ["boss@corp.example"] });
    expect(verified.role).toBe("admin");
    const unverified = await upsertUserFromProfile(t.db, profile({ email: "chief@corp.example", emailVerified: false }), {
      adminEmails: ["chief@corp.example"],
    });
    expect(unverified.role).toBe("user");
  });

  it("links a pre-provisioned row by verified email, keeping its role and status", async () => {
    await t.db.insert(users).values({ id: "pre-1", email: "pre@corp.example", role: "premium", status: "pending" });
    const linked = await upsertUserFromProfile(t.db, profile({ email: "pre@corp.example" }), { adminEmails: [] });
    expect(linked).toMatchObject({ id: "pre-1", role: "premium", status: "pending", oidcIssuer: "https://idp.example" });
  });

  it("refuses another subject of the same issuer claiming a bound email, and unverified claims", async () => {
    const p = profile({});
    await upsertUserFromProfile(t.db, p, { adminEmails: [] });
    await expect(upsertUserFromProfile(t.db, profile({ email: p.email }), { adminEmails: [] })).rejects.toMatchObject({ reason: "account" });
    await t.db.insert(users).values({ id: "pre-2", email: "pre2@corp.example" });
    await expect(upsertUserFromProfile(t.db, profile({ email: "pre2@corp.example", emailVerified: false }), { adminEmails: [] })).rejects.toMatchObject({
      reason: "account",
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, "pre-2"));
    expect(row?.oidcSubject).toBeNull();
  });

  it("a verified email moving to another provider links to the same user", async () => {
    const p = profile({});
    const first = await upsertUserFromProfile(t.db, p, { adminEmails: [] });
    const moved = await upsertUserFromProfile(t.db, profile({ email: p.email, issuer: "https://new-idp.example" }), { adminEmails: [] });
    expect(moved.id).toBe(first.id);
    expect(moved.oidcIssuer).toBe("https://new-idp.example");
  });
});
