import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The edge smoke suite: the production Worker in workerd (wrangler dev, local mode) against a
 * libSQL server on loopback, signing in through an OpenID Connect provider reachable from the Worker.
 * Run after `npm run build` (it reuses dist/client and dist-server).
 */
const port = Number(process.env.EDGE_PORT ?? 8787);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.EDGE_DATA_DIR ?? mkdtempSync(join(tmpdir(), "lumen-edge-"));
process.env.EDGE_DATA_DIR = dataDir;
export const EDGE_WEBHOOK_SECRET = "whsec_edge_smoke_test_secret";

export default defineConfig({
  testDir: "tests/edge",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "off",
    video: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [{ name: "workerd", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/edge/preview.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      EDGE_SKIP_BUILD: "1",
      EDGE_PORT: String(port),
      EDGE_DB_PORT: String(port + 1),
      EDGE_IDP_PORT: String(port + 2),
      EDGE_DB_FILE: join(dataDir, "edge.db"),
      EDGE_VARS: JSON.stringify({ STRIPE_WEBHOOK_SECRET: EDGE_WEBHOOK_SECRET, ADMIN_PASSWORD: "edge-admin-password" }),
    },
  },
});
