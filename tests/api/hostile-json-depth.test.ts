import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ORIGIN, signedInUser, type TestApp } from "../helpers/test-app";
import { BODY_ROUTES, dbSnapshot } from "../helpers/hostile";
import { MAX_JSON_DEPTH } from "../../core/api-limits";

/**
 * The hostile-input suite, nesting: every API route that takes a JSON body gets a body nested far
 * deeper than any real one (a version save once answered 500 from a RangeError in JSON.stringify):
 * a 400 envelope at the API's edge, whoever calls, the database unchanged.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInUser(t, { role: "admin" }));
});
afterAll(() => t.cleanup());

const nested = (depth: number, open = "[", close = "]") => `${open.repeat(depth)}${close.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
/** Every API body route but the image uploads (raw bytes or a form, never JSON). */
const JSON_ROUTES = BODY_ROUTES.filter((r) => r.includes("/api/") && r !== "POST /api/projects/:id/images" && r !== "POST /api/projects/:id/photos");

describe("JSON nesting is limited at the API edge", () => {
  it.each(JSON_ROUTES)("%s: 400 envelope for 100,000 nested arrays and for objects one level too deep", async (route) => {
    const [method, pattern] = route.split(" ") as [string, string];
    const path = pattern.replace(/:[A-Za-z]+/g, "1");
    const before = await dbSnapshot(t);
    for (const body of [nested(100_000), deepObject(MAX_JSON_DEPTH + 1), `{"content":${nested(5_000, "[", "]")}}`]) {
      const res = await t.app.request(path, { method, headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie }, body });
      expect(res.status, route).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, error: { code: "JSON_TOO_DEEP" } });
    }
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it("a body at the limit passes the edge (brackets inside strings do not count)", async () => {
    const body = `{"name":"${"[".repeat(500)}","x":${deepObject(MAX_JSON_DEPTH - 1)}}`;
    const res = await t.app.request("/api/projects", { method: "POST", headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie }, body });
    expect(res.status).not.toBe(500);
    expect(((await res.json()) as { error?: { code: string } }).error?.code).not.toBe("JSON_TOO_DEEP");
  });
});
