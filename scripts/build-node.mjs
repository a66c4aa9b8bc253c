// Bundles the Node server (functions/hosts/node/index.ts) into dist-server/server.mjs; packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["functions/hosts/node/index.ts"],
  outfile: "dist-server/server.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
console.log("built dist-server/server.mjs");
