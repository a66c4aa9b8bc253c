import { sql } from "drizzle-orm";
import { blob, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from "../../core/accounts.ts";
import { SITE_VERSION_SOURCES } from "../../core/site/editor.ts";
import type { BusinessDetails } from "../../core/intake.ts";
import { PROJECT_PHOTO_KINDS } from "../../core/project-photo-kinds.ts";
import { PAYMENT_STATUSES, PROJECT_STATUSES, type PaymentStatus, type ProjectStatus } from "../../core/project-status.ts";

/**
 * The whole product's data. SQLite/libSQL: one schema for the embedded file, Turso and D1.
 * Money is an exact decimal string ("29.99"); times are Unix milliseconds.
 */

const now = sql`(unixepoch('subsec') * 1000)`;
const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(now);

export { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus };
export { PROJECT_STATUSES, PAYMENT_STATUSES, type ProjectStatus, type PaymentStatus };

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /**
     * Whether the identity provider said `email` is verified. An unverified address is never used for
     * invites, admin lists or uniqueness (the unique index covers verified addresses only).
     */
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(true),
    /** An address the provider gave unverified for an account whose `email` is verified: kept aside until it is verified. */
    unverifiedEmail: text("unverified_email"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    status: text("status", { enum: USER_STATUSES }).notNull().default("active"),
    permissions: text("permissions", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Issuer and subject of the identity provider account this user signs in with. */
    oidcIssuer: text("oidc_issuer"),
    oidcSubject: text("oidc_subject"),
    createdAt: createdAt(),
    lastLoginAt: integer("last_login_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email).where(sql`${t.emailVerified} = 1`),
    index("users_email_idx").on(t.email),
    uniqueIndex("users_oidc_unique").on(t.oidcIssuer, t.oidcSubject),
    // Keyset pages of the admin list, newest first.
    index("users_created_idx").on(t.createdAt, t.id),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 (hex) of the token in the cookie; the token itself is never stored. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** Sliding expiry, pushed forward on use. */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** Hard limit: the session ends here however active it is. */
    absoluteExpiresAt: integer("absolute_expires_at", { mode: "timestamp_ms" }).notNull(),
    /** ID token kept for RP-initiated logout at the provider. */
    idToken: text("id_token"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Sign-in attempts in flight: state, PKCE verifier and nonce live here between /api/login and /api/callback. */
export const loginAttempts = sqliteTable("login_attempts", {
  state: text("state").primaryKey(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  returnTo: text("return_to").notNull().default("/"),
  inviteCode: text("invite_code"),
  createdAt: createdAt(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

export const templates = sqliteTable(
  "templates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    category: text("category").notNull(),
    imageUrl: text("image_url"),
    basePrice: text("base_price").notNull(),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    /** Visual style handed to the site renderer: { palette, layout, font } as JSON. */
    style: text("style", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("templates_slug_unique").on(t.slug), index("templates_active_idx").on(t.isActive)],
);

export const projects = sqliteTable(
  "projects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    businessType: text("business_type").notNull(),
    requirements: text("requirements"),
    /** The optional structured intake ("Business details", core/intake.ts); null when none given. */
    details: text("details", { mode: "json" }).$type<BusinessDetails>(),
    /** Requests the last generation could not build, listed back to the owner ("online ordering"). */
    unbuilt: text("unbuilt", { mode: "json" }).$type<string[]>(),
    /** For the owner about the last generation (e.g. the built-in writer was used instead of the AI writer). */
    generationNote: text("generation_note"),
    templateId: integer("template_id").references(() => templates.id, { onDelete: "set null" }),
    status: text("status", { enum: PROJECT_STATUSES }).notNull().default("pending"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    basePrice: text("base_price").notNull(),
    serviceFee: text("service_fee").notNull(),
    totalPrice: text("total_price").notNull(),
    generatedUrl: text("generated_url"),
    isPublishedToStore: integer("is_published_to_store", { mode: "boolean" }).notNull().default(false),
    /** Why the last generation failed, kept for the owner and the admin. */
    failureReason: text("failure_reason"),
    generationStartedAt: integer("generation_started_at", { mode: "timestamp_ms" }),
    paymentIntentId: text("payment_intent_id"),
    paidAt: integer("paid_at", { mode: "timestamp_ms" }),
    /** 'stripe' or 'admin:{userId or panel}' for payments recorded by hand. */
    paidVia: text("paid_via"),
    /** When Stripe reported the charge refunded (the payment status becomes `refunded` on a full refund). */
    refundedAt: integer("refunded_at", { mode: "timestamp_ms" }),
    /** Amount refunded so far, exact decimal. */
    refundedAmount: text("refunded_amount"),
    /** When the customer opened a dispute (chargeback) on the charge. */
    disputedAt: integer("disputed_at", { mode: "timestamp_ms" }),
    /**
     * A moderator's takedown of the project's showcase listing: it sticks to the project (withdrawing
     * and publishing again keeps the app down) until a moderator restores it.
     */
    takenDownAt: integer("taken_down_at", { mode: "timestamp_ms" }),
    takenDownBy: text("taken_down_by"),
    takedownReason: text("takedown_reason"),
    /** When the owner asked the moderators to look at the takedown again (cleared by a restore). */
    takedownReviewRequestedAt: integer("takedown_review_requested_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [
    index("projects_user_created_idx").on(t.userId, t.createdAt),
    index("projects_status_idx").on(t.status),
    index("projects_payment_intent_idx").on(t.paymentIntentId),
    // Keyset pages of the admin list, newest first (the rowid id breaks ties).
    index("projects_created_idx").on(t.createdAt),
    // The dashboard's totals of one owner (services/projects.ts projectSummaryOfUser) read this index alone.
    index("projects_user_summary_idx").on(t.userId, t.status, t.paymentStatus, t.totalPrice, t.generationStartedAt),
  ],
);

export const generatedSites = sqliteTable(
  "generated_sites",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    html: text("html").notNull(),
    /** The typed content the renderer used, as JSON. */
    content: text("content", { mode: "json" }).$type<unknown>(),
    /** 'embedded' or 'llm'. */
    writer: text("writer").notNull(),
    note: text("note"),
    /** The site version the hosted HTML was rendered from (site_versions.id); null before the editor existed. */
    publishedVersionId: integer("published_version_id"),
    /** Set while the owner has taken the site offline: its address then says it is not published. */
    unpublishedAt: integer("unpublished_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [uniqueIndex("generated_sites_slug_unique").on(t.slug), uniqueIndex("generated_sites_project_unique").on(t.projectId)],
);

export const publishedApps = sqliteTable(
  "published_apps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    longDescription: text("long_description").notNull(),
    url: text("url").notNull(),
    category: text("category").notNull(),
    iconType: text("icon_type").notNull().default("globe"),
    features: text("features", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    color: text("color").notNull(),
    rating: text("rating").notNull().default("0.0"),
    userCount: integer("user_count").notNull().default(0),
    /** Taken down by a moderator: hidden from the showcase until restored. */
    takenDownAt: integer("taken_down_at", { mode: "timestamp_ms" }),
    takenDownBy: text("taken_down_by"),
    takedownReason: text("takedown_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("published_apps_project_unique").on(t.projectId),
    index("published_apps_created_idx").on(t.createdAt),
    // The showcase's keyset pages: apps not taken down, newest first.
    index("published_apps_showcase_idx").on(t.takenDownAt, t.createdAt),
  ],
);

export const leads = sqliteTable(
  "leads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    monthlyRequests: integer("monthly_requests").notNull(),
    estimatedSavings: text("estimated_savings").notNull(),
    roiMultiple: text("roi_multiple").notNull(),
    eventType: text("event_type").notNull(),
    source: text("source").notNull(),
    /** Hash of the submitting address for abuse limits; never the address itself. */
    clientHash: text("client_hash"),
    /** When the visitor confirmed the address by the mailed link (or was signed in with it): the report is mailed once then. */
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("leads_email_created_idx").on(t.email, t.createdAt), index("leads_created_idx").on(t.createdAt)],
);

export const invites = sqliteTable(
  "invites",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** SHA-256 (hex) of the invite code; the code is only ever in the link. */
    codeHash: text("code_hash").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull(),
    permissions: text("permissions", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    usedBy: text("used_by").references(() => users.id, { onDelete: "set null" }),
    /** When set, only the account with this email (lower case) can redeem the invite. */
    email: text("email"),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    revokedBy: text("revoked_by"),
  },
  (t) => [uniqueIndex("invites_code_hash_unique").on(t.codeHash), index("invites_created_idx").on(t.createdAt)],
);

/** Stripe events already handled: a replayed event id changes nothing. */
export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  projectId: integer("project_id"),
  receivedAt: createdAt(),
});

/**
 * The last webhook delivery per payment provider, signed or not (one row each, overwritten): what the
 * admin panel's Settings tab shows. A delivery whose signature failed records only when and why, never
 * its body.
 */
export const webhookStatus = sqliteTable("webhook_status", {
  provider: text("provider").primaryKey(),
  lastReceivedAt: integer("last_received_at", { mode: "timestamp_ms" }).notNull(),
  lastSignatureOk: integer("last_signature_ok", { mode: "boolean" }).notNull(),
  /** The event type of the last delivery whose signature checked. */
  lastEventType: text("last_event_type"),
  /** Why the last delivery was refused (signature, timestamp, mode), null when it was accepted. */
  lastError: text("last_error"),
  lastVerifiedAt: integer("last_verified_at", { mode: "timestamp_ms" }),
});

/** Admin panel sign-ins (password-based, separate from user sessions). Keyed by SHA-256 of the cookie token. */
export const adminSessions = sqliteTable("admin_sessions", {
  id: text("id").primaryKey(),
  /** The signed-in account that opened the panel, when there was one (who did what). */
  userId: text("user_id"),
  /**
   * HMAC-SHA256 keyed by the session's own token over the panel password at sign-in: the session
   * ends when ADMIN_PASSWORD changes, and the stored value alone reveals nothing (the token is not stored).
   */
  passwordTag: text("password_tag"),
  createdAt: createdAt(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * The audit trail: who did what, from where, when. Kept 180 days (services/audit.ts prunes).
 * `actorId` is a user id, or null with `actorLabel` "panel" / "stripe" / "anonymous"; `addressHash`
 * is the caller's address hashed as the rate limits hash it, never the address itself.
 */
export const auditEvents = sqliteTable(
  "audit_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    action: text("action").notNull(),
    actorId: text("actor_id"),
    actorLabel: text("actor_label").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>(),
    addressHash: text("address_hash"),
    requestId: text("request_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_events_created_idx").on(t.createdAt),
    index("audit_events_action_created_idx").on(t.action, t.createdAt),
    index("audit_events_actor_created_idx").on(t.actorId, t.createdAt),
  ],
);

/** Fixed-window counters shared by every server process and isolate (rate limits and throttles). */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] })],
);

/**
 * Storage of the embedded identity provider (Node only, the default when no OIDC_ISSUER is set):
 * its signing keys and client secret (model "settings") and oidc-provider's own records (sessions,
 * grants, authorization codes, interactions), so its sign-ins and keys survive restarts.
 */
export const idpRecords = sqliteTable(
  "idp_records",
  {
    model: text("model").notNull(),
    id: text("id").notNull(),
    payload: text("payload", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    grantId: text("grant_id"),
    uid: text("uid"),
    userCode: text("user_code"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    consumedAt: integer("consumed_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index("idp_records_grant_idx").on(t.grantId),
    index("idp_records_uid_idx").on(t.uid),
    index("idp_records_expires_idx").on(t.expiresAt),
  ],
);

/** Every saved state of a site's content (the editor's history). Number 1 is the first generation. */
export const siteVersions = sqliteTable(
  "site_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    content: text("content", { mode: "json" }).$type<unknown>().notNull(),
    summary: text("summary").notNull(),
    source: text("source", { enum: SITE_VERSION_SOURCES }).notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("site_versions_project_number_unique").on(t.projectId, t.number)],
);

/** Images the owner uploaded for their site; the bytes live here unless an R2 bucket is bound. */
export const siteImages = sqliteTable(
  "site_images",
  {
    id: text("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    mime: text("mime").notNull(),
    ext: text("ext").notNull(),
    alt: text("alt").notNull(),
    size: integer("size").notNull(),
    width: integer("width"),
    height: integer("height"),
    /** 'db' (bytes below) or 'r2' (the IMAGES bucket, key = id.ext). */
    storage: text("storage", { enum: ["db", "r2"] })
      .notNull()
      .default("db"),
    bytes: blob("bytes", { mode: "buffer" }),
    /**
     * The owner's pictures given before generation (core/project-photos.ts): 'logo' or 'photo', its
     * place in their order (0 first: the hero), what it shows, and the SHA-256 of the uploaded bytes
     * (the same file sent twice, a double click, is stored once). Null for the editor's uploads.
     */
    kind: text("kind", { enum: PROJECT_PHOTO_KINDS }),
    position: integer("position"),
    shows: text("shows"),
    sha256: text("sha256"),
    createdAt: createdAt(),
  },
  (t) => [
    index("site_images_project_idx").on(t.projectId),
    // SQLite treats NULLs as distinct: the editor's images (no kind) are never constrained here.
    uniqueIndex("site_images_project_kind_position_unique").on(t.projectId, t.kind, t.position),
    uniqueIndex("site_images_project_kind_sha_unique").on(t.projectId, t.kind, t.sha256),
  ],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Template = typeof templates.$inferSelect;
export type Project = typeof projects.$inferSelect;
export type GeneratedSite = typeof generatedSites.$inferSelect;
export type PublishedApp = typeof publishedApps.$inferSelect;
export type Lead = typeof leads.$inferSelect;
export type Invite = typeof invites.$inferSelect;
export type SiteVersion = typeof siteVersions.$inferSelect;
export type SiteImage = typeof siteImages.$inferSelect;
export type AuditEvent = typeof auditEvents.$inferSelect;
