/**
 * Which picture a generated site shows when the owner has uploaded none: an illustration of the
 * trade from Fluent Emoji (Microsoft, MIT licence: usable on customers' commercial sites with no
 * credit on the page; the licence text ships in the npm package `@iconify-json/fluent-emoji-high-contrast`).
 * The high-contrast set is one-colour line art, so it is drawn in the site's own palette.
 *
 * Chosen in this order: a word in the owner's offerings or description (a bouquet for "bridal
 * bouquets", a piano for "piano lessons"), then the catalogue kind, then its sector (so a kind added
 * to the catalogue later still gets its family's picture). Never a person's face: the sets used
 * are objects, animals, plants and places in the abstract.
 *
 * The hand map below is the prior; the owner's own words, matched against each drawing's Unicode CLDR
 * keywords in their language (picture-words.ts), choose among the ~860 drawings `npm run illustrations`
 * bundles (`choosePictures`).
 */
import { INDUSTRIES } from "../brief/industries/index";
import { BUSINESS_TYPE_OPTIONS } from "../business-types";
import { ILLUSTRATIONS } from "./illustrations.data";
import type { PictureMatch, PictureMatches, WordSource } from "./picture-words";

/** Every sector of the catalogue (core/brief/industries/types.ts) has a picture. */
export const SECTOR_PICTURE = {
  trades: "hammer-and-wrench",
  home: "house-with-garden",
  food: "fork-and-knife-with-plate",
  health: "stethoscope",
  beauty: "sparkles",
  pets: "paw-prints",
  education: "books",
  arts: "artist-palette",
  retail: "shopping-bags",
  tech: "laptop",
  professional: "briefcase",
  nonprofit: "handshake",
  events: "party-popper",
  hospitality: "bellhop-bell",
  fitness: "flexed-biceps",
  automotive: "automobile",
} as const;

export type PictureSector = keyof typeof SECTOR_PICTURE;

