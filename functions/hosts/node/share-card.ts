/**
 * Node's share-card renderer: resvg (native, @resvg/resvg-js) with Noto Sans from the @fontsource
 * packages, nothing fetched at run time. The packages split each font into slices by Unicode range
 * (CJK into ~120): only the slices that hold the card's characters are loaded, so a card loads a few
 * hundred kB of font, not megabytes. resvg reads TrueType/OpenType files, the packages ship WOFF: each
 * slice used is unpacked once into a cache folder.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { inflateSync } from "node:zlib";
import type { ShareCardInput } from "../../../core/site/share-card";
import type { ShareCardRenderer } from "../../services/sites/share-cards";

const require = createRequire(import.meta.url);

interface Slice {
  file: string;
  ranges: Array<[number, number]>;
}

/** Packages in the order the card's fonts are asked for; CJK ones by the page's language. */
const FAMILIES = {
  latin: "@fontsource/noto-sans",
  arabic: "@fontsource/noto-sans-arabic",
  hebrew: "@fontsource/noto-sans-hebrew",
  ja: "@fontsource/noto-sans-jp",
  zh: "@fontsource/noto-sans-sc",
  ko: "@fontsource/noto-sans-kr",
} as const;
type Family = keyof typeof FAMILIES;

const slicesOf = new Map<Family, Slice[]>();

/** The package's bold slices with their Unicode ranges, read from its CSS (`700.css`). */
function slices(family: Family): Slice[] {
  const known = slicesOf.get(family);
  if (known) return known;
  const css = require.resolve(`${FAMILIES[family]}/700.css`);
  const out: Slice[] = [];
  for (const face of readFileSync(css, "utf8").split("@font-face").slice(1)) {
    if (!/font-style:\s*normal/.test(face)) continue;
    const file = /url\((\.\/files\/[^)]+\.woff)\)\s*format\('woff'\)/.exec(face)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(",").map((r): [number, number] => {
      const [a, b] = r.trim().replace(/^U\+/i, "").split("-");
      return [parseInt(a as string, 16), parseInt((b ?? a) as string, 16)];
    });
    out.push({ file: join(dirname(css), file), ranges });
  }
  slicesOf.set(family, out);
  return out;
}

const covers = (s: Slice, cp: number) => s.ranges.some(([a, b]) => cp >= a && cp <= b);

/** The CJK font for a language: Japanese, Korean or Simplified Chinese (the default for Han alone). */
function cjkFamily(lang: string): Family {
  const l = lang.toLowerCase();
  return l.startsWith("ja") ? "ja" : l.startsWith("ko") ? "ko" : l.startsWith("zh") ? "zh" : "ja";
}

/** The slices that draw `text`: per character, the first family (in the language's order) with a slice that covers it. */
export function slicesFor(text: string, lang: string): string[] {
  const order: Family[] = ["latin", "arabic", "hebrew", cjkFamily(lang), ...(["ja", "zh", "ko"] as Family[]).filter((f) => f !== cjkFamily(lang))];
  const files = new Set<string>();
  // The Latin slice always: digits and punctuation in any name.
  const latin = slices("latin").find((s) => covers(s, 0x41));
  if (latin) files.add(latin.file);
  for (const ch of new Set(Array.from(text))) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 0x80 || /\s/u.test(ch)) continue;
    for (const family of order) {
      const slice = slices(family).find((s) => covers(s, cp));
      if (slice) {
        files.add(slice.file);
        break;
      }
    }
  }
  return [...files];
}

/** WOFF 1.0 to the TrueType/OpenType file it wraps (each table inflated when compressed). */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const v = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (v.getUint32(0) !== 0x774f4646) throw new Error("not a WOFF file");
  const flavor = v.getUint32(4);
  const numTables = v.getUint16(12);
  const tables: Array<{ tag: number; checksum: number; data: Uint8Array }> = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = v.getUint32(at + 4);
    const compLength = v.getUint32(at + 8);
    const origLength = v.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({ tag: v.getUint32(at), checksum: v.getUint32(at + 16), data: compLength < origLength ? new Uint8Array(inflateSync(raw)) : raw });
  }
  const headerSize = 12 + numTables * 16;
  const size = tables.reduce((n, t) => n + ((t.data.length + 3) & ~3), headerSize);
  const out = new Uint8Array(size);
  const o = new DataView(out.buffer);
  let pow = 1;
  while (pow * 2 <= numTables) pow *= 2;
  o.setUint32(0, flavor);
  o.setUint16(4, numTables);
  o.setUint16(6, pow * 16);
  o.setUint16(8, Math.log2(pow));
  o.setUint16(10, numTables * 16 - pow * 16);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    o.setUint32(at, t.tag);
    o.setUint32(at + 4, t.checksum);
    o.setUint32(at + 8, offset);
    o.setUint32(at + 12, t.data.length);
    out.set(t.data, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return out;
}

const FONT_CACHE = join(tmpdir(), "lumen-card-fonts");

/** The slice as a TrueType file in the cache folder (unpacked on first use). */
function ttfPath(woffFile: string): string {
  const target = join(FONT_CACHE, woffFile.split(/[\\/]/).pop()!.replace(/\.woff$/, ".ttf"));
  if (!existsSync(target)) {
    mkdirSync(FONT_CACHE, { recursive: true });
    const tmp = `${target}.${process.pid}.tmp`;
    writeFileSync(tmp, woffToSfnt(readFileSync(woffFile)));
    // Renamed into place: another process never reads half a file.
    require("node:fs").renameSync(tmp, target);
  }
  return target;
}

/** The card's PNG: resvg with only the font slices its text needs. */
export const renderShareCardPng: ShareCardRenderer = async (svg: string, input: ShareCardInput) => {
  const { Resvg } = await import("@resvg/resvg-js");
  const text = `${input.name} ${input.place ?? ""}`;
  const fontFiles = slicesFor(text, input.lang).map(ttfPath);
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles, defaultFontFamily: "Noto Sans" }, fitTo: { mode: "original" } });
  return new Uint8Array(resvg.render().asPng());
};
