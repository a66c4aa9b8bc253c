/**
 * Website projects: creation with a server-side price, the owner's reads, and recording a payment.
 * No HTTP here. Generation's own state changes (claim, complete, fail, stale recovery) live in
 * `services/generation.ts`; readers here see a stale "generating" job as failed (`effectiveStatus`).
 */
import { and, asc, desc, eq, gte, inArray, like, lt, sql, type SQL } from "drizzle-orm";
import { pageOf, type TimeCursor } from "../lib/cursor";
import { preparedPerDatabase, type Database } from "../../db/index";
import { projects, users, type Project } from "../../db/schema";
import { priceProject } from "../../core/pricing";
import type { BusinessType } from "../../core/business-types";
import { ADMIN_PAID_VIA_PREFIX } from "../../core/projects";
import { compactDetails, type BusinessDetails } from "../../core/intake";
import { ApiError, PROJECT_NOT_FOUND, notFound } from "../lib/errors";
import { findActiveTemplate } from "./templates";
import { GENERATION_STALE_MS, effectiveStatus } from "./generation/index";

/** A project as its owner reads it at `now` (a generation past its time reads as failed). */
export function toProjectDto(p: Project, now = Date.now()) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    businessType: p.businessType,
    requirements: p.requirements,
    details: p.details ?? null,
    unbuilt: p.unbuilt ?? [],
    generationNote: p.generationNote ?? null,
    templateId: p.templateId,
    status: effectiveStatus(p, now).status,
    paymentStatus: p.paymentStatus,
    refundedAt: p.refundedAt?.toISOString() ?? null,
    disputedAt: p.disputedAt?.toISOString() ?? null,
    basePrice: p.basePrice,
    serviceFee: p.serviceFee,
    totalPrice: p.totalPrice,
    generatedUrl: p.generatedUrl,
    isPublishedToStore: p.isPublishedToStore,
    /** A moderator's takedown of the showcase listing, with its reason (null when none). */
    takedown: p.takenDownAt
      ? { takenDownAt: p.takenDownAt.toISOString(), reason: p.takedownReason ?? null, reviewRequestedAt: p.takedownReviewRequestedAt?.toISOString() ?? null }
      : null,
    userId: p.userId,
    createdAt: p.createdAt.toISOString(),
  };
}

export function toProjectStatusDto(p: Omit<ProjectStatusRow, "id">, now = Date.now()) {
  return { status: effectiveStatus(p, now).status, paymentStatus: p.paymentStatus, generatedUrl: p.generatedUrl };
}

