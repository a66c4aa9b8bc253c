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

describe("findPricedItems: what belongs to a price", () => {
  const items = (s: string) => {
    const unsure: string[] = [];
    return { items: findPricedItems(s, unsure).map((i) => (i.note ? `${i.name} | ${i.price} | ${i.note}` : `${i.name} | ${i.price}`)), unsure };
  };

  it("keeps an aside in brackets out of the price, as the item's note", () => {
    expect(items("10-class pass £95 (valid 4 months), unlimited £60 a month").items).toEqual([
      "10-class pass | £95 | valid 4 months",
      "unlimited | £60 a month",
    ]);
    expect(items("Rodízio completo R$ 85 por pessoa (buffet de saladas incluso)").items).toEqual([
      "Rodízio completo | R$ 85 por pessoa | buffet de saladas incluso",
    ]);
    expect(items("縮毛矯正 ¥12,000〜（税込）").items).toEqual(["縮毛矯正 | ¥12,000〜 | 税込"]);
  });

  it("keeps an aside that is a unit ('per person and night') and one closed by the 'from' mark", () => {
    expect(items("入湯税 150円（お一人様1泊）").items).toEqual(["入湯税 | 150円（お一人様1泊）"]);
    expect(items("確定申告 33,000円（税込）〜").items).toEqual(["確定申告 | 33,000円（税込）〜"]);
  });

  it("reads a price inside an aside as its own item, never as the note of the price before", () => {
    expect(items("Trauringe ab 890 € das Paar (Silber ab 290 €)").items).toEqual(["Trauringe | ab 890 € das Paar", "Silber | ab 290 €"]);
    expect(items("Ausbildung CHF 2'450 (Frühbucher bis 31. Dezember CHF 2'200)").items).toEqual([
      "Ausbildung | CHF 2'450",
      "Frühbucher bis 31. Dezember | CHF 2'200",
    ]);
  });

  it("keeps units and conditions that read as such, in several languages", () => {
    expect(items("Tent pitch £28 per night for 2 adults, dogs £3 per dog per night").items).toEqual([
      "Tent pitch | £28 per night for 2 adults",
      "dogs | £3 per dog per night",
    ]);
    expect(items("Stimmung Klavier 120 € inkl. Anfahrt im Stadtgebiet").items).toEqual(["Stimmung Klavier | 120 € inkl. Anfahrt im Stadtgebiet"]);
    expect(items("Taxe de séjour 1,10 € par personne et par nuit").items).toEqual(["Taxe de séjour | 1,10 € par personne et par nuit"]);
    expect(items("Ugepris 9.500 kr. i juni og august").items).toEqual(["Ugepris | 9.500 kr. i juni og august"]);
    expect(items("noleggio deriva 60 € / 2 ore").items).toEqual(["noleggio deriva | 60 € / 2 ore"]);
  });

  it("offers the price whole as a suggestion when the words after it may not belong to it", () => {
    expect(items("Topographic surveys £1,150 per day on site, processing billed separately.")).toEqual({ items: [], unsure: ["£1,150 per day on site"] });
    expect(items("Team: $35/month per seat billed monthly")).toEqual({ items: [], unsure: ["$35/month per seat billed monthly"] });
    expect(items("Señal de 50 € para reservar.").unsure).toEqual(["50 € para reservar"]);
  });

  it("ends the price at a sentence end, also after a unit's own full stop", () => {
    expect(items("kanelsnegl 28 kr., tebirkes 16 kr. Åbent tirs-fre 7-17").items).toEqual(["kanelsnegl | 28 kr.", "tebirkes | 16 kr."]);
    expect(items("madeixas desde 45€. ter a sab 9h-19h").items).toEqual(["madeixas | desde 45€"]);
    expect(items("lekcja indywidualna 150 zł/h. Zajęcia pn-czw 18:00-22:00.").items).toEqual(["lekcja indywidualna | 150 zł/h."]);
  });

  it("never takes a count before a price as part of it, and keeps a count's connector with the item", () => {
    expect(items("$32 per player, or a private room for 8 $220.").items).toEqual(["private room for 8 | $220"]);
    expect(items("tacos $25 c/u, orden de 5 por $110").items).toEqual(["tacos | $25 c/u", "orden de 5 por | $110"]);
  });

  it("reads Turkish lira and euro written as a word", () => {
    expect(items("Fön 250 TL, kesim 600 TL").items).toEqual(["Fön | 250 TL", "kesim | 600 TL"]);
    expect(items("piega 15 euro, taglio uomo 18 euro").items).toEqual(["piega | 15 euro", "taglio uomo | 18 euro"]);
  });

  it("names a price standing alone in an aside by the words before the bracket", () => {
    expect(items("Taxe de séjour en plus (1,10 € par personne et par nuit).").items).toEqual(["Taxe de séjour en plus | 1,10 € par personne et par nuit"]);
  });

  it("ends a lower-case sentence after a price's unit, unless the full stop is the unit's own ('kr. i juni')", () => {
    expect(items("noleggio deriva 60 € / 2 ore. ragazzi dai 10 anni.").items).toEqual(["noleggio deriva | 60 € / 2 ore"]);
  });

  it("does not make an item of a threshold for something free", () => {
    expect(items("Livraison 8€, gratuite dès 60€").items).toEqual(["Livraison | 8€"]);
  });

  it("names a price on a label line by its label, never by a heading", () => {
    expect(items("Consultation: $45.00\nMonthly plan: $1,250.50 per month").items).toEqual(["Consultation | $45.00", "Monthly plan | $1,250.50 per month"]);
    expect(items("Prices: $45.00").items).toEqual([]);
  });

  it("gives a second price of the same item its name, and leaves a price-first list to the owner", () => {
    expect(items("Shepherd's hut £110 per night, £85 per night November to March.").items).toEqual([
      "Shepherd's hut | £110 per night",
      "Shepherd's hut | £85 per night November to March",
    ]);
    expect(items("$15 adults $8 kids under 3s free.").items).toEqual([]);
  });
});

