/** Documented API limits (spec section 9); the API enforces these same numbers. */
export const API_REQUESTS_PER_MINUTE = 100;
export const GENERATIONS_PER_HOUR = 10;
export const API_CALLS_PER_DAY = 1000;
export const RATE_LIMIT_HEADERS = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"] as const;

/**
 * The dashboard's status polls have a bucket of their own and never count against the API-wide
 * limits: one poll every 5 s answers every changing project of a tab, so this leaves room for
 * several tabs while still bounding a runaway client.
 */
export const STATUS_POLLS_PER_MINUTE = 60;
/** Most projects one status poll may ask about. */
export const STATUS_POLL_MAX_IDS = 100;
