// Lighthouse through its programmatic API on one shared headless Chromium.
import lighthouse, { desktopConfig } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import * as chromeLauncher from "chrome-launcher";
import { request } from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BENCH_DIR } from "./paths.mjs";

export const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** A page is flagged when a category is below this. */
export const THRESHOLDS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

/** Full Lighthouse JSON of every run goes here (gitignored), for digging into a score. */
export const REPORT_DIR = join(BENCH_DIR, "lighthouse");

function saveReport(name, formFactor, lhr) {
  mkdirSync(REPORT_DIR, { recursive: true });
  const slug = name
    .replace(/^\/$/, "home")
    .replace(/^\//, "")
    .replace(/[^a-z0-9]+/gi, "-");
  writeFileSync(join(REPORT_DIR, `${slug}.${formFactor}.json`), JSON.stringify(lhr));
}

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

/** How many runs a page gets when its first run scores under the performance threshold (median kept). */
export const PERF_RERUNS = 3;

/** Attempts per run: on a loaded machine Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP). */
const ATTEMPTS = 3;

async function runOnce(chrome, url, formFactor) {
  const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, disableFullPageScreenshot: true };
  let problem;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const lhr = (await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined))?.lhr;
      if (lhr && !lhr.runtimeError) return lhr;
      problem = lhr ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : "no report";
    } catch (err) {
      problem = String(err?.message ?? err);
    }
  }
  throw new Error(`Lighthouse on ${url} (${formFactor}) failed ${ATTEMPTS} times: ${problem}`);
}

const scoresOf = (lhr) => Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)]));

/**
 * Lighthouse of `url` ('mobile': the default config, 'desktop': the desktop config). A page whose
 * first run scores under the performance threshold is run PERF_RERUNS times in all and the median
 * run (Lighthouse's own computeMedianRun) is kept, so one noisy run on a busy machine does not flag
 * it. Returns the four category scores (0-100), LCP/TBT (ms), CLS, JS/CSS bytes (as transferred,
 * whatever encoding the server chose for Chromium, and as gzip), and the failing audits of every
 * category under its threshold. The full report is saved as bench/lighthouse/<reportName>.<form>.json.
 */
export async function audit(chrome, url, formFactor = "mobile", { reportName } = {}) {
  const started = Date.now();
  const runs = [await runOnce(chrome, url, formFactor)];
  if ((scoresOf(runs[0]).performance ?? 0) < THRESHOLDS.performance) {
    while (runs.length < PERF_RERUNS) runs.push(await runOnce(chrome, url, formFactor));
  }
  const lhr = runs.length > 1 ? computeMedianRun(runs) : runs[0];
  if (reportName) saveReport(reportName, formFactor, lhr);
  const scores = scoresOf(lhr);

  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytes = { js: 0, css: 0, jsGzip: 0, cssGzip: 0, requests: items.length };
  for (const item of items) {
    const kind = item.resourceType === "Script" ? "js" : item.resourceType === "Stylesheet" ? "css" : null;
    if (!kind) continue;
    bytes[kind] += item.transferSize ?? 0;
    const sameOrigin = new URL(item.url).origin === new URL(url).origin;
    bytes[`${kind}Gzip`] += (sameOrigin ? await gzipBytes(item.url) : null) ?? item.transferSize ?? 0;
  }

  const failedAudits = [];
  for (const c of CATEGORIES) {
    if ((scores[c] ?? 0) >= THRESHOLDS[c]) continue;
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < (c === "performance" ? 0.9 : 1)) {
        const text = a.explanation?.replace(/Protocol error \([^)]*\):\s*/g, "").replace(/\s+/g, " ");
        const why = text ? ` (${text.slice(0, 100)})` : "";
        failedAudits.push(`${c}: ${a.id}${why}`);
      }
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
    failedAudits,
    runs: runs.length,
    performanceOfRuns: runs.map((r) => scoresOf(r).performance),
    lighthouseMs: Date.now() - started,
  };
}

/** `audit`, but a page Lighthouse cannot measure becomes a flagged row instead of ending the section. */
export async function auditOrError(chrome, url, formFactor, opts) {
  try {
    return await audit(chrome, url, formFactor, opts);
  } catch (err) {
    const error = String(err?.message ?? err);
    return { url, formFactor, error, scores: {}, bytes: {}, flagged: ["lighthouse failed"], failedAudits: [error] };
  }
}
