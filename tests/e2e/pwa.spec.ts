import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import { expect, test, watchPageErrors, type BrowserContext, type Page } from "./fixtures";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { NEVER_CACHE_PREFIXES, OFFLINE_TOOL_PATHS } from "../../src/config/pwa";
import { CONSENT_STORAGE_KEY } from "../../src/lib/consent";
import { INSTALL_DISMISSED_KEY, INSTALL_PROMPT_DELAY_MS } from "../../src/lib/install-prompt";
import { consentCopy, installPromptCopy, offlinePage, updatePromptCopy } from "../../src/content/pwa";
import { NO_CONSENT_CHOICE, waitForIslands } from "./helpers";
import { buildSiteWith, freePort, startSiteServer, type SiteServer } from "./site-server";

/** Waits until the service worker is active and controls the page (it claims clients on first install). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }));
  });
}

/** Every URL stored in any Cache Storage cache of the page's origin. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
}

async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  expect((await builder.analyze()).violations).toEqual([]);
}

/** Fires a synthetic `beforeinstallprompt` whose prompt() is counted in window.__promptCalls. */
async function offerInstall(page: Page, outcome: "accepted" | "dismissed" = "accepted") {
  await page.evaluate((result) => {
    const w = window as unknown as { __promptCalls: number };
    w.__promptCalls = 0;
    const event = new Event("beforeinstallprompt", { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        w.__promptCalls += 1;
      },
      userChoice: Promise.resolve({ outcome: result, platform: "web" }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

/** Installs a paused fake clock after the page loaded: only runFor() moves time, so the 5 s are exact. */
async function pauseClock(page: Page, path = "/") {
  await page.clock.install();
  await page.goto(path);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * Scrolls past the hero: at the top of the home page the install card would cover the hero's buttons,
 * so there it waits for the first scroll (tested on its own below).
 */
async function scrollPastHero(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 700));
}

const offlineHeading = (page: Page) => page.getByRole("heading", { level: 1, name: offlinePage.heading });

test.describe("service worker and offline", () => {
  test("/sw.js is served uncached, registered on load and controls the page", async ({ page, request, baseURL }) => {
    const sw = await request.get("/sw.js");
    expect(sw.status()).toBe(200);
    expect(sw.headers()["content-type"]).toMatch(/javascript/);
    expect(sw.headers()["cache-control"]).toBe("no-cache");
    expect(await sw.text()).toContain("precacheAndRoute");

    await page.goto("/");
    await waitForServiceWorker(page);
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { scope: reg?.scope, script: reg?.active?.scriptURL, controller: navigator.serviceWorker.controller?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js`, controller: `${baseURL}/sw.js` });
  });

  test("after one visit the home page and the installed start URL load offline", async ({ page, context }) => {
    await page.goto("/");
    const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await page.goto("/?source=pwa");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  });

  test("a page never visited shows the offline page when there is no network", async ({ page, context }) => {
    await page.goto("/");
    await waitForServiceWorker(page);
    await context.setOffline(true);

    for (const path of ["/about", "/services/", "/blog/some-post"]) {
      await page.goto(path);
      await expect(offlineHeading(page)).toBeVisible();
    }
    // It lists the tools that work offline and lets the visitor retry.
    const tools = page.getByRole("region", { name: offlinePage.toolsHeading });
    await expect(tools.getByRole("link")).toHaveCount(OFFLINE_TOOL_PATHS.length);
    for (const path of OFFLINE_TOOL_PATHS) await expect(tools.locator(`a[href="${path}"]`)).toHaveCount(1);
    await expect(page.getByRole("button", { name: offlinePage.retry })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("other pages are network-first: a visited page is served from cache when offline", async ({ page, context }) => {
    await page.goto("/");
    await waitForServiceWorker(page);
    // A URL the precache does not hold (ref is not an ignored parameter) goes through the runtime cache.
    await page.goto("/?ref=newsletter");
    const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    expect((await cachedUrls(page)).some((url) => url.endsWith("/?ref=newsletter"))).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(offlineHeading(page)).toHaveCount(0);
  });

  test("/api, /sites and /oidc are never cached nor answered by the service worker", async ({ page, context }) => {
    await page.goto("/");
    await waitForServiceWorker(page);
    const statuses = await page.evaluate(async () =>
      Promise.all(["/api/health", "/api/auth/user", "/api/templates", "/sites/no-such-site/"].map((p) => fetch(p).then((r) => r.status))),
    );
    expect(statuses[0]).toBe(200);
    await page.goto("/api/health");
    await page.goto("/sites/no-such-site/");
    await page.goto("/");
    await waitForServiceWorker(page);

    const urls = await cachedUrls(page);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      const path = new URL(url).pathname;
      for (const prefix of NEVER_CACHE_PREFIXES) expect(path === prefix || path.startsWith(`${prefix}/`), url).toBe(false);
    }

    await context.setOffline(true);
    expect(
      await page.evaluate(() =>
        fetch("/api/health").then(
          () => "answered",
          () => "network error",
        ),
      ),
    ).toBe("network error");
    // A hosted site is the network's business: no offline page, no cached copy.
    await expect(page.goto("/sites/no-such-site/")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  });

  test("every tool page opens offline after one visit of any page", async ({ page, context, request }) => {
    // Every tool page the service worker promises offline is built (a missing one fails here, by name).
    for (const path of OFFLINE_TOOL_PATHS) expect((await request.get(path)).ok(), path).toBe(true);
    const built = [...OFFLINE_TOOL_PATHS];

    await page.goto("/");
    await waitForServiceWorker(page);
    await context.setOffline(true);
    for (const path of built) {
      for (const url of [path, `${path}/`]) {
        await page.goto(url);
        await expect(offlineHeading(page)).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
    }
  });

  test("the redactor works offline: visit, go offline, reload, redact", async ({ page, context, request }) => {
    expect((await request.get("/redactor")).ok()).toBe(true);
    await page.goto("/redactor");
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await waitForIslands(page);
    await page.getByRole("textbox").first().fill("Call Jane Smith on 415-555-0134 or write to jane.smith@example.com");
    await page.getByRole("button", { name: /^Redact/ }).click();
    const preview = page.getByTestId("redacted-preview");
    await expect(page.getByTestId("redaction-count")).toHaveText("2 sensitive items redacted");
    await expect(preview).toContainText("XXX-XXX-0134");
    await expect(preview).toContainText("{{EMAIL}}");
    await expect(preview).not.toContainText("jane.smith@example.com");
  });
});

test.describe("web app manifest", () => {
  test("is linked from every page, served with its type, and its icons exist at their sizes", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const response = await request.get("/manifest.webmanifest");
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: "Lumen Spaces",
      short_name: "Lumen",
      start_url: "/?source=pwa",
      scope: "/",
      display: "standalone",
      theme_color: "#0f766e",
      background_color: "#ffffff",
    });
    const purposes = new Set<string>();
    for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
      const png = await (await request.get(icon.src)).body();
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
      purposes.add(`${icon.sizes} ${icon.purpose}`);
    }
    expect([...purposes].sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  });

  test("Chromium finds the site installable (no installability errors) and offers installation", async ({ baseURL }, testInfo) => {
    test.setTimeout(60_000);
    // Installability is never reported in incognito contexts, so this uses a real (temporary) profile.
    const profile = mkdtempSync(join(tmpdir(), "lumen-pwa-profile-"));
    const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, headless: true });
    watchPageErrors(context);
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/`);
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send("Page.getAppManifest");
      expect(manifest.errors).toEqual([]);
      // The browser's own beforeinstallprompt: our card follows INSTALL_PROMPT_DELAY_MS later.
      await page.reload();
      await scrollPastHero(page);
      await expect(page.getByRole("region", { name: installPromptCopy.heading })).toBeVisible({ timeout: INSTALL_PROMPT_DELAY_MS + 10_000 });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe("install prompt", () => {
  test("appears 5 s after the browser offers installation; Install calls the saved prompt", async ({ page }) => {
    await pauseClock(page);
    await scrollPastHero(page);
    const card = page.getByRole("region", { name: installPromptCopy.heading });
    await offerInstall(page);
    await page.clock.runFor(INSTALL_PROMPT_DELAY_MS - 1);
    await expect(card).toBeHidden();
    await page.clock.runFor(1);
    await expect(card).toBeVisible();
    await expect(page.locator("[data-pwa-announcer]")).toHaveText(installPromptCopy.announcement);
    await page.clock.resume(); // axe needs running timers
    await expectNoAxeViolations(page);

    await card.getByRole("button", { name: installPromptCopy.install }).click();
    await expect(card).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __promptCalls: number }).__promptCalls)).toBe(1);
    // Accepted: not a dismissal.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), INSTALL_DISMISSED_KEY)).toBeNull();
  });

  test("Not now keeps it away for the rest of the session", async ({ page }) => {
    await pauseClock(page);
    await scrollPastHero(page);
    const card = page.getByRole("region", { name: installPromptCopy.heading });
    await offerInstall(page);
    await page.clock.runFor(INSTALL_PROMPT_DELAY_MS);
    await card.getByRole("button", { name: installPromptCopy.dismiss }).click();
    await expect(card).toBeHidden();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), INSTALL_DISMISSED_KEY)).toBe("1");

    await page.reload();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await offerInstall(page);
    await page.clock.runFor(INSTALL_PROMPT_DELAY_MS * 3);
    await expect(card).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __promptCalls: number }).__promptCalls)).toBe(0);
  });

  test("dismissing the browser's install dialog also counts as dismissed; Escape closes the card", async ({ page }) => {
    await pauseClock(page);
    await scrollPastHero(page);
    const card = page.getByRole("region", { name: installPromptCopy.heading });
    await offerInstall(page, "dismissed");
    await page.clock.runFor(INSTALL_PROMPT_DELAY_MS);
    await card.getByRole("button", { name: installPromptCopy.install }).click();
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), INSTALL_DISMISSED_KEY)).toBe("1");

    await page.evaluate((key) => sessionStorage.removeItem(key), INSTALL_DISMISSED_KEY);
    await page.reload();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await scrollPastHero(page);
    await offerInstall(page);
    await page.clock.runFor(INSTALL_PROMPT_DELAY_MS);
    await card.getByRole("button", { name: installPromptCopy.dismiss }).focus();
    await page.keyboard.press("Escape");
    await expect(card).toBeHidden();
  });

  test("on a phone's first view it leaves the hero's buttons uncovered, and shows at the first scroll", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await pauseClock(page);
    const card = page.getByRole("region", { name: installPromptCopy.heading });
    await offerInstall(page);
    await page.clock.runFor(INSTALL_PROMPT_DELAY_MS);
    const heroButtons = page.locator("main h1").first().locator("xpath=..").locator("a.btn");
    expect(await heroButtons.count()).toBeGreaterThanOrEqual(2);
    for (const button of await heroButtons.all()) {
      const box = (await button.boundingBox())!;
      const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.outerHTML ?? null, {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(onTop, "the element at the button's centre is the button").toBe(await button.evaluate((el) => el.outerHTML));
    }
    await expect(card).toBeHidden();
    await page.mouse.wheel(0, 300);
    await expect(card).toBeVisible();
    await expect(page.locator("[data-pwa-announcer]")).toHaveText(installPromptCopy.announcement);
  });

  test("never shows when the app already runs installed (standalone display)", async ({ page }) => {
    await page.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        /display-mode:\s*standalone/.test(query)
          ? ({
              matches: true,
              media: query,
              onchange: null,
              addListener() {},
              removeListener() {},
              addEventListener() {},
              removeEventListener() {},
              dispatchEvent: () => false,
            } as MediaQueryList)
          : real(query);
    });
    await pauseClock(page);
    await offerInstall(page);
    await page.clock.runFor(INSTALL_PROMPT_DELAY_MS * 3);
    await expect(page.getByRole("region", { name: installPromptCopy.heading })).toBeHidden();
  });
});

