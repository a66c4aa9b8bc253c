/**
 * Sign-ins in flight: between GET /api/login and GET /api/callback the state, PKCE verifier, nonce,
 * return path and invite code wait here. Taking one deletes it, so a state works once.
 */
import { eq, lt } from "drizzle-orm";
import type { Database } from "../../../db/index";
import { loginAttempts } from "../../../db/schema";

/** How long a visitor has to finish signing in at the provider. */
export const LOGIN_ATTEMPT_TTL_MS = 10 * 60 * 1000;

export interface NewLoginAttempt {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  inviteCode: string | null;
}

export async function saveLoginAttempt(db: Database, attempt: NewLoginAttempt, now: number): Promise<void> {
  await db.insert(loginAttempts).values({ ...attempt, createdAt: new Date(now), expiresAt: new Date(now + LOGIN_ATTEMPT_TTL_MS) });
  // Now and then, drop attempts nobody finished.
  if (Math.random() < 0.05) await db.delete(loginAttempts).where(lt(loginAttempts.expiresAt, new Date(now)));
}

/** The attempt for `state`, deleted in the same statement; null when unknown, used or expired. */
export async function takeLoginAttempt(db: Database, state: string, now: number) {
  if (state.length > 128) return null;
  const [attempt] = await db.delete(loginAttempts).where(eq(loginAttempts.state, state)).returning();
  if (!attempt || attempt.expiresAt.getTime() <= now) return null;
  return attempt;
}
