/**
 * Client-rendered routes: the server answers with the prerendered shell (a rewrite, not a redirect)
 * and the island reads the rest of the path. Shared by the Node server and the Worker.
 */
export const CLIENT_ROUTE_SHELLS: { pattern: RegExp; shell: string }[] = [
  { pattern: /^\/checkout\/[^/]+\/?$/, shell: "/checkout/" },
  { pattern: /^\/invite\/[^/]+\/?$/, shell: "/invite/" },
  { pattern: /^\/editor\/[^/]+\/?$/, shell: "/editor/" },
];

export function shellFor(pathname: string): string | null {
  for (const route of CLIENT_ROUTE_SHELLS) if (route.pattern.test(pathname)) return route.shell;
  return null;
}

/** Files the static build contains that must never be served. */
export const HIDDEN_STATIC_FILES = new Set(["/_headers", "/_redirects", "/.assetsignore", "/wrangler.json", "/_routes.json"]);
