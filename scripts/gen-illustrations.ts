// Writes the picture data the generator bundles (run after changing the rules below or a package):
//   npm run illustrations
// - core/site/illustrations.data.ts: the Fluent Emoji High Contrast drawings (Microsoft, MIT) that can
//   depict a business or a trade, one colour, decimals cut to a tenth of the 32-unit box.
// - public/picture-words/<language>.txt: the drawings' Unicode CLDR keywords (cldr-annotations-full and
//   -derived-full) in each language below, as single words (Intl.Segmenter), generic words left out. Too
//   large for the Worker's bundle (about 740 KiB gzip for all languages), they are static files: the Worker
//   reads its owner's language through the ASSETS binding, the Node server from disk (core/site/picture-words.ts).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { elided, normalizeWord } from "../core/site/picture-words";
import { BUSINESS_TYPES } from "../core/business-types";
import { allPictureNames, KIND_HEAD_WORDS } from "../core/site/pictures";

const require = createRequire(import.meta.url);
const pkg = (p: string) => require.resolve(`@iconify-json/fluent-emoji-high-contrast/${p}`);
const set = JSON.parse(readFileSync(pkg("icons.json"), "utf8")) as {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
};
const chars = JSON.parse(readFileSync(pkg("chars.json"), "utf8")) as Record<string, string>;
const categories = (JSON.parse(readFileSync(pkg("metadata.json"), "utf8")) as { categories: Record<string, string[]> }).categories;

/**
 * Which drawings can depict a business or a trade (the rule, not a list of trades):
 * - every object, food, animal, plant, place, vehicle and activity (Unicode's groups),
 *   less the drawings that repeat one drawing per hour or per phase (clock faces, moon phases);
 * - from the people group, the body's parts and a few hands at work (a dentist, an ear clinic, a henna
 *   artist's hand), never a person or a face;
 * - from the symbols, places of worship and their signs, and the medical, recycling and money signs;
 * - and every drawing core/site/pictures.ts names.
 */
const GROUPS = ["Activities", "Animals & Nature", "Food & Drink", "Objects", "Travel & Places"];
const REPEATS = /-o-?clock$|-thirty$|-moon$|moon-face$|^new-moon|^full-moon|-suit$/;
const BODY =
  /^(anatomical-heart|bone|brain|ear|ear-with-hearing-aid|eye|foot|footprints|leg|lungs|nose|tooth|open-hands|palms-up-together|handshake|writing-hand|raised-hand|flexed-biceps|nail-polish|mechanical-arm|mechanical-leg)$/;
const SIGNS =
  /^(place-of-worship|latin-cross|orthodox-cross|star-and-crescent|star-of-david|om|khanda|menorah|wheel-of-dharma|yin-yang|dove|medical-symbol|recycling-symbol|atm-sign|currency-exchange|heavy-dollar-sign|fleur-de-lis|sparkle|heart-with-ribbon|speech-balloon|high-voltage|sparkles)$/;
/** Drawings with lettering in them (💮 carries Japanese "よくできました"): a page in another language would show it. */
const LETTERED = /^(white-flower)$/;
const inGroup = new Map<string, string>();
for (const [group, names] of Object.entries(categories)) for (const n of names) inGroup.set(n, group);
const mapped = new Set(allPictureNames());
const names = Object.keys(set.icons)
  .filter((n) => !LETTERED.test(n) && (mapped.has(n) || (GROUPS.includes(inGroup.get(n) ?? "") && !REPEATS.test(n)) || BODY.test(n) || SIGNS.test(n)))
  .sort();
const missing = [...mapped].filter((n) => !set.icons[n] && !set.aliases?.[n]);
if (missing.length) {
  console.error(`Not in the set: ${missing.join(", ")}`);
  process.exit(1);
}

