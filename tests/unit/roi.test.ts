import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  ROI_ANNUAL_RUNNING_COST,
  ROI_DEFAULTS,
  ROI_IMPLEMENTATION_COST,
  ROI_INPUT_LIMITS,
  ROI_MAX_ANNUAL_SAVINGS,
  ROI_MAX_MULTIPLE,
  ROI_MAX_PAYBACK_WEEKS,
  ROI_MIN_MULTIPLE,
  buildRoiLeadPayload,
  calculateRoi,
  formatPayback,
  formatRoiMultiple,
  formatUsdWhole,
  roiInputsAdjusted,
  roiScenario,
  sanitizeRoiInputs,
} from "../../core/roi";

describe("calculateRoi: the spec's formula", () => {
  it("defaults give the figures a person can check by hand", () => {
    // 150 requests x 3 hours x $50 = $22,500 a month; x 12 = $270,000; 75% = $202,500;
    // 202,500 - 15,000 - 500 = 187,000; 187,000 / 15,000 = 12.47 -> 12.5;
    // 15,000 / (202,500 / 52) = 3.85 weeks -> 4.
    expect(ROI_DEFAULTS).toEqual({ monthlyRequests: 150, hoursPerAssessment: 3, hourlyRate: 50 });
    expect(calculateRoi(ROI_DEFAULTS)).toEqual({
      monthlyCost: 22_500,
      annualCost: 270_000,
      annualSavings: 202_500,
      implementationCost: 15_000,
      annualRunningCost: 500,
      netBenefit: 187_000,
      roi: 12.5,
      paybackWeeks: 4,
    });
    expect(calculateRoi()).toEqual(calculateRoi(ROI_DEFAULTS));
  });

  it("uses the fixed implementation (15,000) and running (500) costs", () => {
    expect(ROI_IMPLEMENTATION_COST).toBe(15_000);
    expect(ROI_ANNUAL_RUNNING_COST).toBe(500);
    // 10 x 1 x 100 = 1,000/month; 12,000/yr; 9,000 savings; net -6,500; ROI -0.43 -> -0.4; payback 15000/(9000/52) = 86.7 -> 87
    expect(calculateRoi({ monthlyRequests: 10, hoursPerAssessment: 1, hourlyRate: 100 })).toMatchObject({
      annualSavings: 9_000,
      netBenefit: -6_500,
      roi: -0.4,
      paybackWeeks: 87,
    });
  });

  it("rounds ROI to one decimal", () => {
    // 22 x 1 h x $1,000: savings 198,000, net 182,500 / 15,000 = 12.17 -> 12.2
    expect(calculateRoi({ monthlyRequests: 22, hoursPerAssessment: 1, hourlyRate: 1000 }).roi).toBe(12.2);
    // 5,000 x 0.5 h x $1: savings 22,500, net 7,000 / 15,000 = 0.467 -> 0.5
    expect(calculateRoi({ monthlyRequests: 5000, hoursPerAssessment: 0.5, hourlyRate: 1 }).roi).toBe(0.5);
    // 2,750 x 1 h x $1: savings 24,750, net 9,250 / 15,000 = 0.617 -> 0.6
    expect(calculateRoi({ monthlyRequests: 2750, hoursPerAssessment: 1, hourlyRate: 1 }).roi).toBe(0.6);
    // 3,611 x 0.5 h x $1: savings 16,249.5, net 749.5 -> 0.04997 -> 0.0; 3,612: net 754 -> 0.0503 -> 0.1
    expect(calculateRoi({ monthlyRequests: 3611, hoursPerAssessment: 0.5, hourlyRate: 1 }).roi).toBe(0);
    expect(calculateRoi({ monthlyRequests: 3612, hoursPerAssessment: 0.5, hourlyRate: 1 }).roi).toBe(0.1);
  });

  it("payback is the round-up of 15,000 / (annual savings / 52)", () => {
    // 52 x 1 h x $20: savings 9,360, weekly 180, 15,000 / 180 = 83.3 -> 84
    expect(calculateRoi({ monthlyRequests: 52, hoursPerAssessment: 1, hourlyRate: 20 }).paybackWeeks).toBe(84);
    // 100 x 1 h x $100: savings 90,000, weekly 1,730.8, 8.67 -> 9
    expect(calculateRoi({ monthlyRequests: 100, hoursPerAssessment: 1, hourlyRate: 100 }).paybackWeeks).toBe(9);
    for (const inputs of [
      { monthlyRequests: 10, hoursPerAssessment: 0.5, hourlyRate: 10 },
      { monthlyRequests: 199, hoursPerAssessment: 2.5, hourlyRate: 73 },
      { monthlyRequests: 100_000, hoursPerAssessment: 100, hourlyRate: 1000 },
    ]) {
      const r = calculateRoi(inputs);
      expect(r.paybackWeeks).toBe(Math.ceil(15_000 / (r.annualSavings / 52)));
    }
  });
});

