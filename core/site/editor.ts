/**
 * The site editor's rules and answer shapes, shared by the API and the editor island.
 * Pure: no React, no database.
 */
import type { ImageRef, SiteContent } from "./schema";

/** At least this many of a site's latest versions are kept; older unpublished ones are pruned. */
export const SITE_VERSIONS_KEPT = 50;
/** Largest site content a save accepts, as JSON (bytes). Under the API's body limit. */
export const MAX_SITE_CONTENT_BYTES = 192 * 1024;
/** Largest image an upload accepts (bytes). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Longest side of a stored image (pixels): the renderer's largest slot (hero, full width). */
export const IMAGE_MAX_SIDE = 1600;

export const IMAGE_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/avif": "avif",
} as const;
export type ImageMime = keyof typeof IMAGE_TYPES;
export type ImageExt = (typeof IMAGE_TYPES)[ImageMime];

export const SITE_VERSION_SOURCES = ["generated", "edited", "restored", "regenerated"] as const;
export type SiteVersionSource = (typeof SITE_VERSION_SOURCES)[number];

/** One entry of a site's history. */
export interface SiteVersionDto {
  number: number;
  /** ISO 8601. */
  createdAt: string;
  summary: string;
  source: SiteVersionSource;
  published: boolean;
}

/** What the editor loads: the latest version's content and where the site stands. */
export interface EditableSiteDto {
  projectId: number;
  slug: string;
  /** Path of the hosted site ("/sites/acme/"). */
  url: string;
  /** False while the owner has taken the site offline. */
  live: boolean;
  head: SiteVersionDto & { content: SiteContent };
  publishedNumber: number | null;
  /** The project's business type, for the default look. */
  businessType: string;
  /**
   * The owner's own brief and what they dismissed on /create: the editor's Facts panel reads it again
   * with the same parsers to offer what the site does not show yet.
   */
  brief: { description: string; requirements: string; dismissed: string[] };
}

export interface SiteImageDto {
  id: string;
  /** File name under the site's media folder: "{id}.{ext}". */
  file: string;
  /** Path the hosted site serves it at. */
  url: string;
  alt: string;
  mime: ImageMime;
  size: number;
  width: number | null;
  height: number | null;
}

/** Path of an uploaded image under a hosted site. */
/** How content refers to an uploaded image: its file name, alt text and, when the host measured it, its size. */
export function imageRefOf(image: SiteImageDto): ImageRef {
  return { id: image.file, alt: image.alt, ...(image.width && image.height ? { width: image.width, height: image.height } : {}) };
}

export function mediaPath(slug: string, file: string): string {
  return `/sites/${slug}/media/${file}`;
}

/** Size of `content` as the JSON a save sends (UTF-8 bytes). */
export function contentBytes(content: unknown): number {
  return new TextEncoder().encode(JSON.stringify(content)).length;
}
