import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";
import { users } from "../../db/schema";
import { powersOf } from "../../core/roles";

/** A delegated user manager cannot stretch a permission string into a power it lacks. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const setRole = (cookie: string, userId: string, permissions: string[]) =>
  apiAs(t, cookie).admin.users[":userId"].role.$post({ param: { userId }, json: { role: "user", permissions } });

const DISGUISES = [
  " manage_payments",
  "manage_payments ",
  "MANAGE_PAYMENTS",
  "Manage_Payments",
  "ｍａｎａｇｅ＿ｐａｙｍｅｎｔｓ",
  "manage\u200b_payments",
  "\u00a0view_activity",
];

describe("permission strings are normalised before they are authorised", () => {
  it.each(DISGUISES)("the role route refuses %j from a manager who lacks that power", async (disguised) => {
    const manager = await signedInUser(t, { permissions: ["manage_users"] });
    const { user: accomplice } = await signedInUser(t);
    const res = await setRole(manager.cookie, accomplice.id, [disguised]);
    expect(res.status).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, accomplice.id));
    expect(powersOf(row)).toEqual([]);
  });

  it.each(DISGUISES)("invite creation refuses %j from a manager who lacks that power", async (disguised) => {
    const manager = await signedInUser(t, { permissions: ["manage_users"] });
    const res = await apiAs(t, manager.cookie).admin.invite.$post({ json: { role: "user", permissions: [disguised] } });
    expect(res.status).toBe(403);
  });

  it("an admin's disguised grant is stored as the one canonical power", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const { user } = await signedInUser(t);
    const res = await setRole(admin.cookie, user.id, [" View_Activity", "ｂｅｔａ", "beta"]);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ permissions: ["view_activity", "beta"] });
  });

  it("a stored permission that was saved before normalisation still names exactly one power, or none", () => {
    expect(powersOf({ role: "user", status: "active", permissions: [" manage_payments"] })).toEqual(["manage_payments"]);
    expect(powersOf({ role: "user", status: "active", permissions: ["manage-payments"] })).toEqual([]);
  });
});
