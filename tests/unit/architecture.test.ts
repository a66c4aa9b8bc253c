/**
 * The house rules (DESIGN.md, docs/design-notes.md), checked on every run so a break fails CI:
 * - `src/` imports only types from `functions/` (nothing of the server reaches a browser bundle);
 * - islands and stores call the API only through `src/lib/api.ts` (no `fetch(`, no `hono/client`);
 * - `src/lib` knows nothing of React, Astro or Hono (except `api.ts`, the typed client);
 * - services import no Hono (HTTP lives in routes and middleware);
 * - `core/` (the kernel both sides share) imports nothing of `src/`, `functions/` or `db/`, and no
 *   React, Astro, Hono or database driver;
 * - `src/` imports nothing of `db/`;
 * - Hono lives only in `functions/routes`, `functions/middleware`, `functions/hosts` and `functions/app.ts`;
 * - `functions/lib` imports no middleware or routes; routes import no values from `db/`;
 * - no import cycle among core/, src/, functions/ and db/, type imports included.
 * A plain scan of import statements: enough for code written in this style, and it names the
 * offending file and line.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
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
    const allInlineTypes = named
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .every((s) => s.startsWith("type "));
    out.push({
      file,
      line: lineAt(m.index! + m[1]!.length),
      specifier: m[4]!,
      typeOnly: clause.startsWith("type ") || clause.startsWith("type{") || allInlineTypes === true,
    });
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

/** Where Hono may be imported in functions/ (HTTP lives there; services, lib, auth and the generator are plain TypeScript). */
const HONO_HOMES = ["functions/routes/", "functions/middleware/", "functions/hosts/", "functions/app.ts"];

/** The file a relative specifier names (with or without its extension, or a folder's index), or null. */
function resolveFile(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.astro`, join(base, "index.ts"), base.replace(/\.js$/, ".ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The import graph of some files (type imports included: a cycle of types is still a knot). */
export function importGraph(files: { file: string; text: string }[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const { file, text } of files) {
    const targets = importsOf(file, text)
      .map((r) => resolveFile(file, r.specifier))
      .filter((t): t is string => t !== null);
    graph.set(rel(file), [...new Set(targets.map(rel))]);
  }
  return graph;
}

/** Every import cycle of a graph, each as the path that closes it ("a -> b -> a"); depth-first with colours. */
export function importCycles(graph: Map<string, string[]>): string[] {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      const seen = state.get(next);
      if (seen === "open") cycles.push([...stack.slice(stack.indexOf(next)), next].join(" -> "));
      else if (seen === undefined) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
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
    else if (path.startsWith("functions/") && isHono && !HONO_HOMES.some((home) => path.startsWith(home))) {
      found.push(`${where(r)}: Hono only in routes, middleware, hosts and app.ts`);
    }
    if (path.startsWith("src/") && resolvesInto(r.file, r.specifier, "db")) found.push(`${where(r)}: src/ imports nothing of db/`);
    if (
      path.startsWith("functions/lib/") &&
      (resolvesInto(r.file, r.specifier, "functions/middleware") || resolvesInto(r.file, r.specifier, "functions/routes"))
    ) {
      found.push(`${where(r)}: functions/lib imports no middleware or routes`);
    }
    if (
      path.startsWith("functions/routes/") &&
      !r.typeOnly &&
      (resolvesInto(r.file, r.specifier, "db") || r.specifier === "drizzle-orm" || r.specifier.startsWith("drizzle-orm/"))
    ) {
      found.push(`${where(r)}: routes call services for queries (no values from db/ or drizzle)`);
    }
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

  it("Hono only in routes, middleware and hosts; functions/lib imports no middleware or routes; routes import no db/ values", () => {
    expect(violations(imports("functions"))).toEqual([]);
  });

  it("no import cycles among core/, src/, functions/ and db/ (type imports included)", () => {
    const files = ["core", "src", "functions", "db"].flatMap((d) => walk(join(ROOT, d), [".ts", ".tsx", ".astro", ".mjs"]));
    expect(importCycles(importGraph(files.map((file) => ({ file, text: scriptOf(file) }))))).toEqual([]);
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

  it("db/ in src/, Hono in functions/lib, middleware in functions/lib, db/ values in routes", () => {
    expect(scan("src/islands/x/A.tsx", `import type { User } from "../../../db/schema";`)).toHaveLength(1);
    expect(scan("functions/lib/x.ts", `import type { Context } from "hono";`)).toHaveLength(1);
    expect(scan("functions/lib/x.ts", `import { clientKey } from "../middleware/rate-limit";`)).toHaveLength(1);
    expect(scan("functions/routes/x.ts", `import { users } from "../../db/schema";`)).toHaveLength(1);
    expect(scan("functions/routes/x.ts", `import { eq } from "drizzle-orm";`)).toHaveLength(1);
    expect(scan("functions/routes/x.ts", `import type { SiteMessage } from "../../db/schema";`)).toEqual([]);
    expect(scan("functions/hosts/node/x.ts", `import { Hono } from "hono";`)).toEqual([]);
  });

  it("an import cycle, through type imports too", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(importCycles(graph)).toEqual(["a.ts -> b.ts -> c.ts -> a.ts"]);
    expect(
      importCycles(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", []],
        ]),
      ),
    ).toEqual([]);
    // Type imports are edges; specifiers resolve with or without their extension, or to a folder's index.
    const graph2 = importGraph([
      { file: at("core/site/x.ts"), text: `import type { SiteContent } from "./schema";\nimport { escapeHtml } from "../html.ts";\nimport { z } from "zod";` },
    ]);
    expect(graph2.get("core/site/x.ts")).toEqual(["core/site/schema.ts", "core/html.ts"]);
    expect(importGraph([{ file: at("db/x.ts"), text: `export * from "./schema";` }]).get("db/x.ts")).toEqual(["db/schema/index.ts"]);
  });

  it("a direct fetch in an island (a method called fetch is not one)", () => {
    expect(directFetches([{ file: at("src/islands/x/A.tsx"), text: `const r = await fetch("/api/projects");` }])).toHaveLength(1);
    expect(directFetches([{ file: at("src/islands/x/A.tsx"), text: `await env.ASSETS.fetch(request);` }])).toEqual([]);
  });
});
