/**
 * Invite links: an admin (or a holder of `manage_users`) picks a role and permissions, optionally
 * binds the invite to one email address; the link carries a random code (256 bits) whose SHA-256
 * alone is stored. A code works once, for INVITE_TTL_MS, while it is not revoked and while its
 * maker still may manage users.
 *
 * What redeeming does: a new account (created by the sign-in that carries the code) takes the role
 * and permissions. An existing account takes them only when the invite is bound to its email, its
 * maker outranks it (roles.ts `outranks`: never the maker itself, a peer or an admin), and the
 * account confirmed on the invite page (Accept); an unbound invite never changes an existing account.
 * An invite never lowers a role or removes a permission: a role that lacks one of the account's
 * current role powers is not applied (the permissions are still added). The maker may only grant
 * roles and powers it holds, checked when the invite is made and again when it is redeemed.
 */
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { Database } from "../../db/index";
import { invites, users, type Invite, type User } from "../../db/schema";
import { normalizePermissions, type UserRole } from "../../core/accounts";
import { hasPower, mayGrantPermissions, mayGrantRole, outranks, wouldLower } from "../../core/roles";
import { hashToken } from "../auth/sessions";
import { otherActiveAdmins } from "./users";

export const INVITE_TTL_MS = 72 * 60 * 60 * 1000;
/** 32 random bytes, base64url without padding: 43 characters. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function generateInviteCode(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase64urlNoPadding(bytes);
}

export function inviteUrl(siteUrl: string, code: string): string {
  return `${siteUrl}/invite/${code}`;
}

export async function createInvite(
  db: Database,
  opts: { role: UserRole; permissions: readonly string[]; createdBy: string; now: number; email?: string | null },
): Promise<{ code: string; invite: Invite }> {
  const code = generateInviteCode();
  const [invite] = await db
    .insert(invites)
    .values({
      codeHash: hashToken(code),
      role: opts.role,
      permissions: normalizePermissions(opts.permissions),
      createdBy: opts.createdBy,
      createdAt: new Date(opts.now),
      expiresAt: new Date(opts.now + INVITE_TTL_MS),
      email: opts.email?.trim().toLowerCase() || null,
    })
    .returning();
  return { code, invite: invite! };
}

export type InviteState = "valid" | "used" | "expired" | "revoked";

type Maker = Pick<User, "role" | "status" | "permissions"> & { id?: string | null; email?: string | null };

/** An invite whose maker was deleted, suspended or lost the power to manage users (or the powers it grants) no longer works. */
function makerStillEntitled(maker: Maker | null | undefined, invite: Pick<Invite, "role" | "permissions">): boolean {
  if (!maker || !hasPower(maker, "manage_users")) return false;
  return mayGrantRole(maker, invite.role) && mayGrantPermissions(maker, invite.permissions ?? []);
}

export type InviteTargetRefusal = "own_account" | "outranked" | "would_lower";

/**
 * Whether an invite of this maker may change this existing account: never the maker's own account,
 * never an account the maker does not outrank, never to a role that takes a power away.
 */
export function inviteTargetRefusal(
  maker: Maker & { id: string },
  target: Pick<User, "id" | "role" | "permissions">,
  role: UserRole,
): InviteTargetRefusal | null {
  if (maker.id === target.id) return "own_account";
  if (!outranks(maker, target)) return "outranked";
  if (wouldLower(target.role, role)) return "would_lower";
  return null;
}

function stateOf(invite: Invite, maker: Maker | null, now: number): InviteState {
  if (invite.usedAt) return "used";
  if (invite.revokedAt || !makerStillEntitled(maker, invite)) return "revoked";
  return invite.expiresAt.getTime() <= now ? "expired" : "valid";
}

/** What the /invite/{code} page shows before sign-in (never the bound email: the link may have leaked). */
export interface InviteStatus {
  status: InviteState;
  role: UserRole;
  permissions: string[];
  expiresAt: Date;
  /** True when only one particular account can redeem it. */
  boundToEmail: boolean;
  /** For a signed-in viewer: whether the invite is for this account, and what accepting it changes. */
  forYou?: boolean;
  change?: InviteChange;
}

/** What accepting an invite does to an existing account (shown on its confirmation screen, audited). */
export interface InviteChange {
  fromRole: UserRole;
  toRole: UserRole;
  addedPermissions: string[];
}

