import { expect, test } from "./fixtures";

/** The shared fixture (tests/e2e/fixtures.ts) fails a test whose page throws, in any context it opens. */
test.describe("an uncaught page error fails the test", () => {
  test.fail();

  test("in the test's own page", async ({ page }) => {
    await page.goto("/status");
    await page.evaluate(() => setTimeout(() => Promise.reject(new Error("unhandled on purpose")), 0));
    await page.waitForTimeout(200);
  });

  test("in a context the test opens itself", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto("/status");
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error("thrown on purpose");
      }, 0),
    );
    await page.waitForTimeout(200);
    await context.close();
  });
});

test("a page without errors passes", async ({ page }) => {
  await page.goto("/status");
  await expect(page.locator("h1")).toHaveCount(1);
});
