import type { EngagementModel, PricingPlan } from "./types";
import {
  ADVISORY_PRICING,
  CONTACT_RESPONSE_HOURS,
  FREE_CONSULTATION_MINUTES,
  clientsAtATime,
  hourlyRange,
  retainerDays,
  retainerRange,
  retainerRangeShort,
} from "./figures";

/** Pricing page: the two plan cards (spec section 2, Pricing); the retainer is highlighted. */
export const pricingPlans: PricingPlan[] = [
  {
    name: "Hourly Advisory",
    priceRange: hourlyRange,
    unit: "per hour",
    description: "Senior advice exactly when you need it, billed in 30-minute increments. No minimum commitment.",
    bestFor: "Specific decisions, architecture and contract reviews, second opinions before a big purchase.",
    features: ["No minimum commitment", "Architecture, vendor and contract reviews", "Written summary after every session", "Book by the hour, pause any time"],
    highlighted: false,
    cta: { label: "Book an Advisory Session", href: "/contact" },
  },
  {
    name: "Fractional CTO Retainer",
    priceRange: retainerRange,
    unit: "per month",
    description: `Ongoing senior technical leadership, ${retainerDays}, embedded with your team and accountable for outcomes.`,
    bestFor: "Growing organizations that need CTO-level judgment every week but not a full-time executive yet.",
    features: [
      `${retainerDays}, flexible month to month`,
      "Roadmap, budget and vendor ownership",
      "Team mentoring and hiring support",
      "Board and investor technology reporting",
      "Priority response for incidents and decisions",
    ],
    highlighted: true,
    cta: { label: "Start a Retainer", href: "/contact" },
  },
];

/** Interim CTO: quoted per engagement (the custom-solution call to action). */
export const customSolution = {
  eyebrow: `Interim CTO · ${ADVISORY_PRICING.interim}`,
  title: "Need an Interim CTO or a custom engagement?",
  price: ADVISORY_PRICING.interim,
  text: "Full-time leadership through a CTO transition, a fixed-scope audit or a program rescue: we shape the engagement around the outcome and quote it up front.",
  cta: { label: "Discuss a Custom Engagement", href: "/contact" },
};

/** Pricing page: what every engagement delivers (links to /deliverables). */
export const pricingDeliverables = [
  "Written assessments and prioritized roadmaps",
  "Vendor scoring matrices and TCO models",
  "Data center capacity and efficiency reports",
  "Weekly status reports for leadership",
  "Every document is yours to keep and reuse",
];

/** Pricing page: how an engagement starts. */
export const pricingWhatToExpect = [
  {
    title: `Free ${FREE_CONSULTATION_MINUTES}-minute consultation`,
    text: "We talk through your situation, goals and constraints. You get a candid first view either way.",
  },
  { title: "Clear proposal", text: `Within ${CONTACT_RESPONSE_HOURS} hours: scope, deliverables, timeline and a fixed or capped price.` },
  { title: "Fast kickoff", text: "Work starts within days, not months. Most engagements deliver first results in the first two weeks." },
  { title: "Measurable outcomes", text: "Every engagement ends with documented results and a plan your team can own." },
];

/** Home page: the three engagement models, each with 'Schedule Consultation'. */
export const engagementModels: EngagementModel[] = [
  {
    name: "Hourly Advisory",
    price: `${hourlyRange}/hr`,
    description: "Targeted expertise for a decision, a review or a second opinion.",
    points: ["No minimum commitment", "Architecture and contract reviews", "Written follow-up notes"],
  },
  {
    name: "Fractional CTO",
    price: `${retainerRangeShort}/mo`,
    description: `Senior technical leadership ${retainerDays}, for a fraction of a full-time hire.`,
    points: ["Roadmap and budget ownership", "Vendor management", "Team mentoring and hiring"],
  },
  {
    name: "Interim CTO",
    price: ADVISORY_PRICING.interim,
    description: "Full-time cover through a leadership transition, until your permanent CTO is in place.",
    points: ["Stabilize teams and delivery", "Support the CTO search", "Structured handover"],
  },
];

export const capacityNote = `To keep quality high, the practice works with ${clientsAtATime} clients at a time.`;

export const pricingPage = {
  eyebrow: "Pricing",
  title: "Simple, transparent pricing",
  text: "Senior technical leadership without a full-time salary. Start with a free consultation, then choose hourly advice or an ongoing retainer.",
  heroLinks: [
    { label: "Book a Free Consultation", href: "/contact" },
    { label: "See Deliverables", href: "/deliverables" },
  ],
  mostPopular: "Most Popular",
  trustTitle: "Proven results",
  deliverablesTitle: "What every engagement includes",
  deliverablesText: "Clear, written outcomes you keep, not just advice on a call.",
  deliverablesLink: { label: "See all deliverables", href: "/deliverables" },
  expectTitle: "What to Expect",
};
