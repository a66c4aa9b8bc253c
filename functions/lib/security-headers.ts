/**
 * Headers every response carries, from either server. Pages also carry Astro's hashed
 * script CSP in a meta tag; the header adds what a meta tag cannot (frame-ancestors).
 */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export const HSTS_HEADER = "max-age=63072000; includeSubDomains; preload";

/**
 * CSP for static pages as written in public/_headers. The build adds `script-src` to it (scripts/page-csp.mjs:
 * every page's hashed sources), and `pageCspFromHeaders` reads the built line back for the Node server.
 */
export const PAGE_CSP = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";

/** The page CSP of a built _headers file (with its script-src), or PAGE_CSP when there is none. */
export function pageCspFromHeaders(headersText: string | null): string {
  const line = headersText?.match(/^\s*Content-Security-Policy:\s*(.*)$/m)?.[1]?.trim();
  return line?.includes("script-src ") ? line : PAGE_CSP;
}

/** CSP for API answers: nothing may load or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(opts: { production: boolean; csp: string }): Record<string, string> {
  return {
    ...BASE_SECURITY_HEADERS,
    "Content-Security-Policy": opts.csp,
    ...(opts.production ? { "Strict-Transport-Security": HSTS_HEADER } : {}),
  };
}

function addDefaults(headers: Headers, defaults: Record<string, string>): void {
  for (const [k, v] of Object.entries(defaults)) if (!headers.has(k)) headers.set(k, v);
  headers.delete("X-Powered-By");
}

/**
 * `response` with `defaults` added where it sets none (a route's own CSP, such as a hosted site's,
 * wins) and without X-Powered-By: how the Worker finishes every answer (the Node server sets the same
 * defaults on its Node response, functions/hosts/node/server.ts). Changed in place when its headers may
 * change (the app's own answers); a copy when they are immutable (a fetched or redirect response).
 */
export function withSecurityHeaders(response: Response, defaults: Record<string, string>): Response {
  try {
    addDefaults(response.headers, defaults);
    return response;
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
  }
  const copy = new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) });
  addDefaults(copy.headers, defaults);
  return copy;
}
