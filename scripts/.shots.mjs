import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
const [base, out, mode, ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of mode === "both" ? [390, 1440] : [Number(mode)]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const name = (path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home") + `-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: width < 1000 });
    console.log(`${out}/${name}`);
  }
  await page.close();
}
await browser.close();
