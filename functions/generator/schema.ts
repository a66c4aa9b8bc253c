import { z } from "zod";
import type { BusinessType } from "../../src/lib/business-types";
import { contrastRatio, ensureReadable, isHexColor, meetsAA } from "./contrast";

/**
 * The content of one generated site. The LLM (or the embedded writer) fills this and nothing else:
 * plain strings with length limits, never HTML. The renderer escapes every string.
 */
const text = (max: number, min = 1) => z.string().trim().min(min).max(max);

/** Limits that other modules (the writers) must respect. */
export const LIMITS = {
  brandName: 100,
  tagline: 120,
  eyebrow: 60,
  headline: 90,
  subheadline: 260,
  cta: 32,
  heading: 80,
  intro: 280,
  paragraph: 600,
  itemName: 80,
  itemText: 260,
  price: 20,
  tag: 24,
  label: 40,
  quote: 320,
  person: 60,
  role: 80,
  question: 140,
  answer: 500,
  seoTitle: 60,
  seoDescription: 160,
  email: 254,
  phone: 40,
  address: 160,
  hours: 120,
} as const;

const L = LIMITS;

const sectionBase = {
  heading: text(L.heading),
  intro: text(L.intro).optional(),
};

const namedItem = z.object({ name: text(L.itemName), description: text(L.itemText) });

export const menuSectionSchema = z.object({
  kind: z.literal("menu"),
  ...sectionBase,
  categories: z
    .array(
      z.object({
        name: text(L.itemName),
        items: z
          .array(z.object({ name: text(L.itemName), description: text(L.itemText), price: text(L.price) }))
          .min(1)
          .max(12),
      }),
    )
    .min(1)
    .max(6),
  note: text(L.intro).optional(),
});

export const servicesSectionSchema = z.object({
  kind: z.literal("services"),
  ...sectionBase,
  items: z
    .array(z.object({ name: text(L.itemName), description: text(L.itemText), price: text(L.price).optional() }))
    .min(1)
    .max(9),
});

export const portfolioSectionSchema = z.object({
  kind: z.literal("portfolio"),
  ...sectionBase,
  projects: z
    .array(z.object({ title: text(L.itemName), summary: text(L.itemText), tags: z.array(text(L.tag)).max(5) }))
    .min(1)
    .max(9),
});

export const productsSectionSchema = z.object({
  kind: z.literal("products"),
  ...sectionBase,
  items: z
    .array(
      z.object({
        name: text(L.itemName),
        description: text(L.itemText),
        price: text(L.price),
        badge: text(L.tag).optional(),
      }),
    )
    .min(1)
    .max(12),
});

export const coursesSectionSchema = z.object({
  kind: z.literal("courses"),
  ...sectionBase,
  courses: z
    .array(
      z.object({
        title: text(L.itemName),
        level: text(L.label),
        duration: text(L.label),
        summary: text(L.itemText),
      }),
    )
    .min(1)
    .max(9),
});

export const careSectionSchema = z.object({
  kind: z.literal("care"),
  ...sectionBase,
  services: z.array(namedItem).min(1).max(9),
  hours: z
    .array(z.object({ days: text(L.label), hours: text(L.label) }))
    .min(1)
    .max(7),
});

export const solutionsSectionSchema = z.object({
  kind: z.literal("solutions"),
  ...sectionBase,
  items: z.array(namedItem).min(1).max(9),
});

export const highlightsSectionSchema = z.object({
  kind: z.literal("highlights"),
  ...sectionBase,
  items: z.array(z.object({ title: text(L.itemName), description: text(L.itemText) })).min(1).max(9),
});

/** A short "how it works" sequence; any business type may use it. */
export const stepsSectionSchema = z.object({
  kind: z.literal("steps"),
  ...sectionBase,
  steps: z.array(z.object({ title: text(L.itemName), description: text(L.itemText) })).min(2).max(6),
});

export const sectionSchema = z.discriminatedUnion("kind", [
  menuSectionSchema,
  servicesSectionSchema,
  portfolioSectionSchema,
  productsSectionSchema,
  coursesSectionSchema,
  careSectionSchema,
  solutionsSectionSchema,
  highlightsSectionSchema,
  stepsSectionSchema,
]);

