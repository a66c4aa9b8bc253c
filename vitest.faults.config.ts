import { defineConfig } from "vitest/config";

/**
 * The fault suite: the server killed mid-generation, a locked or read-only database,
 * webhooks twice and out of order, 50 concurrent requests. `npm test` runs it after the build,
 * because some of it starts the built server (dist-server/server.mjs) as a child process.
 */
export default defineConfig({
  test: {
    include: ["tests/faults/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
