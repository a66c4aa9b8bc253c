import fc from "fast-check";
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
} from "../../../src/lib/chat/catalog";
import { MAX_DEMO_LIST_ITEMS } from "../../../src/lib/chat/constants";
import {
  DEFAULT_AGENT_CONFIG,
  DEFAULT_APP_CONFIG,
  agentTestHref,
  appPreviewHref,
  parseAgentConfig,
  parseAppConfig,
  serializeAgentConfig,
  serializeAppConfig,
  type AgentBuilderConfig,
  type AppBuilderConfig,
} from "../../../src/lib/chat/demo-config";

const values = <T extends { value: string }>(list: readonly T[]) => list.map((x) => x.value as T["value"]);

const appConfig: fc.Arbitrary<AppBuilderConfig> = fc.record({
  type: fc.constantFrom(...values(APP_TYPES)),
  platform: fc.constantFrom(...values(APP_PLATFORMS)),
  styling: fc.constantFrom(...values(APP_STYLES)),
  features: fc.uniqueArray(fc.constantFrom(...values(APP_FEATURES)), { minLength: 1, maxLength: MAX_DEMO_LIST_ITEMS }),
});

const agentConfig: fc.Arbitrary<AgentBuilderConfig> = fc.record({
  purpose: fc.constantFrom(...values(AGENT_PURPOSES)),
  knowledgeBase: fc.constantFrom(...values(AGENT_INDUSTRIES)),
  personality: fc.constantFrom(...values(AGENT_PERSONALITIES)),
  integrations: fc.uniqueArray(fc.constantFrom(...values(AGENT_INTEGRATIONS)), { maxLength: MAX_DEMO_LIST_ITEMS }),
});

describe("app preview query", () => {
  it("serializes to /demo/preview with type, platform, styling and comma-separated features", () => {
    const href = appPreviewHref({ type: "E-commerce", platform: "iOS & Android", styling: "Modern", features: ["Shopping Cart", "Secure Checkout"] });
    expect(href).toBe("/demo/preview?type=E-commerce&platform=iOS+%26+Android&styling=Modern&features=Shopping+Cart%2CSecure+Checkout");
    const url = new URL(href, "https://example.test");
    expect(url.pathname).toBe("/demo/preview");
    expect(url.searchParams.get("features")).toBe("Shopping Cart,Secure Checkout");
  });

  it("round-trips every config the builder can produce", () => {
    fc.assert(
      fc.property(appConfig, (c) => {
        expect(parseAppConfig(serializeAppConfig(c))).toEqual(c);
      }),
    );
  });

  it("accepts '?', URLSearchParams and records, case-insensitively and by keyword", () => {
    const expected = { type: "Fitness & Health", platform: "iOS", styling: "Minimal", features: ["Workout Plans", "Wearable Sync"] };
    expect(parseAppConfig("?type=fitness&platform=IOS&styling=minimal&features=workout plans, wearable sync")).toEqual(expected);
    expect(
      parseAppConfig(new URLSearchParams({ type: "FITNESS & HEALTH", platform: "iphone", style: "clean", features: "Workout Plans,Wearable Sync" })),
    ).toEqual(expected);
    expect(parseAppConfig({ type: "fitness", platform: ["ios", "web"], styling: "minimal", features: "Workout Plans,Wearable Sync" })).toEqual(expected);
  });

  it("falls back to defaults for missing or unknown values", () => {
    expect(parseAppConfig("")).toEqual(DEFAULT_APP_CONFIG);
    expect(parseAppConfig("type=spaceship&platform=windows%20phone&styling=%3Cscript%3E&features=teleport")).toEqual(DEFAULT_APP_CONFIG);
    expect(parseAppConfig("type=Education").features).toEqual(["Video Lessons", "Quizzes", "Progress Tracking"]);
    expect(parseAppConfig(`type=${"x".repeat(10_000)}`).type).toBe(DEFAULT_APP_CONFIG.type);
  });

  it("drops unknown and duplicate features and caps the list", () => {
    const all = APP_FEATURES.map((f) => f.value);
    const c = parseAppConfig(`features=${encodeURIComponent(["bogus", all[0], all[0], ...all].join(","))}`);
    expect(c.features).toHaveLength(MAX_DEMO_LIST_ITEMS);
    expect(new Set(c.features).size).toBe(c.features.length);
    expect(c.features[0]).toBe(all[0]);
  });

  it("never throws on arbitrary query strings and always yields catalog values", () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        const c = parseAppConfig(q);
        return (
          values(APP_TYPES).includes(c.type) &&
          values(APP_PLATFORMS).includes(c.platform) &&
          values(APP_STYLES).includes(c.styling) &&
          c.features.length >= 1 &&
          c.features.length <= MAX_DEMO_LIST_ITEMS &&
          c.features.every((f) => values(APP_FEATURES).includes(f))
        );
      }),
    );
  });
});

describe("agent test query", () => {
  it("serializes to /demo/agent-test with the four config fields", () => {
    const href = agentTestHref({ purpose: "Customer Support", knowledgeBase: "Healthcare", personality: "Empathetic", integrations: ["Slack", "Email"] });
    const url = new URL(href, "https://example.test");
    expect(url.pathname).toBe("/demo/agent-test");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      purpose: "Customer Support",
      knowledgeBase: "Healthcare",
      personality: "Empathetic",
      integrations: "Slack,Email",
    });
  });

  it("round-trips every config, including no integrations", () => {
    fc.assert(
      fc.property(agentConfig, (c) => {
        expect(parseAgentConfig(serializeAgentConfig(c))).toEqual(c);
      }),
    );
    const none = { ...DEFAULT_AGENT_CONFIG, integrations: [] };
    expect(parseAgentConfig(serializeAgentConfig(none))).toEqual(none);
  });

  it("falls back to defaults; 'industry' is accepted for knowledgeBase", () => {
    expect(parseAgentConfig("")).toEqual(DEFAULT_AGENT_CONFIG);
    expect(parseAgentConfig("purpose=juggling&integrations=fax")).toEqual(DEFAULT_AGENT_CONFIG);
    expect(parseAgentConfig("industry=hotel").knowledgeBase).toBe("Hospitality & Travel");
  });

  it("never throws on arbitrary query strings", () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        const c = parseAgentConfig(q);
        return c.integrations.length <= MAX_DEMO_LIST_ITEMS && c.integrations.every((i) => values(AGENT_INTEGRATIONS).includes(i));
      }),
    );
  });
});
