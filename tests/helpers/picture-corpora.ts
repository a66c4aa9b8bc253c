import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GeneratorInput } from "../../functions/generator/input";
import { BLIND_DIR, BLIND_DIR_2, blindGeneratorInput, loadBlind } from "./blind-corpus";
import { loadCorpus, toGeneratorInput } from "./corpus";
import { buildLocaleCorpus } from "./locale-corpus";

/**
 * Every corpus the generator is tested on, as generator inputs with the trade each customer is in plain
 * words (the blind corpora's `expect.trade`, the held-out kinds' `trade`, the team corpus's catalogue id;
 * the locale corpus is one unnamed business written in 34 locales). For the first-screen picture figures.
 */
export interface PictureCase {
  corpus: string;
  id: string;
  trade: string;
  input: GeneratorInput;
}

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "../fixtures");
export const BLIND_DIR_3 = join(FIXTURES, "customers-blind-3");

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
      trade: "an unnamed business",
      input: { projectName: b.name, businessType: "Business", description: b.description, requirements: b.requirements, details: null, template: null },
    })),
  );
  const blinds: Array<[string, string]> = [
    ["blind", BLIND_DIR],
    ["blind-2", BLIND_DIR_2],
    ["blind-3", BLIND_DIR_3],
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
