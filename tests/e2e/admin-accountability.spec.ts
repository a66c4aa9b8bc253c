import { expect, test } from "./fixtures";
import { expectToast } from "./toasts";
import AxeBuilder from "@axe-core/playwright";
import { waitForIslands } from "./helpers";
import { signIn, uniqueEmail } from "./auth";

test.describe("accountability in /admin/users", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("an invite bound to an email is listed, revoked, refused on its page, and both steps are in the Activity log", async ({ page, browser }) => {
    await signIn(page, "admin@example.com", "password", "/admin/users");
    await waitForIslands(page);
    const bound = uniqueEmail("bound");
    const form = page.getByRole("region", { name: "Invite someone" });
    await form.getByLabel("Role", { exact: true }).selectOption("premium");
    await form.getByLabel("Email (optional)").fill(bound);
    await page.getByRole("button", { name: "Generate Invite Link" }).click();
    const link = await page.getByLabel("Invite link").inputValue();

    const list = page.getByRole("region", { name: "Invites", exact: true });
    const row = list.getByTestId("invite-row").filter({ hasText: bound });
    await expect(row).toContainText("Valid");
    await row.getByRole("button", { name: /^Revoke invite \d+$/ }).click();
    await expectToast(page, "Invite revoked");
    await expect(row).toContainText("Revoked");

    const guest = await (await browser.newContext()).newPage();
    await guest.goto(link);
    await expect(guest.getByRole("heading", { name: "This invitation is no longer valid" })).toBeVisible();
    await guest.context().close();

    const activity = page.getByRole("region", { name: "Activity", exact: true });
    await activity.getByLabel("Action").selectOption("invite.revoked");
    await activity.getByRole("button", { name: "Apply filters" }).click();
    const first = activity.getByTestId("activity-row").first();
    await expect(first).toContainText("Invite revoked");
    await expect(first).toContainText("admin@example.com");
    for (const text of await activity.getByTestId("activity-row").allTextContents()) expect(text).toContain("Invite revoked");

    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
