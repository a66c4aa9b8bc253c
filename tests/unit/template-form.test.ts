import { describe, expect, it } from "vitest";
import { isAcceptableImageUrl, templateFormErrors, templatePriceCents } from "../../core/template-form";
import { csvCell, toCsv } from "../../functions/lib/csv";
import { BUSINESS_TYPES } from "../../core/business-types";

describe("templatePriceCents", () => {
  it("accepts positive amounts with at most 2 decimals, as text or number", () => {
    expect(templatePriceCents("19.99")).toBe(1999);
    expect(templatePriceCents(19.99)).toBe(1999);
    expect(templatePriceCents(0.1 + 0.2)).toBe(30);
    expect(templatePriceCents("10000")).toBe(1_000_000);
  });
  it("refuses zero, negatives, three decimals, over $10,000 and non-numbers", () => {
    for (const bad of ["0", 0, -5, "-5", "1.999", 1.999, "10000.01", "abc", "", Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(templatePriceCents(bad as string | number)).toBeNull();
    }
  });
});

describe("isAcceptableImageUrl", () => {
  it("https and site paths only", () => {
    expect(isAcceptableImageUrl("https://cdn.example/a.png")).toBe(true);
    expect(isAcceptableImageUrl("/templates/a.svg")).toBe(true);
    for (const bad of ["http://x/a.png", "javascript:alert(1)", "data:image/png;base64,AA", "//evil/x", "/\\evil", "not a url"]) {
      expect(isAcceptableImageUrl(bad)).toBe(false);
    }
  });
});

describe("templateFormErrors (spec section 5: name, category, base price required)", () => {
  const ok = { name: "Cafe", category: "Restaurant", description: "", imageUrl: "", basePrice: "19.99" };
  it("a complete form has no errors", () => {
    expect(templateFormErrors(ok, BUSINESS_TYPES)).toEqual({});
  });
  it("reports each missing or bad field", () => {
    expect(templateFormErrors({ ...ok, name: " ", category: "", basePrice: "" }, BUSINESS_TYPES)).toEqual({
      name: "Template name is required",
      category: "Category is required",
      basePrice: "Base price is required",
    });
    expect(Object.keys(templateFormErrors({ ...ok, basePrice: "1.234", imageUrl: "javascript:x" }, BUSINESS_TYPES))).toEqual(["imageUrl", "basePrice"]);
  });
});

describe("CSV", () => {
  it("quotes, doubles quotes and neutralises formulas", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("=SUM(A1)")).toBe(`"'=SUM(A1)"`);
    expect(csvCell("-1")).toBe(`"'-1"`);
    expect(csvCell(-1)).toBe('"-1"');
    expect(csvCell(null)).toBe('""');
    expect(toCsv(["a", "b"], [[1, "x,y"]])).toBe('"a","b"\r\n"1","x,y"\r\n');
  });
});
