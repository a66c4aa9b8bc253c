/**
 * Invite links: an admin picks a role and permissions, the link carries a random code (256 bits)
 * whose SHA-256 alone is stored. A code works once, for 7 days; redeeming it at sign-in applies the
 * role and permissions to the account that signed in.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { Database } from "../../db/index";
import { invites, users, type Invite } from "../../db/schema";
import { normalizePermissions, type UserRole } from "../../src/lib/accounts";
import { hashToken } from "../auth/sessions";
import { otherActiveAdmins } from "./users";

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
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
  opts: { role: UserRole; permissions: readonly string[]; createdBy: string; now: number },
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
    })
    .returning();
  return { code, invite: invite! };
}

export type InviteState = "valid" | "used" | "expired";

/** What the /invite/{code} page shows before sign-in. */
export interface InviteStatus {
  status: InviteState;
  role: UserRole;
  permissions: string[];
  expiresAt: Date;
}

export async function findInviteStatus(db: Database, code: string, now: number): Promise<InviteStatus | null> {
  if (!INVITE_CODE_PATTERN.test(code)) return null;
  const [invite] = await db.select().from(invites).where(eq(invites.codeHash, hashToken(code))).limit(1);
  if (!invite) return null;
  const status: InviteState = invite.usedAt ? "used" : invite.expiresAt.getTime() <= now ? "expired" : "valid";
  return { status, role: invite.role, permissions: invite.permissions ?? [], expiresAt: invite.expiresAt };
}

/**
 * Uses the invite for `userId`: marks it used (only if unused and unexpired, in the same statement)
 * and gives the user its role and permissions; a pending account becomes active. The last active
 * admin keeps the admin role whatever the invite says. Returns null when the code cannot be used.
 */
export async function redeemInvite(db: Database, code: string, userId: string, now: number): Promise<Invite | null> {
  if (!INVITE_CODE_PATTERN.test(code)) return null;
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(invites)
      .set({ usedAt: new Date(now), usedBy: userId })
      .where(and(eq(invites.codeHash, hashToken(code)), isNull(invites.usedAt), gt(invites.expiresAt, new Date(now))))
      .returning();
    if (!invite) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new Error(`invite redeemed for a missing user ${userId}`);
    const keepAdmin = user.role === "admin" && user.status === "active" && invite.role !== "admin" && (await otherActiveAdmins(tx as unknown as Database, userId)) === 0;
    await tx
      .update(users)
      .set({
        role: keepAdmin ? "admin" : invite.role,
        permissions: normalizePermissions([...(user.permissions ?? []), ...(invite.permissions ?? [])]),
        ...(user.status === "pending" ? { status: "active" as const } : {}),
      })
      .where(eq(users.id, userId));
    return invite;
  });
}
