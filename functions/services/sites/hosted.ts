import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import type { Database } from "../../../db/index";
import { appSecrets, generatedSites, projects, siteMessages, type SiteMessage } from "../../../db/schema";
import type { ContactValues } from "../../../core/contact-message";
import { findOwnedSite } from "./owned";
import { pageOf, type TimeCursor } from "../../lib/cursor";

/** A message sent faster than this after the form was served is refused as a bot's (with the text kept). */
export const CONTACT_MIN_FILL_MS = 3_000;
/** A served form's timestamp is accepted this long. */
export const CONTACT_FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Per sending address: messages per 10 minutes, across every site. */
export const CONTACT_PER_ADDRESS = { limit: 5, windowMs: 10 * 60 * 1000 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Per site: messages mailed to the owner per day. Past it messages are stored as held (not mailed), never refused for it. */
export const CONTACT_MAIL_PER_SITE = { limit: 100, windowMs: DAY_MS } as const;
/** @deprecated the cap is on mail only: CONTACT_MAIL_PER_SITE. */
export const CONTACT_PER_SITE = CONTACT_MAIL_PER_SITE;
/** Held messages one sending address may leave per day, across every site (so one address cannot fill the store). */
export const CONTACT_HELD_PER_ADDRESS = { limit: 20, windowMs: DAY_MS } as const;
/** Held messages a site keeps per day (each at most CONTACT_FIELD_LIMITS in size): the store's bound under a flood of many addresses. */
export const CONTACT_HELD_PER_SITE = { limit: 2_000, windowMs: DAY_MS } as const;

export interface HostedSite {
  projectId: number;
  slug: string;
  html: string;
  content: unknown;
  updatedAt: Date;
  /** Set while the owner has taken the site offline (the editor). */
  unpublishedAt: Date | null;
  /** Set while a moderator has taken the project down: still served, but kept out of search (noindex, no sitemap entry). */
  takenDownAt: Date | null;
}

/** The columns a HostedSite is read from (here and by a custom domain's lookup). */
export const hostedSiteColumns = {
  projectId: generatedSites.projectId,
  slug: generatedSites.slug,
  html: generatedSites.html,
  content: generatedSites.content,
  updatedAt: generatedSites.updatedAt,
  unpublishedAt: generatedSites.unpublishedAt,
  takenDownAt: projects.takenDownAt,
};

export async function findHostedSiteBySlug(db: Database, slug: string): Promise<HostedSite | undefined> {
  const [site] = await db
    .select(hostedSiteColumns)
    .from(generatedSites)
    .innerJoin(projects, eq(projects.id, generatedSites.projectId))
    .where(eq(generatedSites.slug, slug))
    .limit(1);
  return site;
}

/** A server secret shared by every process and isolate, generated on first use. */
export async function appSecret(db: Database, name: string): Promise<string> {
  const [existing] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  if (existing) return existing.value;
  const value = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  return row!.value;
}

/**
 * Imported HMAC keys by secret: every hosted page signs its form's timestamp, and importing the key
 * each time doubled the crypto jobs a visit flood puts on the thread. Secrets are few (one per app secret).
 */
const hmacKeys = new Map<string, Promise<CryptoKey>>();
const HMAC_KEYS_MAX = 16;
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    if (hmacKeys.size >= HMAC_KEYS_MAX) hmacKeys.clear();
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    hmacKeys.set(secret, key);
    key.catch(() => hmacKeys.delete(secret));
  }
  return key;
}

async function hmacHex(secret: string, data: string): Promise<string> {
  const key = await hmacKey(secret);
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data)))).slice(0, 32);
}

/** The form's hidden timestamp: when it was served, signed for this site. */
export async function signFormTimestamp(secret: string, slug: string, now: number): Promise<string> {
  return `${now.toString(36)}.${await hmacHex(secret, `contact:${slug}:${now}`)}`;
}

export type TimestampCheck = "ok" | "tooFast" | "expired" | "invalid";

