// A signed-in session for benchmarks: a user and a session row written straight into the
// server's database file (the same code the API uses to create sessions and projects).
import { importTs } from "./ts.mjs";

/**
 * Creates a user (with `projects` website projects, through the service the API uses) and a session
 * straight in the server's database; answers the Cookie header a signed-in browser sends: the session
 * cookie and the readable signed-in hint beside it.
 */
export async function signInBenchUser(dbPath, production = false, { projects = 0 } = {}) {
  const m = await importTs(
    "sessions",
    `export { createSession, sessionCookieName } from "./functions/auth/sessions";
     export { createProject } from "./functions/services/projects";
     export { createDatabase } from "./db/index";
     export { createNodeClient } from "./db/client-node";
     export { users } from "./db/schema";
     export { SIGNED_IN_HINT_COOKIE } from "./src/lib/session-user";`,
  );
  const client = m.createNodeClient(`file:${dbPath}`);
  try {
    await client.execute("PRAGMA busy_timeout = 5000");
    const db = m.createDatabase(client);
    const id = crypto.randomUUID();
    await db.insert(m.users).values({ id, email: `bench-${id.slice(0, 8)}@example.com`, firstName: "Bench", lastName: "User" });
    for (let i = 1; i <= projects; i++) {
      await m.createProject(db, id, {
        name: `Bench Bakery ${i}`,
        businessType: "Restaurant",
        description: "A neighbourhood bakery with sourdough, pastries and coffee.",
        requirements: "A menu with prices and our opening hours.",
      });
    }
    const { token } = await m.createSession(db, id);
    const hint = production ? `__Host-${m.SIGNED_IN_HINT_COOKIE}` : m.SIGNED_IN_HINT_COOKIE;
    return `${m.sessionCookieName(production)}=${token}; ${hint}=1`;
  } finally {
    client.close();
  }
}
