/**
 * GET /api/notify-address/verify?token=...: the page a confirmation link opens (a button, so a mail
 * scanner that fetches links confirms nothing); POST from that page confirms the address.
 */
import { Hono, type Context } from "hono";
import type { AppEnv } from "../types";
import { clientKey, rateLimit } from "../middleware/rate-limit";
import { confirmNotifyAddress, readNotifyToken, siteAddressOf } from "../services/notify-addresses";
import { recordAudit } from "../services/audit";
import { auditActorOf, nowOf } from "../middleware/audit-actor";
import { escapeHtml } from "../../core/html";
import { ROUTE_RATE_LIMITS } from "../../core/api-limits";
import { INVALID_LINK_PAGE, LINK_PAGE_HEADERS, linkPageHtml } from "../lib/link-page";

function page(c: Context<AppEnv>, status: 200 | 400, title: string, body: string) {
  return c.html(linkPageHtml(title, body), status, LINK_PAGE_HEADERS);
}

const limited = rateLimit({ bucket: "notify-verify", ...ROUTE_RATE_LIMITS.inviteLookup, key: clientKey });

export const notifyAddressRoutes = new Hono<AppEnv>()
  .get("/verify", limited, async (c) => {
    const token = c.req.query("token");
    const target = await readNotifyToken(c.get("deps").db, token, nowOf(c));
    if (!target) return page(c, 400, INVALID_LINK_PAGE.title, INVALID_LINK_PAGE.body);
    const site = await siteAddressOf(c.get("deps"), target.projectId);
    const which = site ? `the website at <strong>${escapeHtml(site)}</strong>` : "a website";
    return page(
      c,
      200,
      "Confirm this address",
      `<p>Contact form messages of ${which} will be sent to <strong>${escapeHtml(target.email)}</strong>.</p><form method="post" action="?token=${escapeHtml(encodeURIComponent(String(token)))}"><button type="submit">Confirm</button></form>`,
    );
  })
  .post("/verify", limited, async (c) => {
    const { db } = c.get("deps");
    const token = c.req.query("token");
    const target = await readNotifyToken(db, token, nowOf(c));
    if (!target || !(await confirmNotifyAddress(db, target, nowOf(c)))) {
      return page(c, 400, INVALID_LINK_PAGE.title, INVALID_LINK_PAGE.body);
    }
    await recordAudit(
      db,
      auditActorOf(c),
      { action: "notify.address_verified", targetType: "project", targetId: target.projectId, detail: { email: target.email } },
      nowOf(c),
    );
    return page(c, 200, "Address confirmed", "<p>Messages from the website's contact form will now be sent here.</p>");
  });
