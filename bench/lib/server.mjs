// The one helper that starts and stops servers for the benchmark: the built Node server
// (dist-server/server.mjs) on a temp database and a free port, and plain child processes.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ROOT } from "./paths.mjs";

/** First port from BENCH_PORT (default 4600) upward that nothing listens on. */
const PORT_BASE = Number(process.env.BENCH_PORT ?? 4600);
const PORT_SPAN = 50;
let nextPort = PORT_BASE;

function portIsFree(port) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once("error", () => done(false));
    probe.listen({ port, host: "127.0.0.1", exclusive: true }, () => probe.close(() => done(true)));
  });
}

export async function freePort() {
  for (let i = 0; i < PORT_SPAN; i++) {
    const port = PORT_BASE + ((nextPort - PORT_BASE + i) % PORT_SPAN);
    if (await portIsFree(port)) {
      nextPort = port + 1;
      return port;
    }
  }
  throw new Error(`no free port in ${PORT_BASE}-${PORT_BASE + PORT_SPAN - 1} (set BENCH_PORT)`);
}

export function tempDir(prefix) {
  return mkdtempSync(join(tmpdir(), `lumen-bench-${prefix}-`));
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** GET `url` and answer the status code, or 0 when nothing answers. */
export async function statusOf(url, timeoutMs = 2000) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Process groups started here and still running: ended on exit, even on Ctrl-C. */
const live = new Set();
process.on("exit", () => {
  for (const pid of live) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {}
  }
});

/**
 * Spawn a process (its own process group, so `stop()` ends it and its children, e.g. npm -> node)
 * and hand back a handle. Output is kept (last 4 KB) for error messages.
 */
export function spawnProcess(command, args, { env = {}, cwd = ROOT, ipc = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ipc ? ["ignore", "pipe", "pipe", "ipc"] : ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4096);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  live.add(child.pid);
  const exited = new Promise((done) =>
    child.once("exit", (code, signal) => {
      live.delete(child.pid);
      done({ code, signal });
    }),
  );
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {}
  };
  return {
    child,
    pid: child.pid,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup("SIGTERM");
        const timer = setTimeout(() => signalGroup("SIGKILL"), 5000);
        await exited;
        clearTimeout(timer);
      }
      signalGroup("SIGKILL"); // anything of the group still alive (a grandchild that ignored SIGTERM)
    },
  };
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on Linux). */
const CLOCK_TICKS = 100;

/**
 * CPU time (user + system, ms) used so far by the live processes of process group `pgid`, with
 * what their finished children used (cutime/cstime). Linux only (/proc); null elsewhere. Other work
 * on the machine barely changes it, unlike wall time.
 */
export function groupCpuMs(pgid) {
  let ticks = 0;
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        continue;
      }
      // Fields after the command name (which may contain spaces) in parentheses.
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(f[2]) !== pgid) continue; // pgrp
      ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]); // utime stime cutime cstime
    }
  } catch {
    return null;
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/** Spawn a Node script with the Node that runs the benchmark. */
export function spawnNode(args, opts) {
  return spawnProcess(process.execPath, args, opts);
}

/** Poll `url` until it answers `status` (default 200); throws after `timeoutMs` or if the process dies. */
export async function waitFor(url, { proc, status = 200, timeoutMs = 60_000, intervalMs = 50 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null)) {
      throw new Error(`server exited before ${url} answered:\n${proc.output()}`);
    }
    if ((await statusOf(url)) === status) return;
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms${proc ? `:\n${proc.output()}` : ""}`);
}

/**
 * autocannon sends tens of thousands of calls from one address or session: with the API-wide limit
 * (100/min, 1000/day) the API sections would measure 429s. Raised for every benchmark server; the
 * counting still runs on every request, so its cost is in the figures.
 */
export const RAISED_API_LIMITS = { API_RATE_LIMIT_PER_MINUTE: "1000000000", API_RATE_LIMIT_PER_DAY: "1000000000", API_STATUS_POLLS_PER_MINUTE: "1000000000" };

/**
 * Environment for the built server on `port` with the database file `dbPath`; the API-wide limits
 * raised unless `realApiLimits` (a section that judges whether a client stays within them).
 */
export function serverEnv(port, dbPath, extra = {}, { realApiLimits = false } = {}) {
  const url = `http://127.0.0.1:${port}`;
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_SITE_URL: url,
    DATABASE_URL: `file:${dbPath}`,
    LOG_REQUESTS: "0",
    ...(realApiLimits ? {} : RAISED_API_LIMITS),
    ...extra,
  };
}

export const MEMORY_PROBE = join(dirname(fileURLToPath(import.meta.url)), "memory-probe.mjs");
const LEAK_INJECTOR = join(dirname(fileURLToPath(import.meta.url)), "leak-injector.mjs");

/**
 * Ask a process started with the memory probe (see memory-probe.mjs) for its memory after full
 * garbage collections: { heapUsed, heapTotal, external, arrayBuffers, rss, gcMs } in bytes / ms.
 */
let probeIds = 0;
export function probeMemory(child, { type = "memory", timeoutMs = 30_000, ...extra } = {}) {
  const id = ++probeIds;
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.off("message", onMessage);
      fail(new Error(`memory probe: no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    function onMessage(message) {
      if (message?.type !== type || message.id !== id) return;
      clearTimeout(timer);
      child.off("message", onMessage);
      done(message);
    }
    child.on("message", onMessage);
    child.send({ type, id, ...extra });
  });
}

/**
 * Start the built Node server on a fresh temp database (or `dbPath`) and a free port, with
 * PUBLIC_SITE_URL equal to its own URL; resolves once /api/health answers 200. With `memoryProbe`
 * the handle's `memory()` answers the memory after a full GC; `leakBytesPerRequest` makes it a
 * throwaway server that leaks on purpose (leak-injector.mjs), to prove a memory check catches it.
 * `realApiLimits` keeps the documented API-wide limits (default: raised, see RAISED_API_LIMITS).
 */
export async function startAppServer({ dbPath, env = {}, memoryProbe = false, leakBytesPerRequest = 0, realApiLimits = false } = {}) {
  const port = await freePort();
  const dir = dbPath ? null : tempDir("db");
  const database = dbPath ?? join(dir, "app.db");
  const url = `http://127.0.0.1:${port}`;
  const nodeArgs = memoryProbe ? ["--expose-gc", "--import", pathToFileURL(MEMORY_PROBE).href] : [];
  if (leakBytesPerRequest > 0) nodeArgs.push("--import", pathToFileURL(LEAK_INJECTOR).href);
  const leakEnv = leakBytesPerRequest > 0 ? { LEAK_BYTES_PER_REQUEST: String(leakBytesPerRequest) } : {};
  const proc = spawnNode([...nodeArgs, "dist-server/server.mjs"], {
    env: serverEnv(port, database, { ...env, ...leakEnv }, { realApiLimits }),
    ipc: memoryProbe,
  });
  try {
    await waitFor(`${url}/api/health`, { proc });
  } catch (err) {
    await proc.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    port,
    pid: proc.pid,
    dbPath: database,
    memory: memoryProbe ? (passes = 2) => probeMemory(proc.child, { passes }) : null,
    heapSnapshot: memoryProbe ? (file) => probeMemory(proc.child, { type: "snapshot", file }) : null,
    async stop() {
      await proc.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
