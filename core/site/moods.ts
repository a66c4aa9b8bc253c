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
import { COLOUR_NAMES } from "./colour-names.generated";
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

/** The colour each CLDR colour name stands for (the emoji's own colour), in sRGB. */
export const COLOUR_HEX: Readonly<Record<string, string>> = {
  red: "#e53935",
  orange: "#f57c00",
  yellow: "#fdd835",
  green: "#43a047",
  blue: "#1e88e5",
  lightblue: "#4fc3f7",
  purple: "#8e24aa",
  pink: "#ec407a",
  brown: "#795548",
  black: "#000000",
  white: "#ffffff",
  grey: "#9e9e9e",
  gold: "#d4af37",
};

/** Hue (degrees) and saturation (0-1) of a hex colour. */
function hueSat(hex: string): { hue: number; sat: number; light: number } {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((x) => x / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { hue: 0, sat: 0, light };
  const sat = d / (1 - Math.abs(2 * light - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { hue: (h * 60 + 360) % 360, sat, light };
}
const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
/** How far a palette's colour may be from the colour asked for and still be that colour. */
const NEAR_HUE = 28;

/** Whether a palette colour is near a named colour: the same hue family, or the same neutral. */
function near(hex: string, colour: string): boolean {
  const p = hueSat(hex);
  if (colour === "black") return p.light < 0.15;
  if (colour === "grey") return p.sat < 0.3 && p.light > 0.15 && p.light < 0.6;
  if (colour === "white") return p.light > 0.95;
  const c = hueSat(COLOUR_HEX[colour] ?? "#000000");
  return p.sat >= 0.3 && hueGap(p.hue, c.hue) <= NEAR_HUE;
}

/**
 * The palette (a mood's) that follows the colours the owner named ("blue and white", "pink and gold"), or
 * null when no palette is near: the first colour that is not white is the primary's, every other
 * colour is the accent's or the background's. The palette the site already has is kept when it fits.
 * Only the moods' own palettes are offered, so every text pair still passes WCAG AA.
 */
export function paletteForColours(colours: readonly string[], current?: Palette): Palette | null {
  // White alone says too little (every background is white): not a look we can say we followed.
  for (const main of colours.filter((c) => c !== "white")) {
    const fits = (p: Palette) =>
      near(p.primary, main) && colours.every((c) => c === main || [p.primary, p.accent, p.background, p.surface].some((x) => near(x, c)));
    if (current && fits(current)) return current;
    const target = hueSat(COLOUR_HEX[main] ?? "#000000").hue;
    const best = (Object.values(MOODS) as Mood[])
      .filter((m) => fits(m.palette))
      .sort((a, b) => hueGap(hueSat(a.palette.primary).hue, target) - hueGap(hueSat(b.palette.primary).hue, target))[0];
    if (best) return { ...best.palette };
  }
  return null;
}

const colourWords = new Map<string, Array<[string, RegExp]>>();
/** Vowels of the alphabets' endings: "blanc-o/-a/-os", "zielon-y/-a", "син-ий/-яя", "λευκ-ό/-ή". */
const V = "aeiouyàáâãäåèéêëìíîïòóôõöùúûüýæøœąęėįųūıəаеёиоуыэюяіїєйαεηιουωάέήίόύώ";
const ENDING = new RegExp(`^(.{3,}?)[${V}]{1,2}$`, "u");

/** The CLDR colour-name lists of these languages (their base language: "pt-BR" reads "pt", "sr" also "sr-Latn"). */
function namesOf(languages: readonly string[] | undefined): Array<Readonly<Record<string, readonly string[]>>> {
  if (!languages) return Object.values(COLOUR_NAMES);
  // ISO 639-3 codes (franc's "est", "swh", "arb") to CLDR's through Intl's canonical form.
  const base = (l: string) => {
    try {
      return Intl.getCanonicalLocales(l)[0]?.split("-")[0] ?? l;
    } catch {
      return l.toLowerCase().split("-")[0] ?? l;
    }
  };
  const bases = new Set(languages.map(base).map((b) => (b === "no" || b === "nn" ? "nb" : b === "tl" ? "fil" : b)));
  return Object.entries(COLOUR_NAMES)
    .filter(([k]) => bases.has(k.toLowerCase().split("-")[0] as string))
    .map(([, v]) => v);
}

/**
 * One pattern per colour over its CLDR names in these languages. A name in an alphabet is a whole word,
 * with the other endings of a name that ends in a vowel ("blanco" "blanca", "синий" "синяя", never
 * "verde" in "verdad") and a plural "s".
 */
function colourPatterns(languages: readonly string[] | undefined): Array<[string, RegExp]> {
  const key = languages ? [...languages].sort().join(",") : "*";
  const cached = colourWords.get(key);
  if (cached) return cached;
  const by = new Map<string, Set<string>>();
  for (const names of namesOf(languages))
    for (const [colour, words] of Object.entries(names)) for (const w of words) (by.get(colour) ?? by.set(colour, new Set()).get(colour))?.add(w);
  const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[\s-]+/gu, "[\\s-]+");
  const alphabet = /^[\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}\s-]+$/u;
  const out = [...by].map(([colour, words]) => {
    const parts = [...words].map((w) => {
      if (!alphabet.test(w)) return esc(w);
      const m = w.toLocaleLowerCase().match(ENDING);
      const body = m ? `${esc(m[1] as string)}[${V}]{1,2}s?` : `${esc(w)}(?:e?s)?`;
      return `(?<![\\p{L}])${body}(?![\\p{L}])`;
    });
    return [colour, new RegExp(parts.sort((a, b) => b.length - a.length).join("|"), "iu")] as [string, RegExp];
  });
  colourWords.set(key, out);
  return out;
}

/**
 * The colours a text names by their CLDR names, in the order written ("Pink and gold" -> pink, gold): in
 * the given languages (the page's and English: a word that is a colour in another language, Estonian
 * "must" for black, is not read), or in every language CLDR names when none is given.
 */
export function coloursNamed(text: string, languages?: readonly string[]): string[] {
  const t = text.normalize("NFC");
  const found: Array<[number, string]> = [];
  for (const [colour, re] of colourPatterns(languages)) {
    const m = re.exec(t);
    if (m) found.push([m.index, colour]);
  }
  // "light blue": the shade, not also the colour it is a shade of.
  const out = found.sort((a, b) => a[0] - b[0]).map(([, c]) => c);
  return out.includes("lightblue") ? out.filter((c) => c !== "blue") : out;
}
