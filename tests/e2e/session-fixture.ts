/**
 * Signing in for end-to-end tests of the project screens.
 *
 * This STANDS IN for the identity provider's sign-in (OpenID Connect through /api/login), which has
 * its own end-to-end tests: here a user and a session are written straight into the e2e server's
 * database (the same `createSession` the sign-in callback uses) and the session cookie is added to
 * the browser context. Everything after that — the pages, the API, the session checks — is real.
 */
import type { BrowserContext } from "@playwright/test";
import { createClient } from "@libsql/client";
import { createDatabase, type Database } from "../../db/index";
import { users, type User } from "../../db/schema";
import { createSession, sessionCookieName } from "../../functions/auth/sessions";
import { SIGNED_IN_HINT_COOKIE } from "../../core/session-user";

/** Runs `fn` against the e2e server's database (process.env.E2E_DATABASE_URL, set by playwright.config.ts). */
export async function withE2eDb<T>(fn: (db: Database) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set (it comes from playwright.config.ts)");
  const client = createClient({ url });
  try {
    await client.execute("PRAGMA busy_timeout = 5000");
    return await fn(createDatabase(client));
  } finally {
    client.close();
  }
}

let counter = 0;

/** Creates a user, signs them in, and puts the session cookie into `context` for `baseURL`. */
export async function signInAs(
  context: BrowserContext,
  baseURL: string,
  fields: Partial<Pick<User, "email" | "firstName" | "lastName" | "role" | "status">> = {},
): Promise<User> {
  counter += 1;
  const stamp = `${Date.now()}-${process.pid}-${counter}`;
  const { user, token } = await withE2eDb(async (db) => {
    const [row] = await db
      .insert(users)
      .values({
        id: crypto.randomUUID(),
        email: fields.email ?? `e2e-${stamp}@example.com`,
        firstName: fields.firstName ?? "Avery",
        lastName: fields.lastName ?? "Tester",
        role: fields.role ?? "user",
        status: fields.status ?? "active",
      })
      .returning();
    const session = await createSession(db, row!.id);
    return { user: row!, token: session.token };
  });
  await context.addCookies([
    { name: sessionCookieName(false), value: token, url: baseURL, httpOnly: true, sameSite: "Lax" },
    { name: SIGNED_IN_HINT_COOKIE, value: "1", url: baseURL, sameSite: "Lax" },
  ]);
  return user;
}
