import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { startEmbeddedServer, type EmbeddedServer } from "../helpers/oidc-flow";

/**
 * A sign-in started while the embedded identity provider is still starting (the port is bound
 * first) waits for it, or, past a bound, answers 503 with Retry-After: never "Sign-in failed".
 */
let idp: EmbeddedServer;
beforeAll(async () => void (idp = await startEmbeddedServer()), 30_000);
afterAll(() => idp.stop());

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("sign-in during start-up", () => {
  let t: TestApp;
  afterAll(() => t?.cleanup());

  it("waits for the provider and then sends the visitor to it", async () => {
    const ready = deferred();
    t = await createTestApp({}, { signInReady: { promise: ready.promise, waitMs: 5_000 } });
    const pending = t.app.request("/api/login?returnTo=%2Fdashboard");
    await new Promise((r) => setTimeout(r, 100));
    t.config.oidc = { issuer: `${idp.url}/oidc`, clientId: "starting-client", scopes: ["openid", "email", "profile"] };
    ready.resolve();
    const res = await pending;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toContain(`${idp.url}/oidc/`);
    expect(res.headers.get("location")).not.toContain("sign-in-failed");
  });

  it("past the bound: 503 with Retry-After, not the sign-in-failed page", async () => {
    const never = deferred();
    const app = await createTestApp({}, { signInReady: { promise: never.promise, waitMs: 50 } });
    try {
      const res = await app.app.request("/api/login");
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(res.headers.get("location")).toBeNull();
    } finally {
      app.cleanup();
    }
  });
});
