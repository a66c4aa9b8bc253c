/**
 * A local install answers on several names of this machine (localhost, 127.0.0.1): sign-in works
 * from each, because a page or sign-in request on another local name is first sent to the site's
 * configured origin (PUBLIC_SITE_URL, here http://localhost:{port}), before any cookie is set.
 */
import { expect, test } from "./fixtures";
import { PASSWORD } from "./auth";

for (const name of ["localhost", "127.0.0.1"]) {
  test(`sign-in works when the browser opens http://${name}`, async ({ page, baseURL }) => {
    const site = new URL(baseURL!);
    const start = `http://${name}:${site.port}`;
    await page.goto(`${start}/api/login?prompt=login&returnTo=${encodeURIComponent("/dashboard")}`);
    await expect(page.getByRole("heading", { name: "Sign in to Lumen Spaces" })).toBeVisible();
    await page.getByLabel("Email").fill("user@example.com");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    // Signed in, on the configured origin, with no "sign-in expired" on the way.
    expect(new URL(page.url()).origin).toBe(site.origin);
    const me = await page.request.get(`${site.origin}/api/auth/user`);
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { email?: string }).email).toBe("user@example.com");
  });
}

test("a page opened on 127.0.0.1 moves to the configured origin; API calls by address are answered where they are", async ({ page, request, baseURL }) => {
  const site = new URL(baseURL!);
  const other = `http://127.0.0.1:${site.port}`;
  await page.goto(`${other}/services?x=1`);
  expect(page.url()).toBe(`${site.origin}/services?x=1`);
  const health = await request.get(`${other}/api/health`, { maxRedirects: 0 });
  expect(health.status()).toBe(200);
  const moved = await request.get(`${other}/pricing`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe(`${site.origin}/pricing`);
  expect(moved.headers()["set-cookie"]).toBeUndefined();
});