// Decimals cut to one: a tenth of the 32-unit box. Only the digits after a point are touched: an arc's
// flags may run into the next number ("a.5.5 0 011.25 1" is 0, 1, 1.25), so no number is re-read whole.
const round = (d: string) => d.replace(/\.(\d)\d+/g, ".$1");
const drawings: Record<string, string> = {};
for (const name of names) {
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ""];
  if (!icon) continue;
  if ((icon.width ?? 32) !== 32 || (icon.height ?? 32) !== 32) continue;
  // One colour: every fill is currentColor, drawn in the site's palette by CSS.
  // Full-box clip paths do nothing here and would need url(#id) references (ids that repeat across pictures): dropped.
  const body = icon.body
    .replace(/<defs>[\s\S]*?<\/defs>/g, "")
    .replace(/\s*clip-path="[^"]*"/g, "")
    .replace(/fill="(?!none)[^"]*"/g, 'fill="currentColor"')
    .replace(/ d="([^"]*)"/g, (_m, d: string) => ` d="${round(d)}"`);
  // A drawing that needs a mask or a reference (ids that would repeat across pictures on a page) is left out.
  if (/url\(|<(?!\/?(?:g|path|circle|ellipse|rect)[\s>/])/.test(body)) {
    if (mapped.has(name)) throw new Error(`${name} has markup the renderer does not allow`);
    continue;
  }
  drawings[name] = body;
}
const kept = Object.keys(drawings);
const index = new Map(kept.map((n, i) => [n, i]));

/**
 * The languages whose CLDR keywords are bundled: the site's languages and a few more of their regions'
 * (a language outside this list is matched with the English keywords alone). A locale's regional and
 * script variants are merged into its language (en-GB's "tyre", sr-Latn beside sr's Cyrillic).
 */
const LANGUAGES: Record<string, string[]> = {
  ar: ["ar"],
  he: ["he"],
  fa: ["fa"],
  ur: ["ur"],
  hi: ["hi"],
  mr: ["mr"],
  ne: ["ne"],
  bn: ["bn"],
  ta: ["ta"],
  th: ["th"],
  ko: ["ko"],
  ja: ["ja"],
  zh: ["zh"],
  "zh-Hant": ["zh-Hant", "zh-Hant-HK"],
  vi: ["vi"],
  id: ["id"],
  ms: ["ms"],
  tl: ["fil"],
  tr: ["tr"],
  el: ["el"],
  ru: ["ru"],
  uk: ["uk"],
  pl: ["pl"],
  cs: ["cs"],
  sk: ["sk"],
  hu: ["hu"],
  ro: ["ro"],
  bg: ["bg"],
  hr: ["hr", "bs"],
  sr: ["sr", "sr-Latn"],
  sl: ["sl"],
  sv: ["sv"],
  da: ["da"],
  nb: ["no", "nb", "nn"],
  fi: ["fi"],
  et: ["et"],
  lv: ["lv"],
  lt: ["lt"],
  nl: ["nl"],
  de: ["de", "de-CH"],
  fr: ["fr", "fr-CA"],
  es: ["es", "es-419", "es-MX"],
  pt: ["pt", "pt-PT"],
  it: ["it"],
  ca: ["ca"],
  sw: ["sw", "sw-KE"],
  af: ["af"],
  en: ["en", "en-001", "en-GB", "en-AU", "en-CA", "en-IN"],
};
/** Scripts written without spaces: a keyword is kept whole and found inside the owner's text. */
const UNSPACED = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
/** A word on more drawings than this says no trade ("food", "animal", "face"): left out. */
const GENERIC = 6;
/**
 * A word CLDR writes in the keywords of more emoji than GENERIC (all of them, not only the drawings kept:
 * "not" of the prohibition signs, "small" of the squares and diamonds, "pick") is a common word of the
 * language, not the name of a thing: unless it is some drawing's whole name ("cat"), it is marked "~" and
 * never chooses a drawing alone (core/site/picture-words.ts).
 */
const COMMON = GENERIC + 1;

/**
 * Trades CLDR has no keyword for (its keywords describe the drawing, and no drawing is of a holy book
 * or of henna): the words, in the languages whose owners use them most, that name the drawings showing
 * them. Kept short on purpose; everything else comes from CLDR.
 */
