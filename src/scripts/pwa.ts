/**
 * Service worker registration, the 'new version available' notice and the install prompt
 * (spec sections 2 and 4), in plain script. The markup lives in `components/pwa/PwaDock.astro`.
 */
import { SERVICE_WORKER_PATH } from "../config/pwa";
import {
  INSTALL_PROMPT_DELAY_MS,
  isStandaloneDisplay,
  outcomeDismisses,
  rememberInstallDismissed,
  shouldShowInstallPrompt,
  wasInstallDismissed,
  type InstallOutcome,
} from "../lib/install-prompt";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: InstallOutcome }>;
}

function announce(doc: Document, key: "install" | "update"): void {
  const region = doc.querySelector<HTMLElement>("[data-pwa-announcer]");
  if (region) region.textContent = region.dataset[key] ?? "";
}

/**
 * Hides a notice; if it held the focus, focus goes back to where it came from
 * (keyboard users stay where they were instead of on a vanished button).
 */
export function hideNotice(doc: Document, card: HTMLElement): void {
  const hadFocus = card.contains(doc.activeElement);
  card.hidden = true;
  const back = returnFocus.get(card);
  if (hadFocus && back?.isConnected) back.focus({ preventScroll: true });
}

const returnFocus = new WeakMap<HTMLElement, HTMLElement>();

/** Remembers the element focus came from whenever focus enters the notice. */
export function trackReturnFocus(card: HTMLElement): void {
  card.addEventListener("focusin", (event) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !card.contains(from)) returnFocus.set(card, from);
  });
}

function safeStorage(win: Window, kind: "sessionStorage" | "localStorage"): Storage | null {
  try {
    return win[kind];
  } catch {
    return null;
  }
}

/** Registers /sw.js once the page has loaded and offers a reload when a new version is waiting. */
export function initServiceWorker(win: Window): void {
  const doc = win.document;
  const container = win.navigator.serviceWorker;
  if (!container) return;
  const card = doc.querySelector<HTMLElement>("[data-update-prompt]");
  let reloadRequested = false;

  const offer = (worker: ServiceWorker) => {
    if (!card) return;
    const button = card.querySelector<HTMLButtonElement>("[data-update-reload]");
    if (button) {
      button.onclick = () => {
        reloadRequested = true;
        button.disabled = true;
        worker.postMessage({ type: "SKIP_WAITING" });
      };
    }
    card.hidden = false;
    announce(doc, "update");
  };

  // The new worker takes control only after the visitor asked for it; then the page reloads once.
  container.addEventListener("controllerchange", () => {
    if (!reloadRequested) return;
    reloadRequested = false;
    win.location.reload();
  });

  const register = async () => {
    try {
      const registration = await container.register(SERVICE_WORKER_PATH, { scope: "/" });
      if (registration.waiting && container.controller) offer(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const incoming = registration.installing;
        incoming?.addEventListener("statechange", () => {
          // 'installed' with a controller in place means an update is waiting (the first install has none).
          if (incoming.state === "installed" && container.controller) offer(incoming);
        });
      });
    } catch {
      // No service worker (private mode, blocked): the site simply works online only.
    }
  };
  if (doc.readyState === "complete") void register();
  else win.addEventListener("load", () => void register(), { once: true });
}

/** Whether the (shown) card overlaps a link, button or field the visitor can see. */
function coversControl(doc: Document, card: HTMLElement): boolean {
  const box = card.getBoundingClientRect();
  return [...doc.querySelectorAll<HTMLElement>("a[href],button,input,select,textarea")].some((el) => {
    if (card.parentElement?.contains(el) || !el.checkVisibility()) return false;
    const r = el.getBoundingClientRect();
    return r.bottom > box.top && r.top < box.bottom && r.right > box.left && r.left < box.right;
  });
}

/**
 * The install prompt: shown INSTALL_PROMPT_DELAY_MS after `beforeinstallprompt`, unless installed or
 * dismissed; if the page is still at its top and the card would cover a control there, at the
 * visitor's first scroll instead.
 */
export function initInstallPrompt(win: Window): void {
  const doc = win.document;
  const card = doc.querySelector<HTMLElement>("[data-install-prompt]");
  if (!card) return;
  const session = safeStorage(win, "sessionStorage");
  let saved: BeforeInstallPromptEvent | null = null;
  let timer: number | undefined;
  trackReturnFocus(card);

  const state = () => ({
    offered: saved !== null,
    standalone: isStandaloneDisplay(win.matchMedia("(display-mode: standalone)").matches, (win.navigator as { standalone?: unknown }).standalone),
    dismissed: wasInstallDismissed(session),
  });

  const show = () => {
    card.hidden = false;
    announce(doc, "install");
  };

  const close = (dismissed: boolean) => {
    win.clearTimeout(timer);
    if (dismissed) rememberInstallDismissed(session);
    hideNotice(doc, card);
  };

  win.addEventListener("beforeinstallprompt", (event) => {
    // We show our own prompt instead of the browser's mini-infobar.
    event.preventDefault();
    saved = event as BeforeInstallPromptEvent;
    win.clearTimeout(timer);
    if (!shouldShowInstallPrompt(state())) return;
    timer = win.setTimeout(() => {
      if (!shouldShowInstallPrompt(state())) return;
      card.hidden = false;
      // At the top of a page (a phone's first view) the card could sit over the hero's buttons: then it waits for a scroll.
      if (win.scrollY === 0 && coversControl(doc, card)) {
        card.hidden = true;
        win.addEventListener("scroll", () => shouldShowInstallPrompt(state()) && show(), { once: true, passive: true });
      } else show();
    }, INSTALL_PROMPT_DELAY_MS);
  });

  card.querySelector("[data-install-accept]")?.addEventListener("click", async () => {
    const prompt = saved;
    saved = null; // a saved prompt can be used once
    close(false);
    if (!prompt) return;
    try {
      await prompt.prompt();
      const { outcome } = await prompt.userChoice;
      if (outcomeDismisses(outcome)) rememberInstallDismissed(session);
    } catch {
      // The browser refused (already used or no longer installable): nothing more to do.
    }
  });
  card.querySelector("[data-install-dismiss]")?.addEventListener("click", () => close(true));
  card.addEventListener("keydown", (event) => {
    if (event.key === "Escape") close(true);
  });
  win.addEventListener("appinstalled", () => {
    saved = null;
    close(false);
  });
}

/**
 * While a notice is showing, the page gets room below its content the height of the dock, so the
 * notice (fixed at the bottom) can never sit for good over a button: scrolling always reveals it.
 */
export function reserveDockSpace(doc: Document): void {
  const dock = doc.querySelector<HTMLElement>("[data-pwa-dock]");
  if (!dock || typeof ResizeObserver === "undefined") return;
  const update = () => {
    const showing = [...dock.children].some((el) => el instanceof HTMLElement && el.tagName === "SECTION" && !el.hidden);
    doc.body.style.paddingBottom = showing ? `${Math.ceil(dock.getBoundingClientRect().height)}px` : "";
  };
  new ResizeObserver(update).observe(dock);
  new MutationObserver(update).observe(dock, { subtree: true, attributes: true, attributeFilter: ["hidden"] });
}
