import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, jsonInit, ORIGIN, type TestApp } from "../helpers/test-app";
import { apiClient, errorOf } from "../helpers/api-client";
import { leads } from "../../db/schema";
import { LEADS_RATE_LIMIT } from "../../functions/routes/leads";
import { LEAD_DUPLICATE_WINDOW_MS } from "../../functions/services/leads";
import { buildRoiLeadPayload, ROI_DEFAULTS, ROI_MAX_ANNUAL_SAVINGS } from "../../core/roi";

let t: TestApp;
let clock = Date.UTC(2025, 5, 1, 12, 0, 0);
let ip = 0;
/** Every test gets its own address, so the per-address limit only bites where a test wants it to. */
let address = "";

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.cleanup());
beforeEach(() => {
  ip += 1;
  address = `203.0.113.${ip}`;
});

const valid = () => buildRoiLeadPayload(`lead${ip}@example.com`, ROI_DEFAULTS);

type Lead = Parameters<ReturnType<typeof apiClient>["leads"]["$post"]>[0]["json"];

/** A lead sent through the typed client from this test's address. */
function post(json: Lead, headers: Record<string, string> = {}) {
  return apiClient(t, { "cf-connecting-ip": address, ...headers }).leads.$post({ json });
}

/** Untyped on purpose: bodies the lead schema refuses, that are not JSON objects, or not JSON at all (the typed client would not compile or send them). */
function rawPost(body: unknown, headers: Record<string, string> = {}) {
  return t.app.request("/api/leads", jsonInit("POST", body, { "cf-connecting-ip": address, ...headers }));
}

/** Untyped on purpose: a form-encoded body, which the client's `json` cannot send. */
function rawFormPost(body: string) {
  return t.app.request("/api/leads", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length), Origin: ORIGIN, "cf-connecting-ip": address },
    body,
  });
}

async function rowsFor(email: string) {
  return t.db.select().from(leads).where(eq(leads.email, email));
}

