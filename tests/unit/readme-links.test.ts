/** The README points only at files in this repository: every relative link resolves, nothing names a path outside the clone. */
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve(".");
const DOCS = ["README.md", "docs/deployment.md", "docs/local-payments.md", "docs/design-notes.md"];

function problems(file: string, text = readFileSync(file, "utf8")): string[] {
  const found: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(https?:|mailto:|#)/.test(target!)) continue;
    const path = resolve(dirname(file), target!.split("#")[0]!);
    if (relative(ROOT, path).startsWith("..")) found.push(`${file}: links outside the repository: ${target}`);
    else if (!existsSync(path)) found.push(`${file}: broken link: ${target}`);
  }
  // A path in code that climbs out of the clone is a link a reader cannot follow either.
  for (const [, path] of text.matchAll(/`(\.\.\/[^`\s]+)`/g)) {
    if (relative(ROOT, join(dirname(resolve(file)), path!)).startsWith("..")) found.push(`${file}: names a path outside the repository: ${path}`);
  }
  return found;
}

describe("links in the README and the deployment docs", () => {
  it("resolve to files in this repository", () => {
    expect(DOCS.flatMap((file) => problems(file))).toEqual([]);
  });

  it("the check itself finds a broken link and a path outside the clone", () => {
    expect(problems("README.md", "[a](docs/nope.md), [b](../outside.md) and `../shared/spec/product-spec.md`")).toEqual([
      "README.md: broken link: docs/nope.md",
      "README.md: links outside the repository: ../outside.md",
      "README.md: names a path outside the repository: ../shared/spec/product-spec.md",
    ]);
  });
});
