import { hashAddress } from "../../functions/lib/address-hash";
import { withoutHiddenControls } from "../../core/text-controls";
import fc from "fast-check";
import { expect } from "vitest";
import type { ZodType } from "zod";
import { sql } from "drizzle-orm";
import type { TestApp } from "./test-app";
import { ORIGIN } from "./test-app";

/**
 * The hostile-input suite's machinery (docs/notes/hostile.md). Bodies are generated from a valid
 * body and the route's zod schema: fast-check drops, replaces and adds fields at every depth with
 * hostile values, and the schema itself decides what the answer must be (refused: a 400 envelope and
 * the database unchanged; accepted: anything but a 5xx).
 */

/** One route that takes a JSON body: how to reach it, who may call it, and what a valid body is. */
export interface HostileRoute {
  name: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  path: () => string;
  /** Headers of each request; gets the raw body (a webhook signs it). */
  headers?: (body: string) => Record<string, string>;
  /**
   * The zod schema the route validates with: a body it refuses must be a 400 envelope and change
   * nothing. Absent for routes that take no body: it is ignored, and the attack's fixture must be one
   * the route leaves as it is (every request is then checked to change nothing).
   */
  schema?: ZodType;
  valid: () => unknown;
  /** Statuses a schema-valid body may legitimately get (rate limits, conflicts, not found...). */
  okStatuses?: number[];
  /** Waits for work a request started in the background (a generation job) before the database is compared. */
  settle?: () => Promise<unknown>;
  /** Sends the route to its quota's end; afterwards a refused body must still be 400 (validation first). */
  exhaustQuota?: () => Promise<void>;
}

/** Every route of the API that takes a body (method and Hono path); the suite covers each (hostile-ids checks the list). */
export const BODY_ROUTES = [
  "POST /api/projects",
  "POST /api/projects/:id/generate",
  "POST /api/projects/:id/publish",
  "POST /api/projects/:id/takedown/review",
  "POST /api/invites/:code/accept",
  "POST /api/invites/:code/decline",
  "POST /api/notify-address/verify",
  "POST /api/leads/confirm",
  "PATCH /api/projects/:id/details",
  "POST /api/create-payment-intent",
  "POST /api/leads",
  "POST /api/analytics/pageview",
  "POST /api/webhooks/stripe",
  "POST /api/admin/auth",
  "POST /api/admin/logout",
  "POST /api/admin/templates",
  "POST /api/admin/templates/:id/active",
  "POST /api/admin/projects/:id/mark-paid",
  "POST /api/admin/users/:userId/role",
  "POST /api/admin/users/:userId/status",
  "POST /api/admin/invite",
  "PUT /api/admin/templates/:id",
  "DELETE /api/admin/templates/:id",
  "POST /api/admin/projects/:id/undo-mark-paid",
  "POST /api/admin/invites/:id/revoke",
  "POST /api/moderation/published-apps/:id/takedown",
  "POST /api/moderation/published-apps/:id/restore",
  "POST /api/logout",
  "POST /api/admin/outbox/:id/retry",
  "POST /sites/:slug/contact",
  "POST /sites/:slug/request/:kind",
  "POST /sites/-/answer",
  "POST /api/projects/:id/messages/:messageId/answer",
  "POST /api/projects/:id/messages/:messageId/read",
  "DELETE /api/projects/:id/messages/:messageId",
  "POST /api/projects/:id/domain",
  "POST /api/projects/:id/domain/verify",
  "DELETE /api/projects/:id/domain",
  "POST /api/projects/:id/site/versions",
  "POST /api/projects/:id/site/versions/:number/publish",
  "POST /api/projects/:id/site/versions/:number/restore",
  "POST /api/projects/:id/site/regenerate",
  "POST /api/projects/:id/site/live",
  "PUT /api/projects/:id/site/dismissed",
  "POST /api/projects/:id/images",
  "DELETE /api/projects/:id/images/:imageId",
  "POST /api/projects/:id/photos",
  "DELETE /api/projects/:id/photos/:photoId",
  "PUT /api/projects/:id/listing",
  "DELETE /api/projects/:id/listing",
  "DELETE /api/projects/:id",
] as const;

