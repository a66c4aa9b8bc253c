/**
 * Lighthouse (performance, accessibility, best-practices, seo) of hosted pages carrying the booking, the order
 * and the quote request form, in English and in Arabic (right to left), with Lighthouse's mobile and desktop
 * presets (their throttling) at 390 and 1440 px wide:
 *
 *   npx tsx scripts/lighthouse-request-forms.ts [--runs=3] [--only=booking-ar,...]
 *
 * Each page is served exactly as hosting serves it: a real generated site in a temporary database, its content
 * given one request form (and the contact form, on by default), rendered by the renderer, and every request of
 * the local http server (loopback only) answered by the app itself (`createApp`), so the page's HTML, its
 * Content-Security-Policy and other headers, its share card and media come from the hosted route's own code.
 * Performance is the median of `--runs` runs (it moves a few points with the machine's load, printed beside
 * it); the other categories are the lowest of those runs. Exits 1 when any score is under 100. Full reports go
 * to bench/lighthouse/request-forms-*.json (gitignored).
 */
import { createServer } from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import lighthouse, { desktopConfig } from "lighthouse";
import type { Result as LhResult } from "lighthouse";
import { generatedSites } from "../db/schema";
import { parseSiteContent, renderVersion } from "../functions/services/sites/versions";
import { createTestApp } from "../tests/helpers/test-app";
import { ownerWithSite } from "../tests/helpers/hosted";
import { requestFormSiteContent } from "../tests/helpers/request-form-site";

type Kind = "booking" | "order" | "quote";
type FormFactor = "mobile" | "desktop";
interface BenchLighthouse {
  CATEGORIES: string[];
  REPORT_DIR: string;
  launchChrome(): Promise<{ port: number; kill(): void }>;
}

// The bench's own Chromium launcher and category list (plain .mjs, loaded by path so tsc does not type it).
const bench = (await import(pathToFileURL(join(import.meta.dirname, "../bench/lib/lighthouse.mjs")).href)) as BenchLighthouse;
const findFreePort = (await import(pathToFileURL(join(import.meta.dirname, "../bench/lib/server.mjs")).href)).freePort as () => Promise<number>;

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Math.max(1, Number(arg("runs") ?? 3));
const only = arg("only")?.split(",");
const KINDS: Kind[] = ["booking", "order", "quote"];
const LANGUAGES = ["en", "ar"] as const;
const NAMES = { en: "Harbour Bakery", ar: "مخبز الميناء" };
const FORM_FACTORS: FormFactor[] = ["mobile", "desktop"];
/** The presets' throttling and form factor, at the widths the pages' axe test uses (390 and 1440 px). */
const SCREENS = {
  mobile: { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false },
  desktop: { mobile: false, width: 1440, height: 900, deviceScaleFactor: 1, disabled: false },
};

/** A site's content with one request form on (leading the buttons), real hours and priced offerings. */
const content = (language: string, kind: Kind) => requestFormSiteContent(language, { [kind]: { on: true, primary: true } });

const port = await findFreePort();
const origin = `http://127.0.0.1:${port}`;
const t = await createTestApp({ PUBLIC_SITE_URL: origin });

const pages: Array<{ id: string; kind: Kind; language: string; url: string }> = [];
for (const language of LANGUAGES) {
  for (const kind of KINDS) {
    const id = `${kind}-${language}`;
    if (only && !only.includes(id)) continue;
    const site = await ownerWithSite(t, { name: NAMES[language], content: content(language, kind) });
    const [row] = await t.db.select().from(generatedSites).where(eq(generatedSites.projectId, site.project.id));
    const html = renderVersion(parseSiteContent(row!.content), { siteUrl: origin, slug: site.slug, now: Date.now() });
    await t.db.update(generatedSites).set({ html }).where(eq(generatedSites.projectId, site.project.id));
    // Measure only what hosting really serves: the form, the page's language and direction, the route's CSP.
    const served = await t.app.request(`${site.base}/`);
    const page = await served.text();
    const csp = served.headers.get("content-security-policy") ?? "";
    const rtl = language === "ar";
    if (
      served.status !== 200 ||
      !page.includes(`action="${site.base}/request/${kind}"`) ||
      !page.includes(`<html lang="${language}"${rtl ? ' dir="rtl"' : ""}`) ||
      !csp.includes("form-action 'self'")
    )
      throw new Error(`${id}: the hosted page lacks its ${kind} form, lang/dir or CSP (status ${served.status}, CSP "${csp}")`);
    pages.push({ id, kind, language, url: `${origin}${site.base}/` });
  }
}

