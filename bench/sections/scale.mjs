// Growth: the same hot routes on databases of 10^2, 10^4 and 10^5 users/projects/sites (and ten
// visits and ten page views per site, 10^6 of each at the largest), seeded straight through SQL into
// a temp file, served by the built Node server (all sizes at once). Per route: the median latency at
// each size from interleaved calls and the ratio largest/smallest; above GROWTH_BUDGET the run fails. Beside them: database bytes per 10^6 visits (dbstat)
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

/** Seeds `n` users, each with one completed site, plus the bench owner (n/100 projects, at least 60) and an admin. */
export function seed(dbPath, n, now) {
  const db = new Database(dbPath);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF; PRAGMA foreign_keys = OFF;");
  const visits = n * VISITS_PER_SITE;
  // More than a page (LIST_PAGE_DEFAULT = 50) at every size, so each size's dashboard answers a full page.
  const ownerProjects = Math.max(60, n / 100);
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

/** Budget: each route at the largest size within this many times its latency at the smallest (same run). */
export const GROWTH_BUDGET = 2;
/** Interleaved rounds per route: one call to every size's server per round, in a rotating order. */
const ROUNDS_FULL = 40;
const ROUNDS_QUICK = 15;

/** One GET: wall time (ms), status and body bytes. */
async function timeOnce(url, path, headers) {
  const t = performance.now();
  const res = await fetch(url + path, { headers, redirect: "manual" });
  const body = await res.arrayBuffer();
  return { ms: performance.now() - t, status: res.status, bytes: body.byteLength };
}

/**
 * Latency of one route on every size's server, measured side by side: after two warm-up calls on
 * each, `rounds` rounds of one call per server (the order rotates each round), so a burst of load
 * from elsewhere on the machine falls on every size alike. Per size: the median, the runs, the
 * statuses and the body size; `pairedRatio` is the median over rounds of largest/smallest.
 */
export async function timeRouteInterleaved(envs, route, rounds) {
  const targets = envs.map((e) => ({ e, path: e.paths[route.key], headers: e.headersOf(route.who), times: [], statuses: {}, bytes: 0 }));
  const fresh = (e, i) => (route.hosted ? { "user-agent": `${BROWSER_UA} r${e.n}-${i}-${Math.random()}` } : {});
  for (const x of targets) for (let i = 0; i < 2; i++) await timeOnce(x.e.server.url, x.path, { ...x.headers, ...fresh(x.e, -i - 1) });
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < targets.length; k++) {
      const x = targets[(round + k) % targets.length];
      const m = await timeOnce(x.e.server.url, x.path, { ...x.headers, ...fresh(x.e, round) });
      x.times.push(m.ms);
      x.statuses[m.status] = (x.statuses[m.status] ?? 0) + 1;
      x.bytes = m.bytes;
    }
  }
  const first = targets[0].times;
  const last = targets.at(-1).times;
  return {
    perSize: targets.map((x) => ({ ms: median(x.times), runs: x.times.length, statuses: x.statuses, bytes: x.bytes })),
    pairedRatio: median(last.map((t, i) => t / first[i])),
  };
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

