import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import type { Client } from "@libsql/client";
import * as schema from "./schema/index.ts";

export type Database = LibSQLDatabase<typeof schema>;

/** Wraps a libSQL client of any flavour (native file, HTTP, in-memory); callers build the client. */
export function createDatabase(client: Client): Database {
  return drizzle(client, { schema });
}

export { schema };

/** A client that can keep statements prepared (db/client-node.ts for a local file; other clients have no such method). */
export interface StatementCacheClient {
  /** Keep `sql` (a read) prepared: its runs skip preparing it again. */
  cacheStatement(sql: string): void;
}

/**
 * A read built once per database (drizzle's `.prepare()`): hot read paths skip rebuilding the same
 * SQL from the query builder on every request, and a client that can keep the native statement
 * prepared (the Node server's local file) is asked to.
 */
export function preparedPerDatabase<Q extends { getQuery(): { sql: string } }>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
      (db as { $client?: Partial<StatementCacheClient> }).$client?.cacheStatement?.(query.getQuery().sql);
    }
    return query;
  };
}

/** The libSQL client under a database (drizzle keeps it as `$client`): for statements run as they are, alone or in one batch. */
export function clientOf(db: Database): Client {
  return (db as unknown as { $client: Client }).$client;
}
