import { expect, test } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { builtPages, layoutProblems, NO_CONSENT_CHOICE } from "./helpers";

/**
 * Every prerendered page, found in the build output so new pages are covered automatically, in one
 * visit: one h1, the title pattern, no console errors, no CSP violations, axe finds nothing, and at
 * every width from 360 px up nothing scrolls sideways and no header text wraps. A first visit (no
 * consent choice stored, the banner on show): no request leaves for another origin (the build here
 * has no analytics provider; pwa.spec.ts builds one with a provider).
 */
const ALL = builtPages();
test.use({ storageState: NO_CONSENT_CHOICE });

test("the build has the pages", () => {
  expect(ALL).toContain("/");
  expect(ALL).toContain("/offline");
});

for (const path of ALL) {
  test(`page ${path}: title, one h1, no errors, no CSP violations, no axe violations, no sideways scroll or wrapped header at any width, no request to another origin`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const problems: string[] = [];
    const origin = new URL(baseURL ?? "").origin;
    page.context().on("request", (r) => {
      const url = new URL(r.url());
      if ((url.protocol === "http:" || url.protocol === "https:") && url.origin !== origin) problems.push(`request to another origin: ${r.url()}`);
    });
    // Signed out, the header's GET /api/auth/user answers 200 with null: no error is expected at all.
    page.on("console", (msg) => {
      if (msg.type() === "error") problems.push(`console: ${msg.text()} (${msg.location().url})`);
    });
    page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(path, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/ \| Lumen Spaces$/);
    await expect(page.locator("h1")).toHaveCount(1);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}
