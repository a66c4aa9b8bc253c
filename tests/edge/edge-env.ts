/** Settings the edge servers are started with (playwright.edge.config.ts) and the edge tests use. Test values only. */
export const EDGE_WEBHOOK_SECRET = "whsec_edge_smoke_test_secret";
export const EDGE_ADMIN_PASSWORD = "edge-admin-password";

/** The Worker with wrangler.toml's "queue" environment listens this many ports above EDGE_PORT (its database and IdP on the next two). */
export const QUEUE_PORT_OFFSET = 3;

/** Where preview.mjs copies the queue Worker's wrangler output (the local queue logs each delivery there). */
export function queueWorkerLog(dataDir = process.env.EDGE_DATA_DIR): string {
  if (!dataDir) throw new Error("EDGE_DATA_DIR is not set (it comes from playwright.edge.config.ts)");
  return `${dataDir}/wrangler-queue.log`;
}
