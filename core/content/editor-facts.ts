import type { FactEditChange } from "../site/fact-edits";
import { SECTION_KIND_LABELS } from "./editor";
import type { SectionKind } from "../site/schema";

const PLACE_WORDS: Record<string, string> = { hero: "the top of your page", seo: "your search description", tagline: "your footer line" };
const placeName = (p: string) => PLACE_WORDS[p] ?? `“${SECTION_KIND_LABELS[p as SectionKind] ?? p}”`;
const FACT_WORDS: Record<FactEditChange["kind"], string> = { phone: "phone", email: "email", address: "address", hours: "hours", price: "price" };

/**
 * Words of the site editor's "Facts" panel: what the generator understood, shown back to the owner
 * to confirm, change or remove, and what their brief says that the site does not show yet.
 */
export const editorFacts = {
  heading: "Facts",
  intro: "What we understood from your description and details. Your site shows exactly these: change or remove anything that is wrong, then save your draft.",
  listLabel: "Facts your site shows",
  none: "Your site shows no phone, email, address, hours or prices yet. Add a phone, email, address or city with the buttons below; hours under Contact details and hours; prices in Sections.",
  /** The one place phones, emails, address and city are added (Contact details and hours points here). */
  addLabel: "Add to your facts",
  add: (kind: string) => `Add ${kind.toLowerCase()}`,
  added: (kind: string) => `${kind} added to your draft`,
  kinds: {
    phone: "Phone",
    email: "Email",
    address: "Address",
    city: "City",
    hours: "Hours",
    offering: "Price",
    language: "Language",
    business: "Kind of business",
  },
  source: "read from your description",
  edit: "Edit",
  apply: "Apply",
  cancel: "Cancel",
  remove: "Remove",
  removePrice: "Remove price",
  closedHint: 'Type "closed" for a day you are closed; leave empty to remove the day.',
  languageHint: "The language of your page's headings and buttons. Your own words are never translated.",
  businessHint: "The line that names your trade on the page.",
  /** Over /create's panel, in the editor: suggestions the site does not show yet. */
  suggestions: {
    heading: "Also in your description",
    intro: "Read from your description, not on your site yet. Accept to add it to your draft; dismissed items are never suggested again.",
  },
  changed: (kind: string) => `${kind} changed in your draft`,
  /** An edited or removed fact's old value was also in the page's words (core/site/fact-edits.ts). */
  carried: (c: FactEditChange) => {
    const where = c.places.map(placeName).join(", ");
    const old = `Your old ${FACT_WORDS[c.kind]} “${c.from}” was also in ${where}`;
    return c.to ? `${old}: it now says “${c.to}” there too.` : `${old}: the sentence saying it was removed (Undo brings it back).`;
  },
  carriedHeading: "Also changed in your text",
  removed: (kind: string) => `${kind} removed from your draft`,
} as const;
