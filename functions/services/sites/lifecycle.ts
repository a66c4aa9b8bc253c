/**
 * A site's life after generation: take it offline and back, edit or withdraw its store
 * listing, delete the whole project. No HTTP here.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/index";
import { generatedSites, projects, publishedApps, siteCards, siteImages, siteVersions } from "../../../db/schema";
import { conflict } from "../../lib/errors";
import { getOwnedProject } from "../projects";
import { getOwnedSite } from "./versions";
import { toPublishedAppDto, type PublishInput } from "../publishing";
import type { ImageStore } from "./images";

/** Offline: the site's address answers "not published"; online again: the published version is back. */
export async function setSiteLive(db: Database, opts: { projectId: number; userId: string; live: boolean; now: number }) {
  const site = await getOwnedSite(db, opts.projectId, opts.userId);
  await db
    .update(generatedSites)
    .set({ unpublishedAt: opts.live ? null : new Date(opts.now), updatedAt: new Date(opts.now) })
    .where(eq(generatedSites.id, site.siteId));
  return { live: opts.live, url: `/sites/${site.slug}/` };
}

/** The project, its site, versions, images (and their stored bytes) and store listing, all gone. */
export async function deleteProject(db: Database, opts: { projectId: number; userId: string; images?: ImageStore | null }) {
  await getOwnedProject(db, opts.projectId, opts.userId);
  const files = await db
    .select({ id: siteImages.id, ext: siteImages.ext, storage: siteImages.storage })
    .from(siteImages)
    .where(eq(siteImages.projectId, opts.projectId));
  // Children first: a remote database may not enforce the foreign keys' cascade.
  await db.batch([
    db.delete(publishedApps).where(eq(publishedApps.projectId, opts.projectId)),
    db.delete(siteImages).where(eq(siteImages.projectId, opts.projectId)),
    db.delete(siteCards).where(eq(siteCards.projectId, opts.projectId)),
    db.delete(siteVersions).where(eq(siteVersions.projectId, opts.projectId)),
    db.delete(generatedSites).where(eq(generatedSites.projectId, opts.projectId)),
    db.delete(projects).where(and(eq(projects.id, opts.projectId), eq(projects.userId, opts.userId))),
  ]);
  const remote = files.filter((f) => f.storage === "r2");
  if (remote.length > 0 && opts.images) await Promise.all(remote.map((f) => opts.images!.delete(`${f.id}.${f.ext}`)));
}

/** A project's store listing as its owner edits it; 409 when it is not listed. */
export async function getListing(db: Database, opts: { projectId: number; userId: string }) {
  const [app] = await db
    .select()
    .from(publishedApps)
    .where(and(eq(publishedApps.projectId, opts.projectId), eq(publishedApps.userId, opts.userId)))
    .limit(1);
  if (!app) {
    await getOwnedProject(db, opts.projectId, opts.userId);
    throw conflict("This project is not listed in the app store");
  }
  return toPublishedAppDto(app);
}

/** Changes the words of a project's store listing. */
export async function updateListing(db: Database, opts: { projectId: number; userId: string; input: PublishInput }) {
  const [app] = await db
    .update(publishedApps)
    .set({ name: opts.input.name, description: opts.input.description, category: opts.input.category, features: opts.input.features })
    .where(and(eq(publishedApps.projectId, opts.projectId), eq(publishedApps.userId, opts.userId)))
    .returning();
  if (!app) {
    await getOwnedProject(db, opts.projectId, opts.userId);
    throw conflict("This project is not listed in the app store");
  }
  return toPublishedAppDto(app);
}

/** Takes a project's listing out of the store (it can be published again later). */
export async function withdrawListing(db: Database, opts: { projectId: number; userId: string; now: number }) {
  const project = await getOwnedProject(db, opts.projectId, opts.userId);
  if (!project.isPublishedToStore) throw conflict("This project is not listed in the app store");
  const [app] = await db
    .select({ id: publishedApps.id, name: publishedApps.name, takenDownAt: publishedApps.takenDownAt })
    .from(publishedApps)
    .where(eq(publishedApps.projectId, opts.projectId))
    .limit(1);
  await db.batch([
    db.delete(publishedApps).where(and(eq(publishedApps.projectId, opts.projectId), eq(publishedApps.userId, opts.userId))),
    db
      .update(projects)
      .set({ isPublishedToStore: false, updatedAt: new Date(opts.now) })
      .where(eq(projects.id, opts.projectId)),
  ]);
  // What the audit trail keeps: the listing that went (a takedown stays on the project).
  return { appId: app?.id ?? null, name: app?.name ?? null, takenDown: app?.takenDownAt != null };
}