/** A more specific picture for a kind, where one exists. */
export const KIND_PICTURE: Readonly<Record<string, string>> = {
  laundromat: "bubbles",
  "watch-repair": "mantelpiece-clock",
  luthier: "violin",
  tailor: "sewing-needle",
  blacksmith: "hammer",
  farrier: "horse-face",
  guesthouse: "bed",
  "drone-survey": "helicopter",
  "sign-language-interpreter": "open-hands",
  courier: "bicycle",
  "tile-restoration": "framed-picture",
  plumber: "wrench",
  electrician: "high-voltage",
  hvac: "snowflake",
  roofer: "house",
  carpenter: "carpentry-saw",
  "painter-decorator": "paintbrush",
  "general-contractor": "building-construction",
  flooring: "straight-ruler",
  "solar-installer": "sun",
  "garage-door": "door",
  fencing: "hammer",
  landscaper: "deciduous-tree",
  "lawn-care": "herb",
  "tree-service": "evergreen-tree",
  "cleaning-service": "bubbles",
  "window-cleaner": "window",
  "pest-control": "ant",
  locksmith: "key",
  handyman: "toolbox",
  movers: "delivery-truck",
  "pool-service": "water-wave",
  "carpet-cleaning": "sponge",
  "appliance-repair": "screwdriver",
  "junk-removal": "wastebasket",
  "chimney-sweep": "broom",
  "home-inspector": "magnifying-glass-tilted-left",
  bakery: "bread",
  patisserie: "croissant",
  "custom-cakes": "birthday-cake",
  cafe: "hot-beverage",
  "coffee-roaster": "hot-beverage",
  "noodle-shop": "steaming-bowl",
  pizzeria: "pizza",
  "sushi-restaurant": "sushi",
  "mexican-restaurant": "taco",
  "italian-restaurant": "spaghetti",
  "indian-restaurant": "curry-rice",
  "thai-restaurant": "steaming-bowl",
  "chinese-restaurant": "dumpling",
  "burger-joint": "hamburger",
  bbq: "meat-on-bone",
  "food-truck": "delivery-truck",
  caterer: "fork-and-knife-with-plate",
  bar: "cocktail-glass",
  brewery: "beer-mug",
  winery: "wine-glass",
  "ice-cream-shop": "ice-cream",
  "juice-bar": "tropical-drink",
  "bubble-tea": "bubble-tea",
  deli: "sandwich",
  "middle-eastern-restaurant": "stuffed-flatbread",
  "vegan-restaurant": "leafy-green",
  "seafood-restaurant": "shrimp",
  steakhouse: "cut-of-meat",
  "tapas-bar": "wine-glass",
  restaurant: "fork-and-knife-with-plate",
  diner: "pancakes",
  "meal-prep": "bento-box",
  butcher: "cut-of-meat",
  fishmonger: "fish",
  greengrocer: "carrot",
  chocolatier: "chocolate-bar",
  "donut-shop": "doughnut",
  "tea-room": "teacup-without-handle",
  "hot-sauce-maker": "hot-pepper",
  "personal-chef": "cooking",
  "food-pantry": "basket",
  dentist: "tooth",
  orthodontist: "tooth",
  pediatrician: "teddy-bear",
  "family-doctor": "stethoscope",
  physiotherapist: "bone",
  chiropractor: "bone",
  optometrist: "glasses",
  dermatologist: "lotion-bottle",
  therapist: "speech-balloon",
  pharmacy: "pill",
  acupuncture: "lotus",
  nutritionist: "green-apple",
  "speech-therapist": "speech-balloon",
  podiatrist: "footprints",
  audiologist: "ear",
  "home-care": "house-with-garden",
  midwife: "baby-bottle",
  vet: "dog-face",
  "dog-groomer": "poodle",
  "dog-trainer": "guide-dog",
  "pet-sitter": "dog",
  "boarding-kennel": "dog-face",
  "pet-shop": "cat-face",
  equestrian: "horse-face",
  "massage-therapist": "lotus",
  "hair-salon": "scissors",
  barber: "barber-pole",
  "nail-salon": "nail-polish",
  esthetician: "lotion-bottle",
  "lash-brow": "eye",
  "makeup-artist": "lipstick",
  "day-spa": "hot-springs",
  "med-spa": "lotion-bottle",
  "tattoo-studio": "black-nib",
  photographer: "camera",
  videographer: "movie-camera",
  "graphic-designer": "artist-palette",
  illustrator: "pencil",
  "ceramics-studio": "amphora",
  "fine-artist": "framed-picture",
  musician: "guitar",
  "recording-studio": "studio-microphone",
  architect: "triangular-ruler",
  "interior-designer": "couch-and-lamp",
  "art-gallery": "framed-picture",
  "theatre-company": "performing-arts",
  writer: "memo",
  tutoring: "pencil",
  preschool: "abacus",
  "language-school": "globe-showing-europe-africa",
  "music-school": "musical-keyboard",
  "dance-school": "ballet-shoes",
  "cooking-school": "cooking",
  "swim-school": "water-wave",
  "art-classes": "crayon",
  "online-course": "laptop",
  "driving-school": "oncoming-automobile",
  "bike-shop": "bicycle",
  "auto-repair": "wrench",
  "car-wash": "bubbles",
  "tire-shop": "wheel",
  "auto-body": "automobile",
  "car-dealer": "automobile",
  towing: "pickup-truck",
  "coding-bootcamp": "keyboard",
  "phone-repair": "mobile-phone",
  saas: "cloud",
  "it-support": "desktop-computer",
  "web-agency": "globe-with-meridians",
  "app-developer": "mobile-phone",
  cybersecurity: "locked",
  "data-consultancy": "bar-chart",
  "game-studio": "video-game",
  florist: "bouquet",
  "soap-maker": "soap",
  "candle-maker": "candle",
  "sneaker-resale": "running-shoe",
  woodworker: "carpentry-saw",
  "jewelry-maker": "gem-stone",
  "clothing-boutique": "dress",
  "vintage-clothing": "coat",
  bookshop: "books",
  "toy-shop": "teddy-bear",
  "plant-shop": "potted-plant",
  "skincare-brand": "lotion-bottle",
  "wine-shop": "bottle-with-popping-cork",
  "hardware-store": "toolbox",
  "record-store": "optical-disk",
  "yarn-shop": "yarn",
  stationery: "pen",
  "apparel-brand": "t-shirt",
  "bridal-shop": "ring",
  "tea-merchant": "teapot",
  farm: "sheaf-of-rice",
  printing: "printer",
  accountant: "ledger",
  lawyer: "balance-scale",
  "real-estate-agent": "house",
  "mortgage-broker": "house",
  "insurance-broker": "umbrella",
  "financial-advisor": "chart-increasing",
  "marketing-agency": "megaphone",
  consultant: "compass",
  coach: "compass",
  translator: "globe-with-meridians",
  recruiter: "handshake",
  "virtual-assistant": "calendar",
  coworking: "office-building",
  gym: "flexed-biceps",
  "yoga-studio": "lotus",
  "pilates-studio": "lotus",
  "personal-trainer": "stopwatch",
  crossfit: "flexed-biceps",
  "martial-arts": "martial-arts-uniform",
  "climbing-gym": "mountain",
  "youth-sports-club": "soccer-ball",
  "animal-rescue": "paw-prints",
  "place-of-worship": "dove",
  "community-center": "houses",
  charity: "heart-with-ribbon",
  "environmental-group": "seedling",
  "homeless-shelter": "house",
  museum: "classical-building",
  choir: "musical-notes",
  "event-planner": "spiral-calendar",
  dj: "headphone",
  "event-venue": "classical-building",
  "party-rentals": "balloon",
  "escape-room": "key",
  hotel: "hotel",
  "bed-and-breakfast": "bed",
  "vacation-rental": "house-with-garden",
  hostel: "bed",
  campground: "tent",
  "tour-operator": "world-map",
  "travel-agency": "airplane",
  // Kinds that may be added later by name.
  "funeral-home": "wilted-flower",
  beekeeper: "honey-pot",
  "drone-services": "helicopter",
  surveyor: "world-map",
  "piano-tuner": "musical-keyboard",
  watchmaker: "watch",
  notary: "black-nib",
};

