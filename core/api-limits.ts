/** Documented API limits (spec section 9); the API enforces these same numbers. */
export const API_REQUESTS_PER_MINUTE = 100;
export const GENERATIONS_PER_HOUR = 10;
export const API_CALLS_PER_DAY = 1000;
export const RATE_LIMIT_HEADERS = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"] as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Per-route limits on top of the API-wide one (the spec names only generations per hour; the others
 * are our choices), each a fixed window: `limit` calls per `windowMs`.
 */
export const ROUTE_RATE_LIMITS = {
  /** GET /api/login and /api/callback, per address. */
  signIn: { limit: 60, windowMs: MINUTE_MS },
  /** POST /api/leads, per address. */
  leads: { limit: 10, windowMs: MINUTE_MS },
  /** GET /api/invites/:code, per address. */
  inviteLookup: { limit: 60, windowMs: MINUTE_MS },
  /** POST /api/projects, per user. */
  projectCreate: { limit: 30, windowMs: HOUR_MS },
  /** POST /api/create-payment-intent, per user. */
  paymentIntent: { limit: 30, windowMs: HOUR_MS },
  /** POST /api/projects/:id/generate, per user (spec section 9). */
  generate: { limit: GENERATIONS_PER_HOUR, windowMs: HOUR_MS },
  /** The site editor's saves, publishes and restores, per user (an editor saves on demand, not per key). */
  siteSave: { limit: 600, windowMs: HOUR_MS },
  /** POST /api/projects/:id/images, per user. */
  imageUpload: { limit: 60, windowMs: HOUR_MS },
  /** POST /api/analytics/pageview, per address (a person reads far fewer than one page a second). */
  pageView: { limit: 60, windowMs: MINUTE_MS },
} as const;

/**
 * The dashboard's status polls have a bucket of their own and never count against the API-wide
 * limits: one poll every 5 s answers every changing project of a tab, so this leaves room for
 * several tabs while still bounding a runaway client.
 */
export const STATUS_POLLS_PER_MINUTE = 60;
/** Most projects one status poll may ask about. */
export const STATUS_POLL_MAX_IDS = 100;

/**
 * Deepest nesting of arrays and objects any JSON request body may have. Real bodies (a site's content
 * in a version save included) stay under 12 levels; far deeper ones only exhaust the stack in
 * JSON.parse/stringify. Refused at the API's edge with 400 JSON_TOO_DEEP.
 */
export const MAX_JSON_DEPTH = 32;
