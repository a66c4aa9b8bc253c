// The website generator (embedded writer, no model): time per site for each business type, the
// size of the HTML it writes, and Lighthouse (mobile) of each generated site.
import { generatedSites } from "../lib/generated-sites.mjs";
import { THRESHOLDS } from "../lib/lighthouse.mjs";
import { median } from "../lib/stats.mjs";
import { kb, num } from "../lib/table.mjs";

export const title = "Generator (generateSite per business type)";

const WARMUP = 3;

export async function run(ctx) {
  const runs = ctx.quick ? 5 : 30;
  const sites = await generatedSites(ctx);
  if (!sites.available) return { missing: sites.reason, results: [] };
  const { generateSite } = sites.generator;
  const results = [];
  for (const site of sites.sites) {
    ctx.log(`  ${site.businessType}`);
    const opts = { canonicalUrl: site.url, generatedAt: "2026-01-01T00:00:00.000Z" };
    for (let i = 0; i < WARMUP; i++) await generateSite(site.input, opts);
    const times = [];
    // CPU time over all runs together (one run is below what the thread CPU clock resolves reliably).
    const c0 = process.threadCpuUsage();
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await generateSite(site.input, opts);
      times.push(performance.now() - t0);
    }
    const c = process.threadCpuUsage(c0);
    const lh = await sites.audit(site, "mobile");
    results.push({
      businessType: site.businessType,
      slug: site.slug,
      writer: site.writer,
      runs,
      msMedian: median(times),
      cpuMsMean: (c.user + c.system) / 1000 / runs,
      msMin: Math.min(...times),
      msMax: Math.max(...times),
      htmlBytes: site.bytes,
      htmlGzipBytes: site.gzipBytes,
      lighthouseMobile: { scores: lh.scores, lcpMs: lh.lcpMs, tbtMs: lh.tbtMs, cls: lh.cls, flagged: lh.flagged, failedAudits: lh.failedAudits, error: lh.error },
    });
  }
  return { warmupRuns: WARMUP, timedRuns: runs, results };
}

export function tables(r) {
  if (r.missing) return [{ title: `Generator: ${r.missing}`, columns: [{ key: "x", label: "-" }], rows: [] }];
  const score = (c) => (v, row) => {
    const s = row.lighthouseMobile.scores[c];
    return s == null ? "-" : `${s}${s < THRESHOLDS[c] ? "!" : ""}`;
  };
  return [
    {
      title: `Generator (embedded writer): ${r.timedRuns} runs after ${r.warmupRuns} warm-ups, median wall ms and mean CPU ms of the thread; Lighthouse mobile; ! = below threshold`,
      columns: [
        { key: "businessType", label: "business type" },
        { key: "msMedian", label: "ms/site", format: (v) => num(v, 2) },
        { key: "cpuMsMean", label: "CPU ms", format: (v) => num(v, 2) },
        { key: "msMax", label: "max ms", format: (v) => num(v, 2) },
        { key: "htmlBytes", label: "HTML kB", format: (v) => kb(v) },
        { key: "htmlGzipBytes", label: "gzip kB", format: (v) => kb(v) },
        { key: "perf", label: "perf", format: score("performance"), align: "right" },
        { key: "a11y", label: "a11y", format: score("accessibility"), align: "right" },
        { key: "bp", label: "best-pr", format: score("best-practices"), align: "right" },
        { key: "seo", label: "seo", format: score("seo"), align: "right" },
        { key: "lcp", label: "LCP ms", format: (v, row) => num(row.lighthouseMobile.lcpMs) },
        { key: "cls", label: "CLS", format: (v, row) => num(row.lighthouseMobile.cls, 3) },
      ],
      rows: r.results,
    },
  ];
}
