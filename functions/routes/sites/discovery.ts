import { Hono, type Context } from "hono";
import type { AppEnv } from "../../types";
import { isValidSlug } from "../../generator/index";
import { sitesBaseUrl } from "../../config";
import { sitePath } from "../../../core/paths";
import { siteRobotsTxt, siteSitemapXml } from "../../../core/site/discovery-files";
import { findHostedSiteBySlug, type HostedSite } from "../../services/sites/hosted";
import { ensureShareCard } from "../../services/sites/share-cards";
import { siteNotFound, siteOffline } from "./pages";

/**
 * What search engines and chat apps read of a hosted site on the platform: GET /sites/{slug}/sitemap.xml,
 * /sites/{slug}/robots.txt and /sites/{slug}/card.png (the share card). A site taken offline answers
 * 410 on each; one a moderator took down has an empty sitemap. A custom domain serves the same at its
 * root (middleware/custom-host.ts, with the helpers below).
 */

const ONE_HOUR = "public, max-age=3600";

/** Sitemap of a site whose home page is `home`: the page, unless a moderator took the site down. */
export function sitemapResponse(c: Context<AppEnv>, site: HostedSite, home: string) {
  if (site.unpublishedAt) return siteOffline(c);
  c.header("Content-Type", "application/xml; charset=utf-8");
  c.header("Cache-Control", ONE_HOUR);
  return c.body(siteSitemapXml(site.takenDownAt ? [] : [{ loc: home, lastmod: site.updatedAt }]));
}

export function robotsResponse(c: Context<AppEnv>, site: HostedSite, base: string, sitemap: string) {
  if (site.unpublishedAt) return siteOffline(c);
  c.header("Cache-Control", ONE_HOUR);
  return c.text(siteRobotsTxt(base, site.takenDownAt ? null : sitemap));
}

/** The site's share card: the stored one, or made now when its content changed since (or it has none yet). */
export async function shareCardResponse(c: Context<AppEnv>, site: HostedSite) {
  if (site.unpublishedAt) return siteOffline(c);
  const deps = c.get("deps");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  let card: Awaited<ReturnType<typeof ensureShareCard>>;
  try {
    card = await ensureShareCard(deps.db, deps.shareCards, site, { now: deps.now() });
  } catch (error) {
    // A renderer that failed (fonts missing from a deployment, say) is the host's problem, not the visitor's: logged, and no card for now.
    deps.log(`share card of ${site.slug}: ${String(error)}`);
    c.header("Cache-Control", "no-store");
    return c.body(null, 503);
  }
  if (!card) return siteNotFound(c);
  c.header("Content-Type", "image/png");
  // The page names the card with its key (?v=), so a rebuilt card has a new address: a day of caching is safe.
  c.header("Cache-Control", "public, max-age=86400");
  c.header("ETag", `"${card.key}"`);
  if (c.req.header("if-none-match") === `"${card.key}"`) return c.body(null, 304);
  return c.body(card.png as Uint8Array<ArrayBuffer>);
}

async function siteFor(c: Context<AppEnv>): Promise<HostedSite | undefined> {
  const slug = c.req.param("slug") ?? "";
  return isValidSlug(slug) ? findHostedSiteBySlug(c.get("deps").db, slug) : undefined;
}

export const siteDiscoveryRoutes = new Hono<AppEnv>()
  .get("/:slug/sitemap.xml", async (c) => {
    const site = await siteFor(c);
    if (!site) return siteNotFound(c);
    return sitemapResponse(c, site, `${sitesBaseUrl(c.get("deps").config)}${sitePath(site.slug)}`);
  })
  .get("/:slug/robots.txt", async (c) => {
    const site = await siteFor(c);
    if (!site) return siteNotFound(c);
    return robotsResponse(c, site, sitePath(site.slug), `${sitesBaseUrl(c.get("deps").config)}${sitePath(site.slug)}sitemap.xml`);
  })
  .get("/:slug/card.png", async (c) => {
    const site = await siteFor(c);
    return site ? shareCardResponse(c, site) : siteNotFound(c);
  });
