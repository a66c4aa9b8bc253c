import { describe, expect, it } from "vitest";
import {
  calendarDay,
  checkFulfilment,
  checkSlot,
  detailLines,
  clockTime,
  earliestToday,
  hoursOnDay,
  orderEstimate,
  orderLines,
  plainAmount,
  withinSpans,
} from "../../../core/site/requests";
import type { FactHours } from "../../../core/site/schema";
import { formatClock, isolatedText, requestFormSection } from "../../../core/site/request-form";
import { REQUEST_OWNER_WORDS, fillWords, requestFormWords } from "../../../core/content/request-form";
import { REQUEST_WORDS } from "../../../core/site/i18n/requests";
import { SITE_LANGUAGES } from "../../../core/intake";

/** Every leaf of a table with its path. */
function leaves(value: unknown, path = ""): Array<[string, unknown]> {
  if (value === null || typeof value !== "object") return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}
import { contactFormWords } from "../../../core/content/contact-form";

const row = (days: FactHours["days"], time?: string, extra: Partial<FactHours> = {}): FactHours => ({
  days,
  ...(time ? { time } : {}),
  closed: !time,
  ...extra,
});
// Monday 2 March 2026, 09:00 UTC.
const now = Date.UTC(2026, 2, 2, 9);

describe("a requested day and time against the owner's hours", () => {
  const weekdays = [row(["mon", "tue", "wed", "thu", "fri"], "9am-5:30pm"), row(["sat"], "10-14"), row(["sun"])];

  it("accepts a time within the day's hours and refuses one outside them, naming that day's spans", () => {
    expect(checkSlot({ date: "2026-03-04", time: "17:00", hours: weekdays, now }).errors).toEqual({});
    const late = checkSlot({ date: "2026-03-04", time: "17:30", hours: weekdays, now });
    expect(late.errors).toEqual({ time: "outsideHours" });
    expect(late.spans).toEqual([{ opens: "09:00", closes: "17:30" }]);
    expect(checkSlot({ date: "2026-03-07", time: "13:59", hours: weekdays, now }).errors).toEqual({});
    expect(checkSlot({ date: "2026-03-07", time: "08:00", hours: weekdays, now }).errors).toEqual({ time: "outsideHours" });
  });

  it("refuses a closed day (marked closed, or never named when other days are), a past day and a day too far ahead", () => {
    expect(checkSlot({ date: "2026-03-08", time: "11:00", hours: weekdays, now }).errors).toEqual({ date: "closedDay" });
    expect(checkSlot({ date: "2026-03-08", time: "11:00", hours: [row(["mon"], "8-16")], now }).errors).toEqual({ date: "closedDay" });
    expect(checkSlot({ date: "2026-02-27", time: "11:00", hours: weekdays, now }).errors).toEqual({ date: "datePast" });
    expect(checkSlot({ date: "2027-03-02", time: "11:00", hours: weekdays, now }).errors).toEqual({ date: "dateTooFar" });
  });

  it("a day is past only once it is over everywhere on Earth", () => {
    // At 09:00 UTC on 2 March it is 21:00 on 1 March at UTC-12: 1 March is not over everywhere yet.
    expect(earliestToday(now)).toBe("2026-03-01");
    expect(checkSlot({ date: "2026-03-01", time: "10:00", hours: [], now }).errors).toEqual({});
  });

  it("with no readable hours any day and time may be asked; an unreadable row never refuses its days", () => {
    expect(checkSlot({ date: "2026-03-08", time: "03:00", hours: [], now }).errors).toEqual({});
    expect(hoursOnDay([row(["sat"], "by appointment")], "2026-03-07")).toEqual({ kind: "unknown" });
    expect(hoursOnDay([row(["mon"], "9-17"), row(["sat"], "mornings only")], "2026-03-07")).toEqual({ kind: "unknown" });
  });

  it("reads split days, evenings past midnight, other scripts' digits and seasons", () => {
    const split = [row(["tue"], "8-12, 14-18")];
    expect(checkSlot({ date: "2026-03-03", time: "13:00", hours: split, now }).errors).toEqual({ time: "outsideHours" });
    expect(checkSlot({ date: "2026-03-03", time: "15:00", hours: split, now }).errors).toEqual({});
    expect(withinSpans("01:00", [{ opens: "18:00", closes: "02:00" }])).toBe(true);
    expect(withinSpans("03:00", [{ opens: "18:00", closes: "02:00" }])).toBe(false);
    expect(checkSlot({ date: "2026-03-03", time: "08:30", hours: [row(["tue"], "٨:٠٠ - ١٦:٠٠")], now }).errors).toEqual({});
    const summer = [row(["wed"], "10-18", { season: "May to August", validFrom: "--05-01", validThrough: "--08-31" })];
    expect(checkSlot({ date: "2026-03-04", time: "11:00", hours: summer, now }).errors).toEqual({ date: "closedDay" });
    expect(checkSlot({ date: "2026-06-03", time: "11:00", hours: summer, now }).errors).toEqual({});
  });

  it("refuses values that are not a calendar day or a clock time", () => {
    expect(calendarDay("2026-02-30")).toBeNull();
    expect(calendarDay("2026-2-3")).toBeNull();
    expect(clockTime("24:00")).toBeNull();
    expect(clockTime("09:30:00")).toBe("09:30");
    expect(checkSlot({ date: "tomorrow", time: "nine", hours: [], now }).errors).toEqual({ date: "dateInvalid", time: "timeInvalid" });
    expect(checkSlot({ date: "", time: "", hours: [], now }).errors).toEqual({ date: "dateRequired", time: "timeRequired" });
  });
});

