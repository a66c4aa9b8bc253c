import { getCookie } from "hono/cookie";
import { sessionCookieName, validateSessionToken } from "../../auth/sessions";
import { Hono } from "hono";
import type { AppEnv } from "../../types";
import { isValidSlug } from "../../generator/index";
import { findSiteImage } from "../../services/sites/images";
import { errorJson } from "../../middleware/error-json";

/** A hosted site's page while its owner has taken it offline (410: it was here, it is not now). */
export const NOT_PUBLISHED_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Site not published</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#0f172a}main{text-align:center;padding:2rem}a{color:#0f766e}</style></head><body><main><h1>This site is not published</h1><p>Its owner has taken it offline for now.</p><p><a href="/">Go to the home page</a></p></main></body></html>`;

/** Uploaded images of hosted sites: GET /sites/{slug}/media/{id}.{ext}, never changing, cached for a year. */
export const siteMediaRoutes = new Hono<AppEnv>().get("/:slug/media/:file", async (c) => {
  const slug = c.req.param("slug");
  const image = isValidSlug(slug) ? await findSiteImage(c.get("deps").db, c.get("deps").images ?? {}, slug, c.req.param("file")) : null;
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  if (!image) {
    c.header("Cache-Control", "no-store");
    return errorJson(c, 404, "NOT_FOUND", "No such image");
  }
  if (image.offline) {
    // An offline site's images are its owner's alone (the editor's preview); everyone else: not published.
    const token = getCookie(c, sessionCookieName(c.get("deps").config.production));
    const session = token ? await validateSessionToken(c.get("deps").db, token, c.get("deps").now()) : null;
    if (session?.user.id !== image.ownerId) {
      c.header("Cache-Control", "no-store");
      c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      return c.html(NOT_PUBLISHED_HTML, 410);
    }
    c.header("Content-Type", image.mime);
    c.header("Cache-Control", "private, no-store");
    return c.body(image.bytes as Uint8Array<ArrayBuffer>);
  }
  c.header("Content-Type", image.mime);
  c.header("Cache-Control", "public, max-age=31536000, immutable");
  return c.body(image.bytes as Uint8Array<ArrayBuffer>);
});
