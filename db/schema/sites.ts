import { sql } from "drizzle-orm";
import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { projects } from "./platform.ts";
import { OUTBOX_STATUSES } from "../../core/outbox-status.ts";
import { REQUEST_STATUSES } from "../../core/request-status.ts";
import type { RequestDetails } from "../../core/site/requests.ts";

/** A text file sent with a mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Tables behind hosted sites that work for their owners: the mail outbox, the messages visitors send
 * through a site's contact form, visit counts and custom domains. Times are Unix milliseconds.
 */

const now = sql`(unixepoch('subsec') * 1000)`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(now);

export { OUTBOX_STATUSES, type OutboxStatus } from "../../core/outbox-status.ts";

/** Every mail the product sends is written here first, then handed to the transport. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** What the mail is for: site_message, site_ready, roi_report, invite. */
    kind: text("kind").notNull(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body"),
    /** Files sent with the mail (a confirmed booking's calendar file), as text. */
    attachments: text("attachments", { mode: "json" }).$type<MailAttachment[]>(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    /** Transport that took it (smtp, http, none). */
    transport: text("transport"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_status_next_idx").on(t.status, t.nextAttemptAt),
    index("outbox_created_idx").on(t.createdAt),
    // The admin outbox filtered by status, newest first (keyset pages on created_at, id).
    index("outbox_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** Messages visitors send through a hosted site's contact form: stored before anyone is notified. */
export const siteMessages = sqliteTable(
  "site_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    /** Stored but not mailed: the site's daily mail cap was reached (shown to the owner as held). */
    heldAt: integer("held_at", { mode: "timestamp_ms" }),
    /** "message" (the contact form) or a request: "booking", "order", "quote" (core/site/requests.ts). */
    kind: text("kind").notNull().default("message"),
    /** A request's details (service, day, time, items, estimate, photo); null for a message. */
    details: text("details", { mode: "json" }).$type<RequestDetails>(),
    /** A request's status: new, then confirmed or declined once; null for a message. */
    status: text("status", { enum: REQUEST_STATUSES }),
    answeredAt: integer("answered_at", { mode: "timestamp_ms" }),
    /** The owner's short note sent with the answer. */
    answerNote: text("answer_note"),
    /** The site's language when the request was sent: the visitor's answer mail is in it. */
    language: text("language"),
    createdAt: createdAt(),
  },
  (t) => [index("site_messages_project_created_idx").on(t.projectId, t.createdAt)],
);

/**
 * A quote request's photo: private to the site's owner (never a public media file), cleaned and
 * resized by the image pipeline; in the database, or the host's object store (key `requests/{id}.{ext}`).
 */
export const siteRequestPhotos = sqliteTable("site_request_photos", {
  id: text("id").primaryKey(),
  messageId: integer("message_id")
    .notNull()
    .unique()
    .references(() => siteMessages.id, { onDelete: "cascade" }),
  mime: text("mime").notNull(),
  ext: text("ext").notNull(),
  size: integer("size").notNull(),
  storage: text("storage", { enum: ["db", "r2"] })
    .notNull()
    .default("db"),
  bytes: blob("bytes", { mode: "buffer" }),
  createdAt: createdAt(),
});

/**
 * One row per counted page view of a hosted site. No address and no cookie: `visitor` is a hash of
 * address + user agent with the day's salt (visit_salts), which is deleted once the day is over.
 */
export const siteVisits = sqliteTable(
  "site_visits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** UTC day, YYYY-MM-DD. */
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
    /** The day's hash of the address alone (no user agent): bounds the visitors one address adds. Null on rows older than it. */
    source: text("source"),
    path: text("path").notNull(),
    /** The referring page's host only (lower case, at most REFERRER_HOST_MAX characters), never its path or query. */
    referrerHost: text("referrer_host"),
    createdAt: createdAt(),
  },
  (t) => [
    // One visit per visitor per site per 30 minutes: the last visit of this visitor on this site.
    index("site_visits_project_visitor_idx").on(t.projectId, t.visitor, t.createdAt),
    // At most VISIT_AGENTS_PER_ADDRESS visitors per address per site per 30 minutes.
    index("site_visits_project_source_idx").on(t.projectId, t.source, t.createdAt),
    // Retention deletes the oldest rows in small batches.
    index("site_visits_created_idx").on(t.createdAt),
  ],
);

/**
 * Daily totals of hosted sites' visits, kept after the raw rows are deleted (retention): maintained
 * by triggers on site_visits as each visit is written (migration 0007), read by the owner's chart.
 */
export const siteVisitDays = sqliteTable(
  "site_visit_days",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    visits: integer("visits").notNull().default(0),
    /** Distinct visitor hashes that day (the hash changes every day). */
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day] })],
);

