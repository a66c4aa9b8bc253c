// API and static-path throughput on the built Node server (autocannon over loopback), beside a
// plain node:http + fs server serving the same HTML file (the floor for our static path).
import autocannon from "autocannon";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { freePort, spawnNode, startAppServer, waitFor } from "../lib/server.mjs";
import { signInBenchUser } from "../lib/session.mjs";
import { num } from "../lib/table.mjs";
import { BENCH_DIR, CLIENT_DIR } from "../lib/paths.mjs";

export const title = "API and static path (autocannon, loopback)";

const CONNECTIONS = 10;

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

/** Warm up (discarded), then measure. */
async function measure(opts, { warmup, duration }) {
  await cannon(opts, warmup);
  return summarize(await cannon(opts, duration));
}

export async function run(ctx) {
  const timing = ctx.quick ? { warmup: 1, duration: 3 } : { warmup: 2, duration: 10 };
  const page = staticPage();
  const rows = [];
  const server = await startAppServer();
  try {
    const base = server.url;
    const cookie = await signInBenchUser(server.dbPath);
    const origin = base;
    const targets = [
      { name: "GET /api/templates", path: "/api/templates", expect: [200] },
      { name: "GET /api/published-apps", path: "/api/published-apps", expect: [200] },
      { name: "GET /api/auth/user (session)", path: "/api/auth/user", headers: { cookie }, expect: [200] },
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
    for (const t of targets) {
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
      const sequential = first.rateLimit ? await successPath(base + t.path, makeInit, first.remaining) : null;
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
    await server.stop();
  }

  // The floor: the same file from plain node:http, in its own process like ours.
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
  return {
    settings: { connections: CONNECTIONS, pipelining: 1, warmupSec: timing.warmup, durationSec: timing.duration, staticPage: page.path },
    routes: rows,
    staticVsFloor: { page: page.path, ratio, oursRps: ours?.requestsPerSec ?? null, floorRps: floor?.requestsPerSec ?? null },
  };
}

export function tables(r) {
  const codes = (v) =>
    v
      ? Object.entries(v)
          .map(([c, n]) => `${c}:${n}`)
          .join(" ")
      : "-";
  const notes = [];
  if (r.staticVsFloor.ratio != null) notes.push(`Static page ${r.staticVsFloor.page}: ours / node:http floor (cached Buffer) = ${r.staticVsFloor.ratio.toFixed(2)}`);
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
        `${row.name}: success path before the load run, ${sp.requests} sequential requests (what the limit left after the probe): p50 ${num(sp.p50Ms, 1)} ms, max ${num(sp.maxMs, 1)} ms, status ${Object.entries(sp.statusCodes).map(([c, n]) => `${c}:${n}`).join(" ")}`,
      );
    }
  }
  return [
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
        { key: "statusCodes", label: "status codes", format: codes },
      ],
      rows: r.routes,
      note: notes.join("\n") || undefined,
    },
  ];
}
