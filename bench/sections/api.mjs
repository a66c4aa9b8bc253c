// API and static-path throughput on the built Node server (autocannon over loopback), beside a
// plain node:http + fs server serving the same HTML file (the floor for our static path).
import autocannon from "autocannon";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort, groupCpuMs, spawnNode, startAppServer, tempDir, waitFor } from "../lib/server.mjs";
import { importTs } from "../lib/ts.mjs";
import { signInBenchUser } from "../lib/session.mjs";
import { num, statusCodes } from "../lib/table.mjs";
import { BENCH_DIR, CLIENT_DIR } from "../lib/paths.mjs";

export const title = "API and static path (autocannon, loopback)";

const CONNECTIONS = 10;
/** Projects of the signed-in user: the dashboard's ten-project case. */
const PROJECTS = 10;

/** The static page measured: /services when it exists, else /. */
function staticPage() {
  if (existsSync(join(CLIENT_DIR, "services/index.html"))) return { path: "/services", file: join(CLIENT_DIR, "services/index.html") };
  return { path: "/", file: join(CLIENT_DIR, "index.html") };
}

let leadCounter = 0;
function leadBody() {
  leadCounter += 1;
  return JSON.stringify({
    email: `bench-lead-${process.pid}-${leadCounter}@example.com`,
    monthlyRequests: 40,
    estimatedSavings: "12000",
    roiMultiple: 3.2,
    eventType: "roi_calculated",
    source: "roi_calculator",
  });
}

/** One request, to learn whether the route exists and what it answers. */
async function probe(url, init) {
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    return {
      status: res.status,
      body: res.ok ? undefined : text.slice(0, 300),
      missing: res.status === 404 && /NOT_FOUND/.test(text) && /No API route/.test(text),
      rateLimit: res.headers.get("x-ratelimit-limit"),
      remaining: res.headers.get("x-ratelimit-remaining"),
    };
  } catch (err) {
    return { status: 0, missing: false, error: String(err) };
  }
}

/**
 * A rate-limited route: before autocannon spends the limit, send the requests the limit still
 * allows one at a time, so the success path has a latency of its own.
 */
async function successPath(url, makeInit, remaining) {
  const n = Math.min(Number(remaining) || 0, 50);
  const latencies = [];
  const statusCodes = {};
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(url, makeInit());
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    statusCodes[res.status] = (statusCodes[res.status] ?? 0) + 1;
  }
  if (!n) return null;
  const sorted = [...latencies].sort((a, b) => a - b);
  return { requests: n, p50Ms: sorted[n >> 1], maxMs: sorted[n - 1], statusCodes };
}

async function cannon(opts, seconds) {
  return autocannon({ connections: CONNECTIONS, pipelining: 1, duration: seconds, timeout: 10, ...opts });
}

function summarize(result) {
  const codes = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) codes[code] = Number(count);
  const total = Object.values(codes).reduce((a, b) => a + b, 0);
  const ok = Object.entries(codes)
    .filter(([c]) => c.startsWith("2"))
    .reduce((a, [, n]) => a + n, 0);
  return {
    requestsPerSec: result.requests.average,
    successPerSec: result.duration ? ok / result.duration : null,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    requests: total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: codes,
    durationSec: result.duration,
  };
}

/**
 * Warm up (discarded), then measure. With the server's `pid`, also its CPU time per answered request
 * (µs, from /proc): the figure other work on the machine moves least.
 */
async function measure(opts, { warmup, duration }, pid) {
  await cannon(opts, warmup);
  const cpuBefore = pid ? groupCpuMs(pid) : null;
  const summary = summarize(await cannon(opts, duration));
  const cpuAfter = pid ? groupCpuMs(pid) : null;
  const cpuUsPerRequest = cpuBefore != null && cpuAfter != null && summary.requests ? ((cpuAfter - cpuBefore) * 1000) / summary.requests : null;
  return { ...summary, cpuUsPerRequest };
}

/** The SQL our read routes run, from the app's own prepared queries, for the bare floor. */
async function readStatements() {
  const m = await importTs(
    "read-queries",
    `export { sessionLookup, sessionCookieName } from "./functions/auth/sessions";
     export { projectsOfUser, ownedProjectStatuses } from "./functions/services/projects";
     export { activeTemplatesQuery } from "./functions/services/templates";
     export { publishedAppsQuery } from "./functions/services/publishing";
     export { createDatabase } from "./db/index";
     export { createClient } from "@libsql/client";`,
  );
  const db = m.createDatabase(m.createClient({ url: ":memory:" }));
  const statement = (prepared) => {
    const { sql, params } = prepared(db).getQuery();
    return { sql, params: params.map((p) => (p && typeof p === "object" && "name" in p ? { placeholder: p.name } : { value: p })) };
  };
  return {
    cookieName: m.sessionCookieName(false),
    statements: {
      session: statement(m.sessionLookup),
      projects: statement(m.projectsOfUser),
      projectStatuses: statement(m.ownedProjectStatuses),
      templates: statement(m.activeTemplatesQuery),
      publishedApps: statement(m.publishedAppsQuery),
    },
  };
}

