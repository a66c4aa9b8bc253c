import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import type { Client } from "@libsql/client";
import * as schema from "./schema.ts";

export type Database = LibSQLDatabase<typeof schema>;

/** Wraps a libSQL client of any flavour (native file, HTTP, in-memory); callers build the client. */
export function createDatabase(client: Client): Database {
  return drizzle(client, { schema });
}

export { schema };

/**
 * A prepared statement built once per database (drizzle's `.prepare()`): hot read paths skip
 * rebuilding the same SQL from the query builder on every request.
 */
export function preparedPerDatabase<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
