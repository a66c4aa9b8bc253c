/**
 * Uploaded images read by their bytes, never by their name or declared type: which
 * format a file really is (PNG, JPEG, WebP, AVIF; anything else, SVG included, is refused), whether
 * its structure holds together to the last byte (a PNG header on a script does not), its size in
 * pixels, and a copy without metadata (EXIF with GPS, XMP, comments, text chunks). Pure.
 */
import type { ImageMime } from "./editor";

const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) + b[at + 1]!;
const u32le = (b: Uint8Array, at: number) => b[at]! + (b[at + 1]! << 8) + (b[at + 2]! << 16) + ((b[at + 3]! << 24) >>> 0);
const u24le = (b: Uint8Array, at: number) => b[at]! + (b[at + 1]! << 8) + (b[at + 2]! << 16);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The format the bytes start with, or null. */
export function sniffImageType(b: Uint8Array): ImageMime | null {
  if (b.length >= 8 && PNG_SIGNATURE.every((v, i) => b[i] === v)) return "image/png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "image/jpeg";
  if (b.length >= 12 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") return "image/webp";
  if (b.length >= 16 && ascii(b, 4, 4) === "ftyp") {
    const size = u32be(b, 0);
    if (size < 16 || size > b.length) return null;
    const brands = [ascii(b, 8, 4)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(b, at, 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return "image/avif";
  }
  return null;
}

export interface ImageInfo {
  mime: ImageMime;
  width: number | null;
  height: number | null;
}

export class ImageRejected extends Error {}

let crcTable: Uint32Array | null = null;
function crc32(b: Uint8Array, from: number, to: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = from; i < to; i++) c = crcTable[(c ^ b[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const PNG_METADATA_CHUNKS = new Set(["tEXt", "zTXt", "iTXt", "eXIf", "tIME"]);

function cleanPng(b: Uint8Array): { bytes: Uint8Array; width: number; height: number } {
  const keep: Uint8Array[] = [b.subarray(0, 8)];
  let at = 8;
  let first = true;
  let width = 0;
  let height = 0;
  for (;;) {
    if (at + 12 > b.length) throw new ImageRejected("The PNG file is cut short");
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (length > b.length || end > b.length || !/^[A-Za-z]{4}$/.test(type)) throw new ImageRejected("The PNG file is damaged");
    if (crc32(b, at + 4, at + 8 + length) !== u32be(b, at + 8 + length)) throw new ImageRejected("The PNG file is damaged");
    if (first) {
      if (type !== "IHDR" || length !== 13) throw new ImageRejected("The PNG file is damaged");
      width = u32be(b, at + 8);
      height = u32be(b, at + 12);
      first = false;
    }
    if (!PNG_METADATA_CHUNKS.has(type)) keep.push(b.subarray(at, end));
    at = end;
    if (type === "IEND") break;
  }
  if (at !== b.length) throw new ImageRejected("The PNG file has data after its end");
  return { bytes: concat(keep), width, height };
}

/** APP0 (JFIF), APP2 (ICC colour profile) and APP14 (Adobe colour transform) matter for decoding; every other APPn and COM is metadata. */
const JPEG_KEPT_APP = new Set([0xe0, 0xe2, 0xee]);
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function cleanJpeg(b: Uint8Array): { bytes: Uint8Array; width: number | null; height: number | null } {
  const keep: Uint8Array[] = [b.subarray(0, 2)];
  let at = 2;
  let width: number | null = null;
  let height: number | null = null;
  for (;;) {
    if (at + 4 > b.length || b[at] !== 0xff) throw new ImageRejected("The JPEG file is damaged");
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = u16be(b, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > b.length) throw new ImageRejected("The JPEG file is damaged");
    if (JPEG_SOF.has(marker) && length >= 7) {
      height = u16be(b, at + 5);
      width = u16be(b, at + 7);
    }
    const isMetadata = (marker >= 0xe0 && marker <= 0xef && !JPEG_KEPT_APP.has(marker)) || marker === 0xfe;
    if (!isMetadata) keep.push(b.subarray(at, end));
    at = end;
    if (marker === 0xda) break;
  }
  // The compressed scan runs to the end-of-image marker, which must close the file.
  let last = b.length;
  while (last > at && b[last - 1] === 0x00) last--;
  if (last - at < 2 || b[last - 2] !== 0xff || b[last - 1] !== 0xd9) throw new ImageRejected("The JPEG file is cut short");
  keep.push(b.subarray(at, last));
  if (width === null || width === 0) throw new ImageRejected("The JPEG file has no image size");
  return { bytes: concat(keep), width, height };
}

function cleanWebp(b: Uint8Array): { bytes: Uint8Array; width: number | null; height: number | null } {
  const riffSize = u32le(b, 4);
  if (riffSize + 8 !== b.length && riffSize + 9 !== b.length) throw new ImageRejected("The WebP file is damaged");
  const keep: Uint8Array[] = [];
  let at = 12;
  let width: number | null = null;
  let height: number | null = null;
  let vp8x: Uint8Array | null = null;
  while (at < riffSize + 8) {
    if (at + 8 > b.length) throw new ImageRejected("The WebP file is damaged");
    const type = ascii(b, at, 4);
    const size = u32le(b, at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > b.length + 1) throw new ImageRejected("The WebP file is damaged");
    const chunk = b.slice(at, Math.min(end, b.length));
    if (type === "VP8X" && size >= 10) {
      width = u24le(b, at + 12) + 1;
      height = u24le(b, at + 15) + 1;
      chunk[8] = chunk[8]! & ~0x0c; // the chunk no longer says it carries EXIF or XMP
      vp8x = chunk;
    } else if (type === "VP8 " && size >= 10 && width === null) {
      width = (b[at + 14]! | (b[at + 15]! << 8)) & 0x3fff;
      height = (b[at + 16]! | (b[at + 17]! << 8)) & 0x3fff;
    } else if (type === "VP8L" && size >= 5 && width === null) {
      const bits = u32le(b, at + 9);
      width = (bits & 0x3fff) + 1;
      height = ((bits >>> 14) & 0x3fff) + 1;
    }
    if (type !== "EXIF" && type !== "XMP ") keep.push(type === "VP8X" ? vp8x! : chunk);
    at = end;
  }
  const body = concat(keep);
  const out = new Uint8Array(12 + body.length);
  out.set(b.subarray(0, 12));
  out.set(body, 12);
  const size = out.length - 8;
  out[4] = size & 0xff;
  out[5] = (size >>> 8) & 0xff;
  out[6] = (size >>> 16) & 0xff;
  out[7] = (size >>> 24) & 0xff;
  return { bytes: out, width, height };
}

function checkAvif(b: Uint8Array): { bytes: Uint8Array; width: number | null; height: number | null } {
  let at = 0;
  while (at < b.length) {
    if (at + 8 > b.length) throw new ImageRejected("The AVIF file is damaged");
    const size = u32be(b, at);
    if (size < 8 || at + size > b.length) throw new ImageRejected("The AVIF file is damaged");
    at += size;
  }
  // Metadata in AVIF sits in items addressed by offset; removing it means re-encoding (sharp does).
  const text = ascii(b, 0, Math.min(b.length, 64 * 1024));
  if (/infe[\s\S]{4,16}(Exif|mime)/.test(text)) throw new ImageRejected("This AVIF file carries metadata; save it without EXIF/XMP or use PNG, JPEG or WebP");
  const ispe = text.indexOf("ispe");
  return ispe > 0 ? { bytes: b, width: u32be(b, ispe + 8), height: u32be(b, ispe + 12) } : { bytes: b, width: null, height: null };
}

/**
 * The image without its metadata, with its format and size; throws ImageRejected when the bytes
 * are not one of the accepted formats or do not hold together.
 */
export function cleanImage(b: Uint8Array): ImageInfo & { bytes: Uint8Array } {
  const mime = sniffImageType(b);
  if (!mime) throw new ImageRejected("Only PNG, JPEG, WebP and AVIF images are accepted");
  const cleaned = mime === "image/png" ? cleanPng(b) : mime === "image/jpeg" ? cleanJpeg(b) : mime === "image/webp" ? cleanWebp(b) : checkAvif(b);
  return { mime, ...cleaned };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
