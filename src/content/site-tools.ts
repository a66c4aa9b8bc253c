/** Words of the dashboard's tools for a live site: its inbox, its visitors and its own domain. */
import { count } from "../../core/plural";

export const siteInboxText = {
  heading: "Messages",
  unread: (n: number) => (n === 1 ? "1 unread" : `${n} unread`),
  loading: "Loading messages…",
  loadFailed: "Messages could not be loaded. Try again in a moment.",
  empty: "No messages yet. Visitors can write to you through the contact form on your site.",
  export: "Export CSV",
  newBadge: "New",
  heldBadge: "Held",
  heldNote: "Not emailed to you: your site reached its daily email limit, so this message was kept here instead.",
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
  summary: (visits: number, visitors: number) => `${count(visits, "visit")}, ${count(visitors, "visitor")} in the last 30 days`,
  /** One day's bar in the chart: "1 visit, 1 visitor". */
  day: (visits: number, visitors: number) => `${count(visits, "visit")}, ${count(visitors, "visitor")}`,
  loading: "Loading visits…",
  loadFailed: "Visits could not be loaded. Try again in a moment.",
  chartTitle: "Visits per day, last 30 days",
  chartDesc: (visits: number, visitors: number, busiest: string | null) =>
    `Bar chart of daily visits over the last 30 days: ${count(visits, "visit")} and ${count(visitors, "daily unique visitor")} in total${busiest ? `; the busiest day was ${busiest}` : ""}. The table below lists every day.`,
  tableToggle: "Show the figures as a table",
  columns: { day: "Day", visits: "Visits", visitors: "Visitors" },
  referrers: "Top referrers",
  noReferrers: "No visits from other sites yet.",
  note: "Counted on our server as pages are served: no cookies, no tracking script, no stored addresses. Visitors are unique per day; bots and link previews are not counted.",
} as const;

export const siteDomainText = {
  heading: "Your own domain",
  intro: "Serve this website at your own domain, like www.yourbusiness.com.",
  notOnPlan: "Connecting your own domain comes with a Premium account. Contact us to upgrade; your website stays available at its address on our platform.",
  contact: "Contact us",
  label: "Domain name",
  hint: "The address you own, without https://",
  add: "Connect domain",
  loading: "Loading…",
  loadFailed: "The domain settings could not be loaded. Try again in a moment.",
  recordsIntro: "Create these two records at your domain's DNS provider, then check them here. DNS changes can take a while to appear.",
  columns: { type: "Type", name: "Name", value: "Value", state: "Status" },
  states: { ok: "Found", missing: "Not found yet", wrong: "Has another value" } as Record<string, string>,
  verify: "Check DNS records",
  verified: (host: string) => `Connected: your website is served at ${host}.`,
  pending: "Not connected yet.",
  lastChecked: "Last checked",
  remove: "Remove domain",
  confirmRemove: "Remove this domain? The website stays available at its address on our platform.",
  failed: { title: "Could not update the domain", fallback: "Try again in a moment." },
  added: { title: "Domain added", description: "Now create the DNS records shown." },
  checkedOk: { title: "Domain connected" },
  checkedPending: { title: "Records not complete yet", description: "Check the records marked below; DNS changes can take a while." },
  removed: { title: "Domain removed" },
} as const;