/** How many items an answer carries (a list, or `{ projects: [...] }`), to check a floor answers like ours. */
function itemsIn(json) {
  if (Array.isArray(json)) return json.length;
  if (Array.isArray(json?.projects)) return json.projects.length;
  return json && typeof json === "object" ? 1 : 0;
}

/** The targets judged: public reads vs node:http, signed-in reads vs bare Hono + libSQL. */
export const BUDGETS = { publicVsNodeHttp: 0.5, signedInVsBare: 0.8, p99Ms: 20 };

export async function run(ctx) {
  const timing = ctx.quick ? { warmup: 1, duration: 3 } : { warmup: 2, duration: 10 };
  const page = staticPage();
  const rows = [];
  const dir = tempDir("api");
  const dbPath = join(dir, "app.db");
  const server = await startAppServer({ dbPath });
  const floors = [];
  try {
    const base = server.url;
    const cookie = await signInBenchUser(server.dbPath, false, { projects: PROJECTS });
    const origin = base;
    const projects = await (await fetch(`${base}/api/projects`, { headers: { cookie } })).json();
    const ids = projects.map((p) => p.id).join(",");

    // The floors, on the same database file: bare Hono + libSQL running our SQL, node:http with our bytes.
    const queriesFile = join(dir, "queries.json");
    writeFileSync(queriesFile, JSON.stringify(await readStatements()));
    const reads = [
      { name: "GET /api/templates", path: "/api/templates", kind: "public" },
      { name: "GET /api/published-apps", path: "/api/published-apps", kind: "public" },
      { name: "GET /api/auth/user (session)", path: "/api/auth/user", kind: "signed-in", headers: { cookie } },
      { name: `GET /api/projects (${PROJECTS} projects)`, path: "/api/projects", kind: "signed-in", headers: { cookie } },
      { name: `GET /api/projects/status (${PROJECTS} ids)`, path: `/api/projects/status?ids=${ids}`, kind: "signed-in", headers: { cookie } },
    ];
    const answers = {};
    for (const [i, t] of reads.entries()) {
      const res = await fetch(base + t.path, { headers: t.headers });
      const bytes = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`${t.name}: our server answered ${res.status}: ${bytes.toString().slice(0, 300)}`);
      const file = join(dir, `answer-${i}.bin`);
      writeFileSync(file, bytes);
      answers[t.path.split("?")[0]] = { file, contentType: res.headers.get("content-type") };
      t.items = itemsIn(JSON.parse(bytes.toString()));
      t.bytes = bytes.length;
    }
    const answersFile = join(dir, "answers.json");
    writeFileSync(answersFile, JSON.stringify(answers));
    const barePort = await freePort();
    const bare = spawnNode([join(BENCH_DIR, "lib/api-floor-server.mjs"), dbPath, String(barePort), queriesFile]);
    floors.push(bare);
    const bytesPort = await freePort();
    const sameBytes = spawnNode([join(BENCH_DIR, "lib/floor-server.mjs"), "--answers", answersFile, String(bytesPort)]);
    floors.push(sameBytes);
    await waitFor(`http://127.0.0.1:${barePort}/api/templates`, { proc: bare });
    await waitFor(`http://127.0.0.1:${bytesPort}/api/templates`, { proc: sameBytes });

    // Each route, then its two floors straight after: the three figures share the machine's state.
    for (const t of reads) {
      ctx.log(`  ${t.name} (ours, bare Hono + libSQL, node:http same bytes)`);
      const check = await fetch(`http://127.0.0.1:${barePort}${t.path}`, { headers: t.headers });
      const bareItems = itemsIn(await check.json());
      if (check.status !== 200 || bareItems !== t.items)
        throw new Error(`${t.name}: the bare floor answered ${check.status} with ${bareItems} items, ours ${t.items}`);
      const opts = (port) => ({ url: `http://127.0.0.1:${port}${t.path}`, headers: t.headers ?? {} });
      const ours = await measure(opts(server.port), timing, server.pid);
      const bareRun = await measure(opts(barePort), timing, bare.pid);
      const bytesRun = await measure(opts(bytesPort), timing, sameBytes.pid);
      const vsBare = ours.requestsPerSec / bareRun.requestsPerSec;
      const vsNodeHttp = ours.requestsPerSec / bytesRun.requestsPerSec;
      const judged =
        t.kind === "public"
          ? { against: "node:http", ratio: vsNodeHttp, need: BUDGETS.publicVsNodeHttp }
          : { against: "bare", ratio: vsBare, need: BUDGETS.signedInVsBare };
      const problems = [];
      if (judged.ratio < judged.need) problems.push(`${judged.ratio.toFixed(2)} of ${judged.against} < ${judged.need}`);
      if (ours.latencyP99Ms >= BUDGETS.p99Ms) problems.push(`p99 ${ours.latencyP99Ms} ms`);
      if (ours.errors || ours.timeouts) problems.push(`${ours.errors + ours.timeouts} errors`);
      if (ours.non2xx) problems.push(`${ours.non2xx} non-2xx`);
      rows.push({
        name: t.name,
        status: "measured",
        kind: t.kind,
        items: t.items,
        answerBytes: t.bytes,
        ...ours,
        bare: bareRun,
        nodeHttp: bytesRun,
        vsBare,
        vsNodeHttp,
        verdict: problems.length ? `FAIL: ${problems.join(", ")}` : "pass",
      });
    }

    const others = [
      {
        name: "POST /api/leads (new email each)",
        path: "/api/leads",
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: leadBody,
        expect: [200, 201],
      },
      { name: `GET ${page.path} (static, ours)`, path: page.path, expect: [200] },
    ];
    for (const t of others) {
      ctx.log(`  ${t.name}`);
      const makeInit = () => ({ method: t.method ?? "GET", headers: t.headers, body: t.body ? t.body() : undefined });
      const first = await probe(base + t.path, makeInit());
      if (first.missing) {
        rows.push({ name: t.name, status: "missing (404)", probeStatus: 404 });
        continue;
      }
      if (!t.expect.includes(first.status)) {
        rows.push({ name: t.name, status: `unexpected ${first.status}`, probeStatus: first.status, probeBody: first.body });
        continue;
      }
      const opts = { url: base + t.path, method: t.method ?? "GET", headers: t.headers ?? {} };
      if (t.body) {
        opts.requests = [
          {
            method: t.method,
            path: t.path,
            headers: t.headers,
            setupRequest: (req) => ({ ...req, body: t.body() }),
          },
        ];
      }
      // Only a limit the load run will spend (the API-wide one is raised out of the way, lib/server.mjs).
      const spendable = first.rateLimit && Number(first.remaining) < 10_000;
      const sequential = spendable ? await successPath(base + t.path, makeInit, first.remaining) : null;
      rows.push({
        name: t.name,
        status: "measured",
        probeStatus: first.status,
        rateLimit: first.rateLimit,
        successPath: sequential,
        ...(await measure(opts, timing)),
      });
    }
  } finally {
    await Promise.all(floors.map((f) => f.stop()));
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  // The floor of the static path: the same file from plain node:http, in its own process like ours.
  for (const mode of ["cached", "read"]) {
    const name = `GET ${page.path} (node:http floor, ${mode === "cached" ? "Buffer cached" : "fs.readFile each"})`;
    ctx.log(`  ${name}`);
    const port = await freePort();
    const proc = spawnNode([join(BENCH_DIR, "lib/floor-server.mjs"), page.file, String(port), mode]);
    try {
      await waitFor(`http://127.0.0.1:${port}/`, { proc });
      rows.push({ name, status: "measured", floor: mode, ...(await measure({ url: `http://127.0.0.1:${port}${page.path}` }, timing)) });
    } finally {
      await proc.stop();
    }
  }

  const ours = rows.find((r) => r.name.includes("(static, ours)"));
  const floor = rows.find((r) => r.floor === "cached");
  const ratio = ours?.requestsPerSec && floor?.requestsPerSec ? ours.requestsPerSec / floor.requestsPerSec : null;
  const judged = rows.filter((r) => r.verdict);
  return {
    settings: { connections: CONNECTIONS, pipelining: 1, warmupSec: timing.warmup, durationSec: timing.duration, staticPage: page.path, projects: PROJECTS },
    budgets: BUDGETS,
    routes: rows,
    verdict: judged.every((r) => r.verdict === "pass") ? "pass" : "FAIL",
    staticVsFloor: { page: page.path, ratio, oursRps: ours?.requestsPerSec ?? null, floorRps: floor?.requestsPerSec ?? null },
  };
}

