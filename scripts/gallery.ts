// The generator's output at a glance: every corpus customer's site rendered by the embedded writer,
// side by side at phone and desktop widths, on one local page.
//
//   npm run gallery                         -> dist/gallery/index.html (open it in a browser)
//   npm run gallery -- --only=a,b,c         -> just those corpus ids
//   npm run gallery -- --only=a,b --shots=docs/screenshots/generated/after
//                                           -> also PNGs of each site at 390 and 1440 px (Chromium)
//   npm run gallery -- --corpora --only=b3-quran-school-amman,... --shots=docs/screenshots/pictures --first-screen
//                                           -> any corpus's customers (tests/helpers/picture-corpora), first screen only
//
// Each site is written to dist/gallery/sites/{id}.html and framed with `<iframe src>` (scaled down
// with CSS), so a frame is the real page as a visitor's browser lays it out at that width.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setPictureWordSource } from "../core/site/picture-words";
import { generateSite } from "../functions/generator/index";
import { nodePictureWords } from "../functions/hosts/node/picture-words";
import { loadCorpus, toGeneratorInput } from "../tests/helpers/corpus";
import { pictureCorpora } from "../tests/helpers/picture-corpora";

const args = new Map(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith("--"))
    .map((a) => {
      const [k, v = "1"] = a.slice(2).split("=");
      return [k as string, v] as const;
    }),
);
const only = args.get("only")?.split(",").filter(Boolean);
const out = args.get("out") ?? "dist/gallery";
const shots = args.get("shots");
const firstScreen = args.has("first-screen");

// As the hosts do: the first screen's drawings chosen with the CLDR keywords of public/picture-words.
setPictureWordSource(nodePictureWords());
const customers = args.has("corpora")
  ? [...pictureCorpora().values()].flat().map((c) => ({ id: c.id, input: { name: c.input.projectName, templateId: null }, generatorInput: c.input }))
  : loadCorpus().map((c) => ({ id: c.id, input: { name: c.input.name, templateId: c.input.templateId }, generatorInput: toGeneratorInput(c) }));
const corpus = customers.filter((c) => !only || only.includes(c.id));
if (!corpus.length) {
  console.error("No corpus customer matches --only.");
  process.exit(1);
}
mkdirSync(join(out, "sites"), { recursive: true });

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const rows: string[] = [];
const started = performance.now();
for (const c of corpus) {
  const site = await generateSite(c.generatorInput, { generatedAt: "2026-11-27T00:00:00Z" });
  writeFileSync(join(out, "sites", `${c.id}.html`), site.html);
  const label = `${c.id} · ${site.industry?.id ?? "no kind"} · ${site.language}${c.input.templateId ? ` · ${c.input.templateId}` : ""}`;
  rows.push(
    `<section id="${esc(c.id)}"><h2><a href="sites/${esc(c.id)}.html">${esc(c.input.name)}</a> <small>${esc(label)}</small></h2>` +
      `<div class="frames"><div class="f phone"><iframe loading="lazy" src="sites/${esc(c.id)}.html" title="${esc(c.input.name)} at 390 px"></iframe></div>` +
      `<div class="f desk"><iframe loading="lazy" src="sites/${esc(c.id)}.html" title="${esc(c.input.name)} at 1440 px"></iframe></div></div>` +
      (site.unbuilt.length ? `<p class="unbuilt">Listed back: ${esc(site.unbuilt.join(", "))}</p>` : "") +
      `</section>`,
  );
}
const ms = performance.now() - started;

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Generated sites: ${corpus.length}</title><style>
body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#e9eaee;color:#111}
header{position:sticky;top:0;background:#111;color:#fff;padding:.6rem 1rem;z-index:2}
header a{color:#9cf}
section{padding:1rem;border-bottom:1px solid #ccc}
h2{font-size:1rem;margin:0 0 .5rem}h2 small{font-weight:400;color:#555}
.frames{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}
.f{overflow:hidden;background:#fff;box-shadow:0 1px 4px #0003;flex:none}
.f iframe{border:0;transform-origin:0 0}
.phone{width:234px;height:540px}.phone iframe{width:390px;height:900px;transform:scale(.6)}
.desk{width:720px;height:450px}.desk iframe{width:1440px;height:900px;transform:scale(.5)}
.unbuilt{color:#555;margin:.4rem 0 0}
</style></head><body><header>${corpus.length} sites from the corpus, embedded writer, ${ms.toFixed(0)} ms in all · ${corpus
  .map((c) => `<a href="#${esc(c.id)}">${esc(c.id)}</a>`)
  .join(" ")}</header>${rows.join("")}</body></html>`;
writeFileSync(join(out, "index.html"), page);
console.log(`${join(out, "index.html")}: ${corpus.length} sites (${(ms / corpus.length).toFixed(1)} ms a site)`);

if (shots) {
  const { chromium } = await import("@playwright/test");
  const { pathToFileURL } = await import("node:url");
  mkdirSync(shots, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    const tab = await browser.newPage({ viewport: { width, height } });
    for (const c of corpus) {
      await tab.goto(pathToFileURL(join(process.cwd(), out, "sites", `${c.id}.html`)).href);
      const path = join(shots, `${c.id}-${width}.png`);
      // The phone shot shows the whole page; the desktop one the first two screens (small files); --first-screen: the first screen alone.
      if (firstScreen) await tab.screenshot({ path });
      else await tab.screenshot({ path, fullPage: width < 600, clip: width < 600 ? undefined : { x: 0, y: 0, width, height: height * 2 } });
      console.log(path);
    }
    await tab.close();
  }
  await browser.close();
}
