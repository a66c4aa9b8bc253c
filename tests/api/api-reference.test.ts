/**
 * The API reference page (/api-reference, src/content/api-reference.ts) checked against the routes
 * the app really registers (`app.routes`), not against a second hand-written list: a documented
 * endpoint that is renamed or removed fails here, and so does a snippet that calls a path the API
 * does not answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClient } from "hono/testing";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { allowedMethods } from "../../functions/lib/route-match";
import { apiTabs, endpoints } from "../../src/content/api-reference";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

/** A documented path made concrete: `{id}` -> 42, the query string dropped. */
const concrete = (documented: string) => documented.replace(/\{[^}]+\}/g, "42").split("?")[0]!;

describe("the API reference page", () => {
  it("lists only endpoints the app answers, with their methods", () => {
    expect(endpoints.length).toBeGreaterThan(10);
    const missing = endpoints.filter((e) => !allowedMethods(t.app.routes, concrete(e.path)).includes(e.method)).map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });

  it("its code samples call only paths the app answers", () => {
    const paths = apiTabs.flatMap((tab) =>
      tab.snippets.flatMap((s) => [...s.code.matchAll(/\/api\/[A-Za-z0-9/_.{}:-]*/g)].map((m) => m[0].replace(/\/$/, ""))),
    );
    expect(paths.length).toBeGreaterThan(5);
    const unknown = [...new Set(paths)].filter((p) => allowedMethods(t.app.routes, concrete(p)).length === 0);
    expect(unknown).toEqual([]);
  });

  it("the check itself refuses a path or a method the app does not have", () => {
    expect(allowedMethods(t.app.routes, concrete("/api/projects/{id}/status"))).toContain("GET");
    expect(allowedMethods(t.app.routes, concrete("/api/projects/{id}/status"))).not.toContain("POST");
    expect(allowedMethods(t.app.routes, "/api/no-such-thing")).toEqual([]);
  });

  it("the health endpoint it documents answers as documented (typed client: a renamed route fails to compile)", async () => {
    const client = testClient(t.app);
    const res = await client.api.health.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: "reachable" });
  });
});
