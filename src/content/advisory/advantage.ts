import type { IconCard } from "./types";
import { AI_ACCELERATION, YEARS_EXPERIENCE, clientsAtATime, range } from "./figures";

export const aiAcceleration = `${range(AI_ACCELERATION)}x faster`;

/** Home: the three advantage cards (spec section 1). */
export const homeAdvantages: IconCard[] = [
  {
    icon: "award",
    title: "Expertise",
    description: `${YEARS_EXPERIENCE}+ years across cloud, networks, data centers and vendor management. You work with the principal, never a junior team.`,
  },
  {
    icon: "zap",
    title: "Immediate engagement",
    description: "Start within days, not the months a CTO search takes. First findings usually land in the first week.",
  },
  {
    icon: "shield-check",
    title: "Reduced risk",
    description: "Independent advice with no vendor commissions, and decisions documented so they can be checked and defended.",
  },
];

/** Advantage page: the four cards (spec section 2, Advantage). */
export const advantageCards: IconCard[] = [
  {
    icon: "award",
    title: "Senior-level expertise",
    description: `${YEARS_EXPERIENCE}+ years leading infrastructure, data center and platform work. Every recommendation comes from someone who has carried the pager and signed the contracts.`,
  },
  {
    icon: "sparkles",
    title: "AI-accelerated delivery",
    description: `AI handles inventory analysis, document review and first drafts, so assessments arrive ${aiAcceleration} than a traditional engagement, with senior judgment on every conclusion.`,
  },
  {
    icon: "layers",
    title: "Flexible engagement",
    description: "Hourly advice, a fractional retainer or interim leadership. Scale up for a migration, down when things are calm.",
  },
  {
    icon: "target",
    title: "Fast time to value",
    description: "Quick wins in the first 90 days are part of every roadmap, so the engagement pays for itself early.",
  },
];

/** Advantage page: the about section. */
export const advantageAbout = {
  title: "A practice built around senior judgment",
  paragraphs: [
    `Lumen Spaces is a principal-led technical advisory practice. For ${YEARS_EXPERIENCE}+ years we have run infrastructure, data centers and platform teams, negotiated with the vendors you are talking to, and rescued the projects that went sideways.`,
    `We work with ${clientsAtATime} clients at a time. That is a deliberate limit: it means you get real attention, fast answers and someone who knows your environment, not a rotating bench of consultants.`,
  ],
};

/** Advantage page: the AI-acceleration section. */
export const aiSection = {
  title: `AI-accelerated, ${aiAcceleration}`,
  text: "We use AI where it is genuinely faster and keep people where judgment matters. The result is senior-quality work delivered at startup speed.",
  steps: [
    { title: "Automated discovery", text: "Configuration exports, invoices and inventories are parsed and reconciled in hours instead of weeks." },
    { title: "Assisted analysis", text: "Patterns, outliers and risks are surfaced automatically, then verified by hand before they reach a report." },
    { title: "Faster drafting", text: "Reports and roadmaps start from structured findings, so review time goes into the recommendations." },
  ],
};

export const advantagePage = {
  eyebrow: "The advantage",
  title: "CTO-level judgment, delivered faster",
  text: "Growing organizations need senior technical leadership before they can justify a full-time executive. A fractional CTO closes that gap, and AI-accelerated delivery makes every hour count.",
  heroCta: { label: "Talk to Us", href: "/contact" },
  aboutEyebrow: "About the practice",
  statsLabel: "The practice at a glance",
  aiEyebrow: "AI acceleration",
  cardsTitle: "Why it works",
  cta: {
    title: "See what a fractional CTO could do for you",
    subtitle: "A free, no-obligation conversation about your infrastructure, your vendors and your next big decision.",
    actions: [
      { label: "Schedule a Free Consultation", href: "/contact" },
      { label: "View Pricing", href: "/pricing" },
    ],
  },
};
