/**
 * Node's share-card renderer: resvg (native, @resvg/resvg-js) with the card's font slices read from
 * the @fontsource packages in node_modules (core/site/card-fonts.ts), nothing fetched. resvg-js on
 * Node loads fonts from files: each slice used is unpacked from WOFF once into a cache folder.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { inflateSync } from "node:zlib";
import {
  CARD_FONT_CSS,
  CARD_FONT_PACKAGES,
  type CardFontFamily,
  type FontIndex,
  parseFontsourceCss,
  pickSlices,
  woffToSfnt,
} from "../../../core/site/card-fonts";
import type { ShareCardInput } from "../../../core/site/share-card";
import type { ShareCardRenderer } from "../../services/sites/share-cards";

const require = createRequire(import.meta.url);

let index: FontIndex | null = null;
const folders = new Map<CardFontFamily, string>();

/** Every package's bold slices, read from its stylesheet once. */
export function nodeFontIndex(): FontIndex {
  if (index) return index;
  const built = {} as FontIndex;
  for (const [family, pkg] of Object.entries(CARD_FONT_PACKAGES) as Array<[CardFontFamily, string]>) {
    const css = require.resolve(`${pkg}/${CARD_FONT_CSS}`);
    folders.set(family, join(dirname(css), "files"));
    built[family] = parseFontsourceCss(readFileSync(css, "utf8"));
  }
  index = built;
  return built;
}

/** The WOFF files (full paths) that draw `text` in a page of language `lang`. */
export function slicesFor(text: string, lang: string): string[] {
  const idx = nodeFontIndex();
  return pickSlices(idx, text, lang).map((s) => join(folders.get(s.family)!, s.file));
}

const FONT_CACHE = join(tmpdir(), "lumen-card-fonts");

/** The slice as a TrueType file in the cache folder (unpacked on first use; renamed into place, so never read half-written). */
async function ttfPath(woffFile: string): Promise<string> {
  const target = join(
    FONT_CACHE,
    woffFile
      .split(/[\\/]/)
      .pop()!
      .replace(/\.woff$/, ".ttf"),
  );
  if (!existsSync(target)) {
    mkdirSync(FONT_CACHE, { recursive: true });
    const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(tmp, await woffToSfnt(new Uint8Array(readFileSync(woffFile)), (z) => new Uint8Array(inflateSync(z))));
    renameSync(tmp, target);
  }
  return target;
}

/** The card's PNG: resvg with only the font slices its text needs. */
export const renderShareCardPng: ShareCardRenderer = async (svg: string, input: ShareCardInput) => {
  const { Resvg } = await import("@resvg/resvg-js");
  const fontFiles = await Promise.all(slicesFor(`${input.name} ${input.place ?? ""}`, input.lang).map(ttfPath));
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles, defaultFontFamily: "Noto Sans" }, fitTo: { mode: "original" } });
  return new Uint8Array(resvg.render().asPng());
};