export const siteContentSchema = z.object({
  brandName: text(L.brandName),
  tagline: text(L.tagline),
  hero: z.object({
    eyebrow: text(L.eyebrow).optional(),
    headline: text(L.headline),
    subheadline: text(L.subheadline),
    primaryCta: text(L.cta),
    secondaryCta: text(L.cta).optional(),
  }),
  about: z.object({
    heading: text(L.heading),
    paragraphs: z.array(text(L.paragraph)).min(1).max(4),
  }),
  sections: z.array(sectionSchema).min(1).max(5),
  features: z.object({
    heading: text(L.heading),
    intro: text(L.intro).optional(),
    items: z.array(z.object({ title: text(L.itemName), description: text(L.itemText) })).max(8),
  }),
  testimonials: z
    .array(z.object({ quote: text(L.quote), author: text(L.person), role: text(L.role).optional() }))
    .max(6),
  faq: z.array(z.object({ question: text(L.question), answer: text(L.answer) })).max(10),
  contact: z.object({
    heading: text(L.heading),
    intro: text(L.intro).optional(),
    email: z.email().max(L.email),
    phone: text(L.phone).optional(),
    address: text(L.address).optional(),
    hours: text(L.hours).optional(),
  }),
  seo: z.object({
    title: text(L.seoTitle),
    description: text(L.seoDescription),
  }),
});

export type SiteContent = z.infer<typeof siteContentSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type SectionKind = Section["kind"];

/** The section kind every site of a business type must contain. */
export const PRIMARY_SECTION_KIND: Readonly<Record<BusinessType, SectionKind>> = {
  Restaurant: "menu",
  "E-commerce": "products",
  Portfolio: "portfolio",
  Business: "services",
  Technology: "solutions",
  Healthcare: "care",
  Education: "courses",
  Other: "highlights",
};

// ---------------------------------------------------------------------------------------------
// Style
// ---------------------------------------------------------------------------------------------

const hexColor = z.string().refine(isHexColor, { message: "Expected a hex colour like #1e3a8a" });

export const LAYOUTS = ["classic", "bold", "minimal", "elegant"] as const;
export const FONTS = ["sans", "serif"] as const;

export const templateStyleSchema = z.object({
  palette: z.object({
    primary: hexColor,
    primaryText: hexColor,
    accent: hexColor,
    background: hexColor,
    surface: hexColor,
    text: hexColor,
    muted: hexColor,
  }),
  layout: z.enum(LAYOUTS),
  font: z.enum(FONTS),
});

export interface TemplateStyle {
  palette: {
    /** Buttons, links, eyebrow labels; used as text on background and surface. */
    primary: string;
    /** Text on a primary-coloured background. */
    primaryText: string;
    /** Decoration only (shapes, rules, borders); never used for text. */
    accent: string;
    background: string;
    surface: string;
    text: string;
    /** Secondary text; used on background and surface. */
    muted: string;
  };
  layout: (typeof LAYOUTS)[number];
  font: (typeof FONTS)[number];
}

export type Palette = TemplateStyle["palette"];

/** Every foreground/background pair the renderer draws text with. */
export function textPairs(p: Palette): Array<{ name: string; fg: string; bg: string }> {
  return [
    { name: "text on background", fg: p.text, bg: p.background },
    { name: "text on surface", fg: p.text, bg: p.surface },
    { name: "muted on background", fg: p.muted, bg: p.background },
    { name: "muted on surface", fg: p.muted, bg: p.surface },
    { name: "primaryText on primary", fg: p.primaryText, bg: p.primary },
    { name: "primary on background", fg: p.primary, bg: p.background },
    { name: "primary on surface", fg: p.primary, bg: p.surface },
  ];
}

/** Pairs that fail WCAG AA (4.5:1). Empty for a good palette. */
export function contrastProblems(p: Palette): Array<{ name: string; ratio: number }> {
  return textPairs(p)
    .map(({ name, fg, bg }) => ({ name, ratio: contrastRatio(fg, bg) }))
    .filter(({ ratio }) => ratio < 4.5);
}

