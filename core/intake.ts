/**
 * The optional "Business details" part of a project's intake: the facts a generated site
 * may state. Shared by the create form, the projects API (validated at the edge) and the generator.
 * Every value is kept exactly as typed; the generator never rewrites a fact, it only places it.
 * Pure: zod only.
 */
import { z } from "zod";

/**
 * The languages a generated site is written in: each has a table of every fixed string
 * (core/site/i18n/<code>.ts). BCP 47 tags; "pt" is Portuguese as written in Brazil (the code sites have
 * been stored with since the start), "pt-PT" that of Portugal.
 */
export const SITE_LANGUAGES = [
  "en",
  "es",
  "fr",
  "de",
  "pt",
  "ja",
  "it",
  "nl",
  "pl",
  "sv",
  "pt-PT",
  "ar",
  "he",
  "fa",
  "ur",
  "hi",
  "bn",
  "ta",
  "th",
  "ko",
  "zh-Hans",
  "zh-Hant",
  "vi",
  "id",
  "ms",
  "tl",
  "tr",
  "el",
  "ru",
  "uk",
  "cs",
  "sk",
  "hu",
  "ro",
  "bg",
  "hr",
  "sr",
  "sr-Latn",
  "sl",
  "da",
  "nb",
  "fi",
  "et",
  "lv",
  "lt",
  "ca",
  "sw",
  "af",
] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** Each language's name in itself, from CLDR through Intl ("Português (Brasil)", "العربية"), never typed. */
export const SITE_LANGUAGE_NAMES: Readonly<Record<SiteLanguage, string>> = Object.fromEntries(
  SITE_LANGUAGES.map((code) => {
    const tag = code === "pt" ? "pt-BR" : code;
    let name: string = code;
    try {
      name = new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? code;
    } catch {
      // An engine without display names: the code itself.
    }
    return [code, name.charAt(0).toLocaleUpperCase(tag) + name.slice(1)];
  }),
) as Record<SiteLanguage, string>;

/** Monday first, as opening hours are usually written. */
export const WEEK_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const SOCIAL_NETWORKS = ["instagram", "facebook", "tiktok", "x", "linkedin", "youtube", "pinterest", "other"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const DETAIL_LIMITS = {
  phone: 40,
  email: 254,
  address: 160,
  city: 80,
  time: 40,
  offerings: 40,
  offeringName: 80,
  price: 60,
  note: 200,
  currency: 3,
  social: 8,
  url: 300,
  reviews: 6,
  quote: 320,
  author: 60,
  /** Suggestions the owner dismissed on /create: how many, and the longest one kept. */
  dismissed: 40,
  dismissedItem: 200,
} as const;

const L = DETAIL_LIMITS;
const line = (max: number) => z.string().trim().max(max);
const optionalLine = (max: number) =>
  line(max)
    .transform((v) => (v ? v : undefined))
    .optional();

/** One row of opening hours: which days, and either a time range as typed or closed. */
export const hoursRowSchema = z
  .object({
    days: z.array(z.enum(WEEK_DAYS)).min(1).max(7),
    /** As typed: "8:00-18:00", "7am-7pm". Ignored when closed. */
    time: optionalLine(L.time),
    closed: z.boolean().default(false),
  })
  .refine((r) => r.closed || !!r.time, { message: "Give a time or mark the days closed", path: ["time"] });
export type HoursRow = z.infer<typeof hoursRowSchema>;

export const offeringSchema = z.object({
  name: line(L.offeringName).min(1),
  /** As typed: "14.50", "$1,250/month", "from 40". */
  price: optionalLine(L.price),
  note: optionalLine(L.note),
});
export type Offering = z.infer<typeof offeringSchema>;

const httpUrl = z
  .string()
  .trim()
  .max(L.url)
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === "https:" || u.protocol === "http:";
    } catch {
      return false;
    }
  }, "Must be an http(s) address");

/**
 * The owner's own page for the site's main button (a booking page, a shop, a sign-up): https or
 * http only (never javascript:, data: or another scheme), at most DETAIL_LIMITS.url characters.
 */
export const ownerLinkSchema = httpUrl;

