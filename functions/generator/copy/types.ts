import { formatUsd } from "../../../src/lib/money";
import type { Rng } from "../prng";
import type { Section } from "../schema";

/** Values every copy template may use: {name} {noun} {specialty} {place} {inPlace} {audience}. */
export interface CopyVars {
  [key: string]: string;
  name: string;
  /** "pizzeria", "dental practice" */
  noun: string;
  /** "wood-fired pizza and fresh pasta" */
  specialty: string;
  /** "Portland" or "your neighbourhood" */
  place: string;
  /** " in Portland" or "" */
  inPlace: string;
  /** "guests", "patients" */
  audience: string;
}

export interface Variant {
  id: string;
  /** Matched against the lower-cased name, description, requirements and template text; null = fallback. */
  match: RegExp | null;
  noun: string;
  specialty: string;
  /** The type-specific section (menu, products...). */
  primary: (rng: Rng, vars: CopyVars) => Section;
  /** Optional extra lines that fit this variant better than the type's generic ones. */
  headlines?: string[];
  taglines?: string[];
  highlights?: Array<{ title: string; description: string }>;
}

export interface TypeKit {
  audience: string;
  variants: Variant[];
  eyebrows: string[];
  taglines: string[];
  headlines: string[];
  subheadlines: string[];
  primaryCtas: string[];
  /** Label of the secondary hero button, which scrolls to the primary section. */
  secondaryCta: string;
  aboutHeadings: string[];
  /** A pool; the writer picks two (the first may be replaced by the user's own description). */
  aboutParagraphs: string[];
  steps?: { heading: string; intro?: string; steps: Array<{ title: string; description: string }> };
  featuresHeading: string[];
  featuresIntro: string[];
  defaultFeatures: Array<{ title: string; description: string }>;
  testimonials: Array<{ quote: string; role: string }>;
  faq: Array<{ question: string; answer: string }>;
  contactHeadings: string[];
  contactIntros: string[];
  contactHours?: string;
  /** "restaurant", used in SEO titles: "Name | Italian restaurant in Portland". */
  seoNoun: string;
  seoDescriptions: string[];
}

/** "$14", "$12.50" (whole dollars without cents, as menus and price tags print them). */
export function price(cents: number): string {
  const s = formatUsd(cents);
  return s.endsWith(".00") ? s.slice(0, -3) : s;
}

/** "$38.00" style, for shops. */
export function shopPrice(cents: number): string {
  return formatUsd(cents);
}

export type Dish = readonly [name: string, description: string, cents: number];
