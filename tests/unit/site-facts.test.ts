import { describe, expect, it } from "vitest";
import { siteContentSchema, type SiteContent } from "../../core/site/schema";
import { applyDraft, draftOf, MAX_LISTED_FACTS, newFactRows, setDayHours, siteFactRows } from "../../src/lib/site-facts";
import { understand } from "../../src/lib/understood";

const content: SiteContent = siteContentSchema.parse({
  language: "en",
  brandName: "Harbor Bakery",
  hero: { headline: "Harbor Bakery", eyebrow: "Bakery in Portland" },
  sections: [
    { kind: "offerings", id: "menu", heading: "Menu", style: "menu", groups: [{ items: [{ name: "Sourdough", price: "$6.50" }, { name: "Croissant" }] }] },
    { kind: "contact", id: "contact", heading: "Contact" },
  ],
  facts: { phones: ["503-555-0142"], hours: [{ days: ["tue", "wed", "thu"], label: "Tue-Thu", time: "7am-3pm" }] },
  seo: { title: "Harbor Bakery", description: "Bakery" },
});

describe("the editor's Facts panel (data)", () => {
  it("lists the site's facts: phone, hours per day, priced offerings, language", () => {
    const rows = siteFactRows(content);
    expect(rows.map((r) => [r.key, r.label ?? "", r.value])).toEqual([
      ["phone:0", "", "503-555-0142"],
      ["hours:tue", "Tuesday", "7am-3pm"],
      ["hours:wed", "Wednesday", "7am-3pm"],
      ["hours:thu", "Thursday", "7am-3pm"],
      ["offering:menu.0.0", "Sourdough", "$6.50"],
      ["language", "", "en"],
    ]);
  });

  it("adds a phone, an email, the address and the city (the panel is their one place in the editor)", () => {
    const add = (c: SiteContent, key: string, value: string) =>
      newFactRows(c)
        .find((r) => r.key === key)!
        .set(c, value);
    expect(newFactRows(content).map((r) => r.key)).toEqual(["new:phone", "new:email", "new:address", "new:city"]);
    let c = add(content, "new:phone", " 503-555-0100 ");
    expect(c.facts.phones).toEqual(["503-555-0142", "503-555-0100"]);
    c = add(add(add(c, "new:email", "orders@harbor.example"), "new:address", "12 Pier St"), "new:city", "Portland");
    expect(c.facts).toMatchObject({ emails: ["orders@harbor.example"], address: "12 Pier St", city: "Portland" });
    // Nothing typed adds nothing; an address and a city are added once; at most four phones and emails.
    expect(add(content, "new:phone", "  ").facts.phones).toEqual(["503-555-0142"]);
    expect(newFactRows(c).map((r) => r.key)).toEqual(["new:phone", "new:email"]);
    for (let i = c.facts.phones.length; i < MAX_LISTED_FACTS; i++) c = add(c, "new:phone", `503-555-01${i}0`);
    expect(c.facts.phones).toHaveLength(MAX_LISTED_FACTS);
    expect(newFactRows(c).map((r) => r.key)).toEqual(["new:email"]);
    expect(siteContentSchema.safeParse(c).success).toBe(true);
  });

  it("changes a phone, a day's hours and a price in the content's own fields; an emptied phone is removed", () => {
    const rows = siteFactRows(content);
    const phone = rows.find((r) => r.key === "phone:0")!;
    expect(phone.set(content, "503-555-0199").facts.phones).toEqual(["503-555-0199"]);
    expect(phone.set(content, " ").facts.phones).toEqual([]);
    const wed = setDayHours(content, "wed", "closed");
    // The owner's label was for the three days together: the rows now name their days.
    expect(wed.facts.hours).toEqual([
      { days: ["tue", "thu"], time: "7am-3pm", closed: false },
      { days: ["wed"], closed: true },
    ]);
    expect(siteContentSchema.safeParse(wed).success).toBe(true);
    const price = rows.find((r) => r.kind === "offering")!;
    const cheaper = price.set(content, "$6");
    expect(cheaper.sections[0]).toMatchObject({ groups: [{ items: [{ name: "Sourdough", price: "$6" }, { name: "Croissant" }] }] });
    expect(price.remove!(content).sections[0]).toMatchObject({ groups: [{ items: [{ name: "Sourdough" }, { name: "Croissant" }] }] });
  });

  it("offers what the brief says and the site does not show, through /create's parsers, and accepting puts it in the content", () => {
    const items = understand({
      name: "Harbor Bakery",
      businessType: "Restaurant",
      description: "Family bakery in Portland. Sourdough $6.50, rye loaf $7. Write to hello@harborbakery.com. Open Sat 8am-1pm.",
      requirements: "",
      draft: draftOf(content),
    });
    const email = items.find((i) => i.kind === "email")!;
    expect(email.value).toBe("hello@harborbakery.com");
    expect(items.some((i) => i.kind === "phone")).toBe(false);
    expect(items.some((i) => i.kind === "offering" && i.value.includes("Sourdough"))).toBe(false);
    const before = draftOf(content);
    const { content: withEmail, key } = applyDraft(content, before, email.accept(before));
    expect(withEmail.facts.emails).toEqual(["hello@harborbakery.com"]);
    expect(key).toBe("email:0");

    const rye = items.find((i) => i.kind === "offering" && i.value.includes("$7"))!;
    const next = applyDraft(withEmail, draftOf(withEmail), rye.accept(draftOf(withEmail)));
    expect(next.content.sections[0]).toMatchObject({ groups: [{ items: [{ name: "Sourdough" }, { name: "Croissant" }, { price: "$7" }] }] });
    expect(siteContentSchema.safeParse(next.content).success).toBe(true);

    const sat = items.find((i) => i.kind === "hours")!;
    const withSat = applyDraft(content, draftOf(content), sat.accept(draftOf(content))).content;
    expect(withSat.facts.hours.find((r) => r.days.includes("sat"))).toMatchObject({ time: "8am-1pm" });
    // The untouched Tue-Thu row keeps the owner's label.
    expect(withSat.facts.hours[0]).toMatchObject({ label: "Tue-Thu" });
  });
});
