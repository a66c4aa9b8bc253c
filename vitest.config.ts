import { defineConfig } from "vitest/config";

/**
 * Unit and API tests. Most files share their worker's module cache (`isolate: false`): each file
 * builds its own app and database, and importing the app once per worker instead of once per file
 * is most of the suite's time. Files that check pristine globals run isolated: the Node server's
 * tests install @hono/node-server's Request and Response on `globalThis` for the rest of the worker.
 */
const ISOLATED = ["tests/unit/security-headers.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 15_000,
    pool: "forks",
    // Vitest's default is one fewer than the cores: on a 2-core machine, one.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/api/**/*.test.ts"],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED, isolate: true } },
    ],
  },
});
