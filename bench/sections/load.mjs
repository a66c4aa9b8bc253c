// The load run: the built Node server under 50 connections for 30 s with a mix of pages and API
// reads (a signed-in session among them), sampling the server's resident memory once a second.
// Passes when nothing failed (no connection error, no timeout, no non-2xx) and memory is flat.
// `npm test` runs it through scripts/load-check.mjs; `npm run bench` prints it as a section.
import autocannon from "autocannon";
import { readFileSync } from "node:fs";
import { startAppServer } from "../lib/server.mjs";
import { signInBenchUser } from "../lib/session.mjs";
import { num } from "../lib/table.mjs";

export const title = "Load run (autocannon, mixed pages and API)";

export const LOAD_CONNECTIONS = 50;
export const LOAD_SECONDS = 30;
/** Memory is flat when the last samples exceed the level after warm-up by less than both bounds. */
export const MEMORY_GROWTH_LIMIT = { ratio: 0.15, mb: 40 };
const WARMUP_SECONDS = 10;

/**
 * The API-wide per-user limit (100/min, 1000/day) would answer most of this run with 429, since
 * every connection comes from 127.0.0.1: the run is about the server staying healthy, so the
 * limits are raised for it (the limiter still counts every request).
 */
export const LOAD_SERVER_ENV = { API_RATE_LIMIT_PER_MINUTE: "1000000", API_RATE_LIMIT_PER_DAY: "100000000" };

function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[s.length >> 1] : null;
};

/** Memory verdict from per-second samples: steady level after warm-up vs the end of the run. */
export function memoryVerdict(samples, seconds) {
  const warm = samples.filter((s) => s.t >= WARMUP_SECONDS && s.t < WARMUP_SECONDS + 5).map((s) => s.mb);
  const end = samples.filter((s) => s.t >= seconds - 5).map((s) => s.mb);
  const steady = median(warm);
  const last = median(end);
  if (steady == null || last == null) return { steadyMb: steady, endMb: last, growthMb: null, flat: false };
  const growthMb = last - steady;
  const flat = growthMb < Math.max(MEMORY_GROWTH_LIMIT.mb, steady * MEMORY_GROWTH_LIMIT.ratio);
  return { steadyMb: steady, endMb: last, growthMb, flat };
}

export async function run(ctx) {
  const seconds = ctx.quick ? 15 : LOAD_SECONDS;
  const server = await startAppServer({ env: LOAD_SERVER_ENV });
  try {
    const cookie = await signInBenchUser(server.dbPath);
    const requests = [
      { method: "GET", path: "/" },
      { method: "GET", path: "/services" },
      { method: "GET", path: "/platform" },
      { method: "GET", path: "/api/templates" },
      { method: "GET", path: "/api/published-apps" },
      { method: "GET", path: "/api/auth/user", headers: { cookie } },
      { method: "GET", path: "/api/projects", headers: { cookie } },
      { method: "GET", path: "/roi-calculator" },
    ];
    const samples = [];
    const t0 = performance.now();
    const sampler = setInterval(() => {
      const mb = rssMb(server.pid);
      if (mb != null) samples.push({ t: (performance.now() - t0) / 1000, mb });
    }, 1000);
    let result;
    try {
      result = await autocannon({ url: server.url, connections: LOAD_CONNECTIONS, duration: seconds, timeout: 10, requests });
    } finally {
      clearInterval(sampler);
    }
    const statusCodes = {};
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = Number(count);
    const memory = memoryVerdict(samples, seconds);
    const data = {
      connections: LOAD_CONNECTIONS,
      seconds,
      paths: requests.map((r) => r.path),
      requests: result.requests.total,
      requestsPerSec: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes,
      memory,
      memorySamples: samples.map((s) => ({ t: Math.round(s.t), mb: Math.round(s.mb * 10) / 10 })),
    };
    data.passed = data.errors === 0 && data.timeouts === 0 && data.non2xx === 0 && data.requests > 0 && memory.flat;
    return data;
  } finally {
    await server.stop();
  }
}

export function tables(r) {
  const m = r.memory;
  return [
    {
      title: `Load run: ${r.connections} connections for ${r.seconds} s over ${r.paths.length} paths (${r.paths.join(", ")})`,
      columns: [
        { key: "requests", label: "requests", format: (v) => num(v) },
        { key: "requestsPerSec", label: "req/s", format: (v) => num(v) },
        { key: "latencyP50Ms", label: "p50 ms", format: (v) => num(v, 1) },
        { key: "latencyP99Ms", label: "p99 ms", format: (v) => num(v, 1) },
        { key: "errors", label: "errors" },
        { key: "timeouts", label: "timeouts" },
        { key: "non2xx", label: "non-2xx" },
        { key: "memory", label: "RSS after warm-up -> end (MB)", format: (v) => `${num(v.steadyMb, 0)} -> ${num(v.endMb, 0)}` },
        { key: "passed", label: "verdict", format: (v) => (v ? "pass" : "FAIL") },
      ],
      rows: [r],
      note: `Flat memory: the median RSS of the last 5 s exceeds the median of seconds ${WARMUP_SECONDS}-${WARMUP_SECONDS + 5} by less than ${MEMORY_GROWTH_LIMIT.mb} MB or ${MEMORY_GROWTH_LIMIT.ratio * 100}% (growth ${num(m.growthMb, 1)} MB). API-wide request limits raised for this run (all connections share 127.0.0.1).`,
    },
  ];
}
