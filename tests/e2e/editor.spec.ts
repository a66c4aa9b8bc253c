import { expect, test, type Page } from "./fixtures";
import { expectToast } from "./toasts";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { waitForIslands } from "./helpers";
import { signInAs, withE2eDb } from "./session-fixture";
import { waitForGenerated } from "./signed-in-helpers";
import { projects } from "../../db/schema";

/**
 * The site editor end to end, on the built Node server: a generated site is opened from
 * the dashboard, edited, previewed, published, restored, given an image, and the project deleted.
 */

async function generatedProject(page: Page, baseURL: string, userId: string): Promise<{ id: number; url: string }> {
  const id = await withE2eDb(async (db) => {
    const [p] = await db
      .insert(projects)
      .values({
        userId,
        name: "Harbor Bakery",
        businessType: "Restaurant",
        description: "Family bakery in Portland since 1987. Sourdough $6.50, croissant $3.25. Open Tue-Sun 7am-3pm. Call 503-555-0142.",
        basePrice: "24.99",
        serviceFee: "5.00",
        totalPrice: "29.99",
        paymentStatus: "paid",
      })
      .returning();
    return p!.id;
  });
  expect((await page.request.post(`/api/projects/${id}/generate`, { headers: { Origin: baseURL } })).status()).toBe(202);
  const url = await waitForGenerated(page, id);
  return { id, url };
}

const hosted = async (page: Page, url: string) => (await page.request.get(url)).text();

