import { expect, test } from "./fixtures";
import { waitForIslands } from "./helpers";
import { signInAs, withE2eDb } from "./session-fixture";
import { projects, siteMessages } from "../../db/schema";
import { LIST_PAGE_DEFAULT } from "../../core/api-limits";

/**
 * An owner with 120 projects (more than two pages of 50): the stat cards count all of them from the
 * first load, whatever page the list is on; "Load more" appends the next pages; a site's inbox with
 * more messages than a page loads the rest the same way.
 */
test("the stat cards count every project past the first page; the list and an inbox load more on demand", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const user = await signInAs(page.context(), baseURL!);
  const now = Date.now();
  const liveId = await withE2eDb(async (db) => {
    const rows = await db
      .insert(projects)
      .values(
        Array.from({ length: 120 }, (_, i) => {
          const common = { userId: user.id, businessType: "Restaurant", basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99", createdAt: new Date(now - i * 1000) };
          // 70 completed and paid (the newest one a live site), 30 waiting for payment, 20 failed but paid at 10.50.
          if (i < 70) return { ...common, name: `Done ${i}`, status: "completed" as const, paymentStatus: "paid" as const, generatedUrl: i === 0 ? "/sites/done-0/" : null };
          if (i < 100) return { ...common, name: `Waiting ${i}`, paymentStatus: "pending" as const };
          return { ...common, name: `Broken ${i}`, status: "failed" as const, paymentStatus: "paid" as const, totalPrice: "10.50" };
        }),
      )
      .returning({ id: projects.id, name: projects.name });
    const live = rows.find((r) => r.name === "Done 0")!.id;
    await db.insert(siteMessages).values(
      Array.from({ length: 60 }, (_, i) => ({
        projectId: live,
        name: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        message: `Message number ${i}`,
        createdAt: new Date(now - i * 60_000),
      })),
    );
    return live;
  });

  await page.goto("/dashboard");
  await waitForIslands(page);
  const cards = page.getByTestId("project-card");
  await expect(cards).toHaveCount(LIST_PAGE_DEFAULT);
  await expect(page.getByText("Websites Generated").locator("..")).toContainText("70");
  await expect(page.getByText("Total Spent").locator("..")).toContainText("$2,309.30");
  await expect(page.getByText("Active Projects").locator("..")).toContainText("30");

  // The inbox is closed: the list's is the only "Load more" on the page.
  const moreProjects = page.getByRole("button", { name: "Load more" });
  await moreProjects.click();
  await expect(cards).toHaveCount(100);
  await moreProjects.click();
  await expect(cards).toHaveCount(120);
  await expect(moreProjects).toHaveCount(0);
  // Still every project's totals.
  await expect(page.getByText("Websites Generated").locator("..")).toContainText("70");
  await expect(page.getByText("Active Projects").locator("..")).toContainText("30");

  // The live site's inbox: a page of 50, then the last 10.
  const card = page.locator(`[data-testid="project-card"][data-project-id="${liveId}"]`);
  await card.getByTestId("site-inbox").locator("summary").click();
  const messages = card.getByTestId("site-message");
  await expect(messages).toHaveCount(LIST_PAGE_DEFAULT);
  await expect(messages.first()).toContainText("Message number 0");
  await card.getByTestId("site-inbox").getByRole("button", { name: "Load more" }).click();
  await expect(messages).toHaveCount(60);
  await expect(messages.last()).toContainText("Message number 59");
  await expect(card.getByTestId("site-inbox").getByRole("button", { name: "Load more" })).toHaveCount(0);
  // Marking one read moves the unread count without reloading the list.
  await expect(card.getByTestId("unread-count")).toHaveText("60 unread");
  await messages.last().getByRole("button", { name: "Mark as read" }).click();
  await expect(card.getByTestId("unread-count")).toHaveText("59 unread");
  await expect(messages).toHaveCount(60);
});