const DEFAULT_STYLES: Readonly<Record<BusinessType, TemplateStyle>> = {
  Restaurant: {
    palette: {
      primary: "#9a3412",
      primaryText: "#ffffff",
      accent: "#f59e0b",
      background: "#fffbf5",
      surface: "#fbeee0",
      text: "#1c1917",
      muted: "#5b4f47",
    },
    layout: "elegant",
    font: "serif",
  },
  "E-commerce": {
    palette: {
      primary: "#6d28d9",
      primaryText: "#ffffff",
      accent: "#f472b6",
      background: "#ffffff",
      surface: "#f5f3ff",
      text: "#1e1b4b",
      muted: "#4f4b6b",
    },
    layout: "bold",
    font: "sans",
  },
  Portfolio: {
    palette: {
      primary: "#18181b",
      primaryText: "#ffffff",
      accent: "#f97316",
      background: "#fafaf9",
      surface: "#f0efec",
      text: "#18181b",
      muted: "#52525b",
    },
    layout: "minimal",
    font: "sans",
  },
  Business: {
    palette: {
      primary: "#1e3a8a",
      primaryText: "#ffffff",
      accent: "#38bdf8",
      background: "#ffffff",
      surface: "#f1f5f9",
      text: "#0f172a",
      muted: "#475569",
    },
    layout: "classic",
    font: "sans",
  },
  Technology: {
    palette: {
      primary: "#4338ca",
      primaryText: "#ffffff",
      accent: "#22d3ee",
      background: "#f8fafc",
      surface: "#eef2ff",
      text: "#0f172a",
      muted: "#475569",
    },
    layout: "bold",
    font: "sans",
  },
  Healthcare: {
    palette: {
      primary: "#0f766e",
      primaryText: "#ffffff",
      accent: "#5eead4",
      background: "#f7fcfb",
      surface: "#e3f2ef",
      text: "#102a28",
      muted: "#44605c",
    },
    layout: "classic",
    font: "sans",
  },
  Education: {
    palette: {
      primary: "#166534",
      primaryText: "#ffffff",
      accent: "#facc15",
      background: "#fffdf7",
      surface: "#eef4e8",
      text: "#1a2e1f",
      muted: "#4a5a4e",
    },
    layout: "elegant",
    font: "serif",
  },
  Other: {
    palette: {
      primary: "#7e22ce",
      primaryText: "#ffffff",
      accent: "#fb923c",
      background: "#fdfcff",
      surface: "#f4eefb",
      text: "#1f1530",
      muted: "#564a66",
    },
    layout: "minimal",
    font: "sans",
  },
};

/** The default look for a business type: a fresh copy, every text pair AA. */
export function defaultStyleFor(businessType: BusinessType): TemplateStyle {
  const style = DEFAULT_STYLES[businessType] ?? DEFAULT_STYLES.Other;
  return { ...style, palette: { ...style.palette } };
}

/**
 * Make any style safe to render: invalid values fall back to the type default, and every text
 * colour that fails AA on its background is replaced by near-black or white. A template stored by
 * an admin can therefore never produce unreadable text or inject CSS (colours must be hex).
 * (When `primary` itself is too light to be used as text, the renderer labels and links with the
 * text colour instead; see `linkColor`.)
 */
export function normalizeStyle(style: unknown, businessType: BusinessType): TemplateStyle {
  const parsed = templateStyleSchema.safeParse(style);
  const base = parsed.success ? parsed.data : defaultStyleFor(businessType);
  const p = { ...base.palette };
  p.text = ensureReadable(p.text, p.background, p.surface);
  p.muted = meetsAA(p.muted, p.background) && meetsAA(p.muted, p.surface) ? p.muted : p.text;
  p.primaryText = ensureReadable(p.primaryText, p.primary);
  return { palette: p, layout: base.layout, font: base.font };
}

/** The colour for links and small labels on background and surface: primary when it reads, else text. */
export function linkColor(p: Palette): string {
  return meetsAA(p.primary, p.background) && meetsAA(p.primary, p.surface) ? p.primary : p.text;
}
