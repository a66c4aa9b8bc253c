import { expect, test, type Page, type Request } from "./fixtures";
import { consentCopy } from "../../src/content/pwa";
import { adminPage } from "../../core/content/admin";
import { PAGE_VIEW_ENDPOINT } from "../../core/page-views";
import { E2E_ADMIN_PASSWORD } from "./e2e-env";
import { NO_CONSENT_CHOICE, waitForIslands } from "./helpers";

/**
 * The platform's own analytics: the consent banner on a first visit to any page, nothing
 * sent after Decline, a page view after Accept, and the count in the admin Overview. Headless Chromium
 * names itself in its user agent and would be ignored as a bot, so these contexts use a normal one.
 */
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36";
test.use({ storageState: NO_CONSENT_CHOICE, userAgent: CHROME });

function pageViews(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === PAGE_VIEW_ENDPOINT) sent.push(r);
  });
  return sent;
}

const banner = (page: Page) => page.getByRole("region", { name: consentCopy.heading });

test("a first visit to any page shows the banner; Decline stores the choice and nothing is ever sent", async ({ page }) => {
  const sent = pageViews(page);
  await page.goto("/pricing");
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(sent).toHaveLength(0);
  await banner(page).getByRole("button", { name: consentCopy.decline }).click();
  await expect(banner(page)).toBeHidden();
  for (const path of ["/", "/about", "/pricing"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(banner(page)).toBeHidden();
  }
  expect(sent).toHaveLength(0);
});

test("Accept sends a page view for this page and each next one, and the admin Overview counts them", async ({ page, browser, baseURL }) => {
  const sent = pageViews(page);
  await page.goto("/about");
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(sent).toHaveLength(0);
  const first = page.waitForResponse((r) => new URL(r.url()).pathname === PAGE_VIEW_ENDPOINT);
  await banner(page).getByRole("button", { name: consentCopy.accept }).click();
  expect((await first).status()).toBe(204);
  expect(sent[0]!.postDataJSON()).toEqual({ path: "/about", referrerHost: null });
  const second = page.waitForResponse((r) => new URL(r.url()).pathname === PAGE_VIEW_ENDPOINT);
  await page.goto("/careers");
  expect((await second).status()).toBe(204);
  await expect(banner(page)).toBeHidden();
  expect(sent.map((r) => (r.postDataJSON() as { path: string }).path)).toEqual(["/about", "/careers"]);

  const adminContext = await browser.newContext({ baseURL, storageState: NO_CONSENT_CHOICE });
  const admin = await adminContext.newPage();
  await admin.goto("/admin");
  await waitForIslands(admin);
  await admin.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await admin.getByRole("button", { name: "Sign in" }).click();
  const charts = admin.getByRole("region", { name: adminPage.analytics.heading });
  await expect(charts).toBeVisible();
  await expect(charts.getByRole("img", { name: adminPage.analytics.charts.views.title })).toBeVisible();
  // The Node server buffers page views and writes them within WRITE_BUFFER_MAX_WAIT_MS; on a busy
  // machine the Overview can load before that write, so it is opened again until the view is counted.
  await expect(async () => {
    await admin.reload();
    await expect(charts.getByTestId("overview-top-paths")).toContainText("/careers", { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  expect(Number(await charts.getByTestId("overview-total-views").textContent())).toBeGreaterThanOrEqual(2);
  expect(Number(await charts.getByTestId("overview-total-visitors").textContent())).toBeGreaterThanOrEqual(1);
  // The figures as text too: today's row of the page-view table.
  await charts.getByTestId("overview-chart-views").getByText(adminPage.analytics.tableToggle).click();
  const today = new Date().toISOString().slice(0, 10);
  const row = charts.getByTestId("overview-chart-views").getByRole("row", { name: new RegExp(`^${today}`) });
  expect(Number((await row.getByRole("cell").nth(1).textContent()) ?? "0")).toBeGreaterThanOrEqual(2);
  await adminContext.close();
});
