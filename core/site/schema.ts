import { z } from "zod";
import type { BusinessType } from "../business-types";
import { SITE_LANGUAGES, WEEK_DAYS, ownerLinkSchema } from "../intake";
import { contrastRatio, ensureReadable, isHexColor, meetsAA } from "./contrast";
import { ACTIONS, LINK_PURPOSES } from "./actions";

/**
 * SiteContent (version 2): everything a generated site shows, as data. Writers (embedded or model)
 * fill it; `renderSite` is the only thing that turns it into HTML, escaping every string. The editor
 * edits it and re-renders in the browser; hosted sites store it.
 *
 * - `language`: the site's language (the `lang` attribute and every fixed string: see i18n.ts).
 * - `facts`: what the owner typed (intake details, or parsed from their text), exactly as typed.
 *   Contact buttons, the hours table, prices... all come from here; no writer ever produces a fact.
 * - `logo`: an uploaded image ({id, alt}) shown in the header instead of the letter mark.
 * - `hero`: name and the owner's own line, and optionally an uploaded `image`. The call to action is
 *   derived from facts at render time (`tel:`/`mailto:`/maps), so there is never a dead button.
 * - `sections`: ordered; each has a `kind`, an `id` (stable anchor), a heading, an optional intro,
 *   `hidden` and `images` ({id, alt}, uploaded in the editor, drawn under the section's content).
 *   Kinds: about, offerings (menu/services/products/classes/portfolio list with typed prices),
 *   pricing (tiers), hours (table from facts.hours), timetable, faq (only from facts), story,
 *   team, area (places served), gallery (hidden until it has images), reviews (owner-supplied
 *   only), contact (from facts).
 * - `theme`: palette/layout/font (made AA-safe by normalizeStyle before rendering).
 * - `seo`: title and description.
 * - `settings`: `contactForm` (default true), `ownerEmail` (where form messages go; never shown) and
 *   `requests` (the booking, order and quote request forms: on/off and the owner's labels).
 */
const text = (max: number, min = 1) => z.string().trim().min(min).max(max);

/** Limits that other modules (the writers) must respect. */
export const LIMITS = {
  brandName: 100,
  tagline: 160,
  eyebrow: 60,
  headline: 100,
  subheadline: 300,
  cta: 40,
  heading: 80,
  intro: 300,
  paragraph: 1000,
  /** Paragraphs in an about or story section: room for a 5,000-character description and the requirements' facts. */
  paragraphs: 12,
  itemName: 80,
  itemText: 300,
  price: 60,
  label: 60,
  quote: 320,
  person: 60,
  role: 80,
  question: 140,
  answer: 600,
  seoTitle: 70,
  seoDescription: 160,
  email: 254,
  phone: 40,
  address: 160,
  time: 40,
  url: 300,
  network: 20,
  alt: 200,
} as const;

const L = LIMITS;

