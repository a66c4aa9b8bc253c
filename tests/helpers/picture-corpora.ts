import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { classifyBusiness } from "../../core/brief/classify";
import { type PictureWords, matchPictureWords } from "../../core/site/picture-words";
import { KIND_PICTURE } from "../../core/site/pictures";
import type { GeneratorInput } from "../../functions/generator/input";
import { BLIND_DIR, BLIND_DIR_2, blindGeneratorInput, loadBlind } from "./blind-corpus";
import { loadCorpus, toGeneratorInput } from "./corpus";
import { buildLocaleCorpus } from "./locale-corpus";

/**
 * Every corpus the generator is tested on, as generator inputs with the trade each customer is in plain
 * words (the blind corpora's `expect.trade`, the held-out kinds' `trade`, the team corpus's catalogue id;
 * the locale corpus is one unnamed business written in 34 locales). For the first-screen picture figures.
 */
/** The locale corpus's trade: none at all, so any picture but a neutral one is off-trade (whatever the keyword files say "business" names). */
export const NO_TRADE = "an unnamed business";

export interface PictureCase {
  corpus: string;
  id: string;
  trade: string;
  input: GeneratorInput;
}

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "../fixtures");
export const BLIND_DIR_3 = join(FIXTURES, "customers-blind-3");
export const BLIND_DIR_4 = join(FIXTURES, "customers-blind-4");

interface HeldOut {
  id: string;
  trade: string;
  name: string;
  businessType: GeneratorInput["businessType"];
  description: string;
  requirements: string;
}

export function pictureCorpora(): Map<string, PictureCase[]> {
  const out = new Map<string, PictureCase[]>();
  out.set(
    "team",
    loadCorpus().map((c) => ({ corpus: "team", id: c.id, trade: c.expect.industry ?? `unlisted: ${c.id}`, input: toGeneratorInput(c) })),
  );
  out.set(
    "locale",
    buildLocaleCorpus().map((b) => ({
      corpus: "locale",
      id: b.id,
      trade: NO_TRADE,
      input: { projectName: b.name, businessType: "Business", description: b.description, requirements: b.requirements, details: null, template: null },
    })),
  );
  const blinds: Array<[string, string]> = [
    ["blind", BLIND_DIR],
    ["blind-2", BLIND_DIR_2],
    ["blind-3", BLIND_DIR_3],
    ["blind-4", BLIND_DIR_4],
  ];
  for (const [name, dir] of blinds) {
    if (!existsSync(dir)) continue;
    out.set(
      name,
      loadBlind(dir).map((c) => ({ corpus: name, id: c.id, trade: c.expect.trade, input: blindGeneratorInput(c) })),
    );
  }
  const held = JSON.parse(readFileSync(join(FIXTURES, "kinds-held-out/briefs.json"), "utf8")) as HeldOut[];
  out.set(
    "kinds-held-out",
    held.map((b) => ({
      corpus: "kinds-held-out",
      id: b.id,
      trade: b.trade,
      input: { projectName: b.name, businessType: b.businessType, description: b.description, requirements: b.requirements, details: null, template: null },
    })),
  );
  return out;
}

export interface PictureFigures {
  sites: number;
  distinct: number;
  /** The most sites one picture is on. */
  most: number;
  /** Pictures on more than two sites: picture -> how many. */
  overTwo: Array<[string, number]>;
  /** Pictures on sites of different trades: picture -> the trades. */
  sharedByTrades: Array<[string, string[]]>;
}

/** How many sites share each picture, and which different trades share one. */
export function pictureFigures(rows: ReadonlyArray<{ trade: string; picture: string }>): PictureFigures {
  const by = new Map<string, string[]>();
  for (const r of rows) by.set(r.picture, [...(by.get(r.picture) ?? []), r.trade]);
  const entries = [...by.entries()].sort((a, b) => b[1].length - a[1].length);
  return {
    sites: rows.length,
    distinct: by.size,
    most: entries[0]?.[1].length ?? 0,
    overTwo: entries.filter(([, t]) => t.length > 2).map(([p, t]) => [p, t.length]),
    sharedByTrades: entries.filter(([, t]) => new Set(t).size > 1).map(([p, t]) => [p, [...new Set(t)]]),
  };
}

/**
 * The drawings a trade's plain-English name names through the English CLDR keywords ("dog groomer": the
 * poodle...), or none. A site whose picture is none of them while its trade names some had a closer drawing.
 */
export function drawingsTheTradeNames(trade: string, english: PictureWords): string[] {
  const words = trade.replace(/^unlisted: .*/, "").replace(/-/g, " ");
  const m = matchPictureWords([{ text: words, weight: 3 }], [english], "en");
  const best = Math.max(0, ...[...m.values()].map((x) => x.score));
  return [...m.entries()].filter(([, x]) => x.score >= best * 0.5 && x.score >= 1).map(([d]) => d);
}

