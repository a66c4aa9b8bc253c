import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

/**
 * Unit and API tests. Most files share their worker's module cache (`isolate: false`): each file
 * builds its own app and database, and importing the app once per worker instead of once per file
 * is most of the suite's time. Files that check pristine globals run isolated: the Node server's
 * tests install @hono/node-server's Request and Response on `globalThis` for the rest of the worker.
 */
const ISOLATED = ["tests/unit/security-headers.test.ts"];

/**
 * A `.wasm` import is a compiled WebAssembly.Module, as wrangler bundles it for the Worker (its
 * CompiledWasm rule): tests that import the Worker entry (the share card's resvg) load it the same way.
 */
const wasmAsModule: Plugin = {
  name: "wasm-as-module",
  enforce: "pre",
  load(id) {
    const file = id.split("?")[0] as string;
    if (!file.endsWith(".wasm")) return null;
    return `import { readFileSync } from "node:fs";\nexport default new WebAssembly.Module(readFileSync(${JSON.stringify(file)}));`;
  },
};

export default defineConfig({
  plugins: [wasmAsModule],
  test: {
    environment: "node",
    // Through Vite (not Node's loader), so its .wasm file meets the plugin above.
    server: { deps: { inline: ["@resvg/resvg-wasm"] } },
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
