import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { cleanImage, ImageRejected, sniffImageType } from "../../core/site/image-bytes";

const solid = () => sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } });
const exifGps = {
  IFD0: { Copyright: "Secret owner", Artist: "Home camera" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
};
const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text, "latin1"));

describe("image type by content", () => {
  it("knows PNG, JPEG, WebP and AVIF by their bytes", async () => {
    expect(sniffImageType(await solid().png().toBuffer())).toBe("image/png");
    expect(sniffImageType(await solid().jpeg().toBuffer())).toBe("image/jpeg");
    expect(sniffImageType(await solid().webp().toBuffer())).toBe("image/webp");
    expect(sniffImageType(await solid().avif().toBuffer())).toBe("image/avif");
  });

  it("refuses SVG, HTML, GIF and empty files", () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(sniffImageType(svg)).toBeNull();
    expect(() => cleanImage(svg)).toThrow(ImageRejected);
    expect(() => cleanImage(new TextEncoder().encode("GIF89a......"))).toThrow(ImageRejected);
    expect(() => cleanImage(new Uint8Array())).toThrow(ImageRejected);
  });

  it("refuses a PNG header on a script, and a truncated or padded PNG", async () => {
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode("<script>alert(document.cookie)</script>")]);
    expect(sniffImageType(fake)).toBe("image/png");
    expect(() => cleanImage(fake)).toThrow(ImageRejected);
    const png = new Uint8Array(await solid().png().toBuffer());
    expect(() => cleanImage(png.subarray(0, png.length - 5))).toThrow(ImageRejected);
    expect(() => cleanImage(new Uint8Array([...png, ...new TextEncoder().encode("<?php system($_GET[1]); ?>")]))).toThrow(ImageRejected);
  });

  it("refuses a JPEG header on a script", () => {
    const fake = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode("<html><script>alert(1)</script></html>")]);
    expect(() => cleanImage(fake)).toThrow(ImageRejected);
  });
});

describe("metadata is stripped", () => {
  it("a JPEG with EXIF GPS loses it and keeps its pixels and size", async () => {
    const jpeg = new Uint8Array(await solid().jpeg().withExif(exifGps).toBuffer());
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect(has(jpeg, "Secret owner")).toBe(true);
    const clean = cleanImage(jpeg);
    expect(clean).toMatchObject({ mime: "image/jpeg", width: 40, height: 30 });
    expect(has(clean.bytes, "Exif")).toBe(false);
    expect(has(clean.bytes, "Secret owner")).toBe(false);
    const meta = await sharp(clean.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 30]);
  });

  it("a PNG loses its text and EXIF chunks", async () => {
    const png = new Uint8Array(await solid().png().withExif(exifGps).withMetadata().toBuffer());
    expect(has(png, "eXIf") || has(png, "Secret owner")).toBe(true);
    const clean = cleanImage(png);
    expect(clean).toMatchObject({ mime: "image/png", width: 40, height: 30 });
    expect(has(clean.bytes, "Secret owner")).toBe(false);
    expect((await sharp(clean.bytes).metadata()).exif).toBeUndefined();
  });

  it("a WebP loses its EXIF chunk and still decodes", async () => {
    const webp = new Uint8Array(await solid().webp().withExif(exifGps).toBuffer());
    expect(has(webp, "EXIF")).toBe(true);
    const clean = cleanImage(webp);
    expect(clean).toMatchObject({ mime: "image/webp", width: 40, height: 30 });
    expect(has(clean.bytes, "Secret owner")).toBe(false);
    const meta = await sharp(clean.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(40);
  });
});
