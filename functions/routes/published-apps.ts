import { Hono } from "hono";
import type { AppEnv } from "../types";
import { listPublishedApps } from "../services/publishing";
import { publicJson } from "../middleware/public-json";
import { PUBLIC_READ_KEYS } from "../services/public-reads";

/** GET /api/published-apps: public. */
export const publishedAppRoutes = new Hono<AppEnv>().get("/", (c) => publicJson(c, PUBLIC_READ_KEYS["/api/published-apps"], () => listPublishedApps(c.get("deps").db)));
