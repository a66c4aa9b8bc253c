import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { CLIENT_ROUTE_SHELLS, NOT_A_PAGE } from "../../functions/lib/client-routes";
import { GENERATION_QUEUE_BINDING } from "../../functions/services/generation/queue";

const toml = readFileSync("wrangler.toml", "utf8");

/** The quoted entries of a `key = [ ... ]` line. */
function list(key: string): string[] {
  const line = toml.split("\n").find((l) => l.startsWith(`${key} = [`));
  return [...(line ?? "").matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

describe("wrangler.toml", () => {
  it("sends every client-rendered route to the Worker first (otherwise the assets' 404 page answers it)", () => {
    const first = list("run_worker_first");
    for (const { pattern, shell } of CLIENT_ROUTE_SHELLS) {
      const glob = `${shell}*`;
      expect(first).toContain(glob);
      expect(pattern.test(`${shell}some-id`)).toBe(true);
    }
    expect(first).toEqual(expect.arrayContaining(["/api/*", "/sites/*"]));
  });

  it("sends the 404 page and the bare shells to the Worker, which answers them 404 (no soft 404s)", () => {
    const first = list("run_worker_first");
    for (const path of NOT_A_PAGE) {
      const covered = first.some((glob) => (glob.endsWith("*") ? path.startsWith(glob.slice(0, -1)) : path === glob));
      expect(covered, path).toBe(true);
    }
    expect([...NOT_A_PAGE]).toEqual(expect.arrayContaining(["/404", "/404.html", "/checkout", "/invite"]));
  });

  it("runs the Worker's scheduled() (deleting ended sessions) from an hourly cron trigger", () => {
    const [base] = toml.split("[env.queue]");
    expect(base).toMatch(/^\[triggers\]\ncrons = \[(?:"[^"]+", )*"\d+ \* \* \* \*"(?:, "[^"]+")*\]$/m);
  });

  it("sets no NODE_ENV var: the Cloudflare adapter copies vars into astro dev's process (React's dev and prod builds mixed)", () => {
    // The Worker defaults to production itself (workerVars in functions/hosts/worker/index.ts).
    expect(toml).not.toMatch(/^NODE_ENV\s*=/m);
  });

  it("binds the generation queue only in the optional 'queue' environment, consumed by the same Worker", () => {
    const [base, queueEnv] = toml.split("[env.queue]");
    expect(base).not.toMatch(/^\[\[queues\./m);
    expect(queueEnv).toContain(`binding = "${GENERATION_QUEUE_BINDING}"`);
    const queues = [...queueEnv!.matchAll(/^queue = "([^"]+)"/gm)].map((m) => m[1]);
    expect(queues).toEqual(["lumen-generation", "lumen-generation"]);
    expect(queueEnv).toMatch(/^name = "lumen-spaces"$/m);
    expect(base).toMatch(/^name = "lumen-spaces"$/m);
  });
});

describe("wrangler.toml operations", () => {
  it("turns on Workers observability for both environments and offers a custom-domain route", () => {
    const [base, queueEnv] = toml.split("[env.queue]");
    expect(base).toMatch(/^\[observability\]\nenabled = true/m);
    expect(queueEnv).toMatch(/^\[env\.queue\.observability\]\nenabled = true/m);
    expect(toml).toMatch(/^# routes = \[\{ pattern = "your-domain\.example", custom_domain = true \}\]/m);
  });
});
