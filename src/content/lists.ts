/** Words of every paged list (dashboard, admin tabs, /admin/users, the showcase). */
export const listWords = {
  loadMore: "Load more",
  loadingMore: "Loading…",
  loadMoreFailed: "Could not load more. Try again.",
} as const;
