import { and, eq, lt, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import type { Database } from "../../db/index";
import { rateLimits } from "../../db/schema";
import type { AppEnv } from "../types";
import { ApiError } from "../lib/errors";
import { hashAddress } from "../lib/address-hash";
import { addressKey } from "../lib/client-address";

/**
 * Fixed-window counters. The specific limits (generation, sign-in, leads, ...) live in the database,
 * so every Node process and every Worker isolate shares them: one atomic upsert per hit. The
 * API-wide limit (api-rate-limit.ts) goes through a `RateLimitStore`: the database on the Worker,
 * memory (rate-limit-memory.ts) in the single Node process.
 */
export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when the window resets. */
  reset: number;
}

/** One hit: `cost` (default 1) is added to the key's counter of the window `now` falls in; 0 peeks, -1 gives one back. */
export interface RateLimitHit {
  bucket: string;
  key: string;
  limit: number;
  windowMs: number;
  now?: number;
  cost?: number;
}

/** Where counters live; `hit` must count atomically (parallel hits never lose an increment). */
export interface RateLimitStore {
  hit(opts: RateLimitHit): Promise<RateLimitResult>;
}

/** The window `now` falls in (aligned to the epoch: minutes on the minute, days at 00:00 UTC). */
export function windowOf(now: number, windowMs: number): { start: number; reset: number } {
  const start = Math.floor(now / windowMs) * windowMs;
  return { start, reset: Math.ceil((start + windowMs) / 1000) };
}

export function resultOf(count: number, limit: number, reset: number): RateLimitResult {
  return { allowed: count <= limit, limit, remaining: Math.max(0, limit - count), reset };
}

export async function hitRateLimit(db: Database, opts: RateLimitHit): Promise<RateLimitResult> {
  const now = opts.now ?? Date.now();
  const { start: windowStart, reset } = windowOf(now, opts.windowMs);
  const cost = opts.cost ?? 1;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: opts.bucket, key: opts.key, windowStart, count: cost })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${cost}` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? cost;
  // Now and then, drop ended windows (never read again): this bucket's (the primary key starts with
  // the bucket, so no full scan; the API-wide minute counters on the Worker add a row per user-minute),
  // and any bucket's from more than two days ago.
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(and(eq(rateLimits.bucket, opts.bucket), lt(rateLimits.windowStart, windowStart)));
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - 2 * 24 * 60 * 60 * 1000));
  }
  return resultOf(count, opts.limit, reset);
}

/** Counters in the `rate_limits` table: every process and Worker isolate on one database shares them. */
export function databaseRateLimitStore(db: Database): RateLimitStore {
  return { hit: (opts) => hitRateLimit(db, opts) };
}

/** Spec section 9 names these headers: Limit, Remaining, Reset. */
export function rateLimitHeaders(r: RateLimitResult, now = Date.now()): Record<string, string> {
  const headers: Record<string, string> = {
    "X-RateLimit-Limit": String(r.limit),
    "X-RateLimit-Remaining": String(r.remaining),
    "X-RateLimit-Reset": String(r.reset),
  };
  if (!r.allowed) headers["Retry-After"] = String(Math.max(1, r.reset - Math.floor(now / 1000)));
  return headers;
}

/**
 * The caller's network address. A proxy's header counts only when the host configured it
 * (`config.clientIpHeader`: always `cf-connecting-ip` on the Worker, where Cloudflare sets it; on Node
 * only with CLIENT_IP_HEADER, since any client can send such a header). Otherwise the socket's address.
 * For `x-forwarded-for` the last entry is used: the one the trusted proxy appended. IPv6 callers are
 * counted by their /64 (`addressKey`).
 */
export function clientAddress(c: Context<AppEnv>): string {
  const header = c.var.deps.config.clientIpHeader;
  const fromProxy = header ? c.req.header(header)?.split(",").at(-1)?.trim() : undefined;
  if (fromProxy) return addressKey(fromProxy);
  // The Node host passes @hono/node-server's bindings ({ incoming, outgoing }) as the env.
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return addressKey(incoming?.socket?.remoteAddress);
}

/** The caller's network address, hashed with the day's salt (never stored in the clear; functions/lib/address-hash.ts). */
export function clientKey(c: Context<AppEnv>): string {
  return hashAddress(clientAddress(c), c.var.deps.config.addressHashSecret, c.var.deps.now?.() ?? Date.now());
}

/**
 * Middleware: count the request against `bucket`, answer 429 with the headers when over the limit,
 * and add the headers to successful answers too.
 */
export function rateLimit(opts: {
  bucket: string;
  limit: number;
  windowMs: number;
  key?: (c: Context<AppEnv>) => string;
  message?: string;
}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = opts.key ? opts.key(c) : (c.var.user?.id ?? clientKey(c));
    const now = c.var.deps.now?.() ?? Date.now();
    const result = await hitRateLimit(c.var.deps.db, { bucket: opts.bucket, key, limit: opts.limit, windowMs: opts.windowMs, now });
    const headers = rateLimitHeaders(result, now);
    if (!result.allowed) throw new ApiError(429, "RATE_LIMITED", opts.message ?? "Too many requests; try again later", headers);
    await next();
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
  });
}
