import { createMiddleware } from "hono/factory";
import { csrf } from "hono/csrf";
import type { AppEnv } from "../types";
import { ApiError } from "../lib/errors";

const SAFE = /^(GET|HEAD|OPTIONS)$/;
/** Server-to-server callers that sign their requests instead (Stripe). */
const EXEMPT = /^\/api\/webhooks\//;

function allowedOrigins(siteUrl: string, requestUrl: string): Set<string> {
  return new Set([new URL(siteUrl).origin, new URL(requestUrl).origin]);
}

/**
 * Origin check on every state-changing API request: hono/csrf for form-like bodies, and for any other
 * request a present Origin must be ours and the browser must not call it cross-site.
 */
export function originChecks() {
  const honoCsrf = csrf({
    origin: (origin, c) => allowedOrigins(c.var.deps.config.siteUrl, c.req.url).has(origin),
  });
  const strict = createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE.test(c.req.method) || EXEMPT.test(c.req.path)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const ok = origin ? allowedOrigins(c.var.deps.config.siteUrl, c.req.url).has(origin) : fetchSite !== "cross-site";
    if (!ok) throw new ApiError(403, "FORBIDDEN", "Cross-site request refused");
    await next();
  });
  return [
    createMiddleware<AppEnv>(async (c, next) => (EXEMPT.test(c.req.path) ? next() : honoCsrf(c, next))),
    strict,
  ] as const;
}
