/**
 * The load run's memory check (bench/sections/load.mjs) must catch a real leak: a throwaway built
 * server with a deliberate leak of a few KB per request (bench/lib/leak-injector.mjs) must fail its
 * verdict, and the growth it measures must be the size of that leak.
 */
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

describe("load check", () => {
  it("fails a server that leaks memory on every request (--self-check)", () => {
    expect(existsSync(resolve("dist-server/server.mjs")), "run npm run build first").toBe(true);
    const run = spawnSync(process.execPath, ["scripts/load-check.mjs", "--self-check"], { encoding: "utf8", timeout: 90_000 });
    expect(run.stdout + run.stderr).toMatch(/Self-check passed: the deliberate leak of \d+ bytes per request was caught/);
    expect(run.status).toBe(0);
  }, 120_000);
});
