/** URL prefixes the server answers itself (the API and the hosted sites); every other path is a static page. */
export const API_PREFIX = "/api/";
export const SITES_PREFIX = "/sites/";
export const DYNAMIC_PREFIXES = [API_PREFIX, SITES_PREFIX] as const;

/** Where a hosted site lives on the platform: /sites/{slug}/. */
export function sitePath(slug: string): string {
  return `${SITES_PREFIX}${slug}/`;
}

/** True for the paths the Hono app serves (on Node and on the Worker). */
export function isDynamicPath(pathname: string): boolean {
  return pathname === "/api" || DYNAMIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
