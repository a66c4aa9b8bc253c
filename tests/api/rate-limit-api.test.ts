import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { apiClient } from "../helpers/api-client";
import { createApp } from "../../functions/app";
import { checkStartupConfig, loadConfig } from "../../functions/config";
import { startNodeServer } from "../../functions/hosts/node/server";
import { databaseRateLimitStore, type RateLimitStore } from "../../functions/services/rate-limit/index";
import { API_CALLS_PER_DAY, API_REQUESTS_PER_MINUTE, RATE_LIMIT_HEADERS, STATUS_POLLS_PER_MINUTE } from "../../core/api-limits";
import { buildRoiLeadPayload, ROI_DEFAULTS } from "../../core/roi";
import { LEADS_RATE_LIMIT } from "../../functions/routes/leads";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** 06:00 UTC today, 15 s into a minute: eleven minutes later it is still the same UTC day. */
const MORNING = Math.floor(Date.now() / DAY) * DAY + 6 * 60 * MINUTE + 15_000;
const MINUTE_END = Math.ceil(MORNING / MINUTE) * MINUTE;
const DAY_END = Math.floor(MORNING / DAY) * DAY + DAY;

let clock = MORNING;
const apps: TestApp[] = [];
afterEach(() => {
  while (apps.length) apps.pop()!.cleanup();
});

async function testApp(env: Record<string, string | undefined> = {}, overrides: Parameters<typeof createTestApp>[1] = {}) {
  clock = MORNING;
  const t = await createTestApp(env, { now: () => clock, ...overrides });
  apps.push(t);
  return t;
}

type App = Pick<TestApp, "app">;

type From = { ip?: string; cookie?: string };

/** The typed client as one caller: an address (cf-connecting-ip) and/or a session cookie. */
function as(t: App, from: From = {}) {
  const headers: Record<string, string> = {};
  if (from.ip) headers["cf-connecting-ip"] = from.ip;
  if (from.cookie) headers.Cookie = from.cookie;
  return apiClient(t, headers);
}
type Api = ReturnType<typeof as>;
const templates = (api: Api) => api.templates.$get();

function limitHeaders(res: Response) {
  const [limit, remaining, reset] = RATE_LIMIT_HEADERS.map((h) => res.headers.get(h));
  return { limit: Number(limit), remaining: Number(remaining), reset: Number(reset), retryAfter: res.headers.get("Retry-After") };
}

/** Sends `n` requests one after another; answers their statuses. */
async function send(t: App, n: number, call: (api: Api) => Promise<Response>, from: From) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await call(as(t, from));
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

