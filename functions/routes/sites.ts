import { Hono } from "hono";
import type { AppEnv } from "../types";
import { findSiteBySlug } from "../services/generation";
import { isValidSlug, siteCsp } from "../generator/index";
import { NOT_PUBLISHED_HTML } from "./site-media";

const NOT_FOUND_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Site not found</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#0f172a}main{text-align:center;padding:2rem}a{color:#0f766e}</style></head><body><main><h1>Site not found</h1><p>No website is published at this address.</p><p><a href="/">Go to the home page</a></p></main></body></html>`;

/**
 * Hosted generated websites: GET /sites/{slug}/. Static HTML with a strict CSP (no scripts at all,
 * only the page's own hashed stylesheet) and short public caching with revalidation.
 */
export const siteRoutes = new Hono<AppEnv>()
  .get("/:slug", (c) => c.redirect(`/sites/${encodeURIComponent(c.req.param("slug"))}/`, 301))
  .get("/:slug/", async (c) => {
    const slug = c.req.param("slug");
    const site = isValidSlug(slug) ? await findSiteBySlug(c.var.deps.db, slug) : undefined;
    if (!site) {
      c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      return c.html(NOT_FOUND_HTML, 404);
    }
    const etag = `"${site.updatedAt.getTime().toString(36)}-${site.html.length.toString(36)}"`;
    if (site.unpublishedAt) {
      c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      c.header("Cache-Control", "no-store");
      return c.html(NOT_PUBLISHED_HTML, 410);
    }
    c.header("Content-Security-Policy", await siteCsp(site.html));
    c.header("Cache-Control", "public, max-age=60, must-revalidate");
    c.header("ETag", etag);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    return c.html(site.html);
  });
