import { expect, test, type Page } from "./fixtures";
import { waitForIslands } from "./helpers";
import { signInAs } from "./session-fixture";
import { SIGNED_IN_HINT_COOKIE } from "../../core/session-user";
import { sessionCookieName } from "../../functions/auth/sessions";

/**
 * The signed-in state comes from GET /api/auth/user alone (spec section 6). The readable
 * `lumen_signed_in` cookie is only a guess for the first paint: without it a valid session still
 * shows as signed in, and with it an ended session still shows as signed out.
 */
const header = (page: Page) => page.locator("header[data-platform-nav]");

test("a valid session without the hint cookie: the header asks /api/auth/user and shows the user", async ({ page, baseURL }) => {
  await signInAs(page.context(), baseURL!, { firstName: "Hintless" });
  await page.context().clearCookies({ name: SIGNED_IN_HINT_COOKIE });
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/user", { timeout: 10_000 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/app-store");
  expect((await asked).status()).toBe(200);
  await waitForIslands(page);
  await expect(header(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(header(page).getByText("Hintless").first()).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeHidden();
  // The island agrees with the header.
  await expect(page.getByRole("link", { name: "Start Building Now" })).toBeVisible();
});

test("a hint cookie left behind by an ended session: the header ends signed out", async ({ page, baseURL }) => {
  await signInAs(page.context(), baseURL!);
  await page.context().clearCookies({ name: sessionCookieName(false) });
  await page.setViewportSize({ width: 1280, height: 900 });
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/user", { timeout: 10_000 });
  await page.goto("/app-store");
  const answer = await asked;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toBeNull();
  await waitForIslands(page);
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Dashboard" })).toBeHidden();
});
