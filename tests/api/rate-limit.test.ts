import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { like } from "drizzle-orm";
import { rateLimits } from "../../db/schema";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { hitRateLimit } from "../../functions/services/rate-limit/index";
import { createMemoryRateLimitStore } from "../../functions/services/rate-limit/memory-store";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

describe("hitRateLimit", () => {
  it("allows up to the limit in a window, then refuses, and resets with the next window", async () => {
    const opts = { bucket: "test", key: "k1", limit: 3, windowMs: 60_000, now: 1_000_000_020_000 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(t.db, opts));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[0]!.reset).toBe(Math.ceil((1_000_000_020_000 - (1_000_000_020_000 % 60_000) + 60_000) / 1000));
    const next = await hitRateLimit(t.db, { ...opts, now: opts.now + 60_000 });
    expect(next).toMatchObject({ allowed: true, remaining: 2 });
  });

  it("keeps keys and buckets apart", async () => {
    const base = { limit: 1, windowMs: 60_000, now: 2_000_000_000_000 };
    expect((await hitRateLimit(t.db, { ...base, bucket: "a", key: "x" })).allowed).toBe(true);
    expect((await hitRateLimit(t.db, { ...base, bucket: "a", key: "y" })).allowed).toBe(true);
    expect((await hitRateLimit(t.db, { ...base, bucket: "b", key: "x" })).allowed).toBe(true);
    expect((await hitRateLimit(t.db, { ...base, bucket: "a", key: "x" })).allowed).toBe(false);
  });

  it("now and then drops the bucket's ended windows, keeping the current ones and other buckets", async () => {
    const base = { limit: 5, windowMs: 60_000 };
    const t1 = 4_000_000_020_000;
    await hitRateLimit(t.db, { ...base, bucket: "sweep", key: "old", now: t1 });
    await hitRateLimit(t.db, { ...base, bucket: "sweep-other", key: "old", now: t1 });
    await hitRateLimit(t.db, { ...base, bucket: "sweep", key: "current", now: t1 + 60_000 });
    const random = vi.spyOn(Math, "random").mockReturnValue(0);
    try {
      await hitRateLimit(t.db, { ...base, bucket: "sweep", key: "current", now: t1 + 60_000 });
    } finally {
      random.mockRestore();
    }
    const rows = await t.db.select().from(rateLimits).where(like(rateLimits.bucket, "sweep%"));
    expect(rows.map((r) => [r.bucket, r.key, r.count]).sort()).toEqual([
      ["sweep", "current", 2],
      ["sweep-other", "old", 1],
    ]);
  });

  it("counts exactly under concurrency", async () => {
    const opts = { bucket: "conc", key: "k", limit: 10, windowMs: 60_000, now: 3_000_000_000_000 };
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(t.db, opts)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});

describe("the memory store (the Node server's API-wide counters)", () => {
  const minute = { bucket: "api-minute", key: "k", limit: 2, windowMs: 60_000 };
  const t0 = 83_333_333 * 60_000; // on a minute boundary

  it("counts like the database store: allowed up to the limit, then refused, and a new window starts over", async () => {
    const store = createMemoryRateLimitStore();
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await store.hit({ ...minute, now: t0 + 1000 }));
    expect(results.map((r) => [r.allowed, r.remaining])).toEqual([
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(results[0]!.reset).toBe((t0 + 60_000) / 1000);
    expect(await store.hit({ ...minute, now: t0 + 60_000 })).toMatchObject({ allowed: true, remaining: 1, reset: (t0 + 120_000) / 1000 });
  });

  it("drops counters whose window has ended", async () => {
    const store = createMemoryRateLimitStore();
    for (let i = 0; i < 50; i++) await store.hit({ ...minute, key: `caller-${i}`, now: t0 });
    await store.hit({ ...minute, bucket: "api-day", windowMs: 86_400_000, now: t0 });
    expect(store.size).toBe(51);
    await store.hit({ ...minute, key: "late", now: t0 + 61_000 }); // next minute: the sweep runs
    expect(store.size).toBe(2); // the day counter and the new one
  });

  it("never holds more than maxEntries counters", async () => {
    const store = createMemoryRateLimitStore({ maxEntries: 100 });
    for (let i = 0; i < 1000; i++) await store.hit({ ...minute, key: `caller-${i}`, now: t0 });
    expect(store.size).toBe(100);
    // The newest callers are still counted.
    expect(await store.hit({ ...minute, key: "caller-999", now: t0 })).toMatchObject({ remaining: 0 });
  });

  it("a peek or a give-back stores nothing and never goes below zero", async () => {
    const store = createMemoryRateLimitStore();
    expect(await store.hit({ ...minute, now: t0, cost: 0 })).toMatchObject({ allowed: true, remaining: 2 });
    expect(await store.hit({ ...minute, now: t0, cost: -1 })).toMatchObject({ remaining: 2 });
    expect(store.size).toBe(0);
    await store.hit({ ...minute, now: t0 });
    expect(await store.hit({ ...minute, now: t0, cost: -1 })).toMatchObject({ remaining: 2 });
    expect(await store.hit({ ...minute, now: t0, cost: -1 })).toMatchObject({ remaining: 2 });
    expect(await store.hit({ ...minute, now: t0 })).toMatchObject({ remaining: 1 });
  });

  it("counts exactly under concurrency", async () => {
    const store = createMemoryRateLimitStore();
    const results = await Promise.all(Array.from({ length: 25 }, () => store.hit({ ...minute, limit: 10, now: t0 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});
