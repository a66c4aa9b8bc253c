// `npm run db:backup [file]`: a consistent copy of the local database while the server runs.
// SQLite's VACUUM INTO writes a snapshot of one read transaction (WAL lets the server keep writing
// meanwhile) into a new, compact file; copying app.db by hand while the server runs is unsafe
// (the WAL holds the latest writes). Restore: docs/deployment.md, "Backups and restore".
//   npm run db:backup                       -> backups/app-<UTC time>.db (in the package)
//   npm run db:backup -- /srv/backups/x.db  -> that file (must not exist)
// DATABASE_URL as for the server (default file:data/app.db); Turso databases are backed up by Turso.
import { createClient } from "@libsql/client";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { ROOT } from "./build-stamp.mjs";

const envFile = join(ROOT, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

function fail(line) {
  console.error(`error: ${line}`);
  process.exit(1);
}

const url = process.env.DATABASE_URL || `file:${join(ROOT, "data/app.db")}`;
if (!url.startsWith("file:")) {
  fail(
    `DATABASE_URL is ${url.replace(/\/\/[^@/]*@/, "//***@")}: db:backup copies a local file: database. For Turso use its point-in-time restore or \`turso db shell <database> .dump > backup.sql\`.`,
  );
}
const source = resolve(url.slice("file:".length).split("?")[0]);
if (!existsSync(source)) fail(`no database at ${source}: check DATABASE_URL (file:<path>).`);

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = resolve(process.argv[2] ?? join(ROOT, "backups", `app-${stamp}.db`));
if (existsSync(target)) fail(`${target} already exists: give another file name (a backup never overwrites).`);
mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
// Only the owner may read it, as the database itself (sessions, payments, address hashes): the empty
// file is created 0600 first (VACUUM INTO fills an empty file), and tightened past any umask.
const BACKUP_FILE_MODE = 0o600;
closeSync(openSync(target, "wx", BACKUP_FILE_MODE));
chmodSync(target, BACKUP_FILE_MODE);

const client = createClient({ url: `file:${source}` });
try {
  await client.execute("PRAGMA busy_timeout = 10000");
  await client.execute({ sql: "VACUUM INTO ?", args: [target] });
  const check = createClient({ url: `file:${target}` });
  const ok = (await check.execute("PRAGMA integrity_check")).rows[0]?.[0];
  check.close();
  if (ok !== "ok") fail(`the backup at ${target} failed its integrity check (${ok}); try again.`);
} catch (error) {
  fail(`backing up ${source} failed: ${error?.message ?? error}`);
} finally {
  client.close();
}
console.log(
  `backed up ${source}\n       to ${target}\nRestore: stop the server, then copy it over ${source} and delete ${source}-wal and ${source}-shm if present (docs/deployment.md, "Backups and restore").`,
);
