import { expect, test, type Page } from "./fixtures";
import { builtPages } from "./helpers";

/**
 * How the plain scripts of pages without an island reach the browser: a blog page loads at most two
 * script modules, and no page without an island makes the browser wait for one module to find the
 * next (every module it loads is named by the HTML or imported directly by one that is).
 */
const BLOG_PAGES = ["/blog", ...builtPages().filter((p) => p.startsWith("/blog/"))];

interface LoadedScripts {
  /** Pathnames of every script the page fetched. */
  fetched: string[];
  /** Pathname -> the relative modules it imports statically. */
  imports: Map<string, string[]>;
  /** Pathnames of the module scripts named in the HTML. */
  inHtml: string[];
  hasIsland: boolean;
}

async function loadScripts(page: Page, path: string): Promise<LoadedScripts> {
  const bodies = new Map<string, Promise<string>>();
  const onResponse = (r: import("@playwright/test").Response) => {
    if (r.request().resourceType() === "script") bodies.set(new URL(r.url()).pathname, r.text());
  };
  page.on("response", onResponse);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  const imports = new Map<string, string[]>();
  for (const [url, body] of bodies) {
    // Minified static imports: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{...}from"./x.js"`.
    const found = [...(await body).matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => new URL(m[1]!, `http://x${url}`).pathname);
    imports.set(url, found);
  }
  const { inHtml, hasIsland } = await page.evaluate(() => ({
    inHtml: [...document.querySelectorAll<HTMLScriptElement>("script[type=module][src]")].map((s) => new URL(s.src).pathname),
    hasIsland: document.querySelector("astro-island") !== null,
  }));
  return { fetched: [...bodies.keys()], imports, inHtml, hasIsland };
}

test.describe("Script modules", () => {
  test("a blog page loads at most two script modules, both named in its HTML", async ({ page }) => {
    expect(BLOG_PAGES.length).toBeGreaterThan(1);
    for (const path of BLOG_PAGES) {
      const { fetched, inHtml } = await loadScripts(page, path);
      expect(fetched.length, `${path} loads ${fetched.join(", ")}`).toBeLessThanOrEqual(2);
      expect(
        fetched.filter((f) => !inHtml.includes(f)),
        `${path}: modules found only through an import`,
      ).toEqual([]);
    }
    // The bundled platform script still does the blog's work: the category filter answers.
    await page.goto("/blog");
    const filters = page.locator("[data-blog-filters] button[data-filter]");
    await filters.nth(1).click();
    await expect(filters.nth(1)).toHaveAttribute("aria-pressed", "true");
  });

  test("pages without an island chain no module behind another", async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of builtPages()) {
      const { fetched, imports, inHtml, hasIsland } = await loadScripts(page, path);
      if (hasIsland) continue;
      const oneStep = new Set([...inHtml, ...inHtml.flatMap((m) => imports.get(m) ?? [])]);
      expect(
        fetched.filter((f) => !oneStep.has(f)),
        `${path}: modules two or more imports deep`,
      ).toEqual([]);
      expect(fetched.length, `${path} loads ${fetched.join(", ")}`).toBeLessThanOrEqual(3);
    }
  });
});
