import { describe, expect, it } from "vitest";
import { memoryVerdict, RETAINED_GROWTH_LIMIT_MB } from "../../bench/sections/load.mjs";

const MB = 1024 * 1024;
const probe = (heapMb: number, externalMb = 4) => ({ heapUsed: heapMb * MB, external: externalMb * MB });

describe("load run memory verdict", () => {
  it("judges retained memory after GC, not the reserve (heap used plus external)", () => {
    const v = memoryVerdict({ baseline: probe(30), end: probe(31.5), requests: 100_000 });
    expect(v.flat).toBe(true);
    expect(v.growthMb).toBeCloseTo(1.5);
    expect(v.bytesPerRequest).toBeCloseTo((1.5 * MB) / 100_000);
  });

  it("fails growth at the limit, whether in the heap or outside it", () => {
    expect(memoryVerdict({ baseline: probe(30), end: probe(30 + RETAINED_GROWTH_LIMIT_MB), requests: 1 }).flat).toBe(false);
    expect(memoryVerdict({ baseline: probe(30, 4), end: probe(30, 4 + RETAINED_GROWTH_LIMIT_MB + 1), requests: 1 }).flat).toBe(false);
  });

  it("answers no per-request figure without requests", () => {
    expect(memoryVerdict({ baseline: probe(30), end: probe(30), requests: 0 }).bytesPerRequest).toBeNull();
  });
});
