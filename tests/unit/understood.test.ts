import { describe, expect, it } from "vitest";
import { understand } from "../../src/lib/understood";
import { detailsPayload, emptyDetailsDraft } from "../../src/lib/intake-form";
import { businessDetailsSchema, DETAIL_LIMITS } from "../../core/intake";
import { generateSite } from "../../functions/generator/index";

const BRIEF =
  "Corner barbershop in Portland run by two brothers since 2009. Haircut $28, beard trim $15.\nOpen Mon-Fri 9am-6pm.\nCall 503-555-0142. 1200 Pine St SE, Portland, OR 97205.";

describe("what we understood", () => {
  it("reads phone, address, hours and two prices as items the owner can accept", () => {
    const items = understand({ name: "Pine Cuts", businessType: "", description: BRIEF, requirements: "", draft: emptyDetailsDraft() });
    const kinds = items.map((i) => i.kind);
    expect(kinds).toEqual(expect.arrayContaining(["phone", "address", "hours", "offering"]));
    expect(items.filter((i) => i.kind === "offering").map((i) => i.dismissValue)).toEqual(expect.arrayContaining(["$28", "$15"]));
    // Accepting copies into the Business details; what they hold is not offered again.
    const phone = items.find((i) => i.kind === "phone")!;
    const draft = phone.accept(emptyDetailsDraft());
    expect(draft.phone).toBe("503-555-0142");
    const again = understand({ name: "Pine Cuts", businessType: "", description: BRIEF, requirements: "", draft });
    expect(again.some((i) => i.kind === "phone")).toBe(false);
    const hours = items.find((i) => i.kind === "hours")!;
    const withHours = hours.accept(emptyDetailsDraft());
    expect(withHours.hours.mon.time).toBe("9am-6pm");
    expect(withHours.hours.sat.time).toBe("");
  });

  it("offers prices as prices, never as opening hours", () => {
    const items = understand({
      name: "Crumb",
      businessType: "",
      description: "Sourdough $6.50, croissant $3.25.",
      requirements: "",
      draft: emptyDetailsDraft(),
    });
    expect(items.filter((i) => i.kind === "hours")).toEqual([]);
    expect(items.filter((i) => i.kind === "offering").map((i) => i.dismissValue)).toEqual(["$6.50", "$3.25"]);
  });

  it("offers what the parsers are unsure of as a question, never as a fact", () => {
    const text = "Find us at 12 Main Street Springfield near the park.";
    const items = understand({ name: "Elm Books", businessType: "", description: text, requirements: "", draft: emptyDetailsDraft() });
    const address = items.find((i) => i.kind === "address");
    expect(address).toMatchObject({ unsure: true, value: "12 Main Street Springfield", dismissValue: "12 Main Street Springfield" });
    expect(address!.accept(emptyDetailsDraft()).address).toBe("12 Main Street Springfield");
  });

  it("sends dismissed strings with the details, within the schema's limits", () => {
    const draft = { ...emptyDetailsDraft(), dismissed: ["503-555-0142"] };
    expect(detailsPayload(draft)).toEqual({ dismissed: ["503-555-0142"] });
    expect(businessDetailsSchema.safeParse({ dismissed: Array(DETAIL_LIMITS.dismissed + 1).fill("x") }).success).toBe(false);
    expect(businessDetailsSchema.safeParse({ dismissed: ["x".repeat(DETAIL_LIMITS.dismissedItem + 1)] }).success).toBe(false);
    expect(businessDetailsSchema.safeParse({ dismissed: [""] }).success).toBe(false);
  });
});

describe("a dismissed fact never reaches the generated site", () => {
  const input = (details: Record<string, unknown> | null) => ({
    projectName: "Pine Cuts",
    businessType: "Other" as const,
    description: BRIEF,
    requirements: "",
    template: null,
    details: details ? businessDetailsSchema.parse(details) : null,
  });

  it("without a dismissal the phone and both prices are on the page", async () => {
    const site = await generateSite(input(null) as never);
    expect(site.html).toContain("503-555-0142");
    expect(site.html).toContain("$28");
    expect(site.html).toContain("$15");
  });

  it("a dismissed phone and price are neither facts nor prose; the rest stays", async () => {
    const site = await generateSite(input({ dismissed: ["503-555-0142", "$15"] }) as never);
    expect(site.facts.phones).toEqual([]);
    expect(site.html).not.toContain("503-555-0142");
    expect(site.html).not.toContain("5035550142");
    expect(site.html).not.toContain("$15");
    expect(site.html).toContain("$28");
    expect(site.html).toContain("9am-6pm");
  });
});
