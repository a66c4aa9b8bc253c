/**
 * The admin panel: a shared password (ADMIN_PASSWORD) exchanged for a short admin session, and the
 * panel's data (overview, templates, projects, leads). Separate from user accounts and roles.
 */
import { asc, desc, eq, lt, sql } from "drizzle-orm";
import { SHA256 } from "@oslojs/crypto/sha2";
import { hmac } from "@oslojs/crypto/hmac";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { sameSecret } from "../lib/constant-time";
import type { Database } from "../../db/index";
import { adminSessions, leads, templates } from "../../db/schema";
import { toLeadDto, type LeadDto } from "./leads";
import { formatDecimal } from "../../core/money";
import { toCsv } from "../lib/csv";
import { DEV_ADMIN_PASSWORD, type AppConfig } from "../config";
import { generateSessionToken, hashToken } from "../auth/sessions";
import { notFound } from "../lib/errors";
import { pageOf, type TimeCursor } from "../lib/cursor";
import { platformTotals } from "./page-views";
import { toTemplateDto, type TemplateDto } from "./templates";
import { slugify } from "../generator/slug";

/** An admin session lasts this long from sign-in, however active. */
export const ADMIN_SESSION_MS = 8 * 60 * 60 * 1000;
/**
 * Failed password attempts back off per client address, never for everyone: 5 in 15 minutes, then
 * (once those are spent again and again) 20 in a day. An attacker's failures lock out only their
 * own address, so the right password still works from every other one. The panel's password is at
 * least ADMIN_PASSWORD_MIN_LENGTH characters in production, which spread-out guessing cannot reach.
 */
export const ADMIN_AUTH_FAILURE_LIMIT = 5;
export const ADMIN_AUTH_WINDOW_MS = 15 * 60 * 1000;
export const ADMIN_AUTH_DAILY_FAILURE_LIMIT = 20;
export const ADMIN_AUTH_DAY_MS = 24 * 60 * 60 * 1000;

export function adminCookieName(production: boolean): string {
  return production ? "__Secure-lumen_admin" : "lumen_admin";
}

/** The panel's password: ADMIN_PASSWORD, or the development default outside production; null when none applies. */
export function adminPasswordFor(config: Pick<AppConfig, "adminPassword" | "production">): string | null {
  return config.adminPassword ?? (config.production ? null : DEV_ADMIN_PASSWORD);
}

/** Compares in constant time: both sides are hashed first, so neither length nor content leaks through timing. */
export function passwordMatches(given: string, expected: string): boolean {
  return sameSecret(given, expected);
}

/** HMAC-SHA256 of the panel password keyed by the session's token: binds a session to the password it was opened with. */
export function passwordTag(token: string, password: string): string {
  const encoder = new TextEncoder();
  return encodeHexLowerCase(hmac(SHA256, encoder.encode(token), encoder.encode(password)));
}

export async function createAdminSession(
  db: Database,
  now = Date.now(),
  opts: { password?: string; userId?: string | null } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const expiresAt = new Date(now + ADMIN_SESSION_MS);
  await db.insert(adminSessions).values({
    id: hashToken(token),
    createdAt: new Date(now),
    expiresAt,
    userId: opts.userId ?? null,
    passwordTag: opts.password === undefined ? null : passwordTag(token, opts.password),
  });
  // Now and then, drop sessions that ended.
  if (Math.random() < 0.05) await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date(now)));
  return { token, expiresAt };
}

/**
 * The live admin session this token belongs to, or null. An expired session, and one opened with a
 * password other than `currentPassword` (ADMIN_PASSWORD changed since), is deleted.
 */
export async function findAdminSession(
  db: Database,
  token: string | undefined,
  now = Date.now(),
  currentPassword?: string | null,
): Promise<{ userId: string | null } | null> {
  if (!token || !/^[a-z2-7]{16,64}$/.test(token)) return null;
  const id = hashToken(token);
  const [row] = await db.select().from(adminSessions).where(eq(adminSessions.id, id)).limit(1);
  if (!row) return null;
  const stale = currentPassword != null && (row.passwordTag === null || !sameSecret(row.passwordTag, passwordTag(token, currentPassword)));
  if (now >= row.expiresAt.getTime() || stale) {
    await db.delete(adminSessions).where(eq(adminSessions.id, id));
    return null;
  }
  return { userId: row.userId };
}

export async function deleteAdminSession(db: Database, token: string | undefined): Promise<void> {
  if (token) await db.delete(adminSessions).where(eq(adminSessions.id, hashToken(token)));
}

