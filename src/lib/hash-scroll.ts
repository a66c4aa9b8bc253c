import { PLATFORM_ANCHORS, PLATFORM_HOME } from "../config/site";

/** Spec section 2: on navigation, a hash fragment scrolls to the element with that id after 100 ms. */
export const HASH_SCROLL_DELAY_MS = 100;

/**
 * Where a hash should lead: an element on this page, the platform landing for its
 * section anchors when this page lacks them (so /#templates reaches the template gallery), or nowhere.
 */
export function resolveHashTarget(
  pathname: string,
  hash: string,
  hasElement: (id: string) => boolean,
): { kind: "scroll"; id: string } | { kind: "redirect"; href: string } | { kind: "none" } {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  if (!id) return { kind: "none" };
  if (hasElement(id)) return { kind: "scroll", id };
  if (pathname !== PLATFORM_HOME && (PLATFORM_ANCHORS as readonly string[]).includes(id)) {
    return { kind: "redirect", href: `${PLATFORM_HOME}#${id}` };
  }
  return { kind: "none" };
}

export function initHashScroll(win: Window): void {
  const go = () => {
    const target = resolveHashTarget(win.location.pathname, win.location.hash, (id) => !!win.document.getElementById(id));
    if (target.kind === "redirect") {
      win.location.replace(target.href);
      return;
    }
    if (target.kind !== "scroll") return;
    win.setTimeout(() => {
      const el = win.document.getElementById(target.id);
      if (!el) return;
      const reduce = win.matchMedia("(prefers-reduced-motion: reduce)").matches;
      el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
      if (!el.hasAttribute("tabindex") && !/^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/.test(el.tagName)) {
        el.setAttribute("tabindex", "-1");
      }
      el.focus({ preventScroll: true });
    }, HASH_SCROLL_DELAY_MS);
  };
  if (win.document.readyState === "loading") win.document.addEventListener("DOMContentLoaded", go, { once: true });
  else go();
  win.addEventListener("hashchange", go);
}
