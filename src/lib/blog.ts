/** Blog categories (spec section 2); "All" shows every post. */
export const BLOG_CATEGORIES = ["AI Ethics", "Technology", "Company", "Community"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const ALL_CATEGORIES = "All";
export type BlogFilter = BlogCategory | typeof ALL_CATEGORIES;
export const BLOG_FILTERS: readonly BlogFilter[] = [ALL_CATEGORIES, ...BLOG_CATEGORIES];

/** "AI Ethics" -> "ai-ethics": the value of `?category=` and of data attributes. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The filter a `?category=` value names; anything unknown means All. */
export function filterFromSlug(slug: string | null | undefined): BlogFilter {
  return BLOG_FILTERS.find((f) => categorySlug(f) === (slug ?? "").toLowerCase()) ?? ALL_CATEGORIES;
}

export function postMatches(postCategory: string, filter: BlogFilter): boolean {
  return filter === ALL_CATEGORIES || postCategory === filter;
}

export interface DatedPost {
  date: Date;
  featured?: boolean;
}

/** Newest first. */
export function newestFirst<T>(posts: readonly T[], meta: (post: T) => DatedPost): T[] {
  return [...posts].sort((a, b) => meta(b).date.getTime() - meta(a).date.getTime());
}

/** The featured post is the one marked featured, else the newest; the rest follow newest first. */
export function arrangePosts<T>(posts: readonly T[], meta: (post: T) => DatedPost): { featured: T | undefined; rest: T[] } {
  const sorted = newestFirst(posts, meta);
  const featured = sorted.find((p) => meta(p).featured) ?? sorted[0];
  return { featured, rest: sorted.filter((p) => p !== featured) };
}
