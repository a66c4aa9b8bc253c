import { expect, test, type Page } from "./fixtures";
import { builtPages, waitForIslands } from "./helpers";
import { signInAs } from "./session-fixture";
import { generatedProject, insertProject, openAdminPanel } from "./signed-in-helpers";
import { ADMIN_TABS } from "../../core/content/admin";

/**
 * Every public page (found in the build, plus the 404 page) at the widths people use: nothing scrolls
 * sideways from 360 px up, and no text in the header wraps onto a second line at any width.
 */
const PAGES = [...builtPages(), "/no-such-page"];
const WIDTHS = [360, 390, 414, 600, 768, 900, 1024, 1100, 1180, 1240, 1280, 1366, 1440];

/** Header texts that break onto more than one line: a text node whose line boxes start at different heights. */
function wrappedHeaderTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector("body > header, header[data-platform-nav], header");
    if (!header) return ["no header"];
    const wrapped: string[] = [];
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("dialog, [hidden], .sr-only") || !parent.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) wrapped.push(text);
    }
    const bar = header.firstElementChild as HTMLElement | null;
    if (bar && bar.getBoundingClientRect().height > 72) wrapped.push(`top bar is ${bar.getBoundingClientRect().height}px tall`);
    return wrapped;
  });
}

for (const path of PAGES) {
  test(`layout ${path}: no sideways scroll from 360 px, no wrapped header`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path, { waitUntil: "networkidle" });
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`${width}px: page is ${scrollWidth}px wide`);
      for (const text of await wrappedHeaderTexts(page)) problems.push(`${width}px: header wraps "${text}"`);
    }
    expect(problems).toEqual([]);
  });
}

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
