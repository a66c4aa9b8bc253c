import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";
import { ApiError } from "../lib/errors";
import { databaseRateLimitStore, rateLimitHeaders } from "../services/rate-limit/index";
import type { RateLimitResult, RuntimeDeps } from "../types";
import { clientKey } from "./rate-limit";
import { SAFE_METHODS } from "../lib/methods";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Paths outside the API-wide limit:
 * - /api/health: uptime checks poll it from a few addresses; it answers from one `select 1`.
 * - /api/webhooks/*: Stripe delivers from a handful of shared addresses for every event, so a
 *   per-address limit would refuse real deliveries; each delivery is authenticated by its signature.
 * - /api/login and /api/callback (below).
 */
export function isExemptFromApiLimit(path: string): boolean {
  return path === "/api/health" || path.startsWith("/api/health/") || path.startsWith("/api/webhooks/") || SIGN_IN_PATHS.has(path);
}

/**
 * Sign-in is never refused by the anonymous quota: callers without a session share it per address,
 * and a flood from one of them must not stop anyone signing in. Both have their own, tighter
 * per-address limit (routes/auth.ts).
 */
const SIGN_IN_PATHS = new Set(["/api/login", "/api/callback"]);

/**
 * The dashboard's status polls (every 5 s while a payment or a generation is pending, only while the
 * page is visible): counted in a bucket of their own (`config.apiRateLimit.statusPollsPerMinute`, STATUS_POLLS_PER_MINUTE by default), never against the
 * API-wide minute or day. Counted there, an open dashboard would spend the user's quota and their
 * next create or publish would fail.
 */
export function isStatusPoll(method: string, path: string): boolean {
  return method === "GET" && (path === "/api/projects/status" || /^\/api\/projects\/[^/]+\/status$/.test(path));
}

/**
 * The window that decides: a refusing window before an allowing one, then the fewest calls left,
 * then the later reset (when both are spent, retrying after the sooner reset would still fail).
 */
export function bindingWindow(results: RateLimitResult[]): RateLimitResult {
  return results.reduce((a, b) => {
    if (a.allowed !== b.allowed) return a.allowed ? b : a;
    if (a.remaining !== b.remaining) return a.remaining < b.remaining ? a : b;
    return b.reset > a.reset ? b : a;
  });
}

/**
 * The API-wide limit of spec section 9: `config.apiRateLimit.perMinute` requests per minute and
 * `perDay` calls per day (fixed windows: wall-clock minutes, UTC days), per signed-in user, and per
 * hashed address for anonymous callers. Mounted after the session middleware. Every limited answer
 * carries X-RateLimit-Limit/Remaining/Reset of the binding window (unless a route's own, tighter
 * limit already set them); a refusal is 429 RATE_LIMITED with Retry-After. A refused call is given
 * back to the windows that had counted it, so refusals never use up the daily quota.
 *
 * Counters live in `deps.apiRateLimitStore` (the Node server: memory), else in the database (the
 * Worker: shared by every isolate). If the store fails the request goes through (logged): the limit
 * must not take the API down with it.
 */
export function apiRateLimit() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (isExemptFromApiLimit(c.req.path)) return next();
    const deps = c.get("deps");
    const user = c.get("user");
    const key = user ? `user:${user.id}` : `ip:${clientKey(c)}`;
    const counted = await countApiRequest(deps, { key, method: c.req.method, path: c.req.path });
    if (!counted) return next();
    if (counted.refusal) throw counted.refusal;

    await next();
    // A route's own limit (generation, sign-in, leads ...) may have set the headers: keep the tighter.
    const theirs = c.res.headers.get("X-RateLimit-Remaining");
    if (theirs !== null && Number(theirs) <= counted.binding.remaining) return;
    for (const [k, v] of Object.entries(counted.headers)) c.res.headers.set(k, v);
  });
}

/**
 * Counts one API request of `key` (`user:{id}` or `ip:{hashed address}`) in its windows: the binding
 * window, the headers to answer with, and when refused the 429 to answer instead (a refused call is
 * given back to the windows that had counted it). Null when the store failed (logged; the request
 * goes through). The middleware above, and the Node server's answers from memory, count through this.
 */
export async function countApiRequest(
  deps: Pick<RuntimeDeps, "apiRateLimitStore" | "db" | "config" | "now" | "log">,
  request: { key: string; method: string; path: string },
): Promise<{ binding: RateLimitResult; headers: Record<string, string>; refusal: ApiError | null } | null> {
  const store = deps.apiRateLimitStore ?? databaseRateLimitStore(deps.db);
  const now = deps.now();
  const { key } = request;
  const countsDay = store.countsReadsPerDay !== false || !SAFE_METHODS.has(request.method);
  const windows = isStatusPoll(request.method, request.path)
    ? [{ bucket: "status-poll", limit: deps.config.apiRateLimit.statusPollsPerMinute, windowMs: MINUTE_MS, key, now }]
    : [
        { bucket: "api-minute", limit: deps.config.apiRateLimit.perMinute, windowMs: MINUTE_MS, key, now },
        ...(countsDay ? [{ bucket: "api-day", limit: deps.config.apiRateLimit.perDay, windowMs: DAY_MS, key, now }] : []),
      ];

  let results: RateLimitResult[];
  try {
    results = await Promise.all(windows.map((w) => store.hit(w)));
  } catch (err) {
    deps.log(`API rate limit skipped (store failed): ${String(err)}`);
    return null;
  }
  const binding = bindingWindow(results);
  const headers = rateLimitHeaders(binding, now);
  if (binding.allowed) return { binding, headers, refusal: null };
  await Promise.all(windows.map((w, i) => (results[i]!.allowed ? store.hit({ ...w, cost: -1 }) : null))).catch(() => {});
  const window = windows[results.indexOf(binding)]!;
  const what = window.bucket === "status-poll" ? "status checks" : "requests";
  const per = window.windowMs === DAY_MS ? "day" : "minute";
  return { binding, headers, refusal: new ApiError(429, "RATE_LIMITED", `The API allows ${binding.limit} ${what} per ${per}; try again later`, headers) };
}
