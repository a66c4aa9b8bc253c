/**
 * A site's versions: the editor saves drafts, publishes one (the hosted HTML is rendered
 * from it), restores earlier ones as new drafts. Every save names the version it edits: a save from
 * a stale tab is refused, never a silent overwrite. No HTTP here.
 */
import { contentImitation } from "../../../core/reserved-names";
import { contentAddressProblem, DECEPTIVE_DOMAIN_MESSAGE } from "../../../core/email-domain";
import { and, desc, eq, lte, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/index";
import { generatedSites, projects, siteImages, siteVersions, type GeneratedSite, type SiteVersion } from "../../../db/schema";
import { siteSettings } from "../../../core/site/settings";
import { reconcileAiFields } from "../../../core/site/ai-fields";
import { renderSite, siteContentSchema, type SiteContent } from "../../generator/index";
import { ApiError, conflict, notFound } from "../../lib/errors";
import { summarizeChanges } from "../../../core/site/diff";
import { imageIdsOf, restoreContent } from "../../../core/site/content-ops";
import { carryFactEdits } from "../../../core/site/fact-edits";
import { EDITOR_MESSAGES } from "../../../core/content/editor";
import {
  MAX_SITE_CONTENT_BYTES,
  SITE_VERSIONS_KEPT,
  contentBytes,
  type EditableSiteDto,
  type SiteVersionDto,
  type SiteVersionSource,
} from "../../../core/site/editor";
import { sitePath } from "../../../core/paths";
import { findOwnedSite } from "./owned";

/** One message for a missing project, another user's, and one with no site yet: the same 404. */
export const NO_SITE = "No generated website for this project";

export interface OwnedSite {
  projectId: number;
  businessType: string;
  slug: string;
  siteId: number;
  publishedVersionId: number | null;
  live: boolean;
}

/** The owner's generated site, or 404 (no project, another user's, or not generated yet: the same answer). */
export async function getOwnedSite(db: Database, projectId: number, userId: string): Promise<OwnedSite> {
  const owned = await findOwnedSite(db, projectId, userId);
  if (!owned?.site) throw notFound(NO_SITE);
  const { site } = owned;
  return {
    projectId: owned.projectId,
    businessType: owned.businessType,
    slug: site.slug,
    siteId: site.id,
    publishedVersionId: site.publishedVersionId,
    live: site.unpublishedAt === null,
  };
}

/** Checks content against the generator's schema and the size limit; the parsed (defaults filled) content. */
export function parseSiteContent(content: unknown): SiteContent {
  if (contentBytes(content) > MAX_SITE_CONTENT_BYTES) {
    throw new ApiError(413, "PAYLOAD_TOO_LARGE", `Site content is larger than ${MAX_SITE_CONTENT_BYTES / 1024} KB`);
  }
  const parsed = siteContentSchema.safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join(".") || "content";
    throw new ApiError(400, "VALIDATION_ERROR", `Site content is not valid at ${where}: ${issue?.message ?? "invalid"}`);
  }
  const deceptive = contentAddressProblem(parsed.data);
  if (deceptive) throw new ApiError(400, "VALIDATION_ERROR", `Site content is not valid at ${deceptive}: ${DECEPTIVE_DOMAIN_MESSAGE}`);
  return parsed.data;
}

/**
 * Every image the owner's content places (logo, hero, sections) must be one uploaded to this very
 * project: an id of another site's image, or a made-up one, is refused rather than drawn as a broken picture.
 */
export async function assertOwnImages(db: Database, projectId: number, content: SiteContent): Promise<void> {
  const wanted = imageIdsOf(content);
  if (!wanted.length) return;
  const rows = await db.select({ id: siteImages.id, ext: siteImages.ext }).from(siteImages).where(eq(siteImages.projectId, projectId));
  const own = new Set(rows.map((r) => `${r.id}.${r.ext}`));
  const foreign = wanted.find((file) => !own.has(file));
  if (foreign) throw new ApiError(400, "VALIDATION_ERROR", EDITOR_MESSAGES.unknownImage(foreign));
}

