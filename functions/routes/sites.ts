import { Hono } from "hono";
import type { AppEnv } from "../types";
import { isValidSlug } from "../generator/index";
import { findHostedSiteBySlug } from "../services/hosted-sites";
import { serveHostedSite, siteNotFound } from "./hosted-site";

/**
 * Hosted generated websites: GET /sites/{slug}/. Static HTML with a strict CSP (no scripts at all,
 * only the page's own hashed stylesheets; forms post to this origin only) and short public caching
 * with revalidation. The contact form and its pages: hosted-site.ts.
 */
export const siteRoutes = new Hono<AppEnv>()
  .get("/:slug", (c) => c.redirect(`/sites/${encodeURIComponent(c.req.param("slug"))}/`, 301))
  .get("/:slug/", async (c) => {
    const slug = c.req.param("slug");
    const site = isValidSlug(slug) ? await findHostedSiteBySlug(c.get("deps").db, slug) : undefined;
    if (!site) return siteNotFound(c);
    return serveHostedSite(c, site, `/sites/${site.slug}`);
  });
