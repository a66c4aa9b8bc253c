import { Hono } from "hono";
import type { AppEnv } from "../types";
import { listActiveTemplates } from "../services/templates";
import { PUBLIC_DATA_CACHE_CONTROL } from "../lib/cache";

export const templateRoutes = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", PUBLIC_DATA_CACHE_CONTROL);
  return c.json(await listActiveTemplates(c.var.deps.db));
});
