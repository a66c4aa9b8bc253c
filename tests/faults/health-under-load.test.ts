/**
 * One thread shared fairly: /api/health stays quick (p99 < 50 ms) while the admin Overview runs in a
 * loop, a backlog of 500 generations resumed at start-up works through the job queue, and a visit
 * flood (a new visitor each) is counted, on the built server with 10^4 users/projects/sites and
 * 10^5 visits and page views seeded through SQL (bench/sections/scale.mjs). The floor is measured at
 * the same moments: a second server with nothing to do (an empty database) answers health probes side
 * by side with the busy one. On a machine that is itself busy (other processes on its cores) the
 * budget grows by the factor the idle server's p99 exceeds a quiet machine's; on a quiet machine it
 * is the 50 ms itself. (A baseline timed before the heavy work was not enough: on a shared machine
 * the load moves by several times within a minute.)
 */
import { describe, expect, it } from "vitest";
import { existsSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import Database from "libsql";
import * as serverLib from "../../bench/lib/server.mjs";
import * as scaleBench from "../../bench/sections/scale.mjs";

// The benchmark's helpers are plain JavaScript: their shapes, as used here.
const startAppServer = serverLib.startAppServer as unknown as (o: { dbPath?: string }) => Promise<{ url: string; stop(): Promise<void> }>;
const tempDir = serverLib.tempDir as (prefix: string) => string;
const seed = scaleBench.seed as unknown as (dbPath: string, n: number, now: number) => { tokens: Record<string, string> };

const HEALTH_P99_MS = 50;
/** Health's p99 on a quiet machine with nothing else to do is a few milliseconds; above this the machine itself is busy. */
const QUIET_P99_MS = 10;
const BACKLOG = 500;
const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

/** Times /api/health every 20 ms until `until`. */
async function probeHealth(url: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const t = performance.now();
    await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
    times.push(performance.now() - t);
    await sleep(20);
  }
  return times;
}

describe("health under heavy work", () => {
  it(`/api/health p99 < ${HEALTH_P99_MS} ms during the Overview, ${BACKLOG} resumed generations and a visit flood`, async () => {
    expect(existsSync(resolve("dist-server/server.mjs")), "run npm run build first").toBe(true);
    const dir = tempDir("health");
    const dbPath = join(dir, "app.db");
    const idleDir = tempDir("health-idle");
    // The same-run floor: health on this machine, at the same moments, from a server with nothing to do.
    const idle = await startAppServer({ dbPath: join(idleDir, "app.db") });
    try {
      const first = await startAppServer({ dbPath });
      await first.stop();
      const seeded = seed(dbPath, 10_000, Date.now());
      // 500 projects left mid-generation: the next start resumes them through the job queue.
      const db = new Database(dbPath);
      db.prepare("UPDATE projects SET status = 'generating', generation_started_at = ? WHERE id <= ?").run(Date.now(), BACKLOG);
      db.close();
      const server = await startAppServer({ dbPath });
      try {
        const admin = { cookie: `lumen_session=${seeded.tokens.admin}; lumen_signed_in=1` };
        const auth = await fetch(`${server.url}/api/admin/auth`, {
          method: "POST",
          headers: { ...admin, "content-type": "application/json", origin: server.url },
          body: JSON.stringify({ password: "admin" }),
        });
        const headers = { cookie: `${admin.cookie}; ${(auth.headers.get("set-cookie") ?? "").split(";")[0]}` };
        const until = Date.now() + 8000;
        const loop = async (fn: () => Promise<unknown>) => {
          while (Date.now() < until) await fn().catch(() => {});
        };
        let v = 0;
        const visit = () => fetch(`${server.url}/sites/owner-1/`, { headers: { "user-agent": `${UA} v${v++}` } }).then((r) => r.arrayBuffer());
        const overview = () =>
          fetch(`${server.url}/api/admin/analytics`, { headers })
            .then((r) => r.arrayBuffer())
            .then(() => fetch(`${server.url}/api/admin/overview`, { headers }))
            .then((r) => r.arrayBuffer());
        const [times, quiet] = await Promise.all([
          probeHealth(server.url, until),
          probeHealth(idle.url, until),
          loop(overview),
          loop(visit),
          loop(visit),
          loop(visit),
        ]);
        const p99 = percentile(times, 0.99);
        const quietP99 = percentile(quiet, 0.99);
        console.log(
          `/api/health p99 ${p99.toFixed(1)} ms over ${times.length} probes (max ${Math.max(...times).toFixed(1)} ms); idle server's p99 at the same moments ${quietP99.toFixed(1)} ms over ${quiet.length}`,
        );
        // On a quiet machine (the idle server's p99 within QUIET_P99_MS) the budget is the 50 ms itself. On
        // a machine already k times slower to answer health with nothing to do (other processes on its
        // cores), every slice of work takes k times longer too: the budget is k times 50 ms.
        const budget = HEALTH_P99_MS * Math.max(1, quietP99 / QUIET_P99_MS);
        console.log(`budget ${budget.toFixed(1)} ms`);
        expect(times.length).toBeGreaterThan(50);
        expect(p99).toBeLessThan(budget);
      } finally {
        await server.stop();
      }
    } finally {
      await idle.stop();
      rmSync(dir, { recursive: true, force: true });
      rmSync(idleDir, { recursive: true, force: true });
    }
  }, 90_000);
});
