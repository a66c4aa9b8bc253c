import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../types";
import { notFound } from "../lib/errors";
import { validate } from "../middleware/validate";
import { siteForHost } from "../services/sites/domains";
import { normalizeHostname } from "../../core/domains";

const askQuery = z.object({ domain: z.string({ error: "domain is required" }).min(1, "domain is required").max(300) });

/** GET /api/domains/ask?domain=: Caddy's on-demand TLS asks here before getting a certificate; 200 only for verified domains. */
export const domainAskRoutes = new Hono<AppEnv>().get("/ask", validate("query", askQuery), async (c) => {
  const hostname = normalizeHostname(c.req.valid("query").domain);
  // Served only while its owner holds the power (or within the notice period): services/sites/domains.ts.
  const verified = hostname ? (await siteForHost(c.get("deps").db, hostname, { now: c.get("deps").now(), deps: c.get("deps") })) !== undefined : false;
  c.header("Cache-Control", "no-store");
  if (!verified) throw notFound("Not a verified domain");
  return c.json({ domain: hostname, verified: true });
});
