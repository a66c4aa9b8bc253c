// Critical CSS for every built page (dist/client, or the folder given): the rules of the site's one
// stylesheet that match the page's own elements go inline in its <head>, and the stylesheet itself
// moves to the end of <body>, so it no longer blocks the first paint (mobile LCP; see the README's
// Performance section). The whole stylesheet still loads on every page (hover states, menus and
// islands need it), and the service worker still precaches it. No inline script or event handler is
// added, so the Content-Security-Policy stays as Astro wrote it. Runs in `npm run build:site` after
// `astro build`, before the service worker and the precompression.
import Beasties from "beasties";
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(process.argv[2] ?? "dist/client");
const beasties = new Beasties({
  path: root,
  publicPath: "/",
  preload: "body",
  noscriptFallback: false,
  pruneSource: false,
  reduceInlineStyles: false,
  // The brand font is preloaded by the page itself (BrandFont.astro).
  preloadFonts: false,
  inlineFonts: false,
  keyframes: "critical",
  logLevel: "warn",
});

let pages = 0;
let inlined = 0;
for (const entry of readdirSync(root, { recursive: true, encoding: "utf8" })) {
  if (!entry.endsWith(".html")) continue;
  const file = join(root, entry);
  if (!statSync(file).isFile()) continue;
  const html = readFileSync(file, "utf8");
  if (!/<link[^>]+rel="stylesheet"[^>]+href="\/_astro\//.test(html)) continue;
  const out = await beasties.process(html);
  writeFileSync(file, out);
  pages++;
  inlined += out.length - html.length;
}
console.log(`critical CSS inlined in ${pages} pages (${(inlined / pages / 1024).toFixed(1)} KiB each on average, before compression)`);
