import { escapeHtml } from "../../core/html";
import { BRAND } from "../../core/brand";

/**
 * The small page a link from an email opens (a lead's report, a notification address): one title,
 * a little body, no script. The routes answer `c.html(linkPageHtml(title, body), status, LINK_PAGE_HEADERS)`.
 */
export const LINK_PAGE_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
} as const;

/** What an expired, altered or cut-off link shows. */
export const INVALID_LINK_PAGE = {
  title: "This link is not valid",
  body: "<p>It may have expired (links work for 72 hours) or been copied incompletely.</p>",
} as const;

/** The page's HTML; `title` is escaped, `body` is trusted markup written by the route. */
export function linkPageHtml(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} – ${escapeHtml(BRAND.name)}</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#0f172a}main{max-width:34rem;padding:2rem;text-align:center}button{font:inherit;padding:.7rem 1.4rem;border-radius:.5rem;border:0;background:#0f766e;color:#fff;cursor:pointer}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