/**
 * Words in the owner's offerings or text that name a thing we can draw (en, es, fr, de, pt, ja and
 * a few it/nl/pl/sv), checked before the kind. Whole words, lower case; Japanese as substrings.
 */
export const WORD_PICTURE: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["bouquet", ["bouquet", "bouquets", "ramo", "ramos", "strauß", "blumenstrauß", "buquê", "花束", "ブーケ", "boeket", "bukiet", "bukett"]],
  ["tulip", ["tulip", "tulips", "tulipán", "tulipe", "tulpe", "tulipa", "チューリップ"]],
  ["rose", ["rose", "roses", "rosa", "rosas", "rosen", "バラ", "薔薇"]],
  ["musical-keyboard", ["piano", "pianos", "klavier", "ピアノ", "keyboard lessons"]],
  ["violin", ["violin", "violín", "violon", "geige", "violino", "バイオリン"]],
  ["guitar", ["guitar", "guitarra", "guitare", "gitarre", "ギター"]],
  ["honey-pot", ["honey", "miel", "honig", "mel", "はちみつ", "蜂蜜", "beekeeping", "apicultor", "imker"]],
  ["pizza", ["pizza", "pizzas", "margherita"]],
  ["birthday-cake", ["cake", "cakes", "tarta", "gâteau", "torte", "bolo", "ケーキ"]],
  ["bread", ["bread", "sourdough", "loaf", "pan", "pain", "brot", "pão", "パン"]],
  ["croissant", ["croissant", "croissants", "pastries", "viennoiserie"]],
  ["sushi", ["sushi", "nigiri", "寿司", "鮨"]],
  ["steaming-bowl", ["ramen", "pho", "phở", "udon", "ラーメン", "うどん"]],
  ["taco", ["taco", "tacos", "burrito"]],
  ["hot-beverage", ["coffee", "espresso", "latte", "café", "kaffee", "コーヒー"]],
  ["ice-cream", ["gelato", "ice cream", "helado", "glace", "sorvete", "アイス"]],
  ["beer-mug", ["beer", "ipa", "stout", "cerveza", "bière", "bier", "cerveja", "ビール"]],
  ["wine-glass", ["wine", "vino", "vin", "wein", "vinho", "ワイン"]],
  ["candle", ["candle", "candles", "vela", "velas", "bougie", "bougies", "kerze", "kerzen"]],
  ["soap", ["soap", "soaps", "jabón", "jabones", "savon", "seife", "sabonete"]],
  ["potted-plant", ["houseplant", "houseplants", "plantas", "plantes", "pflanzen", "観葉植物"]],
  ["camera", ["photography", "photos", "fotografía", "photographie", "fotografie", "fotografia", "写真"]],
  ["wedding", ["wedding", "weddings", "boda", "bodas", "mariage", "hochzeit", "casamento", "結婚式"]],
  ["tooth", ["dental", "teeth", "dientes", "dents", "zähne", "dentes", "歯"]],
  ["dog-face", ["dog", "dogs", "perro", "perros", "chien", "chiens", "hund", "hunde", "cão", "cachorro", "犬"]],
  ["cat-face", ["cat", "cats", "gato", "gatos", "chat", "chats", "katze", "katzen", "猫"]],
  ["yarn", ["yarn", "wool", "knitting", "lana", "laine", "wolle", "lã", "毛糸"]],
  ["bicycle", ["bike", "bikes", "bicycle", "bicicleta", "vélo", "fahrrad", "自転車"]],
  ["books", ["books", "libros", "livres", "bücher", "livros", "本"]],
  ["gem-stone", ["jewelry", "jewellery", "rings", "joyas", "bijoux", "schmuck", "joias"]],
  ["scissors", ["haircut", "haircuts", "corte", "coupe", "haarschnitt", "カット"]],
  ["wilted-flower", ["funeral", "funerals", "funeraria", "funérailles", "bestattung", "funerária", "葬儀"]],
  ["helicopter", ["drone", "drones", "ドローン"]],
  ["world-map", ["survey", "surveys", "surveying", "mapping", "topografía", "géomètre", "vermessung", "測量"]],
  ["balance-scale", ["law", "legal", "abogados", "avocat", "anwalt", "advogado", "法律"]],
  ["ledger", ["tax", "taxes", "bookkeeping", "accounts", "impuestos", "impôts", "steuer", "impostos", "税務"]],
  ["cocktail-glass", ["cocktail", "cocktails", "cóctel", "coquetel"]],
  ["water-wave", ["swimming", "swim", "natación", "natation", "schwimmen", "natação", "水泳"]],
];

