/**
 * Words of the site editor's "Facts" panel: what the generator understood, shown back to the owner
 * to confirm, change or remove, and what their brief says that the site does not show yet.
 */
export const editorFacts = {
  heading: "Facts",
  intro: "What we understood from your description and details. Your site shows exactly these: change or remove anything that is wrong, then save your draft.",
  listLabel: "Facts your site shows",
  none: "Your site shows no phone, email, address, hours or prices yet. Add them below under Contact details and hours, or in Sections.",
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
  removed: (kind: string) => `${kind} removed from your draft`,
} as const;
