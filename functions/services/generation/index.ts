import { sitesBaseUrl } from "../../config";
import { imitatesPlatform } from "../../../core/reserved-names";
import { and, eq, inArray, lt, or } from "drizzle-orm";
import type { Database } from "../../../db/index";
import { generatedSites, projects, templates, type Project } from "../../../db/schema";
import { createModelFromEnv, fallbackSlug, generateSite, siteSlug, type GeneratorInput, type SiteModel, type TemplateStyle } from "../../generator/index";
import type { AppDeps } from "../../types";
import { PROJECT_NOT_FOUND, conflict, notFound } from "../../lib/errors";
import { isBusinessType } from "../../../core/business-types";
import { notifySiteReady } from "../mail/notifications";
import { storeGeneratedSite } from "../sites/versions";
import { refreshShareCard } from "../sites/share-cards";
import { generatorPhotosFor } from "../sites/photo-refs";
import { sitePath } from "../../../core/paths";
import { nextTurn } from "../../lib/next-turn";

/** A job still 'generating' after this long died with its process: it reads as failed and may be retried. */
export const GENERATION_STALE_MS = 5 * 60 * 1000;
export const STALE_GENERATION_REASON = "Generation did not finish (the server restarted or the job timed out). Please try again.";

/**
 * Atomically moves a paid project of this owner to 'generating'. Exactly one of any number of
 * concurrent callers wins (double click, two tabs); a stale 'generating' job may be reclaimed.
 * Refusals throw: 404 not this owner's project, 409 unpaid. A project already generating (a second
 * click, a tab that is behind) or already completed is no refusal but nothing to do: "generating" or
 * "completed", and the caller answers the current state.
 */
export async function claimGeneration(db: Database, opts: { projectId: number; userId: string; now: number }): Promise<"claimed" | "completed" | "generating"> {
  const staleBefore = new Date(opts.now - GENERATION_STALE_MS);
  const claimed = await db
    .update(projects)
    .set({ status: "generating", generationStartedAt: new Date(opts.now), failureReason: null, updatedAt: new Date(opts.now) })
    .where(
      and(
        eq(projects.id, opts.projectId),
        eq(projects.userId, opts.userId),
        eq(projects.paymentStatus, "paid"),
        or(inArray(projects.status, ["pending", "failed"]), and(eq(projects.status, "generating"), lt(projects.generationStartedAt, staleBefore))),
      ),
    )
    .returning({ id: projects.id });
  if (claimed.length === 1) return "claimed";

  const [project] = await db
    .select({ status: projects.status, paymentStatus: projects.paymentStatus })
    .from(projects)
    .where(and(eq(projects.id, opts.projectId), eq(projects.userId, opts.userId)))
    .limit(1);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  if (project.paymentStatus !== "paid") throw conflict("This project has not been paid for yet");
  // A finished site is never generated over: a new draft is the editor's explicit "Regenerate".
  if (project.status === "completed") return "completed";
  return "generating";
}

/** The status a reader should see: a 'generating' job past its time has failed. */
export function effectiveStatus(project: Pick<Project, "status" | "generationStartedAt" | "failureReason">, now: number) {
  if (project.status === "generating" && project.generationStartedAt && now - project.generationStartedAt.getTime() > GENERATION_STALE_MS) {
    return { status: "failed" as const, failureReason: STALE_GENERATION_REASON };
  }
  return { status: project.status, failureReason: project.failureReason };
}

export interface GenerationContext {
  db: Database;
  siteUrl: string;
  model?: SiteModel | null;
  now: () => number;
  log: (line: string) => void;
  /** Runs once when a job completes a project ("your site is ready" mail); its failure is only logged. */
  onCompleted?: (projectId: number) => Promise<unknown>;
}

