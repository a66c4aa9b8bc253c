/**
 * The house rules (README, Design notes), checked on every run so a break fails CI:
 * - `src/` imports only types from `functions/` (nothing of the server reaches a browser bundle);
 * - islands and stores call the API only through `src/lib/api.ts` (no `fetch(`, no `hono/client`);
 * - `src/lib` knows nothing of React, Astro or Hono (except `api.ts`, the typed client);
 * - services import no Hono (HTTP lives in routes and middleware);
 * - `core/` (the kernel both sides share) imports nothing of `src/`, `functions/` or `db/`, and no
 *   React, Astro, Hono or database driver.
 * A plain scan of import statements: enough for code written in this style, and it names the
 * offending file and line.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

export interface ImportRecord {
  file: string;
  line: number;
  specifier: string;
  typeOnly: boolean;
}

function walk(dir: string, exts: string[]): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(path, exts));
    else if (exts.some((e) => entry.name.endsWith(e))) out.push(path);
  }
  return out;
}

const STATEMENT = /(^|\n)[ \t]*(import|export)\b([^;'"`]*?)\bfrom\s*["']([^"']+)["']/g;
const SIDE_EFFECT = /(^|\n)[ \t]*import\s*["']([^"']+)["']/g;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** Every import of a source text, with whether it is erased at build time (types only). */
export function importsOf(file: string, text: string): ImportRecord[] {
  const lineAt = (index: number) => text.slice(0, index).split("\n").length;
  const out: ImportRecord[] = [];
  for (const m of text.matchAll(STATEMENT)) {
    const clause = m[3]!.trim();
    if (m[2] === "export" && !clause.startsWith("{") && !clause.startsWith("*") && !clause.startsWith("type")) continue;
    const named = /^\{([^}]*)\}$/.exec(clause)?.[1];
    const allInlineTypes = named !== undefined && named.split(",").map((s) => s.trim()).filter(Boolean).every((s) => s.startsWith("type "));
    out.push({ file, line: lineAt(m.index! + m[1]!.length), specifier: m[4]!, typeOnly: clause.startsWith("type ") || clause.startsWith("type{") || allInlineTypes });
  }
  for (const m of text.matchAll(SIDE_EFFECT)) out.push({ file, line: lineAt(m.index! + m[1]!.length), specifier: m[2]!, typeOnly: false });
  for (const m of text.matchAll(DYNAMIC)) out.push({ file, line: lineAt(m.index!), specifier: m[1]!, typeOnly: false });
  return out;
}

/** The frontmatter and script blocks of an .astro file (its imports live there). */
function scriptOf(file: string): string {
  const text = readFileSync(file, "utf8");
  if (!file.endsWith(".astro")) return text;
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "";
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [front, ...scripts].join("\n");
}

const rel = (file: string) => relative(ROOT, file);
const resolvesInto = (from: string, specifier: string, folder: string) =>
  specifier.startsWith(".") && rel(resolve(dirname(from), specifier)).startsWith(`${folder}/`);
const where = (r: ImportRecord) => `${rel(r.file)}:${r.line} imports "${r.specifier}"`;

function imports(folder: string, exts = [".ts", ".tsx", ".astro", ".mjs"]): ImportRecord[] {
  return walk(join(ROOT, folder), exts).flatMap((file) => importsOf(file, scriptOf(file)));
}

/** Violations of the rules in a set of imports (exported so the checker itself is tested below). */
export function violations(records: ImportRecord[]): string[] {
  const found: string[] = [];
  for (const r of records) {
    const path = rel(r.file);
    const isHono = r.specifier === "hono" || r.specifier.startsWith("hono/") || r.specifier.startsWith("@hono/");
    if (path.startsWith("src/") && !r.typeOnly && resolvesInto(r.file, r.specifier, "functions")) {
      found.push(`${where(r)}: src/ may import only types from functions/`);
    }
    if (path.startsWith("src/") && r.specifier === "hono/client" && path !== "src/lib/api.ts") {
      found.push(`${where(r)}: only src/lib/api.ts builds the API client`);
    }
    if (path.startsWith("src/lib/") && path !== "src/lib/api.ts" && !r.typeOnly) {
      if (isHono || /^(react|react-dom|astro)(\/|$)/.test(r.specifier) || r.specifier.startsWith("astro:")) {
        found.push(`${where(r)}: src/lib is pure (no React, Astro or Hono)`);
      }
    }
    if (path.startsWith("functions/services/") && isHono) found.push(`${where(r)}: services import no Hono`);
    if (path.startsWith("core/")) {
      for (const folder of ["src", "functions", "db"]) {
        if (resolvesInto(r.file, r.specifier, folder)) found.push(`${where(r)}: core/ imports nothing of ${folder}/`);
      }
      if (isHono || /^(react|react-dom|astro|drizzle-orm|@libsql)(\/|$)/.test(r.specifier) || r.specifier.startsWith("astro:")) {
        found.push(`${where(r)}: core/ is pure (no React, Astro, Hono or database)`);
      }
    }
  }
  return found;
}