export function tables(r) {
  const notes = [];
  if (r.staticVsFloor.ratio != null)
    notes.push(`Static page ${r.staticVsFloor.page}: ours / node:http floor (cached Buffer) = ${r.staticVsFloor.ratio.toFixed(2)}`);
  for (const row of r.routes) {
    if (row.status !== "measured") continue;
    if (row.errors > 0) notes.push(`${row.name}: ${row.errors} connection errors (should be 0)`);
    if (row.statusCodes?.["429"]) {
      notes.push(
        `${row.name}: 429 = rate limited (X-RateLimit-Limit ${row.rateLimit ?? "?"}); all connections come from 127.0.0.1, so once a per-IP limit is spent the rest measures the refusal path; 2xx/s is the success rate.`,
      );
    }
    const sp = row.successPath;
    if (sp) {
      notes.push(
        `${row.name}: success path before the load run, ${sp.requests} sequential requests (what the limit left after the probe): p50 ${num(sp.p50Ms, 1)} ms, max ${num(sp.maxMs, 1)} ms, status ${Object.entries(
          sp.statusCodes,
        )
          .map(([c, n]) => `${c}:${n}`)
          .join(" ")}`,
      );
    }
  }
  const reads = r.routes.filter((row) => row.verdict);
  const b = r.budgets ?? BUDGETS;
  const readsTable = {
    title: `API reads beside their floors: ${r.settings.connections} connections, ${r.settings.durationSec} s each after ${r.settings.warmupSec} s warm-up (verdict: ${r.verdict ?? "-"})`,
    columns: [
      { key: "name", label: "route" },
      { key: "requestsPerSec", label: "ours req/s", format: (v) => num(v), align: "right" },
      { key: "bare", label: "bare Hono+libSQL", format: (v) => num(v?.requestsPerSec), align: "right" },
      { key: "nodeHttp", label: "node:http bytes", format: (v) => num(v?.requestsPerSec), align: "right" },
      { key: "vsBare", label: "/bare", format: (v) => num(v, 2), align: "right" },
      { key: "vsNodeHttp", label: "/node:http", format: (v) => num(v, 2), align: "right" },
      { key: "latencyP50Ms", label: "p50 ms", format: (v) => num(v, 1) },
      { key: "latencyP99Ms", label: "p99 ms", format: (v) => num(v, 1) },
      { key: "errors", label: "errors" },
      { key: "non2xx", label: "non-2xx" },
      {
        key: "cpuUsPerRequest",
        label: "CPU µs/req (ours/bare/node:http)",
        format: (v, row) => [v, row.bare?.cpuUsPerRequest, row.nodeHttp?.cpuUsPerRequest].map((x) => num(x)).join(" / "),
      },
      { key: "verdict", label: "verdict" },
    ],
    rows: reads,
    note: [
      `Judged: public reads at least ${b.publicVsNodeHttp} of node:http answering the same bytes; signed-in reads (a user with ${r.settings.projects ?? "?"} projects) at least ${b.signedInVsBare} of bare Hono + libSQL running the same SQL; p99 under ${b.p99Ms} ms; no errors, no non-2xx.`,
      "Floors: bare Hono = @hono/node-server + @libsql/client on the same database file, our prepared statements' SQL, no middleware, rows as JSON; node:http = the bytes our server answered, held in memory. Each route and its floors run back to back.",
      ...reads.map(
        (row) =>
          `${row.name}: floors p99 ${num(row.bare?.latencyP99Ms, 1)} ms (bare), ${num(row.nodeHttp?.latencyP99Ms, 1)} ms (node:http); answer ${row.answerBytes} bytes, ${row.items} item(s)`,
      ),
    ].join("\n"),
  };
  return [
    ...(reads.length ? [readsTable] : []),
    {
      title: `API and static path: ${r.settings.connections} connections, ${r.settings.durationSec} s each after ${r.settings.warmupSec} s warm-up`,
      columns: [
        { key: "name", label: "route" },
        { key: "requestsPerSec", label: "req/s", format: (v, row) => (row.status === "measured" ? num(v) : row.status), align: "right" },
        { key: "successPerSec", label: "2xx/s", format: (v) => num(v) },
        { key: "latencyP50Ms", label: "p50 ms", format: (v) => num(v, 1) },
        { key: "latencyP99Ms", label: "p99 ms", format: (v) => num(v, 1) },
        { key: "errors", label: "errors" },
        { key: "non2xx", label: "non-2xx" },
        { key: "statusCodes", label: "status codes", format: statusCodes },
      ],
      rows: r.routes.filter((row) => !row.verdict),
      note: notes.join("\n") || undefined,
    },
  ];
}
