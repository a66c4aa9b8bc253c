/**
 * The Worker's share-card renderer: resvg compiled to WebAssembly (@resvg/resvg-wasm, ~0.9 MiB gzip in
 * the bundle; sharp and resvg-js are native Node modules), with the card's font slices read from the
 * Worker's own static assets through the ASSETS binding (`_card-fonts/`, copied from the same
 * @fontsource packages at build by scripts/card-fonts.mjs; no outside host). Each slice used is
 * unpacked from WOFF once per isolate (DecompressionStream).
 */
import { Resvg, initWasm } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
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

/** Where scripts/card-fonts.mjs puts each family's stylesheet and files in the static assets. */
export const CARD_FONTS_PATH = "/_card-fonts";

interface Assets {
  fetch(request: Request): Promise<Response>;
}

let wasmReady: Promise<void> | null = null;
let index: Promise<FontIndex> | null = null;
const fonts = new Map<string, Promise<Uint8Array>>();
/** Unpacked slices kept per isolate: a handful of CJK slices is a few MB. */
const FONTS_KEPT = 48;

async function asset(assets: Assets, path: string): Promise<Response> {
  const res = await assets.fetch(new Request(`https://assets.local${CARD_FONTS_PATH}${path}`));
  if (!res.ok) throw new Error(`card font ${path}: ${res.status} (was scripts/card-fonts.mjs run after the site build?)`);
  return res;
}

async function inflate(zlib: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([zlib as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function fontIndex(assets: Assets): Promise<FontIndex> {
  index ??= (async () => {
    const built = {} as FontIndex;
    for (const family of Object.keys(CARD_FONT_PACKAGES) as CardFontFamily[])
      built[family] = parseFontsourceCss(await (await asset(assets, `/${family}/${CARD_FONT_CSS}`)).text());
    return built;
  })().catch((error) => {
    index = null;
    throw error;
  });
  return index;
}

function font(assets: Assets, family: CardFontFamily, file: string): Promise<Uint8Array> {
  const key = `${family}/${file}`;
  let got = fonts.get(key);
  if (!got) {
    if (fonts.size >= FONTS_KEPT) fonts.clear();
    got = asset(assets, `/${family}/files/${file}`)
      .then(async (res) => woffToSfnt(new Uint8Array(await res.arrayBuffer()), inflate))
      .catch((error) => {
        fonts.delete(key);
        throw error;
      });
    fonts.set(key, got);
  }
  return got;
}

export function workerShareCards(assets: Assets): ShareCardRenderer {
  return async (svg: string, input: ShareCardInput) => {
    wasmReady ??= initWasm(resvgWasm).catch((error) => {
      wasmReady = null;
      throw error;
    });
    await wasmReady;
    const slices = pickSlices(await fontIndex(assets), `${input.name} ${input.place ?? ""}`, input.lang);
    const fontBuffers = await Promise.all(slices.map((s) => font(assets, s.family, s.file)));
    const resvg = new Resvg(svg, { font: { fontBuffers, defaultFontFamily: "Noto Sans" }, fitTo: { mode: "original" } });
    const png = resvg.render().asPng();
    resvg.free();
    return png;
  };
}
