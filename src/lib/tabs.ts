/**
 * Keyboard model of a horizontal tab list (WAI-ARIA Authoring Practices, automatic activation):
 * Left/Right move and wrap, Home/End jump to the ends. Returns null for keys the tab list ignores.
 */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** The tab a URL hash names (`#webhooks`), or null when it names none of them. */
export function tabFromHash(hash: string, ids: readonly string[]): string | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return null;
  }
  return ids.includes(id) ? id : null;
}
