// Signed-in sessions for benchmarks: users and session rows written straight into the server's
// database file (the same code the API uses to create sessions).
import { importTs } from "./ts.mjs";

const app = () =>
  importTs(
    "sessions",
    `export { createSession, sessionCookieName } from "./functions/auth/sessions";
     export { createDatabase } from "./db/index";
     export { createNodeClient } from "./db/client-node";
     export { users } from "./db/schema";`,
  );

/**
 * Creates `count` users, each with a session, straight in the database file `dbPath`; answers
 * `{ userId, token, cookie }` for each (`cookie`: the Cookie header; `production` picks the cookie name).
 */
export async function signInBenchUsers(dbPath, count, production = false) {
  const m = await app();
  const client = m.createNodeClient(`file:${dbPath}`);
  try {
    await client.execute("PRAGMA busy_timeout = 5000");
    const db = m.createDatabase(client);
    const ids = Array.from({ length: count }, () => crypto.randomUUID());
    for (let i = 0; i < ids.length; i += 100) {
      await db.insert(m.users).values(ids.slice(i, i + 100).map((id) => ({ id, email: `bench-${id.slice(0, 8)}@example.com`, firstName: "Bench", lastName: "User" })));
    }
    const signedIn = [];
    for (const userId of ids) {
      const { token } = await m.createSession(db, userId);
      signedIn.push({ userId, token, cookie: `${m.sessionCookieName(production)}=${token}` });
    }
    return signedIn;
  } finally {
    client.close();
  }
}

/** Creates a user and a session straight in the server's database; answers the Cookie header. */
export async function signInBenchUser(dbPath, production = false) {
  return (await signInBenchUsers(dbPath, 1, production))[0].cookie;
}