const WORD_INDEX: ReadonlyArray<{ picture: string; re: RegExp }> = WORD_PICTURE.map(([picture, words]) => ({
  picture,
  re: new RegExp(
    words
      .map((w) => (/[\u3040-\u30ff\u4e00-\u9fff]/u.test(w) ? w : `(?<![\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`))
      .join("|"),
    "iu",
  ),
}));

/** The picture a word list names, or null: the first mapped word found. */
export function pictureForWords(text: string): string | null {
  let best: { picture: string; at: number } | null = null;
  for (const { picture, re } of WORD_INDEX) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { picture, at: m.index };
  }
  return best?.picture ?? null;
}

/**
 * The words that end three or more of the catalogue's kinds' names ("noodle shop", "driving school",
 * "recording studio", "pool service", "phone repair"): they say what sort of place a business is, not
 * its trade, and name no drawing of it ("funeral services" is no service dog, "Studio" no microphone).
 */
export const KIND_HEAD_WORDS: ReadonlySet<string> = (() => {
  const heads = new Map<string, number>();
  for (const { name } of INDUSTRIES) {
    const head = name
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .at(-1);
    if (head) heads.set(head, (heads.get(head) ?? 0) + 1);
  }
  return new Set([...heads].filter(([, n]) => n >= 3).map(([w]) => w));
})();

/**
 * Words no trade is drawn from: the catalogue's kind words, and the words of the business types the form offers
 * ("Business Services", "Technology", "Healthcare", "Education"): they say that it is a business of some sort.
 * "Small family business since 2009" names no briefcase.
 */
export const NOT_A_TRADE: ReadonlySet<string> = new Set([
  ...KIND_HEAD_WORDS,
  ...BUSINESS_TYPE_OPTIONS.flatMap((o) =>
    o.label
      .toLowerCase()
      .split(/[^\p{L}-]+/u)
      .filter((w) => w.length >= 3),
  ),
]);

export interface PictureKind {
  id: string;
  sector?: string;
}

/**
 * The fallback when nothing is known about the business (no kind, no word of the trade): a neutral
 * drawing, varied by the business's name (`neutralPicture`). Never a house: a house says "homes".
 */
export const NEUTRAL_PICTURES = [
  "sparkles",
  "seedling",
  "glowing-star",
  "sun",
  "four-leaf-clover",
  "light-bulb",
  "rainbow",
  "herb",
  "shooting-star",
  "sunflower",
  "blossom",
  "maple-leaf",
  "leaf-fluttering-in-wind",
  "sun-behind-small-cloud",
  "dizzy",
  "cherry-blossom",
  "hibiscus",
  "deciduous-tree",
  "rosette",
  "fallen-leaf",
  "shamrock",
  "sunrise",
  "sunrise-over-mountains",
  "star",
  "comet",
  "milky-way",
] as const;
export const NEUTRAL_PICTURE = NEUTRAL_PICTURES[0];

export function neutralPicture(seed: number): string {
  return NEUTRAL_PICTURES[seed % NEUTRAL_PICTURES.length] as string;
}

/**
 * The first screen when no word names the trade: two or three neutral drawings composed, chosen by the site's
 * identity (`seed`) among the 26 x 25 pairs and 26 x 25 x 24 triples (a third of the sites get a pair). One
 * neutral drawing alone would repeat on every twenty-sixth site, a pair on two of every fifty neutral sites.
 */
