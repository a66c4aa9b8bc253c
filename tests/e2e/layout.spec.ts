import { expect, test, type Page } from "./fixtures";
import { layoutProblems, waitForIslands } from "./helpers";
import { signInAs } from "./session-fixture";
import { generatedProject, insertProject, openAdminPanel } from "./signed-in-helpers";
import { ADMIN_TABS } from "../../core/content/admin";

// The built pages' layout is checked by all-pages.spec.ts on the same visit as everything else.
test("layout of the not-found page: no sideways scroll from 360 px, no wrapped header", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/no-such-page", { waitUntil: "networkidle" });
  expect(await layoutProblems(page)).toEqual([]);
});

/**
 * The signed-in screens, with content in them (an admin with a generated project, a second user to
 * list): nothing scrolls sideways at a phone's, a tablet's and a desktop's width.
 */
const SIGNED_IN_WIDTHS = [390, 768, 1440];

async function sidewaysScroll(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of SIGNED_IN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) problems.push(`${label} at ${width}px: page is ${scrollWidth}px wide`);
  }
  return problems;
}

test.describe("signed-in screens", () => {
  test("dashboard, create, editor, admin (every tab) and admin/users: no sideways scroll at 390, 768 and 1440 px", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const admin = await signInAs(page.context(), baseURL!, {
      role: "admin",
      firstName: "Layout",
      email: `layout-admin-${Date.now()}-with-a-rather-long-address@example.com`,
    });
    await signInAs(await page.context().browser()!.newContext(), baseURL!, { status: "pending", email: `layout-pending-${Date.now()}@example.com` });
    const { id } = await generatedProject(page, baseURL!, admin.id, { name: "A bakery with a long name to wrap on a phone screen" });
    await insertProject(admin.id, { name: "Waiting Cafe", paymentStatus: "pending", paidVia: null, paidAt: null });
    const problems: string[] = [];
    for (const [path, ready] of [
      ["/dashboard", () => expect(page.getByTestId("project-card")).toHaveCount(2)],
      ["/create", () => expect(page.getByRole("button", { name: "Create Website Project" })).toBeVisible()],
      [`/editor/${id}`, () => expect(page.getByTestId("editor-status")).toContainText("Editing version")],
      ["/admin/users", () => expect(page.getByTestId("user-card").or(page.getByTestId("user-row")).first()).toBeAttached()],
    ] as const) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      await waitForIslands(page);
      await ready();
      if (path === "/admin/users") {
        // Lists with rows in them (an invite, its activity entry) and the new invite's link on show.
        await page.getByLabel("Permissions").fill("create_templates, manage_users, moderate_showcase");
        await page.getByLabel("Email (optional)").fill(`layout-invitee-${Date.now()}-with-a-long-address@example.com`);
        await page.getByRole("button", { name: "Generate Invite Link" }).click();
        await expect(page.locator("#invite-link")).toBeVisible();
        await page.getByRole("button", { name: "Refresh" }).first().click();
        await expect(page.getByTestId("invite-row").first()).toBeVisible();
        await page.getByRole("button", { name: "Apply filters" }).click();
        await expect(page.getByTestId("activity-row").first()).toBeVisible();
      }
      problems.push(...(await sidewaysScroll(page, path)));
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAdminPanel(page);
    for (const tab of ADMIN_TABS) {
      await page.getByRole("tab", { name: tab.label }).click();
      await expect(page.getByRole("tabpanel", { name: tab.label })).toBeVisible();
      await page.waitForTimeout(300);
      problems.push(...(await sidewaysScroll(page, `/admin ${tab.label}`)));
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    expect(problems).toEqual([]);
  });
});
