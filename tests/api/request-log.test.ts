/**
 * Structured request logs: one JSON line per API request with time, level, request id, method,
 * path, status, duration and user id; the id in the X-Request-Id header and in every error envelope,
 * so a failure a user reports can be found in the logs.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient, errorOf } from "../helpers/api-client";

let t: TestApp | null = null;
afterEach(() => t?.cleanup());

async function appWithLog() {
  const lines: string[] = [];
  t = await createTestApp({ LOG_REQUESTS: "1" }, { log: (line) => lines.push(line) });
  return { t, lines, parsed: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe("request logs", () => {
  it("logs a JSON line per request with the fields to follow it, and answers with its id", async () => {
    const { t, parsed } = await appWithLog();
    const { cookie } = await signedInUser(t);
    const res = await apiAs(t, cookie).projects.$get({ query: {} });
    expect(res.status).toBe(200);
    const id = res.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [line] = parsed().filter((l) => l.requestId === id);
    expect(line).toMatchObject({ level: "info", msg: "request", requestId: id, method: "GET", path: "/api/projects", status: 200, userId: expect.any(String) });
    expect(new Date(line!.time as string).toString()).not.toBe("Invalid Date");
    expect(line!.durationMs).toEqual(expect.any(Number));
  });

  it("puts the request id in every error envelope, the header and the log line (warn for 4xx)", async () => {
    const { t, parsed } = await appWithLog();
    const res = await apiClient(t).projects.$get({ query: {} });
    expect(res.status).toBe(401);
    const error = await errorOf(res);
    expect(error.requestId).toBe(res.headers.get("X-Request-Id"));
    expect(parsed().find((l) => l.requestId === error.requestId)).toMatchObject({ level: "warn", status: 401, userId: null });
  });

  it("keeps a well-formed id from the trusted proxy and replaces anything else (request-id.test.ts: anyone else's)", async () => {
    const lines: string[] = [];
    t = await createTestApp({ LOG_REQUESTS: "1", REQUEST_ID_TRUSTED_PROXIES: "10.0.0.5" }, { log: (line) => lines.push(line) });
    const proxy = { incoming: { socket: { remoteAddress: "10.0.0.5" } } };
    // Untyped on purpose: the request comes from a trusted proxy's address, an Env the typed client cannot pass.
    const kept = await t.app.request("/api/templates", { headers: { "X-Request-Id": "edge-1234abcd-5678" } }, proxy);
    expect(kept.headers.get("X-Request-Id")).toBe("edge-1234abcd-5678");
    const replaced = await t.app.request("/api/templates", { headers: { "X-Request-Id": "<script>" } }, proxy);
    expect(replaced.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs nothing when LOG_REQUESTS=0, and still sends the id", async () => {
    const lines: string[] = [];
    t = await createTestApp({ LOG_REQUESTS: "0" }, { log: (line) => lines.push(line) });
    const res = await apiClient(t).templates.$get();
    expect(res.headers.get("X-Request-Id")).toBeTruthy();
    expect(lines).toEqual([]);
  });
});