export function toVersionDto(v: SiteVersion, publishedVersionId: number | null): SiteVersionDto {
  return { number: v.number, createdAt: v.createdAt.toISOString(), summary: v.summary, source: v.source, published: v.id === publishedVersionId };
}

async function headVersion(db: Database, projectId: number): Promise<SiteVersion | undefined> {
  const [row] = await db.select().from(siteVersions).where(eq(siteVersions.projectId, projectId)).orderBy(desc(siteVersions.number)).limit(1);
  return row;
}

async function versionByNumber(db: Database, projectId: number, number: number): Promise<SiteVersion> {
  const [row] = await db
    .select()
    .from(siteVersions)
    .where(and(eq(siteVersions.projectId, projectId), eq(siteVersions.number, number)))
    .limit(1);
  if (!row) throw notFound("No such version of this site");
  return row;
}

/**
 * The latest version; a site hosted before the editor existed gets its version 1 from the stored
 * content when that content still fits the schema.
 */
export async function ensureHead(db: Database, site: OwnedSite, now: number): Promise<SiteVersion> {
  const head = await headVersion(db, site.projectId);
  if (head) return head;
  const [stored] = await db.select({ content: generatedSites.content }).from(generatedSites).where(eq(generatedSites.id, site.siteId)).limit(1);
  const parsed = siteContentSchema.safeParse(stored?.content);
  if (!parsed.success) throw conflict("This site was made before the editor existed; regenerate it to edit it");
  const version = await insertVersion(db, {
    projectId: site.projectId,
    number: 1,
    content: parsed.data,
    source: "generated",
    summary: "First generated version",
    userId: null,
    now,
  });
  await db.update(generatedSites).set({ publishedVersionId: version.id }).where(eq(generatedSites.id, site.siteId));
  site.publishedVersionId = version.id;
  return version;
}

const isUniqueViolation = (error: unknown) =>
  /UNIQUE constraint failed|SQLITE_CONSTRAINT/i.test(`${(error as Error)?.message ?? ""} ${String((error as { cause?: unknown })?.cause ?? "")}`);

async function insertVersion(
  db: Database,
  v: { projectId: number; number: number; content: SiteContent; source: SiteVersionSource; summary: string; userId: string | null; now: number },
): Promise<SiteVersion> {
  try {
    const [row] = await db
      .insert(siteVersions)
      .values({
        projectId: v.projectId,
        number: v.number,
        content: v.content,
        source: v.source,
        summary: v.summary,
        createdBy: v.userId,
        createdAt: new Date(v.now),
      })
      .returning();
    return row!;
  } catch (error) {
    // Two saves on the same base: the unique (project, number) lets exactly one in.
    if (isUniqueViolation(error)) throw conflict(EDITOR_MESSAGES.staleSave);
    throw error;
  }
}

/** Drops versions older than the last SITE_VERSIONS_KEPT, except the published one. */
async function pruneVersions(db: Database, projectId: number, headNumber: number, publishedVersionId: number | null): Promise<void> {
  const cutoff = headNumber - SITE_VERSIONS_KEPT;
  if (cutoff < 1) return;
  await db
    .delete(siteVersions)
    .where(
      and(eq(siteVersions.projectId, projectId), lte(siteVersions.number, cutoff), ...(publishedVersionId ? [ne(siteVersions.id, publishedVersionId)] : [])),
    );
}

