import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/index";
import { leads, type Lead } from "../../db/schema";

/** Identical submissions within this window are stored once. */
export const LEAD_DUPLICATE_WINDOW_MS = 60_000;

export interface LeadInput {
  email: string;
  monthlyRequests: number;
  /** Whole-dollar (or cents) decimal string, e.g. "202500". */
  estimatedSavings: string;
  /** One-decimal multiple as a decimal string, e.g. "12.5". */
  roiMultiple: string;
  eventType: string;
  source: string;
}

/** Public shape of a stored lead (the admin listing reads the same). */
export function toLeadDto(lead: Lead) {
  return {
    id: lead.id,
    email: lead.email,
    monthlyRequests: lead.monthlyRequests,
    estimatedSavings: lead.estimatedSavings,
    roiMultiple: lead.roiMultiple,
    eventType: lead.eventType,
    source: lead.source,
    createdAt: lead.createdAt.toISOString(),
  };
}
export type LeadDto = ReturnType<typeof toLeadDto>;

/**
 * Stores a lead unless the same email sent the same figures (same event and source) within the last
 * minute, in which case the earlier lead is returned. The check and the insert are one statement
 * (INSERT ... SELECT ... WHERE NOT EXISTS), which SQLite and libSQL run atomically, so identical
 * requests racing each other still store one row, on a local file and on a remote database alike.
 */
export async function recordLead(
  db: Database,
  input: LeadInput,
  opts: { clientHash?: string | null; now?: number } = {},
): Promise<{ lead: LeadDto; duplicate: boolean }> {
  const now = opts.now ?? Date.now();
  const email = input.email.trim().toLowerCase();
  const sameLead = and(
    eq(leads.email, email),
    eq(leads.monthlyRequests, input.monthlyRequests),
    eq(leads.estimatedSavings, input.estimatedSavings),
    eq(leads.roiMultiple, input.roiMultiple),
    eq(leads.eventType, input.eventType),
    eq(leads.source, input.source),
    gte(leads.createdAt, new Date(now - LEAD_DUPLICATE_WINDOW_MS)),
  );
  const inserted = await db.all<{ id: number }>(sql`
    INSERT INTO ${leads} (email, monthly_requests, estimated_savings, roi_multiple, event_type, source, client_hash, created_at)
    SELECT ${email}, ${input.monthlyRequests}, ${input.estimatedSavings}, ${input.roiMultiple}, ${input.eventType}, ${input.source}, ${opts.clientHash ?? null}, ${now}
    WHERE NOT EXISTS (SELECT 1 FROM ${leads} WHERE ${sameLead})
    RETURNING id`);
  const insertedId = inserted[0]?.id;
  const [row] = await db
    .select()
    .from(leads)
    .where(insertedId !== undefined ? eq(leads.id, insertedId) : sameLead)
    .orderBy(desc(leads.id))
    .limit(1);
  if (!row) throw new Error("lead neither stored nor found");
  return { lead: toLeadDto(row), duplicate: insertedId === undefined };
}

/** Mails (a confirmation link or the report) one address may get per day from the calculator, whoever asks. */
export const LEAD_MAILS_PER_ADDRESS = { limit: 3, windowMs: 24 * 60 * 60 * 1000 } as const;
/** How long a lead's confirmation link works. */
export const LEAD_LINK_TTL_MS = 72 * 60 * 60 * 1000;

/** Marks the lead confirmed; true only the first time (the report is mailed once). */
export async function confirmLead(db: Database, id: number, email: string, now: number): Promise<LeadDto | null> {
  const [row] = await db
    .update(leads)
    .set({ confirmedAt: new Date(now) })
    .where(and(eq(leads.id, id), eq(leads.email, email), isNull(leads.confirmedAt)))
    .returning();
  return row ? toLeadDto(row) : null;
}
