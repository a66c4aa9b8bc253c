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

/**
 * Pages the build contains that are no page of their own: the 404 page and the client-route shells,
 * which only make sense with an id after them. Asked for by name, they answer the 404 page with 404.
 */
export const NOT_A_PAGE = new Set([
  "/404",
  "/404.html",
  ...CLIENT_ROUTE_SHELLS.flatMap(({ shell }) => [shell.replace(/\/$/, ""), shell, `${shell}index.html`]),
]);

export function isNotAPage(pathname: string): boolean {
  return NOT_A_PAGE.has(pathname);
}

/** Files the static build contains that must never be served. */
export const HIDDEN_STATIC_FILES = new Set(["/_headers", "/_redirects", "/.assetsignore", "/wrangler.json", "/_routes.json"]);