/** Islands and stores that call fetch themselves instead of the API client. */
export function directFetches(files: { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    for (const m of text.matchAll(/(^|[^.\w$])fetch\s*\(/g)) {
      found.push(`${rel(file)}:${text.slice(0, m.index).split("\n").length} calls fetch(): islands use src/lib/api.ts`);
    }
  }
  return found;
}

describe("house rules", () => {
  it("src/ imports only types from functions/, src/lib is pure, and only src/lib/api.ts builds the client", () => {
    expect(violations(imports("src"))).toEqual([]);
  });

  it("services import no Hono", () => {
    expect(violations(imports("functions/services"))).toEqual([]);
  });

  it("core/ imports nothing of src/, functions/ or db/ and no framework", () => {
    expect(violations(imports("core"))).toEqual([]);
  });

  it("islands and stores call the API only through src/lib/api.ts", () => {
    const files = ["src/islands", "src/stores"].flatMap((d) => walk(join(ROOT, d), [".ts", ".tsx"]));
    expect(directFetches(files.map((file) => ({ file, text: readFileSync(file, "utf8") })))).toEqual([]);
  });
});

describe("the checker catches each kind of break", () => {
  const at = (path: string) => join(ROOT, path);
  const scan = (path: string, text: string) => violations(importsOf(at(path), text));

  it("a run-time import of server code from src/ (a type-only one is fine)", () => {
    expect(scan("src/islands/x/A.tsx", `import { listActiveTemplates } from "../../../functions/services/templates";`)).toHaveLength(1);
    expect(scan("src/lib/x.ts", `export { codeForStatus } from "../../functions/lib/errors";`)).toHaveLength(1);
    expect(scan("src/islands/x/A.tsx", `import type { TemplateDto } from "../../../functions/services/templates";`)).toEqual([]);
    expect(scan("src/islands/x/A.tsx", `import { type TemplateDto } from "../../../functions/services/templates";`)).toEqual([]);
    expect(scan("src/lib/api.ts", `import type { AppType } from "../../functions/app";`)).toEqual([]);
  });

  it("hono/client outside src/lib/api.ts, and React or Hono in src/lib", () => {
    expect(scan("src/islands/x/A.tsx", `import { hc } from "hono/client";`)).toHaveLength(1);
    expect(scan("src/lib/x.ts", `import { useState } from "react";`)).toHaveLength(1);
    expect(scan("src/lib/x.ts", `import { Hono } from "hono";`)).toHaveLength(1);
    expect(scan("src/lib/api.ts", `import { hc } from "hono/client";`)).toEqual([]);
  });

  it("Hono in a service", () => {
    expect(scan("functions/services/x.ts", `import { createMiddleware } from "hono/factory";`)).toHaveLength(1);
    expect(scan("functions/services/x.ts", `import type { Context } from "hono";`)).toHaveLength(1);
    expect(scan("functions/middleware/x.ts", `import { createMiddleware } from "hono/factory";`)).toEqual([]);
  });

  it("core/ reaching into the site, the API or the database, or a framework", () => {
    expect(scan("core/x.ts", `import type { AppType } from "../functions/app";`)).toHaveLength(1);
    expect(scan("core/site/x.ts", `import { site } from "../../src/config/site";`)).toHaveLength(1);
    expect(scan("core/x.ts", `import { users } from "../db/schema";`)).toHaveLength(1);
    expect(scan("core/x.ts", `import { Hono } from "hono";`)).toHaveLength(1);
    expect(scan("core/x.ts", `import { money } from "./money";`)).toEqual([]);
  });

  it("a direct fetch in an island (a method called fetch is not one)", () => {
    expect(directFetches([{ file: at("src/islands/x/A.tsx"), text: `const r = await fetch("/api/projects");` }])).toHaveLength(1);
    expect(directFetches([{ file: at("src/islands/x/A.tsx"), text: `await env.ASSETS.fetch(request);` }])).toEqual([]);
  });
});
