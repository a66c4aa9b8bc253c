import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { hitRateLimit } from "../../functions/services/rate-limit";

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

  it("counts exactly under concurrency", async () => {
    const opts = { bucket: "conc", key: "k", limit: 10, windowMs: 60_000, now: 3_000_000_000_000 };
    const results = await Promise.all(Array.from({ length: 25 }, () => hitRateLimit(t.db, opts)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});
