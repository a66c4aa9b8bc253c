import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../types";
import { validate } from "../middleware/validate";
import { clientAddress, clientKey, rateLimit } from "../middleware/rate-limit";
import { pageViewStatement, recordPageView } from "../services/page-views";
import { isPersonAgent } from "../../core/visits";
import { PAGE_PATH, PAGE_VIEW_LIMITS, REFERRER_HOST } from "../../core/page-views";
import { ROUTE_RATE_LIMITS } from "../../core/api-limits";

export const PAGE_VIEW_RATE_LIMIT = ROUTE_RATE_LIMITS.pageView;

/** Strict and small: an accepted body is at most a few hundred bytes (the API refuses any past 256 KB). */
export const pageViewSchema = z.strictObject({
  path: z
    .string({ error: "path is required" })
    .max(PAGE_VIEW_LIMITS.path, { error: "path is too long" })
    .regex(PAGE_PATH, { error: "path must be a site path" }),
  referrerHost: z
    .string({ error: "referrerHost must be a host name" })
    .max(PAGE_VIEW_LIMITS.referrerHost, { error: "referrerHost is too long" })
    .regex(REFERRER_HOST, { error: "referrerHost must be a host name" })
    .nullish(),
});

/**
 * POST /api/analytics/pageview: one view of one of our pages, sent by the browser only after the
 * visitor accepted analytics. 204 either way; bots and prefetches are not counted. No cookie is read
 * or set and no address is stored (a daily-salted visitor hash, like hosted sites' visits).
 */
export const analyticsRoutes = new Hono<AppEnv>().post(
  "/pageview",
  validate("json", pageViewSchema),
  rateLimit({ bucket: "pageview", ...PAGE_VIEW_RATE_LIMIT, key: clientKey }),
  async (c) => {
    const body = c.req.valid("json");
    const userAgent = c.req.header("user-agent");
    const purpose = ["purpose", "sec-purpose", "x-moz", "x-purpose"].map((h) => c.req.header(h));
    if (isPersonAgent(userAgent, purpose)) {
      const { db, countBuffer } = c.get("deps");
      const view = { address: clientAddress(c), userAgent: userAgent!, path: body.path, referrerHost: body.referrerHost ?? null, now: c.get("deps").now() };
      if (countBuffer) countBuffer.add(pageViewStatement(db, view));
      else await recordPageView(db, view);
    }
    return c.body(null, 204);
  },
);
