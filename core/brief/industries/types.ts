import type { BusinessType } from "../../business-types";

/** What a visitor of this kind of business usually does; the button only exists with a contact detail the owner gave. */
export type IndustryCta = "call" | "visit" | "quote" | "book" | "order" | "enquire";

/** FAQ topics this kind of business is asked about; each is answered only from facts the owner gave. */
export type FaqTopic = "hours" | "location" | "area" | "prices" | "booking" | "payment" | "contact";

export type PrimarySection = "services" | "menu" | "products" | "classes" | "pricing" | "portfolio";

/** Broad family, for grouping the catalogue and the corpus report; never used to pick copy. */
export type Sector =
  | "trades"
  | "home"
  | "food"
  | "health"
  | "beauty"
  | "pets"
  | "education"
  | "arts"
  | "retail"
  | "tech"
  | "professional"
  | "nonprofit"
  | "events"
  | "hospitality"
  | "fitness"
  | "automotive";

/** One specific kind of business. Data only: the classifier ranks `terms`, the writer uses the rest. */
export interface Industry {
  /** Stable id: "plumber", "noodle-shop", "dog-groomer", "saas". */
  id: string;
  /** "Plumber". */
  name: string;
  /** Prior for the classifier (a boost, not a filter). */
  businessType: BusinessType;
  /**
   * Vocabulary for ranking: lowercase words and short phrases, English plus common words in es/fr/de/pt/ja
   * where natural. Words that would also describe a neighbouring kind of business are left out on purpose.
   */
  terms: string[];
  /**
   * Other names owners give this very trade ("ramen shop" for a noodle shop, "Goldschmiede" for a
   * jewellery maker): ranked like terms, and they name the entry as its own name does.
   */
  synonyms?: string[];
  /**
   * Neighbouring trades that are not this entry ("Steuerberater" is no accountant, a judo-therapy clinic
   * no physiotherapist): when the owner names their trade with one of these up front (the name or the
   * first sentence), this entry is not claimed and the site uses the owner's words. Matched at the start
   * of a word ("steuerberat" covers Steuerberater, Steuerberatung, Steuerberatungskanzlei).
   */
  notThis?: string[];
  /** Heading for what they sell: "Services", "Menu", "Classes", "Treatments", "Products". */
  offeringsLabel: string;
  primarySection: PrimarySection;
  /** "customers", "patients", "guests", "students", "clients", "pet owners". */
  customerNoun: string;
  cta: IndustryCta;
  faqTopics: FaqTopic[];
  /** Section plan in order: "hero", "offerings", "about", "hours", "area", "timetable", "pricing", "gallery", "team", "faq", "contact". */
  sections: string[];
  /** Neutral phrase usable in copy without asserting a fact: "plumbing" ("Plumbing in Austin"). */
  descriptor: string;
  /** Optional grouping (added by gen-catalog; not needed by the writer). */
  sector?: Sector;
}
