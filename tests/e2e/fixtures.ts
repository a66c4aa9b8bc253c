/**
 * The `test` every end-to-end spec imports (instead of @playwright/test's own): the same test, plus a
 * watch on every browser context the test uses (its `context`, `page`, and any `browser.newContext()`
 * it opens). An uncaught error in any page (a React hydration error #418, an exception in a handler,
 * an unhandled rejection) fails the test that caused it, signed in or out.
 *
 * Every such context also records the toasts its pages show (`./toasts.ts`: `expectToast`).
 * A context made some other way (`chromium.launchPersistentContext`) is watched with `watchPageErrors`.
 */
import { test as base, expect, type BrowserContext } from "@playwright/test";
import { recordToasts } from "./toasts";

export { expect };
export type { Browser, BrowserContext, Locator, Page, Request, Response } from "@playwright/test";

/** The uncaught errors of the current test, by page address. */
const errorsOf = new WeakMap<BrowserContext, string[]>();
let current: string[] | null = null;

/** Records every uncaught page error of `context` into the current test's list. */
export function watchPageErrors(context: BrowserContext): void {
  if (errorsOf.has(context)) return;
  const list = current ?? [];
  errorsOf.set(context, list);
  context.on("weberror", (webError) => {
    const page = webError.page();
    const where = page ? page.url() : "(no page)";
    const error = webError.error();
    list.push(`${where}: ${error.message.split("\n")[0]}`);
  });
}

export const test = base.extend<{ context: BrowserContext; noUncaughtPageErrors: undefined }>({
  noUncaughtPageErrors: [
    async ({ browser }, use, testInfo) => {
      const errors: string[] = [];
      current = errors;
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof browser.newContext>) => {
        const context = await newContext(...args);
        watchPageErrors(context);
        await recordToasts(context);
        return context;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
        current = null;
      }
      // A test that already failed keeps its own failure; these are attached so they are not lost.
      if (errors.length > 0 && testInfo.errors.length > 0) {
        await testInfo.attach("uncaught page errors", { body: errors.join("\n"), contentType: "text/plain" });
        return;
      }
      expect(errors, "uncaught errors in the pages of this test").toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, noUncaughtPageErrors }, use) => {
    void noUncaughtPageErrors;
    watchPageErrors(context);
    await recordToasts(context);
    await use(context);
  },
});
