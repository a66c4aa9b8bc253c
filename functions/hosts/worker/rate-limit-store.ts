/**
 * The API-wide limit on the Worker without a database write per request: Cloudflare's Workers Rate
 * Limiting binding (`[[ratelimits]]` in wrangler.toml) decides across the location, and this
 * isolate's memory supplies the X-RateLimit-* figures (the binding answers only yes or no) and
 * applies the configured figure within the isolate. A request passes when both allow it.
 * The binding has minute windows only, so the store keeps no daily count of reads
 * (`countsReadsPerDay: false`); the day is counted in the database for state-changing calls.
 */
import type { Database } from "../../../db/index";
import type { RateLimitStore } from "../../types";
import { databaseRateLimitStore } from "../../services/rate-limit/index";
import { createMemoryRateLimitStore } from "../../services/rate-limit/memory-store";

/** The binding's surface (workers-types `RateLimit`). */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** Windows longer than the binding's period go to the database (only writes reach them). */
const BINDING_PERIOD_MS = 60_000;

export function cloudflareRateLimitStore(binding: RateLimitBinding, db: Database): RateLimitStore {
  const isolate = createMemoryRateLimitStore();
  const shared = databaseRateLimitStore(db);
  return {
    countsReadsPerDay: false,
    async hit(h) {
      if (h.windowMs > BINDING_PERIOD_MS) return shared.hit(h);
      const local = await isolate.hit(h);
      if ((h.cost ?? 1) <= 0 || !local.allowed) return local;
      const { success } = await binding.limit({ key: `${h.bucket}:${h.key}` });
      return success ? local : { ...local, allowed: false, remaining: 0 };
    },
  };
}