export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000\u0001\u0002\u001f\u007f",
  "'; DROP TABLE projects; --",
  '" OR 1=1 --',
  "1; SELECT * FROM users",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "${{7*7}}",
  "../../etc/passwd",
  "🦄💥👩🏽‍💻",
  "\u202e\u200b\ufeff",
  "\ud800",
  "a".repeat(10_000),
  "%00%n%s",
  "__proto__",
];

export const NASTY_NUMBERS = [0, -0, -1, 1.5, -1e308, 1e308, 2 ** 53 + 2, 2 ** 64, -(2 ** 63), Number.MIN_VALUE];

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...NASTY_STRINGS, ...NASTY_NUMBERS, null, true, false, [], {}, [1, 2], { $gt: "" }, { __proto__: { isAdmin: true } }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 5 }),
);

type Path = (string | number)[];

/** Every path into a JSON value (objects and arrays, to any depth), the root excluded. */
export function jsonPaths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== "object") return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...jsonPaths(v, [...prefix, k])]);
}

function parentOf(root: unknown, path: Path): Record<string | number, unknown> | null {
  let node = root;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== "object") return null;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node !== null && typeof node === "object" ? (node as Record<string | number, unknown>) : null;
}

/** Sets (or, with `remove`, deletes) the value at a path in place; missing parents are skipped. */
function setAt(root: unknown, path: Path, value: unknown, remove = false): void {
  const parent = parentOf(root, path);
  const key = path[path.length - 1]!;
  if (!parent) return;
  if (remove) {
    if (Array.isArray(parent) && typeof key === "number") parent.splice(key, 1);
    else delete parent[key];
  } else {
    Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
  }
}

/** Hostile variants of a valid body: fields dropped, replaced (at any depth) and added. */
export function hostileBodies(valid: () => unknown, schema?: ZodType): fc.Arbitrary<unknown> {
  const sample = valid();
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  const paths = [
    ...jsonPaths(sample),
    ...Object.keys(shape ?? {})
      .filter((k) => !Object.hasOwn((sample as object) ?? {}, k))
      .map((k) => [k]),
  ];
  const pathArb = paths.length > 0 ? fc.constantFrom(...paths) : fc.constant<Path>(["x"]);
  return fc
    .record({
      drop: fc.array(pathArb, { maxLength: 2 }),
      replace: fc.array(fc.tuple(pathArb, nastyValue), { maxLength: 3 }),
      extra: fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom("__proto__", "constructor", "isAdmin", "userId", "id")), nastyValue, {
        maxKeys: 2,
      }),
    })
    .map(({ drop, replace, extra }) => {
      const body = structuredClone(valid()) as Record<string, unknown>;
      // Copies: the constant objects ({}, [1, 2]) are one instance each, shared by every run; placed
      // as they are, a later replacement inside them would change them for good, or close a cycle.
      for (const [k, v] of Object.entries(extra)) if (!Object.hasOwn(body, k)) setAt(body, [k], structuredClone(v));
      for (const [path, v] of replace) setAt(body, path, structuredClone(v));
      for (const path of drop) setAt(body, path, undefined, true);
      return body;
    });
}

const tablesOf = new WeakMap<TestApp, string[]>();

/**
 * A fingerprint of every table's rows, to prove a request changed nothing. Records of the request
 * itself are left out: rate-limit counters, the audit trail, and the last webhook delivery (kept for
 * the admin panel, refused deliveries included).
 */
export async function dbSnapshot(t: TestApp): Promise<Record<string, string>> {
  let tables = tablesOf.get(t);
  if (!tables) {
    const rows = await t.db.all<{ name: string }>(
      sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' and name not in ('rate_limits', 'audit_events', 'webhook_status') order by name`,
    );
    tables = rows.map((r) => r.name);
    tablesOf.set(t, tables);
  }
  const snapshot: Record<string, string> = {};
  for (const name of tables) {
    const rows = await t.db.all(sql.raw(`select * from "${name}" order by rowid`));
    snapshot[name] = JSON.stringify(rows, (_k, v: unknown) => (typeof v === "bigint" ? String(v) : v));
  }
  return snapshot;
}

