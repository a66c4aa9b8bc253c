import { expect, test } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { advisoryFooter, platformFooter, platformEntry } from "../../src/config/site";
import { SEED_TEMPLATES } from "../../core/seed-data";

/** Issue 22: no soft 404s, one brand with routes between its two faces, honest status, the platform menu. */
test.describe("no soft 404s", () => {
  for (const path of ["/404", "/404.html", "/checkout", "/invite"]) {
    test(`${path} answers 404 with the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    });
  }

  test("the 404 page has the site's navigation, a way home and a help-center search", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveCount(9);
    await expect(page.locator("main").getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await page.getByRole("searchbox", { name: "Search the help center" }).fill("domain");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/help-center\?q=domain$/);
    await expect(page.locator("#help-search")).toHaveValue("domain");
  });
});

test.describe("one brand, both ways around", () => {
  test("the advisory footer reaches the platform, the showcase, the blog, careers and the tools", async ({ page }) => {
    await page.goto("/services");
    const footer = page.locator("footer");
    for (const link of advisoryFooter.platform) await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
    for (const href of ["/platform", "/app-store", "/blog", "/careers", "/tools"]) expect(advisoryFooter.platform.map((l) => l.href)).toContain(href);
  });

  test("the advisory header has a clear way into the platform", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.locator("header").getByRole("link", { name: platformEntry.label }).click();
    await expect(page).toHaveURL(/\/platform$/);
  });

  test("the platform footer reaches the advisory practice and the tools", async ({ page }) => {
    await page.goto("/blog");
    const footer = page.locator("footer");
    for (const link of platformFooter.advisory) await expect(footer.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);
  });
});

test.describe("platform mobile menu", () => {
  test("the button shows a cross while open; Escape closes it and gives focus back", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/blog");
    const toggle = page.locator("[data-mobile-toggle]");
    const menu = page.locator("[data-mobile-menu]");
    await expect(toggle.locator("[data-icon-open]")).toBeVisible();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName("Close menu");
    await expect(toggle.locator("[data-icon-close]")).toBeVisible();
    await expect(toggle.locator("[data-icon-open]")).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle.locator("[data-icon-open]")).toBeVisible();
  });
});

test.describe("status page figures follow the deployment", () => {
  test("payments read 'Not configured' when this server has no Stripe key, and the report is dated as a sample", async ({ page }) => {
    await page.goto("/status");
    const payments = page.locator("[data-live-payments]");
    await expect(payments.locator("[data-payments-badge]")).toHaveText("Not configured");
    await expect(payments).toHaveAttribute("data-state", "not-configured");
    await expect(page.getByRole("heading", { name: /Incident history \(sample, January 2025\)/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Last 30 days" })).toHaveCount(0);
  });

  test("payments follow /api/health when configured", async ({ page }) => {
    await page.route("**/api/health", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ status: "ok", database: "reachable", latencyMs: 3, payments: "configured" }),
      }),
    );
    await page.goto("/status");
    await expect(page.locator("[data-live-payments] [data-payments-badge]")).toHaveText("Operational");
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
  });
});

test("the ROI calculator explains why its defaults differ from the case study", async ({ page }) => {
  await page.goto("/roi-calculator");
  await expect(page.locator("main")).toContainText("They give $202,500 and 12.5x rather than the case study's $242K and 16:1");
});

test("template pictures are screenshots of generated sites, served as WebP", async ({ page }) => {
  await page.goto("/platform#templates");
  await expect(page.locator("[data-template-gallery]")).toHaveAttribute("data-refreshed", "true");
  // The shipped templates by name (other tests add templates of their own).
  for (const t of SEED_TEMPLATES) {
    const img = page.locator("[data-template-card]").filter({ hasText: t.name }).first().locator("img");
    await expect(img).toHaveAttribute("src", /\/_astro\/[a-z-]+\.[\w-]+\.webp$/);
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
});
