/** Words of the dashboard's tools for a live site: its inbox, its visitors and its own domain. */
export const siteInboxText = {
  heading: "Messages",
  unread: (n: number) => (n === 1 ? "1 unread" : `${n} unread`),
  loading: "Loading messages…",
  loadFailed: "Messages could not be loaded. Try again in a moment.",
  empty: "No messages yet. Visitors can write to you through the contact form on your site.",
  export: "Export CSV",
  newBadge: "New",
  markRead: "Mark as read",
  markUnread: "Mark as unread",
  delete: "Delete",
  confirmDelete: "Delete this message? This cannot be undone.",
  phone: "Phone",
  actionFailed: { title: "Could not update the message", fallback: "Try again in a moment." },
  deleted: { title: "Message deleted" },
} as const;

export const siteVisitsText = {
  heading: "Visitors",
  summary: (visits: number, visitors: number) => `${visits} visits, ${visitors} visitors in the last 30 days`,
  loading: "Loading visits…",
  loadFailed: "Visits could not be loaded. Try again in a moment.",
  chartTitle: "Visits per day, last 30 days",
  chartDesc: (visits: number, visitors: number, busiest: string | null) =>
    `Bar chart of daily visits over the last 30 days: ${visits} visits and ${visitors} daily unique visitors in total${busiest ? `; the busiest day was ${busiest}` : ""}. The table below lists every day.`,
  tableToggle: "Show the figures as a table",
  columns: { day: "Day", visits: "Visits", visitors: "Visitors" },
  referrers: "Top referrers",
  noReferrers: "No visits from other sites yet.",
  note: "Counted on our server as pages are served: no cookies, no tracking script, no stored addresses. Visitors are unique per day; bots and link previews are not counted.",
} as const;
