import type { CallToAction, Link } from "./types";
import { CONTACT_RESPONSE_HOURS, FREE_CONSULTATION_MINUTES, YEARS_EXPERIENCE, clientsAtATime } from "./figures";
import { site } from "../../config/site";

export const homeHero = {
  eyebrow: site.tagline,
  title: "Fractional CTO leadership for infrastructure, vendors and data centers",
  text: `Senior technical advisory for growing organizations: ${YEARS_EXPERIENCE}+ years of experience on your side for the decisions that are expensive to get wrong, without the cost of a full-time executive.`,
  primary: { label: "Get a Free Assessment", href: "/contact" } satisfies Link,
  secondary: { label: "Calculate Your ROI", href: "/roi-calculator" } satisfies Link,
  note: `Working with ${clientsAtATime} clients at a time · Free ${FREE_CONSULTATION_MINUTES}-minute consultation`,
};

export const homeStatsLabel = "The practice in numbers";

export const homeCapabilities = {
  eyebrow: "What we do",
  title: "Core capabilities",
  text: "Four ways we help teams make infrastructure decisions with confidence, each delivered with written, reusable outcomes.",
  image: {
    src: "/images/advisory-capabilities.svg",
    alt: "Illustration of a data center rack, a cloud and a network diagram connected to a rising savings chart",
    width: 560,
    height: 440,
  },
  buttons: [
    { label: "Explore Services", href: "/services" },
    { label: "See Case Studies", href: "/case-studies" },
  ] satisfies Link[],
};

export const homeFeaturedCase = {
  eyebrow: "Featured case study",
  buttons: [
    { label: "Read the Case Study", href: "/case-studies", icon: "arrow-right" },
    { label: "Calculate Your ROI", href: "/roi-calculator" },
  ] satisfies CallToAction[],
};

export const homeAudiences = {
  title: "Built For Growing Organizations",
  text: "Senior technology leadership for the stage where decisions get bigger faster than the team does.",
};

export const homeAdvantage = {
  eyebrow: "Why Lumen Spaces",
  title: "The advantage of a fractional CTO",
  link: { label: "More about our advantage", href: "/advantage" } satisfies Link,
};

export const homeTestimonials = {
  eyebrow: "Client results",
  title: "What clients say",
};

export const homeEngagement = {
  eyebrow: "Engagement models",
  title: "Choose how we work together",
  text: "Start small and grow the engagement as your needs change. Every model starts with a free consultation.",
  button: { label: "Schedule Consultation", href: "/contact" } satisfies Link,
};

export const homeGetStarted = {
  title: "Ready to Get Started?",
  text: `Book a free ${FREE_CONSULTATION_MINUTES}-minute consultation. We will look at your situation together and you will leave with a clear view of your options.`,
  buttons: [
    { label: "Book Free Consultation", href: "/contact" },
    { label: "View Case Studies", href: "/case-studies" },
  ] satisfies Link[],
};

/** The hero's side card: what the free assessment covers. */
export const homeHeroCard = {
  title: "Your free assessment",
  subtitle: `${FREE_CONSULTATION_MINUTES} minutes with the principal, no obligation`,
  points: [
    "Where your infrastructure spend and risk really sit",
    "Which vendor, cloud or data center decision comes first",
    "Whether a stalled project can be recovered, and how fast",
    "A written summary of next steps",
  ],
  footnote: `Reply within ${CONTACT_RESPONSE_HOURS} hours`,
};