/** The job's context from a host's deps (the generate route, the Worker's queue consumer). */
export function generationContext(
  deps: Pick<AppDeps, "db" | "config" | "now" | "log" | "mailTransport" | "shareCards">,
  boundModel: SiteModel | null = null,
): GenerationContext {
  const { ai } = deps.config;
  // Generated pages name the origin they are served from (canonical, og:url).
  const siteUrl = sitesBaseUrl(deps.config);
  return {
    db: deps.db,
    siteUrl,
    // An OpenAI-compatible endpoint when AI_BASE_URL is set; else the host's bound model (Workers AI), if any.
    model:
      createModelFromEnv({
        AI_BASE_URL: ai.baseUrl,
        AI_MODEL: ai.model,
        AI_API_KEY: ai.apiKey,
        AI_STRUCTURED_OUTPUTS: ai.structuredOutputs ? "true" : undefined,
      }) ?? (ai.baseUrl ? null : boundModel),
    now: deps.now ?? Date.now,
    // A failed job records its reason on the project; its log line goes to the host (console when unset).
    log: deps.log ?? ((line) => console.warn(line)),
    // The first publish: the "ready" mail, and the share card made now rather than on a chat app's first look.
    onCompleted: (projectId) =>
      Promise.all([
        notifySiteReady(deps, projectId),
        refreshShareCard(deps.db, deps.shareCards, projectId, (deps.now ?? Date.now)()).catch((error) =>
          (deps.log ?? console.warn)(`share card of project ${projectId}: ${String(error)}`),
        ),
      ]),
  };
}

/** How a job ended (see runGeneration). */
export type GenerationOutcome = "completed" | "failed" | "skipped" | "unsettled";

/** What the generator is given for a project: its intake and template, plus this run's extra instructions. */
export async function generatorInputFor(
  db: Database,
  projectId: number,
  customRequirements?: string | null,
): Promise<{ project: Project; input: GeneratorInput } | undefined> {
  const [row] = await db
    .select({ project: projects, template: templates })
    .from(projects)
    .leftJoin(templates, eq(projects.templateId, templates.id))
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row) return undefined;
  const { project, template } = row;
  if (!isBusinessType(project.businessType)) throw new Error(`Unknown business type ${project.businessType}`);
  const input: GeneratorInput = {
    projectName: project.name,
    businessType: project.businessType,
    description: project.description,
    requirements: [project.requirements, customRequirements].filter(Boolean).join("\n\n") || null,
    details: project.details ?? null,
    template: template
      ? { name: template.name, category: template.category, description: template.description, style: (template.style as TemplateStyle | null) ?? null }
      : null,
    photos: await generatorPhotosFor(db, projectId),
  };
  return { project, input };
}

/** Tries a generation makes to store its site under a free slug before it fails. */
const SLUG_ATTEMPTS = 5;

/** Slugs chosen by this process's jobs whose sites are not stored yet: two jobs never pick the same. */
const slugsBeingStored = new Set<string>();

/**
 * The project's stored slug, or the first free one made from its name, reserved in this process until
 * `release()` (after the store). Another process may still take it first: the caller retries.
 */
async function reserveSlug(
  ctx: GenerationContext,
  project: { name: string; businessType: string },
  projectId: number,
): Promise<{ slug: string; release: () => void }> {
  const [existing] = await ctx.db.select({ slug: generatedSites.slug }).from(generatedSites).where(eq(generatedSites.projectId, projectId)).limit(1);
  if (existing) return { slug: existing.slug, release: () => {} };
  const fallback = fallbackSlug(project.businessType, projectId);
  for (;;) {
    const slug = await siteSlug(
      // A name that imitates the platform (refused since, but possibly older) never becomes an address.
      imitatesPlatform(project.name) ? fallback : project.name,
      async (candidate) => {
        if (slugsBeingStored.has(candidate)) return true;
        const [taken] = await ctx.db.select({ id: generatedSites.id }).from(generatedSites).where(eq(generatedSites.slug, candidate)).limit(1);
        return !!taken;
      },
      undefined,
      fallback,
    );
    // Checked and taken in one synchronous step: another job may have reserved it during the lookups.
    if (!slugsBeingStored.has(slug)) {
      slugsBeingStored.add(slug);
      return { slug, release: () => slugsBeingStored.delete(slug) };
    }
  }
}

/**
 * Writes and renders the site and stores it under the project's slug. Jobs of one process never pick
 * the same free slug (`reserveSlug`); a job of another process may, and the unique index then refuses
 * the second store, which takes the next free slug (rendering its links anew). The stored slug wins: a second run of the
 * same job (a redelivered queue message) keeps the first one's.
 */
