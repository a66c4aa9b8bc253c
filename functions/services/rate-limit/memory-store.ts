import { resultOf, windowOf, type RateLimitStore } from "./index";

/** Counters kept at most (two per caller for the API-wide limit); past it the oldest are dropped. */
export const MEMORY_RATE_LIMIT_MAX_ENTRIES = 100_000;
/** Ended windows are swept out at most this often (ms of the clock passed to `hit`). */
export const MEMORY_RATE_LIMIT_SWEEP_MS = 60_000;

export interface MemoryRateLimitStore extends RateLimitStore {
  /** Counters held right now (ended windows are dropped by the next sweep). */
  readonly size: number;
}

interface Counter {
  windowStart: number;
  windowEnd: number;
  count: number;
}

/**
 * Fixed-window counters in this process's memory: no database write per request, so it suits the
 * one Node process (it would NOT hold across Worker isolates or several Node processes). Each hit is
 * synchronous inside the promise, so parallel requests never lose a count. Memory stays bounded:
 * a counter is replaced when its window ends, ended windows are swept every minute, and past
 * `maxEntries` the oldest counters are dropped.
 */
export function createMemoryRateLimitStore(opts: { maxEntries?: number; sweepMs?: number } = {}): MemoryRateLimitStore {
  const maxEntries = opts.maxEntries ?? MEMORY_RATE_LIMIT_MAX_ENTRIES;
  const sweepMs = opts.sweepMs ?? MEMORY_RATE_LIMIT_SWEEP_MS;
  const counters = new Map<string, Counter>();
  let nextSweep = 0;

  function sweep(now: number) {
    for (const [id, counter] of counters) if (counter.windowEnd <= now) counters.delete(id);
    nextSweep = now + sweepMs;
  }

  return {
    get size() {
      return counters.size;
    },
    async hit({ bucket, key, limit, windowMs, now = Date.now(), cost = 1 }) {
      if (now >= nextSweep) sweep(now);
      const { start, reset } = windowOf(now, windowMs);
      const id = `${bucket}\u0000${key}`;
      let counter = counters.get(id);
      if (!counter || counter.windowStart !== start) {
        counters.delete(id);
        counter = { windowStart: start, windowEnd: start + windowMs, count: 0 };
        // A peek (cost 0) or a give-back (cost < 0) on a window with no counter stores nothing.
        if (cost > 0) {
          counters.set(id, counter); // re-inserted, so Map order is roughly oldest window first
          for (const oldest of counters.keys()) {
            if (counters.size <= maxEntries) break;
            counters.delete(oldest);
          }
        }
      }
      counter.count = Math.max(0, counter.count + cost);
      return resultOf(counter.count, limit, reset);
    },
  };
}