describe("POST /api/leads", () => {
  it("stores a valid lead and answers 201 with it", async () => {
    const payload = valid();
    expect(payload).toEqual({
      email: `lead${ip}@example.com`,
      monthlyRequests: 150,
      estimatedSavings: "202500",
      roiMultiple: 12.5,
      eventType: "roi_calculated",
      source: "roi_calculator",
    });
    const res = await post(payload);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      id: expect.any(Number),
      email: payload.email,
      monthlyRequests: 150,
      estimatedSavings: "202500",
      roiMultiple: "12.5",
    });
    const rows = await rowsFor(payload.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      monthlyRequests: 150,
      estimatedSavings: "202500",
      roiMultiple: "12.5",
      eventType: "roi_calculated",
      source: "roi_calculator",
    });
    expect(rows[0]!.clientHash).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0]!.clientHash).not.toContain(address);
    expect(res.headers.get("X-RateLimit-Limit")).toBe(String(LEADS_RATE_LIMIT.limit));
  });

  it("normalises the email (trim, lower case) and accepts roiMultiple as a numeric string", async () => {
    const res = await post({ ...valid(), email: `  MiXeD${ip}@Example.COM `, roiMultiple: "-1.0" });
    expect(res.status).toBe(201);
    expect(await rowsFor(`mixed${ip}@example.com`)).toHaveLength(1);
  });

  it.each([
    ["email missing", { email: undefined }, /email/i],
    ["email malformed", { email: "not-an-email" }, /valid email/i],
    ["email too long", { email: `${"a".repeat(250)}@example.com` }, /too long/i],
    ["monthlyRequests as a string", { monthlyRequests: "150" }, /monthlyRequests/],
    ["monthlyRequests fractional", { monthlyRequests: 1.5 }, /whole number/],
    ["monthlyRequests negative", { monthlyRequests: -1 }, /negative/],
    ["monthlyRequests huge", { monthlyRequests: 10_000_000 }, /at most/],
    ["estimatedSavings as a number", { estimatedSavings: 202500 }, /numeric string/],
    ["estimatedSavings not numeric", { estimatedSavings: "lots" }, /numeric string/],
    ["estimatedSavings with an exponent", { estimatedSavings: "2e5" }, /numeric string/],
    ["estimatedSavings negative", { estimatedSavings: "-5" }, /out of range/],
    ["estimatedSavings beyond what the calculator can produce", { estimatedSavings: String(ROI_MAX_ANNUAL_SAVINGS + 1) }, /out of range/],
    ["roiMultiple not numeric", { roiMultiple: "twelve" }, /roiMultiple/],
    ["roiMultiple out of range", { roiMultiple: 1e12 }, /out of range/],
    ["roiMultiple below the minimum", { roiMultiple: -50 }, /out of range/],
    ["eventType unknown", { eventType: "page_view" }, /eventType/],
    ["source unknown", { source: "newsletter" }, /source/],
    ["source missing", { source: undefined }, /source/],
  ])("%s: 400 VALIDATION_ERROR, nothing stored", async (_name, patch, message) => {
    const body = { ...valid(), ...patch };
    const res = await rawPost(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { success: boolean; error: { code: string; message: string } };
    expect(json).toEqual({ success: false, error: { code: "VALIDATION_ERROR", message: expect.stringMatching(message), requestId: expect.any(String) } });
    expect(await rowsFor(`lead${ip}@example.com`)).toHaveLength(0);
  });

  it("malformed JSON: 400 INVALID_JSON envelope", async () => {
    const res = await rawPost('{"email": "a@b.co",');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: { code: "INVALID_JSON", message: expect.any(String), requestId: expect.any(String) } });
  });

  it("a body that is not an object: 400", async () => {
    const res = await rawPost("[1,2,3]");
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("VALIDATION_ERROR");
  });

  it("oversized body: 413 PAYLOAD_TOO_LARGE", async () => {
    const body = JSON.stringify({ ...valid(), padding: "x".repeat(300 * 1024) });
    const res = await rawPost(body, { "Content-Length": String(body.length) });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("wrong content type: 415", async () => {
    const res = await rawFormPost("email=a%40b.co&x=1xx");
    expect(res.status).toBe(415);
  });

  it("cross-site requests are refused", async () => {
    const res = await post(valid(), { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("the same email and figures within a minute are stored once; still success", async () => {
    const payload = valid();
    const first = await post(payload);
    expect(first.status).toBe(201);
    const firstId = (await first.json()).id;
    clock += LEAD_DUPLICATE_WINDOW_MS - 1_000;
    const again = await post({ ...payload, email: payload.email.toUpperCase() });
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(firstId);
    expect(await rowsFor(payload.email)).toHaveLength(1);

    // Different figures are a new lead.
    const changed = await post({ ...payload, monthlyRequests: 151 });
    expect(changed.status).toBe(201);
    // After the minute, the same figures are stored again.
    clock += 2_000;
    const later = await post(payload);
    expect(later.status).toBe(201);
    expect(await rowsFor(payload.email)).toHaveLength(3);
  });

  it("identical requests racing each other store one row", async () => {
    const payload = valid();
    const results = await Promise.all(Array.from({ length: 5 }, () => post(payload)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await rowsFor(payload.email)).toHaveLength(1);
  });

  it(`rate limit: ${LEADS_RATE_LIMIT.limit} a minute per address, then 429 with X-RateLimit-* headers`, async () => {
    clock = Math.floor(clock / 60_000) * 60_000 + 60_000; // start of a fresh window
    for (let i = 0; i < LEADS_RATE_LIMIT.limit; i++) {
      const res = await post({ ...valid(), monthlyRequests: 100 + i });
      expect(res.status).toBe(201);
      expect(res.headers.get("X-RateLimit-Remaining")).toBe(String(LEADS_RATE_LIMIT.limit - 1 - i));
    }
    const refused = await post({ ...valid(), monthlyRequests: 999 });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("X-RateLimit-Limit")).toBe(String(LEADS_RATE_LIMIT.limit));
    expect(refused.headers.get("X-RateLimit-Remaining")).toBe("0");
    expect(Number(refused.headers.get("X-RateLimit-Reset"))).toBe(clock / 1000 + 60);
    expect((await errorOf(refused)).code).toBe("RATE_LIMITED");
    expect((await rowsFor(`lead${ip}@example.com`)).map((r) => r.monthlyRequests)).not.toContain(999);

    // Another address is not affected; the next window lets this one in again.
    address = "198.51.100.7";
    expect((await post(valid())).status).toBe(201);
    address = `203.0.113.${ip}`;
    clock += 60_000;
    expect((await post({ ...valid(), monthlyRequests: 998 })).status).toBe(201);
  });
});
