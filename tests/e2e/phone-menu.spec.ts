/**
 * Every entry of the desktop header is reachable on a phone: what the header shows at 1440 px is,
 * at 390 px, either still in the header bar or in its menu (the marketing header's dialog, the
 * platform header's drop-down). Compared by link text and address, for both headers.
 */
import { expect, test, type Page } from "./fixtures";

type Entry = string; // "label -> href"

async function visibleEntries(page: Page, scope: string): Promise<Set<Entry>> {
  const entries = await page
    .locator(`${scope} a:visible`)
    .evaluateAll((links) =>
      links.map(
        (a) =>
          `${(a.textContent ?? "").replace(/\s+/g, " ").trim() || a.getAttribute("aria-label") || ""} -> ${new URL((a as HTMLAnchorElement).href).pathname}`,
      ),
    );
  return new Set(entries);
}

const headers = [
  { page: "/", name: "marketing", menu: "#marketing-drawer", open: (p: Page) => p.getByTestId("menu-button").click() },
  { page: "/platform", name: "platform", menu: "[data-mobile-menu]", open: (p: Page) => p.locator("[data-mobile-toggle]").click() },
];

for (const h of headers) {
  test(`the ${h.name} header's desktop entries are all in the phone menu`, async ({ browser }) => {
    const desktop = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await desktop.goto(h.page);
    const wide = await visibleEntries(desktop, "header");
    await desktop.close();
    expect(wide.size).toBeGreaterThan(3);

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(h.page);
    const bar = await visibleEntries(phone, "header");
    await h.open(phone);
    await expect(phone.locator(h.menu)).toBeVisible();
    const menu = await visibleEntries(phone, h.menu);
    await phone.close();

    const onPhone = new Set([...bar, ...menu]);
    expect([...wide].filter((entry) => !onPhone.has(entry))).toEqual([]);
  });
}

test("the home page's phone menu leads into the website builder", async ({ browser }) => {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto("/");
  await phone.getByTestId("menu-button").click();
  await phone.locator("#marketing-drawer").getByRole("link", { name: "Build a Website" }).click();
  await phone.waitForURL((url) => url.pathname === "/platform");
  await phone.close();
});
