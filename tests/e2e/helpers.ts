import { expect, type Page } from "@playwright/test";

/** Waits until every island on the page that should hydrate has (Astro drops `ssr` when it does). */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator("astro-island[ssr]:not([client='media']), astro-island[ssr][client='media']:visible")).toHaveCount(0, { timeout: 10_000 });
}
