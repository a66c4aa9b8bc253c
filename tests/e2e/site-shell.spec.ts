import { expect, test } from "./fixtures";
import { waitForIslands } from "./helpers";

test.describe("site shell", () => {
  test("home renders with its title and share tags", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/ \| Lumen Spaces$/);
    const head = page.locator("head");
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", /Lumen Spaces/);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", /^http/);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og-image\.png$/);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const image = await page.request.get("/og-image.png");
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  });

  test("the marketing nav highlights the current page and has the nine links", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveCount(9);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("no React on a desktop-width content page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((s) => /react|client\.|MobileDrawer/i.test(s))).toEqual([]);
  });

  test("mobile drawer: opens, locks scroll, traps focus, closes on Escape, overlay and link", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await waitForIslands(page);
    const button = page.getByRole("button", { name: "Open menu" });
    const drawer = page.getByRole("dialog");

    await button.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    // Focus stays inside while tabbing.
    for (let i = 0; i < 14; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog, [role="dialog"]'))).toBe(true);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await button.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(20, 400); // the overlay, left of the panel
    await expect(drawer).toBeHidden();

    await button.click();
    await drawer
      .getByRole("link", { name: "Get Started", exact: false })
      .or(drawer.getByRole("link", { name: "Contact Us" }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("mobile drawer: focus moves in, Tab and Shift+Tab cycle, focus returns to the menu button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/services");
    const button = page.getByTestId("menu-button");
    const drawer = page.getByRole("dialog", { name: "Lumen Spaces" });
    const close = drawer.getByRole("button", { name: "Close menu" });
    const cta = drawer.getByRole("link", { name: "Contact Us" });

    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(close).toBeFocused();
    await expect(drawer.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveCount(9);
    await expect(drawer.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("drawer-overlay")).toBeVisible();
    // The slide-in keyframes run when it opens.
    expect(await drawer.locator(".drawer-panel").evaluate((el) => getComputedStyle(el).animationName)).toBe("slide-in");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

    await page.keyboard.press("Shift+Tab"); // from the first element back to the last
    await expect(cta).toBeFocused();
    await page.keyboard.press("Tab"); // from the last element on to the first
    await expect(close).toBeFocused();
    // close + nine links + Build a Website + Contact Us: a full cycle
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    for (let i = 0; i < 12; i++) await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();

    await close.click();
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

    await button.click();
    await page.getByTestId("drawer-overlay").click({ position: { x: 10, y: 10 } });
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("mobile drawer ships no framework: no island and a few KB of script at phone width", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const scripts: { url: string; bytes: Promise<number> }[] = [];
    page.on("requestfinished", (r) => {
      if (r.resourceType() === "script") scripts.push({ url: r.url(), bytes: r.sizes().then((s) => s.responseBodySize) });
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("menu-button")).toBeVisible();
    await expect(page.locator("header astro-island, astro-island:has([data-testid='menu-button'])")).toHaveCount(0);
    expect(scripts.map((s) => s.url).filter((s) => /react|client\.|MobileDrawer/i.test(s))).toEqual([]);
    const transferred = (await Promise.all(scripts.map((s) => s.bytes))).reduce((a, b) => a + b, 0);
    expect(transferred).toBeLessThan(10 * 1024); // the React drawer alone was ~80 KB
  });

  test("mobile drawer without JavaScript: the button still opens the menu natively and nothing breaks", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto("/");
    const drawer = page.getByRole("dialog", { name: "Lumen Spaces" });
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await context.close();
  });

  test("a hash scrolls to its element after load", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto("/#get-started");
    await expect
      .poll(async () => page.evaluate(() => document.getElementById("get-started")!.getBoundingClientRect().top), { timeout: 3000 })
      .toBeLessThan(120);
  });

  test("unknown paths get the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found | Lumen Spaces");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("API errors are JSON envelopes", async ({ request }) => {
    const res = await request.get("/api/nope");
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
  });
});
