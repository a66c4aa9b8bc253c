/**
 * User management (spec sections 2 and 7): list and search users, change role and status, make,
 * list and revoke invite links, read the activity log. Guarded by powers (core/roles.ts):
 * admins hold them all; `manage_users` and `view_activity` can also be granted by permission.
 * Mounted at /api/admin (routes/admin/index.ts); each route carries its own guard.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Context } from "hono";
import type { AppEnv, SignedInEnv } from "../../types";
import { requirePower } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { pageQuery, setNextCursor } from "../../lib/cursor";
import { ApiError, conflict, notFound } from "../../lib/errors";
import { auditActorOf, nowOf } from "../../middleware/audit-actor";
import { getUser, getUserByEmail, listUsers, setUserRole, setUserStatus } from "../../services/users";
import { createInvite, inviteTargetRefusal, inviteUrl, listInvites, revokeInvite, type InviteTargetRefusal } from "../../services/invites";

const INVITE_REVOKE_FORBIDDEN = "You can only revoke invites you could have made: a role and powers you hold, for an account below your rank";
const INVITE_TARGET_MESSAGES: Record<InviteTargetRefusal, string> = {
  own_account: "An invite cannot change your own account",
  outranked: "An invite cannot change an account of your rank or above",
  would_lower: "An invite never lowers a role: change the role on the Users page instead",
};
import { listAudit, recordAudit } from "../../services/audit";
import { ACCESS_DENIED_MESSAGE, PERMISSIONS_MAX_COUNT, PERMISSION_MAX_LENGTH, USER_ROLES, USER_STATUSES } from "../../../core/accounts";
import { mayChangeAccount, mayGrantPermissions, mayGrantRole } from "../../../core/roles";
import { AUDIT_ACTIONS } from "../../../core/audit";
import { DECEPTIVE_DOMAIN_MESSAGE, hasHonestDomain } from "../../../core/email-domain";
import { sendInvite } from "../../services/mail/notifications";
import { backgroundRunner } from "../../middleware/background";

const role = z.enum(USER_ROLES, { error: `Role must be one of ${USER_ROLES.join(", ")}` });
const status = z.enum(USER_STATUSES, { error: `Status must be one of ${USER_STATUSES.join(", ")}` });
const permissions = z
  .array(
    z
      .string({ error: "Each permission must be text" })
      .max(PERMISSION_MAX_LENGTH, `A permission is at most ${PERMISSION_MAX_LENGTH} characters`)
      .regex(/^[^\u0000-\u001f\u007f,]*$/, "A permission cannot contain commas or control characters"),
    { error: "Permissions must be a list of text" },
  )
  .max(PERMISSIONS_MAX_COUNT, `At most ${PERMISSIONS_MAX_COUNT} permissions`);

const userId = z.object({ userId: z.string().min(1).max(64) });
const inviteId = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "Invite not found")
    .transform(Number),
});

export const userRoleSchema = z.object({ role, permissions: permissions.optional() });
export const userStatusSchema = z.object({ status });
export const inviteSchema = z.object({
  role,
  permissions: permissions.default([]),
  email: z
    .string({ error: "Email must be text" })
    .trim()
    .max(254, "Email is at most 254 characters")
    .refine((v) => v === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "Enter a valid email address or leave it empty")
    .refine(hasHonestDomain, DECEPTIVE_DOMAIN_MESSAGE)
    .nullish(),
});

const page = z.coerce.number().int().min(0).max(1_000_000).optional().catch(undefined);
export const userListQuery = z.object({
  search: z.string().max(254).optional().catch(undefined),
  ...pageQuery,
});
const dayOrTime = z
  .string()
  .max(40)
  .transform((v) => Date.parse(v))
  .refine((v) => Number.isFinite(v))
  .optional()
  .catch(undefined);
export const activityQuery = z.object({
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  actor: z.string().max(64).optional().catch(undefined),
  from: dayOrTime,
  to: dayOrTime,
  before: page,
});

/** 403 unless this manager may change that account to that role (roles.ts: non-admin managers never touch admins or themselves). */
async function targetFor(c: Context<SignedInEnv>, id: string, nextRole?: (typeof USER_ROLES)[number]) {
  const target = await getUser(c.get("deps").db, id);
  if (!target) throw notFound("User not found");
  if (!mayChangeAccount(c.get("user")!, target, nextRole)) throw new ApiError(403, "FORBIDDEN", ACCESS_DENIED_MESSAGE);
  return target;
}