const SUPPLEMENT: ReadonlyArray<{ drawings: readonly string[]; words: Readonly<Record<string, readonly string[]>> }> = [
  {
    // The Quran: a book on a stand and a mosque.
    drawings: ["open-book", "mosque"],
    words: {
      en: ["quran", "qur'an", "koran", "quranic", "hifz", "tajweed"],
      ar: ["القرآن", "قرآن", "تحفيظ", "تجويد", "مصحف"],
      fa: ["قرآن", "حفظ‌قرآن", "تجوید"],
      ur: ["قرآن", "حفظ", "تجوید", "ناظرہ"],
      hi: ["क़ुरान", "कुरान", "कुरआन"],
      bn: ["কুরআন", "কোরআন", "হিফজ"],
      ta: ["குர்ஆன்"],
      tr: ["kuran", "kur'an", "hafızlık"],
      id: ["quran", "qur'an", "tahfidz", "tahfiz", "mengaji"],
      ms: ["quran", "qur'an", "tahfiz", "mengaji"],
      fr: ["coran"],
      de: ["koran"],
      nl: ["koran"],
      es: ["corán"],
      pt: ["alcorão"],
      it: ["corano"],
      ru: ["коран"],
      sw: ["kurani", "quran"],
    },
  },
  {
    // Henna: a hand and the plant's leaves.
    drawings: ["palms-up-together", "herb"],
    words: {
      en: ["henna", "mehndi", "mehendi"],
      ar: ["حناء", "حنة", "الحناء", "الحنة"],
      fa: ["حنا"],
      ur: ["مہندی", "حنا"],
      hi: ["मेहंदी", "मेंहदी", "हिना"],
      bn: ["মেহেদি"],
      ta: ["மருதாணி", "மெஹந்தி"],
      tr: ["kına"],
      id: ["henna", "inai"],
      ms: ["inai", "henna"],
      he: ["חינה"],
      sw: ["hina", "piko"],
      fr: ["henné"],
      de: ["henna"],
      es: ["henna", "jena"],
      pt: ["hena"],
    },
  },
];

type Annotations = Record<string, { default?: string[]; tts?: string[] }>;
function annotations(locale: string): Annotations {
  const out: Annotations = {};
  for (const [dir, key] of [
    ["cldr-annotations-full/annotations", "annotations"],
    ["cldr-annotations-derived-full/annotationsDerived", "annotationsDerived"],
  ] as const) {
    const file = `node_modules/${dir}/${locale}/annotations.json`;
    if (!existsSync(file)) continue;
    const data = JSON.parse(readFileSync(file, "utf8"))[key].annotations as Annotations;
    for (const [k, v] of Object.entries(data)) out[k.replace(/\uFE0F/g, "")] = v;
  }
  return out;
}
const emojiOf = new Map<string, string>();
for (const [cp, name] of Object.entries(chars)) {
  if (!emojiOf.has(name)) emojiOf.set(name, String.fromCodePoint(...cp.split("-").map((h) => Number.parseInt(h, 16))).replace(/\uFE0F/g, ""));
}

const nameOf = new Map<string, string>();
for (const [name, emoji] of emojiOf) if (!nameOf.has(emoji)) nameOf.set(emoji, name);

/**
 * The catalogue's kind words ("shop", "school", "studio", "service": KIND_HEAD_WORDS, core/site/pictures.ts)
 * in each language, from CLDR itself: a drawing whose English name is a kind word ("school") or has one
 * beside other words ("studio microphone", "service dog") names it in every language, less the words of
 * the names of the drawings its other words name (es "micrófono de estudio" less "micrófono": "estudio").
 * These words say what sort of place a business is, not its trade: they name no drawing.
 */
const english = annotations("en");
/** The form's business type for a business of any sort (core/business-types.ts), as CLDR's English writes it. */
const ANY_BUSINESS = (BUSINESS_TYPES.find((t) => t === "Business") ?? "Business").toLowerCase();
const englishName = new Map<string, string>();
for (const name of kept) {
  const tts = english[emojiOf.get(name) ?? ""]?.tts?.[0];
  if (tts) englishName.set(name, tts.toLowerCase());
}
const byEnglishName = new Map([...englishName].map(([d, n]) => [n, d]));
const kindCarriers = [...englishName]
  .map(([d, n]) => [d, n.split(/\s+/)] as const)
  .filter(([, ws]) => ws.some((w) => KIND_HEAD_WORDS.has(w)))
  .map(([d, ws]) => [d, ws.filter((w) => !KIND_HEAD_WORDS.has(w)).map((w) => byEnglishName.get(w))] as const)
  .filter(([, others]) => others.every(Boolean)) as Array<readonly [string, string[]]>;

