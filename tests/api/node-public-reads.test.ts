import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startNodeServer } from "../../functions/hosts/node/server";
import { createSession } from "../../functions/auth/sessions";
import { templates, users } from "../../db/schema";

/**
 * The Node server answers an anonymous GET of a public read that is in memory without the app's
 * middleware (functions/hosts/node/public-reads.ts): everything a caller can see must be what the app
 * answers, the limit included. The first read loads through the app; the next come from memory.
 */
const dir = mkdtempSync(join(tmpdir(), "lumen-public-reads-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function server(extra: Record<string, string> = {}) {
  const s = await startNodeServer({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: `file:${join(dir, `${crypto.randomUUID()}.db`)}`,
    LOG_REQUESTS: "0",
    STATIC_DIR: join(dir, "static"),
    REQUEST_ID_TRUSTED_PROXIES: "127.0.0.1",
    ...extra,
  });
  return { ...s, base: `http://127.0.0.1:${(s.server.address() as { port: number }).port}` };
}

describe("public reads answered from memory on the Node server", () => {
  it("answer as the app does: the same body, caching headers, limit headers, request id and security headers; 304 on a matching ETag", async () => {
    const s = await server();
    const first = await fetch(`${s.base}/api/templates`);
    const second = await fetch(`${s.base}/api/templates`, { headers: { "X-Request-Id": "trace-0123456789" } });
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    for (const name of ["etag", "cache-control", "content-type", "x-ratelimit-limit", "x-content-type-options", "content-security-policy", "x-frame-options"]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get("x-request-id")).toBe("trace-0123456789");
    expect(Number(second.headers.get("x-ratelimit-remaining"))).toBe(Number(first.headers.get("x-ratelimit-remaining")) - 1);
    const notModified = await fetch(`${s.base}/api/templates`, { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(first.headers.get("etag"));
    await s.close();
  });

  it("count toward the caller's API-wide limit: past it, the same 429 envelope with Retry-After and the request id", async () => {
    const s = await server({ API_RATE_LIMIT_PER_MINUTE: "3" });
    const statuses = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await fetch(`${s.base}/api/published-apps`, { headers: { "X-Request-Id": `limit-check-${i}0000` } });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(last!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(last!.headers.get("cache-control")).toBe("no-store");
    expect(await last!.json()).toEqual({
      success: false,
      error: { code: "RATE_LIMITED", message: "The API allows 3 requests per minute; try again later", requestId: "limit-check-40000" },
    });
    // The other public read shares the address's quota: the app's answer (not yet in memory) refuses it too.
    expect((await fetch(`${s.base}/api/templates`)).status).toBe(429);
    await s.close();
  });

  it("a write through the API is seen by the next read; a signed-in caller is counted under their account", async () => {
    const s = await server({ API_RATE_LIMIT_PER_MINUTE: "4" });
    const names = async (cookie?: string) =>
      ((await (await fetch(`${s.base}/api/templates`, { headers: cookie ? { cookie } : {} })).json()) as { name: string }[]).map((t) => t.name);
    expect(await names()).not.toContain("Fresh Template");
    await s.db.insert(templates).values({ slug: "fresh-template", name: "Fresh Template", category: "Other", basePrice: "1.00" });
    // A direct insert is not a write through the API: the read in memory stands until one happens (or its time runs out).
    expect(await names()).not.toContain("Fresh Template");
    const id = crypto.randomUUID();
    await s.db.insert(users).values({ id, email: `reader-${id.slice(0, 8)}@example.com` });
    const { token } = await createSession(s.db, id);
    const cookie = `lumen_session=${token}; lumen_signed_in=1`;
    const anonymousLeft = Number((await fetch(`${s.base}/api/templates`)).headers.get("x-ratelimit-remaining"));
    const signedIn = await fetch(`${s.base}/api/templates`, { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(Number(signedIn.headers.get("x-ratelimit-remaining"))).toBe(3);
    expect(anonymousLeft).toBe(1); // 4 a minute, three anonymous reads so far
    // A write that cannot change a public read (a new project) keeps the reads in memory...
    const created = await fetch(`${s.base}/api/projects`, {
      method: "POST",
      headers: { cookie, "Content-Type": "application/json", Origin: s.base },
      body: JSON.stringify({ name: "Invalidation check", businessType: "Other" }),
    });
    expect(created.status).toBe(201);
    expect(await names()).not.toContain("Fresh Template");
    // ...one that may (deleting a project may take its showcase listing away) clears them.
    const { id: projectId } = (await created.json()) as { id: number };
    const deleted = await fetch(`${s.base}/api/projects/${projectId}`, { method: "DELETE", headers: { cookie, Origin: s.base } });
    expect(deleted.ok).toBe(true);
    expect(await names(cookie)).toContain("Fresh Template");
    await s.close();
  });
});
