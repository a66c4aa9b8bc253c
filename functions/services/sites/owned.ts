import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/index";
import { customDomains, generatedSites, projects, type CustomDomain } from "../../../db/schema";

/** A project of its owner, with its generated site (null until generated) and its custom domain (null when none). */
export interface OwnedProjectSite {
  projectId: number;
  businessType: string;
  site: { id: number; slug: string; publishedVersionId: number | null; unpublishedAt: Date | null } | null;
  domain: CustomDomain | null;
}

/**
 * The one ownership lookup behind a site's owner routes (editor, images, inbox, visits, domain):
 * null when the project is absent or another user's (the two are never told apart).
 */
export async function findOwnedSite(db: Database, projectId: number, userId: string): Promise<OwnedProjectSite | null> {
  const [row] = await db
    .select({
      projectId: projects.id,
      businessType: projects.businessType,
      siteId: generatedSites.id,
      slug: generatedSites.slug,
      publishedVersionId: generatedSites.publishedVersionId,
      unpublishedAt: generatedSites.unpublishedAt,
      domain: customDomains,
    })
    .from(projects)
    .leftJoin(generatedSites, eq(generatedSites.projectId, projects.id))
    .leftJoin(customDomains, eq(customDomains.projectId, projects.id))
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
    .limit(1);
  if (!row) return null;
  const { siteId, slug, publishedVersionId, unpublishedAt } = row;
  return {
    projectId: row.projectId,
    businessType: row.businessType,
    site: siteId !== null && slug !== null ? { id: siteId, slug, publishedVersionId, unpublishedAt } : null,
    domain: row.domain?.id ? row.domain : null,
  };
}

/** The owner's hosted page as stored (the download), or undefined (no project, another user's, or not generated yet). */
export async function ownedSiteHtml(db: Database, projectId: number, userId: string): Promise<{ html: string; slug: string } | undefined> {
  const owned = await findOwnedSite(db, projectId, userId);
  if (!owned?.site) return undefined;
  const [row] = await db
    .select({ html: generatedSites.html, slug: generatedSites.slug })
    .from(generatedSites)
    .where(eq(generatedSites.id, owned.site.id))
    .limit(1);
  return row;
}
