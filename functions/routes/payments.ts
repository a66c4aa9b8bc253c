import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../types";
import { requireActiveUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { rateLimit } from "../middleware/rate-limit";
import { getOwnedProject } from "../services/projects";
import { paymentIntentForProject, stripeClientFor } from "../services/payments";
import { ROUTE_RATE_LIMITS } from "../../core/api-limits";

export const paymentIntentSchema = z.object({
  projectId: z.number({ error: "projectId is required" }).int("projectId must be an integer").positive("projectId must be an integer"),
});

/**
 * `POST /api/create-payment-intent` {projectId}: a Stripe payment intent for the caller's own unpaid
 * project ({clientSecret, amount, currency}); 503 when Stripe is not configured.
 */
export const paymentRoutes = new Hono<AppEnv>().post(
  "/",
  requireActiveUser,
  // Validation first: a refused body is always 400 and never spends the caller's quota.
  validate("json", paymentIntentSchema),
  rateLimit({ bucket: "payment-intent", ...ROUTE_RATE_LIMITS.paymentIntent }),
  async (c) => {
    const stripe = stripeClientFor(c.get("deps"));
    const project = await getOwnedProject(c.get("deps").db, c.req.valid("json").projectId, c.get("user").id);
    const intent = await paymentIntentForProject(c.get("deps").db, stripe, project, c.get("deps").now());
    return c.json({ clientSecret: intent.clientSecret, amount: intent.amount, currency: intent.currency });
  },
);
