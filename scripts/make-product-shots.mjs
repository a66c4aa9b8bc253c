// Product screenshots for the site's own pages (committed under src/assets/product/, optimised by
// Astro's image pipeline): the PII redactor after redacting its sample text, pictured for the
// featured blog post on human-first AI. Run against a built, running server:
//   npm run build && npm start   (another shell)   node scripts/make-product-shots.mjs http://localhost:8080
import { chromium } from "@playwright/test";
import { mkdir } from "node:fs/promises";

const base = (process.argv[2] ?? "http://localhost:8080").replace(/\/$/, "");
const out = new URL("../src/assets/product/", import.meta.url);
await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
await page.goto(`${base}/redactor`, { waitUntil: "networkidle" });
await page.evaluate(() => document.querySelector("[data-pwa-dock]")?.remove());
await page.getByRole("button", { name: "Load sample text" }).click();
await page.getByRole("button", { name: "Redact", exact: true }).click();
await page.getByRole("button", { name: /copy/i }).first().waitFor();
// The "Redaction Complete" toast would sit over the result: take it out of the picture.
await page.getByText("Redaction Complete").first().waitFor();
await page.evaluate(() => document.querySelectorAll('[role="region"]:has(li), ol:has([data-state])').forEach((el) => el.remove()));
// The island element itself has no box (display: contents): picture its root.
const tool = page.locator("astro-island").filter({ has: page.getByRole("button", { name: "Load sample text" }) }).first().locator(":scope > *").first();
await tool.scrollIntoViewIfNeeded();
await tool.screenshot({ path: new URL("redactor.png", out).pathname });
console.log("src/assets/product/redactor.png");
await browser.close();
