/**
 * Users: created or refreshed at each sign-in from the provider's profile, listed and managed by
 * admins. The rule that keeps the product manageable: the last active admin can neither be demoted
 * nor suspended (nor set pending).
 */
import { and, asc, desc, eq, gt, gte, lt, ne, sql } from "drizzle-orm";
import { pageOf, type TimeCursor } from "../lib/cursor";
import type { Database } from "../../db/index";
import { users, type User } from "../../db/schema";
import type { UserRole, UserStatus } from "../../core/accounts";
import { normalizePermissions } from "../../core/accounts";
import { invalidateUserSessions } from "../auth/sessions";
import type { OidcProfile } from "../auth/oidc";
import { SignInError } from "../auth/oidc";
import { conflict, notFound } from "../lib/errors";

export const LAST_ADMIN_MESSAGE = "This is the last active admin: make another user an active admin first.";

/** What GET /api/admin/users answers per user (spec section 3, User (admin list)). */
export interface AdminUserRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: UserRole;
  status: UserStatus;
  permissions: string[];
  createdAt: Date;
  lastLoginAt: Date | null;
}

function isAdminEmail(email: string, adminEmails: readonly string[]): boolean {
  return adminEmails.includes(email.toLowerCase());
}

/**
 * Finds the user this provider account belongs to, creating it on first sign-in, and refreshes
 * the profile fields the provider owns. Verified emails listed in ADMIN_EMAILS become admins.
 *
 * Linking: an account is found by (issuer, subject). Failing that, a user row with the same email
 * is linked when the provider says the email is verified and the row is not bound to another
 * subject at this same issuer (pre-provisioned rows, or a move to another provider).
 */
export async function upsertUserFromProfile(db: Database, profile: OidcProfile, opts: { adminEmails: readonly string[] }): Promise<User> {
  return (await upsertUserWithOutcome(db, profile, opts)).user;
}

/** `upsertUserFromProfile`, also saying whether this sign-in created the account (invites treat new accounts differently). */
export async function upsertUserWithOutcome(
  db: Database,
  profile: OidcProfile,
  opts: { adminEmails: readonly string[] },
): Promise<{ user: User; created: boolean }> {
  // Only a verified address can claim an ADMIN_EMAILS entry (a provider with open sign-up could hand out any address).
  const makeAdmin = profile.emailVerified && isAdminEmail(profile.email, opts.adminEmails);
  const [bySubject] = await db
    .select()
    .from(users)
    .where(and(eq(users.oidcIssuer, profile.issuer), eq(users.oidcSubject, profile.subject)))
    .limit(1);
  // Only a verified address finds, links or blocks an account: an unverified one is kept aside.
  const [byEmail] = bySubject ? [] : await db.select().from(users).where(verifiedEmailIs(profile.email)).limit(1);

  const profileFields = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    ...(profile.profileImageUrl ? { profileImageUrl: profile.profileImageUrl } : {}),
  };

  if (bySubject) {
    const [row] = await db
      .update(users)
      .set({ ...profileFields, ...(await emailFields(db, bySubject, profile)), ...(makeAdmin ? { role: "admin" as const } : {}) })
      .where(eq(users.id, bySubject.id))
      .returning();
    return { user: row!, created: false };
  }

  if (byEmail) {
    const boundHere = byEmail.oidcIssuer === profile.issuer && byEmail.oidcSubject !== null;
    if (!profile.emailVerified || boundHere) {
      throw new SignInError("account", "Another account already uses this email address");
    }
    const [row] = await db
      .update(users)
      .set({ ...profileFields, oidcIssuer: profile.issuer, oidcSubject: profile.subject, ...(makeAdmin ? { role: "admin" as const } : {}) })
      .where(eq(users.id, byEmail.id))
      .returning();
    return { user: row!, created: false };
  }

  const [row] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: profile.email,
      emailVerified: profile.emailVerified,
      ...profileFields,
      role: makeAdmin ? "admin" : "user",
      status: "active",
      permissions: [],
      oidcIssuer: profile.issuer,
      oidcSubject: profile.subject,
    })
    .returning();
  return { user: row!, created: true };
}

/** SQL: the account whose verified email is this one. */
function verifiedEmailIs(email: string) {
  return and(eq(users.email, email.toLowerCase()), eq(users.emailVerified, true));
}

/**
 * The email columns after a sign-in: a verified address becomes the account's (unless another account
 * verified it first); an unverified one replaces only an unverified one and is otherwise kept aside in
 * `unverifiedEmail`, so an account re-pointed to someone else's address never takes it.
 */
