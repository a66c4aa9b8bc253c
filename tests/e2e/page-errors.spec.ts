import { expect, test } from "./fixtures";

/** The shared fixture (tests/e2e/fixtures.ts) fails a test whose page throws, in any context it opens. */
test.describe("an uncaught page error fails the test", () => {
  test.fail();

  test("in the test's own page", async ({ page }) => {
    await page.goto("/status");
    // The error itself is awaited, not a time: on a loaded machine 200 ms may not be enough.
    const raised = page.waitForEvent("pageerror");
    await page.evaluate(() => setTimeout(() => Promise.reject(new Error("unhandled on purpose")), 0));
    await raised;
  });

  test("in a context the test opens itself", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto("/status");
    const raised = page.waitForEvent("pageerror");
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error("thrown on purpose");
      }, 0),
    );
    await raised;
    await context.close();
  });
});

test("a page without errors passes", async ({ page }) => {
  await page.goto("/status");
  await expect(page.locator("h1")).toHaveCount(1);
});
