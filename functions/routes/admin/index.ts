import { Hono } from "hono";
import type { AppEnv } from "../../types";
import { adminPanelRoutes } from "./panel";
import { adminUserRoutes } from "./users";
import { outboxRoutes } from "./outbox";

/**
 * Everything under /api/admin, one router. Two kinds of admin share the prefix (spec section 7), so
 * the guard is on each route, never a prefix-wide `use()` (which would reach the other part too and
 * make the mount order decide):
 * - panel.ts: /auth, /logout, /session are open; /overview, /analytics, /templates, /projects, /leads need the
 *   password panel's cookie (`requireAdminPanel`, middleware/admin-panel.ts).
 * - users.ts: /users, /invite need a signed-in user with the admin role (`requireAdmin`, middleware/session.ts).
 * - outbox.ts: /outbox needs the panel's cookie.
 */
export const adminRoutes = new Hono<AppEnv>().route("/", adminPanelRoutes).route("/", adminUserRoutes).route("/", outboxRoutes);
