import { Hono } from "hono";
import type { AppEnv } from "../types";
import { listActiveTemplates } from "../services/templates";
import { publicJson } from "../middleware/public-json";
import { PUBLIC_READ_KEYS } from "../services/public-reads";

export const templateRoutes = new Hono<AppEnv>().get("/", (c) =>
  publicJson(c, PUBLIC_READ_KEYS["/api/templates"], () => listActiveTemplates(c.get("deps").db)),
);
