import { describe, expect, it } from "vitest";
import { BUSINESS_TYPES } from "../../../core/business-types";
import { contrastRatio, ensureReadable, isHexColor, meetsAA, parseHex } from "../../../core/site/contrast";
import { contrastProblems, defaultStyleFor, linkColor, normalizeStyle, templateStyleSchema, textPairs } from "../../../core/site/schema";

describe("contrast helper", () => {
  it("computes WCAG ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#fff")).toBeCloseTo(1, 5);
    // #767676 is the classic lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio("#767676", "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
    expect(contrastRatio("#1e3a8a", "#ffffff")).toBeCloseTo(contrastRatio("#ffffff", "#1e3a8a"), 10);
  });

  it("parses only hex colours", () => {
    expect(parseHex("#abc")).toEqual([0xaa, 0xbb, 0xcc]);
    expect(parseHex("#0F766E")).toEqual([15, 118, 110]);
    for (const bad of ["red", "#12", "#1234567", "rgb(0,0,0)", "#fff;}body{", ""]) {
      expect(isHexColor(bad)).toBe(false);
      expect(() => parseHex(bad)).toThrow();
    }
  });

  it("ensureReadable keeps a good colour and replaces a bad one", () => {
    expect(ensureReadable("#1c1917", "#ffffff")).toBe("#1c1917");
    const fixed = ensureReadable("#dddddd", "#ffffff", "#f1f5f9");
    expect(meetsAA(fixed, "#ffffff")).toBe(true);
    expect(meetsAA(fixed, "#f1f5f9")).toBe(true);
  });
});

describe("default palettes", () => {
  it.each(BUSINESS_TYPES)("%s: every text pair the renderer uses is AA (>= 4.5:1)", (type) => {
    const style = defaultStyleFor(type);
    expect(templateStyleSchema.safeParse(style).success).toBe(true);
    expect(contrastProblems(style.palette)).toEqual([]);
    for (const pair of textPairs(style.palette)) {
      expect(contrastRatio(pair.fg, pair.bg), `${type}: ${pair.name}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("returns a fresh copy each time", () => {
    const a = defaultStyleFor("Restaurant");
    a.palette.primary = "#000000";
    expect(defaultStyleFor("Restaurant").palette.primary).not.toBe("#000000");
  });

  it("uses all four layouts and both fonts across the types", () => {
    const styles = BUSINESS_TYPES.map(defaultStyleFor);
    expect(new Set(styles.map((s) => s.layout))).toEqual(new Set(["classic", "bold", "minimal", "elegant"]));
    expect(new Set(styles.map((s) => s.font))).toEqual(new Set(["sans", "serif"]));
  });
});

describe("normalizeStyle", () => {
  it("repairs an unreadable template palette", () => {
    const style = normalizeStyle(
      {
        palette: {
          primary: "#fde68a", // too light for white text and for links
          primaryText: "#ffffff",
          accent: "#fbbf24",
          background: "#ffffff",
          surface: "#fafafa",
          text: "#bbbbbb",
          muted: "#dddddd",
        },
        layout: "bold",
        font: "sans",
      },
      "Business",
    );
    const p = style.palette;
    expect(meetsAA(p.text, p.background) && meetsAA(p.text, p.surface)).toBe(true);
    expect(meetsAA(p.muted, p.background) && meetsAA(p.muted, p.surface)).toBe(true);
    expect(meetsAA(p.primaryText, p.primary)).toBe(true);
    const link = linkColor(p);
    expect(meetsAA(link, p.background) && meetsAA(link, p.surface)).toBe(true);
    expect(style.layout).toBe("bold");
  });

  it("falls back to the type default for anything that is not a valid style", () => {
    const injected = {
      palette: { ...defaultStyleFor("Other").palette, primary: "red;}</style><script>alert(1)</script>" },
      layout: "classic",
      font: "sans",
    };
    expect(normalizeStyle(injected, "Healthcare")).toEqual(defaultStyleFor("Healthcare"));
    expect(normalizeStyle(null, "Education")).toEqual(defaultStyleFor("Education"));
    expect(normalizeStyle({ ...defaultStyleFor("Other"), layout: "brutalist" }, "Other")).toEqual(defaultStyleFor("Other"));
  });
});
