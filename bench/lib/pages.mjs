// Which built pages are public: every dist/client/**/index.html, minus private and utility routes.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { CLIENT_DIR } from "./paths.mjs";

/** Private or utility routes: signed-in shells, admin, invites, the offline fallback, demos, 404. */
export const EXCLUDED_ROUTES = [
  /^\/dashboard(\/|$)/,
  /^\/create(\/|$)/,
  /^\/checkout(\/|$)/,
  /^\/admin/,
  /^\/invite(\/|$)/,
  /^\/offline(\/|$)/,
  /^\/demo\//,
  /^\/404(\/|$)/,
];

const NOINDEX = /<meta[^>]+name=["']robots["'][^>]*content=["'][^"']*noindex/i;

function walk(dir, found = []) {
  for (const name of readdirSync(dir)) {
    if (name === "_astro") continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, found);
    else if (name === "index.html") found.push(full);
  }
  return found;
}

/** Route of a built index.html: dist/client/services/index.html -> /services, dist/client/index.html -> /. */
export function routeOf(file) {
  const dir = relative(CLIENT_DIR, file).split(sep).slice(0, -1).join("/");
  return dir ? `/${dir}` : "/";
}

/**
 * Public pages, "/" first then alphabetical. Pages that say noindex are left out too (they are not
 * meant for search, so Lighthouse's SEO category would fail them by design) and listed as skipped.
 */
export function publicPages() {
  const pages = [];
  const skipped = [];
  for (const file of walk(CLIENT_DIR)) {
    const route = routeOf(file);
    if (EXCLUDED_ROUTES.some((re) => re.test(route))) {
      skipped.push({ route, reason: "private or utility route" });
      continue;
    }
    const html = readFileSync(file, "utf8");
    if (NOINDEX.test(html)) {
      skipped.push({ route, reason: "noindex" });
      continue;
    }
    const canonical = html.match(/<link[^>]+rel=["']canonical["'][^>]*href=["']([^"']+)["']/i)?.[1] ?? null;
    pages.push({ route, file, canonical });
  }
  pages.sort((a, b) => (a.route === "/" ? -1 : b.route === "/" ? 1 : a.route.localeCompare(b.route)));
  skipped.sort((a, b) => a.route.localeCompare(b.route));
  return { pages, skipped };
}

/** The canonical link names this page (path equal up to a trailing slash). */
export function canonicalMatches(route, canonical) {
  if (!canonical) return false;
  try {
    const path = new URL(canonical).pathname.replace(/\/+$/, "") || "/";
    return path === (route.replace(/\/+$/, "") || "/");
  } catch {
    return false;
  }
}
