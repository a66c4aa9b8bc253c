/**
 * A look for the trade: each catalogue sector (family of kinds) carries a mood: palette, type
 * pairing, corner radius and density; a few kinds override their family's. Calm and restrained
 * for health, law, accounting and funeral homes; warm for food; playful for children and pets;
 * technical for software and surveying. Every palette passes AA on every text pair it is used for
 * (tests/unit/generator/look.test.ts checks; normalizeStyle repairs anything else at render).
 *
 * A template the owner picked sets the layout; its colours and type are kept only when the
 * template was made for the same kind of business (its category matches the kind's type).
 */
import type { DENSITIES, FONTS, LAYOUTS, Palette, RADII } from "./schema";

export type Radius = (typeof RADII)[number];
export type Density = (typeof DENSITIES)[number];
export type Layout = (typeof LAYOUTS)[number];

export interface Mood {
  name: string;
  palette: Palette;
  font: (typeof FONTS)[number];
  radius: Radius;
  density: Density;
  /** The layout used when the owner picked no template. */
  layout: Layout;
}

const m = (name: string, layout: Layout, font: Mood["font"], radius: Radius, density: Density, c: string): Mood => {
  const [primary, primaryText, accent, background, surface, text, muted] = c.split(" ") as [string, string, string, string, string, string, string];
  return { name, layout, font, radius, density, palette: { primary, primaryText, accent, background, surface, text, muted } };
};

export const MOODS = {
  calm: m("calm", "elegant", "serif", "sharp", "airy", "#334155 #ffffff #94a3b8 #fbfbfa #f1f1ee #1e293b #4b5563"),
  clinical: m("clinical", "classic", "sans", "soft", "airy", "#0f766e #ffffff #5eead4 #f7fcfb #e3f2ef #102a28 #44605c"),
  professional: m("professional", "classic", "sans", "soft", "normal", "#1e3a5f #ffffff #c9a24a #ffffff #f2f4f7 #111827 #4b5563"),
  warm: m("warm", "elegant", "serif", "soft", "normal", "#9a3412 #ffffff #f59e0b #fffaf3 #fbeee0 #2b1a10 #6b4a36"),
  fresh: m("fresh", "classic", "sans", "round", "normal", "#166534 #ffffff #facc15 #fbfdf7 #eef5e6 #16261b #4a5a4e"),
  playful: m("playful", "classic", "sans", "round", "normal", "#b4235a #ffffff #fbbf24 #fffbf5 #fdeef3 #2a1320 #6b3d52"),
  floral: m("floral", "elegant", "serif", "round", "airy", "#9d174d #ffffff #86efac #fffafb #fcecf1 #2d1320 #6b4452"),
  beauty: m("beauty", "minimal", "serif", "round", "airy", "#7c2d5b #ffffff #f9a8d4 #fffafc #f8edf3 #2a1422 #66485a"),
  technical: m("technical", "bold", "sans", "sharp", "compact", "#1d4ed8 #ffffff #22d3ee #f8fafc #eaf0f8 #0b1220 #475569"),
  sturdy: m("sturdy", "bold", "sans", "sharp", "compact", "#1f3a5f #ffffff #f59e0b #ffffff #f1f3f6 #111827 #4b5563"),
  energetic: m("energetic", "bold", "sans", "sharp", "compact", "#c2410c #ffffff #0f172a #fffdfb #fbefe7 #1c1917 #57534e"),
  creative: m("creative", "minimal", "sans", "sharp", "airy", "#18181b #ffffff #f97316 #fafaf9 #f0efec #18181b #52525b"),
  community: m("community", "classic", "sans", "round", "normal", "#7c3aed #ffffff #fbbf24 #fdfcff #f3eefc #1f1530 #564a66"),
  hospitable: m("hospitable", "elegant", "serif", "soft", "airy", "#155e75 #ffffff #fbbf24 #fbfdfd #e8f3f5 #0f2a33 #46606a"),
} as const satisfies Record<string, Mood>;

export type MoodName = keyof typeof MOODS;

/** Every sector of the catalogue has a mood. */
export const SECTOR_MOOD: Readonly<Record<string, MoodName>> = {
  trades: "sturdy",
  home: "fresh",
  food: "warm",
  health: "clinical",
  beauty: "beauty",
  pets: "playful",
  education: "fresh",
  arts: "creative",
  retail: "warm",
  tech: "technical",
  professional: "professional",
  nonprofit: "community",
  events: "playful",
  hospitality: "hospitable",
  fitness: "energetic",
  automotive: "sturdy",
};

/** Kinds whose look differs from their family's. */
export const KIND_MOOD: Readonly<Record<string, MoodName>> = {
  "funeral-home": "calm",
  lawyer: "calm",
  accountant: "professional",
  therapist: "calm",
  "place-of-worship": "calm",
  museum: "calm",
  florist: "floral",
  "plant-shop": "fresh",
  farm: "fresh",
  greengrocer: "fresh",
  "vegan-restaurant": "fresh",
  "juice-bar": "fresh",
  preschool: "playful",
  "art-classes": "playful",
  "toy-shop": "playful",
  pediatrician: "playful",
  "swim-school": "hospitable",
  "coding-bootcamp": "technical",
  "driving-school": "sturdy",
  "drone-services": "technical",
  surveyor: "technical",
  "home-inspector": "sturdy",
  "cleaning-service": "clinical",
  "window-cleaner": "clinical",
  "pool-service": "hospitable",
  "day-spa": "calm",
  "massage-therapist": "calm",
  "med-spa": "clinical",
  "yoga-studio": "calm",
  "pilates-studio": "calm",
  "sneaker-resale": "energetic",
  "record-store": "creative",
  "bridal-shop": "floral",
  "jewelry-maker": "beauty",
  "skincare-brand": "beauty",
  "event-planner": "floral",
  "event-venue": "hospitable",
  "data-consultancy": "technical",
  cybersecurity: "technical",
  architect: "creative",
  "interior-designer": "creative",
  printing: "sturdy",
  winery: "warm",
  bar: "warm",
  "food-pantry": "community",
};

export interface MoodKind {
  id: string;
  sector?: string;
}

export function moodFor(kind: MoodKind | null): Mood | null {
  if (!kind) return null;
  const name = KIND_MOOD[kind.id] ?? (kind.sector ? SECTOR_MOOD[kind.sector] : undefined);
  return name ? MOODS[name] : null;
}
