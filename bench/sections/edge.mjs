// The Worker's read path in workerd: scripts/edge/preview.mjs (wrangler dev, local mode) against the
// local libSQL server (scripts/edge/hrana-server.mjs) on a temp database file, the way tests/edge
// runs it. Each read route under autocannon, with the database's count of writing statements read
// before and after: a read must write nothing (judged: 0 writes per read).
import autocannon from "autocannon";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { RAISED_API_LIMITS, freePort, spawnNode, tempDir, waitFor } from "../lib/server.mjs";
import { signInBenchUsers } from "../lib/session.mjs";
import { seedDashboardProjects } from "../lib/projects.mjs";
import { num, statusCodes } from "../lib/table.mjs";
import { ROOT } from "../lib/paths.mjs";
import { importTs } from "../lib/ts.mjs";

export const title = "Worker read path (workerd + local libSQL server)";

const CONNECTIONS = 10;
/**
 * Status polls have a bucket of their own per user (STATUS_POLLS_PER_MINUTE, not raised): the status
 * route's requests take these users in turn, each staying under its bucket for ~20k requests a minute.
 */
const STATUS_USERS = 400;
const ADMIN_PASSWORD = "bench-edge-admin-password";

/**
 * wrangler.toml with the rate-limit binding's limit raised as RAISED_API_LIMITS raises the Node
 * server's (else every route measures 429s after 100 calls): the binding is still called on every
 * request. Paths made absolute, since the copy lives in a temp directory.
 */
function raisedWranglerConfig(dir) {
  const text = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  let limits = 0;
  const raised = text
    .replace(/^main = "([^"]+)"/m, (_, p) => `main = ${JSON.stringify(join(ROOT, p))}`)
    .replace(/^directory = "([^"]+)"/m, (_, p) => `directory = ${JSON.stringify(join(ROOT, p))}`)
    .replace(/simple = \{ limit = \d+, period = (\d+) \}/g, (_, period) => {
      limits += 1;
      return `simple = { limit = ${RAISED_API_LIMITS.API_RATE_LIMIT_PER_MINUTE}, period = ${period} }`;
    });
  if (!limits) throw new Error("wrangler.toml: no rate-limit binding (simple = { limit = N, period = P }) to raise");
  const file = join(dir, "wrangler.toml");
  writeFileSync(file, raised);
  return file;
}

/** Writing statements the libSQL server has run since it started (scripts/edge/hrana-server.mjs). */
async function writesOf(databaseUrl) {
  const res = await fetch(`${databaseUrl}/stats`);
  if (!res.ok) throw new Error(`${databaseUrl}/stats answered ${res.status}`);
  return (await res.json()).writes;
}

function summarize(result) {
  const codes = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) codes[code] = Number(count);
  return {
    requestsPerSec: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: Object.values(codes).reduce((a, b) => a + b, 0),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: codes,
  };
}

/** autocannon on one route; `next()` gives each request's path and headers. */
function cannon(url, next, seconds) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, ...next() }) }],
  });
}

