import { describe, expect, it } from "vitest";
import { findPrices, findPricedItems, withCurrency } from "../../../core/brief/facts/prices";

const texts = (s: string) => findPrices(s).map((p) => p.text);

describe("findPrices: kept exactly as typed", () => {
  it.each([
    ["Deep clean $240", ["$240"]],
    ["£14.50 for the fish", ["£14.50"]],
    ["menu € 9,90 and 12,50 €", ["€ 9,90", "12,50 €"]],
    ["ramen ¥1,200 or 1200円", ["¥1,200", "1200円"]],
    ["R$ 45 por pessoa", ["R$ 45 por pessoa"]],
    ["CHF 30 per hour", ["CHF 30 per hour"]],
    ["full day $1,250/month", ["$1,250/month"]],
    ["Starter $9/mo, Pro $29/mo", ["$9/mo", "$29/mo"]],
    ["from USD 20", ["USD 20"]],
    ["$1,234,567.89 total", ["$1,234,567.89"]],
  ])("%s", (input, expected) => {
    expect(texts(input)).toEqual(expected);
  });

  it("never splits a thousands separator ($1,250/month is one price)", () => {
    const prices = findPrices("Full day care $1,250/month");
    expect(prices).toHaveLength(1);
    expect(prices[0]!.text).toBe("$1,250/month");
    expect(prices[0]!.recurring).toBe(true);
  });

  it("ignores numbers that are not prices (years, phones, times, sizes)", () => {
    expect(texts("since 1987, call 555-0187, open 8-6, 12oz bags, 3 rooms")).toEqual([]);
  });

  it("survives hostile input quickly", () => {
    const start = performance.now();
    findPrices("$".repeat(5000) + "1".repeat(5000) + ",".repeat(5000));
    findPrices(`$1,${"000,".repeat(3000)}`);
    expect(performance.now() - start).toBeLessThan(200);
  });
});

describe("findPricedItems", () => {
  it("reads a price list: one item per price, named by the words before it", () => {
    expect(findPricedItems("pho tai $14, bun cha $15; banh mi $9.50")).toEqual([
      { name: "pho tai", price: "$14", recurring: false },
      { name: "bun cha", price: "$15", recurring: false },
      { name: "banh mi", price: "$9.50", recurring: false },
    ]);
  });

  it("reads tiers as recurring", () => {
    expect(findPricedItems("Plans: Starter $9/mo, Team $99/mo")).toEqual([
      { name: "Starter", price: "$9/mo", recurring: true },
      { name: "Team", price: "$99/mo", recurring: true },
    ]);
  });

  it("keeps conditions whole instead of making an item of them", () => {
    expect(findPricedItems("Free shipping over $75")).toEqual([]);
  });

  it("leaves a price inside a long sentence to the owner's text", () => {
    expect(findPricedItems("We have been told by many people over the years that our best value is $10")).toEqual([]);
  });
});

describe("withCurrency", () => {
  it("adds the intake currency to a bare number, number untouched", () => {
    expect(withCurrency("14.50", "GBP", "en")).toBe("£14.50");
    expect(withCurrency("9,90", "EUR", "fr")).toBe("9,90\u00a0€");
    expect(withCurrency("1200", "JPY", "ja")).toMatch(/^[¥￥]1200$/);
  });

  it("leaves a price that already has its currency, or is not a number", () => {
    expect(withCurrency("$14", "EUR", "en")).toBe("$14");
    expect(withCurrency("ask us", "USD", "en")).toBe("ask us");
    expect(withCurrency("14", undefined, "en")).toBe("14");
  });
});

describe("a qualifier typed before a price stays with it", () => {
  it("keeps 'from', 'starting at', 'desde', 'à partir de', 'ab' exactly as typed", () => {
    expect(findPricedItems("Wet rooms from £3,200. Splashbacks £450")).toEqual([
      { name: "Wet rooms", price: "from £3,200", recurring: false },
      { name: "Splashbacks", price: "£450", recurring: false },
    ]);
    expect(findPricedItems("Bookkeeping starting at $150/month")[0]).toMatchObject({ name: "Bookkeeping", price: "starting at $150/month" });
    expect(findPricedItems("Corte de pelo desde 15 €")[0]).toMatchObject({ name: "Corte de pelo", price: "desde 15 €" });
    expect(findPricedItems("Coupe à partir de 30 €")[0]).toMatchObject({ name: "Coupe", price: "à partir de 30 €" });
    expect(findPricedItems("Haarschnitt ab 25 €")[0]).toMatchObject({ name: "Haarschnitt", price: "ab 25 €" });
  });

  it("a word that merely ends in a qualifier is not one, and a plain price stays plain", () => {
    expect(findPricedItems("Kebab £7")[0]).toMatchObject({ name: "Kebab", price: "£7" });
    expect(findPricedItems("Crab £12")[0]).toMatchObject({ name: "Crab", price: "£12" });
  });
});
