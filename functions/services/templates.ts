import { asc, eq } from "drizzle-orm";
import { preparedPerDatabase, type Database } from "../../db/index";
import { templates, type Template } from "../../db/schema";

/** Public shape of a template (spec section 3). */
export function toTemplateDto(t: Template) {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    category: t.category,
    imageUrl: t.imageUrl,
    basePrice: t.basePrice,
    isActive: t.isActive,
  };
}
export type TemplateDto = ReturnType<typeof toTemplateDto>;

export const activeTemplatesQuery = preparedPerDatabase((db) =>
  db.select().from(templates).where(eq(templates.isActive, true)).orderBy(asc(templates.id)).prepare(),
);

export async function listActiveTemplates(db: Database): Promise<TemplateDto[]> {
  return (await activeTemplatesQuery(db).all()).map(toTemplateDto);
}

export async function findActiveTemplate(db: Database, id: number): Promise<Template | undefined> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  return row?.isActive ? row : undefined;
}
