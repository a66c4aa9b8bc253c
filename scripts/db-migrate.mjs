// Deploy step: apply the committed migrations to DATABASE_URL (Turso, a libSQL server, or a file)
// and add any missing shipped templates. Never run at request time by the Worker.
//   DATABASE_URL=libsql://... DATABASE_AUTH_TOKEN=... npm run db:migrate
import { createClient } from "@libsql/client";
import { createDatabase } from "../db/index.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { seedDatabase } from "../db/seed.ts";

const url = process.env.DATABASE_URL || "file:data/app.db";
const client = createClient({ url, authToken: process.env.DATABASE_AUTH_TOKEN || undefined });
const db = createDatabase(client);
await migrateDatabase(db);
await seedDatabase(db);
client.close();
console.log(`migrated and seeded ${url.replace(/\/\/[^@/]*@/, "//***@")}`);