export function neutralChoice(seed: number): PictureChoice {
  const n = NEUTRAL_PICTURES.length;
  const h = mix(seed ^ 0x9e3779b9);
  const first = seed % n;
  const second = (first + 1 + (h % (n - 1))) % n;
  const names = [NEUTRAL_PICTURES[first] as string, NEUTRAL_PICTURES[second] as string];
  if (mix(seed ^ 0x27d4eb2f) % 3 !== 0) {
    // The third: any of the 24 others, in the order of the pool from the second.
    const others = NEUTRAL_PICTURES.filter((_, i) => i !== first && i !== second);
    names.push(others[mix(h ^ 0x165667b1) % others.length] as string);
  }
  return { picture: names[0] as string, pictures: names };
}

/**
 * The site's main picture: the offerings' own words first (they are what the owner sells), then
 * the kind, then the sector. The description is only consulted for kinds without their own picture.
 */
export function pictureFor(kind: PictureKind | null, offerings: readonly string[], description = ""): string {
  const fromOfferings = pictureForWords(offerings.join(" · "));
  if (fromOfferings && kind && fitsKind(fromOfferings, kind)) return fromOfferings;
  if (kind && KIND_PICTURE[kind.id]) return KIND_PICTURE[kind.id] as string;
  const fromText = pictureForWords(`${offerings.join(" · ")} ${description}`);
  if (fromText) return fromText;
  if (kind?.sector && kind.sector in SECTOR_PICTURE) return SECTOR_PICTURE[kind.sector as PictureSector];
  return NEUTRAL_PICTURE;
}

/** The first screen's picture: one drawing, or two or three composed when no single one says the trade. */
export interface PictureChoice {
  picture: string;
  /** Two or three drawings, the first `picture`, when they are composed. */
  pictures?: string[];
}

/** What the owner typed, where the trade is said. */
export interface OwnerWords {
  name: string;
  description: string;
  offerings: readonly string[];
  /** The page's language (BCP 47): in German every noun is capitalised, so a capitalised pair is no proper name. */
  language?: string;
}

/**
 * How much each place says about the trade: the business's name, the first sentence of its description
 * (where owners say what they do), the offerings, the rest of the description (less the lines of
 * contact details, hours and prices, whose "phone", "hours" and "open" name no trade).
 */
export function ownerWordSources(owner: OwnerWords): WordSource[] {
  // A line that is the business's name again (the head of a contact block) says nothing more than the name.
  const sameName = (x: string) => x.toLocaleLowerCase() === owner.name.trim().toLocaleLowerCase();
  const sentences = owner.description
    .split(/(?<=[.!?。！？])\s+|(?<=[。！？])|\n+/u)
    .map((x) => x.trim())
    .filter((x) => x && !sameName(x));
  // A greeting or a heading of one or two words ("Assalam-o-Alaikum!", "Welcome!") says no trade: the first
  // sentence is the one after it.
  const greeting = sentences.length > 1 && wordCount(sentences[0] as string) < 3 ? (sentences.shift() as string) : "";
  const [first = "", ...rest] = sentences;
  if (greeting) rest.unshift(greeting);
  // A quoted part of the name is the business's own name (Роштиљ „Код Мике“, «Глина і Вогонь»), not its trade.
  const quoted = /[„“”"«»‚‘’‹›「」『』]([^„“”"«»‚‘’‹›「」『』]+)[„“”"«»‚‘’‹›「」『』]/gu;
  const brand = [...owner.name.matchAll(quoted)].map((m) => m[1] ?? "").join(" ");
  // A line of contact details, hours or prices: a label first, or three digits or more and fewer than six letters
  // a digit (a year or an age group in a sentence about the trade leaves it one: "Chess club for children aged 6-14").
  const factLine = (x: string) => {
    const digits = x.match(/\p{Nd}/gu)?.length ?? 0;
    return (digits >= 3 && (x.match(/\p{L}/gu)?.length ?? 0) < 6 * digits) || /^[^:：]{1,24}[:：]/u.test(x);
  };
  const names = (x: string) => (/^(de|lb)\b/i.test(owner.language ?? "") ? x : withoutProperNames(x));
  return [
    { text: owner.name.replace(quoted, " "), weight: 3 },
    { text: brand, weight: 1 },
    { text: factLine(first) ? "" : names(first), weight: FIRST_SENTENCE },
    { text: owner.offerings.join(" · "), weight: 1.5 },
    { text: names(rest.filter((x) => !factLine(x)).join(" ")), weight: 1 },
  ];
}

