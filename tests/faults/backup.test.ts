/**
 * `npm run db:backup` on a live database: a writer keeps inserting while the backup runs in another
 * process; the copy is consistent (integrity check, a whole prefix of the writes, nothing torn), and
 * restored as docs/deployment.md says (copy over, drop -wal/-shm) the built server starts on it and serves.
 */
import { afterAll, describe, expect, it } from "vitest";
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createClient } from "@libsql/client";

const dir = mkdtempSync(join(tmpdir(), "lumen-backup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => done(port));
    });
  });
}

function runBackup(databaseUrl: string, target: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["scripts/db-backup.mjs", target], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c) => (output += c));
    child.stderr.on("data", (c) => (output += c));
    child.on("exit", (code) => done({ code, output }));
  });
}

describe("db:backup", () => {
  it("copies a database under writes consistently, and the restored copy serves", async () => {
    const live = join(dir, "live.db");
    const url = `file:${live}`;
    // The server's schema first (as a running server would have it), then a stream of writes.
    const migrate = spawnSync(process.execPath, ["scripts/db-migrate.mjs"], { env: { ...process.env, DATABASE_URL: url }, encoding: "utf8" });
    expect(migrate.status, migrate.stderr).toBe(0);
    const writer = createClient({ url });
    await writer.execute("PRAGMA journal_mode = WAL");
    await writer.execute("CREATE TABLE backup_probe (n INTEGER PRIMARY KEY, pair INTEGER NOT NULL)");
    let written = 0;
    let writing = true;
    const writes = (async () => {
      while (writing) {
        // Two rows per transaction: a consistent copy never holds half of one.
        await writer.batch(
          [
            { sql: "INSERT INTO backup_probe (n, pair) VALUES (?, ?)", args: [2 * written, written] },
            { sql: "INSERT INTO backup_probe (n, pair) VALUES (?, ?)", args: [2 * written + 1, written] },
          ],
          "write",
        );
        written++;
        await new Promise((r) => setImmediate(r));
      }
    })();
    while (written < 200) await new Promise((r) => setTimeout(r, 10));
    const before = written;
    const target = join(dir, "copies", "backup.db");
    const backup = await runBackup(url, target);
    const after = written;
    writing = false;
    await writes;
    writer.close();
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/backed up/);
    // Only the owner may read it, as the database itself.
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(after).toBeGreaterThan(before); // the writes really went on during the backup

    const copy = createClient({ url: `file:${target}` });
    expect((await copy.execute("PRAGMA integrity_check")).rows[0]?.[0]).toBe("ok");
    const rows = Number((await copy.execute("SELECT count(*) FROM backup_probe")).rows[0]?.[0]);
    const pairs = Number((await copy.execute("SELECT count(DISTINCT pair) FROM backup_probe")).rows[0]?.[0]);
    const top = Number((await copy.execute("SELECT coalesce(max(pair), -1) FROM backup_probe")).rows[0]?.[0]);
    copy.close();
    expect(rows).toBe(2 * pairs);
    expect(top).toBe(pairs - 1);
    expect(pairs).toBeGreaterThanOrEqual(before);
    expect(pairs).toBeLessThanOrEqual(written);

    // A second backup to the same file is refused (never overwrites).
    const again = await runBackup(url, target);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/^error: .*already exists/m);

    // Restore as documented: copy over the database file, drop its -wal and -shm, start the server.
    const restored = join(dir, "restored", "app.db");
    spawnSync("mkdir", ["-p", join(dir, "restored")]);
    copyFileSync(target, restored);
    for (const suffix of ["-wal", "-shm"]) rmSync(restored + suffix, { force: true });
    const port = await freePort();
    const server = spawn(process.execPath, [resolve("dist-server/server.mjs")], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: `file:${restored}`, LOG_REQUESTS: "0" },
      stdio: "ignore",
    });
    try {
      let status = 0;
      for (let i = 0; i < 300 && status !== 200; i++) {
        status = await fetch(`http://127.0.0.1:${port}/api/templates`).then(
          (r) => r.status,
          () => 0,
        );
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
    } finally {
      server.kill("SIGTERM");
    }
    const check = createClient({ url: `file:${restored}` });
    expect(Number((await check.execute("SELECT count(*) FROM backup_probe")).rows[0]?.[0])).toBe(rows);
    check.close();
    expect(existsSync(restored)).toBe(true);
  }, 120_000);

  it("refuses a remote database with the way to back it up", async () => {
    const r = await runBackup("libsql://example.turso.io", join(dir, "never.db"));
    expect(r.code).toBe(1);
    expect(r.output).toMatch(/^error: .*Turso/m);
  });
});
