import type { Context, Env } from "hono";
import type { AppEnv } from "../types";
import type { AuditActor } from "../services/audit";
import { clientKey } from "./rate-limit";

/** Who is acting on this request, for the audit trail: the signed-in account, else the panel or an anonymous caller. */
export function auditActorOf<E extends Env>(context: Context<E>): AuditActor {
  const c = context as unknown as Context<AppEnv>;
  const user = c.get("user");
  return {
    actorId: user?.id ?? null,
    actorLabel: user ? (c.get("panel") ? `${user.email} (panel)` : user.email) : c.get("panel") ? "panel" : "anonymous",
    addressHash: clientKey(c),
    requestId: c.get("requestId"),
  };
}

export function nowOf<E extends Env>(context: Context<E>): number {
  return (context as unknown as Context<AppEnv>).get("deps").now();
}
