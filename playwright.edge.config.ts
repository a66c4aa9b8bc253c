import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EDGE_ADMIN_PASSWORD, EDGE_WEBHOOK_SECRET, QUEUE_PORT_OFFSET, queueWorkerLog } from "./tests/edge/edge-env";
import { portFromEnvOrFree } from "./tests/helpers/free-ports";

/**
 * The edge smoke suite: the production Worker in workerd (wrangler dev, local mode) against a
 * libSQL server on loopback, signing in through an OpenID Connect provider reachable from the Worker.
 * Two Workers start side by side, each with its own database and provider: the default one
 * (generation jobs in ctx.waitUntil, EDGE_PORT) and wrangler.toml's "queue" environment (jobs through
 * a local Cloudflare Queue and the Worker's queue() consumer, EDGE_PORT + 3).
 * Run after `npm run build` (it reuses dist/client and dist-server).
 */
/** Each Worker takes three ports (Worker, database, identity provider): a free block of six, or EDGE_PORT. */
const port = portFromEnvOrFree("EDGE_PORT", 2 * QUEUE_PORT_OFFSET);
const queuePort = port + QUEUE_PORT_OFFSET;
const dataDir = process.env.EDGE_DATA_DIR ?? mkdtempSync(join(tmpdir(), "lumen-edge-"));
process.env.EDGE_DATA_DIR = dataDir;

const origin = (p: number) => `http://127.0.0.1:${p}`;

function edgeServer(p: number, queue: boolean) {
  return {
    command: "node scripts/edge/preview.mjs",
    url: `${origin(p)}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      EDGE_SKIP_BUILD: "1",
      EDGE_PORT: String(p),
      EDGE_DB_PORT: String(p + 1),
      EDGE_IDP_PORT: String(p + 2),
      EDGE_DB_FILE: join(dataDir, queue ? "edge-queue.db" : "edge.db"),
      EDGE_VARS: JSON.stringify({ STRIPE_WEBHOOK_SECRET: EDGE_WEBHOOK_SECRET, ADMIN_PASSWORD: EDGE_ADMIN_PASSWORD }),
      ...(queue ? { EDGE_QUEUE: "1", EDGE_WRANGLER_LOG: queueWorkerLog(dataDir) } : {}),
    },
  };
}

export default defineConfig({
  testDir: "tests/edge",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    trace: "retain-on-failure",
    video: "off",
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
  projects: [
    { name: "workerd", testMatch: ["smoke.spec.ts", "requests.spec.ts"], use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: origin(port) } },
    { name: "workerd-queue", testMatch: "queue.spec.ts", use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: origin(queuePort) } },
  ],
  webServer: [edgeServer(port, false), edgeServer(queuePort, true)],
});