/** Adds a version on top of `baseVersion`; 409 when the site has moved on since. */
export async function addVersion(
  db: Database,
  site: OwnedSite,
  opts: { baseVersion: number; content: SiteContent; source: SiteVersionSource; summary?: string; userId: string | null; now: number },
): Promise<{ version: SiteVersion; created: boolean }> {
  const head = await ensureHead(db, site, opts.now);
  if (head.number !== opts.baseVersion) throw conflict(EDITOR_MESSAGES.staleSave);
  // Every way a version is added (a save, a restore, a regenerated part) meets the same naming rule.
  const imitation = contentImitation(opts.content);
  if (imitation) throw new ApiError(400, "VALIDATION_ERROR", imitation);
  // An owner's save keeps an AI mark only while the field holds the model's words (never adds one).
  if (opts.source === "edited") opts = { ...opts, content: reconcileAiFields(head.content as SiteContent, opts.content) };
  const summary = opts.summary ?? summarizeChanges(head.content as SiteContent, opts.content);
  if (opts.source === "edited" && summary === EDITOR_MESSAGES.noChanges) return { version: head, created: false };
  const version = await insertVersion(db, {
    projectId: site.projectId,
    number: head.number + 1,
    content: opts.content,
    source: opts.source,
    summary,
    userId: opts.userId,
    now: opts.now,
  });
  await pruneVersions(db, site.projectId, version.number, site.publishedVersionId);
  return { version, created: true };
}

export async function loadEditableSite(db: Database, projectId: number, userId: string, now: number): Promise<EditableSiteDto> {
  const site = await getOwnedSite(db, projectId, userId);
  const head = await ensureHead(db, site, now);
  let publishedNumber: number | null = null;
  if (site.publishedVersionId !== null) {
    const [published] = await db.select({ number: siteVersions.number }).from(siteVersions).where(eq(siteVersions.id, site.publishedVersionId)).limit(1);
    publishedNumber = published?.number ?? null;
  }
  const [project] = await db
    .select({ description: projects.description, requirements: projects.requirements, details: projects.details })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return {
    projectId,
    slug: site.slug,
    url: sitePath(site.slug),
    live: site.live,
    head: { ...toVersionDto(head, site.publishedVersionId), content: head.content as SiteContent },
    publishedNumber,
    businessType: site.businessType,
    brief: {
      description: project?.description ?? "",
      requirements: project?.requirements ?? "",
      dismissed: project?.details?.dismissed ?? [],
    },
  };
}

export async function listVersions(db: Database, projectId: number, userId: string, now: number): Promise<SiteVersionDto[]> {
  const site = await getOwnedSite(db, projectId, userId);
  await ensureHead(db, site, now);
  const rows = await db.select().from(siteVersions).where(eq(siteVersions.projectId, projectId)).orderBy(desc(siteVersions.number));
  return rows.map((v) => toVersionDto(v, site.publishedVersionId));
}

export async function getVersion(db: Database, projectId: number, userId: string, number: number, now: number) {
  const site = await getOwnedSite(db, projectId, userId);
  await ensureHead(db, site, now);
  const v = await versionByNumber(db, projectId, number);
  return { site, version: { ...toVersionDto(v, site.publishedVersionId), content: v.content as SiteContent } };
}

export async function saveDraft(db: Database, opts: { projectId: number; userId: string; baseVersion: number; content: unknown; now: number }) {
  const site = await getOwnedSite(db, opts.projectId, opts.userId);
  const sent = parseSiteContent(opts.content);
  await assertOwnImages(db, opts.projectId, sent);
  // An edited fact wins everywhere: its old value leaves the page's words too (the editor does this
  // before saving and tells the owner; an API client's save gets the same rule).
  const head = await ensureHead(db, site, opts.now);
  const content = carryFactEdits(head.content as SiteContent, sent).content;
  const { version, created } = await addVersion(db, site, { baseVersion: opts.baseVersion, content, source: "edited", userId: opts.userId, now: opts.now });
  return { version: toVersionDto(version, site.publishedVersionId), created };
}

