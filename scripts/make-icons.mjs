// Rasterises public/logo.svg into the favicon, app icons and the default share image.
// Run once after changing the logo: `npm run icons`. The outputs are committed.
import sharp from "sharp";
import { readFile, writeFile } from "node:fs/promises";

const logo = await readFile(new URL("../public/logo.svg", import.meta.url));
const out = (p) => new URL(`../public/${p}`, import.meta.url);

for (const size of [192, 512]) {
  await sharp(logo, { density: 600 })
    .resize(size, size)
    .png()
    .toFile(out(`icons/icon-${size}.png`).pathname);
}
// Maskable: the mark inside the safe zone on a full-bleed brand background.
const inner = await sharp(logo, { density: 600 }).resize(360, 360).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: "#0f766e" } })
  .composite([{ input: inner, gravity: "center" }])
  .png()
  .toFile(out("icons/icon-maskable-512.png").pathname);
await sharp(logo, { density: 600 }).resize(180, 180).flatten({ background: "#ffffff" }).png().toFile(out("icons/apple-touch-icon.png").pathname);

// favicon.ico holding one 32x32 PNG (the ICO format allows PNG entries).
const png32 = await sharp(logo, { density: 300 }).resize(32, 32).png().toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
await writeFile(out("favicon.ico"), Buffer.concat([header, png32]));

// Share image 1200x630: the logo and the brand on white.
const mark = await sharp(logo, { density: 600 }).resize(220, 220).png().toBuffer();
const text = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="#f0fdfa"/>
  <rect x="0" y="590" width="1200" height="40" fill="#0f766e"/>
  <text x="420" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#0f172a">Lumen Spaces</text>
  <text x="420" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#115e59">Intelligent spaces, human-first AI tools</text>
</svg>`);
await sharp(text)
  .composite([{ input: mark, left: 150, top: 200 }])
  .png()
  .toFile(out("og-image.png").pathname);
console.log("icons written");
