/**
 * One origin for a local install. A browser keeps cookies per host name, so a sign-in started on
 * http://127.0.0.1:4321 while the site calls itself http://localhost:4321 (its OpenID callback, its
 * links) loses its state cookie on the way and ends in "sign-in expired". A page or sign-in request
 * that arrives on another loopback name of this same server (localhost, 127.x.y.z, [::1]) is sent
 * to the configured origin first, before anything sets a cookie. Only when the configured origin is
 * itself on loopback: behind a proxy, the Host the server sees says nothing about the public name.
 */

/** The names of this machine a browser may use for a local install. */
export const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

const isLoopbackName = (hostname: string) => LOOPBACK_HOSTS.includes(hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

/** API paths a browser navigates to (the rest of /api answers scripts by any local name, health checks too). */
const BROWSER_API_PATHS = /^\/api\/login(?:[/?]|$)/;

/**
 * Where to send a request that arrived on another local name of the server (`Location`), or null to
 * serve it. `target` is the request's path and query as received.
 */
export function localAliasRedirect(siteUrl: string, hostHeader: string | undefined, method: string | undefined, target: string): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (!hostHeader || !target.startsWith("/") || target.startsWith("//")) return null;
  const site = new URL(siteUrl);
  if (!isLoopbackName(site.hostname)) return null;
  let arrived: URL;
  try {
    arrived = new URL(`${site.protocol}//${hostHeader}`);
  } catch {
    return null;
  }
  if (arrived.host === site.host || !isLoopbackName(arrived.hostname) || arrived.port !== site.port) return null;
  if (target.startsWith("/api/") && !BROWSER_API_PATHS.test(target)) return null;
  return `${site.origin}${target}`;
}
