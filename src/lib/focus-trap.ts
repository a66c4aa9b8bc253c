/**
 * Where Tab should send focus inside a modal so it cycles instead of leaving it.
 * `index` is the focused element's position among the modal's `count` tabbable elements
 * (-1 when focus is on none of them, e.g. the dialog itself). Returns the index to focus, or
 * null when the browser's own Tab order already stays inside (no wrap needed).
 */
export function focusTrapTarget(index: number, count: number, backwards: boolean): number | null {
  if (count <= 0) return null;
  if (index < 0) return backwards ? count - 1 : 0;
  if (backwards) return index === 0 ? count - 1 : null;
  return index === count - 1 ? 0 : null;
}
