/** Words of the admin panel's mail outbox (Settings tab). */
export const outboxText = {
  heading: "Mail outbox",
  intro: "Every mail the product sends is written here first. With no mail transport configured, this is where mails are read.",
  transport: {
    smtp: "Sending through SMTP (SMTP_URL).",
    http: "Sending through the HTTP mail API (MAIL_API_KEY).",
    none: "No mail transport configured: mails are kept here only (status “stored”).",
  },
  empty: "No mail yet.",
  tableLabel: "Mails, newest first",
  columns: {
    createdAt: "Created",
    kind: "Kind",
    to: "To",
    subject: "Subject",
    status: "Status",
    attempts: "Attempts",
    lastError: "Last error",
    action: "Action",
  },
  statuses: { queued: "Queued", sent: "Sent", failed: "Failed", stored: "Stored" } as Record<string, string>,
  kinds: { site_message: "Site message", site_ready: "Site ready", roi_report: "ROI report", invite: "Invite" } as Record<string, string>,
  nextAttempt: "next attempt",
  showText: "Read",
  retry: "Retry",
  retried: { title: "Mail queued again" },
  retryFailed: { title: "Could not retry the mail", fallback: "Try again in a moment." },
} as const;
