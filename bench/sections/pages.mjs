// Lighthouse 13 (mobile and desktop) for every public page of the build, plus one generated site.
import { auditOrError, THRESHOLDS } from "../lib/lighthouse.mjs";
import { canonicalMatches, publicPages } from "../lib/pages.mjs";
import { startAppServer } from "../lib/server.mjs";
import { generatedSites } from "../lib/generated-sites.mjs";
import { kb, num } from "../lib/table.mjs";

export const title = "Pages (Lighthouse 13, mobile and desktop)";

const FORM_FACTORS = ["mobile", "desktop"];
const QUICK_PAGES = 3;

export async function run(ctx) {
  const { pages: all, skipped } = publicPages();
  const pages = ctx.quick ? all.slice(0, QUICK_PAGES) : all;
  const chrome = await ctx.chrome();
  const rows = [];
  const server = await startAppServer();
  try {
    for (const page of pages) {
      for (const ff of FORM_FACTORS) {
        ctx.log(`  ${page.route} (${ff})`);
        const canonicalOk = canonicalMatches(page.route, page.canonical);
        const r = await auditOrError(chrome, server.url + page.route, ff, { reportName: page.route });
        rows.push({
          page: page.route,
          kind: "page",
          ...r,
          canonical: page.canonical,
          canonicalOk,
          flagged: canonicalOk ? r.flagged : [...r.flagged, "canonical"],
        });
      }
    }
  } finally {
    await server.stop();
  }

  // One generated site through the same audit (the generator section audits every business type on mobile).
  const sites = await generatedSites(ctx);
  if (sites.available && sites.sites.length) {
    const site = sites.sites[0];
    for (const ff of FORM_FACTORS) {
      ctx.log(`  generated site: ${site.businessType} (${ff})`);
      const r = await sites.audit(site, ff);
      rows.push({ page: `generated: ${site.businessType}`, kind: "generated", ...r });
    }
  }

  const flagged = rows.filter((r) => r.flagged.length > 0);
  return {
    thresholds: THRESHOLDS,
    pageCount: pages.length,
    totalPublicPages: all.length,
    skipped,
    generatedSite: sites.available ? null : sites.reason,
    results: rows,
    flagged: flagged.map((r) => ({ page: r.page, formFactor: r.formFactor, below: r.flagged, failedAudits: r.failedAudits })),
  };
}

export function tables(r) {
  const score = (c) => (_v, row) => {
    const s = row.scores?.[c];
    return s == null ? "-" : `${s}${s < THRESHOLDS[c] ? "!" : ""}`;
  };
  const out = [
    {
      title: `Lighthouse: ${r.pageCount} of ${r.totalPublicPages} public pages${r.generatedSite ? ` (generated site: ${r.generatedSite})` : " + a generated site"}; JS/CSS = gzip bytes of scripts/stylesheets loaded; ! = below threshold`,
      columns: [
        { key: "page", label: "page" },
        { key: "formFactor", label: "form" },
        { key: "perf", label: "perf", format: score("performance"), align: "right" },
        { key: "a11y", label: "a11y", format: score("accessibility"), align: "right" },
        { key: "bp", label: "best-pr", format: score("best-practices"), align: "right" },
        { key: "seo", label: "seo", format: score("seo"), align: "right" },
        { key: "lcpMs", label: "LCP ms", format: (v) => num(v) },
        { key: "tbtMs", label: "TBT ms", format: (v) => num(v) },
        { key: "cls", label: "CLS", format: (v) => num(v, 3) },
        { key: "js", label: "JS kB", format: (_v, row) => kb(row.bytes?.jsGzip) },
        { key: "css", label: "CSS kB", format: (_v, row) => kb(row.bytes?.cssGzip) },
      ],
      rows: r.results,
    },
  ];
  const flaggedRows = r.flagged.map((f) => ({ ...f, below: f.below.join(", "), failedAudits: f.failedAudits.join(", ") || "-" }));
  out.push({
    title: `Flagged (under 95 performance or under 100 accessibility / best practices / SEO, or canonical not naming the page): ${flaggedRows.length}`,
    columns: [
      { key: "page", label: "page" },
      { key: "formFactor", label: "form" },
      { key: "below", label: "below threshold" },
      { key: "failedAudits", label: "failing audits" },
    ],
    rows: flaggedRows,
    note: r.skipped.length ? `Skipped: ${r.skipped.map((s) => `${s.route} (${s.reason})`).join(", ")}` : undefined,
  });
  return out;
}
