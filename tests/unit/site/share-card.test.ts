import { describe, expect, it } from "vitest";
import { inflateSync } from "node:zlib";
import {
  type ShareCardInput,
  emWidth,
  isRightToLeft,
  shareCardInput,
  shareCardKey,
  shareCardSvg,
  wrapLines,
  SHARE_CARD_SIZE,
} from "../../../core/site/share-card";
import { defaultStyleFor, siteContentSchema, type SiteContentInput } from "../../../core/site/schema";
import { renderShareCardPng, slicesFor } from "../../../functions/hosts/node/share-card";
import { CARD_FONT_PACKAGES, parseFontsourceCss, woffToSfnt } from "../../../core/site/card-fonts";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * The share card: a 1200 x 630 PNG of the site's name, town, trade picture and palette, in Latin,
 * Arabic (right to left) and CJK, with only the font slices the text needs; hostile names draw as text.
 */

const require = createRequire(import.meta.url);
const palette = defaultStyleFor("Restaurant").palette;

/** Width, height and decoded pixels (RGBA rows) of an 8-bit RGBA/RGB PNG without interlacing. */
function decodePng(png: Uint8Array): { width: number; height: number; channels: number; rows: Uint8Array[] } {
  const v = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Uint8Array[] = [];
  while (at < png.length) {
    const len = v.getUint32(at);
    const type = new TextDecoder().decode(png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + len);
    if (type === "IHDR") {
      width = v.getUint32(at + 8);
      height = v.getUint32(at + 12);
      expect(data[8]).toBe(8);
      channels = data[9] === 6 ? 4 : data[9] === 2 ? 3 : 0;
      expect(channels).toBeGreaterThan(0);
    }
    if (type === "IDAT") idat.push(data);
    if (type === "IEND") break;
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows: Uint8Array[] = [];
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = new Uint8Array(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? line[i - channels]! : 0;
      const b = prev[i]!;
      const c = i >= channels ? prev[i - channels]! : 0;
      const p = a + b - c;
      const pred =
        filter === 1
          ? a
          : filter === 2
            ? b
            : filter === 3
              ? (a + b) >> 1
              : filter === 4
                ? Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
                  ? a
                  : Math.abs(p - b) <= Math.abs(p - c)
                    ? b
                    : c
                : 0;
      line[i] = (line[i]! + pred) & 0xff;
    }
    rows.push(line);
    prev = line;
  }
  return { width, height, channels, rows };
}

/** Pixels drawn in the text colour inside a box: the name was drawn there (glyphs, not tofu boxes alone). */
function inkIn(img: ReturnType<typeof decodePng>, box: { x0: number; x1: number; y0: number; y1: number }, hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  let n = 0;
  for (let y = box.y0; y < box.y1; y++)
    for (let x = box.x0; x < box.x1; x++) {
      const px = img.rows[y]!.subarray(x * img.channels, x * img.channels + 3);
      if (Math.abs(px[0]! - r) < 24 && Math.abs(px[1]! - g) < 24 && Math.abs(px[2]! - b) < 24) n++;
    }
  return n;
}

const input = (name: string, lang: string, place?: string): ShareCardInput => ({ name, lang, picture: "bread", palette, ...(place ? { place } : {}) });

