import type { Context, Env } from "hono";
import type { AppEnv } from "../types";
import type { AuditActor } from "../services/audit";
import { clientKey } from "../middleware/rate-limit";

/** Who is acting on this request, for the audit trail: the signed-in account, else the panel or an anonymous caller. */
export function auditActorOf<E extends Env>(context: Context<E>): AuditActor {
  const c = context as unknown as Context<AppEnv>;
  const user = c.var.user;
  return {
    actorId: user?.id ?? null,
    actorLabel: user ? (c.var.panel ? `${user.email} (panel)` : user.email) : c.var.panel ? "panel" : "anonymous",
    addressHash: clientKey(c),
    requestId: c.var.requestId,
  };
}

export function nowOf<E extends Env>(context: Context<E>): number {
  return (context as unknown as Context<AppEnv>).var.deps.now();
}
