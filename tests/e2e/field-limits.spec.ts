import { expect, test, type Locator } from "./fixtures";
import { expectToast } from "./toasts";
import { waitForIslands } from "./helpers";
import { signInAs } from "./session-fixture";
import { generatedProject, openAdminPanel } from "./signed-in-helpers";
import { PROJECT_FIELD_LIMITS, PUBLISH_FIELD_LIMITS } from "../../core/projects";
import { TEMPLATE_FIELD_LIMITS } from "../../core/template-limits";
import { LIMITS } from "../../core/site/schema";
import { MAX_EMAIL_LENGTH } from "../../src/lib/email";
import { publishDialog } from "../../src/content/projects";

/**
 * Typed text is never cut silently: every limited field (outside /create, whose form has its own
 * spec) shows a live count tied to it, keeps everything typed or pasted, and says when it is too long.
 */
async function countOf(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
  const page = field.page();
  for (const id of ids) {
    const el = page.locator(`[id="${id}"][data-testid="character-count"]`);
    if ((await el.count()) > 0) return (await el.textContent()) ?? "";
  }
  throw new Error(`no character count tied to the field (aria-describedby="${ids.join(" ")}")`);
}

/** Pastes `length` characters into `field` and checks nothing was cut, the count says so and the field is invalid. */
async function overfill(field: Locator, limit: number): Promise<void> {
  const typed = "x".repeat(limit + 25);
  await field.fill(typed);
  expect(await field.inputValue()).toBe(typed);
  const count = await countOf(field);
  expect(count).toContain(`/ ${limit.toLocaleString("en-US")}`);
  expect(count).toContain("25 over the limit");
  await expect(field).toHaveAttribute("aria-invalid", "true");
}

test("publish dialog: a 10,000-character description is kept, counted, and not sent", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const user = await signInAs(page.context(), baseURL!);
  const { id } = await generatedProject(page, baseURL!, user.id);
  await page.goto("/dashboard");
  await waitForIslands(page);
  await page.locator(`[data-testid="project-card"][data-project-id="${id}"]`).getByRole("button", { name: publishDialog.submit }).click();
  const dialog = page.getByRole("dialog");
  const name = dialog.getByLabel("App Name");
  expect(await countOf(name)).toContain(`/ ${PUBLISH_FIELD_LIMITS.name}`);
  await overfill(name, PUBLISH_FIELD_LIMITS.name);
  await name.fill("Harbor Bakery");
  const description = dialog.getByLabel("Short Description");
  const long = "Fresh bread every morning. ".repeat(400).slice(0, 10_000);
  await description.fill(long);
  expect(await description.inputValue()).toHaveLength(10_000);
  expect(await countOf(description)).toContain("10,000 / 300");
  let sent = false;
  page.on("request", (r) => void (r.url().includes("/publish") && (sent = true)));
  await dialog.getByRole("button", { name: publishDialog.submit }).click();
  await expectToast(page, "Too long");
  await expect(description).toBeFocused();
  expect(await description.inputValue()).toHaveLength(10_000);
  expect(sent).toBe(false);
});

test("editor: text fields count and keep what is typed past their limit", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const user = await signInAs(page.context(), baseURL!);
  const { id } = await generatedProject(page, baseURL!, user.id);
  await page.goto(`/editor/${id}`);
  await waitForIslands(page);
  await expect(page.getByTestId("editor-status")).toContainText("Editing version 1");
  await overfill(page.getByTestId("headline-input"), LIMITS.headline);
  await overfill(page.getByLabel("Instructions (optional)").last(), PROJECT_FIELD_LIMITS.requirements);
});

test("admin template form and invite form: counts, nothing cut", async ({ page, baseURL }) => {
  await signInAs(page.context(), baseURL!, { role: "admin" });
  await openAdminPanel(page);
  await page.getByRole("tab", { name: "Templates" }).click();
  await overfill(page.getByLabel("Template Name"), TEMPLATE_FIELD_LIMITS.name);
  await overfill(page.getByLabel("Description", { exact: true }), TEMPLATE_FIELD_LIMITS.description);

  await page.goto("/admin/users");
  await waitForIslands(page);
  const email = page.getByLabel("Email (optional)");
  await expect(email).toBeVisible();
  expect(await countOf(email)).toContain(`/ ${MAX_EMAIL_LENGTH}`);
});
