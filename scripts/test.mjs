// `npm test`: lint and format check, type checks, unit and API tests (Vitest), a fresh build, html-validate over every page, the fault suite, end-to-end tests in Chromium,
// the load run, and the Worker: its bundle and the edge smoke tests in workerd.
//   npm test -- --list            the steps and their short names
//   npm test -- --only e2e,load   only those steps (after a build when they need one)
//   npm test -- --from e2e        that step and the ones after it
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `\nNo Chromium found at ${chromium}.\nInstall it with: sudo apt-get install -y --no-install-recommends chromium\n(or set CHROMIUM_PATH to a Chromium binary).\n`,
  );
  process.exit(1);
}

const steps = [
  ["lint", "lint and format check (Biome, biome.json; a warning fails too)", "npx", ["biome", "check", "--error-on-warnings", "."]],
  // Two single-threaded checkers: side by side they take the longer one's time. tsc reads the types
  // Astro generates (.astro/types.d.ts: astro:content, import.meta.env), which a clean clone does not
  // have yet, so `astro sync` writes them before both start.
  [
    "types",
    "type checks (astro sync, then astro check and tsc side by side)",
    [
      ["npx", ["astro", "check", "--minimumSeverity", "warning"]],
      ["npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
    ],
    null,
    ["npx", ["astro", "sync"]],
  ],
  ["unit", "unit and API tests", "npx", ["vitest", "run"]],
  ["build", "build", "npm", ["run", "build"]],
  ["html", "valid HTML (html-validate over every built page)", "node", ["scripts/validate-html.mjs"]],
  ["faults", "fault suite (kill, locked database, webhooks, concurrency)", "npx", ["vitest", "run", "-c", "vitest.faults.config.ts"]],
  ["e2e", "end-to-end tests", "npx", ["playwright", "test"]],
  ["dev", "dev server (npm run dev: every island page renders, one hydrates and hot-reloads an edit)", "node", ["scripts/dev-check.mjs"]],
  ["load", "load run (10 s warm-up + 30 s, 50 connections: no errors, no retained memory growth)", "node", ["scripts/load-check.mjs"]],
  ["bundle", "Worker bundle (wrangler deploy --dry-run)", "node", ["scripts/edge/bundle-check.mjs"]],
  ["edge", "edge smoke tests (the Worker in workerd)", "npx", ["playwright", "test", "-c", "playwright.edge.config.ts"]],
];
const ids = steps.map(([id]) => id);

function option(flag) {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
  if (i < 0) return null;
  const value = args[i].includes("=") ? args[i].slice(flag.length + 1) : args[i + 1];
  const names = (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !ids.includes(n));
  if (!names.length || unknown.length) {
    console.error(`error: ${flag} takes step names from: ${ids.join(", ")}${unknown.length ? ` (unknown: ${unknown.join(", ")})` : ""}`);
    process.exit(2);
  }
  return names;
}
if (process.argv.includes("--list")) {
  for (const [id, name] of steps) console.log(`${id.padEnd(8)} ${name}`);
  process.exit(0);
}
const only = option("--only");
const from = option("--from");
const selected = steps.filter(([id]) => (only ? only.includes(id) : true) && (from ? ids.indexOf(id) >= ids.indexOf(from[0]) : true));
const needsBuild = new Set(["html", "faults", "e2e", "load", "edge"]);
if ((only || from) && selected.some(([id]) => needsBuild.has(id)) && !selected.some(([id]) => id === "build") && !existsSync("dist-server/server.mjs")) {
  console.error("error: these steps run the built server: run `npm run build` first (or add build: --only build,e2e).");
  process.exit(2);
}

// Every step's temporary files (test databases, the e2e and edge servers' data, browser profiles,
// Worker bundles, the tools' own) go into one folder of this run, through TMPDIR: removed after a
// green run, kept (and named) after a failure for a look at what was there.
const runTemp = mkdtempSync(join(tmpdir(), "lumen-test-run-"));
chmodSync(runTemp, 0o755); // the fault suite runs a server as another user in a folder below it
const env = { ...process.env, TMPDIR: runTemp, ASTRO_TELEMETRY_DISABLED: "1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1", WRANGLER_SEND_METRICS: "false" };
/** Commands at once, each one's output printed whole when it ends; the worst exit status. */
async function runSideBySide(commands) {
  const runs = commands.map(
    ([cmd, args]) =>
      new Promise((done) => {
        const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
        const output = [];
        child.stdout.on("data", (b) => output.push(b));
        child.stderr.on("data", (b) => output.push(b));
        child.on("close", (code) => {
          process.stdout.write(`\n$ ${cmd} ${args.join(" ")}\n${Buffer.concat(output).toString()}`);
          done(code ?? 1);
        });
      }),
  );
  return Math.max(...(await Promise.all(runs)));
}

for (const [, name, cmd, args, first] of selected) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const firstStatus = first ? spawnSync(first[0], first[1], { stdio: "inherit", env }).status : 0;
  const status = firstStatus !== 0 ? firstStatus : Array.isArray(cmd) ? await runSideBySide(cmd) : spawnSync(cmd, args, { stdio: "inherit", env }).status;
  if (status !== 0) {
    console.error(`\n${name} failed (exit ${status}). Its temporary files are kept in ${runTemp}.`);
    process.exit(status ?? 1);
  }
  console.log(`--- ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const left = readdirSync(runTemp);
rmSync(runTemp, { recursive: true, force: true });
console.log(`\nAll steps passed; removed this run's temporary folder (${left.length} entr${left.length === 1 ? "y" : "ies"} the steps left in it).`);