describe("the card in three scripts", () => {
  const cases = [
    { script: "Latin", card: input("Rosa's Sourdough Bakery & Café", "en", "Austin"), textSide: "left" },
    { script: "Arabic", card: input("مخبز الياسمين للحلويات الشرقية", "ar", "عمّان"), textSide: "right" },
    { script: "CJK", card: input("東京ラーメン 一番星", "ja", "渋谷区"), textSide: "left" },
  ] as const;
  for (const { script, card, textSide } of cases) {
    it(`${script}: a valid ${SHARE_CARD_SIZE.width} x ${SHARE_CARD_SIZE.height} PNG with the name drawn on the ${textSide}`, async () => {
      const png = await renderShareCardPng(shareCardSvg(card), card);
      const img = decodePng(png);
      expect([img.width, img.height]).toEqual([1200, 630]);
      const left = inkIn(img, { x0: 60, x1: 560, y0: 120, y1: 520 }, palette.text);
      const right = inkIn(img, { x0: 640, x1: 1140, y0: 120, y1: 520 }, palette.text);
      // The words' side has thousands of text-coloured pixels; the picture's side none of the text colour.
      if (textSide === "left") expect(left).toBeGreaterThan(5000);
      else expect(right).toBeGreaterThan(5000);
      expect(textSide === "left" ? right : left).toBeLessThan(500);
    });
  }

  it("loads only the font slices the text needs (CJK: a few of ~120)", () => {
    const ja = slicesFor("東京ラーメン 一番星 渋谷区", "ja");
    expect(ja.length).toBeGreaterThan(1);
    expect(ja.length).toBeLessThan(12);
    expect(ja.every((f) => /noto-sans(-jp)?-/.test(f))).toBe(true);
    expect(slicesFor("Corner Bakery", "en")).toHaveLength(1);
    const ar = slicesFor("مخبز الياسمين", "ar");
    expect(ar.some((f) => f.includes("noto-sans-arabic"))).toBe(true);
    // Han alone follows the page's language: Chinese pages get the Chinese font's forms.
    expect(slicesFor("小笼包", "zh").some((f) => f.includes("noto-sans-sc"))).toBe(true);
    expect(slicesFor("김밥천국", "ko").some((f) => f.includes("noto-sans-kr"))).toBe(true);
  });

  it("unwraps WOFF into a font file whose tables are whole", async () => {
    const woff = readFileSync(require.resolve("@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff"));
    const sfnt = await woffToSfnt(new Uint8Array(woff), (z) => new Uint8Array(inflateSync(z)));
    const v = new DataView(sfnt.buffer);
    expect(v.getUint32(0)).toBe(new DataView(woff.buffer, woff.byteOffset).getUint32(4));
    const tags = Array.from({ length: v.getUint16(4) }, (_, i) => new TextDecoder().decode(sfnt.subarray(12 + i * 16, 16 + i * 16)));
    expect(tags).toEqual(expect.arrayContaining(["cmap", "glyf", "head", "hmtx"]));
    await expect(woffToSfnt(new Uint8Array(64), (z) => z)).rejects.toThrow(/not a WOFF/);
    // A table that does not unpack to its stated length is refused, not drawn from.
    await expect(woffToSfnt(new Uint8Array(woff), () => new Uint8Array(3))).rejects.toThrow(/length/);
  });
});

