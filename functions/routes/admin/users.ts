/**
 * User management for admins (spec sections 2 and 7): list users, change role and status, generate
 * invite links. Every route needs an admin session: 401 signed out, 403 for anyone else.
 * Mounted at /api/admin; each route carries its own guard, so other /api/admin files are unaffected.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../types";
import { requireAdmin } from "../../middleware/session";
import { validate } from "../../lib/validate";
import { listUsers, setUserRole, setUserStatus } from "../../services/users";
import { createInvite, inviteUrl } from "../../services/invites";
import { PERMISSIONS_MAX_COUNT, PERMISSION_MAX_LENGTH, USER_ROLES, USER_STATUSES } from "../../../src/lib/accounts";

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

export const userRoleSchema = z.object({ role, permissions: permissions.optional() });
export const userStatusSchema = z.object({ status });
export const inviteSchema = z.object({ role, permissions: permissions.default([]) });

export const adminUserRoutes = new Hono<AppEnv>()
  .get("/users", requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listUsers(c.var.deps.db));
  })
  .post(
    "/users/:userId/role",
    requireAdmin,
    validate("param", userId),
    validate("json", userRoleSchema),
    async (c) => {
      const { role: next, permissions: list } = c.req.valid("json");
      return c.json(await setUserRole(c.var.deps.db, c.req.valid("param").userId, next, list));
    },
  )
  .post("/users/:userId/status", requireAdmin, validate("param", userId), validate("json", userStatusSchema), async (c) => {
    return c.json(await setUserStatus(c.var.deps.db, c.req.valid("param").userId, c.req.valid("json").status));
  })
  .post("/invite", requireAdmin, validate("json", inviteSchema), async (c) => {
    const { db, config } = c.var.deps;
    const body = c.req.valid("json");
    const { code, invite } = await createInvite(db, {
      role: body.role,
      permissions: body.permissions,
      createdBy: c.var.user.id,
      now: c.var.deps.now(),
    });
    return c.json({ inviteUrl: inviteUrl(config.siteUrl, code), role: invite.role, permissions: invite.permissions, expiresAt: invite.expiresAt }, 201);
  });
