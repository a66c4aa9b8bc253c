/** What an invite link offers, for the /invite/{code} page before the visitor signs in. */
import { Hono } from "hono";
import type { AppEnv } from "../types";
import { clientKey, rateLimit } from "../middleware/rate-limit";
import { findInviteStatus } from "../services/invites";
import { notFound } from "../lib/errors";
import { ROUTE_RATE_LIMITS } from "../../core/api-limits";

export const inviteRoutes = new Hono<AppEnv>().get(
  "/:code",
  rateLimit({ bucket: "invite-lookup", ...ROUTE_RATE_LIMITS.inviteLookup, key: clientKey }),
  async (c) => {
    const status = await findInviteStatus(c.get("deps").db, c.req.param("code"), c.get("deps").now());
    if (!status) throw notFound("This invite link is not valid");
    c.header("Cache-Control", "no-store");
    return c.json(status);
  },
);
