// Bundles the Node server (functions/node.ts) into dist/node/server.mjs; packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["functions/node.ts"],
  outfile: "dist/node/server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
console.log("built dist/node/server.mjs");
