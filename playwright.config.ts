import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { E2E_ADMIN_PASSWORD, E2E_STRIPE_WEBHOOK_SECRET } from "./tests/e2e/e2e-env";
import { CONSENT_STORAGE_KEY } from "./src/lib/consent";
import { portFromEnvOrFree } from "./tests/helpers/free-ports";

/** The real Node server on a fresh temporary database and a free port (or E2E_PORT); Debian's Chromium. */
const port = portFromEnvOrFree("E2E_PORT");
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "lumen-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_DATABASE_URL = `file:${join(dataDir, "e2e.db")}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // The consent banner shows on every page until a choice is stored: suites about other things start
    // with "declined" stored (nothing is sent, no banner in the way). The consent tests start from empty
    // storage (`test.use({ storageState: NO_CHOICE })`, tests/e2e/analytics.spec.ts and pwa.spec.ts).
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: CONSENT_STORAGE_KEY, value: "declined" }] }] },
    // Kept only for failed tests (test-results/, open with `npx playwright show-trace`).
    trace: "retain-on-failure",
    video: "off",
    screenshot: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node --enable-source-maps dist-server/server.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_SITE_URL: baseURL,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      LOG_REQUESTS: "0",
      NODE_ENV: "test",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
      // Hundreds of anonymous calls from 127.0.0.1 in a run: the API-wide limit (100/min, 1000/day)
      // would answer 429. Its own tests are in tests/api/rate-limit-api.test.ts.
      API_RATE_LIMIT_PER_MINUTE: "1000000",
      API_RATE_LIMIT_PER_DAY: "1000000000",
    },
  },
});
