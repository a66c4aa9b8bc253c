/**
 * The owner's own pictures before generation: a logo and up to MAX_PROJECT_PHOTOS photos, each with
 * alt text and what it shows. Stored like the editor's images (same table, same rules through
 * `prepareImage`, same store), so they count toward the same per-site limit, appear in the editor's
 * image library after generation, and go with the project when it is deleted or abandoned.
 * Changed only until generation starts. No HTTP here.
 */
import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../../db/index";
import { generatedSites, projects, siteImages } from "../../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import { IMAGE_TYPES } from "../../../core/site/editor";
import { MAX_PROJECT_PHOTOS, type ProjectPhotoDto, type ProjectPhotoKind, type ProjectPhotosDto } from "../../../core/project-photos";
import { getOwnedProject } from "../projects";
import { MAX_IMAGES_PER_SITE, blobOf, newImageId, prepareImage, type ImageHost } from "./images";
import type { Project } from "../../../db/schema";

export const PHOTOS_LOCKED_MESSAGE = "Generation has started: change the pictures in the site editor";
const TOO_MANY_PHOTOS = `A project can have at most ${MAX_PROJECT_PHOTOS} photos before generation; delete one first`;

/** The owner's route for a photo's bytes (the public media route serves them once the site exists). */
export const projectPhotoPath = (projectId: number, file: string) => `/api/projects/${projectId}/photos/${file}`;

const columns = {
  id: siteImages.id,
  ext: siteImages.ext,
  kind: siteImages.kind,
  position: siteImages.position,
  alt: siteImages.alt,
  shows: siteImages.shows,
  width: siteImages.width,
  height: siteImages.height,
  size: siteImages.size,
  storage: siteImages.storage,
  sha256: siteImages.sha256,
};
type PhotoRow = {
  id: string;
  ext: string;
  kind: ProjectPhotoKind | null;
  position: number | null;
  alt: string;
  shows: string | null;
  width: number | null;
  height: number | null;
  size: number;
};

function toDto(projectId: number, r: PhotoRow): ProjectPhotoDto {
  const file = `${r.id}.${r.ext}`;
  return {
    id: r.id,
    file,
    kind: r.kind ?? "photo",
    position: r.position ?? 0,
    alt: r.alt,
    shows: r.shows,
    width: r.width,
    height: r.height,
    size: r.size,
    url: projectPhotoPath(projectId, file),
  };
}

/** Pictures may be changed while nothing was generated: the project is pending or failed and has no site. */
async function isEditable(db: Database, project: Project): Promise<boolean> {
  if (project.status !== "pending" && project.status !== "failed") return false;
  const [site] = await db.select({ id: generatedSites.id }).from(generatedSites).where(eq(generatedSites.projectId, project.id)).limit(1);
  return !site;
}

async function photoRows(db: Database, projectId: number) {
  return db
    .select(columns)
    .from(siteImages)
    .where(and(eq(siteImages.projectId, projectId), isNotNull(siteImages.kind)))
    .orderBy(asc(siteImages.kind), asc(siteImages.position));
}