async function emailFields(db: Database, current: User, profile: OidcProfile): Promise<Partial<Pick<User, "email" | "emailVerified" | "unverifiedEmail">>> {
  if (profile.emailVerified) {
    if (profile.email === current.email && current.emailVerified) return { unverifiedEmail: null };
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(verifiedEmailIs(profile.email), ne(users.id, current.id)))
      .limit(1);
    return taken ? {} : { email: profile.email, emailVerified: true, unverifiedEmail: null };
  }
  if (!current.emailVerified) return { email: profile.email };
  return profile.email === current.email ? {} : { unverifiedEmail: profile.email };
}

export async function recordLogin(db: Database, userId: string, now: number): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: new Date(now) })
    .where(eq(users.id, userId));
}

const adminRowColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  status: users.status,
  permissions: users.permissions,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

/** The end of the range of texts that start with `prefix` (its last character's successor). */
function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/**
 * One page of the admin list. Without `search`: newest first, keyset on users_created_idx
 * (created_at, id). With `search`: accounts whose email starts with it (lower case), in email order
 * on the unique email index. `limit` rows at most; `next` is the cursor of the following page.
 */
export async function listUsers(
  db: Database,
  opts: { search?: string; limit: number; cursor?: TimeCursor },
): Promise<{ items: AdminUserRow[]; next: string | null }> {
  const term = opts.search?.trim().toLowerCase();
  if (term) {
    const rows = await db
      .select(adminRowColumns)
      .from(users)
      // A search by address finds verified addresses only: an unverified one is nobody's yet.
      .where(and(opts.cursor ? gt(users.email, opts.cursor.id) : gte(users.email, term), lt(users.email, prefixEnd(term)), eq(users.emailVerified, true)))
      .orderBy(asc(users.email))
      .limit(opts.limit + 1);
    return pageOf(rows, opts.limit, (u) => ({ at: 0, id: u.email }));
  }
  const rows = await db
    .select(adminRowColumns)
    .from(users)
    .where(opts.cursor ? sql`(${users.createdAt}, ${users.id}) < (${opts.cursor.at}, ${opts.cursor.id})` : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(opts.limit + 1);
  return pageOf(rows, opts.limit, (u) => ({ at: u.createdAt.getTime(), id: u.id }));
}

export async function getUser(db: Database, userId: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The account whose verified email (stored lower-case) this is, if any. */
export async function getUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(verifiedEmailIs(email)).limit(1);
  return row;
}

function adminRow(user: User): AdminUserRow {
  const { id, firstName, lastName, email, role, status, permissions, createdAt, lastLoginAt } = user;
  return { id, firstName, lastName, email, role, status, permissions: permissions ?? [], createdAt, lastLoginAt };
}

/**
 * SQL that is true unless the row is an active admin and the only one: the guard of every change
 * that takes an admin out of the active admins. One statement, so two admins demoting each other
 * at once cannot both succeed.
 */
const notLastActiveAdmin = sql`NOT (${users.role} = 'admin' AND ${users.status} = 'active' AND (SELECT count(*) FROM users WHERE role = 'admin' AND status = 'active') <= 1)`;

async function explainNoUpdate(db: Database, userId: string): Promise<never> {
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!exists) throw notFound("User not found");
  throw conflict(LAST_ADMIN_MESSAGE);
}

/** Spec section 7: POST /api/admin/users/{id}/role {role, permissions}. Permissions are kept when not given. */
export async function setUserRole(db: Database, userId: string, role: UserRole, permissions?: readonly string[]): Promise<AdminUserRow> {
  const [row] = await db
    .update(users)
    .set({ role, ...(permissions ? { permissions: normalizePermissions(permissions) } : {}) })
    .where(role === "admin" ? eq(users.id, userId) : and(eq(users.id, userId), notLastActiveAdmin))
    .returning();
  if (!row) return explainNoUpdate(db, userId);
  return adminRow(row);
}

/** Spec section 7: POST /api/admin/users/{id}/status {status}. Suspending ends the user's sessions at once. */
export async function setUserStatus(db: Database, userId: string, status: UserStatus): Promise<AdminUserRow> {
  const [row] = await db
    .update(users)
    .set({ status })
    .where(status === "active" ? eq(users.id, userId) : and(eq(users.id, userId), notLastActiveAdmin))
    .returning();
  if (!row) return explainNoUpdate(db, userId);
  if (status === "suspended") await invalidateUserSessions(db, userId);
  return adminRow(row);
}

/** Count of active admins other than `userId` (used by invite redemption). */
export async function otherActiveAdmins(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "active"), ne(users.id, userId)));
  return Number(row?.n ?? 0);
}
