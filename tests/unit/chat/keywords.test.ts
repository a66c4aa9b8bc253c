import { describe, expect, it } from "vitest";
import {
  AGENT_INDUSTRIES,
  AGENT_INTEGRATIONS,
  AGENT_PERSONALITIES,
  AGENT_PURPOSES,
  APP_FEATURES,
  APP_PLATFORMS,
  APP_STYLES,
  APP_TYPES,
  detectAppType,
  detectFeatures,
  detectIndustry,
  detectIntegrations,
  detectPersonality,
  detectPlatform,
  detectPurpose,
  detectStyle,
} from "../../../src/lib/chat/catalog";
import { formatMultiSelect } from "../../../src/lib/chat/engine";
import { canonicalValue, hasKeyword, matchAll, matchFirst } from "../../../src/lib/chat/keywords";

describe("hasKeyword", () => {
  it.each<[string, string, boolean]>([
    ["I want a STORE", "store", true],
    ["two stores", "store", true],
    ["many boxes", "box", true],
    ["restore it", "store", false],
    ["luxury look", "ux", false],
    ["better UX please", "ux", true],
    ["a cobweb", "web", false],
    ["web app", "web", true],
    ["scheduling", "schedul*", true],
    ["reschedule", "schedul*", false],
    ["real estate agency", "real estate", true],
    ["e-commerce shop", "e-commerce", true],
    ["storefront", "store", false],
    ["APIs", "api*", true],
    ["", "x", false],
    ["anything", "", false],
  ])("%j contains %j: %s", (text, keyword, expected) => {
    expect(hasKeyword(text, keyword)).toBe(expected);
  });

  it("matchFirst follows list order; matchAll keeps list order", () => {
    const entries = [
      { value: "A", keywords: ["alpha"] },
      { value: "B", keywords: ["beta"] },
    ];
    expect(matchFirst("beta then alpha", entries)?.value).toBe("A");
    expect(matchAll("beta then alpha", entries).map((e) => e.value)).toEqual(["A", "B"]);
    expect(matchFirst("gamma", entries)).toBeNull();
    expect(canonicalValue("b", entries)?.value).toBe("B");
    expect(canonicalValue("  ", entries)).toBeNull();
  });
});

describe("every offered choice selects exactly itself", () => {
  it.each(APP_TYPES.map((t) => t.value))("app type %j", (v) => expect(detectAppType(v)).toBe(v));
  it.each(APP_PLATFORMS.map((p) => p.value))("platform %j", (v) => expect(detectPlatform(v)).toBe(v));
  it.each(APP_STYLES.map((s) => s.value))("style %j", (v) => expect(detectStyle(v)).toBe(v));
  it.each(APP_FEATURES.map((f) => f.value))("feature %j", (v) => expect(detectFeatures(v, null)).toEqual([v]));
  it.each(AGENT_PURPOSES.map((p) => p.value))("purpose %j", (v) => expect(detectPurpose(v)).toBe(v));
  it.each(AGENT_INDUSTRIES.map((i) => i.value))("industry %j", (v) => expect(detectIndustry(v)).toBe(v));
  it.each(AGENT_PERSONALITIES.map((p) => p.value))("personality %j", (v) => expect(detectPersonality(v)).toBe(v));
  it.each(AGENT_INTEGRATIONS.map((i) => i.value))("integration %j", (v) => expect(detectIntegrations(v)).toEqual([v]));

  it("each app type's suggested features are real features, and picking them all reads back", () => {
    for (const type of APP_TYPES) {
      for (const f of type.features) expect(APP_FEATURES.map((x) => x.value)).toContain(f);
      expect(detectFeatures(formatMultiSelect(type.features), type.value)).toEqual(
        APP_FEATURES.map((x) => x.value).filter((v) => (type.features as readonly string[]).includes(v)),
      );
    }
  });

  it("all integrations picked together read back", () => {
    expect(detectIntegrations(formatMultiSelect(AGENT_INTEGRATIONS.map((i) => i.value)))).toEqual(AGENT_INTEGRATIONS.map((i) => i.value));
  });
});

describe("free-text answers", () => {
  it.each([
    ["I want an online shop for my bakery", "E-commerce"],
    ["ecommerce", "E-commerce"],
    ["a retail store", "E-commerce"],
    ["something social for my community", "Social Network"],
    ["a task manager", "Productivity"],
    ["a to-do list", "Productivity"],
    ["fitness tracker", "Fitness & Health"],
    ["gym workouts", "Fitness & Health"],
    ["booking for my salon", "Booking & Appointments"],
    ["appointment scheduling", "Booking & Appointments"],
    ["online courses", "Education"],
    ["smart building occupancy", "Smart Building"],
  ])("app type: %j -> %s", (input, expected) => expect(detectAppType(input)).toBe(expected));

  it.each(["a game", "hello", "not sure yet", "restore"])("app type: %j is not understood", (input) => expect(detectAppType(input)).toBeNull());

  it.each([
    ["ios", "iOS"],
    ["iPhone only", "iOS"],
    ["android", "Android"],
    ["both", "iOS & Android"],
    ["cross-platform please", "iOS & Android"],
    ["ios and android", "iOS & Android"],
    ["Android + iPhone", "iOS & Android"],
    ["web", "Web"],
    ["a PWA in the browser", "Web"],
  ])("platform: %j -> %s", (input, expected) => expect(detectPlatform(input)).toBe(expected));

  it.each(["windows phone", "studios", "cobweb"])("platform: %j is not understood", (input) => expect(detectPlatform(input)).toBeNull());

  it.each([
    ["modern", "Modern"],
    ["sleek and modern", "Modern"],
    ["minimalist", "Minimal"],
    ["clean", "Minimal"],
    ["playful", "Playful"],
    ["fun and colorful", "Playful"],
    ["corporate", "Corporate"],
    ["professional", "Corporate"],
    ["luxury", "Elegant"],
  ])("style: %j -> %s", (input, expected) => expect(detectStyle(input)).toBe(expected));

  it("features: several keywords, 'all', none", () => {
    expect(detectFeatures("a cart and checkout, plus push notifications", "E-commerce")).toEqual(["Shopping Cart", "Secure Checkout", "Push Notifications"]);
    expect(detectFeatures("all of them", "Education")).toEqual(APP_TYPES.find((t) => t.value === "Education")?.features);
    expect(detectFeatures("nothing special", "E-commerce")).toEqual([]);
  });

  it("agent answers", () => {
    expect(detectPurpose("answer support tickets")).toBe("Customer Support");
    expect(detectPurpose("qualify leads")).toBe("Sales & Lead Generation");
    expect(detectPurpose("book appointments")).toBe("Appointment Scheduling");
    expect(detectPurpose("answer HR policy questions")).toBe("Internal Knowledge Base");
    expect(detectPurpose("handle maintenance requests from tenants")).toBe("Facilities Assistant");
    expect(detectPurpose("dance")).toBeNull();
    expect(detectIndustry("we run dental clinics")).toBe("Healthcare");
    expect(detectIndustry("a SaaS startup")).toBe("Technology & SaaS");
    expect(detectIndustry("hotels")).toBe("Hospitality & Travel");
    expect(detectIndustry("it is for us")).toBeNull();
    expect(detectPersonality("warm and casual")).toBe("Friendly");
    expect(detectPersonality("straight to the point")).toBe("Concise");
    expect(detectIntegrations("slack and email")).toEqual(["Slack", "Email"]);
    expect(detectIntegrations("none")).toEqual([]);
    expect(detectIntegrations("skip")).toEqual([]);
    expect(detectIntegrations("carrier pigeon")).toBeNull();
  });
});
