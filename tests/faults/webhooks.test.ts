/**
 * Fault: Stripe delivers an event twice (a retry after a timeout, or two deliveries racing) and
 * delivers events for one payment out of order. One effect per event id; a late failure or
 * "processing" never takes back a payment; mismatched amount, currency or metadata never pays.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { paymentEvents, projects } from "../../db/schema";
import { handleStripeEvent } from "../../functions/services/payments";

const SECRET = "whsec_fault_suite_secret";

let t: TestApp;
let owner: { user: { id: string } };
beforeAll(async () => {
  t = await createTestApp({ STRIPE_WEBHOOK_SECRET: SECRET }, { log: () => undefined });
  owner = await signedInUser(t);
});
afterAll(() => t.cleanup());

let counter = 0;
type IntentType = "payment_intent.succeeded" | "payment_intent.payment_failed" | "payment_intent.processing" | "payment_intent.canceled";
const STATUS: Record<IntentType, string> = {
  "payment_intent.succeeded": "succeeded",
  "payment_intent.payment_failed": "requires_payment_method",
  "payment_intent.processing": "processing",
  "payment_intent.canceled": "canceled",
};

function intentEvent(
  type: IntentType,
  projectId: number,
  opts: Partial<{ amount: number; currency: string; userId: string; intentId: string; id: string }> = {},
) {
  counter += 1;
  return {
    id: opts.id ?? `evt_fault_${counter}_${Date.now()}`,
    object: "event",
    type,
    data: {
      object: {
        id: opts.intentId ?? `pi_fault_${projectId}`,
        object: "payment_intent",
        amount: opts.amount ?? 2999,
        currency: opts.currency ?? "usd",
        status: STATUS[type],
        metadata: { projectId: String(projectId), userId: opts.userId ?? owner.user.id },
      },
    },
  };
}

/** Signed exactly as Stripe signs (the SDK's own test helper); no Origin, no session. */
function deliver(event: object) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return t.app.request("/api/webhooks/stripe", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    body: payload,
  });
}

async function unpaidProject() {
  const [row] = await t.db
    .insert(projects)
    .values({ userId: owner.user.id, name: "Webhook fault shop", businessType: "Business", basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99" })
    .returning();
  return row!;
}
const read = async (id: number) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0]!;

describe("a webhook delivered twice", () => {
  it("the same event twice, one after the other: one effect, one row, both acknowledged", async () => {
    const p = await unpaidProject();
    const event = intentEvent("payment_intent.succeeded", p.id);
    expect((await deliver(event)).status).toBe(200);
    const paid = await read(p.id);
    expect(paid).toMatchObject({ paymentStatus: "paid", paidVia: "stripe" });
    const again = await deliver(event);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true });
    // The replay did not touch the row (paidAt is from the first delivery).
    expect((await read(p.id)).paidAt).toEqual(paid.paidAt);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);
  });

  it("the same event delivered 10 times at once: every delivery 200, one effect, one row", async () => {
    const p = await unpaidProject();
    const event = intentEvent("payment_intent.succeeded", p.id);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await read(p.id)).paymentStatus).toBe("paid");
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);
  });

  it("20 racing deliveries of two events, straight into the handler (no signature check between them): no SQLITE_BUSY, no stall", async () => {
    // Through HTTP the signature check spaces deliveries out; here their database work truly
    // interleaves. An interactive transaction held the write lock across awaits: 19 of 20 failed
    // with SQLITE_BUSY after a 5 s stall of the whole process.
    const p = await unpaidProject();
    const a = intentEvent("payment_intent.succeeded", p.id);
    const b = intentEvent("payment_intent.succeeded", p.id);
    const started = Date.now();
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => handleStripeEvent(t.db, (i % 2 ? a : b) as never)));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(18);
    expect(outcomes.filter((o) => o === "paid")).toHaveLength(2);
    expect(await read(p.id)).toMatchObject({ paymentStatus: "paid" });
    const rows = await t.db.select().from(paymentEvents);
    expect(rows.filter((r) => r.id === a.id || r.id === b.id)).toHaveLength(2);
  });

  it("two different events for the same payment at once (Stripe may send succeeded twice under new ids): paid once", async () => {
    const p = await unpaidProject();
    const [a, b] = await Promise.all([deliver(intentEvent("payment_intent.succeeded", p.id)), deliver(intentEvent("payment_intent.succeeded", p.id))]);
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect(await read(p.id)).toMatchObject({ paymentStatus: "paid", paymentIntentId: `pi_fault_${p.id}` });
  });
});