/** A project as the admin panel lists it (GET /api/admin/projects), with its owner's email. */
export function toAdminProjectDto(p: Project, userEmail: string | null) {
  return {
    id: p.id,
    name: p.name,
    businessType: p.businessType,
    userId: p.userId,
    userEmail,
    status: p.status,
    paymentStatus: p.paymentStatus,
    totalPrice: p.totalPrice,
    paidAt: p.paidAt?.toISOString() ?? null,
    paidVia: p.paidVia,
    refundedAt: p.refundedAt?.toISOString() ?? null,
    refundedAmount: p.refundedAmount,
    disputedAt: p.disputedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

export interface NewProject {
  name: string;
  businessType: BusinessType;
  description?: string | null;
  requirements?: string | null;
  templateId?: number | null;
  details?: BusinessDetails | null;
}

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/**
 * Creates a pending, unpaid project priced on the server: the template's base price (only an active
 * template) or the default, plus the service fee, exact to the cent.
 */
export async function createProject(db: Database, userId: string, input: NewProject, now = Date.now()): Promise<Project> {
  const templateId = input.templateId ?? null;
  let templateBasePrice: string | null = null;
  if (templateId !== null) {
    const template = await findActiveTemplate(db, templateId);
    if (!template) throw new ApiError(400, "VALIDATION_ERROR", "The chosen template does not exist or is no longer available");
    templateBasePrice = template.basePrice;
  }
  const price = priceProject(templateBasePrice);
  const [row] = await db
    .insert(projects)
    .values({
      userId,
      name: input.name.trim(),
      description: blankToNull(input.description),
      businessType: input.businessType,
      requirements: blankToNull(input.requirements),
      details: compactDetails(input.details),
      templateId,
      status: "pending",
      paymentStatus: "pending",
      basePrice: price.basePrice,
      serviceFee: price.serviceFee,
      totalPrice: price.totalPrice,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .returning();
  return row!;
}

/** Replaces the owner's business details (used by the next generation). Another user's project is a 404. */
export async function updateProjectDetails(
  db: Database,
  opts: { projectId: number; userId: string; details: BusinessDetails | null; now?: number },
): Promise<Project> {
  const [row] = await db
    .update(projects)
    .set({ details: compactDetails(opts.details), updatedAt: new Date(opts.now ?? Date.now()) })
    .where(and(eq(projects.id, opts.projectId), eq(projects.userId, opts.userId)))
    .returning();
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return row;
}

/**
 * The strings the owner dismissed among the facts read from their brief (on /create or in the editor's
 * Facts panel), replaced as a whole: one list with the project, read by every generation
 * (`withoutDismissed`), so a dismissed string never comes back when the site is regenerated.
 */
export async function setDismissedFacts(
  db: Database,
  opts: { projectId: number; userId: string; dismissed: string[]; now?: number },
): Promise<{ dismissed: string[] }> {
  const [row] = await db
    .select({ details: projects.details })
    .from(projects)
    .where(and(eq(projects.id, opts.projectId), eq(projects.userId, opts.userId)))
    .limit(1);
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  const dismissed = [...new Set(opts.dismissed)];
  await db
    .update(projects)
    .set({ details: compactDetails({ ...(row.details ?? {}), dismissed }), updatedAt: new Date(opts.now ?? Date.now()) })
    .where(and(eq(projects.id, opts.projectId), eq(projects.userId, opts.userId)));
  return { dismissed };
}

/** The caller's own projects, newest first. */
export const projectsOfUser = preparedPerDatabase((db) =>
  db
    .select()
    .from(projects)
    .where(eq(projects.userId, sql.placeholder("userId")))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

/** The pages after the first: keyset on projects_user_created_idx (user_id, created_at, then the rowid id). */
export const projectsOfUserAfter = preparedPerDatabase((db) =>
  db
    .select()
    .from(projects)
    .where(
      and(eq(projects.userId, sql.placeholder("userId")), sql`(${projects.createdAt}, ${projects.id}) < (${sql.placeholder("at")}, ${sql.placeholder("id")})`),
    )
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

/**
 * An owner's totals for the dashboard's stat cards (spec section 2), over every project, not a page:
 * one aggregate on `projects_user_summary_idx` (a covering index of the owner's rows), so it reads
 * that owner's index entries only. A generation gone stale counts as failed, as `toProjectDto` shows it.
 */
export const projectSummaryOfUser = preparedPerDatabase((db) =>
  db
    .select({
      projects: sql<number>`count(*)`,
      websitesGenerated: sql<number>`coalesce(sum(${projects.status} = 'completed'), 0)`,
      activeProjects: sql<number>`coalesce(sum(${projects.status} = 'pending' or (${projects.status} = 'generating' and not coalesce(${projects.generationStartedAt} < ${sql.placeholder("staleBefore")}, 0))), 0)`,
      totalSpentCents: sql<number>`coalesce(sum(case when ${projects.paymentStatus} = 'paid' then cast(round(cast(${projects.totalPrice} as real) * 100) as integer) else 0 end), 0)`,
    })
    .from(projects)
    .where(eq(projects.userId, sql.placeholder("userId")))
    .prepare(),
);

export interface ProjectSummary {
  projects: number;
  websitesGenerated: number;
  totalSpentCents: number;
  activeProjects: number;
}

export async function summarizeProjectsOfUser(db: Database, userId: string, now: number): Promise<ProjectSummary> {
  const row = await projectSummaryOfUser(db).get({ userId, staleBefore: now - GENERATION_STALE_MS });
  return {
    projects: Number(row?.projects ?? 0),
    websitesGenerated: Number(row?.websitesGenerated ?? 0),
    totalSpentCents: Number(row?.totalSpentCents ?? 0),
    activeProjects: Number(row?.activeProjects ?? 0),
  };
}

/** One page of an owner's projects, newest first (`limit` at most; `next` is the following page's cursor). */
export async function listProjectsForUser(
  db: Database,
  userId: string,
  page: { limit: number; cursor?: TimeCursor },
): Promise<{ items: Project[]; next: string | null }> {
  const rows = page.cursor
    ? await projectsOfUserAfter(db).all({ userId, at: page.cursor.at, id: Number(page.cursor.id), limit: page.limit + 1 })
    : await projectsOfUser(db).all({ userId, limit: page.limit + 1 });
  return pageOf(rows, page.limit, (p) => ({ at: p.createdAt.getTime(), id: String(p.id) }));
}

/** What a status poll needs of a project (`toProjectStatusDto`). */
export type ProjectStatusRow = Pick<Project, "id" | "status" | "paymentStatus" | "generatedUrl" | "generationStartedAt" | "failureReason">;

/** The ids arrive as one JSON array (`json_each`), so one prepared statement serves any number of them. */
export const ownedProjectStatuses = preparedPerDatabase((db) =>
  db
    .select({
      id: projects.id,
      status: projects.status,
      paymentStatus: projects.paymentStatus,
      generatedUrl: projects.generatedUrl,
      generationStartedAt: projects.generationStartedAt,
      failureReason: projects.failureReason,
    })
    .from(projects)
    .where(and(eq(projects.userId, sql.placeholder("userId")), sql`${projects.id} in (select value from json_each(${sql.placeholder("ids")}))`))
    .prepare(),
);

/** The status of those of `ids` that `userId` owns (one indexed query; unknown and other users' ids are left out). */
export async function listOwnedProjectStatuses(db: Database, userId: string, ids: number[]): Promise<ProjectStatusRow[]> {
  if (ids.length === 0) return [];
  return ownedProjectStatuses(db).all({ userId, ids: JSON.stringify(ids) });
}

/** The project if `userId` owns it; another user's project and a missing one are the same 404. */
export async function getOwnedProject(db: Database, projectId: number, userId: string): Promise<Project> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
    .limit(1);
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return row;
}

export async function getProject(db: Database, projectId: number): Promise<Project | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  return row;
}

/**
 * Records a payment once: pending -> paid with who/what took it. Null when the project is missing or
 * already paid (a second confirmation changes nothing).
 */
export async function markPaid(
  db: Pick<Database, "update">,
  opts: { projectId: number; via: string; paymentIntentId?: string | null; now?: number },
): Promise<Project | null> {
  const [row] = await markPaidStatement(db, opts);
  return row ?? null;
}

/** The statement behind `markPaid`, not yet run (for a `db.batch`), with an optional further condition. */
export function markPaidStatement(
  db: Pick<Database, "update">,
  opts: { projectId: number; via: string; paymentIntentId?: string | null; now?: number },
  alsoWhere?: SQL,
) {
  const now = new Date(opts.now ?? Date.now());
  return db
    .update(projects)
    .set({
      paymentStatus: "paid",
      paidAt: now,
      paidVia: opts.via,
      updatedAt: now,
      ...(opts.paymentIntentId ? { paymentIntentId: opts.paymentIntentId } : {}),
    })
    .where(and(eq(projects.id, opts.projectId), inArray(projects.paymentStatus, ["pending", "refunded"]), alsoWhere))
    .returning();
}

export { ADMIN_PAID_VIA_PREFIX };

/**
 * Undoes a payment an admin recorded by hand (a mistake): back to pending. Stripe payments are
 * never undone here (they are refunded at Stripe, and the webhook records that). Null when the
 * project is not paid by hand.
 */
export async function undoMarkPaid(db: Database, projectId: number, now = Date.now()): Promise<Project | null> {
  const [row] = await db
    .update(projects)
    .set({ paymentStatus: "pending", paidAt: null, paidVia: null, updatedAt: new Date(now) })
    .where(and(eq(projects.id, projectId), eq(projects.paymentStatus, "paid"), like(projects.paidVia, `${ADMIN_PAID_VIA_PREFIX}%`)))
    .returning();
  return row ?? null;
}

/** Remembers the Stripe payment intent created for a project (so it can be reused). */
export async function setPaymentIntent(db: Database, projectId: number, paymentIntentId: string, now = Date.now()): Promise<void> {
  await db
    .update(projects)
    .set({ paymentIntentId, updatedAt: new Date(now) })
    .where(eq(projects.id, projectId));
}

/**
 * One page of every project with its owner's email (admin panel). Without `search`: newest first,
 * keyset on projects_created_idx (created_at, then the rowid id). With `search`: the projects of
 * owners whose email starts with it (lower case), by email on the unique index, then newest first;
 * one page at most (narrow the search for fewer).
 */
export async function listAllProjectsWithOwner(db: Database, opts: { limit: number; search?: string; cursor?: TimeCursor }) {
  const term = opts.search?.trim().toLowerCase();
  if (term) {
    const end = term.slice(0, -1) + String.fromCharCode(term.charCodeAt(term.length - 1) + 1);
    const rows = await db
      .select({ project: projects, userEmail: users.email })
      .from(users)
      .innerJoin(projects, eq(projects.userId, users.id))
      .where(and(gte(users.email, term), lt(users.email, end)))
      .orderBy(asc(users.email), desc(projects.createdAt))
      .limit(opts.limit);
    return { items: rows, next: null };
  }
  const rows = await db
    .select({ project: projects, userEmail: users.email })
    .from(projects)
    .leftJoin(users, eq(projects.userId, users.id))
    .where(opts.cursor ? sql`(${projects.createdAt}, ${projects.id}) < (${opts.cursor.at}, ${Number(opts.cursor.id)})` : undefined)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(opts.limit + 1);
  return pageOf(rows, opts.limit, (r) => ({ at: r.project.createdAt.getTime(), id: String(r.project.id) }));
}
