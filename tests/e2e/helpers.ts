import { expect, type Page } from "@playwright/test";
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * Waits until every island on the page that should hydrate has (Astro drops `ssr` when it does): a
 * `client:media` island only while its media query holds (it is visible), a `client:visible` one only
 * once it is within its root margin of the viewport (scroll to it first to have it hydrate).
 */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator("astro-island[ssr]:not([client='media']):not([client='visible']), astro-island[ssr][client='media']:visible")).toHaveCount(0, {
    timeout: 10_000,
  });
  const dueVisible = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll("astro-island[ssr][client='visible']")].filter((island) => {
          let margin = 0;
          try {
            margin = Number(/(-?\d+)px/.exec(JSON.parse(island.getAttribute("opts") ?? "{}").value?.rootMargin ?? "")?.[1] ?? 0);
          } catch {}
          return [...island.children].some((child) => {
            const r = child.getBoundingClientRect();
            return r.bottom >= -margin && r.top <= innerHeight + margin && r.right >= -margin && r.left <= innerWidth + margin;
          });
        }).length,
    );
  await expect.poll(dueVisible, { timeout: 10_000, message: "client:visible islands in view that have not hydrated" }).toBe(0);
}

const BUILD_ROOT = "dist/client";
const NOT_PAGES = /^\/(_astro|icons|templates|images)(\/|$)/;
/** Signed-in screens send visitors to sign in; their own specs check them signed in. */
const PRIVATE_PAGES = /^\/(dashboard|create|checkout|admin|invite|editor)(\/|$)/;

/** Every public prerendered page, found in the build output so new pages are covered automatically. */
export function builtPages(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === "index.html") out.push(`/${relative(BUILD_ROOT, dir).replace(/\\/g, "/")}`);
    }
  };
  walk(BUILD_ROOT);
  return out
    .map((p) => (p === "/" ? "/" : p.replace(/\/$/, "")))
    .filter((p) => !NOT_PAGES.test(p) && !PRIVATE_PAGES.test(p))
    .sort();
}

/** Storage with no consent choice (the config stores "declined" for every other suite): the banner shows. */
export const NO_CONSENT_CHOICE = { cookies: [], origins: [] };

/** The widths people use, from a small phone to a wide laptop (where the headers' breakpoints fall). */
export const LAYOUT_WIDTHS = [360, 390, 414, 600, 768, 900, 1024, 1100, 1180, 1240, 1280, 1366, 1440];

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

/** At every width of LAYOUT_WIDTHS: nothing scrolls sideways, and no text in the header wraps onto a second line. */
export async function layoutProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) problems.push(`${width}px: page is ${scrollWidth}px wide`);
    for (const text of await wrappedHeaderTexts(page)) problems.push(`${width}px: header wraps "${text}"`);
  }
  return problems;
}

/**
 * Pauses the page's clock a moment ahead of its own time. The target is read from the page first; on a loaded
 * machine that moment can pass before the pause arrives ("Cannot fast-forward to the past"): then read again.
 */
export async function pauseClockSoon(p: Page): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const target = (await p.evaluate(() => Date.now())) + 250;
    try {
      await p.clock.pauseAt(target);
      return;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}
