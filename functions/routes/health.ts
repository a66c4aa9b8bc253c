import { Hono } from "hono";
import type { AppEnv } from "../types";
import { pingDatabase } from "../services/health";

/** The database answers a trivial query; payments are on when a Stripe secret key is set (the status page shows both). */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const started = performance.now();
  const payments = c.get("deps").config.stripe.secretKey ? ("configured" as const) : ("not_configured" as const);
  try {
    await pingDatabase(c.get("deps").db);
    return c.json({ status: "ok" as const, database: "reachable" as const, latencyMs: Math.round(performance.now() - started), payments });
  } catch {
    return c.json({ status: "degraded" as const, database: "unreachable" as const, latencyMs: null, payments }, 503);
  }
});
