import { lt, sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { Database } from "../../db/index";
import { rateLimits } from "../../db/schema";
import type { AppEnv } from "../types";
import { ApiError } from "../lib/errors";

/**
 * Fixed-window counters in the database, so every Node process and every Worker isolate shares them.
 * One atomic upsert per hit.
 */
export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when the window resets. */
  reset: number;
}

export async function hitRateLimit(
  db: Database,
  opts: { bucket: string; key: string; limit: number; windowMs: number; now?: number; cost?: number },
): Promise<RateLimitResult> {
  const now = opts.now ?? Date.now();
  const windowStart = Math.floor(now / opts.windowMs) * opts.windowMs;
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
  // Now and then, drop windows that ended long ago.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - 2 * 24 * 60 * 60 * 1000));
  return {
    allowed: count <= opts.limit,
    limit: opts.limit,
    remaining: Math.max(0, opts.limit - count),
    reset: Math.ceil((windowStart + opts.windowMs) / 1000),
  };
}

/** Spec section 9 names these headers: Limit, Remaining, Reset. */
export function rateLimitHeaders(r: RateLimitResult): Record<string, string> {
  const headers: Record<string, string> = {
    "X-RateLimit-Limit": String(r.limit),
    "X-RateLimit-Remaining": String(r.remaining),
    "X-RateLimit-Reset": String(r.reset),
  };
  if (!r.allowed) headers["Retry-After"] = String(Math.max(1, r.reset - Math.floor(Date.now() / 1000)));
  return headers;
}

/** The caller's network address, hashed (never stored in the clear). */
export function clientKey(c: Context<AppEnv>): string {
  const fromPlatform = c.req.header("cf-connecting-ip");
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const address = fromPlatform ?? incoming?.socket?.remoteAddress ?? "unknown";
  return encodeHexLowerCase(sha256(new TextEncoder().encode(address))).slice(0, 32);
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
    const result = await hitRateLimit(c.var.deps.db, {
      bucket: opts.bucket,
      key,
      limit: opts.limit,
      windowMs: opts.windowMs,
      now: c.var.deps.now?.(),
    });
    const headers = rateLimitHeaders(result);
    if (!result.allowed) throw new ApiError(429, "RATE_LIMITED", opts.message ?? "Too many requests; try again later", headers);
    await next();
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
  });
}
