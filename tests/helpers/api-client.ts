import { testClient } from "hono/testing";
import { ORIGIN, type TestApp } from "./test-app";

/**
 * The typed client on a test app (`testClient` from hono/testing): paths, params, queries and JSON
 * bodies are checked against the app's routes at compile time, so a renamed route or a changed input
 * breaks the test, not just its run. `headers` go on every request (a session cookie, a caller's
 * address); every request carries the app's own Origin, as a browser's same-origin call would (the
 * API checks it on state-changing methods only).
 *
 * What this client cannot express goes through `t.app.request` ON PURPOSE, and each file says so:
 * bodies that are not valid JSON or not JSON at all, wrong content types, signed webhook bodies,
 * hostile uploads, unknown paths, methods a route lacks, other hosts, inputs the route's schema
 * refuses (the client would not compile them) and cross-site Origins.
 */
export function apiClient(t: Pick<TestApp, "app">, headers: Record<string, string> = {}) {
  return testClient(t.app, undefined, undefined, { headers: { Origin: ORIGIN, ...headers } }).api;
}

/** The same client signed in with a session cookie (`signedInUser(...).cookie`). */
export const apiAs = (t: Pick<TestApp, "app">, cookie: string, headers: Record<string, string> = {}) => apiClient(t, { Cookie: cookie, ...headers });

/** The error envelope of a refused call (the typed client types only the bodies a route answers with c.json). */
export async function errorOf(res: Response) {
  return ((await res.json()) as { success: false; error: { code: string; message: string; requestId: string } }).error;
}
