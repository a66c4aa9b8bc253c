// Product screenshots for the site's own pages (committed under src/assets/product/, optimised by
// Astro's image pipeline): the PII redactor after redacting its sample text (the featured blog post
// on human-first AI), and the generator's real flow for /platform and /documentation: the create
// form filled in, the dashboard with the generated site, the editor on it. Run against a built,
// running server on a fresh database (it signs in through the embedded provider, and marks the
// project paid in the admin panel with the development password):
//   npm run build && DATABASE_URL=file:/tmp/shots.db PORT=8080 npm start   (another shell)
//   node scripts/make-product-shots.mjs http://localhost:8080
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
const tool = page
  .locator("astro-island")
  .filter({ has: page.getByRole("button", { name: "Load sample text" }) })
  .first()
  .locator(":scope > *")
  .first();
await tool.scrollIntoViewIfNeeded();
await tool.screenshot({ path: new URL("redactor.png", out).pathname });
console.log("src/assets/product/redactor.png");
await page.close();

/** A screenshot of `locator` (`maxHeight` px of it from `skipTop` down), without the notices dock and toasts. */
async function shoot(target, locator, name, maxHeight = 900, skipTop = 0) {
  await target.evaluate(() => {
    document.querySelector("[data-pwa-dock]")?.remove();
    document.querySelectorAll('[role="region"]:has(li), ol:has([data-state])').forEach((el) => el.remove());
  });
  const box = await locator.boundingBox();
  const scrollY = await target.evaluate(() => window.scrollY);
  const clip = { x: box.x, y: box.y + scrollY + skipTop, width: box.width, height: Math.min(box.height - skipTop, maxHeight) };
  await target.screenshot({ path: new URL(name, out).pathname, clip, fullPage: true, animations: "disabled" });
  console.log(`src/assets/product/${name}`);
}

const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
const app = await context.newPage();
await app.goto(`${base}/api/login?prompt=login&returnTo=${encodeURIComponent("/create")}`);
await app.getByLabel("Email").fill("harbor.street@example.com");
await app.getByLabel("Password").fill("password");
await app.getByRole("button", { name: "Sign in" }).click();
await app.waitForURL((url) => url.pathname === "/create");
await app.waitForLoadState("networkidle");
await app.getByLabel("Website Name").fill("Harbor Street Bakery");
await app.getByText("Harvest Table", { exact: true }).click();
await app.getByLabel("Brief Description").fill("Sourdough, pastries and coffee in the old town since 2009. Open early, six days a week.");
await app.getByLabel("Specific Requirements").fill("Menu with prices, opening hours, how to find us");
await shoot(app, app.locator("main form").first(), "create.png", 760);

await app.getByRole("button", { name: "Create Website Project" }).click();
await app.waitForURL(/\/checkout\/\d+$/);
const projectId = Number(new URL(app.url()).pathname.split("/").pop());

// The payment, recorded in the admin panel (no Stripe here), as an administrator would.
const adminPage = await (await browser.newContext()).newPage();
await adminPage.goto(`${base}/admin`, { waitUntil: "networkidle" });
await adminPage.getByLabel("Password").fill(process.env.ADMIN_PASSWORD ?? "admin");
await adminPage.getByRole("button", { name: "Sign in" }).click();
await adminPage.getByRole("tab", { name: "Projects" }).click();
adminPage.once("dialog", (dialog) => void dialog.accept());
await adminPage
  .locator(`[data-testid="admin-project"][data-project-id="${projectId}"]`)
  .getByRole("button", { name: /Mark as paid/ })
  .click();
await adminPage.getByText("admin:panel").first().waitFor();
await adminPage.context().close();

await app.goto(`${base}/dashboard`, { waitUntil: "networkidle" });
const card = app.locator(`[data-testid="project-card"][data-project-id="${projectId}"]`);
await card.getByRole("button", { name: "Generate Website with AI" }).click();
await card.getByText("Your website is ready!").waitFor({ timeout: 60_000 });
await app.waitForTimeout(1000);
await shoot(app, app.locator("main"), "dashboard.png", 1100);

await app.goto(`${base}/editor/${projectId}`, { waitUntil: "networkidle" });
await app.frameLocator("iframe").first().locator("h1").first().waitFor();
await app.waitForTimeout(1000);
// From the "Back to dashboard" link down (the page's top padding is no part of the picture).
await shoot(app, app.locator("main"), "editor.png", 820, 80);
await browser.close();
