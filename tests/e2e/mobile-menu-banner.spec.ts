import { expect, test } from "./fixtures";
import { NO_CONSENT_CHOICE, waitForIslands } from "./helpers";
import { signInAs } from "./session-fixture";
import { consentCopy } from "../../src/content/pwa";

/** At 390 px the open mobile menu sits above the consent banner: every signed-in link can be used. */
test.use({ storageState: NO_CONSENT_CHOICE, viewport: { width: 390, height: 844 } });

for (const path of ["/dashboard", "/app-store"]) {
  test(`${path}: the open menu's signed-in links are above the consent banner`, async ({ page, baseURL }) => {
    await signInAs(page.context(), baseURL!, { firstName: "Phone" });
    await page.goto(path);
    await waitForIslands(page);
    await expect(page.getByRole("region", { name: consentCopy.heading }).or(page.locator("[data-consent-banner]"))).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("[data-mobile-menu]");
    await expect(menu.getByText("Signed in as")).toBeVisible();
    for (const name of ["Create Website", "Dashboard", "Logout"]) {
      const link = menu.getByRole("link", { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      // What a finger on the link's middle would touch.
      const onTop = await link.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && (hit === el || el.contains(hit));
      });
      expect(onTop, `${name} is under something`).toBe(true);
    }
    // The banner is still there, unanswered, once the menu closes.
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.locator("[data-consent-banner]")).toBeVisible();
  });
}
