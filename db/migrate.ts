import { migrate } from "drizzle-orm/libsql/migrator";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./index.ts";

/** Folder of the committed drizzle-kit migrations, beside this file (the bundled server passes its own). */
export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "migrations");

/** Node only (reads the migration files): applies every pending migration. */
export async function migrateDatabase(db: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  await migrate(db, { migrationsFolder });
}
