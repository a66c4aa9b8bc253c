import { and, desc, eq, isNull, isNotNull, sql } from "drizzle-orm";
import { LIST_PAGE_DEFAULT } from "../../core/api-limits";
import { preparedPerDatabase, type Database } from "../../db/index";
import { generatedSites, projects, publishedApps, type PublishedApp } from "../../db/schema";
import { CATEGORY_LOOK, featuresOf, iconTypeOf } from "../../core/app-showcase";
import type { AppCategory } from "../../core/business-types";
import { aboutText } from "../generator/index";
import { PROJECT_NOT_FOUND, conflict, notFound } from "../lib/errors";

export interface PublishInput {
  name: string;
  description: string;
  category: AppCategory;
  features: string[];
}

/** Long description for the showcase: the site's own about text when there is one. */
function longDescriptionFor(input: PublishInput, content: unknown): string {
  const about = aboutText(content);
  return about && about.length > 0 ? about : input.description;
}

/**
 * Publishes a completed, unpublished project of this owner to the app showcase. The flag flip is
 * the guard, so a double submit publishes once. Refusals throw: 404 not this owner's project,
 * 409 already published or not completed.
 */
export async function publishProject(db: Database, opts: { userId: string; projectId: number; input: PublishInput; now: number }): Promise<PublishedApp> {
  const flipped = await db
    .update(projects)
    .set({ isPublishedToStore: true, updatedAt: new Date(opts.now) })
    .where(and(eq(projects.id, opts.projectId), eq(projects.userId, opts.userId), eq(projects.status, "completed"), eq(projects.isPublishedToStore, false)))
    .returning({
      generatedUrl: projects.generatedUrl,
      takenDownAt: projects.takenDownAt,
      takenDownBy: projects.takenDownBy,
      takedownReason: projects.takedownReason,
    });
  if (flipped.length !== 1) {
    const [p] = await db
      .select({ status: projects.status, published: projects.isPublishedToStore })
      .from(projects)
      .where(and(eq(projects.id, opts.projectId), eq(projects.userId, opts.userId)))
      .limit(1);
    if (!p) throw notFound(PROJECT_NOT_FOUND);
    throw conflict(p.published ? "This project is already published to the app store" : "Only a completed website can be published");
  }
  const [site] = await db.select({ content: generatedSites.content }).from(generatedSites).where(eq(generatedSites.projectId, opts.projectId)).limit(1);
  const look = CATEGORY_LOOK[opts.input.category];
  try {
    const [app] = await db
      .insert(publishedApps)
      .values({
        projectId: opts.projectId,
        userId: opts.userId,
        name: opts.input.name,
        description: opts.input.description,
        longDescription: longDescriptionFor(opts.input, site?.content ?? null),
        url: flipped[0]!.generatedUrl ?? "",
        category: opts.input.category,
        iconType: look.iconType,
        features: opts.input.features,
        color: look.color,
        createdAt: new Date(opts.now),
        // A takedown sticks to the project: a listing published again is down until a moderator restores it.
        takenDownAt: flipped[0]!.takenDownAt,
        takenDownBy: flipped[0]!.takenDownBy,
        takedownReason: flipped[0]!.takedownReason,
      })
      .returning();
    return app!;
  } catch (error) {
    await db.update(projects).set({ isPublishedToStore: false }).where(eq(projects.id, opts.projectId));
    throw error;
  }
}

/** Published apps per showcase page (the three built-in apps come first, on the page itself). */
export const SHOWCASE_PAGE_SIZE = LIST_PAGE_DEFAULT;

/**
 * The showcase's first page (spec section 3, Published app), newest first; apps a moderator took
 * down are left out. Keyset on published_apps_showcase_idx (taken_down_at, created_at, rowid id).
 */
export const publishedAppsQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(publishedApps)
    .where(isNull(publishedApps.takenDownAt))
    .orderBy(desc(publishedApps.createdAt), desc(publishedApps.id))
    .limit(SHOWCASE_PAGE_SIZE)
    .prepare(),
);

/** The page after the app `after` (its id: the last of the page before). */
export const publishedAppsAfterQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(publishedApps)
    .where(
      and(
        isNull(publishedApps.takenDownAt),
        sql`(${publishedApps.createdAt}, ${publishedApps.id}) < (select created_at, id from published_apps where id = ${sql.placeholder("after")})`,
      ),
    )
    .orderBy(desc(publishedApps.createdAt), desc(publishedApps.id))
    .limit(SHOWCASE_PAGE_SIZE)
    .prepare(),
);

