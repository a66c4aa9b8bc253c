/** Shapes of the advisory site's content (spec section 3, "Static content items"). */

import type { CallToAction, IconName, Link } from "../../components/ui/types";
export type { CallToAction, IconName, Link };

export interface Stat {
  value: string;
  label: string;
}

/** A card with an icon, a title and a description (the spec's "service card"). */
export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

export interface Service extends IconCard {
  id: string;
  /** What the client gets. */
  includes: string[];
  /** Typical duration or cadence. */
  typicalDuration: string;
  /** Who it is for, in a line. */
  bestFor: string;
}

export interface PricingPlan {
  name: string;
  priceRange: string;
  /** Unit after the price ("per hour"). */
  unit: string;
  description: string;
  bestFor: string;
  features: string[];
  highlighted: boolean;
  cta: Link;
}

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  company: string;
  /** The headline result, shown above the quote. */
  result: string;
}

export interface DeliverableOutput {
  name: string;
  description: string;
  format: string;
}

export interface DeliverableCategory {
  category: string;
  icon: IconName;
  timeline: string;
  summary: string;
  outputs: [DeliverableOutput, DeliverableOutput, DeliverableOutput];
}

export interface EngagementModel {
  name: string;
  price: string;
  description: string;
  points: string[];
}

export interface CompetencyGroup {
  icon: IconName;
  title: string;
  items: string[];
}
