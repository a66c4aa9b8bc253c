import { Hono } from "hono";
import type { AppEnv } from "../../types";
import { isValidSlug } from "../../generator/index";
import { findHostedSiteBySlug } from "../../services/sites/hosted";
import { serveHostedSite, siteNotFound } from "./pages";
import { siteMediaRoutes } from "./media";
import { siteContactRoutes } from "./contact";
import { siteDiscoveryRoutes } from "./discovery";
import { siteRequestRoutes } from "./requests";

/**
 * Hosted generated websites: GET /sites/{slug}/. Static HTML with a strict CSP (no scripts at all,
 * only the page's own hashed stylesheets; forms post to this origin only) and short public caching
 * with revalidation. One router for /sites: the pages here, uploaded images (media.ts) and the
 * contact form (contact.ts), the booking, order and quote request forms (requests.ts); the
 * responders they share are in pages.ts.
 */
export const siteRoutes = new Hono<AppEnv>()
  .route("/", siteMediaRoutes)
  .get("/:slug", (c) => c.redirect(`/sites/${encodeURIComponent(c.req.param("slug"))}/`, 301))
  .get("/:slug/", async (c) => {
    const slug = c.req.param("slug");
    const site = isValidSlug(slug) ? await findHostedSiteBySlug(c.get("deps").db, slug) : undefined;
    if (!site) return siteNotFound(c);
    return serveHostedSite(c, site, `/sites/${site.slug}`);
  })
  .route("/", siteContactRoutes)
  .route("/", siteDiscoveryRoutes)
  .route("/", siteRequestRoutes);