export const ROUTES = [
  { key: "dashboard", label: "dashboard: GET /api/projects (owner: n/100 projects, at least 60)", who: "owner", path: () => "/api/projects" },
  { key: "dashboardTotals", label: "dashboard totals: GET /api/projects/summary", who: "owner", path: () => "/api/projects/summary" },
  { key: "status", label: "status poll: GET /api/projects/status?ids= (10)", who: "owner", path: (s) => `/api/projects/status?ids=${s.ownerIds.join(",")}` },
  { key: "showcase", label: "showcase: GET /api/published-apps", who: null, path: () => "/api/published-apps" },
  { key: "usersFirst", label: "admin users: first page", who: "admin", path: () => "/api/admin/users" },
  { key: "usersDeep", label: "admin users: deepest page", who: "admin", deep: "/api/admin/users", lastKey: (s) => [s.base + 100 * 37, "u00000100"] },
  { key: "usersSearch", label: "admin users: email prefix search (a full page)", who: "admin", path: () => "/api/admin/users?search=user" },
  { key: "projectsFirst", label: "admin projects: first page", who: "admin", path: () => "/api/admin/projects" },
  { key: "projectsDeep", label: "admin projects: deepest page", who: "admin", deep: "/api/admin/projects", lastKey: (s) => [s.base + 100 * 37, "100"] },
  { key: "projectsSearch", label: "admin projects: owner email search (a full page)", who: "admin", path: () => "/api/admin/projects?search=user" },
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
export async function deepestPage(url, base, headers, lastKey) {
  const res = await fetch(`${url}${base}?limit=100`, { headers });
  await res.arrayBuffer();
  if (res.headers.get("x-next-cursor") === null) return null;
  const [at, id] = lastKey;
  return `${base}?limit=100&cursor=${Buffer.from(`${at}~${id}`).toString("base64url")}`;
}

export async function run(ctx) {
  const sizes = ctx.quick ? SIZES_QUICK : SIZES_FULL;
  const rounds = ctx.quick ? ROUNDS_QUICK : ROUNDS_FULL;
  const envs = [];
  try {
    // Every size seeded and served at once, so each route is measured on all of them side by side.
    for (const n of sizes) {
      const dir = tempDir("scale");
      const env = { n, dir, dbPath: join(dir, "app.db"), server: null };
      envs.push(env);
      // First start applies the migrations; then the data goes in with the server stopped.
      const first = await startAppServer({ dbPath: env.dbPath });
      await first.stop();
      env.seeded = seed(env.dbPath, n, Date.now());
      ctx.log(`  ${num(n)} users/projects/sites, ${num(env.seeded.visits)} visits and page views seeded in ${env.seeded.seedSeconds.toFixed(1)} s`);
    }
    for (const env of envs) {
      env.server = await startAppServer({ dbPath: env.dbPath });
      const { url } = env.server;
      const cookie = (who) => (who ? { cookie: `lumen_session=${env.seeded.tokens[who]}; lumen_signed_in=1` } : {});
      const auth = await fetch(`${url}/api/admin/auth`, {
        method: "POST",
        headers: { ...cookie("admin"), "content-type": "application/json", origin: url },
        body: JSON.stringify({ password: "admin" }),
      });
      const panel = (auth.headers.get("set-cookie") ?? "").split(";")[0];
      env.adminHeaders = { cookie: `${cookie("admin").cookie}; ${panel}` };
      env.headersOf = (who) => (who === "admin" ? env.adminHeaders : cookie(who));
      env.paths = {};
      for (const r of ROUTES) {
        env.paths[r.key] = r.deep
          ? ((await deepestPage(url, r.deep, env.headersOf(r.who), r.lastKey(env.seeded))) ?? `${r.deep}?limit=100&offset=${Math.max(0, n - 100)}`)
          : r.path(env.seeded);
      }
    }
    const results = envs.map((e) => ({ n: e.n, seedSeconds: e.seeded.seedSeconds, bytesPer1MVisits: e.seeded.bytesPer1MVisits, routes: {} }));
    const ratios = {};
    for (const r of ROUTES) {
      const m = await timeRouteInterleaved(envs, r, rounds);
      m.perSize.forEach((x, i) => (results[i].routes[r.key] = x));
      ratios[r.key] = { ratio: m.perSize.at(-1).ms / m.perSize[0].ms, paired: m.pairedRatio };
      ctx.log(
        `    ${r.label}: ${m.perSize.map((x) => `${x.ms.toFixed(1)}`).join(" / ")} ms (${rounds} interleaved rounds, ${m.perSize.at(-1).bytes} B at the largest, ${Object.entries(
          m.perSize.at(-1).statuses,
        )
          .map(([k, v]) => `${k}:${v}`)
          .join(" ")}), ratio ${ratios[r.key].ratio.toFixed(2)}x (paired ${m.pairedRatio.toFixed(2)}x)`,
      );
    }
    // Health under heavy work: one size at a time (the others idle).
    for (const [i, env] of envs.entries()) {
      results[i].health = await healthUnderLoad(env.server.url, env.adminHeaders, "owner-1", ctx.quick ? 3000 : 6000);
      const h = results[i].health;
      ctx.log(`    ${num(env.n)}: /api/health p99 ${h.p99.toFixed(1)} ms (max ${h.max.toFixed(1)}) over ${h.probes} probes, ${h.overviews} Overviews and ${h.visits} counted visits`);
    }
    // Over budget (bench/run.mjs then exits non-zero): a route more than GROWTH_BUDGET times slower at the largest size.
    const budgetFailures = ROUTES.filter((r) => ratios[r.key].ratio > GROWTH_BUDGET).map(
      (r) => `${r.label}: ${ratios[r.key].ratio.toFixed(2)}x at ${num(sizes.at(-1))} (budget ${GROWTH_BUDGET}x)`,
    );
    return { sizes, rounds, results, ratios, budgetFailures };
  } finally {
    for (const env of envs) {
      await env.server?.stop();
      rmSync(env.dir, { recursive: true, force: true });
    }
  }
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
  const within = rows.slice(0, ROUTES.length).filter((x) => x.ratio <= GROWTH_BUDGET).length;
  return [
    {
      title: `Hot routes by database size (users/projects/sites; ten visits and ten page views per site): ${within} of ${ROUTES.length} routes within ${GROWTH_BUDGET}x`,
      columns,
      rows,
      note: [
        `Median of ${r.rounds ?? 20} calls per route and size, interleaved: every size's server runs at once and each round calls each of them (rotating order), so load from elsewhere falls on every size alike. Budget ${GROWTH_BUDGET}x per route (the bench exits non-zero above it; the health row is judged by its own p99). Seeding: ${r.results.map((x) => `${num(x.n)} in ${x.seedSeconds.toFixed(1)} s`).join(", ")}.`,
        `Database bytes per 10^6 visits (site_visits and its indexes, measured at ${num(last.n * VISITS_PER_SITE)} rows): ${num(last.bytesPer1MVisits / 1e6, 1)} MB.`,
        `/api/health p99 at the largest size: ${num(last.health.p99, 1)} ms (max ${num(last.health.max, 1)} ms) over ${last.health.probes} probes while ${last.health.overviews} Overviews and ${last.health.visits} counted visits ran.`,
      ].join("\n"),
    },
  ];
}
