/**
 * Signing in from end-to-end tests, through the real embedded identity provider (no shortcuts):
 * /api/login -> the provider's sign-in page -> /api/callback -> back on the site with a session.
 *
 * The local accounts (`user@example.com`, `admin@example.com`, `premium@example.com`,
 * `pending@example.com`, ...) are shared by every spec running against the same server: never change
 * their role or status in a test. For an account to promote, suspend or invite, use a fresh address:
 * `uniqueEmail('promote')` -> `promote-<random>@example.com` (any example.com address signs in).
 */
import { expect, type Page } from "@playwright/test";

export const PASSWORD = "password";

export function uniqueEmail(label = "e2e"): string {
  return `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Signs `page` in as `email` and waits until the browser is back at `returnTo` (default `/`).
 * Always shows the provider's form (prompt=login), so it also switches accounts.
 */
export async function signIn(page: Page, email: string, password = PASSWORD, returnTo = "/"): Promise<void> {
  await page.goto(`/api/login?prompt=login&returnTo=${encodeURIComponent(returnTo)}`);
  await expect(page.getByRole("heading", { name: "Sign in to Lumen Spaces" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const target = new URL(returnTo, "http://x");
  await page.waitForURL((url) => url.pathname === target.pathname && url.search === target.search);
}

/** Signs out here and at the provider; waits until the browser is back on the home page. */
export async function signOut(page: Page): Promise<void> {
  await page.goto("/api/logout");
  await page.waitForURL((url) => url.pathname === "/");
}
