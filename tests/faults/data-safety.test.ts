/**
 * Data safety of the built server on its local file: a clean stop leaves every write in the database
 * file itself (a copy of app.db alone loses nothing), and a database path whose folder does not exist
 * is refused at start (a typo never starts an empty database), except the default data/ folder.
 */
import { afterAll, describe, expect, it } from "vitest";
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createClient } from "@libsql/client";
import { LEAD_EVENT_TYPES, LEAD_SOURCES, ROI_MIN_MULTIPLE } from "../../core/roi";

const SERVER = resolve("dist-server/server.mjs");
const dir = mkdtempSync(join(tmpdir(), "lumen-data-safety-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => done(port));
    });
  });
}

const cleanEnv = (extra: Record<string, string>) => ({ PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? dir, LOG_REQUESTS: "0", ...extra });

describe("a clean stop", () => {
  it("checkpoints the WAL: a copy of app.db alone holds the last writes", async () => {
    const db = join(dir, "app.db");
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, [SERVER], {
      cwd: dir,
      env: cleanEnv({ PORT: String(port), PUBLIC_SITE_URL: origin, DATABASE_URL: `file:${db}` }),
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((done) => server.once("exit", (code) => done(code)));
    try {
      for (
        let i = 0;
        (await fetch(`${origin}/api/health`).then(
          (r) => r.status,
          () => 0,
        )) !== 200;
        i++
      ) {
        if (i > 300) throw new Error("the server did not start");
        await new Promise((r) => setTimeout(r, 100));
      }
      const email = `wal-${Date.now()}@example.com`;
      const lead = await fetch(`${origin}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify({
          email,
          monthlyRequests: 1000,
          estimatedSavings: "100",
          roiMultiple: ROI_MIN_MULTIPLE,
          eventType: LEAD_EVENT_TYPES[0],
          source: LEAD_SOURCES[0],
        }),
      });
      expect(lead.status, await lead.text()).toBe(201);
      // While running, the write is in the WAL (not yet in app.db).
      expect(statSync(`${db}-wal`).size).toBeGreaterThan(0);
      server.kill("SIGTERM");
      expect(await exited).toBe(0);

      expect(existsSync(`${db}-wal`) ? statSync(`${db}-wal`).size : 0).toBe(0);
      const copy = join(dir, "copy-of-app.db");
      copyFileSync(db, copy);
      const client = createClient({ url: `file:${copy}` });
      const rows = await client.execute({ sql: "SELECT count(*) FROM leads WHERE email = ?", args: [email] });
      client.close();
      expect(Number(rows.rows[0]?.[0])).toBe(1);
    } finally {
      if (server.exitCode === null) server.kill("SIGKILL");
    }
  });
});

describe("a database in a missing folder", () => {
  it("is refused at start in one line with the fix, and nothing is created", async () => {
    const missing = join(dir, "no", "such", "dir");
    const run = spawnSync(process.execPath, [SERVER], {
      cwd: dir,
      env: cleanEnv({ PORT: String(await freePort()), DATABASE_URL: `file:${join(missing, "app.db")}` }),
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      `error: DATABASE_URL points into ${missing}, which does not exist: create it (mkdir -p ${missing}) or fix the path (a typo would start an empty database).`,
    ]);
    expect(existsSync(join(dir, "no"))).toBe(false);
  });

  it("is reported together with every other malformed setting", async () => {
    const run = spawnSync(process.execPath, [SERVER], {
      cwd: dir,
      env: cleanEnv({ PORT: "x", LOG_REQUESTS: "maybe", NODE_ENV: "prod", DATABASE_URL: `file:${join(dir, "nowhere", "app.db")}` }),
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines.every((l) => l.startsWith("error: "))).toBe(true);
    expect(lines.map((l) => l.split(" ")[1])).toEqual(["NODE_ENV", "PORT", "LOG_REQUESTS", "DATABASE_URL"]);
  });

  it("the default data/ folder is created on a fresh install", async () => {
    const fresh = mkdtempSync(join(dir, "fresh-"));
    const port = await freePort();
    const server = spawn(process.execPath, [SERVER], { cwd: fresh, env: cleanEnv({ PORT: String(port) }), stdio: "ignore" });
    const exited = new Promise<number | null>((done) => server.once("exit", (code) => done(code)));
    try {
      for (
        let i = 0;
        (await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.status,
          () => 0,
        )) !== 200;
        i++
      ) {
        if (i > 300) throw new Error("the server did not start");
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(existsSync(join(fresh, "data", "app.db"))).toBe(true);
    } finally {
      server.kill("SIGTERM");
      await exited;
    }
  });
});
