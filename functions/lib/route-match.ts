/**
 * Which methods a path answers to, from the app's route table: lets an unmatched request say
 * 405 (the path exists, not with that method) rather than 404.
 */
export function allowedMethods(routes: { method: string; path: string }[], pathname: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === "ALL") continue;
    if (patternToRegExp(route.path).test(pathname)) methods.add(route.method);
  }
  return [...methods];
}

const cache = new Map<string, RegExp>();

function patternToRegExp(pattern: string): RegExp {
  let re = cache.get(pattern);
  if (!re) {
    const body = pattern
      .split("/")
      .map((seg) => {
        if (seg === "*") return ".*";
        if (seg.startsWith(":")) return "[^/]+";
        return seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("/");
    re = new RegExp(`^${body}/?$`);
    cache.set(pattern, re);
  }
  return re;
}
