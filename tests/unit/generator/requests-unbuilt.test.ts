import { describe, expect, it } from "vitest";
import { extractFacts } from "../../../core/brief/facts/index";
import { clauses, unbuiltRequests } from "../../../functions/generator/plan";
import { generateSite } from "../../../functions/generator/index";

function unbuilt(requirements: string, description = "", built: string[] = []) {
  const extracted = extractFacts({ description, requirements }, null, "en");
  return unbuiltRequests(requirements, description, extracted, new Set(built), "en");
}

describe("clauses", () => {
  it("ends an ask at a comma after a number, but keeps numbers with a comma whole", () => {
    expect(clauses("hours Mon-Fri 8-6, online booking")).toEqual(["hours Mon-Fri 8-6", "online booking"]);
    expect(clauses("Loft conversion from $1,250, blog")).toEqual(["Loft conversion from $1,250", "blog"]);
    // "Av." and "Dr." end no sentence.
    expect(clauses("dirección Av. Chapultepec 480. Dr. Ruiz atiende los sábados")).toEqual(["dirección Av. Chapultepec 480", "Dr. Ruiz atiende los sábados"]);
  });
});

describe("unbuiltRequests", () => {
  it("lists back only the part of a request that was not built", () => {
    expect(unbuilt("hours Mon-Fri 8-6, gift cards", "", ["hours"])).toEqual(["gift cards"]);
    // Booking, ordering and quotes are built as request forms: never listed back.
    expect(unbuilt("hours Mon-Fri 8-6, online booking", "", ["hours"])).toEqual([]);
    expect(unbuilt("hours 8–4 weekdays, 9–5 weekends (en dash please keep)", "", ["hours"])).toEqual([]);
    expect(unbuilt("Di-So 11:30-22:00, Montag Ruhetag", "", ["hours"])).toEqual([]);
    expect(unbuilt("Teléfono 33 1234 5678, dirección Av. Chapultepec 480, consultorio 12", "", ["contact"])).toEqual([]);
  });

  it("splits asks joined by and/y/et/und only when every part is a known ask", () => {
    expect(unbuilt("Prices and gift cards", "Pho tai $14, banh mi $8", ["offerings"])).toEqual(["gift cards"]);
    expect(unbuilt("fish and chips takeaway counter")).toEqual(["fish and chips takeaway counter"]);
  });

  it("does not ask for team names the owner already gave", () => {
    expect(unbuilt("meet the vets", "Dr. Ana Ruiz and Dr. Tom Becker.", ["team"])).toEqual([]);
    expect(unbuilt("meet the vets", "Two friendly vets.", [])).toEqual(["team section (add the names of the people to show)"]);
  });
});

describe("request forms proposed from the brief", () => {
  const generate = (requirements: string, description = "Hair salon in Leeds. Cut & finish £35, colour £60. Open Tue-Sat 9am-6pm.") =>
    generateSite({ projectName: "Mira Hair", businessType: "Business", description, requirements, details: null, template: null });

  it("an ask for online booking, ordering or quotes turns that form on, says so on the dashboard, and is not listed back", async () => {
    const site = await generate("We want online booking please. A quote request form for weddings.");
    // A hair salon: the booking form fits the trade and leads the page's actions.
    expect(site.content.settings.requests).toEqual({ booking: { on: true, primary: true }, quote: { on: true } });
    expect(site.note).toContain("Built from your request: booking requests, quote requests.");
    expect(site.unbuilt).toEqual([]);
    expect((await generate("Pedidos en línea para recoger")).content.settings.requests).toEqual({ order: { on: true } });
    expect((await generate("オンライン予約")).content.settings.requests).toEqual({ booking: { on: true, primary: true } });
  });

  it("not when the owner refuses it or names the tool they already book through", async () => {
    for (const ask of [
      "No online booking.",
      "Pas de commande en ligne.",
      "Online booking through Vagaro.",
      "Book online (I use Square).",
      "Orders by WhatsApp online ordering",
    ]) {
      const site = await generate(ask);
      expect(site.content.settings.requests ?? {}, ask).toEqual({});
      expect(site.note ?? "", ask).not.toContain("Built from your request");
    }
    expect((await generate("Dark theme please")).content.settings.requests).toBeUndefined();
  });

  it("the order form offers delivery only where the owner's own words say they deliver", async () => {
    const bakery = "Bakery in Leeds. Sourdough loaf £4, cinnamon bun £2.50. Open Tue-Sat 8am-4pm.";
    expect((await generate("Online ordering please", `${bakery} We deliver across Leeds.`)).content.settings.requests).toEqual({
      order: { on: true, primary: true, delivery: true },
    });
    expect((await generate("Online ordering please", `${bakery} No delivery, pickup only.`)).content.settings.requests?.order?.delivery).toBeUndefined();
    expect((await generate("Online ordering please", bakery)).content.settings.requests?.order?.delivery).toBeUndefined();
    expect((await generate("Pedidos en línea con entrega a domicilio", bakery)).content.settings.requests?.order?.delivery).toBe(true);
    // Delivery words without an order form turn nothing on.
    expect((await generate("We deliver across Leeds", bakery)).content.settings.requests).toBeUndefined();
  });
});

describe("a short call to action in the description", () => {
  const forms = async (description: string) =>
    (await generateSite({ projectName: "Corner Shop", businessType: "Business", description, requirements: "", details: null, template: null })).content
      .settings.requests;
  it("turns on the form it names", async () => {
    expect((await forms("Dog grooming in Bristol. 0117 496 0123. Book online."))?.booking?.on).toBe(true);
    expect((await forms("Sourdough bakery in York. Order online for pickup!"))?.order?.on).toBe(true);
    expect((await forms("Kitchen fitters in Hull. Online booking"))?.booking?.on).toBe(true);
  });
  it("but not a statement, a refusal or another tool", async () => {
    for (const d of [
      "Barber in Derby. Walk-ins only, no booking.",
      "Barber in Derby. We only take bookings by phone.",
      "Barber in Derby. Book via Fresha.",
      "Barber in Derby. No online booking.",
    ])
      expect((await forms(d))?.booking?.on ?? false, d).toBe(false);
  });
});

describe("the opening-hours answer of the FAQ", () => {
  const answer = async (description: string) => {
    const site = await generateSite({ projectName: "Corner Shop", businessType: "Restaurant", description, requirements: "", details: null, template: null });
    const faq = site.content.sections.find((s) => s.kind === "faq") as { items: Array<{ question: string; answer: string }> } | undefined;
    return faq?.items[0]?.answer ?? "";
  };
  it("separates its rows in the page's language, as the price answer does", async () => {
    // Persian: the Arabic semicolon, never a Latin ";" in a right-to-left sentence.
    const fa = await answer("کافه کوچک در شیراز. شنبه تا چهارشنبه ۸:۰۰ - ۲۲:۰۰، پنجشنبه ۱۰:۰۰ - ۱۸:۰۰. تلفن ۰۷۱ ۳۲۳۴ ۵۶۷۸");
    expect(fa).toBe("شنبه تا چهارشنبه: ۸:۰۰ - ۲۲:۰۰؛ پنجشنبه: ۱۰:۰۰ - ۱۸:۰۰");
  });
});
