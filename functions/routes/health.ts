import { Hono } from "hono";
import { sql } from "drizzle-orm";
import type { AppEnv } from "../types";

/** The database answers a trivial query; payments are on when a Stripe secret key is set (the status page shows both). */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const started = performance.now();
  const payments = c.get("deps").config.stripe.secretKey ? ("configured" as const) : ("not_configured" as const);
  try {
    await c.get("deps").db.run(sql`select 1`);
    return c.json({ status: "ok" as const, database: "reachable" as const, latencyMs: Math.round(performance.now() - started), payments });
  } catch {
    return c.json({ status: "degraded" as const, database: "unreachable" as const, latencyMs: null, payments }, 503);
  }
});
