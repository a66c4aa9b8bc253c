// Import the app's TypeScript modules (which use extensionless relative imports) by bundling
// them with esbuild into a throw-away .mjs under dist-server/bench/ (gitignored, and inside the
// project so that packages still resolve from node_modules; packages stay external).
import { build } from "esbuild";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./paths.mjs";

const OUT_DIR = join(ROOT, "dist-server/bench");

/** True when every `files` (project-relative) exists: sections use it to report what is missing. */
export function haveFiles(...files) {
  return files.every((f) => existsSync(join(ROOT, f)));
}

/**
 * Bundle `source` (a small ES module that re-exports from project files, paths relative to the
 * project root) and import it. `name` names the output file.
 */
export async function importTs(name, source) {
  mkdirSync(OUT_DIR, { recursive: true });
  const outfile = join(OUT_DIR, `${name}.mjs`);
  await build({
    stdin: { contents: source, resolveDir: ROOT, loader: "ts", sourcefile: `${name}.entry.ts` },
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    logLevel: "error",
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}