/** Untyped on purpose: an unknown path has no route to type. */
const rawUnknown = (t: App, cookie: string) => t.app.request("/api/no-such-route", { headers: { Cookie: cookie } });
/** Untyped on purpose: a body the publish schema refuses (the typed client would not compile it). */
const rawPublish = (t: App, cookie: string, body: unknown) => t.app.request("/api/projects/1/publish", jsonInit("POST", body, { Cookie: cookie }));

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe("the API-wide limit (spec: 100 requests per minute per user, 1000 calls per day)", () => {
  it("counts X-RateLimit-Remaining down to 0, resets at the end of the minute, and answers the 101st request with 429", async () => {
    const t = await testApp();
    const caller = { ip: "192.0.2.10" };
    const remaining: number[] = [];
    for (let i = 0; i < API_REQUESTS_PER_MINUTE; i++) {
      const res = await as(t, caller).templates.$get();
      expect(res.status).toBe(200);
      const h = limitHeaders(res);
      expect(h).toMatchObject({ limit: API_REQUESTS_PER_MINUTE, reset: MINUTE_END / 1000, retryAfter: null });
      remaining.push(h.remaining);
    }
    expect(remaining).toEqual(Array.from({ length: 100 }, (_, i) => 99 - i));

    const refused = await as(t, caller).templates.$get();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      success: false,
      error: { code: "RATE_LIMITED", message: "The API allows 100 requests per minute; try again later", requestId: expect.any(String) },
    });
    expect(limitHeaders(refused)).toEqual({ limit: 100, remaining: 0, reset: MINUTE_END / 1000, retryAfter: "45" });

    clock = MINUTE_END;
    const next = await as(t, caller).templates.$get();
    expect(next.status).toBe(200);
    expect(limitHeaders(next)).toMatchObject({ limit: 100, remaining: 99, reset: MINUTE_END / 1000 + 60 });
  });

  it("a new minute does not reset the day: the 1001st call of the day is 429 until midnight UTC, and refusals do not use up the day", async () => {
    const t = await testApp();
    const caller = { ip: "192.0.2.11" };
    // Minute 0: 150 requests, 100 served. Minutes 1-9: 95 served each. 955 calls so far.
    const first = await send(t, 150, templates, caller);
    expect([count(first, 200), count(first, 429)]).toEqual([100, 50]);
    for (let m = 1; m <= 9; m++) {
      clock = MORNING + m * MINUTE;
      expect(count(await send(t, 95, templates, caller), 200)).toBe(95);
    }
    // Minute 10: the day is now the binding window (44 calls left against 99 in the minute).
    clock = MORNING + 10 * MINUTE;
    const res = await as(t, caller).templates.$get();
    expect(res.status).toBe(200);
    expect(limitHeaders(res)).toMatchObject({ limit: API_CALLS_PER_DAY, remaining: 44, reset: DAY_END / 1000 });
    expect(count(await send(t, 44, templates, caller), 200)).toBe(44);

    const refused = await as(t, caller).templates.$get();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      success: false,
      error: { code: "RATE_LIMITED", message: "The API allows 1000 requests per day; try again later" },
    });
    expect(limitHeaders(refused)).toEqual({ limit: 1000, remaining: 0, reset: DAY_END / 1000, retryAfter: String(DAY_END / 1000 - Math.floor(clock / 1000)) });

    // A later minute of the same day: still refused, still reporting the day.
    clock = MORNING + 11 * MINUTE;
    expect(limitHeaders(await as(t, caller).templates.$get())).toMatchObject({ limit: 1000, remaining: 0 });

    clock = DAY_END + 1000;
    const tomorrow = await as(t, caller).templates.$get();
    expect(tomorrow.status).toBe(200);
    expect(limitHeaders(tomorrow)).toMatchObject({ limit: 100, remaining: 99 });
  }, 60_000);

  it("keeps users apart, and signed-in users apart from their address", async () => {
    const t = await testApp();
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const ip = "192.0.2.12";
    expect(count(await send(t, 101, (api) => api.auth.user.$get(), { ip, cookie: a.cookie }), 429)).toBe(1);
    const other = await as(t, { ip, cookie: b.cookie }).auth.user.$get();
    expect(other.status).toBe(200);
    expect(limitHeaders(other).remaining).toBe(99);
    const anonymous = await as(t, { ip }).templates.$get();
    expect(anonymous.status).toBe(200);
    expect(limitHeaders(anonymous).remaining).toBe(99);
    expect((await as(t, { ip: "192.0.2.99", cookie: a.cookie }).auth.user.$get()).status).toBe(429);
  });

  it("counts anonymous callers per address", async () => {
    const t = await testApp();
    expect(count(await send(t, 101, templates, { ip: "192.0.2.13" }), 429)).toBe(1);
    expect((await as(t, { ip: "192.0.2.13" })["published-apps"].$get({ query: {} })).status).toBe(429);
    const elsewhere = await as(t, { ip: "192.0.2.14" }).templates.$get();
    expect(elsewhere.status).toBe(200);
    expect(limitHeaders(elsewhere).remaining).toBe(99);
  });

  it("sets the headers on successes and on errors of limited routes", async () => {
    const t = await testApp();
    const { cookie } = await signedInUser(t);
    const answers = [
      await as(t, { cookie }).templates.$get(),
      await rawUnknown(t, cookie), // untyped on purpose: an unknown path has no route to type
      await rawPublish(t, cookie, { name: 42 }), // untyped on purpose: a body the schema refuses
      await as(t, { cookie }).admin.users.$get({ query: {} }),
      await as(t).projects[":id"].$get({ param: { id: "1" } }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 404, 400, 403, 401]);
    expect(answers.map((r) => limitHeaders(r).remaining)).toEqual([99, 98, 97, 96, 99]);
    for (const r of answers) expect(limitHeaders(r)).toMatchObject({ limit: 100, reset: MINUTE_END / 1000 });

    // Creating a project has its own, tighter limit (30 an hour): its headers are the ones shown.
    const created = await as(t, { cookie }).projects.$post({ json: { name: "Harbor Street Bakery", businessType: "Restaurant" } });
    expect(created.status).toBe(201);
    expect(limitHeaders(created)).toMatchObject({ limit: 30, remaining: 29 });
  });

  it("leaves /api/health (uptime checks) and Stripe webhooks (shared sender addresses) out", async () => {
    const t = await testApp({ STRIPE_WEBHOOK_SECRET: "whsec_test" });
    const ip = "192.0.2.15";
    await send(t, 101, templates, { ip });
    const health = await as(t, { ip }).health.$get();
    expect(health.status).toBe(200);
    expect(health.headers.get("X-RateLimit-Limit")).toBeNull();
    // Untyped on purpose: a webhook is a raw body (here an unsigned one).
    const webhook = await t.app.request("/api/webhooks/stripe", {
      method: "POST",
      headers: { "cf-connecting-ip": ip, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(webhook.status).toBe(400); // refused for its missing signature, not for the limit
    expect(webhook.headers.get("X-RateLimit-Limit")).toBeNull();
  });

  it("reports the tighter of a route's own limit and the API-wide one", async () => {
    const lead = (ip: string) => as(t, { ip }).leads.$post({ json: buildRoiLeadPayload(`rl-${ip}@example.com`, ROI_DEFAULTS) });
    let t = await testApp();
    const own = await lead("192.0.2.16");
    expect(own.status).toBe(201);
    expect(limitHeaders(own)).toMatchObject({ limit: LEADS_RATE_LIMIT.limit, remaining: LEADS_RATE_LIMIT.limit - 1 });

    t = await testApp({ API_RATE_LIMIT_PER_MINUTE: "5" });
    const apiWide = await lead("192.0.2.17");
    expect(apiWide.status).toBe(201);
    expect(limitHeaders(apiWide)).toMatchObject({ limit: 5, remaining: 4 });
  });

  it("the dashboard's status poll counts in its own bucket, never against the API-wide minute or day", async () => {
    const t = await testApp({ API_RATE_LIMIT_PER_MINUTE: "5", API_RATE_LIMIT_PER_DAY: "5" });
    const { cookie } = await signedInUser(t);
    expect(await send(t, 6, templates, { cookie })).toEqual([200, 200, 200, 200, 200, 429]);
    // Minute and day are spent; the poll still answers (404: no such project), with its own headers.
    const polls = [];
    for (let i = 0; i < STATUS_POLLS_PER_MINUTE + 1; i++) polls.push(await as(t, { cookie }).projects[":id"].status.$get({ param: { id: "1" } }));
    expect(polls.slice(0, -1).every((r) => r.status === 404)).toBe(true);
    expect(polls.at(-1)!.status).toBe(429);
    expect(limitHeaders(polls[0]!)).toMatchObject({ limit: STATUS_POLLS_PER_MINUTE, remaining: STATUS_POLLS_PER_MINUTE - 1, reset: MINUTE_END / 1000 });
    expect(limitHeaders(polls.at(-1)!)).toMatchObject({ limit: STATUS_POLLS_PER_MINUTE, remaining: 0, retryAfter: "45" });
  });

  it("lets exactly 100 of 120 parallel requests through", async () => {
    const t = await testApp();
    const answers = await Promise.all(Array.from({ length: 120 }, () => as(t, { ip: "192.0.2.18" }).templates.$get()));
    const statuses = answers.map((r) => r.status);
    expect([count(statuses, 200), count(statuses, 429)]).toEqual([100, 20]);
    expect(
      answers
        .filter((r) => r.status === 200)
        .map((r) => limitHeaders(r).remaining)
        .sort((x, y) => x - y),
    ).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it("lets requests through (and logs) when the counter store fails", async () => {
    const lines: string[] = [];
    const broken: RateLimitStore = { hit: () => Promise.reject(new Error("store down")) };
    const t = await testApp({}, { apiRateLimitStore: broken, log: (line) => lines.push(line) });
    const res = await as(t).templates.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get("X-RateLimit-Limit")).toBeNull();
    expect(lines.join("\n")).toMatch(/API rate limit skipped.*store down/);
  });
});

describe("the database store (the Worker: every isolate shares one database)", () => {
  it("two app instances on one database share the counters", async () => {
    const t = await testApp();
    const isolates = [0, 1].map(() => createApp({ ...t.deps, apiRateLimitStore: databaseRateLimitStore(t.db) }));
    const ip = "192.0.2.20";
    for (let i = 0; i < 50; i++) {
      for (const isolate of isolates) expect((await as({ app: isolate }, { ip }).templates.$get()).status).toBe(200);
    }
    const refused = await as({ app: isolates[1]! }, { ip }).templates.$get();
    expect(refused.status).toBe(429);
    expect(limitHeaders(refused)).toMatchObject({ limit: 100, remaining: 0 });
    const rows = await t.db.all<{ bucket: string; count: number }>(sql`select bucket, count from rate_limits where bucket like 'api-%' order by bucket`);
    // The refused call was given back to the day.
    expect(rows).toEqual([
      { bucket: "api-day", count: 100 },
      { bucket: "api-minute", count: 101 },
    ]);
  });

  it("is the default when the host passes no store, and counts exactly under concurrency", async () => {
    const t = await testApp({}, { apiRateLimitStore: undefined });
    const answers = await Promise.all(Array.from({ length: 120 }, () => as(t, { ip: "192.0.2.21" }).templates.$get()));
    expect(
      count(
        answers.map((r) => r.status),
        200,
      ),
    ).toBe(100);
    const [row] = await t.db.all<{ count: number }>(sql`select count from rate_limits where bucket = 'api-day'`);
    expect(row?.count).toBe(100);
  });
});

describe("the caller's address", () => {
  it("a cf-connecting-ip header counts only when the host trusts it", async () => {
    const t = await testApp({ CLIENT_IP_HEADER: undefined });
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) statuses.push((await as(t, { ip: `198.51.100.${i}` }).templates.$get()).status);
    expect(count(statuses, 429)).toBe(1);
  });

  it("CLIENT_IP_HEADER=x-forwarded-for takes the address the proxy appended, not what the client sent", async () => {
    const t = await testApp({ CLIENT_IP_HEADER: "X-Forwarded-For" });
    const from = (forwarded: string) => apiClient(t, { "X-Forwarded-For": forwarded }).templates.$get();
    for (let i = 0; i < 100; i++) expect((await from(`10.0.0.${i}, 203.0.113.7`)).status).toBe(200);
    expect((await from("10.9.9.9, 203.0.113.7")).status).toBe(429);
    expect((await from("203.0.113.8")).status).toBe(200);
  });

  it("the Node server ignores a forged cf-connecting-ip and limits by the socket's address", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lumen-limits-"));
    const server = await startNodeServer({
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(dir, "app.db")}`,
      LOG_REQUESTS: "0",
      STATIC_DIR: join(dir, "static"),
      API_RATE_LIMIT_PER_MINUTE: "3",
    });
    try {
      const port = (server.server.address() as { port: number }).port;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/api/templates`, { headers: { "cf-connecting-ip": `198.51.100.${i}` } });
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Counted in memory: the Node server writes no API-wide counter rows.
      expect(await server.db.all(sql`select * from rate_limits where bucket like 'api-%'`)).toEqual([]);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("configuration", () => {
  it("defaults to the documented limits; API_RATE_LIMIT_PER_MINUTE/PER_DAY and API_STATUS_POLLS_PER_MINUTE raise them for load tests", () => {
    expect(loadConfig({}).apiRateLimit).toEqual({
      perMinute: API_REQUESTS_PER_MINUTE,
      perDay: API_CALLS_PER_DAY,
      statusPollsPerMinute: STATUS_POLLS_PER_MINUTE,
    });
    expect(loadConfig({ API_RATE_LIMIT_PER_MINUTE: "5000", API_RATE_LIMIT_PER_DAY: "900000", API_STATUS_POLLS_PER_MINUTE: "7000" }).apiRateLimit).toEqual({
      perMinute: 5000,
      perDay: 900000,
      statusPollsPerMinute: 7000,
    });
    for (const bad of ["0", "-1", "1.5", "lots"]) {
      expect(() => loadConfig({ API_RATE_LIMIT_PER_DAY: bad })).toThrow(/API_RATE_LIMIT_PER_DAY/);
      expect(() => loadConfig({ API_STATUS_POLLS_PER_MINUTE: bad })).toThrow(/API_STATUS_POLLS_PER_MINUTE/);
    }
  });

  it("warns in production when the limits differ from the documented ones", () => {
    const production = {
      NODE_ENV: "production",
      OIDC_ISSUER: "https://id.example",
      OIDC_CLIENT_ID: "c",
      OIDC_CLIENT_SECRET: "s",
      ADMIN_PASSWORD: "s3cret-long-enough-16",
      ADDRESS_HASH_SECRET: "an address hash secret",
    };
    expect(checkStartupConfig(loadConfig(production))).toEqual([]);
    expect(checkStartupConfig(loadConfig({ ...production, API_RATE_LIMIT_PER_MINUTE: "100000" })).join("\n")).toMatch(/API rate limits differ/);
    expect(checkStartupConfig(loadConfig({ ...production, API_STATUS_POLLS_PER_MINUTE: "100000" })).join("\n")).toMatch(/API rate limits differ/);
  });

  it("trusts no address header on Node unless CLIENT_IP_HEADER names one", () => {
    expect(loadConfig({}).clientIpHeader).toBeUndefined();
    expect(loadConfig({ CLIENT_IP_HEADER: "X-Real-IP" }).clientIpHeader).toBe("x-real-ip");
  });
});

describe("sign-in is outside the anonymous API quota", () => {
  it("an address that spent its quota can still start and finish a sign-in", async () => {
    const t = await testApp({ API_RATE_LIMIT_PER_MINUTE: "3" });
    const flood = await send(t, 4, templates, { ip: "198.51.100.9" });
    expect(count(flood, 429)).toBe(1);
    const login = await as(t, { ip: "198.51.100.9" }).login.$get({ query: {} });
    expect(login.status).not.toBe(429);
    // An unknown state is refused by the callback itself (a redirect to the sign-in failure page), not by the quota.
    const callback = await as(t, { ip: "198.51.100.9" }).callback.$get({ query: { state: "x", code: "y" } });
    expect(callback.status).not.toBe(429);
    expect((await as(t, { ip: "198.51.100.9" }).templates.$get()).status).toBe(429);
  });

  it("IPv6 callers share one quota per /64", async () => {
    const t = await testApp({ API_RATE_LIMIT_PER_MINUTE: "2" });
    expect((await as(t, { ip: "2001:db8:1:2::1" }).templates.$get()).status).toBe(200);
    expect((await as(t, { ip: "2001:db8:1:2::abcd" }).templates.$get()).status).toBe(200);
    expect((await as(t, { ip: "2001:db8:1:2:ffff::9" }).templates.$get()).status).toBe(429);
    expect((await as(t, { ip: "2001:db8:1:3::1" }).templates.$get()).status).toBe(200);
  });
});

describe("a store without a daily count of reads (the Worker's rate-limiting binding)", () => {
  it("counts the day for state-changing calls only", async () => {
    const { createMemoryRateLimitStore } = await import("../../functions/services/rate-limit/memory-store");
    const store = Object.assign(createMemoryRateLimitStore(), { countsReadsPerDay: false });
    const t = await testApp({ API_RATE_LIMIT_PER_MINUTE: "100", API_RATE_LIMIT_PER_DAY: "3" }, { apiRateLimitStore: store });
    const { cookie } = await signedInUser(t);
    expect(count(await send(t, 10, templates, { cookie }), 200)).toBe(10);
    const lead = (i: number) => as(t, { cookie, ip: `198.51.100.${i}` }).leads.$post({ json: buildRoiLeadPayload(`day-${i}@example.com`, ROI_DEFAULTS) });
    const writes = [];
    for (let i = 0; i < 4; i++) writes.push((await lead(i)).status);
    expect(writes).toEqual([201, 201, 201, 429]);
  });
});