async function inviteWithMaker(db: Database, codeHash: string) {
  const [row] = await db
    .select({ invite: invites, maker: { id: users.id, email: users.email, role: users.role, status: users.status, permissions: users.permissions } })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.createdBy))
    .where(eq(invites.codeHash, codeHash))
    .limit(1);
  return row ? { invite: row.invite, maker: row.maker?.role ? row.maker : null } : null;
}

export async function findInviteStatus(db: Database, code: string, now: number, viewerId?: string | null): Promise<InviteStatus | null> {
  if (!INVITE_CODE_PATTERN.test(code)) return null;
  const row = await inviteWithMaker(db, hashToken(code));
  if (!row) return null;
  const { invite, maker } = row;
  const status: InviteStatus = {
    status: stateOf(invite, maker, now),
    role: invite.role,
    permissions: invite.permissions ?? [],
    expiresAt: invite.expiresAt,
    boundToEmail: invite.email !== null,
  };
  if (!viewerId || status.status !== "valid") return status;
  const plan = await planRedemption(db, row, viewerId, false);
  return plan.ok ? { ...status, forYou: true, change: plan.change } : { ...status, forYou: false };
}

/** What the rules make of this invite for this account (without changing anything). */
async function planRedemption(
  db: Database,
  row: { invite: Invite; maker: Maker | null },
  userId: string,
  newAccount: boolean,
): Promise<
  { ok: true; user: User; change: InviteChange; permissions: string[] } | { ok: false; reason: "wrong_account" | "existing_account" | "not_allowed" }
> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error(`invite redeemed for a missing user ${userId}`);
  const bound = row.invite.email;
  // Bound to an address: only an account whose provider verified that very address.
  if (bound !== null && (!user.emailVerified || bound !== user.email.toLowerCase())) return { ok: false, reason: "wrong_account" };
  if (bound === null && !newAccount) return { ok: false, reason: "existing_account" };
  const maker = row.maker;
  if (!maker?.id) return { ok: false, reason: "not_allowed" };
  if (!newAccount) {
    const refusal = inviteTargetRefusal({ ...maker, id: maker.id }, user, row.invite.role);
    // "would_lower" is not a refusal at redemption: the role is kept, permissions are still added.
    if (refusal === "own_account" || refusal === "outranked") return { ok: false, reason: "not_allowed" };
  }
  const toRole = wouldLower(user.role, row.invite.role) ? user.role : row.invite.role;
  const permissions = normalizePermissions([...(user.permissions ?? []), ...(row.invite.permissions ?? [])]);
  const before = normalizePermissions(user.permissions ?? []);
  return { ok: true, user, permissions, change: { fromRole: user.role, toRole, addedPermissions: permissions.filter((p) => !before.includes(p)) } };
}

export type RedeemRefusal = "invalid" | InviteState | "wrong_account" | "existing_account" | "not_allowed" | "confirm";
export type RedeemResult =
  | { ok: true; invite: Invite; before: { role: UserRole; permissions: string[] }; after: { role: UserRole; permissions: string[] } }
  | { ok: false; reason: Exclude<RedeemRefusal, "valid"> };

/**
 * Uses the invite for `userId` when the rules above allow it: marks it used (only if unused,
 * unrevoked and unexpired, in the same statement) and gives the user its role and permissions; a
 * pending account becomes active. An existing account must have `confirmed` (its Accept button);
 * without it the answer is `confirm` and nothing changes. The last active admin keeps the admin role.
 */
export async function redeemInviteFor(
  db: Database,
  code: string,
  opts: { userId: string; newAccount: boolean; confirmed?: boolean },
  now: number,
): Promise<RedeemResult> {
  if (!INVITE_CODE_PATTERN.test(code)) return { ok: false, reason: "invalid" };
  const codeHash = hashToken(code);
  const row = await inviteWithMaker(db, codeHash);
  if (!row) return { ok: false, reason: "invalid" };
  const state = stateOf(row.invite, row.maker, now);
  if (state !== "valid") return { ok: false, reason: state };
  const plan = await planRedemption(db, row, opts.userId, opts.newAccount);
  if (!plan.ok) return plan;
  if (!opts.newAccount && !opts.confirmed) return { ok: false, reason: "confirm" };
  const { user, change, permissions } = plan;

  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(invites)
      .set({ usedAt: new Date(now), usedBy: opts.userId })
      .where(and(eq(invites.codeHash, codeHash), isNull(invites.usedAt), isNull(invites.revokedAt), gt(invites.expiresAt, new Date(now))))
      .returning();
    if (!invite) return { ok: false as const, reason: "used" as const };
    const keepAdmin =
      user.role === "admin" && user.status === "active" && change.toRole !== "admin" && (await otherActiveAdmins(tx as unknown as Database, opts.userId)) === 0;
    const role = keepAdmin ? "admin" : change.toRole;
    await tx
      .update(users)
      .set({ role, permissions, ...(user.status === "pending" ? { status: "active" as const } : {}) })
      .where(eq(users.id, opts.userId));
    return { ok: true as const, invite, before: { role: user.role, permissions: user.permissions ?? [] }, after: { role, permissions } };
  });
}