describe("a dash between a name and its price", () => {
  it("names the price with the words before the dash, whichever side the currency is on", () => {
    expect(findPricedItems("Lessons:\nBeginner hour – $45\nAdvanced hour - $60")).toEqual([
      expect.objectContaining({ name: "Beginner hour", price: "$45" }),
      expect.objectContaining({ name: "Advanced hour", price: "$60" }),
    ]);
    expect(findPricedItems("Strzyżenie męskie — 50 zł\nGolenie — 30 zł").map((i) => [i.name, i.price])).toEqual([
      ["Strzyżenie męskie", "50 zł"],
      ["Golenie", "30 zł"],
    ]);
    expect(findPricedItems("טיפול פנים – 250 ₪").map((i) => [i.name, i.price])).toEqual([["טיפול פנים", "250 ₪"]]);
  });
  it("but not after a quantity, which goes with the price (the item is left in the owner's words)", () => {
    expect(findPricedItems("Kaffee 500 g – 12 €, Tee 100 g – 6 €")).toEqual([]);
  });
  it("still ends the clause at a dash with a name after it", () => {
    expect(findPricedItems("Open all week – espresso $3").map((i) => i.name)).toEqual(["espresso"]);
  });
});

describe("a verb for what something costs, before the price", () => {
  it("is not part of the item's name, in the languages read", () => {
    const names = (t: string) => findPricedItems(t).map((i) => [i.name, i.price]);
    expect(names("A dúzia de pão de queijo sai por R$ 30.")).toEqual([["dúzia de pão de queijo", "R$ 30"]]);
    expect(names("El kilo de asado sale a $9000.")).toEqual([["El kilo de asado", "$9000"]]);
    expect(names("Ein Haarschnitt kostet 25 €.")).toEqual([["Ein Haarschnitt", "25 €"]]);
    expect(names("Strihanie stojí 15 €.")).toEqual([["Strihanie", "15 €"]]);
    // A word that only starts like one stays: "Saia midi".
    expect(names("Saia midi R$ 89")).toEqual([["Saia midi", "R$ 89"]]);
  });
});
