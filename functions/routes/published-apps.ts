import { Hono } from "hono";
import type { AppEnv } from "../types";
import { listPublishedApps } from "../services/publishing";
import { publicJson } from "../lib/public-json";

/** GET /api/published-apps: public. */
export const publishedAppRoutes = new Hono<AppEnv>().get("/", (c) => publicJson(c, "published-apps", () => listPublishedApps(c.get("deps").db)));
