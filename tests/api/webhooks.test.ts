import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";
import { paymentEvents, projects } from "../../db/schema";
import type { ProjectAnswer as ProjectDto } from "../../src/lib/api";

const SECRET = "whsec_test_secret_for_webhooks";

let t: TestApp;
let alice: { cookie: string; user: { id: string } };

beforeAll(async () => {
  // Only the webhook secret: no API key is needed to verify events.
  t = await createTestApp({ STRIPE_WEBHOOK_SECRET: SECRET });
  alice = await signedInUser(t);
});
afterAll(() => t.cleanup());

let eventCounter = 0;
function succeededEvent(projectId: number, amount: number, userId: string, extra: Partial<{ currency: string; id: string }> = {}) {
  eventCounter += 1;
  return {
    id: extra.id ?? `evt_test_${eventCounter}_${Date.now()}`,
    object: "event",
    type: "payment_intent.succeeded",
    data: {
      object: {
        id: `pi_test_${eventCounter}`,
        object: "payment_intent",
        amount,
        currency: extra.currency ?? "usd",
        status: "succeeded",
        metadata: { projectId: String(projectId), userId },
      },
    },
  };
}

function sign(payload: string, opts: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? SECRET, timestamp: opts.timestamp });
}

/** Untyped on purpose: a signed webhook is a raw body, byte for byte what Stripe signed; Stripe sends no Origin header and no session cookie. */
function rawDeliver(payload: string, signature?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json; charset=utf-8" };
  if (signature !== undefined) headers["Stripe-Signature"] = signature;
  return t.app.request("/api/webhooks/stripe", { method: "POST", headers, body: payload });
}

async function newProject() {
  const res = await apiAs(t, alice.cookie).projects.$post({ json: { name: "Webhook shop", businessType: "Business" } });
  return (await res.json()) as ProjectDto;
}

async function row(id: number) {
  const [p] = await t.db.select().from(projects).where(eq(projects.id, id));
  return p!;
}

describe("POST /api/webhooks/stripe", () => {
  it("a valid payment_intent.succeeded marks the project paid (via stripe, with the intent id)", async () => {
    const p = await newProject();
    const payload = JSON.stringify(succeededEvent(p.id, 2999, alice.user.id));
    const res = await rawDeliver(payload, sign(payload));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(await row(p.id)).toMatchObject({ paymentStatus: "paid", paidVia: "stripe", paymentIntentId: expect.stringMatching(/^pi_test_/) });
    const status = await apiAs(t, alice.cookie).projects[":id"].status.$get({ param: { id: String(p.id) } });
    expect(await status.json()).toMatchObject({ status: "pending", paymentStatus: "paid" });
  });

  it("a replayed event changes nothing and is still acknowledged", async () => {
    const p = await newProject();
    const event = succeededEvent(p.id, 2999, alice.user.id);
    const payload = JSON.stringify(event);
    expect((await rawDeliver(payload, sign(payload))).status).toBe(200);
    // Someone resets the payment (say, a refund handled by hand); the old event must not re-mark it.
    await t.db.update(projects).set({ paymentStatus: "pending", paidAt: null, paidVia: null }).where(eq(projects.id, p.id));
    const replay = await rawDeliver(payload, sign(payload));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true });
    expect((await row(p.id)).paymentStatus).toBe("pending");
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(events).toHaveLength(1);
  });

  it("a tampered body (amount changed after signing) is refused with 400 and changes nothing", async () => {
    const p = await newProject();
    const payload = JSON.stringify(succeededEvent(p.id, 2999, alice.user.id));
    const signature = sign(payload);
    const res = await rawDeliver(payload.replace("2999", "1"), signature);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      error: { code: "VALIDATION_ERROR", message: "Webhook signature verification failed", requestId: expect.any(String) },
    });
    expect((await row(p.id)).paymentStatus).toBe("pending");
  });

  it("a signature made with another secret, a garbage header and a missing header: 400", async () => {
    const p = await newProject();
    const payload = JSON.stringify(succeededEvent(p.id, 2999, alice.user.id));
    expect((await rawDeliver(payload, sign(payload, { secret: "whsec_someone_else" }))).status).toBe(400);
    expect((await rawDeliver(payload, "t=1,v1=deadbeef")).status).toBe(400);
    const missing = await rawDeliver(payload);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toMatch(/Stripe-Signature/);
    expect((await row(p.id)).paymentStatus).toBe("pending");
  });

  it("a stale timestamp (10 minutes old, outside the 5-minute tolerance) is refused", async () => {
    const p = await newProject();
    const payload = JSON.stringify(succeededEvent(p.id, 2999, alice.user.id));
    const res = await rawDeliver(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }));
    expect(res.status).toBe(400);
    expect((await row(p.id)).paymentStatus).toBe("pending");
  });

  it("an amount, currency or user that does not match the project: acknowledged, not paid", async () => {
    const p = await newProject();
    const other = await signedInUser(t);
    for (const event of [
      succeededEvent(p.id, 100, alice.user.id),
      succeededEvent(p.id, 2999, alice.user.id, { currency: "eur" }),
      succeededEvent(p.id, 2999, other.user.id),
      succeededEvent(987654, 2999, alice.user.id),
    ]) {
      const payload = JSON.stringify(event);
      const res = await rawDeliver(payload, sign(payload));
      expect(res.status).toBe(200);
    }
    expect((await row(p.id)).paymentStatus).toBe("pending");
  });

  it("unknown event types are acknowledged with {received: true} and recorded once", async () => {
    const event = { id: `evt_unknown_${Date.now()}`, object: "event", type: "customer.created", data: { object: { id: "cus_1", object: "customer" } } };
    const payload = JSON.stringify(event);
    const res = await rawDeliver(payload, sign(payload));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    const rows = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(rows).toMatchObject([{ type: "customer.created", projectId: null }]);
  });

  it("needs no Origin header or session (the signature is the authentication)", async () => {
    const p = await newProject();
    const payload = JSON.stringify(succeededEvent(p.id, 2999, alice.user.id));
    // Untyped on purpose: a signed raw body, sent with no Origin at all.
    const res = await t.app.request("/api/webhooks/stripe", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": sign(payload), "Sec-Fetch-Site": "cross-site" },
      body: payload,
    });
    expect(res.status).toBe(200);
  });
});

describe("without STRIPE_WEBHOOK_SECRET", () => {
  it("503 with a clear message", async () => {
    const bare = await createTestApp();
    try {
      const payload = JSON.stringify({ id: "evt_1", type: "customer.created", data: { object: {} } });
      // Untyped on purpose: a raw webhook body.
      const res = await bare.app.request("/api/webhooks/stripe", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": sign(payload) },
        body: payload,
      });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/STRIPE_WEBHOOK_SECRET/);
    } finally {
      bare.cleanup();
    }
  });
});
