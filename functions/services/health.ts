import { sql } from "drizzle-orm";
import type { Database } from "../../db/index";

/** Throws unless the database answers a trivial query. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.run(sql`select 1`);
}
