// Screenshots of real generated sites, one per shipped template, for the template gallery:
// each template's style applied to the generator's sample business of its category (the embedded
// writer, no network), rendered by the same renderer that serves /sites/*, photographed in Chromium.
// Writes src/assets/templates/{slug}.png (committed); Astro's image pipeline resizes and converts them
// at build time. Re-run after the generator or db/seed-data.ts changes: `npm run template-images`.
import { build } from "esbuild";
import { chromium } from "@playwright/test";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

// The generator is TypeScript with extensionless imports: bundle what we need into one module first.
const work = join(tmpdir(), `lumen-template-images-${process.pid}`);
const entry = join(work, "entry.mjs");
await build({
  stdin: {
    contents: `
      export { SEED_TEMPLATES } from "./db/seed-data.ts";
      export { writeEmbedded, renderSite, BUSINESS_TYPE_SAMPLES } from "./functions/generator/index.ts";
    `,
    resolveDir: process.cwd(),
    loader: "ts",
  },
  bundle: true,
  platform: "node",
  format: "esm",
  outfile: entry,
  logLevel: "warning",
});
const { SEED_TEMPLATES, writeEmbedded, renderSite, BUSINESS_TYPE_SAMPLES } = await import(pathToFileURL(entry).href);

const out = new URL("../src/assets/templates/", import.meta.url);
await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
// A generated site links nothing outside itself; refuse any request so the shot never depends on a network.
await page.route("**/*", (route) => (route.request().url().startsWith("data:") ? route.continue() : route.abort()));
for (const t of SEED_TEMPLATES) {
  const sample = BUSINESS_TYPE_SAMPLES[t.category] ?? BUSINESS_TYPE_SAMPLES.Other;
  const html = renderSite(writeEmbedded(sample), t.style);
  await page.setContent(html, { waitUntil: "load" });
  await page.screenshot({ path: new URL(`${t.slug}.png`, out).pathname, clip: { x: 0, y: 0, width: 1280, height: 800 } });
  console.log(`src/assets/templates/${t.slug}.png (${t.name}: ${sample.projectName})`);
}
await browser.close();
await rm(work, { recursive: true, force: true });
