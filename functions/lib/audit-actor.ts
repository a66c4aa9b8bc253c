import type { Context } from "hono";
import type { AppEnv } from "../types";
import type { AuditActor } from "../services/audit";
import { clientKey } from "../services/rate-limit";

/** Who is acting on this request, for the audit trail: the signed-in account, else the panel or an anonymous caller. */
export function auditActorOf(c: Context<AppEnv>): AuditActor {
  const user = c.var.user;
  return {
    actorId: user?.id ?? null,
    actorLabel: user ? (c.var.panel ? `${user.email} (panel)` : user.email) : c.var.panel ? "panel" : "anonymous",
    addressHash: clientKey(c),
    requestId: c.var.requestId,
  };
}

export function nowOf(c: Context<AppEnv>): number {
  return c.var.deps.now?.() ?? Date.now();
}