/** The error envelope of the API: `{ success: false, error: { code, message } }` with a 4xx status. */
export async function expectEnvelope(res: Response, context: string, statuses?: number[]) {
  if (statuses) expect(statuses, `${context} -> ${res.status}`).toContain(res.status);
  expect(res.status, context).toBeGreaterThanOrEqual(400);
  expect(res.status, context).toBeLessThan(500);
  expect(res.headers.get("content-type") ?? "", context).toMatch(/^application\/json/);
  const json = (await res.json()) as { success?: boolean; error?: { code?: string; message?: string; requestId?: string } };
  expect(json.success, context).toBe(false);
  expect(typeof json.error?.code, context).toBe("string");
  expect(typeof json.error?.message, context).toBe("string");
  // Each answer names its own request: the rest of the envelope is what two answers are compared on.
  expect(typeof json.error?.requestId, context).toBe("string");
  if (json.error) delete json.error.requestId;
  return json;
}

export async function sendRaw(t: TestApp, route: HostileRoute, body: string, contentType: string | null = "application/json") {
  // Content-Length as a real client sends it (a bare Request in tests has none).
  const headers: Record<string, string> = { Origin: ORIGIN, "Content-Length": String(new TextEncoder().encode(body).length), ...(route.headers?.(body) ?? {}) };
  if (contentType !== null) headers["Content-Type"] = contentType;
  return t.app.request(route.path(), { method: route.method, headers, body });
}

function describeBody(body: string) {
  return body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body;
}

/** The fixed cases and the statuses each must get: malformed JSON, wrong content types, 1 MB strings; JSON values go by the schema. */
function fixedCases(route: HostileRoute): [string, string | null, number[] | "schema"][] {
  const keys = Object.keys((route.valid() as Record<string, unknown>) ?? {});
  const huge = JSON.stringify(Object.fromEntries((keys.length ? keys : ["x"]).map((k) => [k, "x".repeat(1024 * 1024)])));
  const validJson = JSON.stringify(route.valid());
  return [
    ["{", "application/json", [400]],
    ['{"a":', "application/json", [400]],
    ["not json at all", "application/json", [400]],
    ["\u0000", "application/json", [400]],
    ["null", "application/json", "schema"],
    ["[]", "application/json", "schema"],
    ['"string"', "application/json", "schema"],
    ["12345678901234567890", "application/json", "schema"],
    ['{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}', "application/json", "schema"],
    [validJson, "text/plain", [415]],
    [validJson, "application/x-www-form-urlencoded", [415]],
    ['--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--', "multipart/form-data; boundary=x", [415]],
    [validJson, null, [415]],
    [huge, "application/json", [413]],
  ];
}

/**
 * Attacks one route: the fixed cases, then `runs` fast-check generated bodies. Never a 5xx;
 * anything the schema refuses is a 400 envelope and leaves the database unchanged; a schema-valid
 * body answers 2xx or one of `okStatuses` (with the envelope). With `exhaustQuota`, the route is
 * then driven to its limit and refused bodies must still be 400, never 429.
 */
