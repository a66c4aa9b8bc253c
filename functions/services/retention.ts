import { and, eq, inArray, lt, notExists } from "drizzle-orm";
import { clientOf, type Database } from "../../db/index";
import { generatedSites, projects, publishedApps, siteCards, siteImages, siteVersions } from "../../db/schema";
import type { ImageStore } from "./sites/images";
import { dayOf } from "../../core/visits";

/** Rows deleted per statement: each delete is short, so requests run between them. */
export const RETENTION_BATCH_ROWS = 500;
/** How often the Node server prunes (the Worker: its cron, wrangler.toml). */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 86_400_000;

export interface RetentionResult {
  siteVisits: number;
  pageViews: number;
  outbox: number;
}

/**
 * Deletes raw rows past their retention, oldest first, in batches of RETENTION_BATCH_ROWS (each on
 * an index: site_visits_created_idx, page_views_day_idx, outbox_created_idx), pausing between
 * batches (`pause`, e.g. a turn of the event loop) so no request waits behind a long delete.
 * Daily totals (site_visit_days, site_referrer_days, page_view_days, page_view_paths, platform_days)
 * are kept. Outbox rows are deleted once sent or failed; queued ones stay. Leads are never pruned
 * here: they stay until an admin deletes them (the privacy page says so).
 */
export async function pruneExpiredRows(
  db: Database,
  opts: { now: number; visitDays: number; outboxDays: number; batchRows?: number; pause?: () => Promise<void> },
): Promise<RetentionResult> {
  const batch = opts.batchRows ?? RETENTION_BATCH_ROWS;
  const client = clientOf(db);
  const visitsBefore = opts.now - opts.visitDays * DAY_MS;
  const outboxBefore = opts.now - opts.outboxDays * DAY_MS;
  async function drain(sql: string, args: (string | number)[]): Promise<number> {
    let total = 0;
    for (;;) {
      const r = await client.execute({ sql, args: [...args, batch] });
      total += r.rowsAffected;
      if (r.rowsAffected < batch) return total;
      await opts.pause?.();
    }
  }
  return {
    siteVisits: await drain("DELETE FROM site_visits WHERE id IN (SELECT id FROM site_visits WHERE created_at < ? ORDER BY created_at LIMIT ?)", [
      visitsBefore,
    ]),
    pageViews: await drain("DELETE FROM page_views WHERE id IN (SELECT id FROM page_views WHERE day < ? ORDER BY day LIMIT ?)", [dayOf(visitsBefore)]),
    outbox: await drain(
      "DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE created_at < ? AND +status IN ('sent', 'failed') ORDER BY created_at LIMIT ?)",
      [outboxBefore],
    ),
  };
}

/**
 * Abandoned projects: never paid for (payment pending), never generated, and unchanged for
 * `unpaidDays` (an upload of a photo counts as a change). Each is deleted with its logo and photos
 * (rows, and their bytes in the object store when there is one), in batches of `batchRows` projects.
 * Answers how many projects went.
 */
export async function pruneAbandonedProjects(
  db: Database,
  opts: { now: number; unpaidDays: number; images?: ImageStore | null; batchRows?: number; pause?: () => Promise<void> },
): Promise<number> {
  const batch = opts.batchRows ?? RETENTION_BATCH_ROWS;
  const before = new Date(opts.now - opts.unpaidDays * DAY_MS);
  let total = 0;
  for (;;) {
    const ids = (
      await db
        .select({ id: projects.id })
        .from(projects)
        .where(
          and(
            eq(projects.paymentStatus, "pending"),
            eq(projects.status, "pending"),
            lt(projects.updatedAt, before),
            notExists(db.select({ id: generatedSites.id }).from(generatedSites).where(eq(generatedSites.projectId, projects.id))),
          ),
        )
        .limit(batch)
    ).map((r) => r.id);
    if (!ids.length) return total;
    const files = await db
      .select({ id: siteImages.id, ext: siteImages.ext, storage: siteImages.storage })
      .from(siteImages)
      .where(inArray(siteImages.projectId, ids));
    // Children first: a remote database may not enforce the foreign keys' cascade.
    await db.batch([
      db.delete(publishedApps).where(inArray(publishedApps.projectId, ids)),
      db.delete(siteImages).where(inArray(siteImages.projectId, ids)),
      db.delete(siteCards).where(inArray(siteCards.projectId, ids)),
      db.delete(siteVersions).where(inArray(siteVersions.projectId, ids)),
      db.delete(projects).where(and(inArray(projects.id, ids), eq(projects.paymentStatus, "pending"))),
    ]);
    const remote = files.filter((f) => f.storage === "r2");
    if (remote.length && opts.images) await Promise.all(remote.map((f) => opts.images!.delete(`${f.id}.${f.ext}`)));
    total += ids.length;
    if (ids.length < batch) return total;
    await opts.pause?.();
  }
}
