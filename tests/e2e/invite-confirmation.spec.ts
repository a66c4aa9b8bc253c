/**
 * An invite bound to an existing account's email changes that account's role only on the invite's
 * confirmation screen, by the account's own Accept: opening the link, or signing in through
 * `/api/login?invite=...`, changes nothing (the one-click demotion/promotion). Decline leaves it as it was.
 */
import { expect, test, type Browser, type Page } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { waitForIslands } from "./helpers";
import { PASSWORD, signIn, uniqueEmail } from "./auth";

const CONFIRM_HEADING = "Change your account's role?";

async function roleOf(page: Page): Promise<{ role: unknown; permissions: unknown }> {
  const res = await page.request.get("/api/auth/user");
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { role: unknown; permissions: unknown };
  return { role: body.role, permissions: body.permissions };
}

async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** Generates an invite on /admin/users (the admin signed in on `admin`) and answers its code. */
async function makeInvite(admin: Page, role: string, email: string): Promise<string> {
  await admin.goto("/admin/users");
  await waitForIslands(admin);
  const form = admin.getByRole("region", { name: "Invite someone" });
  await form.getByLabel("Role", { exact: true }).selectOption(role);
  await form.getByLabel("Email (optional)").fill(email);
  await admin.getByRole("button", { name: "Generate Invite Link" }).click();
  await expect(admin.getByLabel("Invite link")).toHaveValue(/\/invite\/[A-Za-z0-9_-]{43}$/);
  const link = await admin.getByLabel("Invite link").inputValue();
  return link.split("/").pop()!;
}

/** Signs `page` in as `email` through `/api/login?invite=...` (the link the invite page's button uses). */
async function signInWithInvite(page: Page, email: string, code: string): Promise<void> {
  await page.goto(`/api/login?prompt=login&invite=${code}&returnTo=%2Fdashboard`);
  await expect(page.getByRole("heading", { name: "Sign in to Lumen Spaces" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("an invite for an existing account changes its role only when the account accepts on the confirmation screen", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const memberEmail = uniqueEmail("confirm");
  const member = await newPage(browser);
  // The account exists (a plain user) before any invite is made for it.
  await signIn(member, memberEmail);
  expect(await roleOf(member)).toEqual({ role: "user", permissions: [] });

  await signIn(page, "admin@example.com", PASSWORD, "/admin/users");
  const first = await makeInvite(page, "premium", memberEmail);

  // Opening the link alone (signed in as the invited account) changes nothing: it asks.
  await member.goto(`/invite/${first}`);
  await waitForIslands(member);
  await expect(member.getByRole("heading", { name: CONFIRM_HEADING })).toBeVisible();
  expect(await roleOf(member)).toMatchObject({ role: "user" });

  // Signing in through /api/login?invite=... does not apply it either: it lands on the same question.
  await signInWithInvite(member, memberEmail, first);
  await member.waitForURL((url) => url.pathname === `/invite/${first}`);
  await waitForIslands(member);
  const screen = member.getByRole("region", { name: CONFIRM_HEADING });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText("Your role changes from User to Premium.");
  await expect(screen).toContainText(memberEmail);
  await expect(screen.getByRole("button", { name: "Accept" })).toBeVisible();
  await expect(screen.getByRole("button", { name: "Decline" })).toBeVisible();
  expect(await roleOf(member)).toMatchObject({ role: "user" });

  expect((await new AxeBuilder({ page: member }).analyze()).violations).toEqual([]);
  await member.screenshot({ path: testInfo.outputPath("invite-confirm-1280.png"), fullPage: true });
  for (const width of [390, 1440]) {
    await member.setViewportSize({ width, height: 900 });
    await member.screenshot({ path: testInfo.outputPath(`invite-confirm-${width}.png`), fullPage: true });
    expect((await new AxeBuilder({ page: member }).analyze()).violations, `${width} px`).toEqual([]);
  }

  // Decline: nothing changes, and the invite is spent.
  await screen.getByRole("button", { name: "Decline" }).click();
  await expect(screen.getByRole("status")).toHaveText(/Declined: your account is unchanged/);
  expect(await roleOf(member)).toEqual({ role: "user", permissions: [] });
  await member.reload();
  await expect(member.getByRole("heading", { name: "This invitation is no longer valid" })).toBeVisible();
  expect(await roleOf(member)).toMatchObject({ role: "user" });

  // A second invite, accepted: now (and only now) the role changes.
  const second = await makeInvite(page, "premium", memberEmail);
  await signInWithInvite(member, memberEmail, second);
  await member.waitForURL((url) => url.pathname === `/invite/${second}`);
  await waitForIslands(member);
  expect(await roleOf(member)).toMatchObject({ role: "user" });
  await screen.getByRole("button", { name: "Accept" }).click();
  await expect(screen.getByRole("status")).toHaveText(/Done: your account now has the new role/);
  expect(await roleOf(member)).toMatchObject({ role: "premium" });
  await expect(screen.getByRole("link", { name: "Go to your dashboard" })).toBeVisible();
  await member.context().close();
});