export const SECTION_KINDS = [
  "about",
  "offerings",
  "pricing",
  "hours",
  "timetable",
  "faq",
  "story",
  "team",
  "area",
  "gallery",
  "reviews",
  "contact",
  "notes",
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const OFFERING_STYLES = ["menu", "services", "products", "classes", "portfolio"] as const;
export type OfferingStyle = (typeof OFFERING_STYLES)[number];

/** An uploaded image: its file name ("{id}.{ext}" as the upload route names it), alt text and, when known, its size. */
export const imageRefSchema = z.object({
  id: text(64),
  alt: z.string().trim().max(L.alt),
  width: z.number().int().positive().max(10000).optional(),
  height: z.number().int().positive().max(10000).optional(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;
const imageRef = imageRefSchema;

const sectionBase = {
  /** Anchor id, unique within the page: lowercase letters, digits, hyphens. */
  id: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/),
  heading: text(L.heading),
  intro: text(L.intro).optional(),
  hidden: z.boolean().default(false),
  images: z.array(imageRef).max(24).default([]),
};

export const offeringItemSchema = z.object({
  name: text(L.itemName),
  /** Exactly as the owner typed it ("£14.50", "$1,250/month"); absent when they gave none. */
  price: text(L.price).optional(),
  note: text(L.itemText).optional(),
  /** The owner's photo of this offering (one they said shows it), drawn with the item. */
  image: imageRef.optional(),
});

const sections = {
  about: z.object({ kind: z.literal("about"), ...sectionBase, paragraphs: z.array(text(L.paragraph)).min(1).max(L.paragraphs) }),
  offerings: z.object({
    kind: z.literal("offerings"),
    ...sectionBase,
    style: z.enum(OFFERING_STYLES),
    groups: z
      .array(z.object({ name: text(L.itemName).optional(), items: z.array(offeringItemSchema).min(1).max(40) }))
      .min(1)
      .max(8),
  }),
  pricing: z.object({
    kind: z.literal("pricing"),
    ...sectionBase,
    tiers: z
      .array(z.object({ name: text(L.itemName), price: text(L.price), features: z.array(text(L.itemText)).max(12).default([]) }))
      .min(1)
      .max(6),
  }),
  /** Rows come from facts.hours; the section only places them. */
  hours: z.object({ kind: z.literal("hours"), ...sectionBase }),
  timetable: z.object({
    kind: z.literal("timetable"),
    ...sectionBase,
    entries: z
      .array(z.object({ day: text(L.label), time: text(L.time).optional(), name: text(L.itemName) }))
      .min(1)
      .max(40),
  }),
  faq: z.object({
    kind: z.literal("faq"),
    ...sectionBase,
    items: z
      .array(z.object({ question: text(L.question), answer: text(L.answer) }))
      .min(1)
      .max(12),
  }),
  story: z.object({ kind: z.literal("story"), ...sectionBase, paragraphs: z.array(text(L.paragraph)).min(1).max(L.paragraphs) }),
  team: z.object({
    kind: z.literal("team"),
    ...sectionBase,
    people: z
      .array(z.object({ name: text(L.person), role: text(L.role).optional() }))
      .min(1)
      .max(20),
  }),
  area: z.object({ kind: z.literal("area"), ...sectionBase, places: z.array(text(L.label)).min(1).max(30) }),
  /** Filled by the owner later; not shown while it has no images. */
  gallery: z.object({ kind: z.literal("gallery"), ...sectionBase }),
  reviews: z.object({
    kind: z.literal("reviews"),
    ...sectionBase,
    items: z
      .array(z.object({ quote: text(L.quote), author: text(L.person) }))
      .min(1)
      .max(6),
  }),
  contact: z.object({ kind: z.literal("contact"), ...sectionBase }),
  /**
   * "Good to know": the owner's own sentences that are neither a fact slot nor about prose (seasons,
   * check-in and check-out, policies, minimum stays, things they do not do), each as typed.
   */
  notes: z.object({ kind: z.literal("notes"), ...sectionBase, items: z.array(text(L.paragraph)).min(1).max(20) }),
};

export const sectionSchema = z.discriminatedUnion("kind", [
  sections.about,
  sections.offerings,
  sections.pricing,
  sections.hours,
  sections.timetable,
  sections.faq,
  sections.story,
  sections.team,
  sections.area,
  sections.gallery,
  sections.reviews,
  sections.contact,
  sections.notes,
]);

/** A day of a season: "--MM-DD" (every year) or "YYYY-MM-DD". */
const seasonDay = z.string().regex(/^(?:\d{4}|-)-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/);

export const factHoursSchema = z.object({
  /** Parsed days (for translation and structure); empty when the label says it all ("24/7"). */
  days: z.array(z.enum(WEEK_DAYS)).max(7),
  /** The days as the owner wrote them ("Mon-Fri", "Tue–Sun"); shown instead of day names when set. */
  label: text(L.label).optional(),
  /** The time exactly as typed ("7am-7pm", "8-6"); absent when closed. */
  time: text(L.time).optional(),
  closed: z.boolean().default(false),
  /** What these hours are for when the owner gave more than one set ("Women's classes", "Office"), as typed. */
  for: text(L.label).optional(),
  /** The season or dates these hours apply to, as typed ("maj–augusti", "15 novembre au 15 avril"). */
  season: text(L.label).optional(),
  /**
   * The season's first and last day when the typed dates name them: "--MM-DD" (every year) or
   * "YYYY-MM-DD". Derived from `season`, never guessed; absent when the season names no dates.
   */
  validFrom: seasonDay.optional(),
  validThrough: seasonDay.optional(),
  /** The owner's words about these hours that no reader turned into days or times ("by appointment", "mornings"), as typed. */
  note: text(L.label).optional(),
});

/** The owner's facts, exactly as typed. Nothing in here is ever produced by a writer. */
export const siteFactsSchema = z.object({
  phones: z.array(text(L.phone)).max(4).default([]),
  emails: z.array(z.email().max(L.email)).max(4).default([]),
  address: text(L.address).optional(),
  city: text(L.label).optional(),
  /** Where customers meet the business when it has no premises to visit ("Crescent Harbor"), as typed. */
  meetingPoint: text(L.address).optional(),
  hours: z.array(factHoursSchema).max(14).default([]),
  /** "24/7" and similar, when hours were given as one phrase. */
  hoursNote: text(L.label).optional(),
  social: z
    .array(z.object({ network: text(L.network), url: text(L.url), label: text(L.label).optional() }))
    .max(8)
    .default([]),
  /** Years and "since 1987" phrases as typed. */
  since: text(L.label).optional(),
  /** The kind of business in the owner's own words ("Coin & card laundromat"), when no catalogue kind was sure. */
  trade: text(L.label).optional(),
  places: z.array(text(L.label)).max(30).default([]),
  /** People the owner named ("our team: Mia, Jordan and Priya"), with a role when they gave one. */
  team: z
    .array(z.object({ name: text(L.person), role: text(L.role).optional() }))
    .max(20)
    .default([]),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  /**
   * Strings read from the owner's text that they dismissed in the editor's Facts panel: never shown,
   * never suggested again. The renderer does not read them.
   */
  dismissed: z.array(text(L.address)).max(50).optional(),
  /** The owner's booking page, shop or sign-up (http(s) only): the "link" primary action opens it. */
  link: ownerLinkSchema.optional(),
});

/** One request form of a site: on or off, and labels the owner wrote instead of the default words. */
export const requestFormSettingSchema = z.object({
  on: z.boolean(),
  /** The form leads the hero's and the phone bar's actions (set where it fits the trade: core/site/actions.ts). */
  primary: z.boolean().optional(),
  /** The order form offers delivery beside pickup (set only where the owner wrote that they deliver). */
  delivery: z.boolean().optional(),
  heading: text(L.heading).optional(),
  intro: text(L.intro).optional(),
  send: text(L.cta).optional(),
});

export const siteContentSchema = z.object({
  version: z.literal(2).default(2),
  language: z.enum(SITE_LANGUAGES),
  /**
   * The page's `lang` when the owner wrote in a language the fixed strings do not cover yet (BCP 47,
   * "it", "nl", "tr"): the page is labelled with the owner's language, its headings are in `language`.
   */
  lang: z
    .string()
    .regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/)
    .optional(),
  brandName: text(L.brandName),
  /** The catalogue kind the site was written for (core/brief/industries id): the structured data's schema.org type. */
  industry: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  /** A short line under the name in the footer; the owner's words or a neutral descriptor. */
  tagline: text(L.tagline).optional(),
  /** The owner's uploaded logo; drawn in the header instead of the letter mark. */
  logo: imageRef.optional(),
  hero: z.object({
    eyebrow: text(L.eyebrow).optional(),
    headline: text(L.headline),
    subheadline: text(L.subheadline).optional(),
    /** Which contact fact the main button uses; the renderer falls back to any fact given, or no button. */
    action: z.enum(ACTIONS).optional(),
    /**
     * The kind's primary actions in order (core/site/actions.ts): the renderer's first one the facts
     * support is the hero's and the sticky bar's button. Absent (older content): `action`, then call,
     * email, directions, form, link.
     */
    actions: z.array(z.enum(ACTIONS)).max(ACTIONS.length).optional(),
    /** What the owner's link (facts.link) is for: the words on its button. */
    link: z.enum(LINK_PURPOSES).optional(),
    /** The trade's illustration (core/site/pictures.ts) drawn when there is no uploaded image; unknown names draw the neutral one. */
    picture: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .optional(),
    /** Two or three illustrations composed when no single one says the trade (the first is `picture`). */
    pictures: z
      .array(z.string().regex(/^[a-z0-9-]{1,40}$/))
      .min(2)
      .max(3)
      .optional(),
    /** An uploaded image drawn beside the hero copy (instead of the layout's artwork). */
    image: imageRef.optional(),
  }),
  sections: z.array(sectionSchema).max(16),
  facts: siteFactsSchema,
  theme: z.lazy(() => templateStyleSchema).optional(),
  seo: z.object({ title: text(L.seoTitle), description: text(L.seoDescription) }),
  /** Fields the model writer wrote ("tagline", "hero.subheadline", "about", "seo.description"), for the editor to mark until the owner edits or accepts them. */
  aiFields: z.array(z.string().max(40)).max(10).optional(),
  settings: z
    .object({
      contactForm: z.boolean().default(true),
      ownerEmail: z.email().max(L.email).optional(),
      /** The booking, order and quote request forms (core/site/requests.ts): on or off, and the owner's own labels. */
      requests: z
        .object({ booking: requestFormSettingSchema.optional(), order: requestFormSettingSchema.optional(), quote: requestFormSettingSchema.optional() })
        .optional(),
    })
    .default({ contactForm: true }),
});

export type SiteContent = z.infer<typeof siteContentSchema>;
export type SiteContentInput = z.input<typeof siteContentSchema>;
export type SiteFacts = z.infer<typeof siteFactsSchema>;
export type FactHours = z.infer<typeof factHoursSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type SectionOf<K extends SectionKind> = Extract<Section, { kind: K }>;
export type OfferingItem = z.infer<typeof offeringItemSchema>;

/** The offerings style a business type leans to when no industry says otherwise. */
export const DEFAULT_OFFERING_STYLE: Readonly<Record<BusinessType, OfferingStyle>> = {
  Restaurant: "menu",
  "E-commerce": "products",
  Portfolio: "portfolio",
  Business: "services",
  Technology: "services",
  Healthcare: "services",
  Education: "classes",
  Other: "services",
};

// ---------------------------------------------------------------------------------------------
// Style
// ---------------------------------------------------------------------------------------------

const hexColor = z.string().refine(isHexColor, { message: "Expected a hex colour like #1e3a8a" });

export const LAYOUTS = ["classic", "bold", "minimal", "elegant"] as const;
export const FONTS = ["sans", "serif"] as const;
export const RADII = ["sharp", "soft", "round"] as const;
export const DENSITIES = ["airy", "normal", "compact"] as const;

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
  /** Corner radius and spacing of the trade's mood (core/site/moods.ts); absent: the layout's own. */
  radius: z.enum(RADII).optional(),
  density: z.enum(DENSITIES).optional(),
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
  radius?: (typeof RADII)[number];
  density?: (typeof DENSITIES)[number];
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
  return {
    palette: p,
    layout: base.layout,
    font: base.font,
    ...(base.radius ? { radius: base.radius } : {}),
    ...(base.density ? { density: base.density } : {}),
  };
}

/** The colour for links and small labels on background and surface: primary when it reads, else text. */
export function linkColor(p: Palette): string {
  return meetsAA(p.primary, p.background) && meetsAA(p.primary, p.surface) ? p.primary : p.text;
}