/** Daily visits per referring host of each hosted site (same triggers). */
export const siteReferrerDays = sqliteTable(
  "site_referrer_days",
  {
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    host: text("host").notNull(),
    visits: integer("visits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day, t.host] })],
);

/** The salt of the current UTC day for visitor hashes; older rows are deleted. */
export const visitSalts = sqliteTable("visit_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * One row per counted page view of the platform's own pages (first-party analytics, sent only after
 * the visitor accepts in the consent banner). Same privacy rules as site_visits: `visitor` is a hash
 * of address + user agent with the day's salt (visit_salts); no address, no cookie.
 */
export const pageViews = sqliteTable(
  "page_views",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** UTC day, YYYY-MM-DD. */
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
    path: text("path").notNull(),
    referrerHost: text("referrer_host"),
    createdAt: createdAt(),
  },
  (t) => [index("page_views_day_idx").on(t.day), index("page_views_visitor_idx").on(t.visitor)],
);

/** Daily totals of the platform's page views (triggers on page_views, migration 0007), for the Overview. */
export const pageViewDays = sqliteTable("page_view_days", {
  day: text("day").primaryKey(),
  views: integer("views").notNull().default(0),
  visitors: integer("visitors").notNull().default(0),
});

/** Daily page views per path of the platform's pages (same triggers). */
export const pageViewPaths = sqliteTable(
  "page_view_paths",
  {
    day: text("day").notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/**
 * The Overview's daily figures, maintained by triggers as events happen (migration 0007): projects
 * created, leads received, sites generated, and revenue in cents of the projects paid that day (a
 * payment undone or refunded leaves its day). Totals are sums over these rows (one per day).
 */
export const platformDays = sqliteTable("platform_days", {
  day: text("day").primaryKey(),
  projects: integer("projects").notNull().default(0),
  leads: integer("leads").notNull().default(0),
  generations: integer("generations").notNull().default(0),
  revenueCents: integer("revenue_cents").notNull().default(0),
});

/** Server secrets generated on first use and shared by every process and isolate (form signatures). */
export const appSecrets = sqliteTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** A domain an owner points at their site; served once its TXT record proves they control it. */
export const customDomains = sqliteTable(
  "custom_domains",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    hostname: text("hostname").notNull(),
    /** Value expected in the TXT record _lumen-verify.<hostname>. */
    token: text("token").notNull(),
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
    lastCheckedAt: integer("last_checked_at", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    /** Cloudflare for SaaS custom hostname id, when created there. */
    cloudflareId: text("cloudflare_id"),
    /** When the owner was first seen without the custom_domains power (a notice was mailed; serving stops after the grace period). */
    powerLostAt: integer("power_lost_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  // Several unverified claims of one hostname may exist (none blocks the real owner); only one can be verified.
  (t) => [
    uniqueIndex("custom_domains_verified_hostname_unique").on(t.hostname).where(sql`verified_at IS NOT NULL`),
    index("custom_domains_hostname_idx").on(t.hostname),
    index("custom_domains_project_idx").on(t.projectId),
  ],
);

/** Cloudflare custom hostnames to delete (a removed domain, a deleted project), retried with backoff like mail. */
export const hostnameRemovals = sqliteTable(
  "hostname_removals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    hostname: text("hostname").notNull(),
    cloudflareId: text("cloudflare_id").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("hostname_removals_next_idx").on(t.nextAttemptAt)],
);

/**
 * Notification addresses a site's owner set (settings.ownerEmail) other than their account's email:
 * used for mail only once `verifiedAt` is set by the signed link mailed to the address.
 */
export const notifyAddresses = sqliteTable(
  "notify_addresses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** Lower case. */
    email: text("email").notNull(),
    /** When the last confirmation link was mailed (at most one a day per address and site). */
    requestedAt: integer("requested_at", { mode: "timestamp_ms" }),
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("notify_addresses_project_email_unique").on(t.projectId, t.email)],
);

/**
 * Each site's share card (the PNG chat apps show for a link to it), made from its published content:
 * `key` says what it was drawn from (core/site/share-card.ts), so a publish that changes the name,
 * picture, palette or language makes it again and any other publish keeps it.
 */
export const siteCards = sqliteTable("site_cards", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  key: text("key").notNull(),
  png: blob("png", { mode: "buffer" }).notNull(),
  createdAt: createdAt(),
});

export type SiteVisitDay = typeof siteVisitDays.$inferSelect;
export type OutboxMail = typeof outbox.$inferSelect;
export type SiteMessage = typeof siteMessages.$inferSelect;
export type CustomDomain = typeof customDomains.$inferSelect;