describe("the Worker's fonts", () => {
  it("scripts/card-fonts.mjs copies the same packages, with every slice their stylesheets name", async () => {
    const script = "../../../scripts/card-fonts.mjs";
    const { PACKAGES, copyCardFonts } = (await import(script)) as { PACKAGES: Record<string, string>; copyCardFonts: (dir: string) => void };
    expect(PACKAGES).toEqual(CARD_FONT_PACKAGES);
    const dir = mkdtempSync(join(tmpdir(), "card-fonts-"));
    try {
      copyCardFonts(dir);
      for (const family of Object.keys(CARD_FONT_PACKAGES)) {
        const slices = parseFontsourceCss(readFileSync(join(dir, "_card-fonts", family, "700.css"), "utf8"));
        expect(slices.length).toBeGreaterThan(0);
        for (const s of slices) expect(existsSync(join(dir, "_card-fonts", family, "files", s.file)), s.file).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the Worker's renderer (resvg as WebAssembly, fonts from its assets)", () => {
  it("draws the same cards in the three scripts from the assets the build copies", async () => {
    const script = "../../../scripts/card-fonts.mjs";
    const { copyCardFonts } = (await import(script)) as { copyCardFonts: (dir: string) => void };
    const { workerShareCards, CARD_FONTS_PATH } = await import("../../../functions/hosts/worker/share-card");
    const dir = mkdtempSync(join(tmpdir(), "card-assets-"));
    const asked: string[] = [];
    try {
      copyCardFonts(dir);
      const assets = {
        fetch: async (req: Request) => {
          const path = decodeURIComponent(new URL(req.url).pathname);
          asked.push(path);
          const file = join(dir, path);
          return path.startsWith(`${CARD_FONTS_PATH}/`) && existsSync(file) ? new Response(readFileSync(file)) : new Response("not found", { status: 404 });
        },
      };
      const render = workerShareCards(assets);
      for (const [card, side] of [
        [input("Rosa's Sourdough Bakery & Café", "en", "Austin"), "left"],
        [input("مخبز الياسمين للحلويات الشرقية", "ar", "عمّان"), "right"],
        [input("東京ラーメン 一番星", "ja", "渋谷区"), "left"],
      ] as const) {
        const img = decodePng(await render(shareCardSvg(card), card));
        expect([img.width, img.height]).toEqual([1200, 630]);
        const ink = inkIn(img, side === "left" ? { x0: 60, x1: 560, y0: 120, y1: 520 } : { x0: 640, x1: 1140, y0: 120, y1: 520 }, palette.text);
        expect(ink, card.name).toBeGreaterThan(5000);
      }
      // Only the stylesheets and the slices the three names need were read, not every slice.
      expect(asked.filter((p) => p.endsWith(".woff")).length).toBeLessThan(15);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("hostile and odd names", () => {
  it("draw as text, never as markup, and still make a valid card", async () => {
    for (const name of [
      `</text><script>alert(1)</script><text>`,
      `"'><svg onload=alert(1)>&amp;`,
      "‮evil‬ name with bidi overrides",
      "🍕🍕🍕 Pizza 🍕",
      "x".repeat(100),
      "Ä".repeat(100),
      "\u0000\u0007 control",
    ]) {
      const card = input(name, "en");
      const svg = shareCardSvg(card);
      expect(svg).not.toMatch(/<script|<svg onload/);
      const img = decodePng(await renderShareCardPng(svg, card));
      expect([img.width, img.height]).toEqual([1200, 630]);
      // The words stay in their column: none of the text colour over the picture's side.
      expect(inkIn(img, { x0: 680, x1: 1140, y0: 60, y1: 580 }, palette.text), name).toBeLessThan(500);
    }
  }, 30_000);

  it("a long name wraps into at most three lines, the last cut with an ellipsis", () => {
    const lines = wrapLines("The Very Long Name Of A Family Bakery And Coffee House On The Corner Of Main Street", 10, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith("…")).toBe(true);
    expect(wrapLines("東京ラーメン一番星本店", 5, 3)).toEqual(["東京ラーメ", "ン一番星本", "店"]);
    // A word wider than the line is cut to fit, never drawn past it.
    for (const name of ["Quick Fix Plumbing <script>alert('x')</script>", "x".repeat(100), "https://example.com/a/very/long/path/name"]) {
      const cut = wrapLines(name, 8, 3);
      expect(cut.length, name).toBeLessThanOrEqual(3);
      for (const line of cut) expect(emWidth(line), line).toBeLessThanOrEqual(8);
    }
    expect(isRightToLeft("مخبز")).toBe(true);
    expect(isRightToLeft("בית קפה")).toBe(true);
    expect(isRightToLeft("Café")).toBe(false);
  });
});

describe("the card's key", () => {
  const base: SiteContentInput = {
    language: "en",
    brandName: "Juniper Lane Bakery",
    hero: { headline: "Juniper Lane Bakery", picture: "bread" },
    sections: [],
    facts: { city: "Austin", phones: ["(512) 555-0187"] },
    seo: { title: "Juniper Lane Bakery", description: "Bread." },
  };
  const key = (c: SiteContentInput) => shareCardKey(siteContentSchema.parse(c));
  it("changes with what the card draws, not with anything else", () => {
    const k = key(base);
    expect(key({ ...base, facts: { ...base.facts, phones: ["(512) 555-0100"] } })).toBe(k);
    expect(key({ ...base, seo: { title: "Other", description: "Other." } })).toBe(k);
    expect(key({ ...base, brandName: "Juniper Lane Bread" })).not.toBe(k);
    expect(key({ ...base, facts: { ...base.facts, city: "Dallas" } })).not.toBe(k);
    expect(key({ ...base, hero: { ...base.hero, picture: "croissant" } })).not.toBe(k);
    expect(key({ ...base, language: "es" })).not.toBe(k);
    expect(key({ ...base, theme: { ...defaultStyleFor("Business") } })).not.toBe(k);
    expect(shareCardInput(siteContentSchema.parse(base))).toMatchObject({ name: "Juniper Lane Bakery", place: "Austin", lang: "en", picture: "bread" });
  });
});
