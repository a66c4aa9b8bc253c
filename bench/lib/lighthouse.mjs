// Lighthouse through its programmatic API on one shared headless Chromium.
import lighthouse, { desktopConfig } from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { request } from "node:http";

export const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** A page is flagged when a category is below this. */
export const THRESHOLDS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    logLevel: "silent",
  });
}

/** Compressed size of `url` when the client accepts only gzip (what a gzip-only client downloads). */
function gzipBytes(url) {
  return new Promise((done) => {
    const req = request(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      let n = 0;
      res.on("data", (c) => (n += c.length));
      res.on("end", () => done(n));
      res.on("error", () => done(null));
    });
    req.on("error", () => done(null));
    req.end();
  });
}

const round = (x, digits = 0) => (x == null ? null : Math.round(x * 10 ** digits) / 10 ** digits);

/**
 * One Lighthouse run of `url` ('mobile' uses the default config, 'desktop' the desktop config).
 * Returns the four category scores (0-100), LCP/TBT (ms), CLS, and JS/CSS bytes: as transferred
 * (whatever encoding the server chose for Chromium, brotli here) and as gzip.
 */
export async function audit(chrome, url, formFactor = "mobile", { save } = {}) {
  const flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    disableFullPageScreenshot: true,
  };
  const config = formFactor === "desktop" ? desktopConfig : undefined;
  const started = Date.now();
  const result = await lighthouse(url, flags, config);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  save?.(lhr);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]));
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytes = { js: 0, css: 0, jsGzip: 0, cssGzip: 0, requests: items.length };
  for (const item of items) {
    const kind = item.resourceType === "Script" ? "js" : item.resourceType === "Stylesheet" ? "css" : null;
    if (!kind) continue;
    bytes[kind] += item.transferSize ?? 0;
    const sameOrigin = new URL(item.url).origin === new URL(url).origin;
    bytes[`${kind}Gzip`] += sameOrigin ? ((await gzipBytes(item.url)) ?? item.transferSize ?? 0) : (item.transferSize ?? 0);
  }
  const failing = lhr.audits;
  const failed = [];
  for (const c of CATEGORIES) {
    if ((scores[c] ?? 0) >= THRESHOLDS[c]) continue;
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = failing[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) failed.push(`${c}: ${a.id}`);
    }
  }
  return {
    url,
    formFactor,
    scores,
    lcpMs: round(lhr.audits["largest-contentful-paint"]?.numericValue),
    tbtMs: round(lhr.audits["total-blocking-time"]?.numericValue),
    cls: round(lhr.audits["cumulative-layout-shift"]?.numericValue, 3),
    bytes,
    flagged: CATEGORIES.filter((c) => scores[c] == null || scores[c] < THRESHOLDS[c]),
    failedAudits: failed,
    lighthouseMs: Date.now() - started,
  };
}
