import { expect, test, type Browser, type Page } from "./fixtures";
import { expectToast } from "./toasts";
import AxeBuilder from "@axe-core/playwright";
import { pauseClockSoon, waitForIslands } from "./helpers";
import { signIn, signOut, uniqueEmail } from "./auth";
import { freePort, startSiteServer } from "./site-server";
import { openAdminPanel } from "./signed-in-helpers";
import { resolve } from "node:path";

/** Any page with the platform header (an invite page works for that whatever the code). */
const PLATFORM_PAGE = "/invite/welcome";

async function me(page: Page): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await page.request.get("/api/auth/user");
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

function desktopNav(page: Page) {
  return page.locator('[data-platform-nav] > div > [class*="lg:flex"]');
}

/** Signed in as the only active admin: demoting oneself is refused with an Error toast and the role stays. */
async function lastAdminKeepsTheRole(page: Page) {
  await signIn(page, "admin@example.com", "password", "/admin/users");
  await waitForIslands(page);
  const users = (await (await page.request.get("/api/admin/users")).json()) as Array<{ role: string; status: string }>;
  expect(users.filter((u) => u.role === "admin" && u.status === "active")).toHaveLength(1);
  const row = page.locator('[data-testid="user-row"][data-email="admin@example.com"]');
  await row.getByLabel("Role of admin@example.com").selectOption("user");
  await expectToast(page, "Error", "Failed to update user role.");
  await expect(row.getByLabel("Role of admin@example.com")).toHaveValue("admin");
}

