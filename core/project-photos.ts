/**
 * The owner's own pictures given before generation (on /create and on the dashboard): one logo and
 * a few photos, each with alt text and, optionally, what it shows ("Bridal bouquets"). The
 * generator places them: the logo in the header, the first photo as the hero, a photo whose "shows"
 * names an offering next to that offering, the others in a gallery. The bytes follow the editor's
 * image rules (core/site/image-bytes.ts, MAX_IMAGE_BYTES).
 */
import type { ProjectPhotoKind } from "./project-photo-kinds";
import { LIMITS } from "./site/schema";

/** Photos a project may have before generation (the logo is extra). */
export const MAX_PROJECT_PHOTOS = 8;
/** Longest "what it shows" (an offering's name fits: LIMITS.itemName). */
export const PHOTO_SHOWS_MAX = LIMITS.itemName;
export const PHOTO_ALT_MAX = LIMITS.alt;
export { PROJECT_PHOTO_KINDS, type ProjectPhotoKind } from "./project-photo-kinds";

/** A stored photo as the owner's dashboard sees it (`url` is theirs alone until the site is live). */
export interface ProjectPhotoDto {
  id: string;
  /** "{id}.{ext}": the name the site's media folder will serve it under. */
  file: string;
  kind: ProjectPhotoKind;
  position: number;
  alt: string;
  shows: string | null;
  width: number | null;
  height: number | null;
  size: number;
  url: string;
}

export interface ProjectPhotosDto {
  logo: ProjectPhotoDto | null;
  photos: ProjectPhotoDto[];
  /** False once generation started: the pictures are then changed in the site editor. */
  editable: boolean;
}

/** What the generator is given: names, words and sizes, never bytes. */
export interface GeneratorPhoto {
  file: string;
  alt: string;
  shows?: string | null;
  width?: number | null;
  height?: number | null;
}
export interface GeneratorPhotos {
  logo?: GeneratorPhoto | null;
  photos: GeneratorPhoto[];
}