async function generateAndStore(
  ctx: GenerationContext,
  project: { name: string; businessType: string },
  projectId: number,
  input: Parameters<typeof generateSite>[0],
) {
  for (let attempt = 1; ; attempt++) {
    const { slug, release } = await reserveSlug(ctx, project, projectId);
    await nextTurn();
    // Stored relative, so a hosted site keeps working when the public domain changes.
    const result = await generateSite(input, {
      model: ctx.model,
      canonicalUrl: `${ctx.siteUrl}${sitePath(slug)}`,
      generatedAt: new Date(ctx.now()).toISOString(),
      mediaBase: `${sitePath(slug)}media/`,
      hosted: true,
    });
    await nextTurn();
    try {
      const stored = await storeGeneratedSite(ctx.db, {
        projectId,
        slug,
        html: result.html,
        content: result.content,
        writer: result.writer,
        note: result.note ?? null,
        at: new Date(ctx.now()),
      });
      return { result, slug: stored?.slug ?? slug };
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || !isSlugTaken(error)) throw error;
    } finally {
      release();
    }
  }
}

/** Whether a store failed because another site took the slug in the meantime. */
function isSlugTaken(error: unknown): boolean {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? "")}`;
  return text.includes("UNIQUE constraint failed: generated_sites.slug");
}

/**
 * The job: write and render the site, store it under a unique readable slug, and finish the
 * project 'completed' with its URL — or 'failed' with a reason. Never throws. The outcome says which;
 * 'skipped' when the project is not 'generating' (a finished job delivered again), 'unsettled' when
 * even recording the failure failed (the database unreachable): the job may be run again.
 * `customRequirements` (the generate call's optional body) are added to the project's own
 * requirements for this run.
 */
export async function runGeneration(ctx: GenerationContext, projectId: number, opts: { customRequirements?: string | null } = {}): Promise<GenerationOutcome> {
  const now = ctx.now;
  try {
    const loaded = await generatorInputFor(ctx.db, projectId, opts.customRequirements);
    if (loaded?.project.status !== "generating") return "skipped";
    const { project, input } = loaded;
    // Database calls on Node answer within the turn: the job hands the thread back between its steps.
    await nextTurn();

    const { result, slug } = await generateAndStore(ctx, project, projectId, input);
    if (result.writerNote) ctx.log(`generation of project ${projectId}: ${result.writerNote}`);
    const at = new Date(now());
    const completed = await ctx.db
      .update(projects)
      .set({
        status: "completed",
        generatedUrl: sitePath(slug),
        failureReason: null,
        unbuilt: result.unbuilt,
        generationNote: result.note ?? null,
        updatedAt: at,
      })
      .where(and(eq(projects.id, projectId), eq(projects.status, "generating")))
      .returning({ id: projects.id });
    await nextTurn();
    if (completed.length > 0 && ctx.onCompleted) {
      await ctx.onCompleted(projectId).catch((error) => ctx.log(`site-ready notice of project ${projectId} failed: ${String(error)}`));
    }
    return "completed";
  } catch (error) {
    ctx.log(`generation of project ${projectId} failed: ${(error as Error)?.stack ?? String(error)}`);
    return ctx.db
      .update(projects)
      .set({ status: "failed", failureReason: "The website could not be generated. Please try again.", updatedAt: new Date(now()) })
      .where(and(eq(projects.id, projectId), eq(projects.status, "generating")))
      .then(
        () => "failed" as const,
        () => "unsettled" as const,
      );
  }
}

/** Projects left "generating" by a previous process, to resume when a single Node process starts. */
export async function generatingProjectIds(db: Database): Promise<number[]> {
  const rows = await db.select({ id: projects.id }).from(projects).where(eq(projects.status, "generating"));
  return rows.map((r) => r.id);
}

/** Settles jobs that died with their process once they are past their time. */
export async function failStaleGenerations(db: Database, now: number): Promise<number> {
  const rows = await db
    .update(projects)
    .set({ status: "failed", failureReason: STALE_GENERATION_REASON, updatedAt: new Date(now) })
    .where(and(eq(projects.status, "generating"), lt(projects.generationStartedAt, new Date(now - GENERATION_STALE_MS))))
    .returning({ id: projects.id });
  return rows.length;
}
