import { confirmLead, LEAD_LINK_TTL_MS, LEAD_MAILS_PER_ADDRESS } from "../services/leads";
import { hitRateLimit } from "../services/rate-limit/index";
import { appSecret } from "../services/sites/hosted";
import { mailContext, sendMail } from "../services/mail/index";
import { readLinkToken, signLinkToken } from "../lib/signed-link";
import { escapeHtml } from "../../core/html";
import { INVALID_LINK_PAGE, LINK_PAGE_HEADERS, linkPageHtml } from "../lib/link-page";
import { leadConfirmMail } from "../../core/content/mail";
import { getUser } from "../services/users";
import { DECEPTIVE_DOMAIN_MESSAGE, hasHonestDomain } from "../../core/email-domain";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../types";
import { validate } from "../middleware/validate";
import { clientKey, rateLimit } from "../middleware/rate-limit";
import { recordLead } from "../services/leads";
import { sendRoiReport } from "../services/mail/notifications";
import { backgroundRunner } from "../middleware/background";
import { LEAD_EVENT_TYPES, LEAD_SOURCES, ROI_INPUT_LIMITS, ROI_MAX_ANNUAL_SAVINGS, ROI_MAX_MULTIPLE, ROI_MIN_MULTIPLE } from "../../core/roi";
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
    .pipe(z.email({ error: "Enter a valid email address" }).refine(hasHonestDomain, DECEPTIVE_DOMAIN_MESSAGE)),
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

const LINK_SECRET = "lead-confirm";
const LINK_PURPOSE = "lead-confirm";

function page(c: Context<AppEnv>, status: 200 | 400, title: string, body: string) {
  return c.html(linkPageHtml(title, body), status, LINK_PAGE_HEADERS);
}

/** One more mail to this address today? (confirmation links and reports alike are counted). */
async function mayMail(c: Context<AppEnv>, email: string): Promise<boolean> {
  const { db } = c.get("deps");
  const res = await hitRateLimit(db, { bucket: "lead-mail", key: email.toLowerCase(), ...LEAD_MAILS_PER_ADDRESS, now: c.get("deps").now() });
  return res.allowed;
}

const invalidLink = (c: Context<AppEnv>) => page(c, 400, INVALID_LINK_PAGE.title, INVALID_LINK_PAGE.body);

/**
 * POST /api/leads (spec section 7): the ROI calculator's lead. 201 with the stored lead; an identical
 * submission within a minute answers 200 with the lead already stored. Rate limited per address.
 * The report is mailed only to an address its owner confirmed: at once to a signed-in visitor's own
 * address, otherwise after the visitor follows the link mailed to it (GET shows a button, POST sends).
 */
export const leadRoutes = new Hono<AppEnv>()
  .post(
    "/",
    // Validation first: a refused body is always 400 and never spends the address's quota.
    validate("json", leadSchema),
    rateLimit({ bucket: "leads", ...LEADS_RATE_LIMIT, key: clientKey, message: "Too many submissions; try again in a minute" }),
    async (c) => {
      const body = c.req.valid("json");
      const deps = c.get("deps");
      const { lead, duplicate } = await recordLead(
        deps.db,
        { ...body, roiMultiple: body.roiMultiple.toFixed(1) },
        { clientHash: clientKey(c), now: deps.now() },
      );
      // Once per stored lead (a repeated submission is not mailed twice), and counted per address.
      if (!duplicate && (await mayMail(c, lead.email))) {
        const user = c.get("user");
        // Mailed at once only to the signed-in visitor's own address, and only one its provider verified.
        const own = user && user.email.toLowerCase() === lead.email.toLowerCase() ? await getUser(deps.db, user.id) : undefined;
        if (own?.emailVerified) {
          if (await confirmLead(deps.db, lead.id, lead.email, deps.now())) await sendRoiReport(deps, lead, backgroundRunner(c));
        } else {
          const expiresAt = deps.now() + LEAD_LINK_TTL_MS;
          const token = await signLinkToken(await appSecret(deps.db, LINK_SECRET), LINK_PURPOSE, { l: lead.id, e: lead.email }, expiresAt);
          const words = leadConfirmMail({ confirmUrl: `${deps.config.siteUrl}/api/leads/confirm?token=${token}`, expiresAt: new Date(expiresAt) });
          await sendMail(mailContext(deps), "lead_confirm", { to: lead.email, ...words }, backgroundRunner(c));
        }
      }
      return c.json(lead, duplicate ? 200 : 201);
    },
  )
  .get("/confirm", async (c) => {
    const token = c.req.query("token");
    const payload = await readLinkToken<{ l?: unknown; e?: unknown }>(await appSecret(c.get("deps").db, LINK_SECRET), LINK_PURPOSE, token, c.get("deps").now());
    if (!payload || typeof payload.e !== "string") return invalidLink(c);
    return page(
      c,
      200,
      "Get your ROI report",
      `<p>Send the report to <strong>${escapeHtml(payload.e)}</strong>?</p><form method="post" action="?token=${escapeHtml(encodeURIComponent(String(token)))}"><button type="submit">Send my report</button></form>`,
    );
  })
  .post("/confirm", async (c) => {
    const deps = c.get("deps");
    const payload = await readLinkToken<{ l?: unknown; e?: unknown }>(await appSecret(deps.db, LINK_SECRET), LINK_PURPOSE, c.req.query("token"), deps.now());
    if (!payload || typeof payload.l !== "number" || typeof payload.e !== "string") return invalidLink(c);
    const lead = await confirmLead(deps.db, payload.l, payload.e, deps.now());
    if (lead) await sendRoiReport(deps, lead, backgroundRunner(c));
    return page(c, 200, "Your report is on its way", "<p>Check your inbox in a few minutes.</p>");
  });
