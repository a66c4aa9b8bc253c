/** Privacy policy (/privacy): six numbered sections and our principles. */
export const PRIVACY_LAST_UPDATED = "January 20, 2025";

export const privacyIntro =
  "This policy explains what information Lumen Spaces collects when you use our website, AI website generator, tools and advisory services, why we collect it, and the choices you have.";

export const privacyPrinciples = [
  { title: "Collect only what we need", description: "If a feature works without a piece of data, we do not ask for it." },
  { title: "Never sell your data", description: "We do not sell or rent personal information, and we do not train AI models on your content." },
  { title: "Process locally where we can", description: "Tools like the PII redactor run entirely in your browser; your text never reaches our servers." },
  { title: "Be clear and reversible", description: "You can see, export and delete what we hold about you, and analytics only run with your consent." },
];

export interface PolicySection {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export const privacySections: PolicySection[] = [
  {
    title: "Information we collect",
    paragraphs: ["We collect information you give us and a small amount that is created when you use the service:"],
    bullets: [
      "Account details from your identity provider when you sign in: your name, email address and profile image.",
      "Website projects you create: names, descriptions, business type, requirements and the generated site.",
      "Payment status for your projects. Card details are handled by our payment provider and never reach our servers.",
      "Your email address if you request an ROI report, together with the figures you entered.",
      "Technical logs (time, page or endpoint, status code) kept to run and secure the service.",
    ],
  },
  {
    title: "How we use information",
    paragraphs: [
      "We use your information to provide the service you asked for: to sign you in, generate and host your websites, show your projects in your dashboard, process payments and answer your messages.",
      "We also use aggregated, non-identifying figures to understand how the product is used and to improve it. Analytics run only after you accept them in the consent banner.",
    ],
  },
  {
    title: "How we share information",
    paragraphs: ["We share information only with the providers that help us run the service, under contracts that limit their use of it:"],
    bullets: [
      "Our hosting and database providers, which store the service's data.",
      "Our payment provider, which processes payments and confirms them to us.",
      "Your identity provider, which confirms who you are when you sign in.",
      "An AI model provider, when configured, which receives the description and requirements of a project in order to write its site.",
    ],
  },
  {
    title: "Data retention and security",
    paragraphs: [
      "We keep account and project data while your account is active and delete it within 30 days of a deletion request. Technical logs are kept for up to 90 days.",
      "Visit counts of hosted sites and of our own pages are kept as individual rows (no address, no cookie: a hash that changes every day) for 30 days, then only as daily totals. Mail we send is kept for 90 days after it is sent. Email addresses left with the ROI calculator are kept until we delete them on request or when no longer needed; ask us to delete yours at any time.",
      "Sessions use secure, HTTP-only cookies; session tokens are stored only as hashes. Data is encrypted in transit, access is limited to the people who need it, and every hosted site is served with a strict security policy.",
    ],
  },
  {
    title: "Your rights and choices",
    paragraphs: [
      "You can ask to access, correct, export or delete your personal information at any time, and you can withdraw analytics consent by clearing the choice in your browser. If you are in the EU, UK or California you have further rights under the GDPR, UK GDPR or CCPA, which we honour for everyone.",
    ],
  },
  {
    title: "Contact us",
    paragraphs: ["Questions or requests about privacy go to our privacy team. We answer every request and confirm when it has been completed."],
  },
];
