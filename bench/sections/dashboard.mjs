// Calls per minute made by a real dashboard with ten projects: the built Node server with the
// documented API limits (not raised, so a 429 would really happen), /dashboard open in Chromium,
// every /api/* request counted for a minute. Then the changing projects settle and the status
// polls must stop.
import { chromium } from "@playwright/test";
import { startAppServer } from "../lib/server.mjs";
import { signInBenchUsers } from "../lib/session.mjs";
import { seedDashboardProjects, settleDashboardProjects } from "../lib/projects.mjs";
import { CHROME_PATH } from "../lib/lighthouse.mjs";
import { importTs } from "../lib/ts.mjs";
import { num } from "../lib/table.mjs";

export const title = "Dashboard calls per minute (ten projects, real API limits)";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `GET /api/projects/12/status` -> `GET /api/projects/:id/status`; the multi-project poll keeps its `?ids=`. */
function routeOf(method, url) {
  const path = url.pathname.replace(/\/\d+(?=\/|$)/g, "/:id");
  return `${method} ${path}${url.searchParams.has("ids") ? "?ids=" : ""}`;
}

export async function run(ctx) {
  const windowMs = (ctx.quick ? 20 : 60) * 1000;
  const m = await importTs(
    "dashboard-bench",
    `export { API_REQUESTS_PER_MINUTE, STATUS_POLLS_PER_MINUTE } from "./core/api-limits";
     export { STATUS_POLL_INTERVAL_MS } from "./core/projects";
     export { isExemptFromApiLimit, isStatusPoll } from "./functions/middleware/api-rate-limit";
     export { sessionCookieName } from "./functions/auth/sessions";
     export { SIGNED_IN_HINT_COOKIE } from "./core/session-user";`,
  );
  // After the projects settle: the poll that brings the news, then this long with no status call.
  const quietMs = (ctx.quick ? 2 : 3) * m.STATUS_POLL_INTERVAL_MS + 1000;
  const server = await startAppServer({ realApiLimits: true });
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
    const [user] = await signInBenchUsers(server.dbPath, 1);
    const { changing } = (await seedDashboardProjects(server.dbPath, [user.userId])).get(user.userId);
    const context = await browser.newContext();
    await context.addCookies([
      { name: m.sessionCookieName(false), value: user.token, url: server.url, httpOnly: true, sameSite: "Lax" },
      { name: m.SIGNED_IN_HINT_COOKIE, value: "1", url: server.url, sameSite: "Lax" },
    ]);

    /** Every /api/* request the page made: when, which route, which ids (status polls), the answer's status. */
    const calls = [];
    const byRequest = new Map();
    context.on("request", (req) => {
      const url = new URL(req.url());
      if (url.origin !== server.url || !url.pathname.startsWith("/api/")) return;
      const call = {
        at: Date.now(),
        route: routeOf(req.method(), url),
        statusPoll: m.isStatusPoll(req.method(), url.pathname),
        exempt: m.isExemptFromApiLimit(url.pathname),
        ids: url.searchParams.get("ids"),
        status: null,
      };
      calls.push(call);
      byRequest.set(req, call);
    });
    context.on("response", (res) => {
      const call = byRequest.get(res.request());
      if (call) call.status = res.status();
    });

    const page = await context.newPage();
    const start = Date.now();
    ctx.log(`  /dashboard with ${changing.length} of 10 projects changing, counting /api/* for ${windowMs / 1000} s`);
    await page.goto(`${server.url}/dashboard`);
    await page.locator('[data-testid="project-card"]').nth(9).waitFor({ timeout: 30_000 });
    const cards = await page.locator('[data-testid="project-card"]').count();
    await sleep(start + windowMs - Date.now());
    const inWindow = calls.filter((c) => c.at < start + windowMs);

    ctx.log(`  the generations finish and the payments arrive; then ${quietMs / 1000} s with no status call expected`);
    const settled = await settleDashboardProjects(server.dbPath, user.userId);
    const settledAt = Date.now();
    const deadline = settledAt + 3 * m.STATUS_POLL_INTERVAL_MS;
    while (!calls.some((c) => c.statusPoll && c.at > settledAt && c.status !== null) && Date.now() < deadline) await sleep(100);
    const newsAt = Date.now();
    await sleep(1000); // the answer rendered: the poll's effect sees nothing left to watch
    const quietFrom = Date.now();
    await sleep(quietMs);
    const afterSettle = calls.filter((c) => c.statusPoll && c.at >= quietFrom);

    const perMinute = (n) => (n * 60_000) / windowMs;
    const routes = new Map();
    for (const c of inWindow) {
      const r = routes.get(c.route) ?? { route: c.route, bucket: c.statusPoll ? "status polls" : c.exempt ? "exempt" : "API-wide", calls: 0, rateLimited: 0 };
      r.calls += 1;
      if (c.status === 429) r.rateLimited += 1;
      routes.set(c.route, r);
    }
    const statusCalls = inWindow.filter((c) => c.statusPoll);
    const idsPerPoll = statusCalls.map((c) => (c.ids ? c.ids.split(",").length : 1));
    const expectedIds = changing.join(",");
    const apiWide = inWindow.filter((c) => !c.statusPoll && !c.exempt).length;
    const maxPolls = Math.ceil(windowMs / m.STATUS_POLL_INTERVAL_MS);
    const result = {
      settings: {
        windowSec: windowMs / 1000,
        quietSec: quietMs / 1000,
        projects: cards,
        changingProjects: changing.length,
        pollIntervalMs: m.STATUS_POLL_INTERVAL_MS,
      },
      limits: { apiWidePerMinute: m.API_REQUESTS_PER_MINUTE, statusPollsPerMinute: m.STATUS_POLLS_PER_MINUTE },
      routes: [...routes.values()].map((r) => ({ ...r, perMinute: perMinute(r.calls) })).sort((a, b) => b.calls - a.calls),
      callsPerMinute: perMinute(inWindow.length),
      apiWidePerMinute: perMinute(apiWide),
      statusPollsPerMinute: perMinute(statusCalls.length),
      statusCalls: statusCalls.length,
      maxPollsInWindow: maxPolls,
      idsPerPoll: idsPerPoll.length ? { min: Math.min(...idsPerPoll), max: Math.max(...idsPerPoll) } : null,
      everyPollNamesAllChanging: statusCalls.length > 0 && statusCalls.every((c) => c.ids === expectedIds),
      rateLimited: calls.filter((c) => c.status === 429).length,
      settledProjects: settled,
      settleSeenAfterMs: newsAt - settledAt,
      statusCallsAfterSettle: afterSettle.length,
    };
    result.passed =
      result.rateLimited === 0 &&
      result.apiWidePerMinute < m.API_REQUESTS_PER_MINUTE &&
      result.statusPollsPerMinute <= m.STATUS_POLLS_PER_MINUTE &&
      result.everyPollNamesAllChanging &&
      result.statusCalls <= maxPolls &&
      result.settledProjects === changing.length &&
      result.statusCallsAfterSettle === 0;
    return result;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

export function tables(r) {
  const verdict = r.passed ? "PASS" : "FAIL";
  const ids = r.idsPerPoll ? (r.idsPerPoll.min === r.idsPerPoll.max ? String(r.idsPerPoll.min) : `${r.idsPerPoll.min}-${r.idsPerPoll.max}`) : "-";
  return [
    {
      title: `Dashboard with ${r.settings.projects} projects (${r.settings.changingProjects} changing): ${verdict}, /api/* calls in ${r.settings.windowSec} s, per minute`,
      columns: [
        { key: "route", label: "route" },
        { key: "bucket", label: "counted against" },
        { key: "calls", label: "calls" },
        { key: "perMinute", label: "per minute", format: (v) => num(v, 1) },
        { key: "rateLimited", label: "429s" },
      ],
      rows: [
        ...r.routes,
        {
          route: "total",
          bucket: "",
          calls: r.routes.reduce((a, x) => a + x.calls, 0),
          perMinute: r.callsPerMinute,
          rateLimited: r.routes.reduce((a, x) => a + x.rateLimited, 0),
        },
      ],
      note: [
        `Judged against the real limits (not raised): API-wide ${num(r.apiWidePerMinute, 1)}/min of ${r.limits.apiWidePerMinute}/min (API_REQUESTS_PER_MINUTE); status polls ${num(r.statusPollsPerMinute, 1)}/min of their own bucket's ${r.limits.statusPollsPerMinute}/min (STATUS_POLLS_PER_MINUTE, core/api-limits.ts); 429 answers: ${r.rateLimited} (must be 0).`,
        `One poll per ${r.settings.pollIntervalMs / 1000} s for the whole dashboard: ${r.statusCalls} status calls (at most ${r.maxPollsInWindow}), ${ids} ids each, ${r.everyPollNamesAllChanging ? "every one naming all the changing projects" : "NOT every one naming all the changing projects"}.`,
        `Then the ${r.settledProjects} changing projects settled (generations finished, payments arrived, written to the database): the dashboard saw it ${num(r.settleSeenAfterMs / 1000, 1)} s later, then made ${r.statusCallsAfterSettle} status calls in ${r.settings.quietSec} s (must be 0). Verdict: ${verdict}.`,
      ].join("\n"),
    },
  ];
}
