/**
 * Screenshots of right-to-left pages at 390 and 1440 px, with the hosted contact form, for review:
 *
 *   npx tsx scripts/rtl-screenshots.ts [--out=docs/screenshots/rtl] [--ids=ar-JO-sentences,...]
 *
 * Pages come from the locale corpus (and the third blind corpus when it is there), generated as a customer's
 * would be; the form is added as hosting adds it. A review machine without Arabic or Hebrew fonts shows empty
 * boxes for letters such as Urdu's ہ and ے: `--fonts=a.woff2,b.woff2` (Noto Sans Arabic and Hebrew, e.g. from
 * @fontsource) are given to the page as "Noto Sans", a family the site's own font stack names, so the
 * screenshot shows what a phone with Noto fonts shows. The page itself is not changed.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { contactFormWords } from "../core/content/contact-form";
import { contactFormSection, withSection } from "../core/site/contact-form";
import { generateSite } from "../functions/generator/index";
import { languageCorpora } from "../tests/helpers/language-checks";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const out = arg("out") ?? "docs/screenshots/rtl";
const ids = (arg("ids") ?? "ar-JO-sentences,he-IL-block,fa-IR-labels,ur-PK-list").split(",");
const cases = languageCorpora().flatMap(([, c]) => c);
const fonts = (arg("fonts") ?? "")
  .split(",")
  .filter(Boolean)
  .map((file) => {
    const weight = /-(\d00)-/.exec(file)?.[1] ?? "400";
    return `@font-face{font-family:"Noto Sans";font-weight:${weight};src:url(data:font/woff2;base64,${readFileSync(file).toString("base64")}) format("woff2")}`;
  })
  .join("");
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const id of ids) {
  const c = cases.find((x) => x.id === id);
  if (!c) throw new Error(`no case ${id}`);
  const site = await generateSite(c.input, { generatedAt: "2026-12-01" });
  const words = contactFormWords(site.content.language);
  const html = withSection(site.html, contactFormSection({ words, action: "/contact", token: "t" }));
  for (const width of [390, 1440]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.setContent(html);
    if (fonts) {
      await page.addStyleTag({ content: fonts });
      await page.evaluate(async () => {
        // The loaded faces first (they hold Arabic and Hebrew letters only; Latin falls through to the site's own stack).
        const root = document.documentElement;
        for (const v of ["--fh", "--ff", "--fu"]) root.style.setProperty(v, `"Noto Sans",${getComputedStyle(root).getPropertyValue(v)}`);
        for (const weight of ["400", "600", "700"]) for (const text of ["ہےب", "שלום"]) await document.fonts.load(`${weight} 16px "Noto Sans"`, text);
        await document.fonts.ready;
      });
    }
    await page.screenshot({ path: join(out, `${id}-${width}.png`), fullPage: true });
    await page.close();
  }
  console.log(id, site.content.language, /dir="rtl"/.test(site.html) ? "rtl" : "ltr");
}
await browser.close();
