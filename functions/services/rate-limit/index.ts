import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/index";
import { rateLimits } from "../../../db/schema";
import type { RateLimitHit, RateLimitResult, RateLimitStore } from "../../types";

export type { RateLimitHit, RateLimitResult, RateLimitStore };

/**
 * Fixed-window counters. The specific limits (generation, sign-in, leads, ...) live in the database,
 * so every Node process and every Worker isolate shares them: one atomic upsert per hit. The
 * API-wide limit (middleware/api-rate-limit.ts) goes through a `RateLimitStore`: the database on the Worker,
 * memory (rate-limit-memory.ts) in the single Node process. The middleware using them is in
 * middleware/rate-limit.ts and middleware/api-rate-limit.ts.
 */
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
