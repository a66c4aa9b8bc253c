import { Hono } from "hono";
import type { SignedInEnv } from "../../types";
import { notFound } from "../../lib/errors";
import { projectIdParam } from "../../lib/params";
import { visitStats } from "../../services/sites/visits";

/** GET /api/projects/:id/visits: a site's visits and daily unique visitors over 30 days (owner only). */
export const visitRoutes = new Hono<SignedInEnv>().get("/:id/visits", async (c) => {
  const deps = c.get("deps");
  const stats = await visitStats(deps.db, projectIdParam(c.req.param("id")), c.get("user").id, deps.now());
  if (!stats) throw notFound("Project not found");
  c.header("Cache-Control", "private, no-store");
  return c.json(stats);
});
