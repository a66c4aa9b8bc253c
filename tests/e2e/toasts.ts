/**
 * Toasts show for 5 s (the spec's Radix default) and short labels ("Copied") for 2 s: a test that
 * checks one after another wait can miss it on a loaded machine. So a toast is asserted as an event
 * that happened, not as something still on screen: every page of the test's context records the text
 * of each toast the page's toast region renders (a MutationObserver on the real DOM, installed before
 * the page's own scripts), and `expectToast` waits until a recorded toast holds all the given words,
 * whether or not it is still showing.
 */
import { expect, type BrowserContext, type Page } from "@playwright/test";

declare global {
  interface Window {
    __toastsShown?: string[];
    /** How many recorded toasts earlier `expectToast` calls matched: each toast counts once, in order. */
    __toastsClaimed?: number;
  }
}

/** Installs the recorder in every page `context` opens from now on (the shared `context` fixture does this). */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: string[] = [];
    window.__toastsShown = shown;
    const seen = new WeakMap<Element, string>();
    const record = () => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        const text = (el.textContent ?? "").trim();
        if (text && seen.get(el) !== text) {
          seen.set(el, text);
          shown.push(text);
        }
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Waits until `page` has shown a toast containing every one of `words` (title, description...), after
 * the toast the previous `expectToast` on this page matched: a second "Saved" needs a second toast.
 */
export async function expectToast(page: Page, ...words: string[]): Promise<void> {
  await expectToastWithin(page, undefined, ...words);
}

/** `expectToast` with its own timeout (a toast raised by a poll comes up to one poll later). */
export async function expectToastWithin(page: Page, timeout: number | undefined, ...words: string[]): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const shown = window.__toastsShown ?? [];
          const from = window.__toastsClaimed ?? 0;
          const at = shown.findIndex((text, i) => i >= from && wanted.every((w) => text.includes(w)));
          if (at < 0) return `not yet; shown so far: ${JSON.stringify(shown.slice(from))}`;
          window.__toastsClaimed = at + 1;
          return "shown";
        }, words),
      { message: `a toast with ${JSON.stringify(words)}`, timeout },
    )
    .toBe("shown");
}
