import { expect, test, type Page } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { waitForIslands } from "./helpers";
import { signInAs, withE2eDb } from "./session-fixture";
import { waitForGenerated } from "./signed-in-helpers";
import { projects } from "../../db/schema";

/**
 * The editor's "Facts" panel on a generated site: it shows what the generator understood, the owner
 * changes the phone there, saves and publishes through the editor's usual path, and the hosted page
 * calls the new number. What the brief says and the site does not show is offered with Accept.
 */
async function generatedSite(page: Page, baseURL: string, userId: string): Promise<{ id: number; url: string }> {
  const id = await withE2eDb(async (db) => {
    const [p] = await db
      .insert(projects)
      .values({
        userId,
        name: "Harbor Bakery",
        businessType: "Restaurant",
        description:
          "Family bakery in Portland since 1987. Sourdough $6.50, croissant $3.25. Open Tue-Sun 7am-3pm. For wedding cakes call Ana on 503-555-0142 and ask for the tasting box. Call 503-555-0142.",
        requirements: "Orders by email: orders@harborbakery.com",
        details: { dismissed: [] },
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

test("the Facts panel shows what was understood; a phone edited there is saved and published", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const user = await signInAs(page.context(), baseURL!);
  const { id, url } = await generatedSite(page, baseURL!, user.id);
  expect(await (await page.request.get(url)).text()).toContain('href="tel:5035550142"');

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/editor/${id}`);
  await waitForIslands(page);
  const facts = page.getByTestId("site-facts");
  await expect(facts.getByRole("list", { name: "Facts your site shows" })).toBeVisible();
  const value = (kind: string) => facts.locator(`[data-testid=fact-row][data-kind=${kind}] [data-testid=fact-value]`);
  await expect(value("phone")).toHaveText(["503-555-0142"]);
  await expect(value("hours").first()).toHaveText("7am-3pm");
  await expect(facts.locator("[data-testid=fact-row][data-kind=hours]")).toHaveCount(6);
  await expect(value("offering")).toContainText(["$6.50", "$3.25"]);
  await expect(value("language")).toHaveText("English");
  await expect(facts.locator("[data-testid=fact-row][data-kind=business]")).toContainText("Restaurant");

  expect((await new AxeBuilder({ page }).include("[data-testid=site-facts]").analyze()).violations).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("facts-1440.png"), fullPage: true });

  // Keyboard: Edit opens a labelled field with the value, Escape gives focus back to Edit.
  const edit = facts.getByRole("button", { name: "Edit: phone 503-555-0142" });
  await edit.focus();
  await page.keyboard.press("Enter");
  const field = facts.getByLabel("Phone", { exact: true });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("503-555-0142");
  await page.keyboard.press("Escape");
  await expect(edit).toBeFocused();

  // Edit, apply: the preview calls the new number at once; Save, Publish: the hosted page does.
  await edit.click();
  await field.fill("503-555-0199");
  await page.keyboard.press("Enter");
  await expect(value("phone")).toHaveText(["503-555-0199"]);
  await expect(page.getByRole("button", { name: "Edit: phone 503-555-0199" })).toBeFocused();
  await expect(page.frameLocator('[data-testid="editor-preview"]').locator('a[href="tel:5035550199"]').first()).toBeAttached();
  // The old number was in the owner's own about text too: it changed there, and the owner is told so.
  await expect(facts.getByTestId("carried-note")).toContainText("Your old phone “503-555-0142” was also in “About”");
  await facts.screenshot({ path: testInfo.outputPath("facts-carried-1440.png") });
  await expect(page.frameLocator('[data-testid="editor-preview"]').getByText("call Ana on 503-555-0199", { exact: false }).first()).toBeAttached();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("editor-status")).toContainText("All changes saved");
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByTestId("editor-status")).toContainText("Live: version 2");
  const html = await (await page.request.get(url)).text();
  expect(html).toContain("503-555-0199");
  expect(html).toContain('href="tel:5035550199"');
  // The old number is nowhere on the page: not called, not in the owner's about text.
  expect(html).not.toContain("tel:5035550142");
  expect(html).not.toContain("503-555-0142");

  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("facts-390.png"), fullPage: true });
  await facts.screenshot({ path: testInfo.outputPath("facts-panel-390.png") });
});

test("one place for the phone, and the preview shows an hours change in the page's words before saving", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const user = await signInAs(page.context(), baseURL!);
  const { id } = await generatedSite(page, baseURL!, user.id);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/editor/${id}`);
  await waitForIslands(page);
  const preview = page.frameLocator('[data-testid="editor-preview"]');
  // The phone is edited in Facts only: "Contact details and hours" points there and has no phone field.
  await expect(page.getByTestId("contact-facts-elsewhere")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Phone numbers/ })).toHaveCount(0);
  const facts = page.getByTestId("site-facts");
  await facts.getByRole("button", { name: "Add phone" }).click();
  await facts.getByLabel("Phone", { exact: true }).fill("503-555-0177");
  await page.keyboard.press("Enter");
  await expect(facts.locator("[data-testid=fact-row][data-kind=phone] [data-testid=fact-value]")).toHaveText(["503-555-0142", "503-555-0177"]);
  await expect(preview.locator('a[href="tel:5035550177"]').first()).toBeAttached();

  // Hours typed under "Contact details and hours": the answer that states them changes in the preview at once.
  await expect(preview.getByText("7am-3pm", { exact: false }).first()).toBeAttached();
  await page.getByLabel("Hours", { exact: true }).first().fill("8am-4pm");
  await expect(page.getByTestId("editor-status")).toContainText("Unsaved changes");
  await expect(preview.getByText("Tue-Sun: 8am-4pm", { exact: false }).first()).toBeAttached();
  await expect(preview.getByText("7am-3pm", { exact: false })).toHaveCount(0);
});