/** Pictures shared by sites of different trades where some of those sites' trades name a drawing the site does not show. */
export function sharedWhenCloserExists(
  rows: ReadonlyArray<{ id: string; trade: string; pictures: readonly string[] }>,
  english: PictureWords,
): Array<{ picture: string; sites: string[] }> {
  const by = new Map<string, Array<(typeof rows)[number]>>();
  for (const r of rows) {
    const key = r.pictures.join("+");
    by.set(key, [...(by.get(key) ?? []), r]);
  }
  const out: Array<{ picture: string; sites: string[] }> = [];
  for (const [picture, sites] of by) {
    if (new Set(sites.map((s) => s.trade)).size < 2) continue;
    const closer = sites.filter((s) => {
      const named = drawingsTheTradeNames(s.trade, english);
      return named.length > 0 && !named.some((d) => s.pictures.includes(d));
    });
    if (closer.length) out.push({ picture, sites: closer.map((s) => `${s.id} [${s.trade}] could show ${drawingsTheTradeNames(s.trade, english).join("/")}`) });
  }
  return out;
}

/**
 * The words that head three or more of the catalogue's kinds' names ("shop", "school", "studio",
 * "service", "repair"...): they say what sort of place a business is, not its trade, so they name no
 * drawing of it ("funeral services" is no service dog). From the catalogue, not a hand list.
 */
export { KIND_HEAD_WORDS } from "../../core/site/pictures";

export type PictureVerdict = "on-trade" | "neutral" | "off-trade" | "unjudged";

/**
 * Whether a site's first screen shows its trade, judged from the trade in plain English against the
 * drawings' English CLDR names and keywords, and the catalogue's drawing of the kind those words are: on-trade when a drawing it shows is one the trade's words
 * name (less the words that only say what sort of place it is); neutral when it shows only neutral
 * drawings; unjudged when the trade's words name no drawing at all; else off-trade.
 */
export function pictureVerdict(
  trade: string,
  pictures: readonly string[],
  english: PictureWords,
  kindWords: ReadonlySet<string>,
  neutral: ReadonlySet<string>,
): PictureVerdict {
  if (trade === NO_TRADE) return pictures.length > 0 && pictures.every((p) => neutral.has(p)) ? "neutral" : "off-trade";
  const words = trade.replace(/^unlisted: .*/, "").replace(/-/g, " ");
  const named = new Set(matchPictureWords([{ text: words, weight: 3 }], [english], "en", kindWords).keys());
  // The catalogue's own drawing of the kind the trade's words are (its hand map: "bakery" is bread).
  const kind = words ? classifyBusiness({ name: words, businessType: "Business", description: words, requirements: "" }).industry : null;
  const own = kind ? KIND_PICTURE[kind.id] : undefined;
  if (own) named.add(own);
  // A drawing whose English name has one of the trade's words ("dog groomer": the dog, the dog face).
  const tradeWords = new Set(
    words
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .map((w) => w.replace(/(?<!s)s$/, ""))
      .filter((w) => w.length >= 3 && !kindWords.has(w)),
  );
  for (const p of pictures) if (p.split("-").some((w) => tradeWords.has(w))) named.add(p);
  // A drawing of a kind of the thing the trade names: its name ends with that drawing's whole name (an old key
  // and a locked-with-key are keys for a locksmith, whose drawing is the key).
  for (const p of pictures) if ([...named].some((d) => !d.includes("-") && (p.endsWith(`-${d}`) || p.split("-").at(-1) === d))) named.add(p);
  if (pictures.some((p) => named.has(p))) return "on-trade";
  if (pictures.length > 0 && pictures.every((p) => neutral.has(p))) return "neutral";
  return named.size ? "off-trade" : "unjudged";
}

export interface VerdictFigures {
  "on-trade": number;
  neutral: number;
  "off-trade": number;
  unjudged: number;
  /** Off-trade sites: "id [trade] -> picture". */
  off: string[];
}

export function verdictFigures(
  rows: ReadonlyArray<{ id: string; trade: string; pictures: readonly string[] }>,
  english: PictureWords,
  kindWords: ReadonlySet<string>,
  neutral: ReadonlySet<string>,
): VerdictFigures {
  const out: VerdictFigures = { "on-trade": 0, neutral: 0, "off-trade": 0, unjudged: 0, off: [] };
  for (const r of rows) {
    const v = pictureVerdict(r.trade, r.pictures, english, kindWords, neutral);
    out[v]++;
    if (v === "off-trade") out.off.push(`${r.id} [${r.trade}] -> ${r.pictures.join("+")}`);
  }
  return out;
}
