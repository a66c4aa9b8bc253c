import { createClient, type Client, type InStatement, type ResultSet, type Row } from "@libsql/client";
import Database from "libsql";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { isBusyError } from "./errors";
import type { StatementCacheClient } from "./index";

/**
 * How long a statement on a local file waits for another connection's lock before SQLITE_BUSY (which
 * the API answers with 503). libSQL's native calls are synchronous, so the wait blocks the whole
 * process: kept short, so a database held locked by another process gives clear 503s, not a hang.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 1000;

/** The folder a fresh install keeps its database in (DATABASE_URL's default, file:data/app.db): created on demand. */
export const DEFAULT_DATABASE_FOLDER = "data";

/** The file path of a `file:` URL (no query), or null for a remote URL or an in-memory database. */
function localPath(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  const path = url.slice("file:".length).split("?")[0] ?? "";
  return path && path !== ":memory:" ? path : null;
}

const isDefaultFolder = (folder: string) => folder === resolve(DEFAULT_DATABASE_FOLDER);

/**
 * A `file:` database whose folder does not exist is a mistyped path far more often than a wish for a
 * new folder (and a fresh empty database there would look like lost data): refused at start with
 * the fix, except the default `data/` folder, which a fresh install creates.
 */
export function databaseFolderProblem(url: string): string | null {
  const path = localPath(url);
  if (!path) return null;
  const folder = dirname(resolve(path));
  if (existsSync(folder) || isDefaultFolder(folder)) return null;
  return `DATABASE_URL points into ${folder}, which does not exist: create it (mkdir -p ${folder}) or fix the path (a typo would start an empty database).`;
}

/**
 * Node only: a libSQL client for a `file:` path or a remote libsql:// URL. Only the default `data/`
 * folder is created on demand (databaseFolderProblem).
 */
export function createNodeClient(url: string, authToken?: string): Client {
  if (!url.startsWith("file:")) return createClient({ url, authToken: authToken || undefined });
  const path = localPath(url);
  if (path) {
    const folder = dirname(resolve(path));
    if (isDefaultFolder(folder)) mkdirSync(folder, { recursive: true });
    restrictToOwner(path);
  }
  // `timeout` is the busy timeout of every connection in the client's pool (a PRAGMA reaches only one).
  const client = resetAfterBusy(createClient({ url, authToken: authToken || undefined, timeout: SQLITE_BUSY_TIMEOUT_MS }));
  return path ? withStatementCache(client, path) : client;
}

type PreparedRead = { statement: Database.Statement; columns: string[]; columnTypes: string[] };

/**
 * The hot reads, prepared once. @libsql/client prepares every statement anew on each call and asks
 * its columns twice, which costs several times the query itself for the one-row lookups every
 * signed-in request makes. Registered statements (`cacheStatement`, from `preparedPerDatabase`) run on
 * a read-only connection to the same file with their native statement kept; the answer has the
 * client's own shape (rows by index and by name, integers as safe numbers). Anything else, and a
 * registered statement that fails here (it is then no longer kept), goes through the client as before.
 * WAL: each run reads the last committed state, and a run leaves no read transaction open.
 */
