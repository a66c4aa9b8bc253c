/**
 * Every environment variable the code reads is documented: listed in .env.example and in the
 * README's tables. Scans the server, the scripts, the database code, the Astro and Playwright
 * configs and src/config for `process.env.X`, `process.env["X"]`, `import.meta.env.X`, `env.X`,
 * `vars.X`, names given to portFromEnvOrFree and the config schema's keys.
 */
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";

const SCANNED = ["functions", "scripts", "db", "src/config", "astro.config.mjs", "playwright.config.ts", "playwright.edge.config.ts"];
const CODE = new Set([".ts", ".tsx", ".mjs", ".js"]);
/** Cloudflare bindings (wrangler.toml), not variables. */
const BINDINGS = new Set(["ASSETS", "GENERATION_QUEUE", "API_RATE_LIMITER", "IMAGES", "AI"]);

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => (name === "migrations" ? [] : files(join(path, name))));
}

export function variablesRead(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/\b(?:process\.env|import\.meta\.env\??|env|vars)\.([A-Z][A-Z0-9_]+)\b/g)) found.add(m[1]!);
  for (const m of source.matchAll(/process\.env\[\s*["']([A-Z][A-Z0-9_]+)["']\s*\]/g)) found.add(m[1]!);
  // Names passed to tests/helpers/free-ports.ts, which reads process.env[name].
  for (const m of source.matchAll(/portFromEnvOrFree\(\s*["']([A-Z][A-Z0-9_]+)["']/g)) found.add(m[1]!);
  return [...found].filter((name) => !BINDINGS.has(name));
}

function readEverywhere(): Map<string, string> {
  const where = new Map<string, string>();
  for (const file of SCANNED.flatMap(files).filter((f) => CODE.has(extname(f)))) {
    for (const name of variablesRead(readFileSync(file, "utf8"))) if (!where.has(name)) where.set(name, file);
  }
  // The config schema: `NAME: optional,` keys are what the server parses from its environment.
  const config = readFileSync("functions/config.ts", "utf8");
  const schema = config.slice(config.indexOf("const envSchema"), config.indexOf("});", config.indexOf("const envSchema")));
  for (const m of schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)) if (!where.has(m[1]!)) where.set(m[1]!, "functions/config.ts");
  return where;
}

describe("environment variables", () => {
  const read = readEverywhere();

  it("finds what the code reads (the scan itself works)", () => {
    for (const name of ["DATABASE_URL", "PUBLIC_SITE_URL", "STATIC_DIR", "E2E_PORT", "CLIENT_IP_HEADER", "PUBLIC_ANALYTICS_PROVIDER"])
      expect([...read.keys()]).toContain(name);
    expect(variablesRead(`const a = process.env.FOO_BAR; const b = env.BAZ; const c = process.env["QUX"]; env.ASSETS.fetch()`).sort()).toEqual([
      "BAZ",
      "FOO_BAR",
      "QUX",
    ]);
  });

  it("are all in .env.example", () => {
    const example = readFileSync(".env.example", "utf8");
    const missing = [...read].filter(([name]) => !new RegExp(`^#?\\s*${name}=`, "m").test(example)).map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });

  it("are all in the README's tables", () => {
    const readme = readFileSync("README.md", "utf8");
    const rows = readme.split("\n").filter((line) => line.startsWith("| `"));
    const missing = [...read]
      .filter(([name]) => !rows.some((row) => row.split("|")[1]!.includes(`\`${name}\``)))
      .map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
  });
});
