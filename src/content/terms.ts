/** Terms of service (/terms): eight sections and the figures of spec section 9. */
export const TERMS_EFFECTIVE_DATE = "January 22, 2025";
/** Spec section 9: liability capped at fees paid in the prior 12 months. */
export const LIABILITY_CAP_MONTHS = 12;
/** Spec section 9: legal response within 5-7 business days. */
export const LEGAL_RESPONSE_BUSINESS_DAYS = "5-7";

export const termsIntro =
  "These terms govern your use of the Lumen Spaces website, AI website generator, app store, tools and advisory services. Please read them together with our privacy policy.";

export interface TermsSection {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export const termsSections: TermsSection[] = [
  {
    title: "Acceptance of terms",
    paragraphs: [
      "By creating an account or using any part of the service you agree to these terms. If you use the service for an organization, you confirm you may accept them on its behalf.",
    ],
  },
  {
    title: "The service",
    paragraphs: [
      "Lumen Spaces generates websites from the information you provide, hosts them, and lets you publish them to our app store. We also offer building-management tools, demos and advisory services. Demo tools use sample data and are provided for illustration.",
    ],
  },
  {
    title: "Accounts",
    paragraphs: [
      "You sign in through an identity provider and are responsible for activity under your account. Keep your sign-in secure and tell us promptly about any unauthorized use.",
    ],
  },
  {
    title: "Payments and fees",
    paragraphs: [
      "Each website project has a base price plus a service fee, shown in full before you pay. Payments are processed by our payment provider. If a generation fails you can retry at no extra charge; if we cannot deliver a working site, we refund the project.",
    ],
  },
  {
    title: "Your content and generated websites",
    paragraphs: [
      "You keep all rights to the content you provide and to the websites generated from it. You grant us the licence needed to host, display and, when you choose to publish, list them in the app store. You are responsible for checking that your site is accurate before you share it.",
    ],
  },
  {
    title: "Acceptable use",
    paragraphs: ["You agree not to use the service to:"],
    bullets: [
      "publish unlawful, deceptive, hateful or infringing content;",
      "collect other people's personal data without a lawful basis;",
      "attempt to break, overload or get around the security of the service or its rate limits;",
      "impersonate another person or business.",
    ],
  },
  {
    title: "Limitation of liability",
    paragraphs: [
      `To the extent the law allows, the service is provided "as is", and our total liability for any claim is limited to the fees you paid us in the ${LIABILITY_CAP_MONTHS} months before the claim. We are not liable for indirect or consequential losses such as lost profits or data.`,
    ],
  },
  {
    title: "Changes and contact",
    paragraphs: [
      "We may update these terms; we will give notice of material changes by email or in the product before they take effect. Continued use after that date means you accept the new terms.",
      `Legal notices and questions go to our legal team, who respond within ${LEGAL_RESPONSE_BUSINESS_DAYS} business days.`,
    ],
  },
];
