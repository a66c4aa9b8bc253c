import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import type { Client } from "@libsql/client";
import * as schema from "./schema.ts";

export type Database = LibSQLDatabase<typeof schema>;

/** Wraps a libSQL client of any flavour (native file, HTTP, in-memory); callers build the client. */
export function createDatabase(client: Client): Database {
  return drizzle(client, { schema });
}

export { schema };
