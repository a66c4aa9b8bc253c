import type { IconCard } from "./types";
import { CONTACT_RESPONSE_HOURS, UPTIME_DELIVERED_PERCENT, YEARS_EXPERIENCE, caseStudySavings, clientsAtATime } from "./figures";

export const aboutIntro = {
  title: "Technical leadership with a human-first view of technology",
  text: `Lumen Spaces is the advisory practice of a technologist with ${YEARS_EXPERIENCE}+ years in infrastructure, data centers and platform leadership. We help growing organizations make the decisions a seasoned CTO would make, and build intelligent spaces with AI tools that serve the people in them.`,
};

/** Credentials of the practice's principal. */
export const credentials = [
  `${YEARS_EXPERIENCE}+ years leading infrastructure, data center and platform teams`,
  "Cloud migrations and data center consolidations for enterprises, utilities and startups",
  "Multi-year vendor portfolios negotiated across cloud, colocation, network and SaaS",
  `Production platforms delivered and run to a ${UPTIME_DELIVERED_PERCENT}% uptime target`,
  `AI automation in production, including the utility intake triage that saves ${caseStudySavings} a year`,
];

/** Why clients trust the practice. */
export const trustPoints: IconCard[] = [
  {
    icon: "handshake",
    title: "Independent",
    description: "No reseller margins or vendor commissions. The only thing we sell is advice, so it is on your side.",
  },
  {
    icon: "users",
    title: "Senior, and limited",
    description: `You work directly with the principal, and the practice takes on ${clientsAtATime} clients at a time.`,
  },
  {
    icon: "lock",
    title: "Confidential",
    description: "A mutual NDA before the first working session; your data stays in your systems wherever possible.",
  },
  {
    icon: "clock",
    title: "Responsive",
    description: `Every enquiry answered within ${CONTACT_RESPONSE_HOURS} hours, and agreed response times for retainer clients.`,
  },
];

export const mission = {
  title: "Our mission",
  text: "To give every growing organization access to senior technical judgment, and to build intelligent spaces where technology, including AI, makes work clearer, safer and more humane.",
};

/** The four values (spec section 2, About). */
export const values: IconCard[] = [
  {
    icon: "eye",
    title: "Clarity",
    description: "Plain-language recommendations, the trade-offs spelled out, and every decision written down.",
  },
  {
    icon: "shield-check",
    title: "Trust",
    description: "Independent advice, honest estimates, and the candor to say when the answer is not to buy anything.",
  },
  {
    icon: "heart-pulse",
    title: "Wellness",
    description: "Sustainable pace for teams, on-call that does not burn people out, and tools designed for the people who use them.",
  },
  {
    icon: "sprout",
    title: "Growth",
    description: "We leave your team stronger: documentation, knowledge transfer and mentoring are part of every engagement.",
  },
];

/** The AI Constitution: the principles every AI-assisted deliverable follows. */
export const aiConstitution = {
  eyebrow: "Responsible AI",
  title: "Our AI Constitution",
  intro: "AI makes our work faster. These principles make sure it also keeps it right, open and fair.",
  principles: [
    {
      icon: "badge-check",
      title: "Accuracy Standard",
      description: "A person checks every AI-assisted finding before it informs a decision, and pilots are measured against a human baseline.",
    },
    {
      icon: "eye",
      title: "Transparency",
      description: "Clients always know where AI is used, what it does and where its limits are. AI-generated content is labelled.",
    },
    {
      icon: "lock",
      title: "Privacy Protection",
      description:
        "Personal data is redacted before processing, client data is never used to train third-party models, and it stays in the client's tenancy where possible.",
    },
    {
      icon: "scale",
      title: "Bias Control",
      description: "Scoring criteria are reviewed for unfair outcomes, tested on varied samples and re-checked every quarter.",
    },
  ] satisfies IconCard[],
};

export const aboutPage = {
  eyebrow: "About",
  statsLabel: "The practice in numbers",
  credentialsTitle: "Credentials",
  credentialsText: "Experience earned in production environments, with budgets, outages and vendors on the line.",
  competenciesEyebrow: "Technical competencies",
  competenciesTitle: "Six areas of deep expertise",
  trustTitle: "Why clients trust us",
  valuesEyebrow: "Values",
  valuesTitle: "What we stand for",
  cta: {
    title: "Let's work together",
    subtitle: "Tell us about your infrastructure, your team and what is keeping you up at night. The first conversation is free.",
    actions: [
      { label: "Get in Touch", href: "/contact" },
      { label: "Explore Services", href: "/services" },
    ],
  },
};
