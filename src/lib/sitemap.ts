/**
 * sitemap.xml and robots.txt. The public pages are derived from the files in src/pages, so a page
 * added later is listed without anyone remembering to; private shells are left out.
 */

/** Paths that are never listed and that crawlers are asked not to visit (each covers its sub-paths). */
export const PRIVATE_PATHS = ["/dashboard", "/create", "/checkout", "/admin", "/invite", "/404", "/demo", "/api"] as const;

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATHS.some((p) => path === p || path.startsWith(`${p}/`) || (p === "/admin" && path.startsWith(p)));
}

const PAGE_EXTENSIONS = /\.(astro|md|mdx|html)$/;

/**
 * The route of a page file given relative to src/pages ("./blog/index.astro" -> "/blog"), or null
 * for what is not a static page: endpoints (.ts/.js), dynamic routes ([slug]) and files or folders
 * Astro ignores (leading underscore).
 */
export function routeFromPageFile(file: string): string | null {
  const rel = file.replace(/^\.?\//, "");
  if (!PAGE_EXTENSIONS.test(rel)) return null;
  const segments = rel.replace(PAGE_EXTENSIONS, "").split("/");
  if (segments.some((s) => s.startsWith("_") || s.includes("["))) return null;
  if (segments.at(-1) === "index") segments.pop();
  return `/${segments.join("/")}`;
}

/**
 * Whether a page's source keeps it out of search results: it passes `noindex` to its layout
 * (`<PlatformLayout noindex>`, `noindex={true}`) or sets `noindex: true` in Markdown front matter.
 */
export function declaresNoindex(source: string): boolean {
  return /\bnoindex(?:\s*=\s*\{\s*true\s*\}|\s*:\s*true\b|(?=[\s/>]))/.test(source);
}

/**
 * Public routes among the page files plus extra routes (such as one per blog post), sorted, unique.
 * `pageFiles` maps each file (relative to src/pages) to its source; pages that declare noindex are left out.
 */
export function publicRoutes(pageFiles: Readonly<Record<string, string>>, extra: readonly string[] = []): string[] {
  const routes = new Set<string>();
  for (const [file, source] of Object.entries(pageFiles)) {
    if (declaresNoindex(source)) continue;
    const route = routeFromPageFile(file);
    if (route !== null && !isPrivatePath(route)) routes.add(route);
  }
  for (const route of extra) if (!isPrivatePath(route)) routes.add(route);
  return [...routes].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}

/**
 * The path a page's canonical link uses: one URL per page, without a trailing slash (both servers
 * redirect "/blog/" to "/blog"); the sitemap lists the same form.
 */
export function canonicalPath(route: string): string {
  return route.length > 1 ? route.replace(/\/+$/, "") : route;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

export function sitemapXml(urls: readonly string[]): string {
  const body = urls.map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/**
 * robots.txt rules are plain prefixes, so folders end in "/": "Disallow: /api" would also hide
 * /api-reference. /admin stays bare on purpose: it covers /admin and everything under it.
 */
export const ROBOTS_DISALLOW = ["/dashboard", "/create", "/checkout", "/admin", "/invite", "/demo/", "/api/"] as const;

/** Whether a crawler obeying robots.txt would skip this path. */
export function isDisallowed(path: string): boolean {
  return ROBOTS_DISALLOW.some((rule) => path.startsWith(rule));
}

export function robotsTxt(sitemapUrl: string): string {
  const rules = ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`);
  return ["User-agent: *", "Allow: /", ...rules, "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
}
