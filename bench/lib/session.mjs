// Signed-in sessions for benchmarks: users, their projects and session rows written straight into
// the server's database file (the same code the API uses to create sessions and projects).
import { importTs } from "./ts.mjs";

const app = () =>
  importTs(
    "sessions",
    `export { createSession, sessionCookieName } from "./functions/auth/sessions";
     export { createProject } from "./functions/services/projects";
     export { createDatabase } from "./db/index";
     export { createNodeClient } from "./db/client-node";
     export { users } from "./db/schema";
     export { SIGNED_IN_HINT_COOKIE } from "./core/session-user";`,
  );

/**
 * Creates `count` users, each with `projects` website projects (through the service the API uses)
 * and a session, straight in the database file `dbPath`; answers `{ userId, token, cookie }` for
 * each. `cookie` is the Cookie header a signed-in browser sends: the session cookie and the readable
 * signed-in hint beside it (`production` picks the cookies' names).
 */
export async function signInBenchUsers(dbPath, count, production = false, { projects = 0 } = {}) {
  const m = await app();
  const client = m.createNodeClient(`file:${dbPath}`);
  try {
    await client.execute("PRAGMA busy_timeout = 5000");
    const db = m.createDatabase(client);
    const ids = Array.from({ length: count }, () => crypto.randomUUID());
    for (let i = 0; i < ids.length; i += 100) {
      await db
        .insert(m.users)
        .values(ids.slice(i, i + 100).map((id) => ({ id, email: `bench-${id.slice(0, 8)}@example.com`, firstName: "Bench", lastName: "User" })));
    }
    const hint = production ? `__Host-${m.SIGNED_IN_HINT_COOKIE}` : m.SIGNED_IN_HINT_COOKIE;
    const signedIn = [];
    for (const userId of ids) {
      for (let i = 1; i <= projects; i++) {
        await m.createProject(db, userId, {
          name: `Bench Bakery ${i}`,
          businessType: "Restaurant",
          description: "A neighbourhood bakery with sourdough, pastries and coffee.",
          requirements: "A menu with prices and our opening hours.",
        });
      }
      const { token } = await m.createSession(db, userId);
      signedIn.push({ userId, token, cookie: `${m.sessionCookieName(production)}=${token}; ${hint}=1` });
    }
    return signedIn;
  } finally {
    client.close();
  }
}

/** One user (with `projects` projects) and a session; answers the Cookie header. */
export async function signInBenchUser(dbPath, production = false, { projects = 0 } = {}) {
  return (await signInBenchUsers(dbPath, 1, production, { projects }))[0].cookie;
}
