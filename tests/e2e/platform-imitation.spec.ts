/**
 * Names that imitate the platform, in the browser: a showcase listing with look-alike letters is
 * refused in the publish dialog and a bidi override never reaches the showcase; a headline that asks
 * visitors to sign in to Lumen Spaces is refused in the editor and never becomes the hosted page's
 * heading or title. The platform's pages carry a script-src in their CSP header and still hydrate.
 */
import { expect, test, type Page } from "./fixtures";
import { waitForIslands } from "./helpers";
import { signInAs } from "./session-fixture";
import { generatedProject } from "./signed-in-helpers";

const toast = (page: Page) => page.getByTestId("toast");
const RLO = "\u202e";

test("a look-alike listing name is refused, a bidi override is stripped, a platform headline is refused", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const user = await signInAs(page.context(), baseURL!);
  const { id, url } = await generatedProject(page, baseURL!, user.id, { name: "Harbor Bakery" });

  const dashboard = await page.goto("/dashboard");
  expect(dashboard!.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')*/);
  await waitForIslands(page);
  const card = page.locator(`[data-testid="project-card"][data-project-id="${id}"]`);
  await card.getByRole("button", { name: "Publish to Store" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish to App Store" });
  await dialog.getByLabel("App Name").fill("ʟumen Spaces Official");
  await dialog.getByRole("button", { name: "Publish to Store" }).click();
  await expect(toast(page)).toContainText("looks like a Lumen Spaces page");
  await expect(dialog).toBeVisible();

  await dialog.getByLabel("App Name").fill(`Harbor Bakery ${RLO}slaiciffo`);
  await dialog.getByRole("button", { name: "Publish to Store" }).click();
  await expect(toast(page).filter({ hasText: "Published Successfully" })).toBeVisible();

  await page.goto("/app-store");
  await waitForIslands(page);
  const listed = page.getByTestId("app-list").getByRole("heading", { name: "Harbor Bakery slaiciffo" });
  await expect(listed).toBeVisible();
  expect(await listed.textContent()).not.toContain(RLO);
  await expect(page.getByTestId("app-list")).not.toContainText(/[ʟ]umen Spaces Official/);

  await page.goto(`/editor/${id}`);
  await waitForIslands(page);
  await page.getByTestId("headline-input").fill("Sign in to Lumen Spaces");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page)).toContainText("looks like a Lumen Spaces page");

  await page.goto(url);
  await expect(page.locator("h1")).toHaveText("Harbor Bakery");
  await expect(page).not.toHaveTitle(/Lumen Spaces|Sign in/i);
});