/** An owner link is safe to print as an href: an http(s) URL within the limit. */
export function isOwnerLink(v: unknown): v is string {
  return typeof v === "string" && ownerLinkSchema.safeParse(v).success;
}

export const socialLinkSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS),
  url: httpUrl,
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** Reviews the owner supplies (the only way a reviews section appears). */
export const ownerReviewSchema = z.object({
  quote: line(L.quote).min(1),
  author: line(L.author).min(1),
});

/**
 * What the owner dismissed among the facts read from their text, exactly as shown to them (on /create
 * and in the editor's Facts panel): stored with the project, never used at any generation.
 */
export const dismissedListSchema = z
  .array(
    z
      .string({ error: "A dismissed item must be text" })
      .trim()
      .min(1, "A dismissed item must not be empty")
      .max(L.dismissedItem, `A dismissed item must be at most ${L.dismissedItem} characters`),
    { error: "dismissed must be a list of text" },
  )
  .max(L.dismissed, `At most ${L.dismissed} dismissed items`);

export const businessDetailsSchema = z.object({
  phone: optionalLine(L.phone),
  email: z
    .union([z.literal(""), z.email().max(L.email)])
    .transform((v) => (v ? v : undefined))
    .optional(),
  address: optionalLine(L.address),
  city: optionalLine(L.city),
  hours: z.array(hoursRowSchema).max(7).optional(),
  offerings: z.array(offeringSchema).max(L.offerings).optional(),
  /** ISO 4217, e.g. "USD", "EUR", "JPY": how a bare number in a price is shown. */
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, "A three-letter currency code, e.g. USD")
    .transform((v) => v.toUpperCase())
    .optional()
    .or(z.literal("").transform(() => undefined)),
  language: z.enum(SITE_LANGUAGES).optional(),
  social: z.array(socialLinkSchema).max(L.social).optional(),
  /** A booking page, shop or sign-up the site's main button may open (ownerLinkSchema). */
  link: z
    .union([z.literal(""), ownerLinkSchema])
    .transform((v) => (v ? v : undefined))
    .optional(),
  reviews: z.array(ownerReviewSchema).max(L.reviews).optional(),
  /**
   * What the owner dismissed among the facts read from their text ("555 0100", "$40"), exactly as
   * shown to them: never used as a fact or shown on the page, at every generation.
   */
  dismissed: dismissedListSchema.optional(),
});

export type BusinessDetails = z.infer<typeof businessDetailsSchema>;
export type BusinessDetailsInput = z.input<typeof businessDetailsSchema>;

/** Empty strings and empty lists removed, so "no details" stores as null. */
export function compactDetails(d: BusinessDetails | null | undefined): BusinessDetails | null {
  if (!d) return null;
  const out: BusinessDetails = {};
  for (const [k, v] of Object.entries(d) as [keyof BusinessDetails, unknown][]) {
    if (v === undefined || v === "" || (Array.isArray(v) && v.length === 0)) continue;
    (out as Record<string, unknown>)[k] = v;
  }
  return Object.keys(out).length ? out : null;
}

/** What would help the site, for a thin brief (advice shown by the create form, never blocking). */
export type IntakeHint = "description" | "contact" | "offerings" | "hours";

export function intakeHints(v: { description: string; requirements: string; details: BusinessDetailsInput | null }): IntakeHint[] {
  const text = `${v.description} ${v.requirements}`;
  const d = v.details ?? {};
  const hints: IntakeHint[] = [];
  if (v.description.trim().split(/\s+/).filter(Boolean).length < 8 && !/[\u3040-\u30ff\u4e00-\u9fff]{12,}/u.test(v.description)) hints.push("description");
  const hasContact = !!(d.phone || d.email || d.address) || /@|\d{3}[\s.)-]*\d{3}/.test(text);
  if (!hasContact) hints.push("contact");
  if (!d.offerings?.length && !/\d/.test(text)) hints.push("offerings");
  if (!d.hours?.length && !/\b(\d{1,2}\s*(am|pm)|\d{1,2}[:h.]\d{2}|24\/7)\b/i.test(text)) hints.push("hours");
  return hints;
}
