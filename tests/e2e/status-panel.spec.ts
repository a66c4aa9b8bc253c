import { expect, test, type Page } from "./fixtures";
import { waitForIslands } from "./helpers";
import { signInAs } from "./session-fixture";
import { generateAndWait, insertProject, openAdminPanel, projectStatus, siteVersions } from "./signed-in-helpers";
import { statusPanel } from "../../src/content/projects";
import { STATUS_POLL_INTERVAL_MS } from "../../core/projects";

/**
 * The dashboard's status panel stays true while it is shown: the one combined poll asks about every
 * project whose state someone else can still change (an admin undoing a payment, another tab
 * generating), and a Generate from a tab that is behind never makes a draft behind the owner's back.
 */
const ONE_POLL = STATUS_POLL_INTERVAL_MS + 2_000;

const card = (page: Page, id: number) => page.locator(`[data-testid="project-card"][data-project-id="${id}"]`);

test("a payment the admin undoes: the panel stops saying 'Payment confirmed' within one poll", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const user = await signInAs(page.context(), baseURL!);
  const id = await insertProject(user.id, { name: "Undo Bakery" });
  await page.goto("/dashboard");
  await waitForIslands(page);
  await expect(card(page, id).getByTestId("status-panel")).toContainText(statusPanel.states.ready);

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAs(adminContext, baseURL!, { role: "admin" });
  await openAdminPanel(admin);
  const undo = await admin.request.post(`/api/admin/projects/${id}/undo-mark-paid`, { headers: { Origin: baseURL! } });
  expect(undo.status()).toBe(200);
  await adminContext.close();

  // The card now shows the true state: waiting for payment again, no Generate button.
  await expect(card(page, id).getByText(statusPanel.states["waiting-for-payment"])).toBeVisible({ timeout: ONE_POLL });
  await expect(card(page, id).getByText(statusPanel.states.ready)).toHaveCount(0);
  await expect(card(page, id).getByRole("button", { name: statusPanel.generate })).toHaveCount(0);
});

test("a generation started in another tab shows on this one's panel within one poll", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const user = await signInAs(page.context(), baseURL!);
  const id = await insertProject(user.id, { name: "Other Tab Cafe" });
  await page.goto("/dashboard");
  await waitForIslands(page);
  await expect(card(page, id).getByTestId("status-panel")).toContainText(statusPanel.states.ready);
  await generateAndWait(page, baseURL!, id);
  await expect(card(page, id).getByTestId("status-panel")).toContainText(statusPanel.states.completed, { timeout: ONE_POLL });
});

test("Generate in a stale tab on a site another tab already generated: no draft, the panel shows the site", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const user = await signInAs(page.context(), baseURL!);
  const id = await insertProject(user.id, { name: "Stale Tab Deli" });
  await page.goto("/dashboard");
  await waitForIslands(page);
  const panel = card(page, id).getByTestId("status-panel");
  await expect(panel).toContainText(statusPanel.states.ready);

  // This tab falls behind (hidden: its poll skips), while another generates the site.
  await page.evaluate(() => Object.defineProperty(document, "hidden", { configurable: true, get: () => true }));
  await generateAndWait(page, baseURL!, id);
  expect(await siteVersions(page, id)).toEqual([1]);
  await page.evaluate(() => Object.defineProperty(document, "hidden", { configurable: true, get: () => false }));
  await expect(panel).toContainText(statusPanel.states.ready);

  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${id}/generate`));
  await panel.getByRole("button", { name: statusPanel.generate }).click();
  expect((await answer).status()).toBeLessThan(300);
  await expect(panel).toContainText(statusPanel.states.completed);
  await expect(panel).not.toContainText(statusPanel.states.generating);
  expect(await siteVersions(page, id)).toEqual([1]);
  expect((await projectStatus(page, id)).status).toBe("completed");
});