describe("events out of order", () => {
  const LATE: IntentType[] = ["payment_intent.payment_failed", "payment_intent.processing", "payment_intent.canceled"];

  for (const late of LATE) {
    it(`succeeded, then a late ${late}: stays paid`, async () => {
      const p = await unpaidProject();
      expect((await deliver(intentEvent("payment_intent.succeeded", p.id))).status).toBe(200);
      const paid = await read(p.id);
      expect((await deliver(intentEvent(late, p.id))).status).toBe(200);
      expect(await read(p.id)).toMatchObject({ paymentStatus: "paid", paidAt: paid.paidAt, paidVia: "stripe" });
    });

    it(`${late} first, then succeeded: paid`, async () => {
      const p = await unpaidProject();
      expect((await deliver(intentEvent(late, p.id))).status).toBe(200);
      expect((await read(p.id)).paymentStatus).toBe("pending");
      expect((await deliver(intentEvent("payment_intent.succeeded", p.id))).status).toBe(200);
      expect((await read(p.id)).paymentStatus).toBe("paid");
    });
  }

  it("a failure arriving while the site is being generated or after it is done changes nothing", async () => {
    const p = await unpaidProject();
    await deliver(intentEvent("payment_intent.succeeded", p.id));
    await t.db.update(projects).set({ status: "completed", generatedUrl: "/sites/x/" }).where(eq(projects.id, p.id));
    await deliver(intentEvent("payment_intent.payment_failed", p.id));
    expect(await read(p.id)).toMatchObject({ status: "completed", paymentStatus: "paid", generatedUrl: "/sites/x/" });
  });

  it("a shuffled burst (failed, processing, succeeded, failed, replays) in every order ends paid exactly once", async () => {
    const p = await unpaidProject();
    const events = [
      intentEvent("payment_intent.payment_failed", p.id),
      intentEvent("payment_intent.processing", p.id),
      intentEvent("payment_intent.succeeded", p.id),
      intentEvent("payment_intent.payment_failed", p.id),
    ];
    const burst = [...events, events[2]!, events[0]!].reverse();
    const responses = await Promise.all(burst.map((e) => deliver(e)));
    expect(responses.map((r) => r.status)).toEqual(Array(burst.length).fill(200));
    expect((await read(p.id)).paymentStatus).toBe("paid");
    const rows = await t.db.select().from(paymentEvents);
    for (const e of events) expect(rows.filter((r) => r.id === e.id)).toHaveLength(1);
  });
});

describe("mismatches are refused", () => {
  it("wrong amount, currency, user, unknown or malformed project id: acknowledged (Stripe must not retry), never paid", async () => {
    const p = await unpaidProject();
    const other = await signedInUser(t);
    const bad = [
      intentEvent("payment_intent.succeeded", p.id, { amount: 2998 }),
      intentEvent("payment_intent.succeeded", p.id, { amount: 299900 }),
      intentEvent("payment_intent.succeeded", p.id, { currency: "eur" }),
      intentEvent("payment_intent.succeeded", p.id, { userId: other.user.id }),
      intentEvent("payment_intent.succeeded", 987_654_321),
    ];
    const malformed = intentEvent("payment_intent.succeeded", p.id);
    (malformed.data.object.metadata as Record<string, string>).projectId = `${p.id} OR 1=1`;
    const noMetadata = intentEvent("payment_intent.succeeded", p.id);
    (noMetadata.data.object as { metadata?: unknown }).metadata = undefined;
    for (const event of [...bad, malformed, noMetadata]) {
      const res = await deliver(event);
      expect(res.status).toBe(200);
    }
    expect(await read(p.id)).toMatchObject({ paymentStatus: "pending", paidAt: null });
    // A mismatched event is spent: replaying it later (say, after the total changed) still does nothing.
    await t.db.update(projects).set({ totalPrice: "29.98" }).where(eq(projects.id, p.id));
    await deliver(bad[0]!);
    expect((await read(p.id)).paymentStatus).toBe("pending");
  });
});
