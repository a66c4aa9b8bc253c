/**
 * Sites for owners no rule was written for, generated and served as hosting serves them (the contact and
 * request forms added by the hosted route), screenshotted at 390 and 1440 px (full page) for a person to look at:
 *
 *   npx tsx scripts/look-check.ts [--out=docs/screenshots/checks] [--only=id,...] [--fonts=a.woff2,...]
 *
 * The briefs are in docs/screenshots/checks/briefs.json (written by hand, not from any fixture). Each served
 * page is written to dist/look-check/. `--fonts` as in scripts/rtl-screenshots.ts: faces given to the page as
 * one family per script so a machine without Arabic, Hebrew, Devanagari or Thai fonts shows letters, not boxes;
 * `--css=…/@fontsource/noto-sans-kr/400.css` inlines a stylesheet split by unicode-range (Korean).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import { eq } from "drizzle-orm";
import { generatedSites, projects } from "../db/schema";
import { generationContext, runGeneration } from "../functions/services/generation/index";
import { setPictureWordSource } from "../core/site/picture-words";
import { nodePictureWords } from "../functions/hosts/node/picture-words";
import { createTestApp, signedInUser } from "../tests/helpers/test-app";

type Brief = { id: string; name: string; businessType: string; description: string; requirements?: string };
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const out = arg("out") ?? "docs/screenshots/checks";
const only = arg("only")?.split(",");
const briefs = (JSON.parse(readFileSync(join(out, "briefs.json"), "utf8")) as Brief[]).filter((b) => !only || only.includes(b.id));
// One family per script (Arabic, Hebrew, Devanagari, Thai, Korean): faces of one family and weight without a
// unicode-range would hide each other.
const fontFiles = (arg("fonts") ?? "").split(",").filter(Boolean);
const family = (file: string) => `Look ${/noto-sans-([a-z]+)/.exec(file.split("/").pop() ?? "")?.[1] ?? "x"}`;
const families = [...new Set(fontFiles.map(family))];
const fonts = fontFiles
  .map((file) => {
    const weight = /-(\d00)-/.exec(file)?.[1] ?? "400";
    return `@font-face{font-family:"${family(file)}";font-weight:${weight};src:url(data:font/woff2;base64,${readFileSync(file).toString("base64")}) format("woff2")}`;
  })
  .join("");
// `--css=…/noto-sans-kr/400.css,…`: a fontsource stylesheet whose faces are split by unicode-range (Korean), inlined.
const cssFiles = (arg("css") ?? "").split(",").filter(Boolean);
const cssFaces = cssFiles
  .map((file) =>
    readFileSync(file, "utf8").replace(
      /url\(\.\/files\/([^)]+\.woff2)\) format\('woff2'\)(?:, url\([^)]+\) format\('woff'\))?/g,
      (_, name: string) => `url(data:font/woff2;base64,${readFileSync(join(dirname(file), "files", name)).toString("base64")}) format('woff2')`,
    ),
  )
  .join("");
for (const css of cssFaces.matchAll(/font-family: '([^']+)'/g)) if (!families.includes(css[1] as string)) families.push(css[1] as string);

setPictureWordSource(nodePictureWords());
const t = await createTestApp({ LOG_REQUESTS: "0" });
const owner = await signedInUser(t, { email: "look-check@example.com" });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
mkdirSync(out, { recursive: true });
// The served pages, for reading their text (not committed: they are the generator's output of the day).
const pages = "dist/look-check";
mkdirSync(pages, { recursive: true });
for (const b of briefs) {
  const [p] = await t.db
    .insert(projects)
    .values({
      userId: owner.user.id,
      name: b.name,
      businessType: b.businessType as "Other",
      description: b.description,
      requirements: b.requirements ?? null,
      basePrice: "24.99",
      serviceFee: "5.00",
      totalPrice: "29.99",
      paymentStatus: "paid",
      status: "generating",
      generationStartedAt: new Date(),
    })
    .returning();
  const outcome = await runGeneration({ ...generationContext(t.deps), onCompleted: undefined }, p!.id);
  if (outcome !== "completed") throw new Error(`${b.id}: generation ${outcome}`);
  const [site] = await t.db.select().from(generatedSites).where(eq(generatedSites.projectId, p!.id));
  const html = await (await t.app.request(`/sites/${site!.slug}/`)).text();
  writeFileSync(join(pages, `${b.id}.html`), html);
  for (const width of [390, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.setContent(html, { waitUntil: "load" });
    if (fonts || cssFaces) {
      await page.addStyleTag({ content: fonts + cssFaces });
      await page.evaluate(async (names) => {
        // The site's own stack first (Latin letters stay the site's), then the loaded faces for what it lacks.
        const root = document.documentElement;
        const extra = names.map((n) => `"${n}"`).join(",");
        for (const v of ["--fh", "--ff", "--fu"]) root.style.setProperty(v, `${getComputedStyle(root).getPropertyValue(v)},${extra}`);
        for (const n of names)
          for (const w of ["400", "500", "600", "700", "800"]) await document.fonts.load(`${w} 16px "${n}"`, (document.body.textContent ?? "").slice(0, 4000));
        await document.fonts.ready;
      }, families);
    }
    await page.screenshot({ path: join(out, `${b.id}-${width}.png`), fullPage: true });
    await page.close();
  }
  const c = site!.content as { language?: string };
  console.log(b.id, c.language, /dir="rtl"/.test(html) ? "rtl" : "ltr", site!.slug);
}
await browser.close();
t.cleanup();
