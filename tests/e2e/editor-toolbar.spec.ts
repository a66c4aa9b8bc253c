/**
 * The editor's toolbar at a phone's and a desktop's width: Save and Publish are on screen and not
 * under the site header at every scroll position; on a phone the form and the preview take turns
 * (Edit / Preview tabs), so the preview is one tap away instead of thousands of pixels down.
 */
import { expect, test, type Page } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { waitForIslands } from "./helpers";
import { signInAs, withE2eDb } from "./session-fixture";
import { waitForGenerated } from "./signed-in-helpers";
import { projects } from "../../db/schema";

async function generatedProject(page: Page, baseURL: string, userId: string): Promise<number> {
  const id = await withE2eDb(async (db) => {
    const [p] = await db
      .insert(projects)
      .values({
        userId,
        name: "Toolbar Bakery",
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
  await waitForGenerated(page, id);
  return id;
}

/** The control is inside the viewport, below the site header, and the topmost element at its centre. */
async function expectReachable(page: Page, name: string) {
  const button = page.getByRole("toolbar", { name: "Editor" }).getByRole("button", { name });
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  const headerBottom = await page
    .locator("header")
    .first()
    .evaluate((h) => h.getBoundingClientRect().bottom);
  expect(box.y, `${name}: below the site header`).toBeGreaterThanOrEqual(headerBottom - 1);
  expect(box.y + box.height, `${name}: inside the viewport`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${name}: not off the right edge`).toBeLessThanOrEqual(viewport.width);
  const onTop = await button.evaluate(
    (el, [x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit === el || el.contains(hit);
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(onTop, `${name}: nothing covers it`).toBe(true);
}

for (const width of [390, 1440]) {
  test(`at ${width} px Save and Publish stay reachable at every scroll position`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const user = await signInAs(page.context(), baseURL!);
    const id = await generatedProject(page, baseURL!, user.id);
    await page.goto(`/editor/${id}`);
    await waitForIslands(page);
    await expect(page.getByTestId("editor-status")).toContainText("Editing version 1");

    // Every position from the top of the page to where the editor's last field reaches the bottom of
    // the screen (past it only the footer shows, and the toolbar leaves with the editor).
    const viewportHeight = page.viewportSize()!.height;
    const editorBottom = await page.getByTestId("editor-toolbar").evaluate((el) => el.parentElement!.getBoundingClientRect().bottom + window.scrollY);
    const height = editorBottom - viewportHeight;
    expect(height).toBeGreaterThan(3000); // a long form: the positions below really scroll
    for (const fraction of [0, 0.1, 0.25, 0.5, 0.75, 1]) {
      await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * fraction));
      await page.waitForTimeout(50);
      for (const name of ["Save draft", "Publish changes"]) await expectReachable(page, name);
    }
    await page.screenshot({ path: testInfo.outputPath(`editor-scrolled-${width}.png`) });

    // A change, saved from far down the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByLabel("Main heading").first().fill("Fresh bread, every morning");
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * 0.8));
    await page.getByRole("toolbar", { name: "Editor" }).getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByTestId("editor-status")).toContainText("All changes saved");
    expect((await new AxeBuilder({ page }).exclude('[data-testid="editor-preview"]').analyze()).violations.map((v) => v.id)).toEqual([]);
  });
}

test("on a phone, Edit and Preview tabs show the form or the preview, the preview at the top", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await signInAs(page.context(), baseURL!);
  const id = await generatedProject(page, baseURL!, user.id);
  await page.goto(`/editor/${id}`);
  await waitForIslands(page);
  const tabs = page.getByRole("tablist", { name: "Editor view" });
  const preview = page.getByTestId("editor-preview");
  await expect(tabs.getByRole("tab", { name: "Edit" })).toHaveAttribute("aria-selected", "true");
  await expect(preview).toBeHidden();
  await expect(page.getByLabel("Main heading").first()).toBeVisible();

  // From far down the form, one tap shows the preview near the top of the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await tabs.getByRole("tab", { name: "Preview" }).click();
  await expect(tabs.getByRole("tab", { name: "Preview" })).toHaveAttribute("aria-selected", "true");
  await expect(preview).toBeVisible();
  const top = await preview.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(844);
  await expect(page.getByLabel("Main heading").first()).toBeHidden();
  await expect(page.frameLocator('[data-testid="editor-preview"]').locator("h1")).toHaveText("Toolbar Bakery");
  await page.screenshot({ path: testInfo.outputPath("editor-preview-390.png") });

  await tabs.getByRole("tab", { name: "Edit" }).click();
  await expect(page.getByLabel("Main heading").first()).toBeVisible();
  await expect(preview).toBeHidden();
});

test("at 1440 px the form and the preview show side by side, no tabs", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const user = await signInAs(page.context(), baseURL!);
  const id = await generatedProject(page, baseURL!, user.id);
  await page.goto(`/editor/${id}`);
  await waitForIslands(page);
  await expect(page.getByRole("tablist", { name: "Editor view" })).toBeHidden();
  await expect(page.getByTestId("editor-preview")).toBeVisible();
  await expect(page.getByLabel("Main heading").first()).toBeVisible();
});
