/**
 * The owner's images. Every upload is read by its bytes (PNG, JPEG, WebP or AVIF, its
 * structure whole), stripped of metadata, resized by the host's processor when it has one (sharp on
 * Node), and stored in the database or, when the host has one, an object store (R2). No HTTP here.
 */
import { projects } from "../../../db/schema";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../../db/index";
import { generatedSites, siteImages } from "../../../db/schema";
import { ApiError, notFound } from "../../lib/errors";
import { cleanImage, ImageRejected } from "../../../core/site/image-bytes";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, mediaPath, type ImageMime, type SiteImageDto } from "../../../core/site/editor";
import { LIMITS } from "../../generator/index";
import { getOwnedSite } from "./versions";

/** Most images one site may hold. */
export const MAX_IMAGES_PER_SITE = 100;

/** Where image bytes go when not in the database (the Worker's R2 bucket `IMAGES`). */
export interface ImageStore {
  put(key: string, bytes: Uint8Array, mime: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

/** Re-encodes an image at the renderer's sizes without metadata (sharp on Node); throws on bytes it cannot decode. */
export type ImageProcessor = (bytes: Uint8Array, mime: ImageMime) => Promise<{ bytes: Uint8Array; mime: ImageMime; width: number; height: number }>;

export interface ImageHost {
  store?: ImageStore | null;
  process?: ImageProcessor | null;
}

const unsupported = (message: string) => new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", message);

function toDto(
  slug: string,
  row: { id: string; ext: string; alt: string; mime: string; size: number; width: number | null; height: number | null },
): SiteImageDto {
  const file = `${row.id}.${row.ext}`;
  return { id: row.id, file, url: mediaPath(slug, file), alt: row.alt, mime: row.mime as ImageMime, size: row.size, width: row.width, height: row.height };
}

/** A cleaned image ready to store: its bytes without metadata, format and size. */
export type PreparedImage = { bytes: Uint8Array; mime: ImageMime; width: number | null; height: number | null };

/**
 * The editor's image rules, for every upload of the owner's pictures: alt text required (at most
 * LIMITS.alt), at most MAX_IMAGE_BYTES, the format read from the bytes and their structure checked
 * (415 otherwise), metadata stripped, re-encoded by the host's processor when it has one.
 */
export async function prepareImage(host: ImageHost, rawAlt: string, bytes: Uint8Array): Promise<{ alt: string; image: PreparedImage }> {
  const alt = rawAlt.trim();
  if (!alt) throw new ApiError(400, "VALIDATION_ERROR", "Alt text is required: describe the image for people who cannot see it");
  if (alt.length > LIMITS.alt) throw new ApiError(400, "VALIDATION_ERROR", `Alt text must be at most ${LIMITS.alt} characters`);
  if (bytes.length === 0) throw new ApiError(400, "VALIDATION_ERROR", "The image file is empty");
  if (bytes.length > MAX_IMAGE_BYTES) throw new ApiError(413, "PAYLOAD_TOO_LARGE", `Images must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
  let image: PreparedImage;
  try {
    image = cleanImage(bytes);
    if (host.process) image = await host.process(image.bytes, image.mime);
  } catch (error) {
    if (error instanceof ImageRejected) throw unsupported(error.message);
    if (host.process) throw unsupported("The image could not be read; upload a PNG, JPEG, WebP or AVIF file");
    throw error;
  }
  return { alt, image };
}

/** A new image id: 20 hex characters (the media route's file pattern). */
export const newImageId = () => crypto.randomUUID().replaceAll("-", "").slice(0, 20);

/** The bytes as the `bytes` column stores them. */
export const blobOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export async function uploadImage(
  db: Database,
  host: ImageHost,
  opts: { projectId: number; userId: string; bytes: Uint8Array; alt: string; now: number },
): Promise<SiteImageDto> {
  const site = await getOwnedSite(db, opts.projectId, opts.userId);
  const { alt, image } = await prepareImage(host, opts.alt, opts.bytes);

  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(siteImages).where(eq(siteImages.projectId, opts.projectId));
  if (n >= MAX_IMAGES_PER_SITE) throw new ApiError(409, "CONFLICT", `A site can hold at most ${MAX_IMAGES_PER_SITE} images; delete some first`);

  const id = newImageId();
  const ext = IMAGE_TYPES[image.mime];
  const remote = host.store ?? null;
  if (remote) await remote.put(`${id}.${ext}`, image.bytes, image.mime);
  const [row] = await db
    .insert(siteImages)
    .values({
      id,
      projectId: opts.projectId,
      mime: image.mime,
      ext,
      alt,
      size: image.bytes.length,
      width: image.width,
      height: image.height,
      storage: remote ? "r2" : "db",
      bytes: remote ? null : blobOf(image.bytes),
      createdAt: new Date(opts.now),
    })
    .returning();
  return toDto(site.slug, row!);
}

export async function listImages(db: Database, opts: { projectId: number; userId: string }): Promise<SiteImageDto[]> {
  const site = await getOwnedSite(db, opts.projectId, opts.userId);
  const rows = await db
    .select({
      id: siteImages.id,
      ext: siteImages.ext,
      alt: siteImages.alt,
      mime: siteImages.mime,
      size: siteImages.size,
      width: siteImages.width,
      height: siteImages.height,
    })
    .from(siteImages)
    .where(eq(siteImages.projectId, opts.projectId));
  return rows.map((r) => toDto(site.slug, r));
}

export async function deleteImage(db: Database, host: ImageHost, opts: { projectId: number; userId: string; imageId: string }) {
  await getOwnedSite(db, opts.projectId, opts.userId);
  const [row] = await db
    .delete(siteImages)
    .where(and(eq(siteImages.id, opts.imageId), eq(siteImages.projectId, opts.projectId)))
    .returning({ id: siteImages.id, ext: siteImages.ext, storage: siteImages.storage });
  if (!row) throw notFound("No such image");
  if (row.storage === "r2") await host.store?.delete(`${row.id}.${row.ext}`);
}

/** An image of a hosted site by its file name ("{id}.{ext}"), for the public media route. */
export async function findSiteImage(
  db: Database,
  host: ImageHost,
  slug: string,
  file: string,
): Promise<{ bytes: Uint8Array; mime: string; offline: boolean; ownerId: string } | null> {
  const m = /^([a-f0-9]{20})\.(png|jpg|webp|avif)$/.exec(file);
  if (!m) return null;
  const [row] = await db
    .select({
      id: siteImages.id,
      ext: siteImages.ext,
      mime: siteImages.mime,
      storage: siteImages.storage,
      bytes: siteImages.bytes,
      unpublishedAt: generatedSites.unpublishedAt,
      ownerId: projects.userId,
    })
    .from(siteImages)
    .innerJoin(generatedSites, eq(generatedSites.projectId, siteImages.projectId))
    .innerJoin(projects, eq(projects.id, siteImages.projectId))
    .where(and(eq(generatedSites.slug, slug), eq(siteImages.id, m[1]!), eq(siteImages.ext, m[2]!)))
    .limit(1);
  if (!row) return null;
  const state = { offline: row.unpublishedAt !== null, ownerId: row.ownerId };
  if (row.storage === "r2") {
    const bytes = (await host.store?.get(`${row.id}.${row.ext}`)) ?? null;
    return bytes ? { bytes, mime: row.mime, ...state } : null;
  }
  return row.bytes ? { bytes: new Uint8Array(row.bytes), mime: row.mime, ...state } : null;
}
