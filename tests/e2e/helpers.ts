import { expect, type Page } from "@playwright/test";
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Waits until every island on the page that should hydrate has (Astro drops `ssr` when it does). */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator("astro-island[ssr]:not([client='media']), astro-island[ssr][client='media']:visible")).toHaveCount(0, { timeout: 10_000 });
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
