import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../types";
import { ApiError, unavailable } from "../lib/errors";
import {
  expectedLivemode,
  handleStripeEvent,
  recordWebhookDelivery,
  signatureTimestamp,
  verifyStripeEvent,
  WEBHOOK_FUTURE_TOLERANCE_S,
} from "../services/payments";

/** The envelope every event we accept must have (signed JSON is trusted for origin, not for shape). */
export const stripeEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
  livemode: z.boolean().optional(),
});

/**
 * `POST /api/webhooks/stripe`: Stripe's signed events (no session, no origin check; the signature
 * over the raw body is the authentication). Every event id is processed once; a replay and an
 * event we do not handle are acknowledged with {received: true}.
 */
export const webhookRoutes = new Hono<AppEnv>().post("/stripe", async (c) => {
  const { db, config, now, log } = c.get("deps");
  const secret = config.stripe.webhookSecret;
  if (!secret) throw unavailable("Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET is not set)");
  // Every delivery is kept as the last one (the admin panel's Settings tab), refused or not.
  const refuse = async (message: string): Promise<never> => {
    await recordWebhookDelivery(db, "stripe", { ok: false, error: message }, now());
    throw new ApiError(400, "VALIDATION_ERROR", message);
  };
  const signature = c.req.header("stripe-signature");
  if (!signature) return refuse("Missing Stripe-Signature header");
  const nowMs = now();
  const signedAt = signatureTimestamp(signature);
  if (signedAt !== null && signedAt > Math.floor(nowMs / 1000) + WEBHOOK_FUTURE_TOLERANCE_S) return refuse("Webhook timestamp is in the future");
  const raw = await c.req.text();
  let event;
  try {
    event = await verifyStripeEvent(raw, signature, secret, now());
  } catch {
    return refuse("Webhook signature verification failed");
  }
  const parsed = stripeEventSchema.safeParse(event);
  if (!parsed.success) return refuse("Webhook event is not a valid Stripe event");
  // A test-mode event never acts on a live deployment, nor the reverse.
  const live = expectedLivemode(config.stripe.secretKey);
  if (live !== null && parsed.data.livemode !== live) {
    return refuse(`Webhook event is from Stripe's ${parsed.data.livemode ? "live" : "test"} mode; this server uses ${live ? "live" : "test"} mode`);
  }
  await recordWebhookDelivery(db, "stripe", { ok: true, eventType: parsed.data.type }, now());
  await handleStripeEvent(db, parsed.data, { now: now(), log });
  return c.json({ received: true as const });
});