export async function restoreVersion(db: Database, opts: { projectId: number; userId: string; number: number; baseVersion: number; now: number }) {
  const site = await getOwnedSite(db, opts.projectId, opts.userId);
  const head = await ensureHead(db, site, opts.now);
  const earlier = await versionByNumber(db, opts.projectId, opts.number);
  const content = parseSiteContent(restoreContent(head.content as SiteContent, earlier.content as SiteContent));
  const { version } = await addVersion(db, site, {
    baseVersion: opts.baseVersion,
    content,
    source: "restored",
    summary: `Restored version ${opts.number}`,
    userId: opts.userId,
    now: opts.now,
  });
  return { ...toVersionDto(version, site.publishedVersionId), content };
}

/** The one renderer, for the hosted page and for previews. */
export function renderVersion(content: SiteContent, opts: { siteUrl: string; slug: string; now: number }): string {
  return renderSite(content, {
    canonicalUrl: `${opts.siteUrl}${sitePath(opts.slug)}`,
    generatedAt: new Date(opts.now).toISOString(),
    mediaBase: `${sitePath(opts.slug)}media/`,
    // The hosted route adds the contact form unless the owner turned it off: its button may point there.
    contactForm: siteSettings(content).contactForm,
    requestForms: true,
  });
}

/** Makes a version the hosted one: its HTML is rendered now and stored; drafts are never served. */
export async function publishVersion(db: Database, opts: { projectId: number; userId: string; number: number; siteUrl: string; now: number }) {
  const site = await getOwnedSite(db, opts.projectId, opts.userId);
  await ensureHead(db, site, opts.now);
  const v = await versionByNumber(db, opts.projectId, opts.number);
  const content = parseSiteContent(v.content);
  // A version saved before the naming rule is not published while it breaks it.
  const imitation = contentImitation(content);
  if (imitation) throw new ApiError(400, "VALIDATION_ERROR", imitation);
  const html = renderVersion(content, { siteUrl: opts.siteUrl, slug: site.slug, now: opts.now });
  await db
    .update(generatedSites)
    .set({ html, content, publishedVersionId: v.id, updatedAt: new Date(opts.now) })
    .where(eq(generatedSites.id, site.siteId));
  return toVersionDto(v, v.id);
}

/** A version rendered for its owner's eyes only (the hosted page may show another one). */
export async function previewVersion(db: Database, opts: { projectId: number; userId: string; number: number; siteUrl: string; now: number }) {
  const { site, version } = await getVersion(db, opts.projectId, opts.userId, opts.number, opts.now);
  return renderVersion(version.content, { siteUrl: opts.siteUrl, slug: site.slug, now: opts.now });
}

/**
 * After a first generation: its content becomes the next version (1 for a new site) and is the
 * hosted one, as a generated site has always been live at once.
 */
/**
 * A generation's site stored and its content made the new published version, in one batch (one
 * transaction): never a stored page without the version the editor starts from. The stored slug
 * wins: a second run of the same job (a redelivered queue message) keeps the first one's.
 */
export async function storeGeneratedSite(
  db: Database,
  site: { projectId: number; slug: string; html: string; content: SiteContent; writer: GeneratedSite["writer"]; note: string | null; at: Date },
): Promise<{ slug: string } | undefined> {
  const { projectId, html, content, writer, note, at } = site;
  const number = ((await headVersion(db, projectId))?.number ?? 0) + 1;
  const [[stored]] = await db.batch([
    db
      .insert(generatedSites)
      .values({ projectId, slug: site.slug, html, content, writer, note, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: generatedSites.projectId, set: { html, content, writer, note, updatedAt: at } })
      .returning({ slug: generatedSites.slug }),
    db.insert(siteVersions).values({ projectId, number, content, source: "generated", summary: "First generated version", createdBy: null, createdAt: at }),
    db
      .update(generatedSites)
      .set({
        publishedVersionId: sql`(select ${siteVersions.id} from ${siteVersions} where ${siteVersions.projectId} = ${projectId} and ${siteVersions.number} = ${number})`,
      })
      .where(eq(generatedSites.projectId, projectId)),
  ]);
  return stored;
}
