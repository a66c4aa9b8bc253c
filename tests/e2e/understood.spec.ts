import { expect, test } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { eq } from "drizzle-orm";
import { waitForIslands } from "./helpers";
import { signInAs, withE2eDb } from "./session-fixture";
import { waitForGenerated } from "./signed-in-helpers";
import { projects } from "../../db/schema";

/**
 * "What we understood" on /create: the parsers read the brief as it is typed, the owner accepts or
 * dismisses each fact, and the generated site shows what was accepted and never what was dismissed.
 */
const BRIEF = [
  "Corner barbershop in Portland run by two brothers since 2009.",
  "Haircut $28, beard trim $15.",
  "Open Mon-Fri 9am-6pm.",
  "Call 503-555-0142. 1200 Pine St SE, Portland, OR 97205.",
].join("\n");

test("typed facts fill the suggestions live; a dismissed one never reaches the site", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const user = await signInAs(page.context(), baseURL!);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto("/create");
  await waitForIslands(page);

  await page.getByLabel("Website Name").fill("Pine Cuts");
  await page.getByRole("combobox", { name: /Business Type/ }).selectOption({ index: 1 });
  // Typed key by key: the panel fills while typing, without waiting for the owner to leave the field.
  await page.getByLabel("Brief Description").pressSequentially(BRIEF, { delay: 2 });
  const panel = page.getByRole("region", { name: "What we understood" });
  await expect(panel.getByRole("button", { name: "Accept: phone 503-555-0142" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Accept: address 1200 Pine St SE, Portland, OR 97205" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Accept: hours Mon–Fri 9am-6pm" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Accept: price Haircut: $28" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Accept: price beard trim: $15" })).toBeVisible();
  // A polite live region, in the page before the first fact, says how many were found.
  await expect(page.getByRole("status").filter({ hasText: /facts found in your description/ })).toHaveText(/^\d+ facts found in your description\.$/);
  expect((await new AxeBuilder({ page }).include("[data-testid=understood]").analyze()).violations).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("understood-1440.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByTestId("understood").screenshot({ path: testInfo.outputPath("understood-390.png") });
  await page.setViewportSize({ width: 1440, height: 1000 });

  // Dismiss the beard trim's price: focus moves to the next item, and it is gone from the panel.
  await panel.getByRole("button", { name: "Dismiss: price beard trim: $15" }).click();
  await expect(panel.getByRole("button", { name: /beard trim/ })).toHaveCount(0);
  await expect(panel).toContainText("1 dismissed");
  await expect(panel.getByRole("button", { name: "Accept: language English" })).toBeFocused();

  // Accept the rest: each goes into the Business details.
  await panel.getByRole("button", { name: "Accept: phone 503-555-0142" }).click();
  await panel.getByRole("button", { name: "Accept: address 1200 Pine St SE, Portland, OR 97205" }).click();
  await panel.getByRole("button", { name: "Accept: hours Mon–Fri 9am-6pm" }).click();
  // Edit accepts, then puts the cursor in the field.
  await panel.getByRole("button", { name: "Edit: price Haircut: $28" }).click();
  const details = page.getByTestId("business-details");
  await expect(details.getByLabel("Phone")).toHaveValue("503-555-0142");
  await expect(details.getByLabel("Street address")).toHaveValue("1200 Pine St SE, Portland, OR 97205");
  await expect(details.getByLabel("Monday")).toHaveValue("9am-6pm");
  await expect(details.getByLabel("Friday")).toHaveValue("9am-6pm");
  await expect(details.getByLabel("Saturday")).toHaveValue("");
  await expect(details.getByLabel("Price")).toHaveValue("$28");
  await expect(details.getByLabel("Price")).toBeFocused();
  await expect(details.getByLabel("Name")).toHaveValue("Haircut");

  await page.getByRole("button", { name: "Create Website Project" }).click();
  await expect(page).toHaveURL(/\/checkout\/\d+$/);
  const id = Number(/\/checkout\/(\d+)$/.exec(page.url())![1]);

  // Stored with the project: the server parses again and honours the dismissal at every generation.
  const stored = await withE2eDb(async (db) => {
    const [p] = await db.update(projects).set({ paymentStatus: "paid" }).where(eq(projects.id, id)).returning();
    return p!;
  });
  expect(stored.userId).toBe(user.id);
  expect((stored.details as { dismissed?: string[] }).dismissed).toEqual(["$15"]);

  expect((await page.request.post(`/api/projects/${id}/generate`, { headers: { Origin: baseURL! } })).status()).toBe(202);
  const url = await waitForGenerated(page, id);
  const html = await (await page.request.get(url)).text();
  expect(html).toContain("503-555-0142");
  expect(html).toContain("1200 Pine St SE");
  expect(html).toContain("9am-6pm");
  expect(html).toContain("$28");
  expect(html).not.toContain("$15");
});
