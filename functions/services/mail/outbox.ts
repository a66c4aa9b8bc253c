import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../../db/index";
import { outbox, type OutboxMail, type OutboxStatus } from "../../../db/schema";
import type { MailMessage, MailTransport } from "./transport";
import { pageOf, type TimeCursor } from "../../lib/cursor";

/** A failed send is tried again after 1, 2, 4, 8 and 16 minutes, then marked failed. */
export const MAIL_MAX_ATTEMPTS = 6;
export const MAIL_RETRY_BASE_MS = 60_000;
/** A claimed row is left alone this long by other deliverers (a crash mid-send is retried after it). */
const CLAIM_MS = 2 * 60_000;

export type MailKind =
  | "site_message"
  | "site_request"
  | "request_answer"
  | "site_ready"
  | "roi_report"
  | "invite"
  | "notify_verify"
  | "lead_confirm"
  | "domain_notice";

export interface MailContext {
  db: Database;
  /** Null: no transport configured, mails are kept in the outbox for admins ("stored"). */
  transport: MailTransport | null;
  from: string;
  now: () => number;
  log?: (line: string) => void;
}

export function retryDelayMs(attempts: number): number {
  return MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);
}

/**
 * Writes the mail to the outbox (so it is never lost) and returns its id. With no transport it is
 * final there ("stored"); otherwise it is queued for `deliverMail`, which the caller runs in the
 * background.
 */
export async function queueMail(ctx: MailContext, kind: MailKind, message: MailMessage): Promise<number> {
  const at = new Date(ctx.now());
  const [row] = await ctx.db
    .insert(outbox)
    .values({
      kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments?.length ? message.attachments : null,
      status: ctx.transport ? "queued" : "stored",
      transport: ctx.transport ? null : "none",
      nextAttemptAt: ctx.transport ? at : null,
      createdAt: at,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/** One attempt at a queued mail (claimed first, so two deliverers never send it twice). Never throws. */
export async function deliverMail(ctx: MailContext, id: number): Promise<OutboxStatus | "skipped"> {
  if (!ctx.transport) return "skipped";
  const now = ctx.now();
  const [mail] = await ctx.db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now + CLAIM_MS), attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.id, id), eq(outbox.status, "queued"), lte(outbox.nextAttemptAt, new Date(now))))
    .returning();
  if (!mail) return "skipped";
  try {
    await ctx.transport.send({ from: ctx.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments });
    await ctx.db
      .update(outbox)
      .set({ status: "sent", sentAt: new Date(ctx.now()), transport: ctx.transport.name, lastError: null, nextAttemptAt: null })
      .where(eq(outbox.id, id));
    return "sent";
  } catch (error) {
    const reason = String((error as Error)?.message ?? error).slice(0, 500);
    const last = mail.attempts >= MAIL_MAX_ATTEMPTS;
    ctx.log?.(`mail ${id} (${mail.kind}) attempt ${mail.attempts} failed: ${reason}`);
    await ctx.db
      .update(outbox)
      .set({
        status: last ? "failed" : "queued",
        lastError: reason,
        transport: ctx.transport.name,
        nextAttemptAt: last ? null : new Date(ctx.now() + retryDelayMs(mail.attempts)),
      })
      .where(eq(outbox.id, id))
      .catch(() => undefined);
    return last ? "failed" : "queued";
  }
}

/** Queues and, unless `background` takes the attempt, delivers at once. */
export async function sendMail(ctx: MailContext, kind: MailKind, message: MailMessage, background?: (work: Promise<unknown>) => void): Promise<number> {
  const id = await queueMail(ctx, kind, message);
  if (ctx.transport) {
    const attempt = deliverMail(ctx, id);
    if (background) background(attempt);
    else await attempt;
  }
  return id;
}

/** Every queued mail whose next attempt is due (the retry loop: Node's timer, the Worker's cron). */
export async function deliverDueMail(ctx: MailContext, limit = 20): Promise<number> {
  if (!ctx.transport) return 0;
  const now = new Date(ctx.now());
  const due = await ctx.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "queued"), lte(outbox.nextAttemptAt, now)))
    .orderBy(outbox.nextAttemptAt)
    .limit(limit);
  for (const { id } of due) await deliverMail(ctx, id);
  return due.length;
}

/**
 * Admin: a page of the newest mails (optionally of one status), keyset-paged on (created_at, id):
 * `outbox_created_idx`, or `outbox_status_created_idx` with a status.
 */
export async function listOutbox(
  db: Database,
  opts: { status?: OutboxStatus; limit: number; cursor?: TimeCursor },
): Promise<{ items: OutboxMail[]; next: string | null }> {
  const rows = await db
    .select()
    .from(outbox)
    .where(
      and(
        opts.status ? eq(outbox.status, opts.status) : undefined,
        opts.cursor ? sql`(${outbox.createdAt}, ${outbox.id}) < (${opts.cursor.at}, ${Number(opts.cursor.id)})` : undefined,
      ),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(opts.limit + 1);
  return pageOf(rows, opts.limit, (m) => ({ at: m.createdAt.getTime(), id: String(m.id) }));
}

/** Admin: a failed mail goes back to the queue for another round of attempts. */
export async function retryMail(db: Database, id: number, now = Date.now()): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: "queued", attempts: 0, nextAttemptAt: new Date(now) })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ["failed"])))
    .returning({ id: outbox.id });
  return rows.length > 0;
}