export async function checkFormTimestamp(secret: string, slug: string, token: unknown, now: number): Promise<TimestampCheck> {
  if (typeof token !== "string" || !/^[0-9a-z]{1,12}\.[0-9a-f]{32}$/.test(token)) return "invalid";
  const [stamp, mac] = token.split(".") as [string, string];
  const issued = parseInt(stamp, 36);
  const expected = await hmacHex(secret, `contact:${slug}:${issued}`);
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ mac.charCodeAt(i);
  if (diff !== 0) return "invalid";
  if (now - issued < CONTACT_MIN_FILL_MS) return "tooFast";
  if (now - issued > CONTACT_FORM_MAX_AGE_MS) return "expired";
  return "ok";
}

export async function storeSiteMessage(db: Database, projectId: number, v: ContactValues, now: number, opts: { held?: boolean } = {}): Promise<SiteMessage> {
  const [row] = await db
    .insert(siteMessages)
    .values({
      projectId,
      name: v.name,
      email: v.email,
      phone: v.phone || null,
      message: v.message,
      createdAt: new Date(now),
      heldAt: opts.held ? new Date(now) : null,
    })
    .returning();
  return row!;
}

// ---- the owner's inbox ----

/** The project if `userId` owns it. */
async function ownedProject(db: Database, projectId: number, userId: string): Promise<boolean> {
  return (await findOwnedSite(db, projectId, userId)) !== null;
}

/** A message as its owner's inbox lists it: `held` when it was stored but not mailed (the day's mail cap was reached). */
export type InboxMessage = SiteMessage & { held: boolean };

/** The inbox's CSV export holds at most this many messages, newest first. */
export const INBOX_CSV_MAX = 10_000;

const toInboxMessage = (m: SiteMessage): InboxMessage => ({ ...m, held: m.heldAt !== null });

/**
 * A page of a site's messages, newest first, keyset-paged on (created_at, id) over
 * `site_messages_project_created_idx`; null when `userId` does not own the project.
 */
export async function listSiteMessages(
  db: Database,
  projectId: number,
  userId: string,
  page: { limit: number; cursor?: TimeCursor },
): Promise<{ items: InboxMessage[]; next: string | null } | null> {
  if (!(await ownedProject(db, projectId, userId))) return null;
  const rows = await db
    .select()
    .from(siteMessages)
    .where(
      and(
        eq(siteMessages.projectId, projectId),
        page.cursor ? sql`(${siteMessages.createdAt}, ${siteMessages.id}) < (${page.cursor.at}, ${Number(page.cursor.id)})` : undefined,
      ),
    )
    .orderBy(desc(siteMessages.createdAt), desc(siteMessages.id))
    .limit(page.limit + 1);
  const { items, next } = pageOf(rows, page.limit, (m) => ({ at: m.createdAt.getTime(), id: String(m.id) }));
  return { items: items.map(toInboxMessage), next };
}

export async function setMessageRead(
  db: Database,
  projectId: number,
  userId: string,
  messageId: number,
  read: boolean,
  now: number,
): Promise<SiteMessage | null> {
  if (!(await ownedProject(db, projectId, userId))) return null;
  const [row] = await db
    .update(siteMessages)
    .set({ readAt: read ? sql`coalesce(${siteMessages.readAt}, ${now})` : null })
    .where(and(eq(siteMessages.id, messageId), eq(siteMessages.projectId, projectId)))
    .returning();
  return row ?? null;
}

export async function deleteSiteMessage(db: Database, projectId: number, userId: string, messageId: number): Promise<boolean> {
  if (!(await ownedProject(db, projectId, userId))) return false;
  const rows = await db
    .delete(siteMessages)
    .where(and(eq(siteMessages.id, messageId), eq(siteMessages.projectId, projectId)))
    .returning({ id: siteMessages.id });
  return rows.length > 0;
}

/** Unread messages per project of a user (the dashboard's project cards). */
export async function unreadCounts(db: Database, userId: string): Promise<Record<number, number>> {
  const mine = db.select({ id: projects.id }).from(projects).where(eq(projects.userId, userId));
  const rows = await db
    .select({ projectId: siteMessages.projectId, unread: count() })
    .from(siteMessages)
    .where(and(inArray(siteMessages.projectId, mine), isNull(siteMessages.readAt)))
    .groupBy(siteMessages.projectId);
  return Object.fromEntries(rows.map((r) => [r.projectId, r.unread]));
}
