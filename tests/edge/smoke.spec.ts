import { expect, test } from "@playwright/test";
import { signIn, signOut } from "../e2e/auth";

/** The product in the real Workers runtime: static pages from ASSETS, the API in the Worker. */
test.describe("edge smoke (workerd)", () => {
  test("a static page, the 404 and security headers", async ({ page, request }) => {
    const home = await page.goto("/");
    expect(home?.status()).toBe(200);
    await expect(page).toHaveTitle(/Lumen Spaces/);
    expect(home?.headers()["x-content-type-options"]).toBe("nosniff");

    const missing = await page.goto("/no/such/page");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");

    const api = await request.get("/api/nope");
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
    expect(api.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(api.headers()["strict-transport-security"]).toContain("max-age=");
  });

  test("the database answers through the Worker", async ({ request }) => {
    expect(await (await request.get("/api/health")).json()).toMatchObject({ status: "ok", database: "reachable" });
    const templates = (await (await request.get("/api/templates")).json()) as unknown[];
    expect(templates.length).toBeGreaterThan(0);
  });

  test("sign in through the identity provider, see the user, sign out", async ({ page }) => {
    await signIn(page, "user@example.com", undefined, "/app-store");
    const me = await page.request.get("/api/auth/user");
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: "user@example.com", isAdmin: false });
    await expect(page.getByRole("link", { name: "Start Building Now" })).toBeVisible();
    await signOut(page);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });
});
