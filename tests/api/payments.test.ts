import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { projects, templates } from "../../db/schema";
import type { PaymentIntentLike, StripeClient } from "../../functions/services/payments";
import type { ProjectAnswer as ProjectDto } from "../../src/lib/api";

/** A stand-in for Stripe at its boundary: records every call and behaves like the API for what we use. */
function stubStripe() {
  const created: { params: Stripe.PaymentIntentCreateParams; options: { idempotencyKey: string }; key: string }[] = [];
  const byKey = new Map<string, PaymentIntentLike>();
  const byId = new Map<string, PaymentIntentLike>();
  const keys: string[] = [];
  const factory = (secretKey: string): StripeClient => {
    keys.push(secretKey);
    return {
      paymentIntents: {
        async create(params, options) {
          created.push({ params, options, key: secretKey });
          const existing = byKey.get(options.idempotencyKey);
          if (existing) return existing;
          const id = `pi_test_${byId.size + 1}`;
          const intent: PaymentIntentLike = {
            id,
            client_secret: `${id}_secret_abc`,
            amount: params.amount,
            currency: params.currency,
            status: "requires_payment_method",
            metadata: params.metadata as Record<string, string>,
          };
          byKey.set(options.idempotencyKey, intent);
          byId.set(id, intent);
          return intent;
        },
        async retrieve(id) {
          const intent = byId.get(id);
          if (!intent) throw new Error("No such payment_intent");
          return intent;
        },
      },
    };
  };
  return { factory, created, byId, keys };
}

let plain: TestApp;
let withStripe: TestApp;
let stub: ReturnType<typeof stubStripe>;

beforeAll(async () => {
  plain = await createTestApp();
  stub = stubStripe();
  withStripe = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_stub" }, { stripe: stub.factory });
});
afterAll(() => {
  plain.cleanup();
  withStripe.cleanup();
});

async function newProject(t: TestApp, cookie: string, templateId: number | null = null) {
  const res = await apiAs(t, cookie).projects.$post({ json: { name: "Shop", businessType: "E-commerce", templateId } });
  expect(res.status).toBe(201);
  return (await res.json()) as ProjectDto;
}

const intentFor = (t: TestApp, cookie: string, projectId: number) => apiAs(t, cookie)["create-payment-intent"].$post({ json: { projectId } });
/** Untyped on purpose: project ids the schema refuses (text, null: the typed client would not compile them). */
const rawIntentFor = (t: TestApp, cookie: string, projectId: unknown) =>
  t.app.request("/api/create-payment-intent", jsonInit("POST", { projectId }, { Cookie: cookie }));

describe("POST /api/create-payment-intent without Stripe", () => {
  it("503 SERVICE_UNAVAILABLE with a clear message", async () => {
    const { cookie } = await signedInUser(plain);
    const p = await newProject(plain, cookie);
    const res = await intentFor(plain, cookie, p.id);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      success: false,
      error: { code: "SERVICE_UNAVAILABLE", message: expect.stringMatching(/not configured.*STRIPE_SECRET_KEY/), requestId: expect.any(String) },
    });
  });
});

describe("POST /api/create-payment-intent with a Stripe client (stubbed at the SDK boundary)", () => {
  it("creates an intent in cents from the stored total, with metadata and an idempotency key", async () => {
    const { cookie, user } = await signedInUser(withStripe);
    const [tpl] = await withStripe.db.select().from(templates).where(eq(templates.slug, "storefront-pro"));
    const p = await newProject(withStripe, cookie, tpl!.id);
    expect(p.totalPrice).toBe("59.99"); // 49.99 + 10.00
    const res = await intentFor(withStripe, cookie, p.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { clientSecret: string; amount: number; currency: string };
    expect(body).toEqual({ clientSecret: expect.stringMatching(/_secret_/), amount: 5999, currency: "usd" });
    const call = stub.created.at(-1)!;
    expect(call.key).toBe("sk_test_stub");
    expect(call.params).toMatchObject({ amount: 5999, currency: "usd", metadata: { projectId: String(p.id), userId: user.id } });
    expect(call.options.idempotencyKey).toBe(`pi-project-${p.id}-5999`);
    const [row] = await withStripe.db.select().from(projects).where(eq(projects.id, p.id));
    expect(row!.paymentIntentId).toBe(body.clientSecret.split("_secret_")[0]);
  });

  it("a retry does not create a second intent: the stored one is reused", async () => {
    const { cookie } = await signedInUser(withStripe);
    const p = await newProject(withStripe, cookie);
    const first = (await (await intentFor(withStripe, cookie, p.id)).json()) as { clientSecret: string };
    const createdBefore = stub.created.length;
    const second = (await (await intentFor(withStripe, cookie, p.id)).json()) as { clientSecret: string };
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(stub.created.length).toBe(createdBefore);
  });

  it("IDOR: Bob cannot get a payment intent for Alice's project (404) and Stripe is never called", async () => {
    const alice = await signedInUser(withStripe);
    const bob = await signedInUser(withStripe);
    const p = await newProject(withStripe, alice.cookie);
    const before = stub.created.length;
    const res = await intentFor(withStripe, bob.cookie, p.id);
    expect(res.status).toBe(404);
    expect(stub.created.length).toBe(before);
  });

  it("an already paid project: 409; a missing one: 404; a bad id: 400; signed out: 401", async () => {
    const { cookie } = await signedInUser(withStripe);
    const p = await newProject(withStripe, cookie);
    await withStripe.db.update(projects).set({ paymentStatus: "paid" }).where(eq(projects.id, p.id));
    expect((await intentFor(withStripe, cookie, p.id)).status).toBe(409);
    expect((await intentFor(withStripe, cookie, 987654)).status).toBe(404);
    for (const bad of ["1", -1, 1.5, null]) expect((await rawIntentFor(withStripe, cookie, bad)).status).toBe(400);
    expect((await apiClient(withStripe)["create-payment-intent"].$post({ json: { projectId: p.id } })).status).toBe(401);
  });
});
