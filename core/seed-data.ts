/**
 * The template gallery shipped with the product. Each style is what the site renderer paints with;
 * every palette keeps body text, muted text and button text at WCAG AA contrast.
 */
export interface SeedTemplate {
  slug: string;
  name: string;
  description: string;
  category: string;
  basePrice: string;
  style: {
    palette: { primary: string; primaryText: string; accent: string; background: string; surface: string; text: string; muted: string };
    layout: "classic" | "bold" | "minimal" | "elegant";
    font: "sans" | "serif";
  };
}

export const SEED_TEMPLATES: SeedTemplate[] = [
  {
    slug: "harvest-table",
    name: "Harvest Table",
    description: "Warm, appetising layout for restaurants and cafés with a menu, opening hours and reservations.",
    category: "Restaurant",
    basePrice: "39.99",
    style: {
      palette: { primary: "#9a3412", primaryText: "#ffffff", accent: "#fde68a", background: "#fffbf5", surface: "#fff1e0", text: "#1c1917", muted: "#57534e" },
      layout: "elegant",
      font: "serif",
    },
  },
  {
    slug: "storefront-pro",
    name: "Storefront Pro",
    description: "Bold product-first storefront for online shops: featured products, pricing and clear calls to buy.",
    category: "E-commerce",
    basePrice: "49.99",
    style: {
      palette: { primary: "#4338ca", primaryText: "#ffffff", accent: "#fbbf24", background: "#ffffff", surface: "#eef2ff", text: "#111827", muted: "#4b5563" },
      layout: "bold",
      font: "sans",
    },
  },
  {
    slug: "studio-folio",
    name: "Studio Folio",
    description: "Quiet, image-led portfolio for designers, photographers and creative studios.",
    category: "Portfolio",
    basePrice: "29.99",
    style: {
      palette: { primary: "#18181b", primaryText: "#ffffff", accent: "#f472b6", background: "#fafafa", surface: "#f4f4f5", text: "#18181b", muted: "#52525b" },
      layout: "minimal",
      font: "sans",
    },
  },
  {
    slug: "consulting-edge",
    name: "Consulting Edge",
    description: "Trustworthy layout for consultancies and professional services with services, case results and contact.",
    category: "Business",
    basePrice: "34.99",
    style: {
      palette: { primary: "#1e3a8a", primaryText: "#ffffff", accent: "#38bdf8", background: "#ffffff", surface: "#eff6ff", text: "#0f172a", muted: "#475569" },
      layout: "classic",
      font: "sans",
    },
  },
  {
    slug: "launchpad-saas",
    name: "Launchpad SaaS",
    description: "High-contrast launch page for software products: features, integrations and a strong sign-up call.",
    category: "Technology",
    basePrice: "44.99",
    style: {
      palette: { primary: "#6d28d9", primaryText: "#ffffff", accent: "#22d3ee", background: "#ffffff", surface: "#f5f3ff", text: "#111827", muted: "#4b5563" },
      layout: "bold",
      font: "sans",
    },
  },
  {
    slug: "carefirst-clinic",
    name: "CareFirst Clinic",
    description: "Calm, accessible site for clinics and practices: services, hours, insurance and appointment requests.",
    category: "Healthcare",
    basePrice: "39.99",
    style: {
      palette: { primary: "#0f766e", primaryText: "#ffffff", accent: "#99f6e4", background: "#ffffff", surface: "#f0fdfa", text: "#0f172a", muted: "#475569" },
      layout: "classic",
      font: "sans",
    },
  },
  {
    slug: "academy-plus",
    name: "Academy Plus",
    description: "Friendly course catalogue for schools, tutors and training providers with levels and enrolment.",
    category: "Education",
    basePrice: "34.99",
    style: {
      palette: { primary: "#b45309", primaryText: "#ffffff", accent: "#93c5fd", background: "#ffffff", surface: "#fffbeb", text: "#1f2937", muted: "#4b5563" },
      layout: "classic",
      font: "serif",
    },
  },
  {
    slug: "community-hub",
    name: "Community Hub",
    description: "Simple, flexible page for clubs, nonprofits and local groups: what you do, events and how to join.",
    category: "Other",
    basePrice: "24.99",
    style: {
      palette: { primary: "#15803d", primaryText: "#ffffff", accent: "#fde047", background: "#ffffff", surface: "#f0fdf4", text: "#14532d", muted: "#3f5f4a" },
      layout: "minimal",
      font: "sans",
    },
  },
];

export function templateImagePath(slug: string): string {
  return `/templates/${slug}.svg`;
}
