import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../functions/app";
import { loadConfig, type AppConfig } from "../../functions/config";
import type { AppDeps } from "../../functions/types";
import { createDatabase, type Database } from "../../db/index";
import { createNodeClient, tuneLocalClient } from "../../db/client-node";
import { migrateDatabase } from "../../db/migrate";
import { seedDatabase } from "../../db/seed";
import { createPublicReadCache, PUBLIC_READ_TTL_MS } from "../../functions/services/public-reads";
import { createMemoryRateLimitStore } from "../../functions/services/rate-limit/memory-store";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Database;
  config: AppConfig;
  deps: AppDeps;
  /** Close the database and delete its file. */
  cleanup(): void;
}

/**
 * Env for a test that legitimately sends more than the API-wide limit (100/min, 1000/day) as one
 * caller: `createTestApp({ ...RAISED_API_LIMITS })`. Every other test runs with the spec's limits.
 */
export const RAISED_API_LIMITS = { API_RATE_LIMIT_PER_MINUTE: "1000000", API_RATE_LIMIT_PER_DAY: "1000000" } as const;

/**
 * A real, migrated and seeded libSQL database in a temporary file, and the API on top of it.
 * Like the Node server, the API-wide limit counts in memory (pass `apiRateLimitStore` to change it).
 * Tests play the platform in front of the app: `cf-connecting-ip` is the caller's address
 * (app.request has no socket), as on the Worker; pass `CLIENT_IP_HEADER: undefined` to turn that off.
 */
export async function createTestApp(env: Record<string, string | undefined> = {}, overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), "lumen-test-"));
  const url = `file:${join(dir, "test.db")}`;
  const client = createNodeClient(url);
  await tuneLocalClient(client, url);
  const db = createDatabase(client);
  await migrateDatabase(db);
  await seedDatabase(db);
  const config = loadConfig({ LOG_REQUESTS: "0", PUBLIC_SITE_URL: "http://localhost:4321", DATABASE_URL: url, CLIENT_IP_HEADER: "cf-connecting-ip", ...env });
  // Tests that write to the database directly (not through the API) invalidate the public reads themselves.
  const deps: AppDeps = {
    db,
    config,
    apiRateLimitStore: createMemoryRateLimitStore(),
    publicReads: createPublicReadCache({ ttlMs: PUBLIC_READ_TTL_MS, now: overrides.now ?? Date.now }),
    ...overrides,
  };
  return {
    app: createApp(deps),
    db,
    config,
    deps,
    cleanup() {
      client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const ORIGIN = "http://localhost:4321";

/** JSON request helper: sets the body, content type and a same-origin Origin header. */
export function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

import { users, type User } from "../../db/schema";
import { createSession, sessionCookieName } from "../../functions/auth/sessions";

let userCounter = 0;

/** Inserts a user and signs them in; returns the Cookie header value for requests. */
export async function signedInUser(
  t: TestApp,
  fields: Partial<Pick<User, "email" | "firstName" | "lastName" | "role" | "status" | "permissions">> = {},
): Promise<{ user: User; cookie: string }> {
  userCounter += 1;
  const [user] = await t.db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: fields.email ?? `user${userCounter}-${Date.now()}@example.com`,
      firstName: fields.firstName ?? `Test${userCounter}`,
      lastName: fields.lastName ?? "User",
      role: fields.role ?? "user",
      status: fields.status ?? "active",
      permissions: fields.permissions ?? [],
    })
    .returning();
  const { token } = await createSession(t.db, user!.id);
  return { user: user!, cookie: `${sessionCookieName(t.config.production)}=${token}` };
}
