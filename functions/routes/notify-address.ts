/**
 * GET /api/notify-address/verify?token=...: the page a confirmation link opens (a button, so a mail
 * scanner that fetches links confirms nothing); POST from that page confirms the address.
 */
import { Hono, type Context } from "hono";
import type { AppEnv } from "../types";
import { clientKey, rateLimit } from "../middleware/rate-limit";
import { confirmNotifyAddress, readNotifyToken } from "../services/notify-addresses";
import { recordAudit } from "../services/audit";
import { auditActorOf, nowOf } from "../middleware/audit-actor";
import { escapeHtml } from "../../core/html";
import { ROUTE_RATE_LIMITS } from "../../core/api-limits";
import { BRAND } from "../../core/brand";

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

function page(c: Context<AppEnv>, status: 200 | 400, title: string, body: string) {
  c.header("Content-Security-Policy", PAGE_CSP);
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex");
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} – ${escapeHtml(BRAND.name)}</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#0f172a}main{max-width:34rem;padding:2rem;text-align:center}button{font:inherit;padding:.7rem 1.4rem;border-radius:.5rem;border:0;background:#0f766e;color:#fff;cursor:pointer}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    status,
  );
}

const limited = rateLimit({ bucket: "notify-verify", ...ROUTE_RATE_LIMITS.inviteLookup, key: clientKey });

export const notifyAddressRoutes = new Hono<AppEnv>()
  .get("/verify", limited, async (c) => {
    const token = c.req.query("token");
    const target = await readNotifyToken(c.get("deps").db, token, nowOf(c));
    if (!target) return page(c, 400, "This link is not valid", "<p>It may have expired (links work for 72 hours) or been copied incompletely.</p>");
    return page(
      c,
      200,
      "Confirm this address",
      `<p>Contact form messages of a website will be sent to <strong>${escapeHtml(target.email)}</strong>.</p><form method="post" action="?token=${escapeHtml(encodeURIComponent(String(token)))}"><button type="submit">Confirm</button></form>`,
    );
  })
  .post("/verify", limited, async (c) => {
    const { db } = c.get("deps");
    const token = c.req.query("token");
    const target = await readNotifyToken(db, token, nowOf(c));
    if (!target || !(await confirmNotifyAddress(db, target, nowOf(c)))) {
      return page(c, 400, "This link is not valid", "<p>It may have expired (links work for 72 hours) or been copied incompletely.</p>");
    }
    await recordAudit(
      db,
      auditActorOf(c),
      { action: "notify.address_verified", targetType: "project", targetId: target.projectId, detail: { email: target.email } },
      nowOf(c),
    );
    return page(c, 200, "Address confirmed", "<p>Messages from the website's contact form will now be sent here.</p>");
  });
