/**
 * Analytics consent (spec section 4): the choice is stored as 'accepted' or 'declined'; the banner
 * shows on every page while no choice is stored. After Accept our own page views are sent
 * (core/page-views.ts) and a configured third-party provider (optional) loads; before, nothing.
 */

/** Local-storage key holding the visitor's choice. */
export const CONSENT_STORAGE_KEY = "lumen:analytics-consent";

export const CONSENT_CHOICES = ["accepted", "declined"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem">;

/** A stored value as a choice; anything else (absent, tampered, older format) is no choice. */
export function parseConsent(raw: string | null | undefined): ConsentChoice | null {
  return (CONSENT_CHOICES as readonly string[]).includes(raw ?? "") ? (raw as ConsentChoice) : null;
}

/** The stored choice; storage that throws (private modes, blocked storage) counts as no choice. */
export function readConsent(storage: ReadableStorage | null | undefined): ConsentChoice | null {
  try {
    return parseConsent(storage?.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores the choice; returns false when storage is unavailable (the choice then lasts for this page only). */
export function writeConsent(storage: WritableStorage | null | undefined, choice: ConsentChoice): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CONSENT_STORAGE_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

/** The providers we know how to load, with the attribute each reads its site id from. */
export const ANALYTICS_PROVIDERS = {
  plausible: { label: "Plausible Analytics", defaultSrc: "https://plausible.io/js/script.js", siteIdAttribute: "data-domain" },
  umami: { label: "Umami Analytics", defaultSrc: "https://cloud.umami.is/script.js", siteIdAttribute: "data-website-id" },
} as const;
export type AnalyticsProvider = keyof typeof ANALYTICS_PROVIDERS;

export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  /** Human name shown in the banner. */
  label: string;
  /** Script URL (http or https). */
  src: string;
  /** Extra attributes of the script tag (the provider's site id). */
  attributes: Record<string, string>;
}

/** Build-time settings: `PUBLIC_ANALYTICS_PROVIDER`, `PUBLIC_ANALYTICS_SRC`, `PUBLIC_ANALYTICS_SITE_ID`. */
export interface AnalyticsEnv {
  provider?: string;
  src?: string;
  siteId?: string;
}

export type AnalyticsResolution = { config: AnalyticsConfig; warning: null } | { config: null; warning: string | null };

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * The analytics provider configured at build time, or none. No provider set means no analytics and no
 * banner (warning null); a provider set but unusable (unknown name, bad URL, missing Umami id) also
 * disables analytics, with a warning for the build log.
 */
export function resolveAnalytics(env: AnalyticsEnv, siteUrl: string): AnalyticsResolution {
  const name = env.provider?.trim().toLowerCase() ?? "";
  if (!name || name === "none") return { config: null, warning: null };
  if (!Object.hasOwn(ANALYTICS_PROVIDERS, name)) {
    return {
      config: null,
      warning: `PUBLIC_ANALYTICS_PROVIDER "${env.provider}" is not one of ${Object.keys(ANALYTICS_PROVIDERS).join(", ")}: analytics disabled`,
    };
  }
  const provider = name as AnalyticsProvider;
  const known = ANALYTICS_PROVIDERS[provider];
  const src = env.src?.trim() || known.defaultSrc;
  if (!isHttpUrl(src)) return { config: null, warning: `PUBLIC_ANALYTICS_SRC "${src}" is not an http(s) URL: analytics disabled` };
  let siteId = env.siteId?.trim() ?? "";
  if (!siteId && provider === "plausible") {
    try {
      siteId = new URL(siteUrl).hostname;
    } catch {
      siteId = "";
    }
  }
  if (!siteId) return { config: null, warning: `PUBLIC_ANALYTICS_SITE_ID is required for ${provider}: analytics disabled` };
  return {
    config: { provider, label: known.label, src, attributes: { [known.siteIdAttribute]: siteId } },
    warning: null,
  };
}

/** The banner shows on every page until a choice is stored (our own counting needs consent too). */
export function shouldShowConsentBanner(choice: ConsentChoice | null): boolean {
  return choice === null;
}

/** Our own page views are sent only after Accept. */
export function shouldSendPageViews(choice: ConsentChoice | null): boolean {
  return choice === "accepted";
}

/** A third-party provider's script loads only after Accept, and only when one is configured. */
export function shouldLoadAnalytics(choice: ConsentChoice | null, config: AnalyticsConfig | null): boolean {
  return config !== null && choice === "accepted";
}
