/**
 * The platform's own page-view counting (first-party analytics), the pure part: what the beacon
 * sends and what the server accepts. Sent only after the visitor accepts in the consent banner.
 */
export const PAGE_VIEW_ENDPOINT = "/api/analytics/pageview";

export const PAGE_VIEW_LIMITS = { path: 300, referrerHost: 253 } as const;

/** A site path: starts with one "/", no query, no fragment, no control characters or spaces. */
export const PAGE_PATH = /^\/(?!\/)[^\s?#\u0000-\u001f\u007f]*$/;

/** A host name (lower-case letters, digits, dots, hyphens; optional port). */
export const REFERRER_HOST = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/;

export interface PageViewBody {
  path: string;
  referrerHost: string | null;
}

/** What the beacon sends for a page: its path and the host of an outside referrer (never the query). */
export function pageViewBody(location: { pathname: string; host: string }, referrer: string): PageViewBody {
  let referrerHost: string | null = null;
  try {
    const url = referrer ? new URL(referrer) : null;
    if (url && (url.protocol === "http:" || url.protocol === "https:") && url.host !== location.host)
      referrerHost = url.host.toLowerCase().slice(0, PAGE_VIEW_LIMITS.referrerHost);
  } catch {
    referrerHost = null;
  }
  return { path: location.pathname.slice(0, PAGE_VIEW_LIMITS.path) || "/", referrerHost };
}
