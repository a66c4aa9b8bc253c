import { Hono } from "hono";
import type { AppEnv } from "../types";
import { requireUser } from "../middleware/session";
import { notFound } from "../lib/errors";
import { projectIdParam } from "../lib/params";
import { visitStats } from "../services/site-visits";

/** GET /api/projects/:id/visits: a site's visits and daily unique visitors over 30 days (owner only). */
export const siteStatsRoutes = new Hono<AppEnv>().get("/projects/:id/visits", requireUser, async (c) => {
  const { deps, user } = c.var;
  const stats = await visitStats(deps.db, projectIdParam(c.req.param("id")), user!.id, deps.now?.() ?? Date.now());
  if (!stats) throw notFound("Project not found");
  c.header("Cache-Control", "private, no-store");
  return c.json(stats);
});
