import { createClient, type Client } from "@libsql/client";
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { isBusyError } from "./errors";

/**
 * How long a statement on a local file waits for another connection's lock before SQLITE_BUSY (which
 * the API answers with 503). libSQL's native calls are synchronous, so the wait blocks the whole
 * process: kept short, so a database held locked by another process gives clear 503s, not a hang.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 1000;

/** Node only: a libSQL client for a `file:` path (directory created on demand) or a remote libsql:// URL. */
export function createNodeClient(url: string, authToken?: string): Client {
  if (!url.startsWith("file:")) return createClient({ url, authToken: authToken || undefined });
  const path = url.slice("file:".length).split("?")[0] ?? "";
  if (path && path !== ":memory:") {
    mkdirSync(dirname(resolve(path)), { recursive: true });
    restrictToOwner(path);
  }
  // `timeout` is the busy timeout of every connection in the client's pool (a PRAGMA reaches only one).
  return resetAfterBusy(createClient({ url, authToken: authToken || undefined, timeout: SQLITE_BUSY_TIMEOUT_MS }));
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

/** Pragmas for a local file: WAL for concurrent readers and enforced foreign keys (the busy timeout is set per connection in `createNodeClient`). */
export async function tuneLocalClient(client: Client, url: string): Promise<void> {
  if (!url.startsWith("file:")) return;
  await client.execute("PRAGMA journal_mode = WAL");
  await client.execute("PRAGMA foreign_keys = ON");
}
