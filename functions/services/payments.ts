/**
 * Stripe: payment intents for projects and the signed webhook. The Stripe client is created behind
 * `StripeClient` (the two calls we make), so tests hand in a stub at exactly that boundary
 * (`AppDeps.stripe`); webhook verification needs only the signing secret, never an API key.
 */
import Stripe from "stripe";
import { z } from "zod";
import { and, eq, notExists } from "drizzle-orm";
import type { Database } from "../../db/index";
import { paymentEvents, projects, webhookStatus, type Project } from "../../db/schema";
import { formatDecimal, parseCents } from "../../core/money";
import { STRIPE_NOT_CONFIGURED } from "../../core/content/payments";
import { recordAudit, SYSTEM_ACTOR } from "./audit";
import type { AppDeps, StripeClient, StripeFactory } from "../types";
import { conflict, unavailable } from "../lib/errors";
import { getProject, markPaidStatement, setPaymentIntent } from "./projects";

export const PAYMENT_CURRENCY = "usd";

export type { PaymentIntentLike, StripeClient, StripeFactory } from "../types";

/** The real client: fetch-based, so the same code runs on Node and on Workers. */
export const createStripeClient: StripeFactory = (secretKey) => new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 2 });

export const STRIPE_UNREACHABLE = "The payment provider cannot be reached right now; try again shortly";

/** Stripe down, slow or unreachable (connection errors, its 5xx and rate limits): our 503, not a 500. */
export function isStripeUnreachable(error: unknown): boolean {
  const e = error as { type?: string; statusCode?: number; code?: string } | null;
  if (!e || typeof e !== "object") return false;
  if (e.type === "StripeConnectionError" || e.type === "StripeAPIError" || e.type === "StripeRateLimitError") return true;
  return typeof e.statusCode === "number" && (e.statusCode >= 500 || e.statusCode === 429);
}

/** Live keys (`sk_live_`, `rk_live_`) take live events only, test keys test events only; null when no key says. */
export function expectedLivemode(secretKey: string | undefined): boolean | null {
  if (!secretKey) return null;
  if (/^[sr]k_live_/.test(secretKey)) return true;
  if (/^[sr]k_test_/.test(secretKey)) return false;
  return null;
}

/** Stripe's mode by the secret key's prefix: `sk_live_`/`rk_live_` live, `sk_test_`/`rk_test_` test, null when no key says. */
export function stripeMode(secretKey: string | undefined): "live" | "test" | null {
  const live = expectedLivemode(secretKey);
  return live === null ? null : live ? "live" : "test";
}

/** What one webhook delivery came to: its event's type when the signature checked, else why it was refused. */
export type WebhookDelivery = { ok: true; eventType: string } | { ok: false; error: string };

/**
 * Keeps the last delivery of `provider` (one row, overwritten; the last verified one kept apart, so a
 * stranger's unsigned posts cannot hide when Stripe last got through). One write per delivery.
 */
export async function recordWebhookDelivery(db: Database, provider: string, delivery: WebhookDelivery, now: number): Promise<void> {
  const at = new Date(now);
  const last = {
    lastReceivedAt: at,
    lastSignatureOk: delivery.ok,
    lastError: delivery.ok ? null : delivery.error.slice(0, 200),
    ...(delivery.ok ? { lastEventType: delivery.eventType.slice(0, 255), lastVerifiedAt: at } : {}),
  };
  await db
    .insert(webhookStatus)
    .values({ provider, ...last })
    .onConflictDoUpdate({ target: webhookStatus.provider, set: last });
}

/** The payment state the admin panel shows: configured or not, the key's mode, the last webhook delivery. */
export interface PaymentSettings {
  provider: "stripe";
  configured: boolean;
  mode: "live" | "test" | null;
  webhookSecretSet: boolean;
  lastWebhook: {
    receivedAt: string;
    signatureOk: boolean;
    error: string | null;
    eventType: string | null;
    lastVerifiedAt: string | null;
  } | null;
}

