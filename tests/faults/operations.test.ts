/**
 * Operating the built server as an operator would: mistakes end in one `error: ...` line each with
 * the fix and exit 1 (a busy port before any database is touched); `npm start` from another
 * directory serves the site, and SIGTERM stops everything with exit 0, the port free and no process left.
 */
import { afterAll, describe, expect, it } from "vitest";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(".");
const SERVER = join(ROOT, "dist-server/server.mjs");
const dir = mkdtempSync(join(tmpdir(), "lumen-ops-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A port nothing listens on, from the OS. */
function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => done(port));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const s = createServer();
    s.once("error", () => done(false));
    s.listen({ port, host: "127.0.0.1", exclusive: true }, () => s.close(() => done(true)));
  });
}

/** Environment with nothing inherited that could change the outcome (a developer's settings). */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const keep = ["PATH", "HOME", "TMPDIR", "LANG"];
  return { ...Object.fromEntries(keep.filter((k) => process.env[k]).map((k) => [k, process.env[k]])), LOG_REQUESTS: "0", ...extra };
}

function runServer(env: Record<string, string>) {
  return spawnSync(process.execPath, [SERVER], { cwd: dir, env: cleanEnv(env), encoding: "utf8", timeout: 30_000 });
}

/** Pids of the live descendants of `pid` (Linux /proc). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("start-up mistakes", () => {
  it("lists every configuration problem at once, one line each with the fix, exit 1, no stack trace", () => {
    const run = runServer({ PORT: "4321x", DATABASE_URL: join(dir, "bare.db"), PUBLIC_SITE_URL: "example.com", NODE_ENV: "production" });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines.every((l) => l.startsWith("error: "))).toBe(true);
    expect(run.stderr).toMatch(/PORT must be a port number/);
    expect(run.stderr).toMatch(new RegExp(`DATABASE_URL must be a libSQL URL: file:${join(dir, "bare.db")}`));
    expect(run.stderr).toMatch(/PUBLIC_SITE_URL must be the site's public origin/);
    expect(run.stderr).toMatch(/ADMIN_PASSWORD must be set in production/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(join(dir, "bare.db"))).toBe(false);
  });

  it("a busy port fails in one line before the database is touched", async () => {
    const port = await freePort();
    const blocker: Server = await new Promise((done) => {
      const s = createServer().listen(port, "127.0.0.1", () => done(s));
    });
    try {
      const db = join(dir, "busy", "app.db");
      mkdirSync(join(dir, "busy"));
      const run = runServer({ PORT: String(port), DATABASE_URL: `file:${db}` });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`error: port ${port} on 127.0.0.1 is already in use: stop the other server or set PORT`));
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(db)).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it("an unreachable database names the URL and the real cause", async () => {
    const nobody = await freePort();
    const run = runServer({ PORT: "0", DATABASE_URL: `http://127.0.0.1:${nobody}` });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`error: cannot reach the database at http://127\\.0\\.0\\.1:${nobody} \\(.*ECONNREFUSED.*\\): check DATABASE_URL`));
  });
});

/** PUBLIC_SITE_URL of the last build (dist/.build-stamp.json). */
function builtSiteUrl(): string {
  return (JSON.parse(readFileSync(join(ROOT, "dist/.build-stamp.json"), "utf8")) as { public: { PUBLIC_SITE_URL: string } }).public.PUBLIC_SITE_URL;
}

async function startAndStop(command: string, args: string[], name: string, signal: NodeJS.Signals) {
  const port = await freePort();
  const db = join(dir, name, "app.db");
  mkdirSync(join(dir, name), { recursive: true });
  {
    const start = spawn(command, args, {
      cwd: dir,
      // The address the last build baked in (without it, PORT names the site and npm start rebuilds for it).
      env: cleanEnv({ PORT: String(port), DATABASE_URL: `file:${db}`, PUBLIC_SITE_URL: builtSiteUrl() }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    start.stdout.on("data", (c) => (output += c));
    start.stderr.on("data", (c) => (output += c));
    const exited = new Promise<number | null>((done) => start.once("exit", (code) => done(code)));
    try {
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        const ok = await fetch(`${base}/api/health`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) break;
        if (i > 600 || start.exitCode !== null) throw new Error(`npm start did not come up:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      // Pages and migrations come from the package, not from the working directory.
      expect((await fetch(`${base}/services`)).status).toBe(200);
      // npm -> scripts/start.mjs -> the server; or the server alone.
      const children = descendants(start.pid!);
      if (command === "npm") expect(children.length).toBeGreaterThanOrEqual(2);

      start.kill(signal);
      expect(await exited, output).toBe(0);
      expect(await portIsFree(port)).toBe(true);
      expect(children.filter(alive)).toEqual([]);
      expect(output).not.toMatch(/\n\s+at /);
      expect(existsSync(db)).toBe(true);
    } finally {
      if (start.exitCode === null) start.kill("SIGKILL");
    }
  }
}

describe("stopping", () => {
  it("npm start (run from another directory with --prefix) stops on SIGTERM: exit 0, port free, no process left", async () => {
    await startAndStop("npm", ["start", "--prefix", ROOT], "npm-start", "SIGTERM");
  }, 180_000);

  it("npm start stops on SIGINT the same way", async () => {
    await startAndStop("npm", ["start", "--prefix", ROOT], "npm-start-int", "SIGINT");
  }, 180_000);

  it("the server started from another directory finds its pages and migrations, and stops on SIGTERM", async () => {
    await startAndStop(process.execPath, [SERVER], "direct", "SIGTERM");
  }, 60_000);
});
