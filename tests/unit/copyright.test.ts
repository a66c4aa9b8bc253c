import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { copyrightYears } from "../../core/copyright";
import { site } from "../../src/config/site";

describe("the footer's copyright years", () => {
  it("the spec's year alone in its own year, then a range to the year of the build", () => {
    expect(copyrightYears(2025, 2025)).toBe("2025");
    expect(copyrightYears(2025, 2026)).toBe("2025–2026");
    expect(copyrightYears(2025, 2031)).toBe("2025–2031");
    // A clock set before the first year never shows a reversed range.
    expect(copyrightYears(2025, 2024)).toBe("2025");
  });

  it("the footer computes them when built, from the spec's first year (no fixed year in the markup)", () => {
    expect(site.firstCopyrightYear).toBe(2025);
    const footer = readFileSync("src/components/sections/SiteFooter.astro", "utf8");
    expect(footer).toContain("copyrightYears(site.firstCopyrightYear, new Date().getFullYear())");
    expect(footer).not.toMatch(/&copy;\s*20\d\d/);
  });
});
