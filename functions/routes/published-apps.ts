import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../types";
import { listPublishedApps } from "../services/publishing";
import { publicJson } from "../middleware/public-json";
import { validate } from "../middleware/validate";
import { PUBLIC_READ_KEYS } from "../services/public-reads";

/** `?after=<id>`: the page after that app (the last one of the page before). */
export const showcasePageQuery = z.object({ after: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional().catch(undefined) });

/**
 * GET /api/published-apps: public, newest first, one page (SHOWCASE_PAGE_SIZE) at a time. The first
 * page is kept in memory as a public read; the pages after it (`?after=`) are read each time.
 */
export const publishedAppRoutes = new Hono<AppEnv>().get("/", validate("query", showcasePageQuery), async (c) => {
  const { after } = c.req.valid("query");
  if (after === undefined) return publicJson(c, PUBLIC_READ_KEYS["/api/published-apps"], () => listPublishedApps(c.get("deps").db));
  c.header("Cache-Control", "public, max-age=0, must-revalidate");
  return c.json(await listPublishedApps(c.get("deps").db, after));
});
