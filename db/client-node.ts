import { createClient, type Client } from "@libsql/client";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** Node only: a libSQL client for a `file:` path (directory created on demand) or a remote libsql:// URL. */
export function createNodeClient(url: string, authToken?: string): Client {
  if (url.startsWith("file:")) {
    const path = url.slice("file:".length).split("?")[0] ?? "";
    if (path && path !== ":memory:") mkdirSync(dirname(resolve(path)), { recursive: true });
  }
  const client = createClient({ url, authToken: authToken || undefined });
  return client;
}

/** Pragmas for a local file: WAL for concurrent readers, a busy timeout instead of instant SQLITE_BUSY, enforced foreign keys. */
export async function tuneLocalClient(client: Client, url: string): Promise<void> {
  if (!url.startsWith("file:")) return;
  await client.execute("PRAGMA journal_mode = WAL");
  await client.execute("PRAGMA busy_timeout = 5000");
  await client.execute("PRAGMA foreign_keys = ON");
}
