import { desc, gte, sql, sum } from "drizzle-orm";
import type { InStatement } from "@libsql/client";
import { clientOf, type Database } from "../../db/index";
import { pageViewDays, pageViewPaths, platformDays } from "../../db/schema";
import { dayOf, lastDays, VISIT_DAYS, type DayCount } from "../../core/visits";
import { formatDecimal } from "../../core/money";
import { dailyVisitor } from "./sites/visits";

/**
 * The platform's own page views (first-party analytics, after consent) and the admin Overview's
 * daily series. Visitors are counted like hosted sites' visits: a hash with the day's salt. Each
 * view is a raw row (kept for its retention, services/retention.ts) that triggers roll up into
 * page_view_days and page_view_paths; the Overview reads only roll-ups (platform_days too).
 */
export async function pageViewStatement(
  db: Database,
  v: { address: string; userAgent: string; path: string; referrerHost: string | null; now: number },
): Promise<InStatement> {
  const visitor = await dailyVisitor(db, v);
  return {
    sql: "INSERT INTO page_views (day, visitor, path, referrer_host, created_at) VALUES (?, ?, ?, ?, ?)",
    args: [dayOf(v.now), visitor, v.path, v.referrerHost, v.now],
  };
}

export async function recordPageView(
  db: Database,
  v: { address: string; userAgent: string; path: string; referrerHost: string | null; now: number },
): Promise<void> {
  await clientOf(db).execute(await pageViewStatement(db, v));
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
  return lastDays(
    rows.map((r) => ({ day: r.day, visits: r.value, visitors: 0 })),
    now,
  ).map((d) => ({ day: d.day, value: d.visits }));
}

/** The last 30 UTC days of traffic, leads, revenue and generations, for the admin Overview: roll-ups only (at most 30 rows each). */
export async function platformAnalytics(db: Database, now: number): Promise<PlatformAnalytics> {
  const since = dayOf(now - (VISIT_DAYS - 1) * 86_400_000);
  const traffic = await db
    .select({ day: pageViewDays.day, visits: pageViewDays.views, visitors: pageViewDays.visitors })
    .from(pageViewDays)
    .where(gte(pageViewDays.day, since));
  const views = sql<number>`sum(${pageViewPaths.views})`;
  const topPaths = await db
    .select({ path: pageViewPaths.path, views })
    .from(pageViewPaths)
    .where(gte(pageViewPaths.day, since))
    .groupBy(pageViewPaths.path)
    .orderBy(desc(views))
    .limit(10);
  const days = await db.select().from(platformDays).where(gte(platformDays.day, since));
  return {
    traffic: lastDays(traffic, now),
    leads: series(
      days.map((d) => ({ day: d.day, value: d.leads })),
      now,
    ),
    revenue: series(
      days.map((d) => ({ day: d.day, value: d.revenueCents })),
      now,
    ).map((d) => ({ ...d, amount: formatDecimal(d.value) })),
    generations: series(
      days.map((d) => ({ day: d.day, value: d.generations })),
      now,
    ),
    topPaths: topPaths.map((p) => ({ path: p.path, views: Number(p.views) })),
  };
}

/** All-time totals for the Overview: sums over platform_days (one row per day, kept by triggers). */
export async function platformTotals(db: Database): Promise<{ projects: number; revenueCents: number }> {
  const [row] = await db.select({ projects: sum(platformDays.projects), revenueCents: sum(platformDays.revenueCents) }).from(platformDays);
  return { projects: Number(row?.projects ?? 0), revenueCents: Number(row?.revenueCents ?? 0) };
}
