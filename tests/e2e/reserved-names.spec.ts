/**
 * Same-origin phishing: a project named like the platform's own sign-in ("Lumen Spaces Sign In",
 * "lumen-spaces-login", look-alike letters) is refused on the /create form, with the reason under the
 * name field, and nothing is created; a business's own name goes through.
 */
import { expect, test, type Page } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { eq } from "drizzle-orm";
import { waitForIslands } from "./helpers";
import { signInAs, withE2eDb } from "./session-fixture";
import { projects } from "../../db/schema";

/** Names that imitate the platform (the "е" of "Lumеn" and the "о" of "Lоgin" are Cyrillic). */
const IMITATIONS = ["Lumen Spaces Sign In", "lumen-spaces-login", "Lumеn Spaces Lоgin"];

async function projectNamesOf(userId: string): Promise<string[]> {
  return withE2eDb(async (db) => (await db.select().from(projects).where(eq(projects.userId, userId))).map((p) => p.name));
}

async function fillCreateForm(page: Page, name: string): Promise<void> {
  await page.getByLabel("Website Name").fill(name);
  await page.getByRole("combobox", { name: /Business Type/ }).selectOption("Restaurant");
  await page.getByLabel("Brief Description").fill("Sourdough and coffee in the old town.");
}

test("a project named like the platform's sign-in is refused on the form; an ordinary name is created", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const user = await signInAs(page.context(), baseURL!);
  await page.goto("/create");
  await waitForIslands(page);

  const name = page.getByLabel("Website Name");
  for (const imitation of IMITATIONS) {
    await fillCreateForm(page, imitation);
    const refused = page.waitForResponse((r) => r.url().endsWith("/api/projects") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Create Website Project" }).click();
    expect((await refused).status(), imitation).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: "looks like a Lumen Spaces page" }), imitation).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(/looks like a Lumen Spaces page \(our brand, a sign-in or account page\)/);
    await expect(name).toBeFocused();
    // Nothing typed is lost, and the page stays on the form.
    await expect(name).toHaveValue(imitation);
    expect(new URL(page.url()).pathname).toBe("/create");
  }
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect(await projectNamesOf(user.id)).toEqual([]);

  // Editing the name clears the message; a business's own name is created.
  await name.fill("Harbor Street Bakery");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("looks like a Lumen Spaces page")).toHaveCount(0);
  await page.getByRole("button", { name: "Create Website Project" }).click();
  await page.waitForURL(/\/checkout\/\d+$/);
  expect(await projectNamesOf(user.id)).toEqual(["Harbor Street Bakery"]);
});
