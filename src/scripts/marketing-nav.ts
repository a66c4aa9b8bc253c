/**
 * The marketing site's mobile menu, in plain script so phones download no framework.
 * A native modal <dialog> gives the inert background, the top layer and Escape; this adds what
 * the spec asks beyond that: overlay and link clicks close it, Tab cycles inside it, page scroll
 * is locked while it is open and focus goes back to the menu button when it closes.
 */
import { focusTrapTarget } from "../lib/focus-trap";

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Same breakpoint as `xl:hidden` on the menu button: the drawer never stays open on a wide screen. */
const DESKTOP = "(min-width: 1280px)";

export function initMarketingNav(doc: Document): void {
  const button = doc.querySelector<HTMLButtonElement>("[data-drawer-open]");
  const dialog = doc.querySelector<HTMLDialogElement>("[data-drawer]");
  if (!button || !dialog) return;
  const html = doc.documentElement;
  const body = doc.body;
  let restore: (() => void) | null = null;

  function lockScroll() {
    if (restore) return;
    const gap = window.innerWidth - html.clientWidth;
    const saved = { html: html.style.overflow, body: body.style.overflow, padding: body.style.paddingRight };
    html.style.overflow = "hidden";
    body.style.overflow = "hidden";
    if (gap > 0) body.style.paddingRight = `${gap}px`;
    restore = () => {
      html.style.overflow = saved.html;
      body.style.overflow = saved.body;
      body.style.paddingRight = saved.padding;
      restore = null;
    };
  }

  const setExpanded = (open: boolean) => button.setAttribute("aria-expanded", String(open));

  const open = () => {
    if (!dialog.open) dialog.showModal();
    lockScroll();
    setExpanded(true);
    dialog.querySelector<HTMLElement>("[data-drawer-close]")?.focus();
  };

  const close = () => dialog.close();

  // Without script the button's `command="show-modal"` still opens the dialog natively; with it,
  // this handler does the whole job (the default command would be a repeat of showModal).
  button.addEventListener("click", (e) => {
    e.preventDefault();
    open();
  });
  dialog.addEventListener("close", () => {
    restore?.();
    setExpanded(false);
    button.focus();
  });
  // The close button, the overlay and every link (a link still navigates).
  dialog.querySelectorAll<HTMLElement>("[data-drawer-close], [data-drawer-overlay], a[href]").forEach((el) =>
    el.addEventListener("click", (e) => {
      if (el.tagName === "BUTTON") e.preventDefault();
      close();
    }),
  );
  dialog.addEventListener("keydown", (e) => {
    if (e.key !== "Tab") return;
    const items = Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE));
    const target = focusTrapTarget(items.indexOf(doc.activeElement as HTMLElement), items.length, e.shiftKey);
    if (target === null) return;
    e.preventDefault();
    items[target]?.focus();
  });
  window.matchMedia(DESKTOP).addEventListener("change", (e) => {
    if (e.matches && dialog.open) close();
  });
  // Opened natively before this module ran (a tap during loading): take over from here.
  if (dialog.open) open();
}
