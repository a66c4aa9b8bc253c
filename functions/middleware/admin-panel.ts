import { createMiddleware } from "hono/factory";
import { getCookie } from "hono/cookie";
import type { Context } from "hono";
import type { AppEnv } from "../types";
import { ApiError } from "../lib/errors";
import { adminCookieName, adminPasswordFor, findAdminSession } from "../services/admin";
import { hasPower, type Power } from "../../core/roles";
import { PANEL_ACCOUNT_REQUIRED_MESSAGE } from "../../core/content/admin";

/** The admin cookie lives only under /api/admin, is HttpOnly and never leaves this site. */
export const ADMIN_COOKIE_PATH = "/api/admin";

/** A live panel session for this request (opened with the current ADMIN_PASSWORD), or null. */
export async function panelSession(c: Context<AppEnv>) {
  const { db, config, now } = c.get("deps");
  return findAdminSession(db, getCookie(c, adminCookieName(config.production)), now(), adminPasswordFor(config));
}

/** When the panel requires an account (ADMIN_PANEL_REQUIRE_ACCOUNT): true unless the signed-in user is an active admin. */
export function panelAccountMissing(c: Context<AppEnv>): boolean {
  return c.get("deps").config.adminPanelRequireAccount && !c.get("user")?.isAdmin;
}

/**
 * Guard of the password panel's routes (routes/admin/panel.ts): a live panel session and, when
 * required, a signed-in admin account; else 401. With `power`, a signed-in account holding that
 * power (core/roles.ts) may use the route without the panel password, so a permission such as
 * `create_templates` grants exactly what it names. The admin user routes (routes/admin/users.ts)
 * use `requirePower` instead.
 */
export function requireAdminPanelOr(power?: Power) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (power && hasPower(c.get("user"), power)) return next();
    const session = await panelSession(c);
    if (!session) throw new ApiError(401, "UNAUTHORIZED", "Unauthorized");
    if (panelAccountMissing(c)) throw new ApiError(401, "UNAUTHORIZED", PANEL_ACCOUNT_REQUIRED_MESSAGE);
    c.set("panel", true);
    await next();
  });
}

export const requireAdminPanel = requireAdminPanelOr();
