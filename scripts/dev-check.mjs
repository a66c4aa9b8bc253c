// `npm test` step: the dev server works. Starts `npm run dev` on free ports and a throw-away database,
// then: every page with a React island renders on the server without an error (the failure this
// guards against: "dispatcher.getOwner is not a function", a mix of React's development and
// production builds); one island hydrates in Chromium; an edit to that island's component reaches
// the open page (hot reload). The component file is restored whatever happens.
//   node scripts/dev-check.mjs
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { ROOT } from "./build-stamp.mjs";

/** Pages whose islands render on the server in dev (signed-out: the shells, whose islands then ask the API). */
export const ISLAND_PAGES = ["/create", "/dashboard", "/editor/1", "/checkout/1", "/admin", "/admin/users", "/app-store", "/roi-calculator", "/redactor"];
/** The island edited for the hot-reload check, and the text in it that the edit replaces. */
const EDITED = { page: "/roi-calculator", file: join(ROOT, "src/islands/roi/RoiCalculator.tsx"), from: "{roiLabels.inputsTitle}" };
const READY_TIMEOUT_MS = 240_000;

function freePort() {
  return new Promise((done) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
}

const sitePort = await freePort();
let apiPort = await freePort();
while (apiPort === sitePort) apiPort = await freePort();
const dir = mkdtempSync(join(tmpdir(), "lumen-dev-check-"));
const base = `http://localhost:${sitePort}`;
const original = readFileSync(EDITED.file, "utf8");
if (!original.includes(EDITED.from)) throw new Error(`${EDITED.file} no longer contains ${EDITED.from}: update scripts/dev-check.mjs`);

const dev = spawn("npm", ["run", "dev"], {
  cwd: ROOT,
  detached: true, // its own process group: stopped whole (npm, astro, the API server, esbuild)
  env: { ...process.env, PORT: String(sitePort), DEV_API_PORT: String(apiPort), DATABASE_URL: `file:${join(dir, "app.db")}`, LOG_REQUESTS: "0" },
  stdio: ["ignore", "pipe", "pipe"],
});
let output = "";
dev.stdout.on("data", (c) => (output += c));
dev.stderr.on("data", (c) => (output += c));

let browser;
let failed = null;
try {
  // Ready: Astro's dev server answers a page.
  const started = Date.now();
  for (;;) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited (${dev.exitCode})`);
    const status = await fetch(`${base}/`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() - started > READY_TIMEOUT_MS) throw new Error(`npm run dev did not answer within ${READY_TIMEOUT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`dev server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  for (const path of ISLAND_PAGES) {
    const before = output.length;
    const res = await fetch(`${base}${path}`);
    const html = await res.text();
    const errors = output
      .slice(before)
      .split("\n")
      .filter((l) => /\[ERROR\]|TypeError|getOwner/.test(l));
    if (res.status !== 200 || !html.includes("<astro-island") || errors.length) {
      throw new Error(
        `${path}: ${res.status}, ${html.includes("<astro-island") ? "with" : "without"} an island${errors.length ? `, errors:\n${errors.join("\n")}` : ""}`,
      );
    }
    console.log(`  ${path}: rendered with its island`);
  }

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const page = await browser.newPage();
  const pageErrors = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await page.goto(`${base}${EDITED.page}`);
  // Hydrated: Astro removes the `ssr` attribute once the island's component ran in the browser.
  await page.waitForSelector("astro-island:not([ssr])", { timeout: 120_000 });
  console.log(`  ${EDITED.page}: hydrated`);
  const marker = `Dev check ${Date.now().toString(36)}`;
  writeFileSync(EDITED.file, original.replace(EDITED.from, `{${JSON.stringify(marker)}}`));
  await page.getByRole("heading", { name: marker }).waitFor({ timeout: 120_000 });
  console.log(`  an edit to ${EDITED.file.slice(ROOT.length + 1)} reached the open page`);
  if (pageErrors.length) throw new Error(`errors in the page: ${pageErrors.join("; ")}`);
} catch (error) {
  failed = error;
} finally {
  writeFileSync(EDITED.file, original);
  await browser?.close();
  try {
    process.kill(-dev.pid, "SIGTERM");
  } catch {}
  await new Promise((r) => (dev.exitCode !== null ? r() : dev.once("exit", r)));
  rmSync(dir, { recursive: true, force: true });
}
if (failed) {
  console.error(`\nnpm run dev check failed: ${failed.message}\n--- dev server output ---\n${output.slice(-6000)}`);
  process.exit(1);
}
console.log("npm run dev: island pages render, hydrate and reload on an edit.");
