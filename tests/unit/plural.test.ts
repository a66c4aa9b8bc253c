import { describe, expect, it } from "vitest";
import { count } from "../../core/plural";
import { siteVisitsText } from "../../src/content/site-tools";
import { redactorLabels as redactorText } from "../../src/content/redactor";

describe("counts with their noun in the right form", () => {
  it("1 visit, 2 visits, 0 visits (Intl.PluralRules)", () => {
    expect(count(1, "visit")).toBe("1 visit");
    expect(count(2, "visit")).toBe("2 visits");
    expect(count(0, "visit")).toBe("0 visits");
    expect(count(1200, "user", "users", (n) => new Intl.NumberFormat("en-US").format(n))).toBe("1,200 users");
  });

  it("the dashboard's visits summary, chart bars and description say '1 visit', not '1 visits'", () => {
    expect(siteVisitsText.summary(1, 1)).toBe("1 visit, 1 visitor in the last 30 days");
    expect(siteVisitsText.summary(3, 2)).toBe("3 visits, 2 visitors in the last 30 days");
    expect(siteVisitsText.day(1, 1)).toBe("1 visit, 1 visitor");
    expect(siteVisitsText.chartDesc(1, 1, null)).toContain("1 visit and 1 daily unique visitor in total");
  });

  it("the redactor's character count", () => {
    expect(redactorText.characters(1)).toBe("1 character");
    expect(redactorText.characters(12345)).toBe("12,345 characters");
  });
});