/**
 * A sentence less the proper names in it: two or more capitalised words in a row after its first word (a
 * landmark, a street, a district, a person: "near the Igreja Matriz", "in Gammel Skagen", "off Temple Bar") name a
 * place or a person, not the trade. Scripts with capitals only; the sentence's first word stays.
 */
export function withoutProperNames(sentence: string): string {
  return sentence.replace(/(?<=[\p{L}\p{N},;)]\s+)\p{Lu}[\p{Ll}'’-]*\p{Ll}(?:\s+\p{Lu}[\p{Ll}'’-]*\p{Ll})+/gu, " ");
}

const WORDS = new Intl.Segmenter(undefined, { granularity: "word" });
/** Words as written: between spaces, or by the segmenter's dictionary in scripts written without spaces. */
function wordCount(text: string): number {
  if (!/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u.test(text))
    return text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  let n = 0;
  for (const s of WORDS.segment(text)) if (s.isWordLike) n++;
  return n;
}

/** A drawing named by the same words as the first, scoring at least this share of it, is drawn beside it. */
const TOGETHER = 0.9;
/** The first sentence's place among the owner's word sources (`ownerWordSources`: the name, its quoted part, the first sentence...). */
const FIRST_PLACE = 3;
/** The weight of the description's first sentence, where owners say what they do. */
const FIRST_SENTENCE = 2.5;
/** What the catalogue's hand map adds to a drawing's score: the kind's own drawing, else its sector's. */
const KIND_PRIOR = 3.5;
/** The sector's drawing alone is just enough to be chosen (ENOUGH) when no word of the owner's names another. */
const SECTOR_PRIOR = 1.8;
const OFFERING_PRIOR = 2;
/** A drawing says the trade alone when it scores this many times the next; else the next ones join it. */
const ALONE = 2;
/** A drawing joins the composition when it scores at least this share of the first's. */
const JOINS = 0.6;
/** The weight of the places the trade is said (the name, the first sentence): a composed drawing is named there. */
const TRADE_PLACE = 2.5;
/** An offering names a drawing by the drawing's whole name ("croissant", not the "flat" of "flat shoe"), and few others. */
const SOLD = 1.4;
/**
 * Two drawings named by the same specific word of the owner's (one that names one or two drawings here), the
 * one scoring at least this share of the other's from the owner's words, show the trade alike (a plumber: the
 * wrench and the plunger); the business's name picks among them.
 */
const ALIKE = 0.33;
/**
 * Below this, a drawing chooses nothing alone: a word of its name, as written, in the business's name or
 * first sentence does (3, 2.5); a keyword only, a word found less an ending or by its stem, an offering's
 * or a later sentence's word only with another reason. A drawing that is not the trade is worse than a
 * neutral one: measured over the corpora, 1.8 (from 1.3) takes off-trade picks from 44 to 28 of 110 on the
 * third blind corpus and from 21 to 8 of 114 on the second, for 5 and 3 on-trade picks.
 */
const ENOUGH = 1.8;

/**
 * The first screen's picture from the owner's words matched against the drawings' CLDR keywords in
 * their language (`matches`, core/site/picture-words.ts), with the catalogue's hand map as a prior:
 * the best-scoring drawing; when the next ones score close to it and were named by other words of
 * the owner's, two or three are composed (a chess club: a pawn; a henna artist: a hand and a leaf).
 * A house only when words about houses named it (or the kind is about houses). Ties are broken by
 * the business's name, so two businesses of one trade tend to differ.
 */
