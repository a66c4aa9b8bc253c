// Precompresses the built site (dist/client, or the folder given): writes `x.br` (brotli, quality 11)
// and `x.gz` (gzip, level 9) beside every compressible file over 512 bytes, so the Node server never
// compresses on a request. Cloudflare compresses assets itself: `.assetsignore` keeps these copies
// out of the Worker's uploaded assets. Runs last in `npm run build:site` (after the service worker).
import { appendFileSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { COMPRESSIBLE_EXTENSIONS, MIN_COMPRESS_BYTES, PRECOMPRESSED } from "../functions/lib/static-compression.ts";

const root = resolve(process.argv[2] ?? "dist/client");
let files = 0;
let raw = 0;
let brotli = 0;
for (const entry of readdirSync(root, { recursive: true, encoding: "utf8" })) {
  const file = join(root, entry);
  if (!COMPRESSIBLE_EXTENSIONS.has(extname(file).toLowerCase()) || !statSync(file).isFile()) continue;
  const body = readFileSync(file);
  if (body.length <= MIN_COMPRESS_BYTES) continue;
  const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
  writeFileSync(file + PRECOMPRESSED.brotli, br);
  writeFileSync(file + PRECOMPRESSED.gzip, gzipSync(body, { level: 9 }));
  files++;
  raw += body.length;
  brotli += br.length;
}
appendFileSync(join(root, ".assetsignore"), `*${PRECOMPRESSED.brotli}\n*${PRECOMPRESSED.gzip}\n`);
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} KiB -> ${(brotli / 1024).toFixed(0)} KiB brotli`);