export async function paymentSettings(db: Database, stripe: { secretKey?: string; webhookSecret?: string }): Promise<PaymentSettings> {
  const [row] = await db.select().from(webhookStatus).where(eq(webhookStatus.provider, "stripe")).limit(1);
  return {
    provider: "stripe",
    configured: Boolean(stripe.secretKey),
    mode: stripeMode(stripe.secretKey),
    webhookSecretSet: Boolean(stripe.webhookSecret),
    lastWebhook: row
      ? {
          receivedAt: row.lastReceivedAt.toISOString(),
          signatureOk: row.lastSignatureOk,
          error: row.lastError,
          eventType: row.lastEventType,
          lastVerifiedAt: row.lastVerifiedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** Signed timestamps this far ahead of our clock are refused (the SDK's tolerance only bounds the past). */
export const WEBHOOK_FUTURE_TOLERANCE_S = 300;

/** The `t=` of a Stripe-Signature header, in seconds, or null. */
export function signatureTimestamp(header: string): number | null {
  const match = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header);
  return match ? Number(match[1]) : null;
}

export { STRIPE_NOT_CONFIGURED };

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
    const existing = await stripe.paymentIntents.retrieve(project.paymentIntentId).catch((error: unknown) => {
      if (isStripeUnreachable(error)) throw unavailable(STRIPE_UNREACHABLE);
      return null;
    });
    if (existing?.client_secret && existing.amount === amount && REUSABLE_STATUSES.has(existing.status)) {
      return { clientSecret: existing.client_secret, paymentIntentId: existing.id, amount, currency: existing.currency };
    }
  }
  const intent = await stripe.paymentIntents
    .create(
      {
        amount,
        currency: PAYMENT_CURRENCY,
        automatic_payment_methods: { enabled: true },
        description: `Website project #${project.id}: ${project.name}`.slice(0, 200),
        metadata: { projectId: String(project.id), userId: project.userId },
      },
      { idempotencyKey: paymentIntentIdempotencyKey(project.id, amount) },
    )
    .catch((error: unknown) => {
      if (isStripeUnreachable(error)) throw unavailable(STRIPE_UNREACHABLE);
      throw error;
    });
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

export type WebhookOutcome = "paid" | "duplicate" | "ignored" | "mismatch" | "refunded" | "disputed";

/** The fields of a refunded charge and of a dispute we act on. */
const chargeSchema = z.object({
  id: z.string().min(1).max(255),
  payment_intent: z.string().min(1).max(255).nullish(),
  amount: z.number().int().nonnegative(),
  amount_refunded: z.number().int().nonnegative().default(0),
  refunded: z.boolean().default(false),
  currency: z.string().max(16),
});
const disputeSchema = z.object({
  id: z.string().min(1).max(255),
  payment_intent: z.string().min(1).max(255).nullish(),
  amount: z.number().int().nonnegative(),
  reason: z.string().max(100).nullish(),
});

async function projectByIntent(db: Database, intentId: string | null | undefined): Promise<Project | undefined> {
  if (!intentId) return undefined;
  const [row] = await db.select().from(projects).where(eq(projects.paymentIntentId, intentId)).limit(1);
  return row;
}

/**
 * `charge.refunded` and `charge.dispute.created`: recorded on the project the intent paid (once per
 * event id). A full refund makes a paid project `refunded` (no longer paid); a partial one records
 * the amount and leaves it paid. A dispute records when it was opened.
 */
async function handleChargeEvent(
  db: Database,
  event: { id: string; type: string; data: { object: unknown } },
  now: number,
  log?: (line: string) => void,
): Promise<WebhookOutcome> {
  const refund = event.type === "charge.refunded" ? chargeSchema.safeParse(event.data.object) : null;
  const dispute = event.type === "charge.dispute.created" ? disputeSchema.safeParse(event.data.object) : null;
  const parsed = refund ?? dispute!;
  const project = parsed.success ? await projectByIntent(db, parsed.data.payment_intent) : undefined;
  const record = db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, projectId: project?.id ?? null, receivedAt: new Date(now) })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  if (!project) {
    const inserted = await record;
    if (inserted.length === 0) return "duplicate";
    log?.(`stripe event ${event.id} (${event.type}): no project paid by this payment intent; recorded only`);
    return "ignored";
  }
  const unseen = notExists(db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id)));
  const at = new Date(now);
  let effect;
  let detail: Record<string, unknown>;
  if (refund?.success) {
    const full = refund.data.refunded || refund.data.amount_refunded >= refund.data.amount;
    const refundedAmount = formatDecimal(refund.data.amount_refunded);
    detail = { charge: refund.data.id, amountRefunded: refundedAmount, currency: refund.data.currency, full };
    effect = db
      .update(projects)
      .set({ refundedAt: at, refundedAmount, updatedAt: at, ...(full && project.paymentStatus === "paid" ? { paymentStatus: "refunded" as const } : {}) })
      .where(and(eq(projects.id, project.id), unseen));
  } else {
    const d = dispute!.data!;
    detail = { dispute: d.id, amount: formatDecimal(d.amount), reason: d.reason ?? null };
    effect = db
      .update(projects)
      .set({ disputedAt: at, updatedAt: at })
      .where(and(eq(projects.id, project.id), unseen));
  }
  const [, inserted] = await db.batch([effect, record]);
  if (inserted.length === 0) return "duplicate";
  const action = refund ? "payment.refunded" : "payment.disputed";
  await recordAudit(db, SYSTEM_ACTOR("stripe"), { action, targetType: "project", targetId: project.id, detail: { event: event.id, ...detail } }, now);
  return refund ? "refunded" : "disputed";
}

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
  if (event.type === "charge.refunded" || event.type === "charge.dispute.created") return handleChargeEvent(db, event, now, opts.log);
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
    // When we created an intent for this project, only that intent can pay it.
    (project.paymentIntentId === null || project.paymentIntentId === intent.id) &&
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
  const [, inserted] = await db.batch([markPaidStatement(db, { projectId: project!.id, via: "stripe", paymentIntentId: intent!.id, now }, unseen), record]);
  return inserted.length === 0 ? "duplicate" : "paid";
}