export async function adminOverview(db: Database): Promise<{ totalTemplates: number; totalProjects: number; revenue: string }> {
  const [tpl] = await db.select({ n: sql<number>`count(*)` }).from(templates);
  // Both from the daily roll-up (platform_days, kept by triggers as projects are created and paid).
  const { projects, revenueCents } = await platformTotals(db);
  return { totalTemplates: Number(tpl?.n ?? 0), totalProjects: projects, revenue: formatDecimal(revenueCents) };
}

export async function listAllTemplates(db: Database): Promise<TemplateDto[]> {
  const rows = await db.select().from(templates).orderBy(asc(templates.id));
  return rows.map(toTemplateDto);
}

/** Template slugs come from the same rules as site slugs (romanized, ligatures spelled out). */
const templateSlug = (name: string) => slugify(name, TEMPLATE_SLUG_MAX) || "template";
const TEMPLATE_SLUG_MAX = 60;

export async function createTemplate(
  db: Database,
  input: { name: string; category: string; description?: string | null; imageUrl?: string | null; basePriceCents: number },
): Promise<TemplateDto> {
  const base = templateSlug(input.name);
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${crypto.randomUUID().slice(0, 6)}`;
    const [row] = await db
      .insert(templates)
      .values({
        slug,
        name: input.name.trim(),
        category: input.category,
        description: input.description?.trim() || null,
        imageUrl: input.imageUrl?.trim() || null,
        basePrice: formatDecimal(input.basePriceCents),
        isActive: true,
      })
      .onConflictDoNothing({ target: templates.slug })
      .returning();
    if (row) return toTemplateDto(row);
  }
  throw new Error("Could not find a free slug for the template");
}

export async function updateTemplate(
  db: Database,
  id: number,
  input: { name: string; category: string; description?: string | null; imageUrl?: string | null; basePriceCents: number },
): Promise<{ before: TemplateDto; after: TemplateDto }> {
  const [old] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  if (!old) throw notFound("Template not found");
  const [row] = await db
    .update(templates)
    .set({
      name: input.name.trim(),
      category: input.category,
      description: input.description?.trim() || null,
      imageUrl: input.imageUrl?.trim() || null,
      basePrice: formatDecimal(input.basePriceCents),
    })
    .where(eq(templates.id, id))
    .returning();
  if (!row) throw notFound("Template not found");
  return { before: toTemplateDto(old), after: toTemplateDto(row) };
}

/** Deletes a template; projects made from it keep their prices and lose only the link (ON DELETE SET NULL). */
export async function deleteTemplate(db: Database, id: number): Promise<TemplateDto> {
  const [row] = await db.delete(templates).where(eq(templates.id, id)).returning();
  if (!row) throw notFound("Template not found");
  return toTemplateDto(row);
}

export async function setTemplateActive(db: Database, id: number, isActive: boolean): Promise<TemplateDto> {
  const [row] = await db.update(templates).set({ isActive }).where(eq(templates.id, id)).returning();
  if (!row) throw notFound("Template not found");
  return toTemplateDto(row);
}

/** The CSV export holds at most this many leads, newest first. */
export const LEADS_CSV_MAX = 10_000;

/** Leads, newest first (the CSV export). */
export async function listLeads(db: Database, opts: { limit: number }): Promise<LeadDto[]> {
  const rows = await db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id)).limit(opts.limit);
  return rows.map(toLeadDto);
}

/** One page of leads, newest first: keyset on leads_created_idx (created_at, then the rowid id). */
export async function listLeadsPage(db: Database, opts: { limit: number; cursor?: TimeCursor }): Promise<{ items: LeadDto[]; next: string | null }> {
  const rows = await db
    .select()
    .from(leads)
    .where(opts.cursor ? sql`(${leads.createdAt}, ${leads.id}) < (${opts.cursor.at}, ${Number(opts.cursor.id)})` : undefined)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(opts.limit + 1);
  const page = pageOf(rows, opts.limit, (l) => ({ at: l.createdAt.getTime(), id: String(l.id) }));
  return { items: page.items.map(toLeadDto), next: page.next };
}

export const LEADS_CSV_HEADER = ["id", "email", "monthlyRequests", "estimatedSavings", "roiMultiple", "eventType", "source", "createdAt"] as const;

export function leadsCsv(rows: readonly LeadDto[]): string {
  return toCsv(
    LEADS_CSV_HEADER,
    rows.map((l) => [l.id, l.email, l.monthlyRequests, l.estimatedSavings, l.roiMultiple, l.eventType, l.source, l.createdAt]),
  );
}
