import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../types";
import { validate } from "../middleware/validate";
import { clientKey, rateLimit } from "../middleware/rate-limit";
import { recordLead } from "../services/leads";
import { sendRoiReport } from "../services/mail/notifications";
import { backgroundRunner } from "../middleware/background";
import {
  LEAD_EVENT_TYPES,
  LEAD_SOURCES,
  ROI_INPUT_LIMITS,
  ROI_MAX_ANNUAL_SAVINGS,
  ROI_MAX_MULTIPLE,
  ROI_MIN_MULTIPLE,
} from "../../core/roi";
import { ROUTE_RATE_LIMITS } from "../../core/api-limits";

/** Leads per address per minute. */
export const LEADS_RATE_LIMIT = ROUTE_RATE_LIMITS.leads;

/** A plain decimal ("202500", "12.5", "-1.0"): no exponent, no spaces, no hex. */
const DECIMAL = /^-?\d{1,15}(?:\.\d{1,2})?$/;

export const leadSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .max(254, { error: "Email is too long" })
    .pipe(z.email({ error: "Enter a valid email address" })),
  monthlyRequests: z
    .number({ error: "monthlyRequests must be a number" })
    .int({ error: "monthlyRequests must be a whole number" })
    .min(0, { error: "monthlyRequests cannot be negative" })
    .max(ROI_INPUT_LIMITS.monthlyRequests.max, { error: `monthlyRequests must be at most ${ROI_INPUT_LIMITS.monthlyRequests.max}` }),
  estimatedSavings: z
    .string({ error: "estimatedSavings must be a numeric string" })
    .trim()
    .regex(DECIMAL, { error: "estimatedSavings must be a numeric string" })
    .refine((s) => Number(s) >= 0 && Number(s) <= ROI_MAX_ANNUAL_SAVINGS, { error: "estimatedSavings is out of range" }),
  roiMultiple: z
    .union([z.number(), z.string().trim().regex(DECIMAL, { error: "roiMultiple must be a number" })], { error: "roiMultiple must be a number" })
    .transform((v) => Number(v))
    .refine((n) => Number.isFinite(n) && n >= ROI_MIN_MULTIPLE && n <= ROI_MAX_MULTIPLE, { error: "roiMultiple is out of range" }),
  eventType: z.enum(LEAD_EVENT_TYPES, { error: `eventType must be ${LEAD_EVENT_TYPES.join(" or ")}` }),
  source: z.enum(LEAD_SOURCES, { error: `source must be ${LEAD_SOURCES.join(" or ")}` }),
});

/**
 * POST /api/leads (spec section 7): the ROI calculator's lead. 201 with the stored lead; an identical
 * submission within a minute answers 200 with the lead already stored. Rate limited per address.
 */
export const leadRoutes = new Hono<AppEnv>().post(
  "/",
  // Validation first: a refused body is always 400 and never spends the address's quota.
  validate("json", leadSchema),
  rateLimit({ bucket: "leads", ...LEADS_RATE_LIMIT, key: clientKey, message: "Too many submissions; try again in a minute" }),
  async (c) => {
    const body = c.req.valid("json");
    const { lead, duplicate } = await recordLead(
      c.get("deps").db,
      { ...body, roiMultiple: body.roiMultiple.toFixed(1) },
      { clientHash: clientKey(c), now: c.get("deps").now() },
    );
    // The report the form promises, once per stored lead (a repeated submission is not mailed twice).
    if (!duplicate) await sendRoiReport(c.get("deps"), lead, backgroundRunner(c));
    return c.json(lead, duplicate ? 200 : 201);
  },
);
