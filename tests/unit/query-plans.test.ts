// Every hot query of a growing table runs on an index: EXPLAIN QUERY PLAN of each (the SQL the
// services really build) must show no full scan ("SCAN <table>" without an index) and no temp
// B-tree sort over a table that grows. Queries over a bounded set (one site's 30 days of
// roll-ups, at most a page) may group in a temp B-tree; those are named below with their bound.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase, clientOf, type Database } from "../../db/index";
import { createNodeClient } from "../../db/client-node";
import { migrateDatabase } from "../../db/migrate";
import { listUsers } from "../../functions/services/users";
import {
  listAllProjectsWithOwner,
  listProjectsForUser,
  projectsOfUser,
  projectsOfUserAfter,
  ownedProjectStatuses,
  projectSummaryOfUser,
} from "../../functions/services/projects";
import { listLeadsPage } from "../../functions/services/admin";
import { listOutbox } from "../../functions/services/mail/outbox";
import { publishedAppsAfterQuery, publishedAppsQuery } from "../../functions/services/publishing";
import { visitStatement } from "../../functions/services/sites/visits";

const GROWING = [
  "users",
  "projects",
  "generated_sites",
  "published_apps",
  "leads",
  "outbox",
  "audit_events",
  "site_visits",
  "page_views",
  "site_messages",
  "site_versions",
  "sessions",
];

let dir: string;
let db: Database;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "lumen-plans-"));
  const client = createNodeClient(`file:${join(dir, "plans.db")}`);
  db = createDatabase(client);
  await migrateDatabase(db);
  // Some rows, then ANALYZE-free plans (as a fresh production file has): the planner's choice from the schema alone.
});
afterAll(() => {
  clientOf(db).close();
  rmSync(dir, { recursive: true, force: true });
});

async function plan(sql: string, args: unknown[] = []): Promise<string[]> {
  const r = await clientOf(db).execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: args as never });
  return r.rows.map((row) => String(row.detail));
}

function problems(lines: string[], allowTempFor: string[] = []): string[] {
  return lines.filter((line) => {
    const scan = /^SCAN (\w+)/.exec(line);
    if (scan && GROWING.includes(scan[1]!) && !/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(line)) return true;
    if (/USE TEMP B-TREE/.test(line) && allowTempFor.length === 0) return true;
    return false;
  });
}

/** The SQL a drizzle query (built or prepared) would run, without running it; placeholders get a sample value. */
function sqlOf(q: { toSQL?(): { sql: string; params: unknown[] }; getQuery?(): { sql: string; params: unknown[] } }) {
  const { sql, params } = q.toSQL ? q.toSQL() : q.getQuery!();
  const sample = (p: unknown) =>
    p && typeof p === "object" && "name" in p ? ((p as { name: string }).name === "ids" ? "[1,2]" : (p as { name: string }).name === "userId" ? "u" : 1) : p;
  return { sql, args: params.map(sample) };
}