export function choosePictures(
  kind: PictureKind | null,
  matches: PictureMatches,
  owner: OwnerWords,
  seed: number,
  /** The drawings the offerings' words name alone: one of them may join the trade's drawing (what the owner sells). */
  offered: PictureMatches = new Map(),
  /** The words that name a house itself (🏠's keywords in the lists read): a house is drawn only for them. */
  houseWords: ReadonlySet<string> = new Set(),
): PictureChoice {
  type Scored = { score: number; words: Set<string>; strongest: number; named?: boolean; from?: Set<number> };
  const scores = new Map<string, Scored>();
  // A drawing only one word of the owner's whole text names, not as its whole name, and that the first sentence
  // does not name, is a word in passing (a groomer's "drop" of shampoo, a tyre centre's "centras", a
  // harbour-side studio's anchor): it chooses nothing by its words alone, only with the catalogue's prior.
  const hasFirst = /\p{L}/u.test(owner.description);
  const lone = (m: PictureMatch) => hasFirst && !m.whole && (m.tokens?.size ?? 0) <= 1 && !m.places?.has(FIRST_PLACE);
  for (const [d, m] of matches) scores.set(d, { ...m, score: lone(m) ? 0 : m.score, words: new Set(m.words) });
  const prior = (d: string | undefined, add: number) => {
    if (!d || !hasDrawing(d)) return;
    const m = scores.get(d) ?? { score: 0, words: new Set<string>(), strongest: 0 };
    m.score += add;
    scores.set(d, m);
  };
  const own = kind ? KIND_PICTURE[kind.id] : undefined;
  prior(own, KIND_PRIOR);
  if (!own && kind?.sector && kind.sector in SECTOR_PICTURE) prior(SECTOR_PICTURE[kind.sector as PictureSector], SECTOR_PRIOR);
  const handWord = pictureForWords(owner.offerings.join(" · "));
  if (handWord && (!kind || fitsKind(handWord, kind))) prior(handWord, OFFERING_PRIOR);
  const tie = (d: string) => mix(seedOf(d) ^ seed);
  const ranked = [...scores.entries()]
    .filter(([d, m]) => m.score >= ENOUGH && (!HOUSE.test(d) || d === own || (m.strongest >= TRADE_PLACE && [...m.words].some((w) => houseWords.has(w)))))
    .sort((a, b) => b[1].score - a[1].score || tie(a[0]) - tie(b[0]));
  let top = ranked[0];
  if (!top) return neutralChoice(seed);
  // Drawings a same word of the owner's names (a plumber: the wrench and the plunger) show the trade
  // alike: one of them by the business's name, whatever the hand map prefers, so two plumbers may differ.
  const topWords = top[1].words;
  const topMatch = matches.get(top[0]);
  const topScore = topMatch && !lone(topMatch) ? topMatch.score : 0;
  // How many drawings each word of the owner's names here: a word that names one or two is specific (a
  // plumber: the wrench and the plunger); one that names three or more names things in passing (teeth: the beaver).
  const naming = new Map<string, number>();
  for (const m of matches.values()) for (const w of m.words) naming.set(w, (naming.get(w) ?? 0) + 1);
  const alike = [...scores.entries()].filter(
    ([d, m]) =>
      (d === top?.[0] || !HOUSE.test(d)) &&
      [...m.words].some((w) => topWords.has(w) && (m.words.size >= 2 || (naming.get(w) ?? 0) <= 2)) &&
      (matches.get(d)?.score ?? 0) >= ALIKE * topScore,
  );
  if (top && !alike.some(([d]) => d === top?.[0])) alike.push(top);
  // Drawings one word of the owner's names alike show the trade alike: which of them, alone or two together in
  // either order, is picked by the business's name, so businesses of one trade differ (never another drawing).
  let composedAlike: Array<(typeof ranked)[number]> | null = null;
  // Only when the owner's words chose the first (the hand map's drawing with a word in passing shows the kind).
  if (alike.length > 1 && topScore >= ENOUGH) {
    const pool = alike.sort((a, b) => (a[0] < b[0] ? -1 : 1)).slice(0, 3);
    const pairs = pool.flatMap((x) => pool.filter((y) => y !== x).map((y) => [x, y]));
    // One of them (beside a neutral drawing or alone, below) on two sites of three, two together on the third.
    const pick = (mix(seed ^ 0x68e31da4) % 3 === 0 ? pairs[mix(seed) % pairs.length] : [pool[mix(seed) % pool.length]]) as Array<(typeof ranked)[number]>;
    for (const p of [...pick].reverse()) {
      const at = ranked.findIndex(([d]) => d === p[0]);
      if (at >= 0) ranked.splice(at, 1);
      ranked.unshift(p);
    }
    top = pick[0] as (typeof ranked)[number];
    if (pick.length > 1) composedAlike = pick;
  }
  const chosen = composedAlike ?? [top];
  const covered = new Set(chosen.flatMap(([, m]) => [...m.words]));
  const second = ranked[chosen.length];
  if (!composedAlike && second && top[1].score < ALONE * second[1].score) {
    for (const next of ranked.slice(1)) {
      if (chosen.length === 3 || next[1].score < JOINS * top[1].score || next[1].score < 2) break;
      // Each drawing joins for words of the owner's the others do not show, where the trade is said: two
      // of them, or a word of its own name in the first sentence (one keyword names things in passing,
      // and a word of the business's name alone may be a brand's: Black Cat Tattoo).
      const m = next[1];
      const said = m.words.size >= 2 || (m.named && m.from?.has(FIRST_SENTENCE));
      // A word that names two or three drawings by their names alike (henna: a hand and leaves) names them together.
      const together = m.named && m.score >= TOGETHER * top[1].score;
      if (!said || m.strongest < TRADE_PLACE || ([...m.words].every((w) => covered.has(w)) && !together)) continue;
      chosen.push(next);
      for (const w of next[1].words) covered.add(w);
    }
  }
  const names = chosen.map(([d]) => d);
  // One thing the owner sells joins the trade's drawing when the offerings name it (a bakery's pretzel):
  // what they typed, and what tells two businesses of one trade apart.
  if (names.length < 3) {
    const sold = [...offered.entries()]
      .filter(([d, m]) => !names.includes(d) && (m.whole || m.words.size >= 2) && m.score >= SOLD && !HOUSE.test(d))
      .sort((a, b) => b[1].score - a[1].score || tie(a[0]) - tie(b[0]))[0];
    if (sold) names.push(sold[0]);
  }
  // The trade's drawings, when one or two: one or two of the neutral drawings beside them, by the site's identity,
  // so the trade's sites do not all look the same (nothing of another trade is added): a lone drawing has 26 looks
  // with one neutral beside it and 650 with two; a pair of the trade's drawings, alone or with one of 26.
  if (names.length === 1 || (composedAlike && names.length === 2)) {
    const others = NEUTRAL_PICTURES.filter((p) => !names.includes(p));
    const beside = others[mix(seed ^ 0x5bd1e995) % others.length] as string;
    const second = others.filter((p) => p !== beside)[mix(seed ^ 0xe6546b64) % (others.length - 1)] as string;
    const more = mix(seed ^ 0x1b873593) % 2 === 0;
    if (names.length === 1) names.push(...(more ? [beside, second] : [beside]));
    else if (more) names.push(beside);
  }
  return names.length > 1 ? { picture: names[0] as string, pictures: names } : { picture: names[0] as string };
}

