import { createMiddleware } from "hono/factory";
import { csrf } from "hono/csrf";
import type { AppEnv } from "../types";
import type { AppConfig } from "../config";
import { ApiError } from "../lib/errors";
import { LOOPBACK_HOSTS } from "../lib/local-origin";

const SAFE = /^(GET|HEAD|OPTIONS)$/;
/** Server-to-server callers that sign their requests instead (Stripe). */
const EXEMPT = /^\/api\/webhooks\//;
/** Uptime checks may call by address rather than by the site's name. */
const ANY_HOST = /^\/api\/health(?:\/|$)/;

/**
 * The origins this site answers as: PUBLIC_SITE_URL and the extra origins the configuration lists
 * (later, verified custom domains). Never the Host header of the request, which the caller chooses.
 */
export function allowedOrigins(config: Pick<AppConfig, "siteUrl" | "extraOrigins">): Set<string> {
  const site = new URL(config.siteUrl);
  // A site on loopback answers as each spelling of it (localhost, 127.0.0.1, [::1]) on its own port:
  // all name this machine, so a browser on http://127.0.0.1:4321 works beside http://localhost:4321.
  const loopback = LOOPBACK_HOSTS.includes(site.hostname) ? LOOPBACK_HOSTS.map((host) => `${site.protocol}//${host}${site.port ? `:${site.port}` : ""}`) : [];
  return new Set([site.origin, ...loopback, ...config.extraOrigins]);
}

/**
 * Where the configuration says so (`enforceHost`, production), an API request addressed to a host
 * that is not ours is refused (421), so links, cookies and redirects are never built from a host an
 * attacker picked. Every method, reads too.
 */
export const hostCheck = createMiddleware<AppEnv>(async (c, next) => {
  const { config } = c.get("deps");
  if (config.enforceHost && !ANY_HOST.test(c.req.path) && !EXEMPT.test(c.req.path) && !answersForHost(config, new URL(c.req.url).host)) {
    throw new ApiError(421, "MISDIRECTED_REQUEST", "This server does not answer for that host");
  }
  await next();
});

/** Whether `host` (host[:port], as in a Host header) is one the API answers for: its own origins' hosts. */
export function answersForHost(config: Pick<AppConfig, "siteUrl" | "extraOrigins">, host: string): boolean {
  return [...allowedOrigins(config)].some((origin) => new URL(origin).host === host);
}

/**
 * Origin check on every state-changing API request: hono/csrf for form-like bodies, and for any other
 * request a present Origin must be ours and the browser must not call it cross-site.
 */
export function originChecks() {
  const honoCsrf = csrf({ origin: (origin, c) => allowedOrigins(c.get("deps").config).has(origin) });
  const strict = createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE.test(c.req.method) || EXEMPT.test(c.req.path)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const ok = origin ? allowedOrigins(c.get("deps").config).has(origin) : fetchSite !== "cross-site";
    if (!ok) throw new ApiError(403, "FORBIDDEN", "Cross-site request refused");
    await next();
  });
  return [createMiddleware<AppEnv>(async (c, next) => (EXEMPT.test(c.req.path) ? next() : honoCsrf(c, next))), strict] as const;
}