export const adminUserRoutes = new Hono<AppEnv>()
  .get("/users", requirePower("manage_users"), validate("query", userListQuery), async (c) => {
    const { items, next } = await listUsers(c.get("deps").db, c.req.valid("query"));
    setNextCursor(c, next);
    return c.json(items);
  })
  .post("/users/:userId/role", requirePower("manage_users"), validate("param", userId), validate("json", userRoleSchema), async (c) => {
    const { role: next, permissions: list } = c.req.valid("json");
    const before = await targetFor(c, c.req.valid("param").userId, next);
    if (list && !mayGrantPermissions(c.get("user")!, list)) throw new ApiError(403, "FORBIDDEN", "You can only grant powers you hold yourself");
    const after = await setUserRole(c.get("deps").db, before.id, next, list);
    await recordAudit(
      c.get("deps").db,
      auditActorOf(c),
      {
        action: "user.role_changed",
        targetType: "user",
        targetId: before.id,
        detail: { email: before.email, from: before.role, to: after.role, permissionsFrom: before.permissions, permissionsTo: after.permissions },
      },
      nowOf(c),
    );
    return c.json(after);
  })
  .post("/users/:userId/status", requirePower("manage_users"), validate("param", userId), validate("json", userStatusSchema), async (c) => {
    const before = await targetFor(c, c.req.valid("param").userId);
    const after = await setUserStatus(c.get("deps").db, before.id, c.req.valid("json").status);
    await recordAudit(
      c.get("deps").db,
      auditActorOf(c),
      {
        action: "user.status_changed",
        targetType: "user",
        targetId: before.id,
        detail: { email: before.email, from: before.status, to: after.status },
      },
      nowOf(c),
    );
    return c.json(after);
  })
  .post("/invite", requirePower("manage_users"), validate("json", inviteSchema), async (c) => {
    const { db, config } = c.get("deps");
    const body = c.req.valid("json");
    const user = c.get("user")!;
    if (!mayGrantRole(user, body.role) || !mayGrantPermissions(user, body.permissions)) {
      throw new ApiError(403, "FORBIDDEN", "You can only invite with a role and powers you hold yourself");
    }
    if (body.email) {
      // Bound to an existing account: never the maker's own, never one it does not outrank, never lower.
      const target = await getUserByEmail(db, body.email);
      const refusal = target ? inviteTargetRefusal(user, target, body.role) : body.email.toLowerCase() === user.email.toLowerCase() ? "own_account" : null;
      if (refusal) throw new ApiError(403, "FORBIDDEN", INVITE_TARGET_MESSAGES[refusal]);
    }
    const now = nowOf(c);
    const { code, invite } = await createInvite(db, { role: body.role, permissions: body.permissions, email: body.email, createdBy: user.id, now });
    await recordAudit(
      db,
      auditActorOf(c),
      {
        action: "invite.created",
        targetType: "invite",
        targetId: invite.id,
        detail: { role: invite.role, permissions: invite.permissions, email: invite.email },
      },
      now,
    );
    const url = inviteUrl(config.siteUrl, code);
    // A bound invite's link is also mailed to its address.
    if (invite.email) await sendInvite(c.get("deps"), invite.email, { url, role: invite.role, expiresAt: invite.expiresAt }, backgroundRunner(c));
    return c.json(
      {
        id: invite.id,
        inviteUrl: url,
        role: invite.role,
        permissions: invite.permissions,
        email: invite.email,
        expiresAt: invite.expiresAt,
        ...(invite.email ? { emailedTo: invite.email } : {}),
      },
      201,
    );
  })
  .get("/invites", requirePower("manage_users"), async (c) => c.json(await listInvites(c.get("deps").db, nowOf(c))))
  .post("/invites/:id/revoke", requirePower("manage_users"), validate("param", inviteId), async (c) => {
    const now = nowOf(c);
    const revoked = await revokeInvite(c.get("deps").db, c.req.valid("param").id, c.get("user")!, now);
    if (revoked === null) throw notFound("Invite not found");
    if (revoked === "forbidden") throw new ApiError(403, "FORBIDDEN", INVITE_REVOKE_FORBIDDEN);
    if (revoked === false) throw conflict("This invite was already used or revoked");
    await recordAudit(
      c.get("deps").db,
      auditActorOf(c),
      { action: "invite.revoked", targetType: "invite", targetId: revoked.id, detail: { role: revoked.role, email: revoked.email } },
      now,
    );
    return c.json({ id: revoked.id, revokedAt: revoked.revokedAt });
  })
  .get("/activity", requirePower("view_activity"), validate("query", activityQuery), async (c) => {
    const q = c.req.valid("query");
    return c.json(await listAudit(c.get("deps").db, { action: q.action, actorId: q.actor, from: q.from, to: q.to, before: q.before }, nowOf(c)));
  });
