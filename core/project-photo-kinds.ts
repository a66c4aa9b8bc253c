/**
 * What an owner's picture given before generation is (core/project-photos.ts). A leaf module: the
 * database schema imports it, and `npm run db:migrate` loads that schema in plain Node.
 */
export const PROJECT_PHOTO_KINDS = ["logo", "photo"] as const;
export type ProjectPhotoKind = (typeof PROJECT_PHOTO_KINDS)[number];
