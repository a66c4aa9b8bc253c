import { createMiddleware } from "hono/factory";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../types";
import { ApiError } from "../lib/errors";
import { adminCookieName, validateAdminSession } from "../services/admin";

/** The admin cookie lives only under /api/admin, is HttpOnly and never leaves this site. */
export const ADMIN_COOKIE_PATH = "/api/admin";

/**
 * Guard of the password panel's routes (routes/admin/panel.ts): a valid admin-session cookie, else
 * 401. The admin user routes (routes/admin/users.ts) use `requireAdmin` (the admin role) instead.
 */
export const requireAdminPanel = createMiddleware<AppEnv>(async (c, next) => {
  const { db, config, now } = c.var.deps;
  const ok = await validateAdminSession(db, getCookie(c, adminCookieName(config.production)), now());
  if (!ok) throw new ApiError(401, "UNAUTHORIZED", "Unauthorized");
  await next();
});