describe("an order's estimate", () => {
  it("reads plain amounts as typed, in any currency mark, and nothing else", () => {
    expect(plainAmount("£14.50")).toMatchObject({ value: 14.5, mark: "£", before: true });
    expect(plainAmount("12,50 €")).toMatchObject({ value: 12.5, mark: "€", before: false, space: true });
    expect(plainAmount("USD 1,250")).toMatchObject({ value: 1250, mark: "USD" });
    expect(plainAmount("1.250,00 kr")).toMatchObject({ value: 1250, mark: "kr" });
    for (const typed of ["from $10", "$12/hour", "10-15 €", "12", "Ask us", "$10+", "€5 – €8"]) expect(plainAmount(typed)).toBeNull();
  });

  it("is a total only when every chosen price is a plain amount in one currency", () => {
    expect(
      orderEstimate([
        { name: "Rye", price: "£4.50", quantity: 2 },
        { name: "Bun", price: "£1", quantity: 3 },
      ]),
    ).toBe("£12.00");
    expect(orderEstimate([{ name: "Pho", price: "65.000 ₫", quantity: 2 }])).toBe("130000 ₫");
    expect(orderEstimate([{ name: "Tart", price: "3,20 €", quantity: 3 }])).toBe("9,60 €");
    expect(
      orderEstimate([
        { name: "Rye", price: "£4.50", quantity: 1 },
        { name: "Cake", price: "from £20", quantity: 1 },
      ]),
    ).toBeNull();
    expect(
      orderEstimate([
        { name: "A", price: "$5", quantity: 1 },
        { name: "B", price: "€5", quantity: 1 },
      ]),
    ).toBeNull();
    expect(orderEstimate([{ name: "A", quantity: 1 }])).toBeNull();
  });

  it("takes quantities of the listed items only, whole numbers 0 to 99", () => {
    const items = [{ name: "Rye", price: "£4.50" }, { name: "Bun" }];
    expect(orderLines(items, { "qty-0": "2", "qty-1": "0", "qty-7": "5" })).toEqual([{ name: "Rye", price: "£4.50", quantity: 2 }]);
    for (const bad of ["-1", "1.5", "100", "1e2", "two"]) expect(orderLines(items, { "qty-0": bad })).toBeNull();
  });
});

