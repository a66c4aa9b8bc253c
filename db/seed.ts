import type { Database } from "./index.ts";
import { templates } from "./schema/index.ts";
import { SEED_TEMPLATES, templateImagePath } from "../core/seed-data.ts";

/** Inserts the shipped templates that are missing (by slug); never overwrites an admin's edits. */
export async function seedDatabase(db: Database): Promise<void> {
  await db
    .insert(templates)
    .values(
      SEED_TEMPLATES.map((t) => ({
        slug: t.slug,
        name: t.name,
        description: t.description,
        category: t.category,
        basePrice: t.basePrice,
        imageUrl: templateImagePath(t.slug),
        style: t.style,
        isActive: true,
      })),
    )
    .onConflictDoNothing({ target: templates.slug });
}
