/**
 * The Worker's API-wide limit through Cloudflare's rate-limiting binding: the binding is the platform's
 * (a stand-in with its documented surface, `limit({ key }) -> { success }`); the store around it is ours.
 */
import { describe, expect, it } from "vitest";
import { cloudflareRateLimitStore, type RateLimitBinding } from "../../functions/hosts/worker/rate-limit-store";
import type { Database } from "../../db/index";

function binding(allowPerKey: number) {
  const calls: string[] = [];
  const counts = new Map<string, number>();
  const b: RateLimitBinding = {
    async limit({ key }) {
      calls.push(key);
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return { success: counts.get(key)! <= allowPerKey };
    },
  };
  return { b, calls };
}

/** A database that fails the test if touched (minute windows must never reach it). */
const untouchable = new Proxy(
  {},
  {
    get: () => {
      throw new Error("the database was used");
    },
  },
) as unknown as Database;
const minute = { bucket: "api-minute", key: "user:1", limit: 3, windowMs: 60_000, now: 1_000 };

describe("cloudflareRateLimitStore", () => {
  it("minute windows: allowed while both the binding and the isolate's count allow; headers from the isolate", async () => {
    const { b, calls } = binding(100);
    const store = cloudflareRateLimitStore(b, untouchable);
    expect(store.countsReadsPerDay).toBe(false);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await store.hit(minute));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(calls).toEqual(["api-minute:user:1", "api-minute:user:1", "api-minute:user:1"]);
  });

  it("the binding's refusal wins (another isolate, same location, spent the limit)", async () => {
    const { b } = binding(1);
    const store = cloudflareRateLimitStore(b, untouchable);
    expect((await store.hit(minute)).allowed).toBe(true);
    expect(await store.hit(minute)).toMatchObject({ allowed: false, remaining: 0, limit: 3 });
  });

  it("peeks and give-backs never reach the binding", async () => {
    const { b, calls } = binding(100);
    const store = cloudflareRateLimitStore(b, untouchable);
    await store.hit(minute);
    await store.hit({ ...minute, cost: -1 });
    await store.hit({ ...minute, cost: 0 });
    expect(calls).toHaveLength(1);
  });

  it("day windows go to the database", async () => {
    const { b } = binding(100);
    const store = cloudflareRateLimitStore(b, untouchable);
    await expect(store.hit({ ...minute, bucket: "api-day", windowMs: 86_400_000 })).rejects.toThrow("the database was used");
  });
});
