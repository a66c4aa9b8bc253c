/**
 * Deleting Cloudflare custom hostnames (a removed domain, a deleted project) never blocks the owner
 * and never leaves one behind: the deletion is queued, tried at once, and retried with the mail
 * outbox's backoff (1, 2, 4... minutes) by the same timers (Node: node-hosted.ts; Worker: cron).
 */
import { and, asc, eq, lte } from "drizzle-orm";
import type { Database } from "../../db/index";
import { hostnameRemovals } from "../../db/schema";
import type { HostedConfig } from "../config-sites";
import { deleteCustomHostname } from "./sites/cloudflare-saas";
import { MAIL_MAX_ATTEMPTS, retryDelayMs } from "./mail/outbox";

export interface RemovalContext {
  db: Database;
  domains: HostedConfig["domains"];
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

/** Attempts before a removal is left for an admin (its last error kept); one more than mail's, as Cloudflare outages last longer. */
export const HOSTNAME_REMOVAL_MAX_ATTEMPTS = MAIL_MAX_ATTEMPTS * 2;

async function attempt(ctx: RemovalContext, row: typeof hostnameRemovals.$inferSelect, now: number): Promise<boolean> {
  if (!ctx.domains.cloudflare) return false;
  try {
    await deleteCustomHostname(ctx.domains.cloudflare, row.cloudflareId, ctx.fetch);
    await ctx.db.delete(hostnameRemovals).where(eq(hostnameRemovals.id, row.id));
    return true;
  } catch (error) {
    const attempts = row.attempts + 1;
    const lastError = String((error as Error)?.message ?? error).slice(0, 300);
    ctx.log?.(`custom hostname ${row.hostname} not deleted yet (attempt ${attempts}): ${lastError}`);
    await ctx.db
      .update(hostnameRemovals)
      .set({ attempts, lastError, nextAttemptAt: new Date(attempts >= HOSTNAME_REMOVAL_MAX_ATTEMPTS ? 8.64e15 : now + retryDelayMs(attempts)) })
      .where(eq(hostnameRemovals.id, row.id));
    return false;
  }
}

/** Queues the deletion of a custom hostname and tries it once now. */
export async function removeHostnameSoon(ctx: RemovalContext, hostname: string, cloudflareId: string | null, now: number): Promise<void> {
  if (!cloudflareId || !ctx.domains.cloudflare) return;
  const [row] = await ctx.db
    .insert(hostnameRemovals)
    .values({ hostname, cloudflareId, nextAttemptAt: new Date(now), createdAt: new Date(now) })
    .returning();
  await attempt(ctx, row!, now);
}

/** Retries the removals that are due; answers how many succeeded. */
export async function removeDueHostnames(ctx: RemovalContext, now: number, limit = 20): Promise<number> {
  if (!ctx.domains.cloudflare) return 0;
  const due = await ctx.db
    .select()
    .from(hostnameRemovals)
    .where(and(lte(hostnameRemovals.nextAttemptAt, new Date(now))))
    .orderBy(asc(hostnameRemovals.nextAttemptAt))
    .limit(limit);
  let done = 0;
  for (const row of due) if (await attempt(ctx, row, now)) done++;
  return done;
}
