/**
 * The Worker without its production secrets: every API call answers 503 with a body naming what to
 * set (never a 500), logged once rather than once per request; pages are still served.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../functions/hosts/worker/index";

const assets = { fetch: async () => new Response("<h1>page</h1>", { headers: { "Content-Type": "text/html" } }) };
const ctx = { waitUntil() {} };

afterEach(() => vi.restoreAllMocks());

describe("Worker missing production secrets", () => {
  it("answers 503 naming the missing settings, logs it once, still serves pages", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const env = { ASSETS: assets, PUBLIC_SITE_URL: "https://lumen.example" };
    for (let i = 0; i < 3; i++) {
      const res = await worker.fetch(new Request("https://lumen.example/api/templates"), env, ctx);
      expect(res.status).toBe(503);
      const body = (await res.json()) as { success: boolean; error: { code: string; message: string } };
      expect(body.success).toBe(false);
      expect(body.error.code).toBe("SERVICE_UNAVAILABLE");
      expect(body.error.message).toMatch(/DATABASE_URL must be set/);
      expect(body.error.message).toMatch(/ADMIN_PASSWORD must be set in production/);
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toMatch(/wrangler secret put/);
    const page = await worker.fetch(new Request("https://lumen.example/services"), env, ctx);
    expect(page.status).toBe(200);
  });

  it("names only what is still missing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const env = { ASSETS: assets, DATABASE_URL: "libsql://db.example.turso.io", DATABASE_AUTH_TOKEN: "t", OIDC_ISSUER: "https://id.example" };
    const res = await worker.fetch(new Request("https://lumen.example/api/health"), env, ctx);
    expect(res.status).toBe(503);
    const { error } = (await res.json()) as { error: { message: string } };
    expect(error.message).not.toMatch(/DATABASE_URL/);
    expect(error.message).toMatch(/ADMIN_PASSWORD/);
    expect(error.message).toMatch(/OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/);
  });
});