export async function run(ctx) {
  const timing = ctx.quick ? { warmup: 1, duration: 3 } : { warmup: 2, duration: 10 };
  const dir = tempDir("edge");
  const dbFile = join(dir, "edge.db");
  const [edgePort, dbPort, idpPort] = [await freePort(), await freePort(), await freePort()];
  const base = `http://127.0.0.1:${edgePort}`;
  const databaseUrl = `http://127.0.0.1:${dbPort}`;
  ctx.log(`  starting the Worker (wrangler dev) on ${base}, its database on ${databaseUrl}`);
  const proc = spawnNode(["scripts/edge/preview.mjs"], {
    env: {
      EDGE_SKIP_BUILD: "1",
      EDGE_PORT: String(edgePort),
      EDGE_DB_PORT: String(dbPort),
      EDGE_IDP_PORT: String(idpPort),
      EDGE_DB_FILE: dbFile,
      EDGE_WRANGLER_CONFIG: raisedWranglerConfig(dir),
      EDGE_VARS: JSON.stringify({ ADMIN_PASSWORD, ...RAISED_API_LIMITS }),
    },
  });
  try {
    await waitFor(`${base}/api/health`, { proc, timeoutMs: 180_000, intervalMs: 250 });
    const { STATUS_POLLS_PER_MINUTE } = await importTs("api-limits", `export { STATUS_POLLS_PER_MINUTE } from "./core/api-limits";`);
    // The Worker runs as in production (NODE_ENV=production): the __Host- cookie name.
    const [main, ...pollers] = await signInBenchUsers(dbFile, 1 + STATUS_USERS, true);
    const seeded = await seedDashboardProjects(dbFile, [main.userId, ...pollers.map((u) => u.userId)]);
    const statusPath = (u) => `/api/projects/status?ids=${seeded.get(u.userId).changing.join(",")}`;
    let turn = 0;
    const targets = [
      { name: "GET /api/templates", next: () => ({ path: "/api/templates" }) },
      { name: "GET /api/published-apps", next: () => ({ path: "/api/published-apps" }) },
      { name: "GET /api/auth/user (session)", next: () => ({ path: "/api/auth/user", headers: { cookie: main.cookie } }) },
      { name: "GET /api/projects (session, 10 projects)", next: () => ({ path: "/api/projects", headers: { cookie: main.cookie } }) },
      {
        name: `GET /api/projects/status?ids= (${seeded.get(main.userId).changing.length} ids, ${STATUS_USERS} sessions in turn)`,
        next: () => {
          const u = pollers[turn++ % pollers.length];
          return { path: statusPath(u), headers: { cookie: u.cookie } };
        },
      },
    ];

    const rows = [];
    for (const t of targets) {
      ctx.log(`  ${t.name}`);
      const first = t.next();
      const probe = await fetch(base + first.path, { headers: first.headers });
      const probeBody = await probe.text();
      if (probe.status !== 200) {
        rows.push({ name: t.name, status: `unexpected ${probe.status}`, probeBody: probeBody.slice(0, 300), passed: false });
        continue;
      }
      const atStart = await writesOf(databaseUrl);
      const warmup = summarize(await cannon(base, t.next, timing.warmup));
      const before = await writesOf(databaseUrl);
      const measured = summarize(await cannon(base, t.next, timing.duration));
      const writes = (await writesOf(databaseUrl)) - before;
      const warmupWrites = before - atStart;
      rows.push({
        name: t.name,
        status: "measured",
        ...measured,
        writes,
        writesPerRead: measured.requests ? writes / measured.requests : null,
        warmupRequests: warmup.requests,
        warmupWrites,
        passed: measured.requests > 0 && writes === 0 && warmupWrites === 0,
      });
    }
    return {
      settings: {
        connections: CONNECTIONS,
        pipelining: 1,
        warmupSec: timing.warmup,
        durationSec: timing.duration,
        statusUsers: STATUS_USERS,
        statusPollsPerMinute: STATUS_POLLS_PER_MINUTE,
      },
      routes: rows,
      passed: rows.length === targets.length && rows.every((r) => r.passed),
    };
  } finally {
    await proc.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function tables(r) {
  const notes = [
    `Judged: database writes per read = 0 on every route (writing statements counted by the libSQL server, GET /stats, after - before, over the measured requests; the warm-up's must be 0 too). Verdict: ${r.passed ? "PASS" : "FAIL"}.`,
    `wrangler dev (local workerd, its proxy and the libSQL server share the machine with autocannon): req/s and latency are this setup's, not Cloudflare's; the writes are what counts.`,
    `The rate-limit binding's limit and API_RATE_LIMIT_PER_MINUTE/PER_DAY raised to 10^9 (still called on every request); status polls keep their own bucket (${r.settings.statusPollsPerMinute}/min per user), so the status route's requests take ${r.settings.statusUsers} signed-in users in turn.`,
  ];
  for (const row of r.routes) {
    if (row.status !== "measured") notes.push(`${row.name}: ${row.status} ${row.probeBody ?? ""}`);
    else if (row.writes > 0 || row.warmupWrites > 0)
      notes.push(`FAIL ${row.name}: ${row.writes} writes in ${row.requests} reads (warm-up: ${row.warmupWrites} in ${row.warmupRequests})`);
    if (row.errors > 0) notes.push(`${row.name}: ${row.errors} connection errors (${row.timeouts} of them timeouts; should be 0)`);
  }
  return [
    {
      title: `Worker read path in workerd: ${r.passed ? "PASS" : "FAIL"} (0 database writes per read), ${r.settings.connections} connections, ${r.settings.durationSec} s each after ${r.settings.warmupSec} s warm-up`,
      columns: [
        { key: "name", label: "route" },
        { key: "requestsPerSec", label: "req/s", format: (v, row) => (row.status === "measured" ? num(v) : row.status), align: "right" },
        { key: "latencyP50Ms", label: "p50 ms", format: (v) => num(v, 1) },
        { key: "latencyP99Ms", label: "p99 ms", format: (v) => num(v, 1) },
        { key: "errors", label: "errors" },
        { key: "non2xx", label: "non-2xx" },
        { key: "requests", label: "reads", format: (v) => num(v) },
        { key: "writes", label: "db writes" },
        { key: "writesPerRead", label: "writes/read", format: (v) => (v == null ? "-" : v === 0 ? "0" : v.toFixed(3)) },
        { key: "passed", label: "verdict", format: (v) => (v ? "pass" : "FAIL") },
        { key: "statusCodes", label: "status codes", format: statusCodes },
      ],
      rows: r.routes,
      note: notes.join("\n"),
    },
  ];
}
