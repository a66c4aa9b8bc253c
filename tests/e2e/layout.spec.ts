import { expect, test, type Page } from "./fixtures";
import { builtPages } from "./helpers";

/**
 * Every public page (found in the build, plus the 404 page) at the widths people use: nothing scrolls
 * sideways from 360 px up, and no text in the header wraps onto a second line at any width.
 */
const PAGES = [...builtPages(), "/no-such-page"];
const WIDTHS = [360, 390, 414, 600, 768, 900, 1024, 1100, 1180, 1240, 1280, 1366, 1440];

/** Header texts that break onto more than one line: a text node whose line boxes start at different heights. */
function wrappedHeaderTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector("body > header, header[data-platform-nav], header");
    if (!header) return ["no header"];
    const wrapped: string[] = [];
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("dialog, [hidden], .sr-only") || !parent.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) wrapped.push(text);
    }
    const bar = header.firstElementChild as HTMLElement | null;
    if (bar && bar.getBoundingClientRect().height > 72) wrapped.push(`top bar is ${bar.getBoundingClientRect().height}px tall`);
    return wrapped;
  });
}

for (const path of PAGES) {
  test(`layout ${path}: no sideways scroll from 360 px, no wrapped header`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path, { waitUntil: "networkidle" });
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`${width}px: page is ${scrollWidth}px wide`);
      for (const text of await wrappedHeaderTexts(page)) problems.push(`${width}px: header wraps "${text}"`);
    }
    expect(problems).toEqual([]);
  });
}
