/**
 * Fields the model writer wrote (`content.aiFields`) stay marked in the editor until the owner edits
 * or accepts them. Pure: the editor clears a mark as the owner types or presses "Accept", and the save
 * keeps only marks the model set that still hold the model's words (nobody can add one).
 */
import type { SiteContent } from "./schema";

/** The fields the model writer may write, as `aiFields` names them. */
export const AI_FIELDS = ["tagline", "hero.subheadline", "about", "seo.description"] as const;
export type AiField = (typeof AI_FIELDS)[number];

const isAiField = (v: string): v is AiField => (AI_FIELDS as readonly string[]).includes(v);

/** The words of one AI field (the about section's paragraphs for "about"), for comparing two versions. */
export function aiFieldValue(content: Pick<SiteContent, "tagline" | "hero" | "sections" | "seo">, field: AiField): string {
  switch (field) {
    case "tagline":
      return content.tagline ?? "";
    case "hero.subheadline":
      return content.hero.subheadline ?? "";
    case "seo.description":
      return content.seo.description;
    case "about": {
      const about = content.sections.find((s) => s.kind === "about");
      return about && about.kind === "about" ? JSON.stringify(about.paragraphs) : "";
    }
  }
}

/** The marked fields of `content`, known names only, once each. */
export function markedFields(content: Pick<SiteContent, "aiFields">): AiField[] {
  return [...new Set((content.aiFields ?? []).filter(isAiField))];
}

function withFields<T extends Pick<SiteContent, "aiFields">>(content: T, fields: AiField[]): T {
  const { aiFields: _dropped, ...rest } = content;
  return (fields.length ? { ...rest, aiFields: fields } : rest) as T;
}

/** The owner accepted the model's words in `field`: no longer marked. */
export function acceptAiField<T extends SiteContent>(content: T, field: AiField): T {
  return withFields(
    content,
    markedFields(content).filter((f) => f !== field),
  );
}

/**
 * `after` with the marks of `before` that still hold: a field is unmarked once its words differ from
 * `before`'s (the owner edited it) or `after` no longer lists it (accepted); a mark `before` did not
 * have is never added. Used by the editor on every change and by the save against the head version.
 */
export function reconcileAiFields<T extends SiteContent>(before: SiteContent, after: T): T {
  const kept = markedFields(before).filter((f) => markedFields(after).includes(f) && aiFieldValue(before, f) === aiFieldValue(after, f));
  const same = kept.length === (after.aiFields?.length ?? 0) && kept.every((f, i) => after.aiFields?.[i] === f);
  return same ? after : withFields(after, kept);
}
