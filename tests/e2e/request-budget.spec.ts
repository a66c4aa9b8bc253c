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

async function requestsAtRest(page: Page): Promise<string[]> {
  await waitForIslands(page);
  await page.waitForTimeout(SETTLE_MS);
  const seen: string[] = [];
  const onRequest = (r: { method(): string; url(): string }) => seen.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
  page.on("request", onRequest);
  await page.waitForTimeout(AT_REST_MS);
  page.off("request", onRequest);
  return seen;
}

/** The requests of `seen` that are not `allowed` (a path prefix with its most calls). */
function overBudget(seen: string[], allowed: Record<string, number> = {}): string[] {
  const left = { ...allowed };
  return seen.filter((line) => {
    const key = Object.keys(left).find((prefix) => line.startsWith(prefix));
    if (key && left[key]! > 0) {
      left[key]! -= 1;
      return false;
    }
    return true;
  });
}

test.describe("signed-in screens at rest stay within their polling", () => {
  test.describe.configure({ mode: "parallel" });

  test("dashboard: only the combined status poll, at most once per interval", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const user = await signInAs(page.context(), baseURL!);
    await generatedProject(page, baseURL!, user.id);
    await insertProject(user.id, { name: "Waiting Cafe", paymentStatus: "pending", paidVia: null, paidAt: null });
    await page.goto("/dashboard");
    await expect(page.getByTestId("project-card")).toHaveCount(2);
    const seen = await requestsAtRest(page);
    expect(overBudget(seen, { "GET /api/projects/status?": pollsIn(STATUS_POLL_INTERVAL_MS) })).toEqual([]);
  });

  test("create: nothing", async ({ page, baseURL }) => {
    await signInAs(page.context(), baseURL!);
    await page.goto("/create");
    expect(await requestsAtRest(page)).toEqual([]);
  });

  test("checkout: nothing", async ({ page, baseURL }) => {
    const user = await signInAs(page.context(), baseURL!);
    const id = await insertProject(user.id, { paymentStatus: "pending", paidVia: null, paidAt: null });
    await page.goto(`/checkout/${id}`);
    expect(await requestsAtRest(page)).toEqual([]);
  });

  test("editor: nothing", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const user = await signInAs(page.context(), baseURL!);
    const { id } = await generatedProject(page, baseURL!, user.id);
    await page.goto(`/editor/${id}`);
    await expect(page.getByTestId("editor-status")).toContainText("Editing version 1");
    expect(await requestsAtRest(page)).toEqual([]);
  });

  for (const tab of ADMIN_TABS) {
    test(`admin panel, ${tab.label} tab: nothing`, async ({ page, baseURL }) => {
      await signInAs(page.context(), baseURL!, { role: "admin" });
      await openAdminPanel(page);
      await page.getByRole("tab", { name: tab.label }).click();
      await expect(page.getByRole("tabpanel", { name: tab.label })).toBeVisible();
      expect(await requestsAtRest(page)).toEqual([]);
      // The panel still works after the wait: no limit was spent, the session is still open.
      await page.reload();
      await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
    });
  }

  test("admin/users: nothing", async ({ page, baseURL }) => {
    await signInAs(page.context(), baseURL!, { role: "admin" });
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: /Users/ }).first()).toBeVisible();
    expect(await requestsAtRest(page)).toEqual([]);
  });

  test("app store, signed in: nothing", async ({ page, baseURL }) => {
    await signInAs(page.context(), baseURL!, { role: "admin" });
    await page.goto("/app-store");
    expect(await requestsAtRest(page)).toEqual([]);
  });
});