const HOT: { name: string; sql: () => Promise<{ sql: string; args: unknown[] }>; allowTemp?: string; rowidScan?: boolean; covering?: boolean }[] = [
  {
    name: "admin users, first page",
    sql: async () =>
      sqlOf(
        db
          .select()
          .from((await import("../../db/schema")).users)
          .orderBy(...(await usersOrder()))
          .limit(51),
      ),
  },
  {
    name: "admin users, next page (keyset)",
    sql: async () => ({ sql: "select id from users where (created_at, id) < (?, ?) order by created_at desc, id desc limit 51", args: [Date.now(), "x"] }),
  },
  {
    name: "admin users, email prefix",
    sql: async () => ({ sql: "select id from users where email >= ? and email < ? order by email limit 51", args: ["ann", "ano"] }),
  },
  {
    name: "admin projects, next page (keyset)",
    sql: async () => ({
      sql: "select p.id, u.email from projects p left join users u on p.user_id = u.id where (p.created_at, p.id) < (?, ?) order by p.created_at desc, p.id desc limit 51",
      args: [Date.now(), 5],
    }),
  },
  { name: "owner's projects, first page", sql: async () => sqlOf(projectsOfUser(db) as never) },
  { name: "owner's projects, next page", sql: async () => sqlOf(projectsOfUserAfter(db) as never) },
  { name: "status poll", sql: async () => sqlOf(ownedProjectStatuses(db) as never) },
  { name: "dashboard totals of one owner", sql: async () => sqlOf(projectSummaryOfUser(db) as never), covering: true },
  { name: "showcase, first page", sql: async () => sqlOf(publishedAppsQuery(db) as never) },
  { name: "showcase, next page", sql: async () => sqlOf(publishedAppsAfterQuery(db) as never) },
  {
    name: "leads, next page",
    sql: async () => ({ sql: "select id from leads where (created_at, id) < (?, ?) order by created_at desc, id desc limit 51", args: [Date.now(), 9] }),
  },
  { name: "outbox, newest", sql: async () => ({ sql: "select * from outbox order by created_at desc, id desc limit 51", args: [] }) },
  {
    name: "outbox, next page (keyset)",
    sql: async () => ({ sql: "select * from outbox where (created_at, id) < (?, ?) order by created_at desc, id desc limit 51", args: [Date.now(), 9] }),
  },
  {
    name: "outbox by status, next page (keyset)",
    sql: async () => ({
      sql: "select * from outbox where status = ? and (created_at, id) < (?, ?) order by created_at desc, id desc limit 51",
      args: ["failed", Date.now(), 9],
    }),
  },
  {
    name: "site inbox, next page (keyset)",
    sql: async () => ({
      sql: "select * from site_messages where project_id = ? and (created_at, id) < (?, ?) order by created_at desc, id desc limit 51",
      args: [1, Date.now(), 9],
    }),
  },
  // In rowid order with a LIMIT: the scan stops after the page (the plan says SCAN without an index).
  { name: "audit trail, newest", sql: async () => ({ sql: "select id from audit_events order by id desc limit 51", args: [] }), rowidScan: true },
  {
    name: "visit counted once per 30 minutes",
    sql: async () => visitStatement(db, { projectId: 1, address: "a", userAgent: "b", path: "/", referrerHost: null, now: Date.now() }) as never,
  },
  {
    name: "owner chart (roll-up)",
    sql: async () => ({ sql: "select day, visits, visitors from site_visit_days where project_id = ? and day >= ?", args: [1, "2026-01-01"] }),
  },
  {
    name: "owner chart referrers (one site's 30 days of roll-ups)",
    sql: async () => ({
      sql: "select host, sum(visits) from site_referrer_days where project_id = ? and day >= ? group by host order by sum(visits) desc limit 10",
      args: [1, "2026-01-01"],
    }),
    allowTemp: "one site's referrer hosts over 30 days",
  },
  {
    name: "owner chart referrers seen beyond one address's burst (one site's raw visits of 30 days)",
    sql: async () => ({
      sql: `select host, sum(visits) from site_referrer_days where project_id = ? and day >= ? and host IN (SELECT v.referrer_host FROM site_visits v
        WHERE v.project_id = ? AND v.day >= ? AND v.referrer_host IS NOT NULL GROUP BY v.referrer_host
        HAVING count(DISTINCT v.day || coalesce(v.source, v.visitor)) >= 2
          OR max((SELECT count(*) FROM site_visits w WHERE w.project_id = v.project_id AND w.day = v.day AND w.source = v.source)) < 4)
        group by host order by sum(visits) desc limit 10`,
      args: [1, "2026-01-01", 1, "2026-01-01"],
    }),
    allowTemp: "one site's referrer hosts and raw visits over 30 days",
  },
  { name: "Overview traffic (roll-up)", sql: async () => ({ sql: "select day, views, visitors from page_view_days where day >= ?", args: ["2026-01-01"] }) },
  {
    name: "Overview top paths (30 days of roll-ups)",
    sql: async () => ({
      sql: "select path, sum(views) from page_view_paths where day >= ? group by path order by sum(views) desc limit 10",
      args: ["2026-01-01"],
    }),
    allowTemp: "the platform's paths over 30 days",
  },
  { name: "Overview figures (roll-up)", sql: async () => ({ sql: "select * from platform_days where day >= ?", args: ["2026-01-01"] }) },
  {
    name: "retention: oldest visits",
    sql: async () => ({
      sql: "DELETE FROM site_visits WHERE id IN (SELECT id FROM site_visits WHERE created_at < ? ORDER BY created_at LIMIT ?)",
      args: [1, 500],
    }),
  },
  {
    name: "retention: oldest page views",
    sql: async () => ({ sql: "DELETE FROM page_views WHERE id IN (SELECT id FROM page_views WHERE day < ? ORDER BY day LIMIT ?)", args: ["2026-01-01", 500] }),
  },
  {
    name: "retention: old sent mail",
    sql: async () => ({
      sql: "DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE created_at < ? AND +status IN ('sent', 'failed') ORDER BY created_at LIMIT ?)",
      args: [1, 500],
    }),
  },
];

async function usersOrder() {
  const { users } = await import("../../db/schema");
  const { desc } = await import("drizzle-orm");
  return [desc(users.createdAt), desc(users.id)];
}

describe("query plans of the hot queries", () => {
  for (const q of HOT) {
    it(`${q.name}: on an index, no temp sort over a growing table`, async () => {
      const { sql, args } = await q.sql();
      const lines = await plan(sql, args);
      const found = problems(lines, q.allowTemp ? [q.allowTemp] : []).filter((l) => !(q.rowidScan && /^SCAN \w+$/.test(l)));
      expect(found, lines.join("\n")).toEqual([]);
      // Reads the index alone (never the table's rows).
      if (q.covering) expect(lines.join("\n")).toMatch(/USING COVERING INDEX/);
    });
  }

  it("the services' own list queries answer (smoke: the SQL above is theirs)", async () => {
    expect((await listUsers(db, { limit: 5 })).items).toEqual([]);
    expect((await listUsers(db, { limit: 5, search: "ann" })).items).toEqual([]);
    expect((await listAllProjectsWithOwner(db, { limit: 5 })).items).toEqual([]);
    expect((await listProjectsForUser(db, "nobody", { limit: 5 })).items).toEqual([]);
    expect((await listLeadsPage(db, { limit: 5 })).items).toEqual([]);
    expect((await listOutbox(db, { limit: 5, status: "failed", cursor: { at: Date.now(), id: "9" } })).items).toEqual([]);
  });

  it("the check itself catches a full scan and a temp sort", async () => {
    expect(problems(await plan("select * from site_visits where path = ?", ["/"]))).not.toEqual([]);
    expect(problems(await plan("select * from projects order by name limit 5"))).not.toEqual([]);
  });
});
