// `npm run bench`: every benchmark figure in one run. Tables go to stdout, progress to stderr,
// everything to bench/results.json.
//   --only=pages,api,load,redactor,generator,coldstart,editor,edge,dashboard,scale,requests  run some sections (results.json keeps the others)
//   --quick                                         fewer pages, shorter runs (for iteration)
//   --markdown                                      print the tables of bench/results.json as Markdown; measure nothing
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem, platform, release, arch, loadavg } from "node:os";
import { join } from "node:path";
import { formatTable } from "./lib/table.mjs";
import { BENCH_DIR, CLIENT_DIR, ROOT, SERVER_BUNDLE } from "./lib/paths.mjs";

const SECTIONS = ["pages", "api", "load", "redactor", "generator", "coldstart", "editor", "edge", "dashboard", "scale", "requests"];

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const markdown = args.includes("--markdown");
const onlyArg = args.find((a) => a.startsWith("--only="));
const only = onlyArg
  ? onlyArg
      .slice("--only=".length)
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
  : SECTIONS;
const unknown = [...only.filter((s) => !SECTIONS.includes(s)), ...args.filter((a) => a !== "--quick" && a !== "--markdown" && !a.startsWith("--only="))];
if (unknown.length) {
  console.error(`Unknown section or flag: ${unknown.join(", ")}\nUsage: npm run bench -- [--quick] [--only=${SECTIONS.join(",")}] [--markdown]`);
  process.exit(2);
}
process.chdir(ROOT);
const resultsPath = join(BENCH_DIR, "results.json");

if (markdown) {
  const saved = JSON.parse(readFileSync(resultsPath, "utf8"));
  const m = saved.machine;
  console.log(
    `Measured ${saved.date.slice(0, 10)} at ${saved.commit ?? "?"} on ${m.cores} x ${m.cpu}, Node ${m.node}, 1-min load average ${m.loadAverageAtStart[0]} at the start${saved.quick ? " (quick mode)" : ""}.`,
  );
  for (const name of SECTIONS.filter((s) => only.includes(s) && saved.sections[s] && !saved.sections[s].error)) {
    const section = await import(`./sections/${name}.mjs`);
    for (const t of section.tables(saved.sections[name])) console.log(formatTable(t.title, t.columns, t.rows, { note: t.note, markdown: true }));
  }
  process.exit(0);
}
// Ctrl-C: exit, which ends every server this run started (bench/lib/server.mjs) and Chromium (chrome-launcher).
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => process.exit(130));

const log = (line) => process.stderr.write(`${line}\n`);
const started = Date.now();

if (!existsSync(SERVER_BUNDLE) || !existsSync(join(CLIENT_DIR, "index.html"))) {
  log("No build found: running npm run build ...");
  const r = spawnSync("npm", ["run", "build"], { stdio: ["ignore", process.stderr, process.stderr] });
  if (r.status !== 0) process.exit(r.status ?? 1);
  // The stamp scripts/start.mjs writes after its own build: `npm start` then knows this build is current.
  writeFileSync(join(ROOT, "dist-server/.build-stamp"), new Date().toISOString());
}

function gitCommit() {
  const r = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** 1-minute load average: other work on the machine skews every figure; it is recorded beside them. */
const load1 = () => Math.round(loadavg()[0] * 100) / 100;

const machine = {
  cpu: cpus()[0]?.model ?? "unknown",
  cores: cpus().length,
  memoryGB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
  os: `${platform()} ${release()} ${arch()}`,
  node: process.version,
  loadAverageAtStart: loadavg().map((x) => Math.round(x * 100) / 100),
};

let chrome = null;
const cleanups = [];
const ctx = {
  quick,
  log: (line) => log(line),
  /** What sections share within one run (the generated sites and their Lighthouse runs). */
  shared: {},
  onCleanup: (fn) => cleanups.push(fn),
  /** One headless Chromium shared by every Lighthouse run. */
  async chrome() {
    chrome ??= await (await import("./lib/lighthouse.mjs")).launchChrome();
    return chrome;
  },
};

let previous = {};
try {
  previous = JSON.parse(readFileSync(resultsPath, "utf8"));
} catch {}

const results = {
  date: new Date().toISOString(),
  commit: gitCommit(),
  machine,
  quick,
  sections: { ...(only.length < SECTIONS.length ? (previous.sections ?? {}) : {}) },
};

let failed = 0;
log(`Benchmark${quick ? " (quick)" : ""}: ${only.join(", ")} on ${machine.cores} x ${machine.cpu}, Node ${machine.node}`);
try {
  for (const name of SECTIONS.filter((s) => only.includes(s))) {
    const section = await import(`./sections/${name}.mjs`);
    log(`\n== ${section.title}`);
    const t0 = Date.now();
    const loadBefore = load1();
    let entry;
    try {
      const data = await section.run(ctx);
      const loadAverage = { before: loadBefore, after: load1() };
      entry = { measuredAt: new Date().toISOString(), quick, seconds: Math.round((Date.now() - t0) / 100) / 10, loadAverage, ...data };
      for (const t of section.tables(data)) console.log(formatTable(t.title, t.columns, t.rows, { note: t.note }));
      // A section's budgets: what it measured over its limit fails the run (after its tables are printed).
      if (data.budgetFailures?.length) {
        failed += 1;
        console.log(`\n${section.title}: OVER BUDGET\n${data.budgetFailures.map((f) => `  ${f}`).join("\n")}`);
      }
    } catch (err) {
      failed += 1;
      entry = { measuredAt: new Date().toISOString(), quick, error: String(err?.stack ?? err) };
      console.log(`\n${section.title}: FAILED\n${err?.stack ?? err}`);
    }
    log(`-- ${name} took ${((Date.now() - t0) / 1000).toFixed(1)} s (1-min load average ${loadBefore} -> ${load1()} on ${machine.cores} cores)`);
    results.sections[name] = entry;
  }
} finally {
  for (const fn of cleanups.reverse()) await fn();
  if (chrome) await chrome.kill();
}

results.totalSeconds = Math.round((Date.now() - started) / 100) / 10;
writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\nWrote bench/results.json: ${results.totalSeconds} s in all${quick ? ", quick mode" : ""}; ${machine.cores} cores, 1-min load average ${machine.loadAverageAtStart[0]} at the start.`,
);
process.exit(failed ? 1 : 0);
