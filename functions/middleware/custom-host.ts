import { sitesBaseUrl } from "../config";
import { backgroundRunner } from "./background";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";
import { siteForHost } from "../services/sites/domains";
import { hostOfHeader, isPlatformHostname } from "../../core/domains";
import type { HostedSite } from "../services/sites/hosted";
import { robotsResponse, shareCardResponse, sitemapResponse } from "../routes/sites/discovery";
import { findSiteImage } from "../services/sites/images";
import { acceptRequest, requestBodyLimitFor, requestSentPage } from "../routes/sites/requests";
import { acceptContactMessage, contactBodyLimit, contactSentPage, serveHostedSite, siteNotFound, siteOffline } from "../routes/sites/pages";

const UNKNOWN_HOST_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Domain not connected</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#0f172a}main{text-align:center;padding:2rem;max-width:36rem}</style></head><body><main><h1>This domain is not connected to a website</h1><p>No website on our platform is published at this address, or its owner has not finished verifying it.</p></main></body></html>`;

/** Hosts that are the platform itself, never a custom domain. */
export function isPlatformHost(c: Context<AppEnv>, host: string): boolean {
  const { siteUrl, hosted, host: bindHost, sitesOrigin } = c.get("deps").config;
  if (sitesOrigin && host === new URL(sitesOrigin).hostname) return true;
  return isPlatformHostname(host, { siteHost: hostnameOf(siteUrl), cnameTarget: hosted.domains.cnameTarget, bindHost });
}

// Asked on every request; the site's URL is set once at start.
let parsedSiteUrl = { url: "", hostname: "" };
function hostnameOf(siteUrl: string): string {
  if (parsedSiteUrl.url !== siteUrl) parsedSiteUrl = { url: siteUrl, hostname: new URL(siteUrl).hostname };
  return parsedSiteUrl.hostname;
}

/** The stored page's own links (canonical, og:url) name the custom domain instead of /sites/{slug}/. */
function onDomain(c: Context<AppEnv>, site: HostedSite, host: string): HostedSite {
  // Pages stored before SITES_ORIGIN was set name the platform's URL: both are replaced.
  const { config } = c.get("deps");
  let html = site.html;
  for (const origin of new Set([sitesBaseUrl(config), config.siteUrl])) html = html.split(`${origin}/sites/${site.slug}/`).join(`https://${host}/`);
  return { ...site, html };
}

/**
 * Requests for a host other than the platform's: a verified custom domain serves its site at `/`
 * (with /robots.txt, /sitemap.xml, /card.png, /media/ and the contact form); any other host gets a clear 404 page.
 */
export const customHostGate = createMiddleware<AppEnv>(async (c, next) => {
  // The Host header says the same as the URL (Node builds the URL from it) without parsing a URL on every request.
  const header = c.req.header("host");
  const host = header ? hostOfHeader(header) : new URL(c.req.url).hostname.toLowerCase();
  if (isPlatformHost(c, host)) return next();
  const html404 = () => {
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    c.header("Cache-Control", "no-store");
    return c.html(UNKNOWN_HOST_HTML, 404);
  };
  const found = await siteForHost(c.get("deps").db, host, { now: c.get("deps").now(), deps: c.get("deps"), background: backgroundRunner(c) });
  // An unknown host's API calls meet the API's own host and origin rules (421 in production, 403 on writes).
  if (!found) return c.req.path.startsWith("/api/") ? next() : html404();
  if (found.unpublishedAt && !c.req.path.startsWith("/api/")) return siteOffline(c);
  const site = onDomain(c, found, host);
  const { method } = c.req;
  const path = c.req.path;
  const read = method === "GET" || method === "HEAD";
  if (read && path === "/") return serveHostedSite(c, site, "");
  if (read && path === "/robots.txt") return robotsResponse(c, site, "/", `https://${host}/sitemap.xml`);
  if (read && path === "/sitemap.xml") return sitemapResponse(c, site, `https://${host}/`);
  if (read && path === "/card.png") return shareCardResponse(c, site);
  if (read && path.startsWith("/media/")) {
    // The owner's images, which the page's structured data names at the domain's root.
    const image = await findSiteImage(c.get("deps").db, c.get("deps").images ?? {}, site.slug, path.slice("/media/".length));
    if (!image) return siteNotFound(c);
    c.header("Content-Type", image.mime);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(image.bytes as Uint8Array<ArrayBuffer>);
  }
  if (method === "POST" && path === "/contact") {
    const refused = await contactBodyLimit(c, async () => {
      c.res = await acceptContactMessage(c, site, "");
    });
    return refused ?? c.res;
  }
  if (read && path === "/contact") return c.redirect("/#message", 303);
  if (read && path === "/contact/sent") return contactSentPage(c, site, "");
  const request = /^\/request\/(booking|order|quote)(\/sent)?$/.exec(path);
  if (request) {
    const kind = request[1] as "booking" | "order" | "quote";
    if (method === "POST" && !request[2]) {
      const refused = await requestBodyLimitFor(kind)(c, async () => {
        c.res = await acceptRequest(c, site, "", kind);
      });
      return refused ?? c.res;
    }
    if (read) return request[2] ? requestSentPage(c, site, "", kind) : c.redirect(`/#${kind}`, 303);
  }
  return siteNotFound(c);
});
