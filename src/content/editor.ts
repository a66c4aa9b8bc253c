/**
 * Words of the site editor (issue 16): section names, the history's summaries, messages.
 * The summary phrases are stored with each version, so they stay in one language (English).
 */
import type { SectionKind } from "../../functions/generator/schema";

export const SECTION_KIND_LABELS: Readonly<Record<SectionKind, string>> = {
  about: "About",
  offerings: "Offerings",
  pricing: "Pricing",
  hours: "Opening hours",
  timetable: "Timetable",
  faq: "Questions and answers",
  story: "Our story",
  team: "Team",
  area: "Areas served",
  gallery: "Gallery",
  reviews: "Reviews",
  contact: "Contact",
};

/** The heading a newly added section starts with (the owner edits it). */
export const NEW_SECTION_HEADINGS: Readonly<Record<SectionKind, string>> = SECTION_KIND_LABELS;

/** Placeholder words for the first row of a new list (never a fact: no prices, no contacts). */
export const NEW_ITEM_TEXT = {
  item: "New item",
  paragraph: "Write a few words here.",
  question: "A question customers ask",
  answer: "Your answer",
  person: "Name",
  place: "Place",
  day: "Day",
  quote: "What a customer said",
  tier: "New plan",
} as const;

export const EDITOR_MESSAGES = {
  staleSave: "This site was changed in another tab or by a regeneration; reload to see the latest version",
  noChanges: "No changes",
  saved: "Saved as a draft",
  published: "Published: your site now shows this version",
  restored: "Restored as a new draft",
  unpublished: "Your site is offline",
  republished: "Your site is live again",
} as const;
