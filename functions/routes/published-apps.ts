import { Hono } from "hono";
import type { AppEnv } from "../types";
import { listPublishedApps } from "../services/publishing";

/** GET /api/published-apps: public. */
export const publishedAppRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await listPublishedApps(c.var.deps.db)));
