/** Documented API limits (spec section 9); the API enforces these same numbers. */
export const API_REQUESTS_PER_MINUTE = 100;
export const GENERATIONS_PER_HOUR = 10;
export const API_CALLS_PER_DAY = 1000;
export const RATE_LIMIT_HEADERS = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"] as const;
