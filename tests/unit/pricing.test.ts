import { describe, expect, it } from "vitest";
import { DEFAULT_BASE_PRICE, priceProject } from "../../core/pricing";
import { formatDecimal, formatUsd, parseCents } from "../../core/money";

describe("money", () => {
  it("parses decimal strings to exact cents", () => {
    expect(parseCents("24.99")).toBe(2499);
    expect(parseCents("5")).toBe(500);
    expect(parseCents("0.1")).toBe(10);
    expect(parseCents(19.99)).toBe(1999);
  });
  it("rejects what is not money", () => {
    for (const bad of ["", "-1", "1.999", "abc", "1e3", "NaN"]) expect(() => parseCents(bad)).toThrow(RangeError);
  });
  it("formats cents", () => {
    expect(formatDecimal(2999)).toBe("29.99");
    expect(formatDecimal(5)).toBe("0.05");
    expect(formatUsd(123450)).toBe("$1,234.50");
  });
});

describe("priceProject (spec section 9: base + 20% fee; default $24.99)", () => {
  it("default base price", () => {
    expect(DEFAULT_BASE_PRICE).toBe("24.99");
    expect(priceProject(null)).toEqual({ basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99", totalCents: 2999 });
  });
  it("template price, fee rounded half up to the cent", () => {
    expect(priceProject("39.99")).toMatchObject({ serviceFee: "8.00", totalPrice: "47.99" });
    expect(priceProject("10.02")).toMatchObject({ serviceFee: "2.00", totalPrice: "12.02" });
    expect(priceProject("10.03")).toMatchObject({ serviceFee: "2.01", totalPrice: "12.04" });
    expect(priceProject("0.00")).toMatchObject({ totalPrice: "0.00" });
  });
  it("no floating point drift on awkward amounts", () => {
    expect(priceProject("0.10").totalPrice).toBe("0.12");
    expect(priceProject("99999.99").totalPrice).toBe("119999.99");
  });
});
