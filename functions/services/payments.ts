/**
 * Stripe: payment intents for projects and the signed webhook. The Stripe client is created behind
 * `StripeClient` (the two calls we make), so tests hand in a stub at exactly that boundary
 * (`AppDeps.stripe`); webhook verification needs only the signing secret, never an API key.
 */
import Stripe from "stripe";
import { z } from "zod";
import { eq, notExists } from "drizzle-orm";
import type { Database } from "../../db/index";
import { paymentEvents, type Project } from "../../db/schema";
import { parseCents } from "../../src/lib/money";
import type { AppDeps, PaymentIntentLike, StripeClient, StripeFactory } from "../types";
import { conflict, unavailable } from "../lib/errors";
import { getProject, markPaidStatement, setPaymentIntent } from "./projects";

export const PAYMENT_CURRENCY = "usd";

export type { PaymentIntentLike, StripeClient, StripeFactory } from "../types";

/** The real client: fetch-based, so the same code runs on Node and on Workers. */
export const createStripeClient: StripeFactory = (secretKey) =>
  new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 2 });

export const STRIPE_NOT_CONFIGURED = "Payment processing is not configured on this server (STRIPE_SECRET_KEY is not set)";

/** The Stripe client for this deployment, or a 503 when no secret key is configured. */
export function stripeClientFor(deps: Pick<AppDeps, "config" | "stripe">): StripeClient {
  const key = deps.config.stripe.secretKey;
  if (!key) throw unavailable(STRIPE_NOT_CONFIGURED);
  return (deps.stripe ?? createStripeClient)(key);
}

/** Same project, same amount: same key, so a retried request never creates a second intent. */
export function paymentIntentIdempotencyKey(projectId: number, totalCents: number): string {
  return `pi-project-${projectId}-${totalCents}`;
}

const REUSABLE_STATUSES = new Set(["requires_payment_method", "requires_confirmation", "requires_action", "processing"]);

/**
 * A payment intent for the owner's unpaid project: amount in cents from the stored total, metadata
 * projectId and userId. An intent already made for the same amount is reused while it can still be paid.
 */
export async function paymentIntentForProject(
  db: Database,
  stripe: StripeClient,
  project: Project,
  now = Date.now(),
): Promise<{ clientSecret: string; paymentIntentId: string; amount: number; currency: string }> {
  if (project.paymentStatus === "paid") throw conflict("This project is already paid");
  const amount = parseCents(project.totalPrice);
  if (project.paymentIntentId) {
    const existing = await stripe.paymentIntents.retrieve(project.paymentIntentId).catch(() => null);
    if (existing?.client_secret && existing.amount === amount && REUSABLE_STATUSES.has(existing.status)) {
      return { clientSecret: existing.client_secret, paymentIntentId: existing.id, amount, currency: existing.currency };
    }
  }
  const intent = await stripe.paymentIntents.create(
    {
      amount,
      currency: PAYMENT_CURRENCY,
      automatic_payment_methods: { enabled: true },
      description: `Website project #${project.id}: ${project.name}`.slice(0, 200),
      metadata: { projectId: String(project.id), userId: project.userId },
    },
    { idempotencyKey: paymentIntentIdempotencyKey(project.id, amount) },
  );
  if (!intent.client_secret) throw unavailable("The payment provider did not return a client secret");
  await setPaymentIntent(db, project.id, intent.id, now);
  return { clientSecret: intent.client_secret, paymentIntentId: intent.id, amount, currency: intent.currency };
}

/**
 * Verifies the Stripe-Signature header over the raw body (Web Crypto, so Workers too) and returns
 * the event; throws on a bad, missing-part or stale (over 5 minutes) signature.
 */
export async function verifyStripeEvent(rawBody: string, signature: string, secret: string, nowMs?: number): Promise<Stripe.Event> {
  return Stripe.webhooks.constructEventAsync(
    rawBody,
    signature,
    secret,
    undefined,
    Stripe.createSubtleCryptoProvider(),
    // stripe-node takes receivedAt in milliseconds (it divides by 1000 itself).
    nowMs,
  );
}

/** The fields of a succeeded payment intent we act on; anything else is a mismatch, never a crash. */
const succeededIntentSchema = z.object({
  id: z.string().min(1).max(255),
  amount: z.number().int().nonnegative(),
  currency: z.string().max(16),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});

export type WebhookOutcome = "paid" | "duplicate" | "ignored" | "mismatch";

/**
 * Handles a verified event exactly once (keyed by event id in `payment_events`, recorded in the same
 * transaction as its effect). `payment_intent.succeeded` marks the project paid when the metadata's
 * project exists, belongs to the metadata's user and the amount and currency match its total. Every
 * other event is recorded and changes nothing, so a late `payment_failed` or `processing` can never
 * take a payment back.
 *
 * The effect and the record go to the database as one batch (one transaction that never waits on the
 * event loop): two deliveries racing in one process cannot hold the write lock across an `await`,
 * which on a local SQLite file made the loser fail with SQLITE_BUSY (or stall the process for the
 * busy timeout).
 */
export async function handleStripeEvent(
  db: Database,
  event: { id: string; type: string; data: { object: unknown } },
  opts: { now?: number; log?: (line: string) => void } = {},
): Promise<WebhookOutcome> {
  const now = opts.now ?? Date.now();
  let project: Project | undefined;
  let intent: z.infer<typeof succeededIntentSchema> | undefined;
  let malformed = false;
  if (event.type === "payment_intent.succeeded") {
    const parsed = succeededIntentSchema.safeParse(event.data.object);
    malformed = !parsed.success;
    intent = parsed.data;
    const projectId = Number(intent?.metadata?.projectId);
    if (Number.isSafeInteger(projectId) && projectId > 0) project = await getProject(db, projectId);
  }

  const record = db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, projectId: project?.id ?? null, receivedAt: new Date(now) })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  const matches =
    intent !== undefined &&
    project !== undefined &&
    intent.metadata?.userId === project.userId &&
    intent.currency === PAYMENT_CURRENCY &&
    intent.amount === parseCents(project.totalPrice);

  if (!matches) {
    const inserted = await record;
    if (inserted.length === 0) return "duplicate";
    if (malformed) {
      opts.log?.(`stripe event ${event.id}: the payment intent is malformed; not marked paid`);
      return "mismatch";
    }
    if (!intent) return "ignored";
    opts.log?.(`stripe event ${event.id}: payment intent ${intent.id} does not match a project total; not marked paid`);
    return "mismatch";
  }
  // Pay only if this event id has never been seen, then record it; both or neither.
  const unseen = notExists(db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id)));
  const [, inserted] = await db.batch([
    markPaidStatement(db, { projectId: project!.id, via: "stripe", paymentIntentId: intent!.id, now }, unseen),
    record,
  ]);
  return inserted.length === 0 ? "duplicate" : "paid";
}