test.describe("privacy without a provider", () => {
  test.use({ storageState: NO_CONSENT_CHOICE });
  test("with no third-party provider the banner still asks (our own counting), and no provider script loads", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: consentCopy.heading });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(consentCopy.bodyOwn);
    await expectNoAxeViolations(page);
    await expect(page.getByRole("contentinfo").getByRole("button", { name: consentCopy.footerButton })).toBeVisible();
    await banner.getByRole("button", { name: consentCopy.accept }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator("script[data-analytics]")).toHaveCount(0);
  });
  // Every built page's first visit making no request to another origin: all-pages.spec.ts.
});

test.describe("analytics consent and updates (site built with a provider)", () => {
  test.describe.configure({ mode: "serial" });
  let server: SiteServer;
  let port = 0;
  let client = "";
  let analyticsSrc = "";

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    port = await freePort();
    // Another origin on loopback (127.0.0.1 vs localhost), answered by page.route below: never the internet.
    analyticsSrc = `http://127.0.0.1:${port}/test-analytics.js`;
    client = buildSiteWith({ PUBLIC_ANALYTICS_PROVIDER: "plausible", PUBLIC_ANALYTICS_SRC: analyticsSrc, PUBLIC_ANALYTICS_SITE_ID: "lumen.test" });
    server = await startSiteServer(client, port);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** Serves the fake analytics script and records every request of the context. */
  async function watch(context: BrowserContext) {
    const requests: string[] = [];
    context.on("request", (r) => requests.push(r.url()));
    await context.route(analyticsSrc, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.__analyticsLoaded = (window.__analyticsLoaded || 0) + 1;" }),
    );
    const analyticsRequests = () => requests.filter((url) => url === analyticsSrc);
    const foreign = () => requests.filter((url) => /^https?:/.test(url) && new URL(url).origin !== server.url);
    return { analyticsRequests, foreign };
  }

  test("no analytics request before Accept; Accept loads the provider and persists", async ({ page, context }) => {
    const log = await watch(context);
    await page.goto(`${server.url}/`);
    const banner = page.getByRole("region", { name: consentCopy.heading });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("Plausible Analytics");
    await expectNoAxeViolations(page);
    await page.waitForLoadState("networkidle");
    await page.goto(`${server.url}/offline`);
    await page.waitForLoadState("networkidle");
    expect(log.analyticsRequests()).toEqual([]);
    expect(log.foreign()).toEqual([]);

    await banner.getByRole("button", { name: consentCopy.accept }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __analyticsLoaded?: number }).__analyticsLoaded)).toBe(1);
    expect(log.analyticsRequests()).toHaveLength(1);
    await expect(page.locator('script[data-analytics="plausible"]')).toHaveAttribute("data-domain", "lumen.test");
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe("accepted");

    await page.reload();
    await expect(banner).toBeHidden();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __analyticsLoaded?: number }).__analyticsLoaded)).toBe(1);
    expect(log.analyticsRequests()).toHaveLength(2);
  });

  test("Decline: nothing loads, the choice persists, and the footer button changes it", async ({ page, context }) => {
    const log = await watch(context);
    await page.goto(`${server.url}/`);
    const banner = page.getByRole("region", { name: consentCopy.heading });
    await banner.getByRole("button", { name: consentCopy.decline }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe("declined");

    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(banner).toBeHidden();
    expect(log.analyticsRequests()).toEqual([]);
    expect(log.foreign()).toEqual([]);

    const footerButton = page.getByRole("contentinfo").getByRole("button", { name: consentCopy.footerButton });
    await footerButton.click();
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(consentCopy.currentChoice.declined);
    await expect(banner.getByRole("button", { name: consentCopy.decline })).toHaveAttribute("aria-pressed", "true");
    await expect(banner.getByRole("button", { name: consentCopy.accept })).toBeFocused();
    await expectNoAxeViolations(page);
    await banner.getByRole("button", { name: consentCopy.accept }).click();
    await expect(banner).toBeHidden();
    await expect(footerButton).toBeFocused();
    await expect.poll(() => log.analyticsRequests().length).toBe(1);
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe("accepted");

    // The platform footer offers the same button.
    await page.goto(`${server.url}/app-store`);
    await expect(banner).toBeHidden();
    await page.getByRole("contentinfo").getByRole("button", { name: consentCopy.footerButton }).click();
    await expect(banner).toContainText(consentCopy.currentChoice.accepted);
  });

  test("a new deployment waits, is offered, and Reload switches to it", async ({ page }) => {
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    await expect(page.getByRole("region", { name: consentCopy.heading })).toBeVisible();

    // Deploy the default build (no analytics provider, different precache revisions) on the same origin.
    await server.stop();
    server = await startSiteServer(resolve("dist/client"), port);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const notice = page.getByRole("region", { name: updatePromptCopy.heading });
    await expect(notice).toBeVisible();
    await expect(page.locator("[data-pwa-announcer]")).toHaveText(updatePromptCopy.announcement);
    // Until the visitor agrees, the old version keeps serving the page.
    await expect(page.getByRole("region", { name: consentCopy.heading })).toBeVisible();
    await expectNoAxeViolations(page);

    const reloaded = page.waitForEvent("load");
    await notice.getByRole("button", { name: updatePromptCopy.reload }).click();
    await reloaded;
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
    // The new deployment's pages: built without a provider, so its banner names only our own counting.
    const banner = page.getByRole("region", { name: consentCopy.heading });
    await expect(banner).toContainText(consentCopy.bodyOwn);
    await expect(banner).not.toContainText("Plausible Analytics");
    await expect(page.getByRole("region", { name: updatePromptCopy.heading })).toBeHidden();
  });
});