describe("the booking form's markup", () => {
  it("holds a post form with a date, a time and the offerings as a select's options; every word comes from the words given", () => {
    const html = requestFormSection({
      kind: "booking",
      words: requestFormWords("en"),
      contactWords: contactFormWords("en"),
      labels: {},
      action: "/sites/x/request/booking",
      token: "t.0",
      now,
      services: ["Cut & finish", "Colour <b>"],
      items: [],
      hoursText: [],
    });
    expect(html).toContain('<form class="lf-form" method="post" action="/sites/x/request/booking">');
    expect(html).toMatch(/<input id="booking-date" name="date"[^>]*type="date"[^>]*min="2026-03-01"/);
    expect(html).toMatch(/<input id="booking-time" name="time"[^>]*type="time"/);
    expect(html).toContain("<option>Cut &amp; finish</option><option>Colour &lt;b&gt;</option>");
    expect(html).toContain("Ask for any day and time; we will confirm by email.");
  });

  it("speak every site language: no visitor-facing word is left in English, and the owner's words are English only", () => {
    const en = requestFormWords("en");
    const visitorWords = (w: typeof en) => [
      ...(["booking", "order", "quote"] as const).flatMap((k) => [
        w[k].heading,
        w[k].intro,
        w[k].send,
        w[k].thanksTitle,
        w[k].thanksText,
        w[k].confirmed,
        w[k].declined,
      ]),
      w.service,
      w.pickupDate,
      w.items,
      w.note,
      w.description,
      w.anyTime,
      w.willConfirm,
      w.estimateNote,
      w.calendarNote,
      ...Object.values(w.errors),
    ];
    const english = visitorWords(en);
    for (const lang of SITE_LANGUAGES) {
      if (lang === "en") continue;
      const words = visitorWords(requestFormWords(lang));
      expect(
        words.filter((w, i) => w === english[i]),
        lang,
      ).toEqual([]);
    }
    expect(requestFormWords("ar").booking.heading).toBe("اطلب موعدًا");
    expect(requestFormWords("xx")).toBe(en);
    expect(requestFormWords("__proto__")).toBe(en);
    expect(REQUEST_OWNER_WORDS.confirm).toBe("Confirm");
    expect(Object.keys(en)).not.toContain("confirm");
  });

  it("write the forms' numbers as the language does (Intl), never typed into a table", () => {
    for (const lang of SITE_LANGUAGES) for (const [key, value] of leaves(REQUEST_WORDS[lang])) expect(value, `${lang} ${key}`).not.toMatch(/\d/);
    expect(requestFormWords("en").errors.noteTooLong).toBe("This can be at most 2,000 characters.");
    expect(requestFormWords("de").errors.noteTooLong).toBe("Der Text darf höchstens 2.000 Zeichen lang sein.");
    expect(requestFormWords("fa").errors.quantityInvalid).toContain(new Intl.NumberFormat("fa").format(99));
    expect(requestFormWords("en").photoHint).toBe("JPEG, PNG or WebP, at most 5 MB.");
    expect(requestFormWords("en").errors.dateTooFar).toBe("That day is too far ahead. Choose a day within the next 180 days.");
    // Only the placeholders filled where the request is known stay: the day and hours, the site's address.
    for (const lang of SITE_LANGUAGES) {
      const w = requestFormWords(lang);
      const left = leaves(w).flatMap(([, v]) => String(v).match(/\{[a-z]+\}/g) ?? []);
      expect([...new Set(left)].sort(), lang).toEqual(["{day}", "{hours}", "{site}"]);
    }
    expect(fillWords("On {day} we are open {hours}.", { day: "Monday", hours: "9–5" })).toBe("On Monday we are open 9–5.");
    expect(fillWords("{site} {other}", { site: "a" })).toBe("a {other}");
  });

  it("isolate numbers, times, prices and hours on a right-to-left form, and fill the day's hours into the refusal", () => {
    const words = requestFormWords("ar");
    const html = requestFormSection({
      kind: "order",
      words,
      contactWords: contactFormWords("ar"),
      labels: {},
      action: "/sites/x/request/order",
      token: "t.0",
      now,
      services: [],
      items: [{ name: "خبز", price: "$8.50" }],
      hoursText: ["Tue–Sat 8am-4pm"],
      errors: { time: "outsideHours", message: "noteTooLong" },
      outsideHours: { day: "الأربعاء", hours: "08:00–16:00" },
      dir: "rtl",
    });
    expect(html).toContain('<span class="pr"><bdi dir="ltr">$8.50</bdi></span>');
    expect(html).toContain("<bdi>Tue–Sat 8am-4pm</bdi>");
    expect(html).toContain('هذا الوقت خارج ساعات عملنا. يوم الأربعاء نفتح <bdi dir="ltr">08:00–16:00</bdi>.');
    expect(html).toContain('<bdi dir="ltr">2,000</bdi>');
    const ltr = requestFormSection({
      kind: "booking",
      words: requestFormWords("en"),
      contactWords: contactFormWords("en"),
      labels: {},
      action: "/a",
      token: "t.0",
      now,
      services: [],
      items: [],
      hoursText: ["Mon <b> 9–5"],
      errors: { time: "outsideHours" },
      outsideHours: { day: "Wednesday", hours: "<i>09:00–18:00" },
    });
    expect(ltr).not.toContain("<bdi");
    expect(ltr).toContain("That time is outside our hours. On Wednesday we are open &lt;i&gt;09:00–18:00.");
    expect(ltr).toContain("Mon &lt;b&gt; 9–5");
    expect(isolatedText("ab <c> 1", true)).toBe('ab &lt;c&gt; <bdi dir="ltr">1</bdi>');
    expect(isolatedText("עד 5 MB.", true)).toBe('עד <bdi dir="ltr">5 MB</bdi>.');
    expect(formatClock("en", "09:05")).toBe("09:05");
    expect(formatClock("fa", "14:30")).toBe(
      new Intl.DateTimeFormat("fa", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(Date.UTC(2024, 0, 1, 14, 30)),
    );
    expect(formatClock("fa", "14:30")).not.toBe("14:30");
    expect(formatClock("en", "24:00")).toBe("24:00");
    expect(isolatedText("עד 2,000 תווים.", true)).toBe('עד <bdi dir="ltr">2,000</bdi> תווים.');
    // A day's name that opens a sentence is capitalised; inside one it stays as Intl writes it.
    const refusal = (lang: string, day: string) =>
      requestFormSection({
        kind: "booking",
        words: requestFormWords(lang),
        contactWords: contactFormWords(lang),
        labels: {},
        action: "/a",
        token: "t.0",
        now,
        services: [],
        items: [],
        hoursText: [],
        errors: { time: "outsideHours" },
        outsideHours: { day, hours: "09:00–18:00" },
      });
    expect(refusal("it", "domenica")).toContain("apertura. Domenica: siamo aperti 09:00–18:00.");
    expect(refusal("fr", "dimanche")).toContain("Le dimanche, nous sommes ouverts 09:00–18:00.");
    expect(refusal("he", "יום ראשון")).toContain("ביום ראשון אנחנו פתוחים");
  });
});

describe("pickup or delivery", () => {
  it("takes pickup by default, delivery only where the site delivers and with an address", () => {
    expect(checkFulfilment({}, true)).toEqual({ fulfilment: "pickup" });
    expect(checkFulfilment({ fulfilment: "pickup", address: "x" }, false)).toEqual({ fulfilment: "pickup" });
    expect(checkFulfilment({ fulfilment: "delivery", address: " 5 Elm Rd\u0007 " }, true)).toEqual({ fulfilment: "delivery", address: "5 Elm Rd" });
    expect(checkFulfilment({ fulfilment: "delivery", address: "5 Elm Rd" }, false)).toEqual({ errors: { fulfilment: "fulfilmentInvalid" } });
    expect(checkFulfilment({ fulfilment: "delivery", address: "  " }, true)).toEqual({ errors: { address: "addressRequired" } });
    expect(checkFulfilment({ fulfilment: "delivery", address: ["a"] }, true)).toEqual({ errors: { address: "addressRequired" } });
    expect(checkFulfilment({ fulfilment: "drone" }, true)).toEqual({ errors: { fulfilment: "fulfilmentInvalid" } });
    expect(checkFulfilment({ fulfilment: "delivery", address: "x".repeat(2001) }, true)).toEqual({ errors: { address: "noteTooLong" } });
  });

  it("a delivery is one detail line with its address, a pickup one line, in the words given", () => {
    const words = { ...REQUEST_OWNER_WORDS.details };
    expect(detailLines({ fulfilment: "delivery", address: "5 Elm Rd" }, words)).toEqual([["Delivery to", "5 Elm Rd"]]);
    expect(detailLines({ fulfilment: "pickup" }, words)).toEqual([["Pickup or delivery", "Pickup"]]);
    expect(detailLines({ date: "2026-03-04" }, words)).toEqual([["Day", "2026-03-04"]]);
  });

  it("the order form asks pickup or delivery (pickup checked) and an address labelled as for delivery, only where the site delivers", () => {
    const view = (delivery: boolean, values?: Record<string, string>) =>
      requestFormSection({
        kind: "order",
        words: requestFormWords("de"),
        contactWords: contactFormWords("de"),
        labels: delivery ? { delivery: true } : {},
        action: "/sites/x/request/order",
        token: "tok",
        now,
        services: [],
        items: [{ name: "Brot", price: "4 €" }],
        hoursText: [],
        ...(values ? { values } : {}),
      });
    const w = requestFormWords("de");
    const on = view(true);
    expect(on).toContain(`<fieldset class="lf-items"><legend>${w.fulfilment}</legend>`);
    expect(on).toContain(`value="pickup" checked><label for="order-fulfilment">${w.pickup}</label>`);
    expect(on).toContain(`value="delivery"><label for="order-fulfilment-delivery">${w.delivery}</label>`);
    expect(on).toContain(`<label for="order-address">${w.address}</label><textarea id="order-address" name="address"`);
    expect(on).not.toMatch(/<textarea id="order-address"[^>]*required/);
    expect(on).toContain(`>${w.orderTime}</label>`);
    expect(on).toContain(w.order.deliveryHeading);
    expect(view(true, { fulfilment: "delivery", address: "Hauptstr. 1" })).toMatch(/value="delivery" checked>.*>Hauptstr\. 1<\/textarea>/);
    const off = view(false);
    expect(off).not.toContain('name="fulfilment"');
    expect(off).not.toContain('name="address"');
    expect(off).toContain(`>${w.pickupTime}</label>`);
    expect(off).toContain(w.order.heading);
  });
});

describe("the primary action", () => {
  it("leads to the request form the settings mark as primary, on the hero and the phone's bar, only where the page is served with the forms", async () => {
    const { renderSite } = await import("../../../core/site/render");
    const { generateSite } = await import("../../../functions/generator/index");
    const site = await generateSite({
      projectName: "Mira Hair",
      businessType: "Business",
      description: "Hair salon in Leeds. Cut & finish £35. Open Tue-Sat 9am-6pm. Phone 0113 496 0000.",
      requirements: "Online booking please.",
      details: null,
      template: null,
    });
    const served = renderSite(site.content, { contactForm: true, requestForms: true });
    expect(served).toMatch(/<section class="hero"[\s\S]*?<a class="btn" href="#booking">Request a booking<\/a>/);
    expect(served).toMatch(/<nav class="mbar"[^>]*><a class="btn" href="#booking">Book<\/a><a class="btn alt" href="tel:/);
    expect(renderSite(site.content, { contactForm: true })).not.toContain('href="#booking"');
  });
});