function withStatementCache(client: Client, path: string): Client & StatementCacheClient & { readonly keptStatements: number } {
  const cacheable = new Set<string>();
  const prepared = new Map<string, PreparedRead>();
  let reader: Database.Database | null = null;

  function preparedRead(sql: string): PreparedRead {
    let read = prepared.get(sql);
    if (!read) {
      reader ??= new Database(path, { readonly: true, timeout: SQLITE_BUSY_TIMEOUT_MS });
      const statement = reader.prepare(sql).raw(true).safeIntegers(true);
      const described = statement.columns();
      read = { statement, columns: described.map((c) => c.name), columnTypes: described.map((c) => c.type ?? "") };
      prepared.set(sql, read);
    }
    return read;
  }
  function forget() {
    prepared.clear();
    reader?.close();
    reader = null;
  }
  function run(statement: InStatement): ResultSet | null {
    if (typeof statement === "string" || !cacheable.has(statement.sql)) return null;
    const args = statement.args ?? [];
    if (!Array.isArray(args) || !args.every((a) => a === null || typeof a === "string" || typeof a === "number")) return null;
    try {
      const { statement: native, columns, columnTypes } = preparedRead(statement.sql);
      const rows = (native.all(...args) as unknown[][]).map((values) => rowOf(values, columns));
      return {
        columns,
        columnTypes,
        rows,
        rowsAffected: 0,
        lastInsertRowid: undefined,
        toJSON: () => ({ columns, columnTypes, rows, rowsAffected: 0, lastInsertRowid: null }),
      };
    } catch {
      cacheable.delete(statement.sql);
      prepared.delete(statement.sql);
      return null;
    }
  }

  return new Proxy(client as Client & StatementCacheClient & { readonly keptStatements: number }, {
    get(target, prop) {
      if (prop === "cacheStatement") return (sql: string) => void cacheable.add(sql);
      if (prop === "keptStatements") return prepared.size;
      if (prop === "execute") return async (statement: InStatement) => (target.closed ? null : run(statement)) ?? target.execute(statement);
      if (prop === "close")
        return () => {
          forget();
          target.close();
        };
      if (prop === "reconnect")
        return async () => {
          forget();
          return target.reconnect();
        };
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A row as @libsql/client gives it: values by index (and `length`), not enumerable; by column name, enumerable. */
function rowOf(values: unknown[], columns: string[]): Row {
  const row = {};
  Object.defineProperty(row, "length", { value: values.length });
  values.forEach((raw, i) => {
    const value = valueOf(raw);
    Object.defineProperty(row, i, { value });
    const column = columns[i]!;
    if (!Object.hasOwn(row, column)) Object.defineProperty(row, column, { value, enumerable: true, configurable: true, writable: true });
  });
  return row as Row;
}

/** Integers as numbers (refused past 2^53, as the client does); blobs are not among the hot reads. */
function valueOf(raw: unknown): unknown {
  if (typeof raw === "bigint") {
    if (raw < BigInt(Number.MIN_SAFE_INTEGER) || raw > BigInt(Number.MAX_SAFE_INTEGER))
      throw new RangeError("Received integer which cannot be safely represented as a JavaScript number");
    return Number(raw);
  }
  if (raw instanceof Uint8Array) throw new TypeError("blob in a cached read");
  return raw;
}

/** Database file mode: the owner alone reads and writes it (sessions, payments, addresses' hashes live there). */
export const DATABASE_FILE_MODE = 0o600;

/**
 * Creates the database file with mode 600 before SQLite opens it (SQLite then gives its -wal and
 * -shm files the same mode), and tightens an existing file and its companions to 600.
 */
function restrictToOwner(path: string): void {
  if (!existsSync(path)) closeSync(openSync(path, "a", DATABASE_FILE_MODE));
  for (const file of [path, `${path}-wal`, `${path}-shm`, `${path}-journal`]) {
    if (!existsSync(file)) continue;
    try {
      chmodSync(file, DATABASE_FILE_MODE);
    } catch (error) {
      // Another user's file (a read-only database we may only read): its own mode stands.
      if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
    }
  }
}

const GUARDED = new Set<PropertyKey>(["execute", "batch", "executeMultiple", "migrate", "transaction"]);

/**
 * A local connection whose statement failed with SQLITE_BUSY is left holding a stale read snapshot
 * (libsql 0.18 does not reset the statement): its next writes are never committed and it keeps the
 * file's write lock, so other processes see nothing and a crash loses them. After SQLITE_BUSY the
 * client drops its connections (fresh ones open on demand) before the error goes on to become a 503.
 */
function resetAfterBusy(client: Client): Client {
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== "function") return value;
      if (!GUARDED.has(prop)) return value.bind(target);
      return async (...args: unknown[]) => {
        try {
          return await value.apply(target, args);
        } catch (error) {
          if (isBusyError(error) && !target.closed) await target.reconnect();
          throw error;
        }
      };
    },
  });
}

/**
 * Pragmas for a local file: WAL for concurrent readers, enforced foreign keys, and
 * `synchronous = NORMAL` (the busy timeout is set per connection in `createNodeClient`).
 *
 * NORMAL in WAL mode syncs the log at checkpoints, not at every commit: a commit costs no fsync, and
 * the database file cannot be corrupted by a crash or power cut; what a power cut (not a process
 * crash) can lose is the last transactions committed before it. That is the trade-off taken for
 * visit counts and every other write (payments are also recorded at Stripe, whose webhooks are
 * replayed until acknowledged). `synchronous` belongs to a connection and the client opens
 * connections as it needs them: each is set as it first prepares a statement (`syncNormally`).
 */
export async function tuneLocalClient(client: Client, url: string): Promise<void> {
  if (!url.startsWith("file:")) return;
  await client.execute("PRAGMA journal_mode = WAL");
  await client.execute("PRAGMA foreign_keys = ON");
  syncNormally();
}

const tunedConnections = new WeakSet<object>();
let syncPatched = false;

/** Every writable libSQL connection of this process runs `PRAGMA synchronous = NORMAL` before its first statement. */
function syncNormally(): void {
  if (syncPatched) return;
  syncPatched = true;
  const proto = Database.prototype as unknown as { prepare(this: Database.Database, sql: string): unknown; exec(sql: string): unknown };
  const prepare = proto.prepare;
  proto.prepare = function (this: Database.Database, sql: string) {
    if (!tunedConnections.has(this)) {
      tunedConnections.add(this);
      if (!this.readonly && !this.inTransaction) {
        try {
          (this as unknown as { exec(sql: string): unknown }).exec("PRAGMA synchronous = NORMAL");
        } catch {
          // an in-memory or closed connection: left as it is
        }
      }
    }
    return prepare.call(this, sql);
  };
}

/**
 * At a clean stop: copy every write of the WAL into the database file and empty the WAL, so the
 * file alone holds everything (an operator copying app.db without app.db-wal loses nothing). A busy
 * or read-only database keeps its WAL (SQLite replays it at the next open): a warning, not a failure.
 */
export async function checkpointLocalClient(client: Client, url: string): Promise<void> {
  if (!localPath(url) || client.closed) return;
  try {
    const row = (await client.execute("PRAGMA wal_checkpoint(TRUNCATE)")).rows[0];
    if (row && Number(row[0]) !== 0)
      console.warn("warning: the database was busy at shutdown; its last writes stay in the -wal file until the next start (keep it beside the database).");
  } catch (error) {
    console.warn(
      `warning: checkpointing the database at shutdown failed (${String((error as Error)?.message ?? error)}); its last writes stay in the -wal file until the next start.`,
    );
  }
}