function kindWordsIn(lang: string, sources: Annotations[], segmenter: Intl.Segmenter): Set<string> {
  const nameIn = (d: string) => {
    const emoji = emojiOf.get(d) ?? "";
    const tts = sources.map((a) => a[emoji]?.tts?.[0]).find(Boolean);
    return tts ? [...segmenter.segment(normalizeWord(tts, lang))].filter((x) => x.isWordLike && [...x.segment].length >= 3).map((x) => elided(x.segment)) : [];
  };
  const out = new Set<string>(lang === "en" ? KIND_HEAD_WORDS : []);
  for (const [d, others] of kindCarriers) {
    const known = others.flatMap(nameIn);
    // A known word with an ending (Turkish "stüdyo mikrofonu": mikrofon) is that word; a compound that ends or
    // begins with one (Swedish "studiomikrofon", Dutch "assistentiehond") leaves its other part.
    const left = nameIn(d)
      .filter((w) => !known.some((k) => w === k || (k.length >= 4 && w.startsWith(k) && w.length - k.length <= 2)))
      .map((w) => {
        const k = known.find((k) => k.length >= 4 && w.length - k.length >= 4 && (w.endsWith(k) || w.startsWith(k)));
        return k ? (w.endsWith(k) ? w.slice(0, w.length - k.length) : w.slice(k.length)) : w;
      });
    if (left.length === 1) out.add(left[0] as string);
  }
  return out;
}

const words: Record<string, string> = {};
const kindWordsOf: Record<string, string[]> = {};
let missingKeywords = 0;
for (const [lang, locales] of Object.entries(LANGUAGES)) {
  const segmenter = new Intl.Segmenter(lang, { granularity: "word" });
  const byWord = new Map<string, Map<number, number>>();
  const sources = locales.map(annotations);
  const perDrawing: Array<[string, Set<string>, Set<string>]> = [];
  // Unicode draws a trade as a person with the trade's thing (🧑‍🔧 mechanic = person + 🔧): the words of
  // such a sequence ("mechanic", "plumber", "electrician" in every language) name the thing's drawing.
  const trades = new Map<string, Set<string>>();
  for (const a of sources) {
    for (const [seq, entry] of Object.entries(a)) {
      const parts = seq.split("\u200D");
      if (parts.length !== 2 || !/^(\u{1F9D1}|\u{1F468}|\u{1F469})[\u{1F3FB}-\u{1F3FF}]?$/u.test(parts[0] ?? "")) continue;
      const thing = nameOf.get(parts[1] ?? "");
      if (!thing || !index.has(thing)) continue;
      // A person of any business (the office worker, whose English keywords say "business", as the form's
      // "Business" type does) is no trade: "empresa", "bedrijf" and "business" name no briefcase.
      if ((english[seq]?.default ?? []).some((k) => k.toLowerCase() === ANY_BUSINESS)) continue;
      const set = trades.get(thing) ?? new Set<string>();
      for (const p of [...(entry.tts ?? []), ...(entry.default ?? [])]) set.add(normalizeWord(p, lang));
      trades.set(thing, set);
    }
  }
  for (const name of kept) {
    const emoji = emojiOf.get(name);
    const phrases = new Set<string>();
    const named = new Set<string>();
    for (const a of sources) {
      const entry = emoji ? a[emoji] : undefined;
      for (const p of entry?.tts ?? []) named.add(normalizeWord(p, lang));
      for (const p of [...(entry?.tts ?? []), ...(entry?.default ?? [])]) phrases.add(normalizeWord(p, lang));
    }
    for (const p of [...(trades.get(name) ?? []), ...SUPPLEMENT.flatMap((x) => (x.drawings.includes(name) ? (x.words[lang] ?? []) : []))]) {
      const w = normalizeWord(p, lang);
      phrases.add(w);
      named.add(w);
    }
    if (!phrases.size && lang === "en") missingKeywords++;
    perDrawing.push([name, phrases, named]);
  }
  // Every keyword that is a whole phrase somewhere: a word cut from a longer phrase is kept only when it
  // is one of these ("chess" from "chess pawn"; not "أبو" from "أبو فروة", nor "service" from "service dog").
  const whole = new Set<string>();
  for (const [, phrases] of perDrawing) for (const p of phrases) if (!/\s/.test(p)) whole.add(p);
  for (const [name, phrases, named] of perDrawing) {
    // The drawing's whole name ("croissant"), a word of its name ("chess" of "chess pawn"), or only of its
    // keywords ("plumber" of the plunger): 2, 1, 0.
    const tokens = new Map<string, number>();
    const add = (t: string, phrase: string) => tokens.set(t, Math.max(tokens.get(t) ?? 0, named.has(phrase) ? (t === phrase ? 2 : 1) : 0));
    for (const phrase of phrases) {
      if (UNSPACED.test(phrase)) {
        // Kept whole (two characters at least): found as a substring of the owner's text.
        if ([...phrase].length >= 2 && !/\s/.test(phrase)) add(phrase, phrase);
        continue;
      }
      const one = !/\s/.test(phrase);
      for (const s of segmenter.segment(phrase)) {
        const n = [...s.segment].length;
        if (s.isWordLike && n >= 3 && !/^\p{N}+$/u.test(s.segment) && (one || whole.has(s.segment))) add(elided(s.segment), phrase);
      }
    }
    for (const [t, level] of tokens) {
      const m = byWord.get(t) ?? new Map<number, number>();
      m.set(index.get(name) as number, level);
      byWord.set(t, m);
    }
  }
  // One line a word: the word, a tab, the drawings' names, comma-separated; "==" before a drawing the word
  // is the whole name of, "=" before one whose name the word is part of.
  const kindWords = kindWordsIn(lang, sources, segmenter);
  // How many emoji of CLDR's own annotations (every emoji, skin tones and sequences aside) carry each word.
  const carried = new Map<string, number>();
  const own = `node_modules/cldr-annotations-full/annotations/${locales[0]}/annotations.json`;
  if (existsSync(own))
    for (const entry of Object.values(JSON.parse(readFileSync(own, "utf8")).annotations.annotations as Annotations)) {
      const ws = new Set<string>();
      for (const p of [...(entry.tts ?? []), ...(entry.default ?? [])])
        for (const s of segmenter.segment(normalizeWord(p, lang))) if (s.isWordLike) ws.add(s.segment);
      for (const w of ws) carried.set(w, (carried.get(w) ?? 0) + 1);
    }
  const common = (w: string, ids: Map<number, number>) => (carried.get(w) ?? 0) >= COMMON && ![...ids.values()].includes(2);
  kindWordsOf[lang] = [...kindWords].sort();
  words[lang] = [...byWord.entries()]
    .filter(([w, ids]) => ids.size <= GENERIC && !kindWords.has(w))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([w, ids]) => `${common(w, ids) ? "~" : ""}${w}\t${[...ids].map(([i, level]) => `${"=".repeat(level)}${kept[i]}`).join(",")}`)
    .join("\n");
}

