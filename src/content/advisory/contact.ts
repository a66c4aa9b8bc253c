import type { IconCard } from "./types";
import { CONTACT_RESPONSE_HOURS, FREE_CONSULTATION_MINUTES } from "./figures";
import { site } from "../../config/site";

/** Subject of the consultation mail draft (spec section 7). */
export const CONSULTATION_SUBJECT = `Free ${FREE_CONSULTATION_MINUTES}-Minute Consultation Request`;
/** Where consultation requests go. */
export const CONSULTATION_EMAIL = site.email;

/** Toast after the draft is prepared (spec section 8). */
export const CONSULTATION_TOAST = {
  title: "Consultation Request Prepared",
  description: "Your email client should open with your request ready to send.",
};

export const contactIntro = {
  title: "Let's talk about your infrastructure",
  text: `Tell us what you are working on. Whether it is a roadmap, a vendor decision, a data center or a project in trouble, you will hear back within ${CONTACT_RESPONSE_HOURS} hours.`,
};

export interface ContactCard extends IconCard {
  link: { label: string; href: string; external?: boolean };
}

export const contactCards: ContactCard[] = [
  {
    icon: "mail",
    title: "Email",
    description: `Write to us directly. Every message is answered within ${CONTACT_RESPONSE_HOURS} hours.`,
    link: { label: site.email, href: `mailto:${site.email}` },
  },
  {
    icon: "linkedin",
    title: "LinkedIn",
    description: "Follow our notes on infrastructure, vendors and responsible AI, or send a message.",
    link: { label: "Connect on LinkedIn", href: site.social.linkedin.href, external: true },
  },
  {
    icon: "calendar",
    title: `Free ${FREE_CONSULTATION_MINUTES}-minute consultation`,
    description: "A focused call on your situation, with a candid view of the options. No obligation.",
    link: { label: "Request a consultation", href: "#consultation-form" },
  },
];

/** What to Expect after getting in touch. */
export const contactWhatToExpect = [
  `A reply within ${CONTACT_RESPONSE_HOURS} hours to confirm a time that suits you`,
  `A ${FREE_CONSULTATION_MINUTES}-minute call focused on your goals, constraints and timeline`,
  "A candid first assessment, even if the answer is that you do not need us",
  "A short written summary of next steps and, if useful, a scoped proposal",
];

export const contactPage = {
  eyebrow: "Contact",
  cardsLabel: "Ways to reach us",
  expectTitle: "What to Expect",
  formTitle: "Request your free consultation",
  formText: "Fill in the form and your mail app will open with the request ready to send.",
};
