/**
 * What an invite link offers (the /invite/{code} page, before and after sign-in), and the invited
 * account's own answer: an existing account's role changes only when it presses Accept here.
 */
import { Hono } from "hono";
import type { AppEnv, SignedInEnv } from "../types";
import { clientKey, rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/session";
import { declineInvite, findInviteStatus, redeemInviteFor } from "../services/invites";
import { recordAudit } from "../services/audit";
import { auditActorOf, nowOf } from "../middleware/audit-actor";
import { ApiError, conflict, notFound } from "../lib/errors";
import { ROUTE_RATE_LIMITS } from "../../core/api-limits";

const lookup = rateLimit({ bucket: "invite-lookup", ...ROUTE_RATE_LIMITS.inviteLookup, key: clientKey });

export const inviteRoutes = new Hono<AppEnv>()
  .get("/:code", lookup, async (c) => {
    const status = await findInviteStatus(c.get("deps").db, c.req.param("code"), c.get("deps").now(), c.get("user")?.id ?? null);
    if (!status) throw notFound("This invite link is not valid");
    c.header("Cache-Control", "no-store");
    return c.json(status);
  })
  /** The confirmation screen's Accept: the signed-in account the invite is bound to takes its role and permissions. */
  .post("/:code/accept", lookup, requireUser, async (c) => {
    const { db } = c.get("deps");
    const user = (c as unknown as { get(k: "user"): SignedInEnv["Variables"]["user"] }).get("user");
    const now = nowOf(c);
    const result = await redeemInviteFor(db, c.req.param("code"), { userId: user.id, newAccount: false, confirmed: true }, now);
    if (!result.ok) {
      if (result.reason === "invalid") throw notFound("This invite link is not valid");
      if (result.reason === "wrong_account" || result.reason === "existing_account" || result.reason === "not_allowed") {
        throw new ApiError(403, "FORBIDDEN", "This invite is not for this account");
      }
      throw conflict(`This invite can no longer be used (${result.reason})`);
    }
    await recordAudit(
      db,
      { ...auditActorOf(c), actorId: user.id, actorLabel: user.email },
      {
        action: "invite.redeemed",
        targetType: "invite",
        targetId: result.invite.id,
        detail: {
          userId: user.id,
          fromRole: result.before.role,
          toRole: result.after.role,
          permissionsFrom: result.before.permissions,
          permissionsTo: result.after.permissions,
          confirmed: true,
        },
      },
      now,
    );
    return c.json({ role: result.after.role, permissions: result.after.permissions });
  })
  /** The confirmation screen's Decline: nothing changes, and the invite can never be used. */
  .post("/:code/decline", lookup, requireUser, async (c) => {
    const { db } = c.get("deps");
    const user = (c as unknown as { get(k: "user"): SignedInEnv["Variables"]["user"] }).get("user");
    const now = nowOf(c);
    const declined = await declineInvite(db, c.req.param("code"), user.id, now);
    if (declined === null) throw notFound("This invite link is not valid");
    if (declined === false) throw conflict("This invite cannot be declined by this account");
    await recordAudit(
      db,
      { ...auditActorOf(c), actorId: user.id, actorLabel: user.email },
      { action: "invite.declined", targetType: "invite", targetId: declined.id, detail: { role: declined.role } },
      now,
    );
    return c.json({ declined: true });
  });