export async function listProjectPhotos(db: Database, opts: { projectId: number; userId: string }): Promise<ProjectPhotosDto> {
  const project = await getOwnedProject(db, opts.projectId, opts.userId);
  const rows = await photoRows(db, project.id);
  const logo = rows.find((r) => r.kind === "logo");
  return {
    logo: logo ? toDto(project.id, logo) : null,
    photos: rows.filter((r) => r.kind === "photo").map((r) => toDto(project.id, r)),
    editable: await isEditable(db, project),
  };
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

const uniqueFailure = (error: unknown, column: string) => {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? "")}`;
  return text.includes("UNIQUE constraint failed") && text.includes(column);
};

/**
 * Adds the logo (replacing the one before) or a photo (in the first free place of MAX_PROJECT_PHOTOS).
 * The same file sent again (a double click, a retry) is stored once: `created` is false and the
 * stored one is answered. 404 not the caller's project, 409 generation started or no place left,
 * 400/413/415 as the editor's uploads.
 */
export async function addProjectPhoto(
  db: Database,
  host: ImageHost,
  opts: { projectId: number; userId: string; kind: ProjectPhotoKind; bytes: Uint8Array; alt: string; shows?: string | null; now: number },
): Promise<{ photo: ProjectPhotoDto; created: boolean }> {
  const project = await getOwnedProject(db, opts.projectId, opts.userId);
  if (!(await isEditable(db, project))) throw conflict(PHOTOS_LOCKED_MESSAGE);
  const { alt, image } = await prepareImage(host, opts.alt, opts.bytes);
  const sha256 = await sha256Hex(opts.bytes);
  const shows = opts.shows?.trim() || null;

  const same = async () => {
    const [row] = await db
      .select(columns)
      .from(siteImages)
      .where(and(eq(siteImages.projectId, project.id), eq(siteImages.kind, opts.kind), eq(siteImages.sha256, sha256)))
      .limit(1);
    return row;
  };
  const existing = await same();
  if (existing) return { photo: toDto(project.id, existing), created: false };

  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(siteImages).where(eq(siteImages.projectId, project.id));
  if (n >= MAX_IMAGES_PER_SITE) throw conflict(`A site can hold at most ${MAX_IMAGES_PER_SITE} images; delete some first`);

  const id = newImageId();
  const ext = IMAGE_TYPES[image.mime];
  const key = `${id}.${ext}`;
  const remote = host.store ?? null;
  if (remote) await remote.put(key, image.bytes, image.mime);
  try {
    for (let attempt = 1; ; attempt++) {
      const rows = await photoRows(db, project.id);
      const taken = new Set(rows.filter((r) => r.kind === opts.kind).map((r) => r.position));
      let position = 0;
      if (opts.kind === "logo") {
        // One logo: a new one replaces the one before.
        const old = rows.find((r) => r.kind === "logo");
        if (old) await removeRow(db, host, project.id, old);
      } else {
        while (taken.has(position)) position++;
        if (position >= MAX_PROJECT_PHOTOS) throw conflict(TOO_MANY_PHOTOS);
      }
      try {
        const [row] = await db
          .insert(siteImages)
          .values({
            id,
            projectId: project.id,
            mime: image.mime,
            ext,
            alt,
            size: image.bytes.length,
            width: image.width,
            height: image.height,
            storage: remote ? "r2" : "db",
            bytes: remote ? null : blobOf(image.bytes),
            kind: opts.kind,
            position,
            shows,
            sha256,
            createdAt: new Date(opts.now),
          })
          .returning(columns);
        // A new picture is a change: an unpaid project's 30 days start again (services/retention.ts).
        await db
          .update(projects)
          .set({ updatedAt: new Date(opts.now) })
          .where(eq(projects.id, project.id));
        return { photo: toDto(project.id, row!), created: true };
      } catch (error) {
        // The same file stored by a concurrent request (a double click): that one is the answer.
        if (uniqueFailure(error, "sha256")) {
          const stored = await same();
          if (stored) {
            if (remote) await remote.delete(key);
            return { photo: toDto(project.id, stored), created: false };
          }
        }
        // Another upload took this place in the meantime: take the next free one.
        if (uniqueFailure(error, "position") && attempt < MAX_PROJECT_PHOTOS + 1) continue;
        throw error;
      }
    }
  } catch (error) {
    if (remote) await remote.delete(key).catch(() => {});
    throw error;
  }
}

async function removeRow(db: Database, host: ImageHost, projectId: number, row: { id: string; ext: string; storage: "db" | "r2" }) {
  await db.delete(siteImages).where(and(eq(siteImages.id, row.id), eq(siteImages.projectId, projectId)));
  if (row.storage === "r2") await host.store?.delete(`${row.id}.${row.ext}`);
}

/** Removes a logo or photo before generation; 404 when it is not one of this project's, 409 once generation started. */
export async function deleteProjectPhoto(db: Database, host: ImageHost, opts: { projectId: number; userId: string; photoId: string }) {
  const project = await getOwnedProject(db, opts.projectId, opts.userId);
  if (!(await isEditable(db, project))) throw conflict(PHOTOS_LOCKED_MESSAGE);
  const [row] = await db
    .select(columns)
    .from(siteImages)
    .where(and(eq(siteImages.projectId, project.id), eq(siteImages.id, opts.photoId), isNotNull(siteImages.kind)))
    .limit(1);
  if (!row) throw notFound("No such photo");
  await removeRow(db, host, project.id, row);
}

/** A photo's bytes for its owner (the dashboard's thumbnails), or 404. */
export async function readProjectPhoto(db: Database, host: ImageHost, opts: { projectId: number; userId: string; file: string }) {
  const project = await getOwnedProject(db, opts.projectId, opts.userId);
  const m = /^([a-f0-9]{20})\.(png|jpg|webp|avif)$/.exec(opts.file);
  if (!m) throw notFound("No such photo");
  const [row] = await db
    .select({ id: siteImages.id, ext: siteImages.ext, mime: siteImages.mime, storage: siteImages.storage, bytes: siteImages.bytes })
    .from(siteImages)
    .where(and(eq(siteImages.projectId, project.id), eq(siteImages.id, m[1]!), eq(siteImages.ext, m[2]!), isNotNull(siteImages.kind)))
    .limit(1);
  if (!row) throw notFound("No such photo");
  const bytes = row.storage === "r2" ? await host.store?.get(`${row.id}.${row.ext}`) : row.bytes ? new Uint8Array(row.bytes) : null;
  if (!bytes) throw notFound("No such photo");
  return { bytes, mime: row.mime };
}
