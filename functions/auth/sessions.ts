/**
 * Sessions the Lucia guide's way: a random token lives only in the cookie, the database keeps its
 * SHA-256, expiry slides on use up to an absolute limit. Web Crypto and node:crypto (nodejs_compat on Workers): runs on both hosts.
 */
import { eq, lt, or, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { preparedPerDatabase, type Database } from "../../db/index";
import { sessions, users, type Session, type User } from "../../db/schema";
import type { SessionUser } from "../../core/session-user";

const DAY = 24 * 60 * 60 * 1000;
/** A session unused for this long ends. */
export const SESSION_IDLE_MS = 14 * DAY;
/** Extend the idle expiry when less than this is left (so a busy session writes at most daily-ish). */
export const SESSION_RENEW_WITHIN_MS = 7 * DAY;
/** However active, a session ends this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 60 * DAY;

export function sessionCookieName(production: boolean): string {
  return production ? "__Host-lumen_session" : "lumen_session";
}

/** 160 random bits, base32. */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** SHA-256 of the token, hex: the session's id. node:crypto's (native; Workers have it with nodejs_compat): every signed-in request asks. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  db: Database,
  userId: string,
  opts: { now?: number; idToken?: string | null } = {},
): Promise<{ token: string; session: Session }> {
  const now = opts.now ?? Date.now();
  const token = generateSessionToken();
  const session: Session = {
    id: hashToken(token),
    userId,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(now + SESSION_ABSOLUTE_MS),
    idToken: opts.idToken ?? null,
  };
  await db.insert(sessions).values(session);
  return { token, session };
}

/** The columns a request needs from its session and user (GET /api/auth/user, every guard). */
export type SessionUserRow = Pick<User, "id" | "email" | "firstName" | "lastName" | "profileImageUrl" | "role" | "status" | "permissions">;

export interface ValidatedSession {
  session: Pick<Session, "id" | "expiresAt" | "absoluteExpiresAt">;
  user: SessionUserRow;
  /** True when the expiry moved: the cookie should be sent again. */
  renewed: boolean;
}

/** The lookup every signed-in request makes: one indexed query, built once per database. */
export const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      session: { expiresAt: sessions.expiresAt, absoluteExpiresAt: sessions.absoluteExpiresAt },
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        role: users.role,
        status: users.status,
        permissions: users.permissions,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sql.placeholder("id")))
    .limit(1)
    .prepare(),
);

export async function validateSessionToken(db: Database, token: string, now = Date.now()): Promise<ValidatedSession | null> {
  if (!/^[a-z2-7]{16,64}$/.test(token)) return null;
  const id = hashToken(token);
  const row = await sessionLookup(db).get({ id });
  if (!row) return null;
  const session = { id, ...row.session };
  const { user } = row;
  if (now >= session.expiresAt.getTime() || now >= session.absoluteExpiresAt.getTime() || user.status === "suspended") {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let renewed = false;
  if (session.expiresAt.getTime() - now < SESSION_RENEW_WITHIN_MS) {
    const next = new Date(Math.min(now + SESSION_IDLE_MS, session.absoluteExpiresAt.getTime()));
    if (next.getTime() > session.expiresAt.getTime()) {
      session.expiresAt = next;
      await db.update(sessions).set({ expiresAt: next }).where(eq(sessions.id, id));
      renewed = true;
    }
  }
  return { session, user, renewed };
}

export async function invalidateSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends a session (logout) and gives back the identity provider's ID token it kept, for the provider's own logout. */
export async function endSession(db: Database, sessionId: string): Promise<string | null> {
  const [row] = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ idToken: sessions.idToken });
  return row?.idToken ?? null;
}

export async function invalidateUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Deletes sessions past their idle or absolute expiry (never valid again: validateSessionToken
 * refuses them). Scheduled by each host: the Node server every hour, the Worker's cron trigger.
 */
export async function deleteExpiredSessions(db: Database, now = Date.now()): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.absoluteExpiresAt, new Date(now))));
}

/** What the browser learns about the signed-in user (GET /api/auth/user). */
export function toSessionUser(user: SessionUserRow): SessionUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.role === "admin",
    role: user.role,
    status: user.status,
    permissions: user.permissions ?? [],
  };
}
