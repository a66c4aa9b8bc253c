/**
 * Analytics consent banner (on every page until a choice is stored), our own page-view beacon and the
 * optional third-party loader (spec section 4), in plain script. Nothing is sent or loaded before Accept.
 */
import { analytics } from "../config/analytics";
import {
  readConsent,
  shouldLoadAnalytics,
  shouldSendPageViews,
  shouldShowConsentBanner,
  writeConsent,
  type AnalyticsConfig,
  type ConsentChoice,
} from "../lib/consent";
import { PAGE_VIEW_ENDPOINT, pageViewBody } from "../../core/page-views";
import { hideNotice, trackReturnFocus } from "./pwa";

function loadAnalytics(doc: Document, config: AnalyticsConfig): void {
  if (doc.querySelector("script[data-analytics]")) return;
  const script = doc.createElement("script");
  script.defer = true;
  script.src = config.src;
  script.dataset.analytics = config.provider;
  for (const [name, value] of Object.entries(config.attributes)) script.setAttribute(name, value);
  doc.head.append(script);
}

/** One view of this page, counted by our own server; a lost beacon is only a missed count. */
function sendPageView(win: Window): void {
  const body = JSON.stringify(pageViewBody(win.location, win.document.referrer));
  win
    .fetch(PAGE_VIEW_ENDPOINT, { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true, credentials: "omit" })
    .catch(() => undefined);
}

export function initConsent(win: Window, config: AnalyticsConfig | null = analytics.config): void {
  const doc = win.document;
  const banner = doc.querySelector<HTMLElement>("[data-consent-banner]");
  if (!banner) return;
  let storage: Storage | null = null;
  try {
    storage = win.localStorage;
  } catch {
    storage = null;
  }
  // Without storage the choice lasts for this page only.
  let choice: ConsentChoice | null = readConsent(storage);
  const current = banner.querySelector<HTMLElement>("[data-consent-current]");
  trackReturnFocus(banner);

  const show = (focus: boolean) => {
    if (current) {
      current.hidden = choice === null;
      current.textContent = choice ? (current.dataset[choice] ?? "") : "";
    }
    for (const button of banner.querySelectorAll<HTMLButtonElement>("[data-consent-choice]")) {
      if (choice) button.setAttribute("aria-pressed", String(button.dataset.consentChoice === choice));
      else button.removeAttribute("aria-pressed");
    }
    banner.hidden = false;
    if (focus) banner.querySelector<HTMLButtonElement>("[data-consent-choice]")?.focus();
  };

  if (shouldSendPageViews(choice)) sendPageView(win);
  if (config && shouldLoadAnalytics(choice, config)) loadAnalytics(doc, config);
  if (shouldShowConsentBanner(choice)) show(false);

  for (const button of banner.querySelectorAll<HTMLButtonElement>("[data-consent-choice]")) {
    button.addEventListener("click", () => {
      const next = button.dataset.consentChoice === "accepted" ? "accepted" : "declined";
      const wasLoaded = doc.querySelector("script[data-analytics]") !== null;
      const before = choice;
      choice = next;
      writeConsent(storage, next);
      hideNotice(doc, banner);
      // The page the visitor accepted on counts once.
      if (shouldSendPageViews(next) && !shouldSendPageViews(before)) sendPageView(win);
      if (config && shouldLoadAnalytics(next, config)) loadAnalytics(doc, config);
      // A script already running cannot be unloaded: start a clean page without it.
      else if (wasLoaded) win.location.reload();
    });
  }

  for (const opener of doc.querySelectorAll<HTMLElement>("[data-consent-open]")) {
    opener.addEventListener("click", () => show(true));
  }
}
