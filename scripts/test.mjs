// `npm test`: type checks, unit and API tests (Vitest), a fresh build, html-validate over every page, the fault suite, end-to-end tests in Chromium,
// the load run, and the Worker: its bundle and the edge smoke tests in workerd.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `\nNo Chromium found at ${chromium}.\nInstall it with: sudo apt-get install -y --no-install-recommends chromium\n(or set CHROMIUM_PATH to a Chromium binary).\n`,
  );
  process.exit(1);
}

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1", WRANGLER_SEND_METRICS: "false" };
const steps = [
  ["type check", "npx", ["astro", "check", "--minimumSeverity", "warning"]],
  ["type check (API and tests)", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]],
  ["unit and API tests", "npx", ["vitest", "run"]],
  ["build", "npm", ["run", "build"]],
  ["valid HTML (html-validate over every built page)", "node", ["scripts/validate-html.mjs"]],
  ["fault suite (kill, locked database, webhooks, concurrency)", "npx", ["vitest", "run", "-c", "vitest.faults.config.ts"]],
  ["end-to-end tests", "npx", ["playwright", "test"]],
  ["load run (30 s, 50 connections: no errors, flat memory)", "node", ["scripts/load-check.mjs"]],
  ["Worker bundle (wrangler deploy --dry-run)", "node", ["scripts/edge/bundle-check.mjs"]],
  ["edge smoke tests (the Worker in workerd)", "npx", ["playwright", "test", "-c", "playwright.edge.config.ts"]],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`--- ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
