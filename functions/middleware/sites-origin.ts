import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";
import { SITE_NOT_FOUND_HTML } from "../routes/sites/pages";

let parsed = { origin: "", host: "" };
function hostOf(origin: string): string {
  if (parsed.origin !== origin) parsed = { origin, host: new URL(origin).host.toLowerCase() };
  return parsed.host;
}

/**
 * SITES_ORIGIN (the production setting, docs/notes/hosted.md): hosted sites are served from their own
 * origin, so a site's page never shares the platform's origin (its cookies, its sign-in, its look).
 * On that origin only /sites/ answers; on the platform's, every /sites/ address redirects there
 * (301 for reads, 308 for a form post, keeping the method and body).
 */
export const sitesOriginGate = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.get("deps").config.sitesOrigin;
  if (!origin) return next();
  const host = (c.req.header("host") ?? new URL(c.req.url).host).toLowerCase();
  const path = c.req.path;
  if (host === hostOf(origin)) {
    if (path.startsWith("/sites/")) return next();
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    c.header("Cache-Control", "no-store");
    return c.html(SITE_NOT_FOUND_HTML, 404);
  }
  if (path.startsWith("/sites/")) {
    const url = new URL(c.req.url);
    const read = c.req.method === "GET" || c.req.method === "HEAD";
    return c.redirect(`${origin}${url.pathname}${url.search}`, read ? 301 : 308);
  }
  return next();
});
