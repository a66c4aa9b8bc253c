/**
 * Documented API limits (spec section 9), shown on /api-reference. Servers enforcing a limit
 * import these so the page and the behaviour never disagree.
 */
export const API_REQUESTS_PER_MINUTE = 100;
export const GENERATIONS_PER_HOUR = 10;
export const API_CALLS_PER_DAY = 1000;

/** The rate-limit headers every limited response carries (Limit, Remaining, Reset). */
export const RATE_LIMIT_HEADERS = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"] as const;
