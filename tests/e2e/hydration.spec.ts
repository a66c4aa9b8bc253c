import { expect, test, type Page } from "./fixtures";
import { waitForIslands } from "./helpers";
import { signInAs } from "./session-fixture";

/**
 * The prerendered markup of the signed-in screens matches the first client render whoever is signed
 * in: no hydration error (React #418) and no other uncaught error, for a member, a pending account
 * and an admin. (Signed out, every public page is checked by all-pages.spec.ts; the shared fixture
 * fails any test on any uncaught page error.)
 */
const ACCOUNTS = {
  member: { status: "active", role: "user" },
  pending: { status: "pending", role: "user" },
  admin: { status: "active", role: "admin" },
} as const;
/** /admin/users only for the admin: anyone else is sent home from it (its own spec checks that). */
const pagesFor = (name: string) => ["/app-store", "/create", "/dashboard", ...(name === "admin" ? ["/admin/users"] : [])];

async function pageErrorsOn(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  const onError = (err: Error) => errors.push(err.message.split("\n")[0]!);
  page.on("pageerror", onError);
  await page.goto(path);
  await waitForIslands(page);
  // The header's script and the islands both ask who is signed in: give every answer time to land.
  await page.waitForLoadState("load");
  await page.waitForTimeout(1_000);
  page.off("pageerror", onError);
  return errors;
}

for (const [name, account] of Object.entries(ACCOUNTS)) {
  test(`signed in as ${name}: no hydration error on ${pagesFor(name).join(", ")}`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await signInAs(page.context(), baseURL!, account);
    const problems: string[] = [];
    for (const path of pagesFor(name)) {
      // Twice: once from a cold cache, once with the scripts cached (the header then knows the user sooner).
      for (const round of [1, 2]) for (const error of await pageErrorsOn(page, path)) problems.push(`${path} (${round}): ${error}`);
    }
    expect(problems).toEqual([]);
  });
}

test("a pending account on /create sees the pending notice once hydrated", async ({ page, baseURL }) => {
  await signInAs(page.context(), baseURL!, { status: "pending" });
  expect(await pageErrorsOn(page, "/create")).toEqual([]);
  await expect(page.locator("#pending-note")).toBeVisible();
});

test("signed in, the app store's call to action is the signed-in one", async ({ page, baseURL }) => {
  await signInAs(page.context(), baseURL!);
  expect(await pageErrorsOn(page, "/app-store")).toEqual([]);
  await expect(page.getByRole("link", { name: "Start Building Now" })).toHaveAttribute("href", "/create");
});
