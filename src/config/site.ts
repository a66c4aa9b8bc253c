import type { Link } from "../components/ui/types";
import { BRAND } from "../../core/brand";

/**
 * One source for the brand, addresses and links. Everything that names the company imports from here.
 */
const envSiteUrl = (import.meta.env?.PUBLIC_SITE_URL as string | undefined) ?? "";

export const site = {
  name: BRAND.name,
  shortName: "Lumen",
  tagline: "Intelligent spaces, human-first AI tools",
  /** One introduction under the logo in both footers: the two faces of one company. */
  footerIntro:
    "Fractional CTO and technical advisory for growing organizations, and a platform that builds websites, apps and AI agents with a person in charge.",
  description: "Fractional CTO and technical advisory for growing organizations, plus human-first AI tools for smart buildings and an AI website generator.",
  /** Base URL used for canonical links, share tags and the sitemap (env PUBLIC_SITE_URL). */
  url: (envSiteUrl || "http://localhost:4321").replace(/\/+$/, ""),
  email: BRAND.email,
  supportEmail: "support@lumenspaces.dev",
  careersEmail: "careers@lumenspaces.dev",
  legalEmail: "legal@lumenspaces.dev",
  logo: "/logo.svg",
  /** Default share image (the logo, rasterised: social cards do not accept SVG). */
  shareImage: "/og-image.png",
  themeColor: "#0f766e",
  backgroundColor: "#ffffff",
  social: {
    github: { label: "GitHub", href: "https://github.com/lumen-spaces" },
    linkedin: { label: "LinkedIn", href: "https://www.linkedin.com/company/lumen-spaces" },
    discord: { label: "Discord", href: "https://discord.gg/lumen-spaces" },
  },
  /** The spec's copyright year: the first year of the footer's range (`copyrightYears`). */
  firstCopyrightYear: 2025,
} as const;

/** Marketing top bar and mobile drawer (spec section 2, Navigation). */
export const marketingNav: Link[] = [
  { label: "Home", href: "/" },
  { label: "Services", href: "/services" },
  { label: "Case Studies", href: "/case-studies" },
  { label: "ROI Calculator", href: "/roi-calculator" },
  { label: "Deliverables", href: "/deliverables" },
  { label: "Advantage", href: "/advantage" },
  { label: "Pricing", href: "/pricing" },
  { label: "About", href: "/about" },
  { label: "Contact", href: "/contact" },
];

export const advisoryFooter = {
  tools: [
    { label: "PII Redactor", href: "/redactor" },
    { label: "Occupancy Insights", href: "/occupancy" },
    { label: "Energy Optimizer", href: "/energy" },
    { label: "Playbooks", href: "/playbooks" },
  ],
  company: [
    { label: "About", href: "/about" },
    { label: "Contact", href: "/contact" },
    { label: "Privacy", href: "/privacy" },
    { label: "Terms", href: "/terms" },
  ],
  resources: [
    { label: "Documentation", href: "/documentation" },
    { label: "API Reference", href: "/api-reference" },
    { label: "Help Center", href: "/help-center" },
    { label: "Status", href: "/status" },
  ],
  /** The other face: the platform, its showcase and the company pages that live there. */
  platform: [
    { label: "Website Creator", href: "/platform" },
    { label: "App Store", href: "/app-store" },
    { label: "All Tools", href: "/tools" },
    { label: "Blog", href: "/blog" },
    { label: "Careers", href: "/careers" },
  ],
} satisfies Record<string, Link[]>;

/** Where the platform's landing lives; its in-page sections carry these ids. */
export const PLATFORM_HOME = "/platform";
export const PLATFORM_ANCHORS = ["features", "templates", "pricing"] as const;

export const platformNav = {
  anchors: [
    { label: "Home", href: PLATFORM_HOME },
    { label: "Features", href: `${PLATFORM_HOME}#features` },
    { label: "Templates", href: `${PLATFORM_HOME}#templates` },
    { label: "Pricing", href: `${PLATFORM_HOME}#pricing` },
  ],
  build: [
    { label: "Website Creator", href: "/create", description: "Describe a business, get a hosted site" },
    { label: "App Builder", href: "/app-builder", description: "Plan a mobile or web app by chat" },
    { label: "Agent Builder", href: "/agent-builder", description: "Design an AI agent for your team" },
    { label: "Self-Resolving Developer", href: "/self-resolving-agent", description: "An assistant that unblocks engineers" },
  ],
  appStore: { label: "App Store", href: "/app-store" },
} as const;

export const platformFooter = {
  product: [
    { label: "Features", href: `${PLATFORM_HOME}#features` },
    { label: "Templates", href: `${PLATFORM_HOME}#templates` },
    { label: "Pricing", href: `${PLATFORM_HOME}#pricing` },
    { label: "App Store", href: "/app-store" },
  ],
  resources: [
    { label: "Documentation", href: "/documentation" },
    { label: "Help Center", href: "/help-center" },
    { label: "API Reference", href: "/api-reference" },
    { label: "Status", href: "/status" },
  ],
  company: [
    { label: "About", href: "/about" },
    { label: "Blog", href: "/blog" },
    { label: "Careers", href: "/careers" },
    { label: "Contact", href: "/contact" },
  ],
  legal: [
    { label: "Privacy", href: "/privacy" },
    { label: "Terms", href: "/terms" },
  ],
  /** The other face: the advisory practice and the tools catalogue. */
  advisory: [
    { label: "Advisory Services", href: "/services" },
    { label: "Case Studies", href: "/case-studies" },
    { label: "ROI Calculator", href: "/roi-calculator" },
    { label: "All Tools", href: "/tools" },
  ],
} satisfies Record<string, Link[]>;

/** The marketing header's way into the platform (beside Contact Us; not one of the spec's nine links). */
export const platformEntry: Link = { label: "Build a Website", href: PLATFORM_HOME };

/** Sign-in and sign-out are browser navigations (spec section 2). */
export const LOGIN_PATH = "/api/login";
export const LOGOUT_PATH = "/api/logout";

export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString();
}
