import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { z } from "zod";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { attackRoute, dbSnapshot, NASTY_NUMBERS, NASTY_STRINGS, type HostileRoute } from "../helpers/hostile";
import { projects } from "../../db/schema";
import { stripeEventSchema } from "../../functions/routes/webhooks";

/**
 * The hostile-input suite, Stripe webhook: without a valid signature every body is a 400 and changes
 * nothing; with a VALID signature over hostile JSON (Stripe's key leaked, or a bug on their side) the
 * route still never answers 5xx, refuses what is not an event, and marks nothing paid that does not match.
 */
const SECRET = "whsec_hostile_suite";
let t: TestApp;
let clock = Date.UTC(2026, 10, 21, 9, 0, 0);
const logs: string[] = [];
let userId: string;
let projectId: number;

beforeAll(async () => {
  // The route logs every refused intent; kept here (quiet output) and checked for crashes at the end.
  t = await createTestApp({ STRIPE_WEBHOOK_SECRET: SECRET }, { now: () => clock, log: (line) => logs.push(line) });
  const { user } = await signedInUser(t);
  userId = user.id;
  const [p] = await t.db
    .insert(projects)
    .values({ userId, name: "Webhook target", businessType: "Business", basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99" })
    .returning();
  projectId = p!.id;
});
afterAll(() => {
  expect(logs.filter((l) => /unhandled error/.test(l))).toEqual([]);
  t.cleanup();
});
beforeEach(() => {
  clock += 61 * 60 * 1000;
});

/** Stripe calls from many addresses; an API-wide per-address limit must not answer for the attack. */
let ip = 0;
const stripeAddress = () => ({ "cf-connecting-ip": `192.0.2.${(ip++ % 250) + 1}` });

const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(clock / 1000) });

/** A payment_intent.succeeded event for the target project, with the right amount unless told otherwise. */
const event = (intent: Record<string, unknown> = {}) => ({
  id: `evt_hostile_${crypto.randomUUID()}`,
  object: "event",
  type: "payment_intent.succeeded",
  data: {
    object: {
      id: `pi_hostile_${crypto.randomUUID().slice(0, 8)}`,
      object: "payment_intent",
      amount: 1,
      currency: "usd",
      status: "succeeded",
      metadata: { projectId: String(projectId), userId },
      ...intent,
    },
  },
});

const webhook = (headers: HostileRoute["headers"], schema: HostileRoute["schema"]): HostileRoute => ({
  name: "POST /api/webhooks/stripe",
  method: "POST",
  path: () => "/api/webhooks/stripe",
  headers: (body) => ({ ...stripeAddress(), ...headers?.(body) }),
  schema,
  valid: () => event(),
});

async function paymentStatus() {
  const [p] = await t.db.select({ paymentStatus: projects.paymentStatus }).from(projects).where(eq(projects.id, projectId));
  return p!.paymentStatus;
}

describe("hostile input: POST /api/webhooks/stripe", () => {
  it("without a signature, or with a forged one: every body is a 400 and changes nothing", async () => {
    // z.never(): no body is acceptable without a valid signature.
    await attackRoute(
      t,
      webhook(() => ({}), z.never()),
      25,
    );
    await attackRoute(
      t,
      webhook((body) => ({ "Stripe-Signature": sign(`${body} `) }), z.never()),
      25,
    );
    await attackRoute(
      t,
      webhook(() => ({ "Stripe-Signature": `t=${Math.floor(clock / 1000)},v1=${"0".repeat(64)}` }), z.never()),
      25,
    );
  });

  it("with a valid signature over hostile JSON: never a 5xx; what is not an event is a 400 and changes nothing", async () => {
    await attackRoute(
      t,
      webhook((body) => ({ "Stripe-Signature": sign(body) }), stripeEventSchema),
      60,
    );
    // Any JSON at all, signed.
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        const before = await dbSnapshot(t);
        const body = JSON.stringify(value);
        const res = await t.app.request("/api/webhooks/stripe", {
          method: "POST",
          headers: { "Content-Type": "application/json", "Stripe-Signature": sign(body), ...stripeAddress() },
          body,
        });
        expect(res.status, body).toBe(stripeEventSchema.safeParse(value).success ? 200 : 400);
        if (res.status === 400) expect(await dbSnapshot(t)).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });

  it("a signed payment_intent.succeeded whose amount, currency, project or user is hostile never marks the project paid (regression: a malformed intent was a 500)", async () => {
    const hostile = fc.oneof(fc.constantFrom<unknown>(...NASTY_STRINGS, ...NASTY_NUMBERS, null, [], {}, true), fc.string(), fc.integer());
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { amount: hostile, currency: hostile, metadata: fc.oneof(hostile, fc.record({ projectId: hostile, userId: hostile })) },
          { requiredKeys: [] },
        ),
        async (intent) => {
          const body = JSON.stringify(event({ amount: 2999, ...intent, ...(Object.keys(intent).length === 0 ? { amount: 1 } : {}) }));
          const res = await t.app.request("/api/webhooks/stripe", {
            method: "POST",
            headers: { "Content-Type": "application/json", "Stripe-Signature": sign(body), ...stripeAddress() },
            body,
          });
          expect(res.status, body).toBe(200);
          expect(await paymentStatus(), body).toBe("pending");
        },
      ),
      { numRuns: 40 },
    );
    // The genuine event still works afterwards.
    const body = JSON.stringify(event({ amount: 2999 }));
    expect(
      (
        await t.app.request("/api/webhooks/stripe", {
          method: "POST",
          headers: { "Content-Type": "application/json", "Stripe-Signature": sign(body), ...stripeAddress() },
          body,
        })
      ).status,
    ).toBe(200);
    expect(await paymentStatus()).toBe("paid");
  });
});