export async function attackRoute(t: TestApp, route: HostileRoute, runs = 50): Promise<void> {
  // The API edge removes hidden controls before any schema reads the body (functions/middleware/validate.ts).
  const accepts = (body: unknown) => (route.schema ? route.schema.safeParse(withoutHiddenControls(body)).success : true);
  const refusedBySchema = (raw: string) => !!route.schema && !accepts(JSON.parse(raw));
  const okStatuses = [...(route.okStatuses ?? []), 400, 409, 413];

  for (const [body, type, expected] of fixedCases(route)) {
    // A route without a schema ignores its body: only the content type and size are refused.
    const statuses = expected === "schema" ? (refusedBySchema(body) ? [400] : null) : !route.schema && expected[0] === 400 ? null : expected;
    const before = statuses || !route.schema ? await dbSnapshot(t) : null;
    const res = await sendRaw(t, route, body, type);
    await route.settle?.();
    const context = `${route.name} with body ${describeBody(body)} (${type ?? "no content type"})`;
    expect(res.status, context).toBeLessThan(500);
    if (statuses) await expectEnvelope(res, context, statuses);
    else if (res.status >= 400) await expectEnvelope(res, context, okStatuses);
    if (before) expect(await dbSnapshot(t), `${context}: changed nothing`).toEqual(before);
  }

  await fc.assert(
    fc.asyncProperty(hostileBodies(route.valid, route.schema), async (body) => {
      const beforeOne = !route.schema || !accepts(body) ? await dbSnapshot(t) : null;
      const raw = JSON.stringify(body);
      const res = await sendRaw(t, route, raw);
      await route.settle?.();
      const context = `${route.name} ${describeBody(raw)}`;
      expect(res.status, `${context} -> ${res.status}`).toBeLessThan(500);
      if (route.schema && beforeOne) await expectEnvelope(res, context, [400]);
      else if (res.status >= 400) await expectEnvelope(res, context, okStatuses);
      if (beforeOne) expect(await dbSnapshot(t), `${context}: changed nothing`).toEqual(beforeOne);
    }),
    { numRuns: runs },
  );

  if (route.exhaustQuota) {
    await route.exhaustQuota();
    const limited = await sendRaw(t, route, JSON.stringify(route.valid()));
    await expectEnvelope(limited, `${route.name}: a valid body at the limit`, [429]);
    const refused = fc.sample(
      hostileBodies(route.valid, route.schema).filter((b) => !accepts(b)),
      { numRuns: 10, seed: 11 },
    );
    for (const body of refused) {
      const res = await sendRaw(t, route, JSON.stringify(body));
      await expectEnvelope(res, `${route.name} at the limit: ${describeBody(JSON.stringify(body))}`, [400]);
    }
  }
}

/** Path-segment values that are not ids: negative, zero, huge, floats, words, metacharacters, unicode, very long. */
export const HOSTILE_IDS = [
  "-1",
  "0",
  "-0",
  "00",
  "18446744073709551616",
  "9007199254740993",
  "99999999999999999999999999999999",
  "1.5",
  "1e3",
  "0x10",
  " 1",
  "1 ",
  "+1",
  "NaN",
  "Infinity",
  "null",
  "undefined",
  "abc",
  "1'; DROP TABLE projects; --",
  "1 OR 1=1",
  '1" OR "1"="1',
  "<script>alert(1)</script>",
  "..",
  "%",
  "\u0000",
  "é",
  "🦄",
  "\u202e1",
  "x".repeat(5000),
  "1".repeat(400),
];

/** The fixed hostile ids and fast-check generated strings, each as it goes into a URL path segment. */
export function hostileIdSegments(generated = 20, seed = 11): string[] {
  const fromFc = fc.sample(fc.oneof(fc.string({ unit: "binary", minLength: 1, maxLength: 40 }), fc.integer({ max: 0 }).map(String), fc.double().map(String)), {
    numRuns: generated,
    seed,
  });
  const encoded = [...HOSTILE_IDS, ...fromFc].filter((s) => s.length > 0).map((s) => encodeURIComponent(s));
  // A few sent raw: broken percent-encoding and characters a client would normally escape.
  return [...new Set([...encoded, "%zz", "%E0%A4%A", "1;drop", "'", "%2e%2e", "1%2F2"])];
}

/** Fills a Hono route pattern (`/api/projects/:id/status`) with a value for its first parameter; any later one (`:number`) gets "1". */
export function fillPattern(pattern: string, value: string): string {
  return pattern.replace(/:[A-Za-z]+/, value).replace(/:[A-Za-z]+/g, "1");
}

/** The rate-limit key of a network address, as `clientKey` derives it (the day's salted hash, functions/lib/address-hash.ts). */
export function addressKey(t: TestApp, address: string, now: number): string {
  return hashAddress(address, t.config.addressHashSecret, now);
}
