import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { expect, test, type Page } from "./fixtures";
import { waitForIslands } from "./helpers";
import { signInAs } from "./session-fixture";
import { insertProject, waitForGenerated } from "./signed-in-helpers";

const SHOTS = process.env.PHOTO_SHOTS_DIR;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Real image files: a logo and two photos, each a different picture. */
async function files() {
  const stripes = (a: string, b: string, w: number, h: number) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${a}"/><circle cx="${w / 2}" cy="${h / 2}" r="${h / 3}" fill="${b}"/></svg>`,
    );
  return {
    logo: {
      name: "logo.png",
      mimeType: "image/png",
      buffer: await sharp(stripes("#ffffff", "#7a1f4b", 200, 200))
        .png()
        .toBuffer(),
    },
    shop: {
      name: "shop.jpg",
      mimeType: "image/jpeg",
      buffer: await sharp(stripes("#f3d9e4", "#c2185b", 1200, 800))
        .jpeg()
        .toBuffer(),
    },
    bouquet: {
      name: "bouquet.jpg",
      mimeType: "image/jpeg",
      buffer: await sharp(stripes("#e8f5e9", "#2e7d32", 800, 800))
        .jpeg()
        .toBuffer(),
    },
  };
}

for (const width of [390, 1440]) {
  test(`the owner adds a logo and two photos on the dashboard at ${width} px, by keyboard; the generated site shows them`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const user = await signInAs(page.context(), baseURL!);
    const id = await insertProject(user.id, {
      name: "Petal & Stem",
      businessType: "Business",
      description: "Florist in Portland. Bridal bouquets from $180. Ceremony arches from $650. Call 503-555-0100.",
    });
    const f = await files();

    await page.goto("/dashboard");
    await waitForIslands(page);
    const card = page.locator(`[data-testid="project-card"][data-project-id="${id}"]`);
    const step = card.getByTestId("project-photos");
    // Opened and filled from the keyboard.
    await step.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(step.getByText("No pictures yet.")).toBeVisible();

    async function add(kind: "A photo" | "My logo", file: { name: string; mimeType: string; buffer: Buffer }, alt: string, shows?: string) {
      await step.getByLabel("This picture is").selectOption({ label: kind });
      await step.getByLabel(/^Image file/).setInputFiles(file);
      await step.getByLabel(/^Describe it/).focus();
      await page.keyboard.type(alt);
      if (shows) await step.getByLabel(/^What it shows/).fill(shows);
      const button = step.getByRole("button", { name: "Add picture" });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(step.getByRole("img", { name: alt })).toBeVisible();
    }
    await add("My logo", f.logo, "Petal and Stem logo");
    await add("A photo", f.shop, "Our shop window full of pink tulips");
    await add("A photo", f.bouquet, "A bridal bouquet of white roses", "Bridal bouquets");
    await expect(step.locator("summary")).toHaveText("Logo and photos: logo, 2 photos");
    await expect(step.getByText("Opens your site", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    if (SHOTS) await step.screenshot({ path: `${SHOTS}/upload-step-${width}.png` });

    // Generate from the dashboard's own button.
    const generate = card.getByRole("button", { name: "Generate Website with AI" });
    await generate.focus();
    await page.keyboard.press("Enter");
    const url = await waitForGenerated(page, id);

    await page.goto(url);
    const logo = page.locator("header img.logo");
    await expect(logo).toHaveAttribute("alt", "Petal and Stem logo");
    const hero = page.locator("#hero img.hero-img");
    await expect(hero).toHaveAttribute("alt", "Our shop window full of pink tulips");
    await expect(page.getByRole("img", { name: "A bridal bouquet of white roses" })).toBeVisible();
    // Every picture really loaded (same origin, under the site's path: the strict CSP allows it).
    for (const img of await page.locator("img").all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      expect(await img.getAttribute("src")).toMatch(/^\/sites\/[a-z0-9-]+\/media\/[a-f0-9]{20}\.(png|jpg)$/);
    }
    // No script runs: the page's one script element is its JSON-LD, which is data.
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/site-${width}.png`, fullPage: true });

    // Back on the dashboard the step is gone: the pictures are now the editor's.
    await page.goto("/dashboard");
    await waitForIslands(page);
    await expect(card).toBeVisible();
    await expect(card.getByTestId("project-photos")).toHaveCount(0);
  });
}

test("on /create the pictures chosen are uploaded with the new project", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page.context(), baseURL!);
  const f = await files();
  await page.goto("/create");
  await waitForIslands(page);
  await page.getByLabel(/^Website Name/).fill("Petal & Stem");
  await page.getByLabel(/^Business Type/).selectOption({ index: 1 });
  const step = page.getByTestId("create-photos");
  await step.getByLabel("This picture is").selectOption({ label: "My logo" });
  await step.getByLabel(/^Image file/).setInputFiles(f.logo);
  await step.getByLabel(/^Describe it/).fill("Petal and Stem logo");
  await step.getByRole("button", { name: "Add picture" }).click();
  await expect(step.getByLabel("This picture is")).toHaveValue("photo");
  await step.getByLabel(/^Image file/).setInputFiles(f.shop);
  await step.getByLabel(/^Describe it/).fill("Our shop window full of pink tulips");
  await step.getByRole("button", { name: "Add picture" }).click();
  await expect(step.getByRole("img", { name: "Our shop window full of pink tulips" })).toBeVisible();
  await expectNoAxeViolations(page);
  if (SHOTS) await step.screenshot({ path: `${SHOTS}/create-step-1440.png` });
  await page.getByRole("button", { name: "Create Website Project" }).click();
  await page.waitForURL(/\/checkout\/\d+/);
  const projectId = Number(/\/checkout\/(\d+)/.exec(page.url())![1]);
  const listed = (await (await page.request.get(`/api/projects/${projectId}/photos`)).json()) as { logo: { alt: string } | null; photos: { alt: string }[] };
  expect(listed.logo?.alt).toBe("Petal and Stem logo");
  expect(listed.photos.map((p) => p.alt)).toEqual(["Our shop window full of pink tulips"]);
});
