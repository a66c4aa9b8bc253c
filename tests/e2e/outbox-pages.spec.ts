import { expect, test } from "./fixtures";
import { waitForIslands } from "./helpers";
import { withE2eDb } from "./session-fixture";
import { E2E_ADMIN_PASSWORD } from "./e2e-env";
import { outbox } from "../../db/schema";
import { LIST_PAGE_DEFAULT } from "../../core/api-limits";

/** The admin panel's mail outbox shows a page of the newest mails and loads older ones on demand. */
test("the mail outbox shows a page at a time with Load more", async ({ page }) => {
  test.setTimeout(60_000);
  // Newer than anything else in the shared e2e database, so the first page is these.
  const future = Date.now() + 86_400_000;
  await withE2eDb((db) =>
    db.insert(outbox).values(
      Array.from({ length: LIST_PAGE_DEFAULT + 5 }, (_, i) => ({
        kind: "site_message",
        to: `paged-${i}@example.com`,
        subject: `Paged mail ${i}`,
        text: "Hello",
        status: "sent" as const,
        createdAt: new Date(future - i * 1000),
      })),
    ),
  );
  await page.goto("/admin");
  await waitForIslands(page);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("tab", { name: "Settings" }).click();
  const table = page.getByRole("region", { name: "Mails, newest first" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(LIST_PAGE_DEFAULT);
  await expect(rows.first()).toContainText("paged-0@example.com");
  await expect(table).not.toContainText(`paged-${LIST_PAGE_DEFAULT}@example.com`);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(table).toContainText(`paged-${LIST_PAGE_DEFAULT + 4}@example.com`);
  expect(await rows.count()).toBeGreaterThan(LIST_PAGE_DEFAULT);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("button", { name: "Load more" }).or(table).last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/outbox-pages-${width}.png` });
  }
});
