import { expect, test } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { eq } from "drizzle-orm";
import { waitForIslands } from "./helpers";
import { signInAs, withE2eDb } from "./session-fixture";
import { waitForGenerated } from "./signed-in-helpers";
import { projects } from "../../db/schema";

/**
 * A brief in a language the site has no fixed strings for: the owner is told on /create as they type
 * (next to the suggestions) and on the dashboard after generation, and the page is labelled with
 * their language. A supported language (Italian) shows no notice.
 */
const ICELANDIC = [
  "Píanóstillingar í Reykjavík, lítið fjölskyldufyrirtæki.",
  "Við stillum og gerum við píanó og flygla heima hjá þér.",
  "Við vinnum líka á laugardögum, hringdu í okkur ef hljóðfærið hljómar ekki vel.",
].join("\n");
const ITALIAN =
  "Accordatore di pianoforti a Bologna dal 1998. Accordatura a domicilio, riparazioni e regolazioni per pianoforti verticali e a coda. Siamo una piccola bottega di famiglia.";
const NOTICE = "We write the page's headings in English: Icelandic is not supported yet.";

test("an unsupported language is named on /create as it is typed, and on the dashboard after generation", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page.context(), baseURL!);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto("/create");
  await waitForIslands(page);
  await page.getByLabel("Website Name").fill("Píanó");
  await page.getByRole("combobox", { name: /Business Type/ }).selectOption({ index: 1 });

  // A supported language: no notice.
  const description = page.getByLabel("Brief Description");
  await description.pressSequentially(ITALIAN, { delay: 1 });
  const panel = page.getByRole("region", { name: "What we understood" });
  await expect(panel.getByRole("button", { name: "Accept: language Italiano" })).toBeVisible();
  await expect(page.getByTestId("language-note")).toHaveCount(0);

  // Icelandic: the notice appears while typing, next to the suggestions, and is announced.
  await description.fill("");
  await description.pressSequentially(ICELANDIC, { delay: 1 });
  const note = panel.getByTestId("language-note");
  await expect(note).toContainText(NOTICE);
  await expect(page.getByRole("status").filter({ hasText: NOTICE })).toHaveCount(1);
  // Never offered as another language.
  await expect(panel.getByRole("button", { name: /Accept: language/ })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include("[data-testid=understood]").analyze()).violations).toEqual([]);
  await page.getByTestId("understood").screenshot({ path: testInfo.outputPath("language-note-1440.png") });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByTestId("understood").screenshot({ path: testInfo.outputPath("language-note-390.png") });
  await page.setViewportSize({ width: 1440, height: 1000 });

  await page.getByRole("button", { name: "Create Website Project" }).click();
  await expect(page).toHaveURL(/\/checkout\/\d+$/);
  const id = Number(/\/checkout\/(\d+)$/.exec(page.url())![1]);
  await withE2eDb((db) => db.update(projects).set({ paymentStatus: "paid" }).where(eq(projects.id, id)));
  expect((await page.request.post(`/api/projects/${id}/generate`, { headers: { Origin: baseURL! } })).status()).toBe(202);
  const url = await waitForGenerated(page, id);
  const html = await (await page.request.get(url)).text();
  expect(html).toMatch(/^<!doctype html><html lang="is">/);

  await page.goto("/dashboard");
  await waitForIslands(page);
  await expect(page.getByText(NOTICE)).toBeVisible();
});
