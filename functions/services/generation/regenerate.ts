/**
 * Regeneration of a finished site: one section ("Rewrite this section") or the whole
 * site, with optional new instructions. The writer's result is merged into the latest version and
 * saved as a new draft: the hosted site and the owner's words stay until they publish it.
 */
import { generateSite, type SiteContent } from "../../generator/index";
import { mergeRegeneratedSection, mergeRegeneratedSite } from "../../../core/site/content-ops";
import { EDITOR_MESSAGES, SECTION_KIND_LABELS } from "../../../core/content/editor";
import { conflict, notFound } from "../../lib/errors";
import { generatorInputFor, type GenerationContext } from "./index";
import { addVersion, ensureHead, getOwnedSite, parseSiteContent, toVersionDto } from "../sites/versions";

export interface RegenerateRequest {
  projectId: number;
  userId: string;
  /** The version the owner is looking at; a newer one means another tab moved on (409). */
  baseVersion?: number;
  /** Rewrite only this section (by its id); the whole site when absent. */
  sectionId?: string | null;
  instruction?: string | null;
}

export async function regenerateSite(ctx: GenerationContext, req: RegenerateRequest) {
  const now = ctx.now();
  const site = await getOwnedSite(ctx.db, req.projectId, req.userId);
  const loaded = await generatorInputFor(ctx.db, req.projectId, req.instruction);
  if (!loaded) throw notFound("No generated website for this project");
  const headRow = await ensureHead(ctx.db, site, now);
  const head = { number: headRow.number, content: headRow.content as SiteContent };
  // Dismissed strings live with the project (/create and the editor); drafts saved before that kept the
  // editor's in the content's facts: both are left out of the brief before the writer reads it.
  const legacy = head.content.facts.dismissed ?? [];
  if (legacy.length) {
    const details = loaded.input.details ?? {};
    loaded.input.details = { ...details, dismissed: [...new Set([...(details.dismissed ?? []), ...legacy])] };
  }
  const base = req.baseVersion ?? head.number;
  if (base !== head.number) throw conflict(EDITOR_MESSAGES.staleSave);

  const result = await generateSite(loaded.input, { model: ctx.model });
  if (result.note) ctx.log?.(`regeneration of project ${req.projectId}: ${result.note}`);

  let merged;
  let summary: string;
  if (req.sectionId) {
    const section = head.content.sections.find((s) => s.id === req.sectionId);
    if (!section) throw notFound("No such section on this site");
    merged = mergeRegeneratedSection(head.content, result.content, req.sectionId);
    summary = `Rewrote ${SECTION_KIND_LABELS[section.kind].toLowerCase()}${req.instruction ? " with new instructions" : ""}`;
  } else {
    merged = mergeRegeneratedSite(head.content, result.content);
    summary = `Regenerated the whole site${req.instruction ? " with new instructions" : ""}`;
  }
  const content = parseSiteContent(merged);
  const { version } = await addVersion(ctx.db, site, { baseVersion: base, content, source: "regenerated", summary, userId: req.userId, now });
  return { ...toVersionDto(version, site.publishedVersionId), content };
}