const header = (what: string) => `// Generated by scripts/gen-illustrations.ts (npm run illustrations) from ${what}. Do not edit.\n`;
writeFileSync(
  "core/site/illustrations.data.ts",
  `${header("@iconify-json/fluent-emoji-high-contrast (Fluent Emoji, Copyright (c) Microsoft Corporation, MIT licence)")}/** SVG bodies on a 32 x 32 view box, filled with currentColor. */\nexport const ILLUSTRATIONS: Readonly<Record<string, string>> = {\n${kept.map((k) => `  ${JSON.stringify(k)}: ${JSON.stringify(drawings[k])},`).join("\n")}\n};\n`,
);
writeFileSync(
  "core/site/picture-words.files.ts",
  `${header("the languages of public/picture-words")}/** The languages that have a keyword file in public/picture-words. */\nexport const PICTURE_WORD_FILES: readonly string[] = ${JSON.stringify(Object.keys(words))};\n`,
);
rmSync("public/picture-words", { recursive: true, force: true });
mkdirSync("public/picture-words", { recursive: true });
for (const [lang, text] of Object.entries(words)) writeFileSync(`public/picture-words/${lang}.txt`, `${text}\n`);
writeFileSync(
  "public/picture-words/README.md",
  'Generated by scripts/gen-illustrations.ts (npm run illustrations) from cldr-annotations-full and cldr-annotations-derived-full\n(Unicode CLDR, Unicode licence). Do not edit. One line a keyword: the word ("~" before a common word of the language, which never chooses a drawing alone), a tab, the Fluent Emoji drawings it names ("==" before a drawing the word is the whole name of, "=" before one whose name has the word).\n',
);
console.log(
  `The catalogue's kind words left out: ${Object.entries(kindWordsOf)
    .map(([l, ws]) => `${l} ${ws.join("/")}`)
    .join("; ")}`,
);
const gz = (s: string) => (gzipSync(s, { level: 9 }).length / 1024).toFixed(0);
console.log(
  `${kept.length} drawings (${gz(Object.values(drawings).join("\n"))} KiB gzip), keywords in ${Object.keys(words).length} languages (${gz(Object.values(words).join("\n"))} KiB gzip); ${missingKeywords} drawings without English keywords`,
);
// Written in the repository's format, so `npm run lint` stays clean after a regeneration.
spawnSync("npx", ["biome", "format", "--write", "core/site/illustrations.data.ts", "core/site/picture-words.files.ts"], { stdio: "inherit" });
