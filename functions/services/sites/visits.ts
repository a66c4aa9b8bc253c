import { and, count, countDistinct, desc, eq, gte, isNotNull, ne } from "drizzle-orm";
import { findOwnedSite } from "./owned";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import type { Database } from "../../../db/index";
import { siteVisits, visitSalts } from "../../../db/schema";
import { dayOf, lastDays, VISIT_DAYS, type DayCount } from "../../../core/visits";

/**
 * Visits of hosted sites, counted as pages are served: no cookie, no script, no stored address. A
 * visitor is a hash of address + user agent with the day's salt; the salt lives in visit_salts only
 * for its day (older salts are deleted), so yesterday's hashes can no longer be linked to anyone.
 */
async function saltOf(db: Database, day: string): Promise<string> {
  const [row] = await db.select({ salt: visitSalts.salt }).from(visitSalts).where(eq(visitSalts.day, day)).limit(1);
  if (row) return row.salt;
  await db.delete(visitSalts).where(ne(visitSalts.day, day));
  await db.insert(visitSalts).values({ day, salt: encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32))) }).onConflictDoNothing();
  const [fresh] = await db.select({ salt: visitSalts.salt }).from(visitSalts).where(eq(visitSalts.day, day)).limit(1);
  return fresh!.salt;
}

/** Today's visitor hash of an address and user agent (unique per day, unlinkable once the salt is gone). */
export async function dailyVisitor(db: Database, v: { address: string; userAgent: string; now: number }): Promise<string> {
  const salt = await saltOf(db, dayOf(v.now));
  return encodeHexLowerCase(sha256(new TextEncoder().encode(`${salt}\n${v.address}\n${v.userAgent}`))).slice(0, 32);
}

export async function recordVisit(
  db: Database,
  v: { projectId: number; address: string; userAgent: string; path: string; referrer: { host: string; path: string } | null; now: number },
): Promise<void> {
  const day = dayOf(v.now);
  const visitor = await dailyVisitor(db, v);
  await db.insert(siteVisits).values({
    projectId: v.projectId,
    day,
    visitor,
    path: v.path.slice(0, 300),
    referrerHost: v.referrer?.host ?? null,
    referrerPath: v.referrer?.path ?? null,
    createdAt: new Date(v.now),
  });
}

export interface VisitStats {
  days: DayCount[];
  totals: { visits: number; visitors: number };
  referrers: { host: string; visits: number }[];
}

/** The owner's last 30 days; null when the project is not theirs. Visitors are unique per day. */
export async function visitStats(db: Database, projectId: number, userId: string, now: number): Promise<VisitStats | null> {
  if (!(await findOwnedSite(db, projectId, userId))) return null;
  const since = dayOf(now - (VISIT_DAYS - 1) * 86_400_000);
  const window = and(eq(siteVisits.projectId, projectId), gte(siteVisits.day, since));
  const rows = await db
    .select({ day: siteVisits.day, visits: count(), visitors: countDistinct(siteVisits.visitor) })
    .from(siteVisits)
    .where(window)
    .groupBy(siteVisits.day);
  const referrers = await db
    .select({ host: siteVisits.referrerHost, visits: count() })
    .from(siteVisits)
    .where(and(window, isNotNull(siteVisits.referrerHost)))
    .groupBy(siteVisits.referrerHost)
    .orderBy(desc(count()))
    .limit(10);
  const days = lastDays(rows, now);
  return {
    days,
    totals: { visits: days.reduce((s, d) => s + d.visits, 0), visitors: days.reduce((s, d) => s + d.visitors, 0) },
    referrers: referrers.map((r) => ({ host: r.host!, visits: r.visits })),
  };
}
