/**
 * Every /api answer is `no-store` (app.ts) unless its route opts in here: public data that is the
 * same for every caller (the template catalogue, the showcase) may be kept briefly.
 */
export const PUBLIC_DATA_CACHE_CONTROL = "public, max-age=60";
