import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { auditEvents } from "../../db/schema";

/** A request id chosen by the caller reaches audit rows and logs only from a configured trusted proxy, and only in a strict format. */
const PROXY = "10.0.0.5";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_ID_TRUSTED_PROXIES: PROXY });
});
afterAll(() => t.cleanup());

/** @hono/node-server's bindings: the socket peer the request came from. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function roleChange(headers: Record<string, string>, peer: string) {
  const admin = await signedInUser(t, { role: "admin" });
  const { user } = await signedInUser(t);
  const res = await t.app.request(`/api/admin/users/${user.id}/role`, jsonInit("POST", { role: "premium" }, { Cookie: admin.cookie, ...headers }), from(peer));
  expect(res.status).toBe(200);
  const [row] = (await t.db.select().from(auditEvents).where(eq(auditEvents.action, "user.role_changed"))).filter((r) => r.targetId === user.id);
  return { header: res.headers.get("X-Request-Id"), audited: row!.requestId };
}

describe("X-Request-Id", () => {
  it("a client's own id is never written into the audit trail: a fresh one is made", async () => {
    const forged = "forged-0000-by-the-client";
    const { header, audited } = await roleChange({ "X-Request-Id": forged }, "203.0.113.9");
    expect(header).toMatch(UUID);
    expect(audited).toBe(header);
    expect(audited).not.toBe(forged);
  });

  it("the trusted proxy's id is kept when it is well formed", async () => {
    const { header, audited } = await roleChange({ "X-Request-Id": "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0" }, PROXY);
    expect(header).toBe("0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0");
    expect(audited).toBe(header);
  });

  it.each(["short", "has space in it 12345", "a".repeat(65), "../../etc/passwd-12345", "id\u0085with-next-line1"])(
    "the trusted proxy's malformed id %j is replaced",
    async (bad) => {
      const { header } = await roleChange({ "X-Request-Id": bad }, PROXY);
      expect(header).toMatch(UUID);
    },
  );

  it("with no trusted proxy configured, nobody's id is kept", async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.request("/api/templates", { headers: { "X-Request-Id": "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0" } }, from(PROXY));
      expect(res.headers.get("X-Request-Id")).toMatch(UUID);
      expect(res.headers.get("X-Request-Id")).not.toBe("0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0");
    } finally {
      plain.cleanup();
    }
  });
});