test("edit, preview, publish, restore, add an image and a logo, delete", async ({ page, baseURL }) => {
  // One long journey on a shared two-core machine.
  test.setTimeout(120_000);
  const user = await signInAs(page.context(), baseURL!);
  const { id, url } = await generatedProject(page, baseURL!, user.id);

  await page.goto("/dashboard");
  await waitForIslands(page);
  const card = page.locator(`[data-testid="project-card"][data-project-id="${id}"]`);
  await expect(card.getByRole("link", { name: "Download" })).toHaveAttribute("href", `/api/projects/${id}/download`);
  await card.getByRole("link", { name: "Edit site" }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${id}$`));
  await waitForIslands(page);
  await expect(page.getByTestId("editor-status")).toContainText("Editing version 1");

  const preview = page.frameLocator('[data-testid="editor-preview"]');
  await expect(preview.locator("h1")).toHaveText("Harbor Bakery");

  // Change the main heading and a price: the preview shows both at once, the hosted site neither.
  await page.getByTestId("headline-input").fill("Bread since 1987 <fresh>");
  const price = page.getByTestId("price-input").first();
  await price.fill("$7.25");
  await expect(preview.locator("h1")).toHaveText("Bread since 1987 <fresh>");
  await expect(preview.getByText("$7.25", { exact: true })).toBeVisible();
  // The price question's answer states it too: the preview shows what the save will store.
  await expect(preview.getByText("Sourdough: $7.25", { exact: false })).toBeAttached();
  expect(await page.getByTestId("editor-preview").getAttribute("sandbox")).toBe("");
  expect(await hosted(page, url)).not.toContain("Bread since 1987");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Saved");
  expect(await hosted(page, url)).not.toContain("Bread since 1987");
  // The new price also replaced the old one where the page's words stated it (the price question's answer).
  await expect(page.getByTestId("version-2")).toContainText("Edited hero heading, questions and answers text, 1 price");

  await page.getByRole("button", { name: "Publish changes" }).click();
  await expectToast(page, "Your site now shows this version");
  let html = await hosted(page, url);
  expect(html).toContain("Bread since 1987 &lt;fresh&gt;");
  expect(html).toContain("$7.25");
  expect(html).not.toContain("$6.50");

  // Undo works within the session (outside a text field: the toolbar button).
  await page.getByTestId("headline-input").fill("Temporary words");
  await expect(preview.locator("h1")).toHaveText("Temporary words");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(preview.locator("h1")).toHaveText("Bread since 1987 <fresh>");
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(preview.locator("h1")).toHaveText("Temporary words");
  await page.getByRole("button", { name: "Undo" }).click();

  // Restore version 1 and publish it.
  await page.getByRole("button", { name: "Restore #1" }).click();
  await expectToast(page, "Restored");
  await expect(preview.locator("h1")).toHaveText("Harbor Bakery");
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expectToast(page, "Your site now shows this version");
  html = await hosted(page, url);
  expect(html).not.toContain("Bread since 1987");
  expect(html).toContain("<h1");

  // An image in the first section, with its alt text, shows on the hosted site once published.
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();
  const first = page.locator('[data-testid^="section-"]').first();
  await first.getByLabel("Image file").setInputFiles({ name: "loaves.png", mimeType: "image/png", buffer: png });
  await first.getByLabel("Describe the image (alt text)").last().fill("Fresh loaves on the counter");
  await first.getByRole("button", { name: "Upload image" }).click();
  await expectToast(page, "Image added");
  await expect(preview.getByRole("img", { name: "Fresh loaves on the counter" })).toBeVisible();
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expectToast(page, "Your site now shows this version");
  const site = await page.request.get(url);
  expect(site.headers()["content-security-policy"]).toContain("img-src 'self' data:");
  const src = /<img src="([^"]+)" alt="Fresh loaves on the counter"/.exec(await site.text())?.[1];
  expect(src).toMatch(new RegExp(`^${url}media/[a-f0-9]{20}\\.png$`));
  const image = await page.request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["cache-control"]).toContain("immutable");

  // A logo in the Look panel replaces the header's letter mark on the hosted site once published.
  const logoForm = page.getByTestId("logo-upload");
  await logoForm.getByLabel("Image file").setInputFiles({
    name: "crest.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 90, height: 30, channels: 3, background: "#1e3a8a" } })
      .png()
      .toBuffer(),
  });
  await logoForm.getByLabel("Describe the image (alt text)").fill("Harbor Bakery crest");
  await logoForm.getByRole("button", { name: "Upload image" }).click();
  await expect(preview.locator("header").getByRole("img", { name: "Harbor Bakery crest" })).toBeVisible();
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expectToast(page, "Your site now shows this version");
  await expect(async () => {
    const logoSrc = /<img class="logo" src="([^"]+)" alt="Harbor Bakery crest"/.exec(await hosted(page, url))?.[1];
    expect(logoSrc).toMatch(new RegExp(`^${url}media/[a-f0-9]{20}\\.png$`));
    expect((await page.request.get(logoSrc!)).status()).toBe(200);
  }).toPass({ timeout: 10_000 });

  const axe = await new AxeBuilder({ page }).exclude('[data-testid="editor-preview"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // Delete the project from the dashboard, after confirming.
  await page.goto("/dashboard");
  await waitForIslands(page);
  await card.getByRole("button", { name: "Delete: Harbor Bakery" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this project?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete project" }).click();
  await expectToast(page, "Project deleted");
  await expect(card).toHaveCount(0);
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(src!)).status()).toBe(404);
});

test("another user's editor says the site could not be found", async ({ page, browser, baseURL }) => {
  const owner = await signInAs(page.context(), baseURL!);
  const { id } = await generatedProject(page, baseURL!, owner.id);
  const other = await browser.newContext({ baseURL });
  await signInAs(other, baseURL!);
  const otherPage = await other.newPage();
  await otherPage.goto(`/editor/${id}`);
  await waitForIslands(otherPage);
  await expect(otherPage.getByRole("alert")).toContainText("No generated website for this project");
  await other.close();
});

test("the store listing is edited and withdrawn from the dashboard", async ({ page, baseURL }) => {
  const user = await signInAs(page.context(), baseURL!);
  const { id } = await generatedProject(page, baseURL!, user.id);
  const listed = await page.request.post(`/api/projects/${id}/publish`, {
    headers: { Origin: baseURL! },
    data: { name: "Harbor", description: "Bread", category: "Business", features: ["Menu"] },
  });
  expect(listed.status()).toBe(201);

  await page.goto("/dashboard");
  await waitForIslands(page);
  const card = page.locator(`[data-testid="project-card"][data-project-id="${id}"]`);
  await card.getByRole("button", { name: "Edit listing" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit store listing" });
  await expect(dialog.getByLabel("App Name")).toHaveValue("Harbor");
  await dialog.getByLabel("App Name").fill("Harbor Bakery Portland");
  await dialog.getByRole("button", { name: "Save listing" }).click();
  await expectToast(page, "Listing saved");
  const apps = (await (await page.request.get("/api/published-apps")).json()) as Array<{ name: string }>;
  expect(apps.map((a) => a.name)).toContain("Harbor Bakery Portland");

  await card.getByRole("button", { name: "Withdraw from store" }).click();
  await expectToast(page, "Withdrawn from the store");
  await expect(card.getByRole("button", { name: "Edit listing" })).toHaveCount(0);
  const after = (await (await page.request.get("/api/published-apps")).json()) as Array<{ name: string }>;
  expect(after.map((a) => a.name)).not.toContain("Harbor Bakery Portland");
});
