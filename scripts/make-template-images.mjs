// Screenshots of real generated sites, one per shipped template, for the template gallery:
// the generator's sample business of each template's category, generated with that template exactly
// as a project is (generateSite, embedded writer, no network), photographed in Chromium.
// Writes src/assets/templates/{slug}.png (committed); Astro's image pipeline resizes and converts them
// at build time. Re-run after the generator or core/seed-data.ts changes: `npm run template-images`.
import { build } from "esbuild";
import { chromium } from "@playwright/test";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

// The generator is TypeScript with extensionless imports: bundle what we need into one module first.
// Written inside the project so the bundle's package imports (left external) resolve from node_modules.
const work = join(process.cwd(), "node_modules", ".cache", `template-images-${process.pid}`);
const entry = join(work, "entry.mjs");
await build({
  stdin: {
    contents: `
      export { SEED_TEMPLATES } from "./core/seed-data.ts";
      export { generateSite, BUSINESS_TYPE_SAMPLES } from "./functions/generator/index.ts";
    `,
    resolveDir: process.cwd(),
    loader: "ts",
  },
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  outfile: entry,
  logLevel: "warning",
});
const { SEED_TEMPLATES, generateSite, BUSINESS_TYPE_SAMPLES } = await import(pathToFileURL(entry).href);

const out = new URL("../src/assets/templates/", import.meta.url);
await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
// A generated site links nothing outside itself; refuse any request so the shot never depends on a network.
await page.route("**/*", (route) => (route.request().url().startsWith("data:") ? route.continue() : route.abort()));
for (const t of SEED_TEMPLATES) {
  const sample = BUSINESS_TYPE_SAMPLES[t.category] ?? BUSINESS_TYPE_SAMPLES.Other;
  // The generator exactly as a project runs it (embedded writer: no model, no network), with this template.
  const template = { name: t.name, category: t.category, description: t.description ?? null, style: t.style };
  const { html } = await generateSite({ ...sample, template }, { generatedAt: "2025-01-01T00:00:00Z" });
  await page.setContent(html, { waitUntil: "load" });
  await page.screenshot({ path: new URL(`${t.slug}.png`, out).pathname, clip: { x: 0, y: 0, width: 1280, height: 800 } });
  console.log(`src/assets/templates/${t.slug}.png (${t.name}: ${sample.projectName})`);
}
await browser.close();
await rm(work, { recursive: true, force: true });
