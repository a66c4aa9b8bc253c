import { and, desc, eq, gte, ne, sql } from "drizzle-orm";
import type { InStatement } from "@libsql/client";
import { findOwnedSite } from "./owned";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { clientOf, type Database } from "../../../db/index";
import { siteReferrerDays, siteVisitDays, visitSalts } from "../../../db/schema";
import {
  dayOf,
  lastDays,
  REFERRER_HOST_MAX,
  REFERRER_MIN_SOURCES,
  VISIT_AGENTS_PER_ADDRESS,
  VISIT_DAYS,
  VISIT_PATH_MAX,
  VISIT_REPEAT_MS,
  type DayCount,
} from "../../../core/visits";

/**
 * Visits of hosted sites, counted as pages are served: no cookie, no script, no stored address. A
 * visitor is a hash of address + user agent with the day's salt; the salt lives in visit_salts only
 * for its day (older salts are deleted), so yesterday's hashes can no longer be linked to anyone.
 *
 * Bounded: one visit per visitor per site per VISIT_REPEAT_MS and at most VISIT_AGENTS_PER_ADDRESS
 * visitors per address in that time (the insert itself checks, so a flood from one client, whatever
 * user agents it rotates, writes a few rows per half hour), referrers as hosts only, and a host seen
 * only in a burst from one address is not listed to the owner; triggers roll each row up
 * into daily totals (site_visit_days, site_referrer_days) that the charts read, and raw rows are
 * deleted after their retention (services/retention.ts).
 */
const salts = new WeakMap<Database, { day: string; salt: string }>();

async function saltOf(db: Database, day: string): Promise<string> {
  const known = salts.get(db);
  if (known?.day === day) return known.salt;
  let [row] = await db.select({ salt: visitSalts.salt }).from(visitSalts).where(eq(visitSalts.day, day)).limit(1);
  if (!row) {
    await db.delete(visitSalts).where(ne(visitSalts.day, day));
    await db
      .insert(visitSalts)
      .values({ day, salt: encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32))) })
      .onConflictDoNothing();
    [row] = await db.select({ salt: visitSalts.salt }).from(visitSalts).where(eq(visitSalts.day, day)).limit(1);
  }
  salts.set(db, { day, salt: row!.salt });
  return row!.salt;
}

/** Today's visitor hash of an address and user agent (unique per day, unlinkable once the salt is gone). */
export async function dailyVisitor(db: Database, v: { address: string; userAgent: string; now: number }): Promise<string> {
  const salt = await saltOf(db, dayOf(v.now));
  return encodeHexLowerCase(sha256(new TextEncoder().encode(`${salt}\n${v.address}\n${v.userAgent}`))).slice(0, 32);
}

/** Today's hash of the address alone (the same salt, so as unlinkable). */
async function dailySource(db: Database, v: { address: string; now: number }): Promise<string> {
  const salt = await saltOf(db, dayOf(v.now));
  return encodeHexLowerCase(sha256(new TextEncoder().encode(`${salt}\naddress\n${v.address}`))).slice(0, 32);
}

export interface VisitInput {
  projectId: number;
  address: string;
  userAgent: string;
  path: string;
  /** The referring host (core/visits.ts referrerOf), or null. */
  referrerHost: string | null;
  now: number;
}

/**
 * The one statement that counts a visit: inserted only when this visitor has no visit of this site
 * in the last VISIT_REPEAT_MS (index site_visits_project_visitor_idx). Run alone, or many in one
 * transaction (the Node server's visit buffer).
 */
export async function visitStatement(db: Database, v: VisitInput): Promise<InStatement> {
  const visitor = await dailyVisitor(db, v);
  const source = await dailySource(db, v);
  const host = v.referrerHost && v.referrerHost.length <= REFERRER_HOST_MAX ? v.referrerHost : null;
  const since = v.now - VISIT_REPEAT_MS;
  return {
    sql: `INSERT INTO site_visits (project_id, day, visitor, source, path, referrer_host, created_at)
      SELECT ?, ?, ?, ?, ?, ?, ?
      WHERE NOT EXISTS (SELECT 1 FROM site_visits WHERE project_id = ? AND visitor = ? AND created_at > ?)
        AND (SELECT count(*) FROM site_visits WHERE project_id = ? AND source = ? AND created_at > ?) < ?`,
    args: [
      v.projectId,
      dayOf(v.now),
      visitor,
      source,
      v.path.slice(0, VISIT_PATH_MAX),
      host,
      v.now,
      v.projectId,
      visitor,
      since,
      v.projectId,
      source,
      since,
      VISIT_AGENTS_PER_ADDRESS,
    ],
  };
}

export async function recordVisit(db: Database, v: VisitInput): Promise<void> {
  await clientOf(db).execute(await visitStatement(db, v));
}

export interface VisitStats {
  days: DayCount[];
  totals: { visits: number; visitors: number };
  referrers: { host: string; visits: number }[];
}

/** The owner's last 30 days, from the daily roll-ups; null when the project is not theirs. Visitors are unique per day. */
export async function visitStats(db: Database, projectId: number, userId: string, now: number): Promise<VisitStats | null> {
  if (!(await findOwnedSite(db, projectId, userId))) return null;
  const since = dayOf(now - (VISIT_DAYS - 1) * 86_400_000);
  const rows = await db
    .select({ day: siteVisitDays.day, visits: siteVisitDays.visits, visitors: siteVisitDays.visitors })
    .from(siteVisitDays)
    .where(and(eq(siteVisitDays.projectId, projectId), gte(siteVisitDays.day, since)));
  const visits = sql<number>`sum(${siteReferrerDays.visits})`;
  // A host that only one address came through, when that address sent a burst (as many visits as an
  // address may add), is a forged referrer: left out of the list. One person's visit from it still counts.
  const seenWidely = sql`${siteReferrerDays.host} IN (SELECT v.referrer_host FROM site_visits v
    WHERE v.project_id = ${projectId} AND v.day >= ${since} AND v.referrer_host IS NOT NULL GROUP BY v.referrer_host
    HAVING count(DISTINCT v.day || coalesce(v.source, v.visitor)) >= ${REFERRER_MIN_SOURCES}
      OR max((SELECT count(*) FROM site_visits w WHERE w.project_id = v.project_id AND w.day = v.day AND w.source = v.source)) < ${VISIT_AGENTS_PER_ADDRESS})`;
  const referrers = await db
    .select({ host: siteReferrerDays.host, visits })
    .from(siteReferrerDays)
    .where(and(eq(siteReferrerDays.projectId, projectId), gte(siteReferrerDays.day, since), seenWidely))
    .groupBy(siteReferrerDays.host)
    .orderBy(desc(visits))
    .limit(10);
  const days = lastDays(rows, now);
  return {
    days,
    totals: { visits: days.reduce((s, d) => s + d.visits, 0), visitors: days.reduce((s, d) => s + d.visitors, 0) },
    referrers: referrers.map((r) => ({ host: r.host, visits: Number(r.visits) })),
  };
}
