import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { expectEnvelope, fillPattern, NASTY_NUMBERS, NASTY_STRINGS } from "../helpers/hostile";
import { generatedSites, leads, projects } from "../../db/schema";

/**
 * The hostile-input suite, query strings: every GET route of the API (found from the app itself, so
 * a new one is attacked without being listed) gets fast-check generated query strings: known and
 * random keys, repeated keys, hostile values, 5000-character values, broken percent-encoding.
 * Never a 5xx; an error is the JSON envelope (hosted sites answer HTML).
 */
const PASSWORD = "hostile query password";
let t: TestApp;
let clock = Date.UTC(2026, 10, 21, 9, 0, 0);
let cookie: string;
let projectId: number;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: PASSWORD }, { now: () => clock });
  const admin = await signedInUser(t, { role: "admin" });
  const [p] = await t.db
    .insert(projects)
    .values({
      userId: admin.user.id,
      name: "Query target",
      businessType: "Business",
      basePrice: "24.99",
      serviceFee: "5.00",
      totalPrice: "29.99",
      paymentStatus: "paid",
      status: "completed",
      generatedUrl: "/sites/query-site/",
    })
    .returning();
  projectId = p!.id;
  await t.db.insert(generatedSites).values({ projectId, slug: "query-site", html: "<!doctype html><title>Q</title>", content: {}, writer: "embedded" });
  // Leads with hostile content (stored directly: the API's own validation would refuse some), for the CSV export to escape.
  for (const email of ["=cmd|'/c calc'!A1@example.com", '"quoted"@example.com', "+1@example.com", "<script>@example.com"]) {
    await t.db
      .insert(leads)
      .values({ email, monthlyRequests: 1, estimatedSavings: "-1", roiMultiple: "@SUM(1)", eventType: "roi_calculated", source: "roi_calculator" });
  }
  cookie = admin.cookie;
});
afterAll(() => t.cleanup());

/** An hour later each test, and a fresh admin-panel cookie beside the admin's session: every GET route runs fully. */
let cookies = "";
beforeEach(async () => {
  clock += 61 * 60 * 1000;
  const res = await t.app.request("/api/admin/auth", jsonInit("POST", { password: PASSWORD }, { "cf-connecting-ip": "198.51.100.2" }));
  cookies = `${cookie}; ${res.headers.get("set-cookie")!.split(";")[0]!}`;
});

const KNOWN_KEYS = [
  "format",
  "returnTo",
  "invite",
  "prompt",
  "state",
  "code",
  "error",
  "iss",
  "category",
  "page",
  "limit",
  "offset",
  "sort",
  "q",
  "id",
  "userId",
];
const value = fc.oneof(
  fc.constantFrom(
    ...NASTY_STRINGS,
    ...NASTY_NUMBERS.map(String),
    "csv",
    "json",
    "CSV",
    "login",
    "//evil.example",
    "https://evil.example/",
    "/\\evil.example",
    "x".repeat(5000),
  ),
  fc.string({ unit: "binary", maxLength: 60 }),
);
const query: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ unit: "binary", maxLength: 12 })), value), { minLength: 1, maxLength: 4 })
      .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&")),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "format=csv&format=json",
      "format",
      "=",
      "&&&",
      "%zz=%",
      "a=%E0%A4%A",
      "returnTo=%2F%2Fevil.example",
      `state=${"s".repeat(5000)}`,
      "__proto__[isAdmin]=1",
      "format[]=csv",
    ),
  },
);

/** A concrete path for a route pattern: our own project, site and a well-formed invite code. */
function concrete(pattern: string): string {
  const value = pattern.includes(":id") ? String(projectId) : pattern.includes(":slug") ? "query-site" : pattern.includes(":code") ? "A".repeat(43) : "x";
  return pattern.includes(":") ? fillPattern(pattern, value) : pattern;
}

describe("hostile query strings on every GET route", () => {
  let getRoutes: string[] = [];
  beforeAll(() => {
    getRoutes = [...new Set(t.app.routes.filter((r) => r.method === "GET").map((r) => r.path))];
  });

  it("finds the GET routes from the app (a new route is attacked without being listed)", () => {
    expect(getRoutes.length).toBeGreaterThanOrEqual(20);
    expect(getRoutes).toContain("/api/admin/leads");
  });

  it("every GET route: generated query strings never get a 5xx; an error is the JSON envelope", async () => {
    const samples = fc.sample(query, { numRuns: 25, seed: 4242 });
    let ip = 0;
    for (const pattern of getRoutes) {
      clock += 61 * 60 * 1000;
      // A fresh admin per route, so an API-wide per-user limit never answers for the route.
      const admin = await signedInUser(t, { role: "admin" });
      const withAdmin = cookies.replace(cookie, admin.cookie);
      for (const q of samples) {
        const path = `${concrete(pattern)}?${q}`;
        // Signing out would end the session the other routes use: /api/logout goes without cookies.
        const headers: Record<string, string> = { "cf-connecting-ip": `198.51.100.${(ip++ % 200) + 10}` };
        if (pattern !== "/api/logout") headers.Cookie = withAdmin;
        const res = await t.app.request(path, { headers });
        const context = `GET ${path.slice(0, 200)} -> ${res.status}`;
        expect(res.status, context).toBeLessThan(500);
        const type = res.headers.get("content-type") ?? "";
        if (res.status >= 400 && !type.startsWith("text/html")) await expectEnvelope(res, context);
        if (res.status >= 300 && res.status < 400) {
          // Redirects stay on this site (or go to the sign-in provider): never to a host named in the query.
          expect(res.headers.get("location") ?? "", context).not.toMatch(/evil\.example/);
        }
      }
    }
  });

  it("the leads CSV escapes formula cells whatever the query says", async () => {
    for (const q of ["format=csv", "format=csv&format=json", "format=CSV", "format=csv%00"]) {
      const res = await t.app.request(`/api/admin/leads?${q}`, { headers: { Cookie: cookies } });
      expect(res.status, q).toBe(200);
      const body = await res.text();
      if (q === "format=csv") expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
      if (res.headers.get("content-type")?.startsWith("text/csv")) {
        expect(body).toContain(`"'=cmd|'/c calc'!A1@example.com"`);
        expect(body).toContain(`"'@SUM(1)"`);
        expect(body).not.toMatch(/(^|,)"[=+\-@]/m);
      }
    }
  });
});