/** `redeemInviteFor` for an existing account that confirmed, answering the invite or null. */
export async function redeemInvite(db: Database, code: string, userId: string, now: number, opts: { newAccount?: boolean } = {}): Promise<Invite | null> {
  const result = await redeemInviteFor(db, code, { userId, newAccount: opts.newAccount ?? false, confirmed: true }, now);
  return result.ok ? result.invite : null;
}

/** The invited account says no: the invite is revoked by that account (it can never be used); false when it is not this account's to decline. */
export async function declineInvite(db: Database, code: string, userId: string, now: number): Promise<Invite | null | false> {
  if (!INVITE_CODE_PATTERN.test(code)) return null;
  const row = await inviteWithMaker(db, hashToken(code));
  if (!row) return null;
  const [user] = await db.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.emailVerified || row.invite.email !== user.email.toLowerCase()) return false;
  const [invite] = await db
    .update(invites)
    .set({ revokedAt: new Date(now), revokedBy: userId })
    .where(and(eq(invites.id, row.invite.id), isNull(invites.usedAt), isNull(invites.revokedAt)))
    .returning();
  return invite ?? false;
}

/** One row of the admins' invite list. */
export interface InviteListRow {
  id: number;
  role: UserRole;
  permissions: string[];
  email: string | null;
  state: InviteState;
  createdBy: string | null;
  createdByEmail: string | null;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  usedByEmail: string | null;
  revokedAt: Date | null;
}

/** Invites, newest first (codes are never listed: only their hashes exist). */
export async function listInvites(db: Database, now: number, limit = 200): Promise<InviteListRow[]> {
  const maker = alias(users, "maker");
  const redeemer = alias(users, "redeemer");
  const rows = await db
    .select({
      invite: invites,
      maker: { email: maker.email, role: maker.role, status: maker.status, permissions: maker.permissions },
      usedByEmail: redeemer.email,
    })
    .from(invites)
    .leftJoin(maker, eq(maker.id, invites.createdBy))
    .leftJoin(redeemer, eq(redeemer.id, invites.usedBy))
    .orderBy(desc(invites.createdAt), desc(invites.id))
    .limit(limit);
  return rows.map(({ invite, maker: m, usedByEmail }) => ({
    id: invite.id,
    role: invite.role,
    permissions: invite.permissions ?? [],
    email: invite.email,
    state: stateOf(invite, m?.role ? m : null, now),
    createdBy: invite.createdBy,
    createdByEmail: m?.email ?? null,
    createdAt: invite.createdAt,
    expiresAt: invite.expiresAt,
    usedAt: invite.usedAt,
    usedByEmail: usedByEmail ?? null,
    revokedAt: invite.revokedAt,
  }));
}

/**
 * Revokes an unused invite; null when there is no such invite, false when it was already used or
 * revoked, "forbidden" when `by` could not have made it: revoking follows the granting rule (a role and
 * powers `by` holds, and for an invite bound to an existing account, an account `by` outranks).
 */
export async function revokeInvite(db: Database, id: number, by: Maker & { id: string }, now: number): Promise<Invite | null | false | "forbidden"> {
  const [invite] = await db.select().from(invites).where(eq(invites.id, id)).limit(1);
  if (!invite) return null;
  if (!mayGrantRole(by, invite.role) || !mayGrantPermissions(by, invite.permissions ?? [])) return "forbidden";
  if (invite.email) {
    const [target] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, invite.email), eq(users.emailVerified, true)))
      .limit(1);
    if (target && inviteTargetRefusal(by, target, invite.role)) return "forbidden";
  }
  const [row] = await db
    .update(invites)
    .set({ revokedAt: new Date(now), revokedBy: by.id })
    .where(and(eq(invites.id, id), isNull(invites.usedAt), isNull(invites.revokedAt)))
    .returning();
  return row ?? false;
}
