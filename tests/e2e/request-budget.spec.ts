import { expect, test, type Page } from "./fixtures";
import { waitForIslands } from "./helpers";
import { signInAs } from "./session-fixture";
import { generatedProject, insertProject, openAdminPanel } from "./signed-in-helpers";
import { ADMIN_TABS } from "../../core/content/admin";
import { STATUS_POLL_INTERVAL_MS } from "../../core/projects";

/**
 * Every signed-in screen, left alone for 10 s once it has loaded, asks the server only what its
 * polling allows: the dashboard's one combined status poll (every 5 s), nothing at all elsewhere.
 * A data hook that refetches on every render (the admin outbox once made 95 requests in 3 s) fails here.
 */
const AT_REST_MS = 10_000;
/** Polls a screen may make while at rest: one per interval, plus one for a tick on the window's edge. */
const pollsIn = (intervalMs: number) => Math.floor(AT_REST_MS / intervalMs) + 1;

/** Time a screen gets to finish loading (its first requests) before it counts as at rest. */
const SETTLE_MS = 1_500;

/** A screen made ready on its own page: its name and what it may ask while at rest (a path prefix with its most calls). */
type Screen = { name: string; page: Page; allowed?: Record<string, number> };

/**
 * The requests each screen makes while all of them sit at rest together: one shared wait instead of
 * one per screen (each page's timers and data hooks run on their own, so watching them at once
 * measures the same thing).
 */
async function requestsAtRest(screens: Screen[]): Promise<Record<string, string[]>> {
  for (const { page } of screens) await waitForIslands(page);
  await screens[0]!.page.waitForTimeout(SETTLE_MS);
  const seen: Record<string, string[]> = {};
  const stops = screens.map(({ name, page }) => {
    seen[name] = [];
    const onRequest = (r: { method(): string; url(): string }) => seen[name]!.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
    page.on("request", onRequest);
    return () => page.off("request", onRequest);
  });
  await screens[0]!.page.waitForTimeout(AT_REST_MS);
  for (const stop of stops) stop();
  return seen;
}

/** Per screen, the requests it made at rest beyond what it is allowed. */
function overBudget(screens: Screen[], seen: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { name, allowed = {} } of screens) {
    const left = { ...allowed };
    out[name] = (seen[name] ?? []).filter((line) => {
      const key = Object.keys(left).find((prefix) => line.startsWith(prefix));
      if (key && left[key]! > 0) {
        left[key]! -= 1;
        return false;
      }
      return true;
    });
  }
  return out;
}

const nothingFrom = (screens: Screen[]) => Object.fromEntries(screens.map(({ name }) => [name, []]));

test.describe("signed-in screens at rest stay within their polling", () => {
  test.describe.configure({ mode: "parallel" });

  test("an owner's screens: the dashboard only polls the combined status, at most once per interval; create, checkout and the editor ask nothing", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const context = page.context();
    const user = await signInAs(context, baseURL!);
    const { id } = await generatedProject(page, baseURL!, user.id);
    await insertProject(user.id, { name: "Waiting Cafe", paymentStatus: "pending", paidVia: null, paidAt: null });
    const unpaid = await insertProject(user.id, { paymentStatus: "pending", paidVia: null, paidAt: null });

    await page.goto("/dashboard");
    await expect(page.getByTestId("project-card")).toHaveCount(3);
    const create = await context.newPage();
    await create.goto("/create");
    const checkout = await context.newPage();
    await checkout.goto(`/checkout/${unpaid}`);
    const editor = await context.newPage();
    await editor.goto(`/editor/${id}`);
    await expect(editor.getByTestId("editor-status")).toContainText("Editing version 1");

    const screens: Screen[] = [
      { name: "dashboard", page, allowed: { "GET /api/projects/status?": pollsIn(STATUS_POLL_INTERVAL_MS) } },
      { name: "create", page: create },
      { name: "checkout", page: checkout },
      { name: "editor", page: editor },
    ];
    const seen = await requestsAtRest(screens);
    // The dashboard polled while another page was in front: pages watched together are not throttled.
    expect(seen.dashboard!.length).toBeGreaterThan(0);
    expect(overBudget(screens, seen)).toEqual(nothingFrom(screens));
  });

  test("an admin's screens: every tab of the admin panel, admin/users and the app store ask nothing", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const context = page.context();
    await signInAs(context, baseURL!, { role: "admin" });
    await openAdminPanel(page);
    const screens: Screen[] = [];
    for (const tab of ADMIN_TABS) {
      // The panel's session is the context's: every further page opens signed in.
      const tabPage = screens.length ? await context.newPage() : page;
      if (tabPage !== page) await tabPage.goto("/admin");
      await tabPage.getByRole("tab", { name: tab.label }).click();
      await expect(tabPage.getByRole("tabpanel", { name: tab.label })).toBeVisible();
      screens.push({ name: `admin panel, ${tab.label} tab`, page: tabPage });
    }
    const users = await context.newPage();
    await users.goto("/admin/users");
    await expect(users.getByRole("heading", { name: /Users/ }).first()).toBeVisible();
    const store = await context.newPage();
    await store.goto("/app-store");
    screens.push({ name: "admin/users", page: users }, { name: "app store, signed in", page: store });

    expect(overBudget(screens, await requestsAtRest(screens))).toEqual(nothingFrom(screens));
    // The panel still works after the wait: no limit was spent, the session is still open.
    await page.reload();
    await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
  });
});