const HOUSE = /(^|-)house(s|-|$)|^derelict-house|^house-with-garden/;

function hasDrawing(name: string): boolean {
  return Object.hasOwn(ILLUSTRATIONS, name);
}

/** Spreads a number's bits (murmur3's finaliser): an order by it is unrelated to the order of its inputs. */
function mix(n: number): number {
  let h = n >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A small number from a string (FNV-1a), stable per business. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

/** A word's picture is used over the kind's only when it belongs to the same family (no pizza on a plumber's site). */
function fitsKind(picture: string, kind: PictureKind): boolean {
  const family = PICTURE_FAMILY[picture];
  return !family || !kind.sector || family.includes(kind.sector);
}

const PICTURE_FAMILY: Readonly<Record<string, readonly string[]>> = {
  pizza: ["food"],
  "birthday-cake": ["food", "events"],
  bread: ["food"],
  croissant: ["food"],
  sushi: ["food"],
  "steaming-bowl": ["food"],
  taco: ["food"],
  "hot-beverage": ["food", "retail"],
  "ice-cream": ["food"],
  "beer-mug": ["food", "retail"],
  "wine-glass": ["food", "retail", "hospitality"],
  "cocktail-glass": ["food", "events"],
  bouquet: ["retail", "events", "arts"],
  tulip: ["retail"],
  rose: ["retail"],
  "honey-pot": ["retail", "food"],
  "musical-keyboard": ["education", "arts"],
  violin: ["education", "arts"],
  guitar: ["education", "arts"],
  candle: ["retail"],
  soap: ["retail", "beauty"],
  "potted-plant": ["retail", "home"],
  yarn: ["retail", "education"],
  "gem-stone": ["retail", "arts"],
  books: ["retail", "education"],
  bicycle: ["retail", "automotive"],
  tooth: ["health"],
  "dog-face": ["pets"],
  "cat-face": ["pets"],
  scissors: ["beauty", "pets"],
  camera: ["arts", "events"],
  wedding: ["events", "arts", "retail"],
  "water-wave": ["education", "fitness", "home"],
  "wilted-flower": ["nonprofit", "professional", "retail"],
  helicopter: ["tech", "professional", "arts"],
  "world-map": ["tech", "professional", "hospitality"],
  "balance-scale": ["professional"],
  ledger: ["professional"],
};

/** Every picture name the maps can return (`npm run illustrations` bundles them whatever its rule). */
export function allPictureNames(): string[] {
  return [...new Set([...Object.values(SECTOR_PICTURE), ...Object.values(KIND_PICTURE), ...WORD_PICTURE.map(([p]) => p), ...NEUTRAL_PICTURES])].sort();
}