// Every request is answered by the app, headers and all (CSP, cache, nosniff...), on loopback only.
const server = createServer(async (req, res) => {
  try {
    const answer = await t.app.request(req.url ?? "/", {
      method: req.method,
      headers: { ...(req.headers as Record<string, string>), "cf-connecting-ip": "127.0.0.1" },
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const headers: Record<string, string> = {};
    answer.headers.forEach((v, k) => {
      if (k !== "content-length" && k !== "transfer-encoding") headers[k] = v;
    });
    res.writeHead(answer.status, { ...headers, "content-length": body.length });
    res.end(req.method === "HEAD" ? undefined : body);
  } catch (err) {
    res.writeHead(500, { "content-type": "text/plain" }).end(String(err));
  }
});
await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));

async function runOnce(chromePort: number, url: string, formFactor: FormFactor): Promise<LhResult> {
  let problem = "";
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const flags = {
        port: chromePort,
        output: "json" as const,
        logLevel: "error" as const,
        onlyCategories: bench.CATEGORIES,
        disableFullPageScreenshot: true,
        screenEmulation: SCREENS[formFactor],
      };
      const lhr = (await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined))?.lhr;
      if (lhr && !lhr.runtimeError) return lhr;
      problem = lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : "no report";
    } catch (err) {
      problem = String((err as Error)?.message ?? err);
    }
  }
  throw new Error(`Lighthouse on ${url} (${formFactor}) failed 3 times: ${problem}`);
}

const score = (lhr: LhResult, c: string) => {
  const s = lhr.categories[c]?.score;
  return s == null ? 0 : Math.round(s * 100);
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const rows: Array<Record<string, string | number>> = [];
const failing = new Set<string>();
mkdirSync(bench.REPORT_DIR, { recursive: true });
const chrome = await bench.launchChrome();
try {
  for (const page of pages) {
    for (const formFactor of FORM_FACTORS) {
      const runs: LhResult[] = [];
      const loads: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        loads.push(loadavg()[0]!);
        runs.push(await runOnce(chrome.port, page.url, formFactor));
      }
      const perf = runs.map((r) => score(r, "performance"));
      const row: Record<string, string | number> = {
        page: page.id,
        preset: `${formFactor} ${runs[0]!.configSettings.screenEmulation.width}`,
        performance: median(perf),
        runs: perf.join("/"),
        load: median(loads).toFixed(1),
      };
      for (const c of bench.CATEGORIES.filter((c) => c !== "performance")) row[c] = Math.min(...runs.map((r) => score(r, c)));
      rows.push(row);
      writeFileSync(join(bench.REPORT_DIR, `request-forms-${page.id}.${formFactor}.json`), JSON.stringify(runs[0]));
      // What keeps a score under 100: every weighted audit not passed in any run.
      for (const lhr of runs) {
        for (const c of bench.CATEGORIES) {
          for (const ref of lhr.categories[c]?.auditRefs ?? []) {
            const a = lhr.audits[ref.id];
            if (ref.weight > 0 && a && a.score !== null && a.score < (c === "performance" ? 0.9 : 1)) {
              const shown = c === "performance" ? ` ${a.displayValue ?? ""}` : "";
              failing.add(`${page.id} ${formFactor} ${c}: ${a.id}${shown}`);
            }
          }
        }
      }
      console.error(`${page.id} ${formFactor}: ${JSON.stringify(row)}`);
    }
  }
} finally {
  chrome.kill();
  server.close();
  server.closeAllConnections();
  t.cleanup();
}

const cols = ["page", "preset", "performance", "runs", "load", "accessibility", "best-practices", "seo"];
const width = (c: string) => Math.max(c.length, ...rows.map((r) => String(r[c]).length));
const line = (cells: string[]) => cells.map((s, i) => s.padEnd(width(cols[i]!))).join("  ");
console.log(`\nLighthouse of hosted pages with a request form (performance: median of ${RUNS}, load = 1-min load average of this machine)`);
console.log(line(cols));
console.log(cols.map((c) => "-".repeat(width(c))).join("  "));
for (const r of rows) console.log(line(cols.map((c) => String(r[c]))));
if (failing.size) console.log(`\nAudits not passed:\n${[...failing].map((f) => `  ${f}`).join("\n")}`);
const under = rows.filter((r) => bench.CATEGORIES.some((c) => Number(r[c]) < 100));
if (under.length) {
  console.log(`\n${under.length} of ${rows.length} page/preset rows have a score under 100.`);
  process.exit(1);
}
console.log("\nEvery score is 100.");
process.exit(0);