test.describe("accounts", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("signs in through the embedded provider, shows the first name in the nav, and signs out", async ({ page }) => {
    await page.goto(PLATFORM_PAGE);
    const nav = desktopNav(page);
    await expect(nav.getByRole("link", { name: "Sign In" })).toBeVisible();
    // The nav's Sign In link brings the visitor back to this page.
    await expect(nav.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", `/api/login?returnTo=${encodeURIComponent(PLATFORM_PAGE)}`);

    await signIn(page, "user@example.com", "password", PLATFORM_PAGE);
    await expect(nav.getByText("Uma", { exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(nav.getByRole("link", { name: "Create Website" })).toHaveAttribute("href", "/create");
    await expect(nav.getByRole("link", { name: "Sign In" })).toBeHidden();
    expect((await me(page)).body).toMatchObject({ email: "user@example.com", firstName: "Uma", isAdmin: false });

    await nav.getByRole("link", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect((await me(page)).body).toBeNull();
    // The provider's session ended too: signing in asks for the password again.
    await page.goto("/api/login");
    await expect(page.getByRole("heading", { name: "Sign in to Lumen Spaces" })).toBeVisible();
  });

  test("a wrong password shows an error on the provider's page", async ({ page }) => {
    await page.goto("/api/login");
    await page.getByLabel("Email").fill("user@example.com");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("Email or password is incorrect");
    await expect(page.getByLabel("Email")).toHaveValue("user@example.com");
  });

  test("the admin promotes a user, then suspends them and their open session ends", async ({ page, browser }) => {
    const email = uniqueEmail("member");
    const member = await newPage(browser);
    await signIn(member, email, "password", PLATFORM_PAGE);
    await expect(desktopNav(member).getByText("Member", { exact: true })).toBeVisible();

    await signIn(page, "admin@example.com", "password", "/admin/users");
    await waitForIslands(page);
    const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByLabel(`Role of ${email}`)).toHaveValue("user");

    await row.getByLabel(`Role of ${email}`).selectOption("premium");
    await expectToast(page, "User Updated");
    await expect(row.getByLabel(`Role of ${email}`)).toHaveValue("premium");
    expect((await me(member)).body).toMatchObject({ role: "premium", email });

    await row.getByLabel(`Status of ${email}`).selectOption("suspended");
    await expectToast(page, "User Updated");
    await expect(row.getByText("Suspended", { exact: true }).first()).toBeVisible();

    // The member's open page: their session is gone at once.
    await member.reload();
    await expect(desktopNav(member).getByRole("link", { name: "Sign In" })).toBeVisible();
    expect((await me(member)).body).toBeNull();
    // And signing in again is refused with a clear page.
    await member.goto("/api/login?prompt=login");
    await member.getByLabel("Email").fill(email);
    await member.getByLabel("Password").fill("password");
    await member.getByRole("button", { name: "Sign in" }).click();
    await member.waitForURL("**/account-suspended");
    await expect(member.getByRole("heading", { name: "Your account is suspended" })).toBeVisible();
    expect((await me(member)).body).toBeNull();
    await member.context().close();
  });

  test("the last active admin cannot demote themselves: an Error toast explains", async ({ browser }) => {
    // Its own server on a fresh database, where admin@example.com is the only admin whatever other tests did.
    const server = await startSiteServer(resolve("dist/client"), await freePort());
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await lastAdminKeepsTheRole(page);
    } finally {
      await context.close();
      await server.stop();
    }
  });

  test("an invite is generated, copied, redeemed by a new account that gets the role, and then works no more", async ({ page, browser, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, "admin@example.com", "password", "/admin/users");
    await waitForIslands(page);
    const invite = page.getByRole("region", { name: "Invite someone" });
    await invite.getByLabel("Role", { exact: true }).selectOption("moderator");
    await invite.getByLabel("Permissions").fill(" manage_users, , create_templates ");
    await page.getByRole("button", { name: "Generate Invite Link" }).click();
    await expectToast(page, "Invite Generated");
    const link = await page.getByLabel("Invite link").inputValue();
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    await page.getByRole("button", { name: "Copy" }).click();
    await expectToast(page, "Invite link copied to clipboard.");
    // The state itself: the link is on the clipboard (the button's "Copied" shows for 2 s only).
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const guestEmail = uniqueEmail("invited");
    const guest = await newPage(browser);
    await guest.goto(link);
    await expect(guest.getByRole("heading", { name: "You're invited to Lumen Spaces" })).toBeVisible();
    await expect(guest.getByText("You've been invited to join with the Moderator role.")).toBeVisible();
    await expect(guest.getByText("manage_users", { exact: true })).toBeVisible();
    await guest.getByRole("link", { name: "Accept invitation and sign in" }).click();
    await guest.getByLabel("Email").fill(guestEmail);
    await guest.getByLabel("Password").fill("password");
    await guest.getByRole("button", { name: "Sign in" }).click();
    await guest.waitForURL((url) => url.pathname === "/dashboard");
    expect((await me(guest)).body).toMatchObject({ email: guestEmail, role: "moderator", permissions: ["manage_users", "create_templates"] });

    await guest.goto(link);
    await expect(guest.getByRole("heading", { name: "This invitation has already been used" })).toBeVisible();
    await guest.context().close();
  });

  test("an unknown invite link gets a clear page", async ({ page }) => {
    await page.goto("/invite/not-a-real-code");
    await expect(page.getByRole("heading", { name: "This invitation link isn't valid" })).toBeVisible();
  });

  test("signed-out visitors and non-admins are sent from /admin/users to / with the access-denied message", async ({ page, browser }) => {
    // The message shows for 1.5 s before the redirect: each page's clock is paused while it is checked.
    const deniedThenHome = async (p: Page) => {
      await p.clock.install();
      await pauseClockSoon(p);
      await p.goto("/admin/users");
      await expect(p.getByText("Access denied. Admin privileges required.").first()).toBeVisible();
      await p.clock.resume();
      await p.waitForURL((url) => url.pathname === "/");
    };
    await deniedThenHome(page);

    const premium = await newPage(browser);
    await signIn(premium, "premium@example.com", "password", PLATFORM_PAGE);
    await deniedThenHome(premium);
    expect((await premium.request.get("/api/admin/users")).status()).toBe(403);
    await premium.context().close();
  });

  test("from a panel-password session, Open User Management offers the admin sign-in and comes back to /admin/users", async ({ page }) => {
    await openAdminPanel(page);
    await page.getByRole("tab", { name: "Users" }).click();
    await page.getByRole("link", { name: "Open User Management" }).click();
    const notice = page.getByTestId("needs-admin-account");
    await expect(notice.getByRole("heading", { name: "User management needs a signed-in admin account" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/admin/users");
    await notice.getByRole("link", { name: "Sign in with an admin account" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to Lumen Spaces" })).toBeVisible();
    await page.getByLabel("Email").fill("admin@example.com");
    await page.getByLabel("Password").fill("password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/users");
    await expect(page.locator('[data-testid="user-row"]').first()).toBeVisible();
  });

  test("a pending account is told it cannot create projects yet", async ({ page }) => {
    await signIn(page, "pending@example.com", "password", PLATFORM_PAGE);
    await expect(page.getByText("Your account is pending activation by an administrator.", { exact: false })).toBeVisible();
    await signOut(page);
    await page.goto(PLATFORM_PAGE);
    await expect(page.getByText("Your account is pending activation", { exact: false })).toBeHidden();
  });

  test("the account pages and the provider's sign-in page have no accessibility violations", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/api/login");
    await expect(page.getByRole("heading", { name: "Sign in to Lumen Spaces" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await signIn(page, "admin@example.com", "password", "/admin/users");
    await waitForIslands(page);
    await expect(page.locator('[data-testid="user-row"]').first()).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    for (const path of ["/account-suspended", "/sign-in-failed?reason=state", "/invite/not-a-real-code"]) {
      await page.goto(path);
      await waitForIslands(page);
      await expect(page.locator("h1")).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations, path).toEqual([]);
    }
  });
});
