/**
 * Pure operations on a site's content for the editor: reorder, hide, add and remove
 * sections, restore an earlier version, merge a regenerated section or site. Each returns a new
 * object and leaves its input untouched (undo and redo keep the old ones). No React, no database.
 */
import type { Section, SectionKind, SiteContent } from "./schema";
import { NEW_ITEM_TEXT, NEW_SECTION_HEADINGS } from "../content/editor";
import { carryFactEdits } from "./fact-edits";

export type { SiteContent, Section, SectionKind };

/** Moves the section at `from` by `delta` places (clamped to the list). */
export function moveSection(content: SiteContent, from: number, delta: number): SiteContent {
  const sections = [...content.sections];
  if (from < 0 || from >= sections.length) return content;
  const to = Math.max(0, Math.min(sections.length - 1, from + delta));
  if (to === from) return content;
  const [moved] = sections.splice(from, 1);
  sections.splice(to, 0, moved!);
  return { ...content, sections };
}

export function setSectionHidden(content: SiteContent, id: string, hidden: boolean): SiteContent {
  return { ...content, sections: content.sections.map((s) => (s.id === id ? { ...s, hidden } : s)) };
}

export function removeSection(content: SiteContent, id: string): SiteContent {
  return { ...content, sections: content.sections.filter((s) => s.id !== id) };
}

/** Replaces one section (matched by id) with `next`. */
export function updateSection(content: SiteContent, id: string, next: Section): SiteContent {
  return { ...content, sections: content.sections.map((s) => (s.id === id ? next : s)) };
}

/** An anchor id for `kind` not yet used on the page ("faq", "faq-2", ...). */
export function freeSectionId(content: SiteContent, kind: SectionKind): string {
  const taken = new Set(content.sections.map((s) => s.id));
  if (!taken.has(kind)) return kind;
  for (let n = 2; ; n++) if (!taken.has(`${kind}-${n}`)) return `${kind}-${n}`;
}

/** A new section of `kind` with one placeholder row where the kind needs a list; never a fact. */
export function blankSection(kind: SectionKind, id: string): Section {
  const base = { id, heading: NEW_SECTION_HEADINGS[kind], hidden: false, images: [] };
  switch (kind) {
    case "about":
    case "story":
      return { kind, ...base, paragraphs: [NEW_ITEM_TEXT.paragraph] };
    case "offerings":
      return { kind, ...base, style: "services", groups: [{ items: [{ name: NEW_ITEM_TEXT.item }] }] };
    case "pricing":
      return { kind, ...base, tiers: [{ name: NEW_ITEM_TEXT.tier, price: "-", features: [] }] };
    case "timetable":
      return { kind, ...base, entries: [{ day: NEW_ITEM_TEXT.day, name: NEW_ITEM_TEXT.item }] };
    case "faq":
      return { kind, ...base, items: [{ question: NEW_ITEM_TEXT.question, answer: NEW_ITEM_TEXT.answer }] };
    case "team":
      return { kind, ...base, people: [{ name: NEW_ITEM_TEXT.person }] };
    case "area":
      return { kind, ...base, places: [NEW_ITEM_TEXT.place] };
    case "notes":
      return { kind, ...base, items: [NEW_ITEM_TEXT.note] };
    case "reviews":
      return { kind, ...base, items: [{ quote: NEW_ITEM_TEXT.quote, author: NEW_ITEM_TEXT.person }] };
    case "hours":
    case "gallery":
    case "contact":
      return { kind, ...base };
  }
}

/** Adds a new section of `kind` at `index` (default: before the contact section, else at the end). */
export function addSection(content: SiteContent, kind: SectionKind, index?: number): SiteContent {
  const section = blankSection(kind, freeSectionId(content, kind));
  const sections = [...content.sections];
  const contactAt = sections.findIndex((s) => s.kind === "contact");
  const at = index ?? (contactAt >= 0 ? contactAt : sections.length);
  sections.splice(Math.max(0, Math.min(sections.length, at)), 0, section);
  return { ...content, sections };
}

/**
 * Restoring an earlier version brings back its words, sections and look; the site's settings
 * (where form messages go) are not history and stay as they are now.
 */
export function restoreContent(current: SiteContent, earlier: SiteContent): SiteContent {
  return { ...earlier, settings: current.settings };
}

/**
 * A rewritten section replaces only its own words: it keeps the owner's anchor, visibility and
 * images. `regenerated` is the writer's whole new content; the section of the same kind in it is
 * taken (the first one). Nothing else of `current` changes. Unchanged when the writer has no such section.
 */
export function mergeRegeneratedSection(current: SiteContent, regenerated: SiteContent, sectionId: string): SiteContent {
  const target = current.sections.find((s) => s.id === sectionId);
  if (!target) return current;
  const fresh = regenerated.sections.find((s) => s.id === sectionId && s.kind === target.kind) ?? regenerated.sections.find((s) => s.kind === target.kind);
  if (!fresh) return current;
  // The writer's words hold the facts as read from the brief; the owner's edited facts win there too.
  const carried = carryFactEdits({ ...current, sections: [fresh], facts: regenerated.facts }, { ...current, sections: [fresh] }).content.sections[0];
  const next = carried ? updateSection(current, sectionId, { ...carried, id: target.id, hidden: target.hidden, images: target.images } as Section) : current;
  // The about section's AI mark follows whoever wrote its new words.
  if (target.kind !== "about" || current.sections.find((s) => s.kind === "about")?.id !== sectionId) return next;
  const { aiFields: _before, ...rest } = next;
  const marks = [...(current.aiFields ?? []).filter((f) => f !== "about"), ...(regenerated.aiFields?.includes("about") ? ["about"] : [])];
  return marks.length ? { ...rest, aiFields: marks } : rest;
}

/**
 * A regenerated whole site, as a draft: the writer's new words and sections, with the owner's facts
 * (an edited fact replaces the brief's old value in the new words, `carryFactEdits`),
 * look, settings and images kept (the logo, the hero image; a section keeps the images and visibility of the owner's section
 * of the same id, else of the same kind).
 */
export function mergeRegeneratedSite(current: SiteContent, regenerated: SiteContent): SiteContent {
  const byId = new Map(current.sections.map((s) => [s.id, s]));
  const byKind = new Map<string, Section>();
  for (const s of current.sections) if (!byKind.has(s.kind)) byKind.set(s.kind, s);
  const sections = regenerated.sections.map((s) => {
    const mine = byId.get(s.id)?.kind === s.kind ? byId.get(s.id) : byKind.get(s.kind);
    return mine ? ({ ...s, hidden: mine.hidden, images: mine.images } as Section) : s;
  });
  const hero = current.hero.image ? { ...regenerated.hero, image: current.hero.image } : regenerated.hero;
  const logo = current.logo ? { logo: current.logo } : {};
  const merged = { ...regenerated, ...logo, hero, sections, facts: current.facts, theme: current.theme ?? regenerated.theme, settings: current.settings };
  // The writer's words hold the facts as read from the brief; the owner's edited facts win there too.
  return carryFactEdits({ ...merged, facts: regenerated.facts }, merged).content;
}

/** Every image id the content refers to (the logo, the hero image, sections' images, offerings' photos). */
export function imageIdsOf(content: SiteContent): string[] {
  const single = [content.logo, content.hero.image].flatMap((i) => (i ? [i.id] : []));
  const items = content.sections.flatMap((s) => (s.kind === "offerings" ? s.groups.flatMap((g) => g.items.flatMap((i) => (i.image ? [i.image.id] : []))) : []));
  return [...new Set([...single, ...content.sections.flatMap((s) => s.images.map((i) => i.id)), ...items])];
}