/** A page of the showcase: the first, or the one after the app `after`. A full page means more may follow. */
export async function listPublishedApps(db: Database, after?: number) {
  const rows = after === undefined ? await publishedAppsQuery(db).all() : await publishedAppsAfterQuery(db).all({ after });
  return rows.map(toPublishedAppDto);
}

/** Every published app with its moderation state and the owner's review request, newest first (moderators' list). */
export async function listAppsForModeration(db: Database, limit = 500) {
  const rows = await db
    .select({ app: publishedApps, reviewRequestedAt: projects.takedownReviewRequestedAt })
    .from(publishedApps)
    .leftJoin(projects, eq(projects.id, publishedApps.projectId))
    .orderBy(desc(publishedApps.createdAt), desc(publishedApps.id))
    .limit(limit);
  return rows.map(({ app, reviewRequestedAt }) => ({
    ...toPublishedAppDto(app),
    takenDownAt: app.takenDownAt?.toISOString() ?? null,
    takenDownBy: app.takenDownBy,
    takedownReason: app.takedownReason,
    reviewRequestedAt: app.takenDownAt ? (reviewRequestedAt?.toISOString() ?? null) : null,
  }));
}

/** Hides an app from the showcase and marks its project (the takedown outlives the listing); null when there is no such app, false when it is already down. */
export async function takeDownApp(db: Database, id: number, opts: { by: string; reason: string | null; now: number }): Promise<PublishedApp | null | false> {
  const [row] = await db
    .update(publishedApps)
    .set({ takenDownAt: new Date(opts.now), takenDownBy: opts.by, takedownReason: opts.reason })
    .where(and(eq(publishedApps.id, id), isNull(publishedApps.takenDownAt)))
    .returning();
  if (!row) return (await appExists(db, id)) ? false : null;
  await db
    .update(projects)
    .set({ takenDownAt: new Date(opts.now), takenDownBy: opts.by, takedownReason: opts.reason, takedownReviewRequestedAt: null })
    .where(eq(projects.id, row.projectId));
  return row;
}

/** Puts a taken-down app back in the showcase and clears its project's takedown; null when there is no such app, false when it is not down. */
export async function restoreApp(db: Database, id: number): Promise<PublishedApp | null | false> {
  const [row] = await db
    .update(publishedApps)
    .set({ takenDownAt: null, takenDownBy: null, takedownReason: null })
    .where(and(eq(publishedApps.id, id), isNotNull(publishedApps.takenDownAt)))
    .returning();
  if (!row) return (await appExists(db, id)) ? false : null;
  await db
    .update(projects)
    .set({ takenDownAt: null, takenDownBy: null, takedownReason: null, takedownReviewRequestedAt: null })
    .where(eq(projects.id, row.projectId));
  return row;
}

/** The owner asks the moderators to look at a takedown again; 404 not this owner's, 409 not taken down or already asked. */
export async function requestTakedownReview(db: Database, opts: { projectId: number; userId: string; now: number }) {
  const [row] = await db
    .update(projects)
    .set({ takedownReviewRequestedAt: new Date(opts.now) })
    .where(and(eq(projects.id, opts.projectId), eq(projects.userId, opts.userId), isNotNull(projects.takenDownAt), isNull(projects.takedownReviewRequestedAt)))
    .returning({ id: projects.id, reason: projects.takedownReason });
  if (row) return row;
  const [p] = await db
    .select({ takenDownAt: projects.takenDownAt })
    .from(projects)
    .where(and(eq(projects.id, opts.projectId), eq(projects.userId, opts.userId)))
    .limit(1);
  if (!p) throw notFound(PROJECT_NOT_FOUND);
  throw conflict(p.takenDownAt ? "A review was already asked for; a moderator will look at it" : "This project's listing is not taken down");
}

async function appExists(db: Database, id: number): Promise<boolean> {
  return (await db.select({ id: publishedApps.id }).from(publishedApps).where(eq(publishedApps.id, id)).limit(1)).length > 0;
}

export function toPublishedAppDto(app: PublishedApp) {
  return {
    id: app.id,
    name: app.name,
    description: app.description,
    longDescription: app.longDescription,
    url: app.url,
    category: app.category,
    iconType: iconTypeOf(app.iconType),
    features: featuresOf(app.features),
    color: app.color,
    rating: app.rating,
    userCount: app.userCount,
    createdAt: app.createdAt.toISOString(),
  };
}
