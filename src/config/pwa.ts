/**
 * Offline and install settings: one source for the browser scripts, the offline page and the
 * service-worker build (`scripts/build-sw.mjs` imports this file directly, so it has no imports
 * and only erasable TypeScript).
 */

/** Where the generated service worker is served and registered (spec section 2). */
export const SERVICE_WORKER_PATH = "/sw.js";

/** Shown for any page that is neither cached nor reachable. */
export const OFFLINE_PATH = "/offline";

/** The building tools: precached at install so they open with no network after one visit. */
export const OFFLINE_TOOL_PATHS = ["/tools", "/redactor", "/roi-calculator", "/playbooks", "/energy", "/occupancy"] as const;
export type OfflineToolPath = (typeof OFFLINE_TOOL_PATHS)[number];

/** Every page the service worker precaches (the home page is the installed app's start page). */
export const PRECACHED_PAGE_PATHS = ["/", OFFLINE_PATH, ...OFFLINE_TOOL_PATHS] as const;

/** Answers that depend on the user or the moment: never cached, never handled by the service worker. */
export const NEVER_CACHE_PREFIXES = ["/api", "/sites", "/oidc"] as const;

/** Query parameters that do not change a page (campaign tags, the installed app's start URL marker). */
export const IGNORED_URL_PARAMETERS = [/^utm_/, /^fbclid$/, /^source$/];

/** Network-first pages fall back to their cached copy when the network takes longer than this. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 5;

/** How many visited pages and assets the runtime caches keep (oldest dropped first). */
export const RUNTIME_CACHE_MAX_ENTRIES = 60;

/** The installed app opens here; `source=pwa` is ignored when matching the cache. */
export const START_URL = "/?source=pwa";
