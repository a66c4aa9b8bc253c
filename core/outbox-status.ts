/**
 * The states of a mail in the outbox. queued: waiting for (another) attempt; sent: a transport accepted it; failed: gave up after the
 * last attempt; stored: no transport is configured, the outbox itself is where it is read (admin panel).
 */
export const OUTBOX_STATUSES = ["queued", "sent", "failed", "stored"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
