import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";
import { invites } from "../../db/schema";

/** Revoking an invite follows the granting rule: a delegated user manager revokes only invites it could have made. */
let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.cleanup());

const makeInvite = async (cookie: string, json: { role: "user" | "moderator" | "premium" | "admin"; permissions?: string[]; email?: string }) => {
  const res = await apiAs(t, cookie).admin.invite.$post({ json });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
};
const revoke = (cookie: string, id: number) => apiAs(t, cookie).admin.invites[":id"].revoke.$post({ param: { id: String(id) } });
const revokedAt = async (id: number) => (await t.db.select().from(invites).where(eq(invites.id, id)))[0]!.revokedAt;

describe("revoking an invite", () => {
  it("a manager cannot revoke an admin's moderator invite, nor one granting a power it lacks, nor one bound to an account it does not outrank", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const manager = await signedInUser(t, { permissions: ["manage_users"] });
    const { user: peer } = await signedInUser(t, { permissions: ["manage_users"] });
    const moderatorInvite = await makeInvite(admin.cookie, { role: "moderator" });
    const powerInvite = await makeInvite(admin.cookie, { role: "user", permissions: ["manage_payments"] });
    const boundToPeer = await makeInvite(admin.cookie, { role: "user", email: peer.email });
    for (const id of [moderatorInvite, powerInvite, boundToPeer]) {
      const res = await revoke(manager.cookie, id);
      expect(res.status).toBe(403);
      expect(await revokedAt(id)).toBeNull();
    }
    // The admin still can.
    expect((await revoke(admin.cookie, moderatorInvite)).status).toBe(200);
  });

  it("a manager revokes an invite it could have made, whoever made it", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const manager = await signedInUser(t, { permissions: ["manage_users"] });
    const plain = await makeInvite(admin.cookie, { role: "user" });
    expect((await revoke(manager.cookie, plain)).status).toBe(200);
    expect(await revokedAt(plain)).not.toBeNull();
    expect((await revoke(manager.cookie, plain)).status).toBe(409);
    expect((await revoke(manager.cookie, 999_999)).status).toBe(404);
  });
});
