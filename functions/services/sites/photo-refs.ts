/**
 * The owner's logo and photos as the generator is given them (functions/generator/photos.ts places
 * them): names, alt text, what each shows and sizes, in the owner's order; never bytes. Kept apart
 * from photos.ts so the generation service does not depend on the projects service.
 */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../../db/index";
import { siteImages } from "../../../db/schema";
import type { GeneratorPhotos } from "../../../core/project-photos";

export async function generatorPhotosFor(db: Database, projectId: number): Promise<GeneratorPhotos | null> {
  const rows = await db
    .select({
      id: siteImages.id,
      ext: siteImages.ext,
      kind: siteImages.kind,
      alt: siteImages.alt,
      shows: siteImages.shows,
      width: siteImages.width,
      height: siteImages.height,
    })
    .from(siteImages)
    .where(and(eq(siteImages.projectId, projectId), isNotNull(siteImages.kind)))
    .orderBy(asc(siteImages.kind), asc(siteImages.position));
  if (!rows.length) return null;
  const ref = (r: (typeof rows)[number]) => ({ file: `${r.id}.${r.ext}`, alt: r.alt, shows: r.shows, width: r.width, height: r.height });
  const logo = rows.find((r) => r.kind === "logo");
  return { logo: logo ? ref(logo) : null, photos: rows.filter((r) => r.kind === "photo").map(ref) };
}
