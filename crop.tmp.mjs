import sharp from "sharp";
const [inp, out, top, height] = process.argv.slice(2);
const meta = await sharp(inp).metadata();
const h = Math.min(Number(height), meta.height - Number(top));
await sharp(inp).extract({ left: 0, top: Number(top), width: meta.width, height: h }).toFile(out);
console.log(out, meta.width, meta.height);
