// A signed-in session for benchmarks: a user and a session row written straight into the
// server's database file (the same code the API uses to create sessions).
import { importTs } from "./ts.mjs";

/** Creates a user and a session straight in the server's database; answers the Cookie header. */
export async function signInBenchUser(dbPath, production = false) {
  const m = await importTs(
    "sessions",
    `export { createSession, sessionCookieName } from "./functions/auth/sessions";
     export { createDatabase } from "./db/index";
     export { createNodeClient } from "./db/client-node";
     export { users } from "./db/schema";`,
  );
  const client = m.createNodeClient(`file:${dbPath}`);
  try {
    await client.execute("PRAGMA busy_timeout = 5000");
    const db = m.createDatabase(client);
    const id = crypto.randomUUID();
    await db.insert(m.users).values({ id, email: `bench-${id.slice(0, 8)}@example.com`, firstName: "Bench", lastName: "User" });
    const { token } = await m.createSession(db, id);
    return `${m.sessionCookieName(production)}=${token}`;
  } finally {
    client.close();
  }
}
