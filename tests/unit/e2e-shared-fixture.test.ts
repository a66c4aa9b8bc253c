import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Every end-to-end spec takes `test` from tests/e2e/fixtures.ts, whose fixture fails a test on any
 * uncaught page error: a spec importing `test` straight from @playwright/test would not be watched.
 */
describe("end-to-end specs use the shared fixture", () => {
  const dir = "tests/e2e";
  const specs = readdirSync(dir).filter((f) => f.endsWith(".spec.ts"));

  it.each(specs)("%s imports test from ./fixtures", (file) => {
    const source = readFileSync(join(dir, file), "utf8");
    expect(source).toMatch(/import \{[^}]*\btest\b[^}]*\} from "\.\/fixtures";/);
    expect(source).not.toMatch(/import \{[^}]*\btest\b[^}]*\} from "@playwright\/test";/);
  });
});
