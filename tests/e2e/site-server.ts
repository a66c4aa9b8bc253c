/**
 * A second server for end-to-end tests that need their own state or build: the real Node server on its
 * own port and a fresh database (the last-admin rule), or the site built with an analytics provider
 * configured (PUBLIC_ANALYTICS_* are build-time settings; the PWA tests). Restarting it on the same
 * port with the default build simulates a new deployment.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ANALYTICS_BUILD_DIR = resolve(".astro/e2e-analytics");
/** The Cloudflare adapter points wrangler at the last build here; the test build must not leave it pointing at itself. */
const WRANGLER_REDIRECT = resolve(".wrangler/deploy/config.json");

/** Builds the site (and its service worker) with the given public env into ANALYTICS_BUILD_DIR. */
export function buildSiteWith(env: Record<string, string>): string {
  const run = (cmd: string, args: string[]) => {
    const result = spawnSync(cmd, args, { env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", ...env }, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  };
  const redirect = existsSync(WRANGLER_REDIRECT) ? readFileSync(WRANGLER_REDIRECT) : null;
  try {
    run("npx", ["astro", "build", "--outDir", ANALYTICS_BUILD_DIR]);
  } finally {
    if (redirect) writeFileSync(WRANGLER_REDIRECT, redirect);
    else rmSync(WRANGLER_REDIRECT, { force: true });
  }
  const client = join(ANALYTICS_BUILD_DIR, "client");
  run(process.execPath, ["scripts/build-sw.mjs", client]);
  return client;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface SiteServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts dist-server/server.mjs serving `staticDir` on `port`; resolves once /api/health answers. */
export async function startSiteServer(staticDir: string, port: number, givenDataDir?: string, env: Record<string, string> = {}): Promise<SiteServer> {
  // A data folder of its own is removed when the server stops; a given one is the caller's.
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), "lumen-pwa-"));
  const removeData = () => givenDataDir ?? rmSync(dataDir, { recursive: true, force: true });
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["dist-server/server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      STATIC_DIR: staticDir,
      PUBLIC_SITE_URL: url,
      DATABASE_URL: `file:${join(dataDir, "app.db")}`,
      LOG_REQUESTS: "0",
      NODE_ENV: "test",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += String(chunk)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) {
          removeData();
          return done();
        }
        const force = setTimeout(() => child.kill("SIGKILL"), 3000);
        child.once("exit", () => {
          clearTimeout(force);
          removeData();
          done();
        });
        child.kill("SIGTERM");
      }),
  };
}
