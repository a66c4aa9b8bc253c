import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { AppEnv } from "../types";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const started = performance.now();
  try {
    await c.var.deps.db.run(sql`select 1`);
    return c.json({ status: "ok" as const, database: "reachable" as const, latencyMs: Math.round(performance.now() - started) });
  } catch {
    return c.json({ status: "degraded" as const, database: "unreachable" as const, latencyMs: null }, 503);
  }
});
