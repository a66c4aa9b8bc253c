import { migrate } from "drizzle-orm/libsql/migrator";
import { resolve } from "node:path";
import type { Database } from "./index.ts";

/** Folder of the committed drizzle-kit migrations, from the project root. */
export const MIGRATIONS_DIR = resolve(process.env.APP_ROOT ?? process.cwd(), "db/migrations");

/** Node only (reads the migration files): applies every pending migration. */
export async function migrateDatabase(db: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  await migrate(db, { migrationsFolder });
}
