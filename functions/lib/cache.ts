/**
 * Every /api answer is `no-store` (app.ts) unless its route opts in here: public data that is the
 * same for every caller (the template catalogue, the showcase) may be stored by browsers and shared
 * caches, but is revalidated on every use, so a new template, a published app or a takedown shows at
 * once (a max-age would hide them for its length). With ETags on these routes revalidation is a 304.
 */
export const PUBLIC_DATA_CACHE_CONTROL = "public, no-cache";
