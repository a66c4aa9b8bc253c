// Cold start: from spawning the built server to the first 200 on / and on /api/health, on a fresh
// database (created, migrated and seeded at start) and on an existing one; median of 5. The same
// through `npm start` (npm itself, the staleness check of scripts/start.mjs, then the server).
import { rmSync } from "node:fs";
import { join } from "node:path";
import { freePort, groupCpuMs, serverEnv, spawnNode, spawnProcess, startAppServer, statusOf, tempDir } from "../lib/server.mjs";
import { median } from "../lib/stats.mjs";
import { num } from "../lib/table.mjs";

export const title = "Cold start (spawn to first 200)";

const TIMEOUT_MS = 120_000;
const POLL_MS = 10;

/** Spawn with `launch(env)` and time the first 200 on each path. */
async function timeToFirst200(launch, dbPath) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // No PUBLIC_SITE_URL: if `npm start` rebuilds, its build must be the ordinary one.
  const { PUBLIC_SITE_URL: _, ...env } = serverEnv(port, dbPath);
  const t0 = performance.now();
  const proc = launch(env);
  try {
    const first = async (path) => {
      while (performance.now() - t0 < TIMEOUT_MS) {
        if (proc.child.exitCode !== null) throw new Error(`server exited:\n${proc.output()}`);
        if ((await statusOf(base + path, 1000)) === 200) return performance.now() - t0;
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
      throw new Error(`${path} did not answer 200 within ${TIMEOUT_MS} ms`);
    };
    const [page, health] = await Promise.all([first("/"), first("/api/health")]);
    const cpuMs = groupCpuMs(proc.pid);
    return { pageMs: page, healthMs: health, cpuMs, rebuilt: /Building the site/.test(proc.output()) };
  } finally {
    await proc.stop();
  }
}

export async function run(ctx) {
  const runs = ctx.quick ? 3 : 5;
  const launchers = {
    "node dist-server/server.mjs": (env) => spawnNode(["dist-server/server.mjs"], { env }),
    "npm start": (env) => spawnProcess("npm", ["start", "--silent"], { env }),
  };
  // An existing database: made by one start of the server, then reused.
  const existingDir = tempDir("existing");
  const existingDb = join(existingDir, "app.db");
  const rows = [];
  try {
    await (await startAppServer({ dbPath: existingDb })).stop();
    // One untimed `npm start`: if the build stamp is stale it rebuilds here, not in a timed run.
    ctx.log("  npm start (untimed warm-up)");
    const warm = await timeToFirst200(launchers["npm start"], existingDb);
    if (warm.rebuilt) ctx.log("  (npm start rebuilt the site: the build stamp was stale)");

    for (const [command, launch] of Object.entries(launchers)) {
      for (const database of ["fresh", "existing"]) {
        ctx.log(`  ${command}, ${database} database x ${runs}`);
        const samples = [];
        for (let i = 0; i < runs; i++) {
          const dir = database === "fresh" ? tempDir("fresh") : null;
          try {
            samples.push(await timeToFirst200(launch, dir ? join(dir, "app.db") : existingDb));
          } finally {
            if (dir) rmSync(dir, { recursive: true, force: true });
          }
        }
        const pages = samples.map((s) => s.pageMs);
        const healths = samples.map((s) => s.healthMs);
        const cpu = samples.map((s) => s.cpuMs).filter((x) => x != null);
        rows.push({
          command,
          database,
          runs,
          pageMedianMs: median(pages),
          healthMedianMs: median(healths),
          cpuMedianMs: cpu.length ? median(cpu) : null,
          pageMinMs: Math.min(...pages),
          pageMaxMs: Math.max(...pages),
          rebuiltInTimedRuns: samples.filter((s) => s.rebuilt).length,
          samples,
        });
      }
    }
  } finally {
    rmSync(existingDir, { recursive: true, force: true });
  }
  return { pollIntervalMs: POLL_MS, results: rows };
}

export function tables(r) {
  return [
    {
      title: `Cold start: spawn to first 200, median of ${r.results[0]?.runs ?? "-"} (polling every ${r.pollIntervalMs} ms); CPU ms = CPU time the started processes used by then`,
      columns: [
        { key: "command", label: "command" },
        { key: "database", label: "database" },
        { key: "pageMedianMs", label: "/ ms", format: (v) => num(v) },
        { key: "healthMedianMs", label: "/api/health ms", format: (v) => num(v) },
        { key: "cpuMedianMs", label: "CPU ms", format: (v) => num(v) },
        { key: "range", label: "/ min-max ms", format: (_v, row) => `${num(row.pageMinMs)}-${num(row.pageMaxMs)}`, align: "right" },
      ],
      rows: r.results,
    },
  ];
}
