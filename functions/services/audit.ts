/**
 * The audit trail: one row per privileged or security-relevant action, with its actor, the caller's
 * hashed address and the request id. Written by the services and routes that act; read by admins
 * (GET /api/admin/activity). Events older than AUDIT_RETENTION_DAYS are pruned now and then on write
 * and whenever the trail is read.
 */
import { and, desc, eq, gte, lt, lte, type SQL } from "drizzle-orm";
import type { Database } from "../../db/index";
import { auditEvents, type AuditEvent } from "../../db/schema";
import { AUDIT_PAGE_SIZE, AUDIT_RETENTION_DAYS, type AuditAction, type AuditEventDto } from "../../core/audit";

const DAY_MS = 24 * 60 * 60 * 1000;
export const AUDIT_RETENTION_MS = AUDIT_RETENTION_DAYS * DAY_MS;
/** Share of writes that also prune (the read path always prunes). */
const PRUNE_ON_WRITE_RATE = 0.01;

/** Who acts and from where: built once per request by the route layer. */
export interface AuditActor {
  actorId: string | null;
  /** The actor's email, or "panel" (the shared admin password), "stripe", "anonymous". */
  actorLabel: string;
  addressHash: string | null;
  requestId: string | null;
}

export const SYSTEM_ACTOR = (label: string): AuditActor => ({ actorId: null, actorLabel: label, addressHash: null, requestId: null });

export interface AuditEntry {
  action: AuditAction;
  targetType?: string;
  targetId?: string | number | null;
  detail?: Record<string, unknown>;
}

export async function recordAudit(db: Database, actor: AuditActor, entry: AuditEntry, now = Date.now()): Promise<void> {
  await db.insert(auditEvents).values({
    action: entry.action,
    actorId: actor.actorId,
    actorLabel: actor.actorLabel.slice(0, 320),
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    detail: entry.detail ?? null,
    addressHash: actor.addressHash,
    requestId: actor.requestId,
    createdAt: new Date(now),
  });
  if (Math.random() < PRUNE_ON_WRITE_RATE) await pruneAudit(db, now);
}

/** Deletes events past the retention period; returns how many went. */
export async function pruneAudit(db: Database, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(auditEvents)
    .where(lt(auditEvents.createdAt, new Date(now - AUDIT_RETENTION_MS)))
    .returning({ id: auditEvents.id });
  return gone.length;
}

export interface AuditQuery {
  action?: AuditAction;
  actorId?: string;
  /** Inclusive bounds, Unix ms. */
  from?: number;
  to?: number;
  /** Events with an id below this one (the next page). */
  before?: number;
  limit?: number;
}

function toDto(e: AuditEvent): AuditEventDto {
  return {
    id: e.id,
    action: e.action,
    actorId: e.actorId,
    actorLabel: e.actorLabel,
    targetType: e.targetType,
    targetId: e.targetId,
    detail: e.detail ?? null,
    addressHash: e.addressHash,
    requestId: e.requestId,
    createdAt: e.createdAt.toISOString(),
  };
}

/** Newest first, filtered; `nextBefore` continues the list when there is more. */
export async function listAudit(db: Database, q: AuditQuery, now = Date.now()): Promise<{ events: AuditEventDto[]; nextBefore: number | null }> {
  await pruneAudit(db, now);
  const limit = Math.min(Math.max(q.limit ?? AUDIT_PAGE_SIZE, 1), 200);
  const where: SQL[] = [];
  if (q.action) where.push(eq(auditEvents.action, q.action));
  if (q.actorId) where.push(eq(auditEvents.actorId, q.actorId));
  if (q.from !== undefined) where.push(gte(auditEvents.createdAt, new Date(q.from)));
  if (q.to !== undefined) where.push(lte(auditEvents.createdAt, new Date(q.to)));
  if (q.before !== undefined) where.push(lt(auditEvents.id, q.before));
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditEvents.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return { events: page.map(toDto), nextBefore: rows.length > limit ? page.at(-1)!.id : null };
}
