import fc from "fast-check";
import { expect } from "vitest";
import type { ZodType } from "zod";
import { sql } from "drizzle-orm";
import type { TestApp } from "./test-app";
import { ORIGIN } from "./test-app";

/** One JSON endpoint to attack: how to reach it, who may call it, and what a valid body is. */
export interface HostileRoute {
  name: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  path: () => string;
  headers?: () => Record<string, string>;
  /** The zod schema the route validates with; a body it accepts may succeed, anything else must be 400. */
  schema?: ZodType;
  valid: () => Record<string, unknown>;
  /** Statuses a schema-valid body may legitimately get (rate limits, conflicts, not found...). */
  okStatuses?: number[];
}

export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000\u0001\u0002\u001f",
  "'; DROP TABLE projects; --",
  "\" OR 1=1 --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "${{7*7}}",
  "../../etc/passwd",
  "🦄💥👩🏽‍💻",
  "\u202e\u200b\ufeff",
  "a".repeat(10_000),
  "%00%n%s",
];

const nastyValue = fc.oneof(
  fc.constantFrom<unknown>(...NASTY_STRINGS, null, true, false, 0, -1, -1e308, 1e308, Number.MAX_SAFE_INTEGER + 2, 1.5, [], {}, [1, 2], { $gt: "" }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 5 }),
);

/** Row counts of every table, to prove a refused request changed nothing. */
export async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = await t.db.all<{ name: string }>(sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' and name <> 'rate_limits'`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await t.db.all<{ n: number }>(sql.raw(`select count(*) as n from "${name}"`));
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

async function send(t: TestApp, route: HostileRoute, body: string, contentType = "application/json") {
  return t.app.request(route.path(), {
    method: route.method,
    headers: { Origin: ORIGIN, "Content-Type": contentType, "Content-Length": String(new TextEncoder().encode(body).length), ...(route.headers?.() ?? {}) },
    body,
  });
}

async function expectEnvelope(res: Response, context: string) {
  expect(res.status, context).toBeGreaterThanOrEqual(400);
  expect(res.status, context).toBeLessThan(500);
  const json = (await res.json()) as { success?: boolean; error?: { code?: string; message?: string } };
  expect(json.success, context).toBe(false);
  expect(typeof json.error?.code, context).toBe("string");
  expect(typeof json.error?.message, context).toBe("string");
}

/**
 * Attacks one route: malformed JSON, wrong content type, 1 MB strings, and fast-check generated
 * bodies with missing fields, wrong types, control characters, metacharacters and extreme numbers.
 * Never a 5xx; anything the schema refuses is a 400 envelope and leaves the database unchanged.
 */
export async function attackRoute(t: TestApp, route: HostileRoute, runs = 60): Promise<void> {
  const before = await tableCounts(t);
  for (const [body, type] of [["{", "application/json"], ["not json at all", "application/json"], ["[]", "text/plain"], ["null", "application/json"], ["\"string\"", "application/json"]] as const) {
    const res = await send(t, route, body, type);
    await expectEnvelope(res, `${route.name} with body ${body} (${type})`);
  }
  const huge = JSON.stringify(Object.fromEntries(Object.keys(route.valid()).map((k) => [k, "x".repeat(1024 * 1024)])));
  await expectEnvelope(await send(t, route, huge), `${route.name} with 1 MB strings`);
  expect(await tableCounts(t), `${route.name}: refused requests changed nothing`).toEqual(before);

  const keys = Object.keys(route.valid());
  const mutation = fc.record({
    drop: fc.subarray(keys),
    replace: fc.dictionary(fc.constantFrom(...keys), nastyValue, { maxKeys: keys.length }),
    extra: fc.dictionary(fc.string({ maxLength: 10 }), nastyValue, { maxKeys: 2 }),
  });
  await fc.assert(
    fc.asyncProperty(mutation, async ({ drop, replace, extra }) => {
      const body: Record<string, unknown> = { ...extra, ...route.valid(), ...replace };
      for (const k of drop) delete body[k];
      const beforeOne = await tableCounts(t);
      const res = await send(t, route, JSON.stringify(body));
      const context = `${route.name} ${JSON.stringify(body).slice(0, 300)} -> ${res.status}`;
      expect(res.status, context).toBeLessThan(500);
      const accepted = route.schema ? route.schema.safeParse(body).success : true;
      if (!accepted) {
        expect(res.status, context).toBe(400);
        await expectEnvelope(res, context);
        expect(await tableCounts(t), context).toEqual(beforeOne);
      } else if (res.status >= 400) {
        expect([...(route.okStatuses ?? []), 400, 409, 413, 429], context).toContain(res.status);
        await expectEnvelope(res, context);
      }
    }),
    { numRuns: runs },
  );
}
