import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { sessions } from "../../db/schema";
import { createSession, deleteExpiredSessions, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../functions/auth/sessions";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const exists = async (id: string) => (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id))).length === 1;

describe("deleteExpiredSessions (the hosts run it every hour)", () => {
  it("deletes sessions past their idle or their absolute expiry, and keeps the live ones", async () => {
    const { user } = await signedInUser(t);
    const now = Date.now();
    const idle = await createSession(t.db, user.id, { now: now - SESSION_IDLE_MS - 1000 });
    const live = await createSession(t.db, user.id, { now });
    const old = await createSession(t.db, user.id, { now: now - 1000 });
    // Renewed to look idle-fresh, but past its absolute lifetime.
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(now + SESSION_IDLE_MS), absoluteExpiresAt: new Date(now - 1) })
      .where(eq(sessions.id, old.session.id));

    await deleteExpiredSessions(t.db, now);

    expect(await exists(idle.session.id)).toBe(false);
    expect(await exists(old.session.id)).toBe(false);
    expect(await exists(live.session.id)).toBe(true);
    expect(SESSION_ABSOLUTE_MS).toBeGreaterThan(SESSION_IDLE_MS);
  });
});
