/**
 * The share card's fonts: Noto Sans in bold from the @fontsource packages (Latin, Arabic, Hebrew,
 * Japanese, Simplified Chinese, Korean). The packages split each font into slices by Unicode range
 * (CJK into ~120); a card loads only the slices that hold its characters. Pure: each host reads the
 * slices its own way (Node from node_modules, the Worker from its static assets, built from the same
 * packages) and unwraps their WOFF with its own inflate.
 */

export const CARD_FONT_PACKAGES = {
  latin: "@fontsource/noto-sans",
  arabic: "@fontsource/noto-sans-arabic",
  hebrew: "@fontsource/noto-sans-hebrew",
  ja: "@fontsource/noto-sans-jp",
  zh: "@fontsource/noto-sans-sc",
  ko: "@fontsource/noto-sans-kr",
} as const;
export type CardFontFamily = keyof typeof CARD_FONT_PACKAGES;

/** The stylesheet of the weight the card draws in (bold), in each package. */
export const CARD_FONT_CSS = "700.css";

export interface FontSlice {
  /** The WOFF file's name (in the package's files/ folder). */
  file: string;
  ranges: Array<[number, number]>;
}

export type FontIndex = Record<CardFontFamily, FontSlice[]>;

/** The upright faces of a fontsource stylesheet: each WOFF file with its unicode-range. */
export function parseFontsourceCss(css: string): FontSlice[] {
  const out: FontSlice[] = [];
  for (const face of css.split("@font-face").slice(1)) {
    if (!/font-style:\s*normal/.test(face)) continue;
    const file = /url\(\.\/files\/([^)]+\.woff)\)\s*format\('woff'\)/.exec(face)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(",").map((r): [number, number] => {
      const [a, b] = r.trim().replace(/^U\+/i, "").split("-");
      return [parseInt(a as string, 16), parseInt((b ?? a) as string, 16)];
    });
    out.push({ file, ranges });
  }
  return out;
}

const covers = (s: FontSlice, cp: number) => s.ranges.some(([a, b]) => cp >= a && cp <= b);

/** The CJK font for a language: Japanese, Korean or Simplified Chinese; Japanese's when the language says none. */
function cjkFamily(lang: string): CardFontFamily {
  const l = lang.toLowerCase();
  return l.startsWith("ko") ? "ko" : l.startsWith("zh") ? "zh" : "ja";
}

/**
 * The slices that draw `text`: the Latin one always (digits, punctuation), then per character the
 * first family, in the language's order, with a slice covering it. Characters no slice covers are
 * left to the renderer's fallback.
 */
export function pickSlices(index: FontIndex, text: string, lang: string): Array<{ family: CardFontFamily; file: string }> {
  const cjk = cjkFamily(lang);
  const order: CardFontFamily[] = ["latin", "arabic", "hebrew", cjk, ...(["ja", "zh", "ko"] as const).filter((f) => f !== cjk)];
  const picked = new Map<string, { family: CardFontFamily; file: string }>();
  const basic = index.latin.find((s) => covers(s, 0x41));
  if (basic) picked.set(basic.file, { family: "latin", file: basic.file });
  for (const ch of new Set(Array.from(text))) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 0x80 || /\s/u.test(ch)) continue;
    for (const family of order) {
      const slice = index[family].find((s) => covers(s, cp));
      if (slice) {
        picked.set(slice.file, { family, file: slice.file });
        break;
      }
    }
  }
  return [...picked.values()];
}

/** WOFF 1.0 to the TrueType/OpenType font it wraps; `inflate` undoes zlib (each compressed table). */
export async function woffToSfnt(woff: Uint8Array, inflate: (zlib: Uint8Array) => Uint8Array | Promise<Uint8Array>): Promise<Uint8Array> {
  const v = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < 44 || v.getUint32(0) !== 0x774f4646) throw new Error("not a WOFF file");
  const flavor = v.getUint32(4);
  const numTables = v.getUint16(12);
  const tables: Array<{ tag: number; checksum: number; data: Uint8Array }> = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = v.getUint32(at + 4);
    const compLength = v.getUint32(at + 8);
    const origLength = v.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? await inflate(raw) : raw;
    if (data.length !== origLength) throw new Error("a WOFF table did not unpack to its length");
    tables.push({ tag: v.getUint32(at), checksum: v.getUint32(at + 16), data });
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
