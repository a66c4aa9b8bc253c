import { Hono } from "hono";
import type { AppEnv } from "../types";
import { listActiveTemplates } from "../services/templates";

export const templateRoutes = new Hono<AppEnv>().get("/", async (c) => {
  return c.json(await listActiveTemplates(c.var.deps.db));
});