describe("roiScenario: bands by monthly requests", () => {
  it.each([
    [0, "small"],
    [1, "small"],
    [49, "small"],
    [49.9, "small"],
    [50, "medium"],
    [150, "medium"],
    [199, "medium"],
    [199.5, "medium"],
    [200, "large"],
    [5000, "large"],
    [-10, "small"],
    [Number.NaN, "small"],
    [Number.POSITIVE_INFINITY, "large"],
  ] as const)("%s requests -> %s", (n, band) => {
    expect(roiScenario(n)).toBe(band);
  });
});

describe("odd inputs never give NaN, Infinity or a negative payback", () => {
  it("empty or non-numeric fields count as 0", () => {
    expect(sanitizeRoiInputs({ monthlyRequests: "", hoursPerAssessment: "abc", hourlyRate: undefined })).toEqual({
      monthlyRequests: 0,
      hoursPerAssessment: 0,
      hourlyRate: 0,
    });
    const r = calculateRoi({ monthlyRequests: "", hoursPerAssessment: "3", hourlyRate: "50" });
    expect(r).toMatchObject({ monthlyCost: 0, annualSavings: 0, netBenefit: -15_500, roi: -1, paybackWeeks: null });
  });

  it("tiny values: payback beyond a century counts as no payback (never Infinity)", () => {
    expect(calculateRoi({ monthlyRequests: 5e-324, hoursPerAssessment: 0.5, hourlyRate: 1 }).paybackWeeks).toBeNull();
    // 1 x 0.5 h x $1: savings $4.50 a year -> 173,334 weeks -> over 100 years
    expect(calculateRoi({ monthlyRequests: 1, hoursPerAssessment: 0.5, hourlyRate: 1 }).paybackWeeks).toBeNull();
    // 20 x 1 h x $1: savings $180 a year -> 4,333.3 weeks -> 4,334, under a century: shown
    expect(calculateRoi({ monthlyRequests: 20, hoursPerAssessment: 1, hourlyRate: 1 }).paybackWeeks).toBe(4334);
    // 16 x 1 h x $1: savings $144 a year -> 5,416.7 weeks, over the 5,200-week century: none
    expect(ROI_MAX_PAYBACK_WEEKS).toBe(5200);
    expect(calculateRoi({ monthlyRequests: 16, hoursPerAssessment: 1, hourlyRate: 1 }).paybackWeeks).toBeNull();
  });

  it("zero anywhere: no savings, no payback", () => {
    expect(calculateRoi({ monthlyRequests: 150, hoursPerAssessment: 0, hourlyRate: 50 }).paybackWeeks).toBeNull();
    expect(calculateRoi({ monthlyRequests: 150, hoursPerAssessment: 3, hourlyRate: 0 }).paybackWeeks).toBeNull();
  });

  it("negative values count as 0", () => {
    expect(calculateRoi({ monthlyRequests: -150, hoursPerAssessment: 3, hourlyRate: 50 })).toMatchObject({
      monthlyCost: 0,
      paybackWeeks: null,
    });
    expect(calculateRoi({ monthlyRequests: 150, hoursPerAssessment: -3, hourlyRate: -50 }).monthlyCost).toBe(0);
  });

  it("huge values are capped", () => {
    const r = calculateRoi({ monthlyRequests: "1e400", hoursPerAssessment: 1e9, hourlyRate: Number.POSITIVE_INFINITY });
    const capped = ROI_INPUT_LIMITS.monthlyRequests.max * ROI_INPUT_LIMITS.hoursPerAssessment.max * ROI_INPUT_LIMITS.hourlyRate.max;
    expect(r.monthlyCost).toBe(capped);
    expect(r.annualSavings).toBe(ROI_MAX_ANNUAL_SAVINGS);
    expect(r.roi).toBe(ROI_MAX_MULTIPLE);
    expect(r.paybackWeeks).toBe(1);
    expect(Number.isSafeInteger(r.annualSavings)).toBe(true);
  });

  it("never -0 ROI", () => {
    // savings 15,500 exactly -> net 0
    const r = calculateRoi({ monthlyRequests: 15_500 / 9, hoursPerAssessment: 1, hourlyRate: 1 });
    expect(Object.is(r.roi, -0)).toBe(false);
    expect(formatRoiMultiple(r.roi)).toBe("0.0x");
  });

  it("property: any input gives finite figures, ROI within bounds, payback null or a positive integer", () => {
    const anything = fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(""), fc.constant(undefined));
    fc.assert(
      fc.property(anything, anything, anything, (a, b, c) => {
        const r = calculateRoi({ monthlyRequests: a, hoursPerAssessment: b, hourlyRate: c });
        for (const v of [r.monthlyCost, r.annualCost, r.annualSavings, r.netBenefit, r.roi]) expect(Number.isFinite(v)).toBe(true);
        expect(r.annualSavings).toBeGreaterThanOrEqual(0);
        expect(r.roi).toBeGreaterThanOrEqual(ROI_MIN_MULTIPLE);
        expect(r.roi).toBeLessThanOrEqual(ROI_MAX_MULTIPLE);
        if (r.paybackWeeks !== null) {
          expect(Number.isInteger(r.paybackWeeks)).toBe(true);
          expect(r.paybackWeeks).toBeGreaterThanOrEqual(1);
        } else {
          expect(r.annualSavings).toBeLessThan((15_000 * 52) / ROI_MAX_PAYBACK_WEEKS);
        }
        for (const text of [formatUsdWhole(r.netBenefit), formatRoiMultiple(r.roi), formatPayback(r.paybackWeeks)]) {
          expect(text).not.toMatch(/NaN|Infinity|∞|-0\.0x|^-\$0$/);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("reports when a typed value was adjusted (but not for an empty field)", () => {
    expect(roiInputsAdjusted({ monthlyRequests: "150", hoursPerAssessment: "3", hourlyRate: "50" })).toBe(false);
    expect(roiInputsAdjusted({ monthlyRequests: "", hoursPerAssessment: "3", hourlyRate: "50" })).toBe(false);
    expect(roiInputsAdjusted({ monthlyRequests: "-5", hoursPerAssessment: "3", hourlyRate: "50" })).toBe(true);
    expect(roiInputsAdjusted({ monthlyRequests: "150", hoursPerAssessment: "3", hourlyRate: "5000" })).toBe(true);
  });
});

describe("display formats", () => {
  it("USD with no decimals", () => {
    expect(formatUsdWhole(202_500)).toBe("$202,500");
    expect(formatUsdWhole(22_500.4)).toBe("$22,500");
    expect(formatUsdWhole(-15_500)).toBe("-$15,500");
    expect(formatUsdWhole(-0.2)).toBe("$0");
  });
  it("ROI to one decimal, payback in weeks", () => {
    expect(formatRoiMultiple(12.5)).toBe("12.5x");
    expect(formatRoiMultiple(16)).toBe("16.0x");
    expect(formatPayback(4)).toBe("4 weeks");
    expect(formatPayback(1)).toBe("1 week");
    expect(formatPayback(1200)).toBe("1,200 weeks");
    expect(formatPayback(null)).toBe("No payback");
  });
});

describe("buildRoiLeadPayload", () => {
  it("carries the spec's fields for the figures on screen", () => {
    expect(buildRoiLeadPayload(" ana@example.com ", { monthlyRequests: "150", hoursPerAssessment: "3", hourlyRate: "50" })).toEqual({
      email: "ana@example.com",
      monthlyRequests: 150,
      estimatedSavings: "202500",
      roiMultiple: 12.5,
      eventType: "roi_calculated",
      source: "roi_calculator",
    });
  });
  it("rounds fractional requests and savings to whole numbers", () => {
    const p = buildRoiLeadPayload("a@b.co", { monthlyRequests: "150.6", hoursPerAssessment: "0.5", hourlyRate: "33.3" });
    expect(p.monthlyRequests).toBe(151);
    expect(p.estimatedSavings).toMatch(/^\d+$/);
  });
});
