/**
 * The admin panel's payment state (GET /api/admin/payments, its Settings tab): whether Stripe is
 * configured, its mode from the key's prefix, and the last webhook delivery with whether its
 * signature checked, as the server really sees them.
 */
import { afterAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";

const PASSWORD = "correct horse battery staple";
const SECRET = "whsec_settings_test_secret";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.cleanup())));

async function panel(env: Record<string, string>, clock?: () => number) {
  const t = await createTestApp({ ADMIN_PASSWORD: PASSWORD, ...env }, clock ? { now: clock } : {});
  apps.push(t);
  const res = await apiClient(t).admin.auth.$post({ json: { password: PASSWORD } });
  const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
  const settings = async () => {
    const r = await apiAs(t, cookie).admin.payments.$get();
    expect(r.status).toBe(200);
    return r.json();
  };
  const deliver = (payload: string, signature?: string) =>
    t.app.request("/api/webhooks/stripe", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
      body: payload,
    });
  return { t, settings, deliver };
}

const event = (type: string, livemode = false) => JSON.stringify({ id: `evt_${type}_${Math.random()}`, object: "event", type, livemode, data: { object: {} } });

describe("the admin panel's payment settings", () => {
  it("without Stripe keys: not configured, no mode, no webhook", async () => {
    const { settings } = await panel({});
    expect(await settings()).toEqual({ provider: "stripe", configured: false, mode: null, webhookSecretSet: false, lastWebhook: null });
  });

  it("the mode comes from the key's prefix", async () => {
    expect((await (await panel({ STRIPE_SECRET_KEY: "sk_live_abc" })).settings()).mode).toBe("live");
    expect((await (await panel({ STRIPE_SECRET_KEY: "rk_test_abc" })).settings()).mode).toBe("test");
    expect(await (await panel({ STRIPE_SECRET_KEY: "something_else" })).settings()).toMatchObject({ configured: true, mode: null });
  });

  it("the last webhook: signed, then a forged one (refused) keeps the last verified time", async () => {
    let clock = Date.parse("2026-12-01T10:00:00Z");
    const { settings, deliver } = await panel({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: SECRET }, () => clock);
    expect((await settings()).lastWebhook).toBeNull();

    const payload = event("payment_intent.created");
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(clock / 1000) });
    expect((await deliver(payload, signed)).status).toBe(200);
    expect((await settings()).lastWebhook).toEqual({
      receivedAt: "2026-12-01T10:00:00.000Z",
      signatureOk: true,
      error: null,
      eventType: "payment_intent.created",
      lastVerifiedAt: "2026-12-01T10:00:00.000Z",
    });

    clock += 60_000;
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else", timestamp: Math.floor(clock / 1000) });
    expect((await deliver(payload, forged)).status).toBe(400);
    expect((await settings()).lastWebhook).toEqual({
      receivedAt: "2026-12-01T10:01:00.000Z",
      signatureOk: false,
      error: "Webhook signature verification failed",
      eventType: "payment_intent.created",
      lastVerifiedAt: "2026-12-01T10:00:00.000Z",
    });

    clock += 60_000;
    expect((await deliver(payload)).status).toBe(400);
    expect((await settings()).lastWebhook).toMatchObject({ signatureOk: false, error: "Missing Stripe-Signature header" });

    // A live-mode event on a test key is refused and recorded as such.
    const live = event("payment_intent.succeeded", true);
    expect((await deliver(live, Stripe.webhooks.generateTestHeaderString({ payload: live, secret: SECRET, timestamp: Math.floor(clock / 1000) }))).status).toBe(
      400,
    );
    expect((await settings()).lastWebhook).toMatchObject({ signatureOk: false, error: "Webhook event is from Stripe's live mode; this server uses test mode" });
  });

  it("is the panel's: no panel session, 401", async () => {
    const { t } = await panel({});
    expect((await apiClient(t).admin.payments.$get()).status).toBe(401);
  });
});
