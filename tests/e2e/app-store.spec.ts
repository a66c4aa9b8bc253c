/**
 * /app-store: the built-in apps are HTML from the build (no script needed to see them), and the
 * published apps' island, with React, loads only when its place comes into view.
 */
import { expect, test } from "./fixtures";
import { waitForIslands } from "./helpers";
import { BUILT_IN_APPS } from "../../src/content/app-store";

test("the built-in apps are in the page's HTML; React loads only when the published list comes into view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  const html = await (await page.request.get("/app-store")).text();
  for (const app of BUILT_IN_APPS) expect(html).toContain(`>${app.name}</h3>`);

  await page.goto("/app-store", { waitUntil: "networkidle" });
  const builtIn = page.getByTestId("built-in-apps");
  await expect(builtIn.getByRole("heading", { level: 3 })).toHaveText(BUILT_IN_APPS.map((a) => a.name));
  // Out of view: not hydrated (and not due), and no island script (React's renderer) fetched.
  await waitForIslands(page);
  await expect(page.locator("astro-island[ssr]")).toHaveCount(1);
  expect(scripts.filter((s) => /\/_astro\/(client|AppShowcase)\./.test(s))).toEqual([]);

  await page.getByRole("link", { name: "Browse templates" }).scrollIntoViewIfNeeded();
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await waitForIslands(page);
  expect(scripts.some((s) => /\/_astro\/AppShowcase\./.test(s))).toBe(true);
  await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
});
