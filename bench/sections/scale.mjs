// Growth: the same hot routes on databases of 10^2, 10^4 and 10^5 users/projects/sites (and ten
// visits and ten page views per site, 10^6 of each at the largest), seeded straight through SQL into
// a temp file, served by the built Node server. Per route: the median latency at each size and the
// ratio largest/smallest (from the same run). Beside them: database bytes per 10^6 visits (dbstat)
// and /api/health p99 while the Overview and a visit flood run.
import Database from "libsql";
import { createHash, randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { startAppServer, tempDir } from "../lib/server.mjs";
import { median } from "../lib/stats.mjs";
import { num } from "../lib/table.mjs";

export const title = "Scale: hot routes at 10^2, 10^4 and 10^5 users/projects/sites (10^6 visits)";

const DAY = 86_400_000;
const SIZES_FULL = [100, 10_000, 100_000];
const SIZES_QUICK = [100, 10_000];
const VISITS_PER_SITE = 10;
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
/** A hosted page as big as a small generated one (about 6 KB). */
const SITE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench</title><style>body{font-family:sans-serif}</style></head><body><main>${"<section><h2>Our bakery</h2><p>Sourdough, pastries and coffee every morning, baked on site since 1998.</p></section>".repeat(60)}</main></body></html>`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Seeds `n` users, each with one completed site, plus the bench owner (n/100 projects, at least 10) and an admin. */
export function seed(dbPath, n, now) {
  const db = new Database(dbPath);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF; PRAGMA foreign_keys = OFF;");
  const visits = n * VISITS_PER_SITE;
  const ownerProjects = Math.max(10, n / 100);
  const base = now - 60 * DAY;
  const t0 = Date.now();
  db.exec("BEGIN");
  const seq = (count) => `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${count})`;
  db.exec(`${seq(n)} INSERT INTO users (id, email, first_name, last_name, role, status, permissions, created_at)
    SELECT printf('u%08d', i), printf('user%d@example.com', i), 'Bench', printf('User %d', i), 'user', 'active', '[]', ${base} + i * 37 FROM s`);
  db.exec(`INSERT INTO users (id, email, first_name, last_name, role, status, permissions, created_at) VALUES
    ('owner', 'owner@example.com', 'Bench', 'Owner', 'user', 'active', '[]', ${now - DAY}),
    ('admin', 'admin@example.com', 'Bench', 'Admin', 'admin', 'active', '[]', ${now - DAY})`);
  // Projects 1..n, one per user; then the owner's.
  const projectCols =
    "(user_id, name, description, business_type, requirements, status, payment_status, base_price, service_fee, total_price, generated_url, is_published_to_store, paid_at, paid_via, created_at, updated_at)";
  db.exec(`${seq(n)} INSERT INTO projects ${projectCols}
    SELECT printf('u%08d', i), printf('Bakery %d', i), 'A neighbourhood bakery', 'Restaurant', 'Menu and hours', 'completed',
      CASE WHEN i % 2 = 0 THEN 'paid' ELSE 'pending' END, '29.99', '3.00', '32.99', printf('/sites/site-%d', i), CASE WHEN i % 10 = 0 THEN 1 ELSE 0 END,
      CASE WHEN i % 2 = 0 THEN ${base} + i * 37 + 1000 ELSE NULL END, CASE WHEN i % 2 = 0 THEN 'stripe' ELSE NULL END, ${base} + i * 37, ${base} + i * 37 FROM s`);
  db.exec(`${seq(ownerProjects)} INSERT INTO projects ${projectCols}
    SELECT 'owner', printf('Owner bakery %d', i), 'The bench owner''s bakery', 'Restaurant', NULL, 'completed', 'paid', '29.99', '3.00', '32.99',
      printf('/sites/owner-%d', i), 0, ${now - DAY} + i, 'stripe', ${now - DAY} + i, ${now - DAY} + i FROM s`);
  const ownerFirst = n + 1;
  const html = db.prepare("SELECT ? AS h").get(SITE_HTML).h;
  db.prepare(`${seq(n)} INSERT INTO generated_sites (project_id, slug, html, writer, created_at, updated_at)
    SELECT i, printf('site-%d', i), ?, 'embedded', ${base} + i * 37, ${base} + i * 37 FROM s`).run(html);
  db.prepare(`INSERT INTO generated_sites (project_id, slug, html, writer, created_at, updated_at) VALUES (?, 'owner-1', ?, 'embedded', ?, ?)`).run(
    ownerFirst,
    html,
    now - DAY,
    now - DAY,
  );
  db.exec(`${seq(n)} INSERT INTO site_versions (project_id, number, content, summary, source, created_at)
    SELECT i, 1, '{}', 'First generation', 'generated', ${base} + i * 37 FROM s`);
  db.exec(`${seq(n / 10)} INSERT INTO published_apps (project_id, user_id, name, description, long_description, url, category, icon_type, features, color, created_at)
    SELECT i * 10, printf('u%08d', i * 10), printf('Bakery %d', i * 10), 'A neighbourhood bakery', 'Sourdough and coffee', printf('/sites/site-%d', i * 10), 'Food & Dining', 'globe', '[]', 'bg-amber-500', ${base} + i * 370 FROM s`);
  db.exec(`${seq(n / 10)} INSERT INTO leads (email, monthly_requests, estimated_savings, roi_multiple, event_type, source, created_at)
    SELECT printf('lead%d@example.com', i), 1000, '1200.00', '3.5', 'roi_report', 'roi-calculator', ${base} + i * 370 FROM s`);
  db.exec(`${seq(n / 10)} INSERT INTO outbox (kind, to_address, subject, text_body, status, attempts, transport, sent_at, created_at)
    SELECT 'site_message', printf('owner%d@example.com', i), 'A message from your site', 'Hello', 'sent', 1, 'smtp', ${base} + i * 370, ${base} + i * 370 FROM s`);
  db.exec(`${seq(n / 10)} INSERT INTO audit_events (action, actor_id, actor_label, target_type, target_id, created_at)
    SELECT 'project.marked_paid', 'admin', 'admin@example.com', 'project', i, ${base} + i * 370 FROM s`);
  db.exec("COMMIT");
  const pages = () => db.prepare("PRAGMA page_count").get().page_count;
  const pageSize = db.prepare("PRAGMA page_size").get().page_size;
  const before = pages();
  // Visits: ten per site over the last 30 days, a tenth of them (n) on the bench owner's site (its chart).
  db.exec("BEGIN");
  db.exec(`${seq(visits)} INSERT INTO site_visits (project_id, day, visitor, path, referrer_host, created_at)
    SELECT CASE WHEN i % 10 = 0 THEN ${ownerFirst} ELSE 1 + (i % ${n}) END, strftime('%Y-%m-%d', (${now} - (i % 30) * ${DAY}) / 1000, 'unixepoch'),
      lower(hex(randomblob(16))), '/', CASE WHEN i % 3 = 0 THEN printf('ref%d.example.com', i % 50) ELSE NULL END,
      ${now} - (i % 30) * ${DAY} FROM s`);
  db.exec("COMMIT");
  const visitBytes = (pages() - before) * pageSize;
  db.exec("BEGIN");
  db.exec(`${seq(visits)} INSERT INTO page_views (day, visitor, path, referrer_host, created_at)
    SELECT strftime('%Y-%m-%d', (${now} - (i % 30) * ${DAY}) / 1000, 'unixepoch'), lower(hex(randomblob(16))),
      CASE i % 5 WHEN 0 THEN '/' WHEN 1 THEN '/pricing' WHEN 2 THEN '/blog' WHEN 3 THEN '/app-store' ELSE '/services' END,
      CASE WHEN i % 4 = 0 THEN 'search.example.com' ELSE NULL END, ${now} - (i % 30) * ${DAY} FROM s`);
  db.exec("COMMIT");
  // Sessions for the owner and the admin.
  const tokens = {};
  for (const user of ["owner", "admin"]) {
    const token = [...randomBytes(32)].map((b) => "abcdefghijklmnopqrstuvwxyz234567"[b & 31]).join("");
    db.prepare("INSERT INTO sessions (id, user_id, created_at, expires_at, absolute_expires_at) VALUES (?, ?, ?, ?, ?)").run(
      createHash("sha256").update(token).digest("hex"),
      user,
      now,
      now + 14 * DAY,
      now + 60 * DAY,
    );
    tokens[user] = token;
  }
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  const ownerIds = db
    .prepare("SELECT id FROM projects WHERE user_id = 'owner' ORDER BY id LIMIT 10")
    .all()
    .map((r) => r.id);
  db.close();
  return { tokens, ownerFirst, ownerIds, visits, base, seedSeconds: (Date.now() - t0) / 1000, bytesPer1MVisits: Math.round((visitBytes / visits) * 1e6) };
}

/** Median latency (ms) of GET `path`, sequential, up to `reps` runs or `budgetMs` of wall time (at least 3). */
async function timeRoute(url, path, { headers = {}, reps = 20, budgetMs = 4000, fresh } = {}) {
  const times = [];
  const statuses = {};
  let bytes = 0;
  for (let i = 0; i < 2; i++) await (await fetch(url + path, { headers: { ...headers, ...(fresh?.(i) ?? {}) } })).arrayBuffer();
  const start = Date.now();
  for (let i = 0; i < reps && (i < 3 || Date.now() - start < budgetMs); i++) {
    const t = performance.now();
    const res = await fetch(url + path, { headers: { ...headers, ...(fresh?.(i + 2) ?? {}) }, redirect: "manual" });
    const body = await res.arrayBuffer();
    times.push(performance.now() - t);
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    bytes = body.byteLength;
  }
  return { ms: median(times), runs: times.length, statuses, bytes };
}

/** /api/health p99 (ms) while the Overview (two loops) and a visit flood (five loops) run for `ms`. */
async function healthUnderLoad(url, headers, slug, ms) {
  const until = Date.now() + ms;
  let heavy = 0;
  let flood = 0;
  const loop = async (fn) => {
    while (Date.now() < until) await fn().catch(() => {});
  };
  const overview = () =>
    fetch(`${url}/api/admin/analytics`, { headers })
      .then((r) => r.arrayBuffer())
      .then(() => void heavy++)
      .then(() => fetch(`${url}/api/admin/overview`, { headers }))
      .then((r) => r.arrayBuffer());
  let v = 0;
  const visit = () =>
    fetch(`${url}/sites/${slug}/`, { headers: { "user-agent": `${BROWSER_UA} v${v++}` } })
      .then((r) => r.arrayBuffer())
      .then(() => void flood++);
  const health = [];
  const probe = async () => {
    while (Date.now() < until) {
      const t = performance.now();
      await fetch(`${url}/api/health`)
        .then((r) => r.arrayBuffer())
        .catch(() => {});
      health.push(performance.now() - t);
      await sleep(10);
    }
  };
  await Promise.all([loop(overview), loop(overview), ...Array.from({ length: 5 }, () => loop(visit)), probe()]);
  const sorted = [...health].sort((a, b) => a - b);
  return {
    p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))],
    max: sorted.at(-1),
    probes: health.length,
    overviews: heavy,
    visits: flood,
  };
}

const ROUTES = [
  { key: "dashboard", label: "dashboard: GET /api/projects (owner: n/100 projects)", who: "owner", path: () => "/api/projects" },
  { key: "status", label: "status poll: GET /api/projects/status?ids= (10)", who: "owner", path: (s) => `/api/projects/status?ids=${s.ownerIds.join(",")}` },
  { key: "showcase", label: "showcase: GET /api/published-apps", who: null, path: () => "/api/published-apps" },
  { key: "usersFirst", label: "admin users: first page", who: "admin", path: () => "/api/admin/users" },
  { key: "usersDeep", label: "admin users: deepest page", who: "admin", deep: "/api/admin/users", lastKey: (s) => [s.base + 100 * 37, "u00000100"] },
  { key: "usersSearch", label: "admin users: email search", who: "admin", path: () => "/api/admin/users?search=user99" },
  { key: "projectsFirst", label: "admin projects: first page", who: "admin", path: () => "/api/admin/projects" },
  { key: "projectsDeep", label: "admin projects: deepest page", who: "admin", deep: "/api/admin/projects", lastKey: (s) => [s.base + 100 * 37, "100"] },
  { key: "projectsSearch", label: "admin projects: search", who: "admin", path: () => "/api/admin/projects?search=user99" },
  { key: "overview", label: "Overview: GET /api/admin/overview", who: "admin", path: () => "/api/admin/overview" },
  { key: "analytics", label: "Overview charts: GET /api/admin/analytics", who: "admin", path: () => "/api/admin/analytics" },
  { key: "ownerChart", label: "owner chart: GET /api/projects/:id/visits (n visits)", who: "owner", path: (s) => `/api/projects/${s.ownerFirst}/visits` },
  { key: "hosted", label: "hosted page, counted (a new visitor each)", who: null, path: () => "/sites/owner-1/", hosted: true },
];

/**
 * The deepest page of a list: with keyset pages (the route answers X-Next-Cursor), the cursor of the
 * seeded row 100 from the end (cursors are base64url of "<ms>~<id>", functions/lib/cursor.ts);
 * otherwise (offset pages) the offset of the last 100.
 */
async function deepestPage(url, base, headers, lastKey) {
  const res = await fetch(`${url}${base}?limit=100`, { headers });
  await res.arrayBuffer();
  if (res.headers.get("x-next-cursor") === null) return null;
  const [at, id] = lastKey;
  return `${base}?limit=100&cursor=${Buffer.from(`${at}~${id}`).toString("base64url")}`;
}

export async function run(ctx) {
  const sizes = ctx.quick ? SIZES_QUICK : SIZES_FULL;
  const results = [];
  for (const n of sizes) {
    const dir = tempDir("scale");
    const dbPath = join(dir, "app.db");
    try {
      // First start applies the migrations; then the data goes in with the server stopped.
      const first = await startAppServer({ dbPath });
      await first.stop();
      const now = Date.now();
      const seeded = seed(dbPath, n, now);
      ctx.log(`  ${num(n)} users/projects/sites, ${num(seeded.visits)} visits and page views seeded in ${seeded.seedSeconds.toFixed(1)} s`);
      const server = await startAppServer({ dbPath });
      try {
        const cookie = (who) => (who ? { cookie: `lumen_session=${seeded.tokens[who]}; lumen_signed_in=1` } : {});
        const auth = await fetch(`${server.url}/api/admin/auth`, {
          method: "POST",
          headers: { ...cookie("admin"), "content-type": "application/json", origin: server.url },
          body: JSON.stringify({ password: "admin" }),
        });
        const panel = (auth.headers.get("set-cookie") ?? "").split(";")[0];
        const adminHeaders = { cookie: `${cookie("admin").cookie}; ${panel}` };
        const row = { n, seedSeconds: seeded.seedSeconds, bytesPer1MVisits: seeded.bytesPer1MVisits, routes: {} };
        for (const r of ROUTES) {
          const headers = r.who === "admin" ? adminHeaders : cookie(r.who);
          let path = r.path ? r.path(seeded) : null;
          if (r.deep) {
            path = (await deepestPage(server.url, r.deep, headers, r.lastKey(seeded))) ?? `${r.deep}?limit=100&offset=${Math.max(0, n - 100)}`;
          }
          const fresh = r.hosted ? (i) => ({ "user-agent": `${BROWSER_UA} r${n}-${i}-${Math.random()}` }) : undefined;
          const m = await timeRoute(server.url, path, { headers, fresh });
          row.routes[r.key] = m;
          ctx.log(
            `    ${r.label}: ${m.ms.toFixed(1)} ms (${m.runs} runs, ${m.bytes} B, ${Object.entries(m.statuses)
              .map(([k, v]) => `${k}:${v}`)
              .join(" ")})`,
          );
        }
        row.health = await healthUnderLoad(server.url, adminHeaders, "owner-1", ctx.quick ? 3000 : 6000);
        ctx.log(
          `    /api/health p99 ${row.health.p99.toFixed(1)} ms (max ${row.health.max.toFixed(1)}) over ${row.health.probes} probes, ${row.health.overviews} Overviews and ${row.health.visits} counted visits`,
        );
        results.push(row);
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return { sizes, results };
}

export function tables(r) {
  const first = r.results[0];
  const last = r.results.at(-1);
  const columns = [
    { key: "label", label: "route" },
    ...r.results.map((x) => ({ key: `n${x.n}`, label: `${num(x.n)} (ms)`, format: (v) => num(v, 1) })),
    { key: "ratio", label: "largest/smallest", format: (v) => `${num(v, 1)}x` },
    { key: "bytes", label: `bytes at ${num(last.n)}`, format: (v) => num(v) },
  ];
  const rows = ROUTES.map((route) => {
    const out = { label: route.label, ratio: last.routes[route.key].ms / first.routes[route.key].ms, bytes: last.routes[route.key].bytes };
    for (const x of r.results) out[`n${x.n}`] = x.routes[route.key].ms;
    return out;
  });
  const health = { label: "/api/health p99 under Overview + visit flood", ratio: last.health.p99 / first.health.p99, bytes: null };
  for (const x of r.results) health[`n${x.n}`] = x.health.p99;
  rows.push(health);
  const within = rows.filter((x) => x.ratio <= 2).length;
  return [
    {
      title: `Hot routes by database size (users/projects/sites; ten visits and ten page views per site): ${within} of ${rows.length} within 2x`,
      columns,
      rows,
      note: [
        `Median of up to 20 sequential calls per route (at least 3, about 4 s each). Seeding: ${r.results.map((x) => `${num(x.n)} in ${x.seedSeconds.toFixed(1)} s`).join(", ")}.`,
        `Database bytes per 10^6 visits (site_visits and its indexes, measured at ${num(last.n * VISITS_PER_SITE)} rows): ${num(last.bytesPer1MVisits / 1e6, 1)} MB.`,
        `/api/health p99 at the largest size: ${num(last.health.p99, 1)} ms (max ${num(last.health.max, 1)} ms) over ${last.health.probes} probes while ${last.health.overviews} Overviews and ${last.health.visits} counted visits ran.`,
      ].join("\n"),
    },
  ];
}
