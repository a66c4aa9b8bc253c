import { and, count, countDistinct, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/index";
import { generatedSites, leads, pageViews, projects, siteVersions } from "../../db/schema";
import { dayOf, lastDays, VISIT_DAYS, type DayCount } from "../../core/visits";
import { formatDecimal, parseCents } from "../../core/money";
import { dailyVisitor } from "./sites/visits";

/**
 * The platform's own page views (first-party analytics, after consent) and the admin Overview's
 * daily series. Visitors are counted like hosted sites' visits: a hash with the day's salt.
 */
export async function recordPageView(
  db: Database,
  v: { address: string; userAgent: string; path: string; referrerHost: string | null; now: number },
): Promise<void> {
  const visitor = await dailyVisitor(db, v);
  await db.insert(pageViews).values({ day: dayOf(v.now), visitor, path: v.path, referrerHost: v.referrerHost, createdAt: new Date(v.now) });
}

export interface DayValue {
  day: string;
  value: number;
}

export interface PlatformAnalytics {
  traffic: DayCount[];
  leads: DayValue[];
  /** Revenue of projects paid that day, in cents (exact decimal strings summed). */
  revenue: (DayValue & { amount: string })[];
  /** Sites generated or regenerated that day. */
  generations: DayValue[];
  topPaths: { path: string; views: number }[];
}

function series(rows: readonly { day: string; value: number }[], now: number): DayValue[] {
  return lastDays(rows.map((r) => ({ day: r.day, visits: r.value, visitors: 0 })), now).map((d) => ({ day: d.day, value: d.visits }));
}

const dayOfMs = (column: unknown) => sql<string>`strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`;

/** The last 30 UTC days of traffic, leads, revenue and generations, for the admin Overview. */
export async function platformAnalytics(db: Database, now: number): Promise<PlatformAnalytics> {
  const since = dayOf(now - (VISIT_DAYS - 1) * 86_400_000);
  const sinceMs = Date.parse(`${since}T00:00:00Z`);
  const traffic = await db
    .select({ day: pageViews.day, visits: count(), visitors: countDistinct(pageViews.visitor) })
    .from(pageViews)
    .where(gte(pageViews.day, since))
    .groupBy(pageViews.day);
  const topPaths = await db
    .select({ path: pageViews.path, views: count() })
    .from(pageViews)
    .where(gte(pageViews.day, since))
    .groupBy(pageViews.path)
    .orderBy(sql`count(*) desc`)
    .limit(10);
  const leadDay = dayOfMs(leads.createdAt);
  const leadRows = await db.select({ day: leadDay, value: count() }).from(leads).where(gte(leads.createdAt, new Date(sinceMs))).groupBy(leadDay);
  const paidDay = dayOfMs(projects.paidAt);
  const paid = await db
    .select({ day: paidDay, total: projects.totalPrice })
    .from(projects)
    .where(and(eq(projects.paymentStatus, "paid"), isNotNull(projects.paidAt), gte(projects.paidAt, new Date(sinceMs))));
  const cents = new Map<string, number>();
  for (const p of paid) cents.set(p.day, (cents.get(p.day) ?? 0) + parseCents(p.total));
  const versionDay = dayOfMs(siteVersions.createdAt);
  const generated = await db
    .select({ day: versionDay, value: count() })
    .from(siteVersions)
    .where(and(sql`${siteVersions.source} in ('generated', 'regenerated')`, gte(siteVersions.createdAt, new Date(sinceMs))))
    .groupBy(versionDay);
  // Sites generated before versions existed have no version row: count their first generation.
  const siteDay = dayOfMs(generatedSites.createdAt);
  const unversioned = await db
    .select({ day: siteDay, value: count() })
    .from(generatedSites)
    .where(and(gte(generatedSites.createdAt, new Date(sinceMs)), sql`not exists (select 1 from ${siteVersions} where ${siteVersions.projectId} = ${generatedSites.projectId})`))
    .groupBy(siteDay);
  const generations = new Map<string, number>();
  for (const r of [...generated, ...unversioned]) generations.set(r.day, (generations.get(r.day) ?? 0) + r.value);
  return {
    traffic: lastDays(traffic, now),
    leads: series(leadRows, now),
    revenue: series([...cents].map(([day, value]) => ({ day, value })), now).map((d) => ({ ...d, amount: formatDecimal(d.value) })),
    generations: series([...generations].map(([day, value]) => ({ day, value })), now),
    topPaths,
  };
}
