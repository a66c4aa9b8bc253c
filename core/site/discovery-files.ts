/**
 * A hosted site's sitemap.xml and robots.txt, on the platform (/sites/{slug}/...) and at the root of
 * its own domain. Pure text builders; the routes decide the addresses and whether the site is listed.
 */

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** A sitemap of the given pages (none for a site kept out of search: an empty, valid urlset). */
export function siteSitemapXml(pages: ReadonlyArray<{ loc: string; lastmod?: Date }>): string {
  const urls = pages
    .map((p) => `<url><loc>${xmlEscape(p.loc)}</loc>${p.lastmod ? `<lastmod>${p.lastmod.toISOString().slice(0, 10)}</lastmod>` : ""}</url>`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/**
 * robots.txt for a site whose pages live under `base` ("/sites/{slug}/" on the platform, "/" on its
 * own domain): its page may be crawled, its contact form's endpoints not; the sitemap named when the
 * site is listed. A site kept out of search names no sitemap (its page says noindex, which a crawler
 * must be allowed to read).
 */
export function siteRobotsTxt(base: string, sitemap: string | null): string {
  return `User-agent: *\nAllow: ${base}\nDisallow: ${base}contact\n${sitemap ? `\nSitemap: ${sitemap}\n` : ""}`;
}
