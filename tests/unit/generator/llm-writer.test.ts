import { MockLanguageModelV4 } from "ai/test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writeEmbedded } from "../../../functions/generator/embedded-writer";
import { DEFAULT_MODEL_TIMEOUT_MS, generateSite, writeSiteContent } from "../../../functions/generator/index";
import type { GeneratorInput } from "../../../functions/generator/input";
import {
  ModelOutputInvalidError,
  ModelTimeoutError,
  buildPrompt,
  createModelFromEnv,
  writeWithModel,
} from "../../../functions/generator/llm-writer";
import { BUSINESS_TYPE_SAMPLES } from "../../../functions/generator/samples";
import { type SiteContent, siteContentSchema } from "../../../functions/generator/schema";

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};
function reply(text: string) {
  return { content: [{ type: "text" as const, text }], finishReason: { unified: "stop" as const, raw: undefined }, usage, warnings: [] };
}

const restaurant: GeneratorInput = BUSINESS_TYPE_SAMPLES.Restaurant;

/** What a good model might answer: valid content, recognisably not the embedded writer's. */
function modelContent(over: Partial<SiteContent> = {}): SiteContent {
  const base = writeEmbedded(restaurant);
  return { ...base, hero: { ...base.hero, headline: "Written by the model" }, ...over };
}
const VALID = JSON.stringify(modelContent());
const TOO_LONG = JSON.stringify(modelContent({ seo: { title: "x".repeat(61), description: "ok" } }));

/** Prompts the model received, flattened to text. */
function promptsOf(model: MockLanguageModelV4): string[] {
  return model.doGenerateCalls.map((call) => JSON.stringify(call.prompt));
}

beforeEach(() => {
  // No test in this file may reach the network.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => {
      throw new Error("network access in a unit test");
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("writeSiteContent", () => {
  it("uses the embedded writer when there is no model", async () => {
    const result = await writeSiteContent(restaurant);
    expect(result).toEqual({ content: writeEmbedded(restaurant), writer: "embedded" });
    expect((await writeSiteContent(restaurant, { model: null })).writer).toBe("embedded");
  });

  it("valid model output -> writer 'llm'", async () => {
    const model = new MockLanguageModelV4({ doGenerate: async () => reply(VALID) });
    const result = await writeSiteContent(restaurant, { model, timeoutMs: 5000 });
    expect(result.writer).toBe("llm");
    expect(result.note).toBeUndefined();
    expect(result.content.hero.headline).toBe("Written by the model");
    expect(siteContentSchema.safeParse(result.content).success).toBe(true);
    expect(model.doGenerateCalls).toHaveLength(1);
    // The schema is requested as JSON, and the prompt carries the project and its required section.
    expect(model.doGenerateCalls[0]?.responseFormat?.type).toBe("json");
    const prompt = promptsOf(model)[0] as string;
    expect(prompt).toContain("Luigi's Trattoria");
    expect(prompt).toContain('kind \\"menu\\"');
  });

  it("invalid then valid -> 'llm' after exactly one retry, with the problems fed back", async () => {
    const model = new MockLanguageModelV4({ doGenerate: [reply(TOO_LONG), reply(VALID)] });
    const result = await writeSiteContent(restaurant, { model, timeoutMs: 5000 });
    expect(result.writer).toBe("llm");
    expect(result.content.hero.headline).toBe("Written by the model");
    expect(result.note).toBe("Model output was invalid once; the retry succeeded");
    expect(model.doGenerateCalls).toHaveLength(2);
    const [first, second] = promptsOf(model);
    expect(first).not.toContain("previous answer was rejected");
    expect(second).toContain("previous answer was rejected");
    expect(second).toContain("seo.title");
  });

  it("always invalid -> embedded writer with a note, after two calls", async () => {
    const model = new MockLanguageModelV4({ doGenerate: async () => reply('{"brandName": 42}') });
    const result = await writeSiteContent(restaurant, { model, timeoutMs: 5000 });
    expect(result.writer).toBe("embedded");
    expect(result.note).toBe("Model output was invalid twice; used the embedded writer");
    expect(result.content).toEqual(writeEmbedded(restaurant));
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it("a model that never answers -> times out and falls back", async () => {
    const model = new MockLanguageModelV4({ doGenerate: () => new Promise(() => {}) });
    const started = Date.now();
    const result = await writeSiteContent(restaurant, { model, timeoutMs: 150 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.writer).toBe("embedded");
    expect(result.note).toBe("Model did not answer within 150 ms; used the embedded writer");
    expect(model.doGenerateCalls).toHaveLength(1); // a timeout is not retried
  });

  it("a provider error -> falls back and names the error", async () => {
    const model = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new TypeError("socket hang up");
      },
    });
    const result = await writeSiteContent(restaurant, { model, timeoutMs: 5000 });
    expect(result.writer).toBe("embedded");
    expect(result.note).toMatch(/^Model request failed \(\w+\); used the embedded writer$/);
  });

  it("a model answer without the type's section is invalid", async () => {
    const noMenu = JSON.stringify(
      modelContent({ sections: [{ kind: "highlights", heading: "Highlights", items: [{ title: "A", description: "B" }] }] }),
    );
    const model = new MockLanguageModelV4({ doGenerate: [reply(noMenu), reply(VALID)] });
    const result = await writeSiteContent(restaurant, { model, timeoutMs: 5000 });
    expect(result.writer).toBe("llm");
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(promptsOf(model)[1]).toContain('must include a section with kind \\"menu\\"');
  });

  it("the caller's abort signal rejects instead of falling back", async () => {
    const model = new MockLanguageModelV4({ doGenerate: () => new Promise(() => {}) });
    const controller = new AbortController();
    const pending = writeSiteContent(restaurant, { model, timeoutMs: 5000, signal: controller.signal });
    controller.abort(new Error("job cancelled"));
    await expect(pending).rejects.toThrow("job cancelled");
  });

  it("has a sensible default budget", () => {
    expect(DEFAULT_MODEL_TIMEOUT_MS).toBeGreaterThanOrEqual(30_000);
    expect(DEFAULT_MODEL_TIMEOUT_MS).toBeLessThanOrEqual(60_000);
  });
});

describe("writeWithModel", () => {
  it("accepts JSON wrapped in a Markdown fence and prose", async () => {
    const model = new MockLanguageModelV4({ doGenerate: async () => reply(`Here you go:\n\`\`\`json\n${VALID}\n\`\`\`\nEnjoy!`) });
    const content = await writeWithModel(restaurant, { model, timeoutMs: 5000 });
    expect(content.hero.headline).toBe("Written by the model");
  });

  it("throws typed errors for invalid output and for timeouts", async () => {
    const bad = new MockLanguageModelV4({ doGenerate: async () => reply("I cannot help with that.") });
    await expect(writeWithModel(restaurant, { model: bad, timeoutMs: 5000 })).rejects.toBeInstanceOf(ModelOutputInvalidError);
    const silent = new MockLanguageModelV4({ doGenerate: () => new Promise(() => {}) });
    await expect(writeWithModel(restaurant, { model: silent, timeoutMs: 50 })).rejects.toBeInstanceOf(ModelTimeoutError);
  });

  it("replaces contact details the model invented, keeps the user's, and enforces the brand name", async () => {
    const base = modelContent();
    const invented = JSON.stringify({
      ...base,
      brandName: "Luigi's Famous Trattoria",
      contact: { ...base.contact, email: "info@luigis-real-domain.com", phone: "+1 555 867 5309", address: "123 Main Street" },
    });
    const model = new MockLanguageModelV4({ doGenerate: async () => reply(invented) });
    const content = await writeWithModel(restaurant, { model, timeoutMs: 5000 });
    expect(content.brandName).toBe("Luigi's Trattoria");
    expect(content.contact.email).toBe("hello@luigis-trattoria.example");
    expect(content.contact.phone).toBeUndefined();
    expect(content.contact.address).toBe("Portland, Oregon");

    const business = BUSINESS_TYPE_SAMPLES.Business;
    const b = writeEmbedded(business);
    const kept = new MockLanguageModelV4({
      doGenerate: async () => reply(JSON.stringify({ ...b, contact: { ...b.contact, email: "Hello@Brightline-Accounting.co.uk", phone: "0113 496 0000" } })),
    });
    const grounded = await writeWithModel(business, { model: kept, timeoutMs: 5000 });
    expect(grounded.contact.email).toBe("Hello@Brightline-Accounting.co.uk");
    expect(grounded.contact.phone).toBe("0113 496 0000");
  });

  it("moves the type's section first", async () => {
    const base = modelContent();
    const steps = { kind: "steps" as const, heading: "How it works", steps: [{ title: "a", description: "b" }, { title: "c", description: "d" }] };
    const model = new MockLanguageModelV4({ doGenerate: async () => reply(JSON.stringify({ ...base, sections: [steps, ...base.sections] })) });
    const content = await writeWithModel(restaurant, { model, timeoutMs: 5000 });
    expect(content.sections.map((s) => s.kind)).toEqual(["menu", "steps"]);
  });
});

describe("buildPrompt", () => {
  it("carries the schema, the rules and the user's fields as data", () => {
    const { system, prompt } = buildPrompt(BUSINESS_TYPE_SAMPLES.Education);
    expect(system).toContain('"maxLength":60'); // seo.title limit travels in the JSON Schema
    expect(system).toMatch(/never invent email addresses/i);
    expect(system).toMatch(/not instructions/);
    expect(prompt).toContain("Business type: Education");
    expect(prompt).toContain('kind "courses"');
    expect(prompt).toContain('contact.email must be "hello@brightpath-coding-academy.example"');
    expect(prompt).toContain("Course list with levels and duration");
  });
});

describe("createModelFromEnv", () => {
  it("returns null without a base URL or a model", () => {
    expect(createModelFromEnv({})).toBeNull();
    expect(createModelFromEnv({ AI_BASE_URL: "http://127.0.0.1:11434/v1" })).toBeNull();
    expect(createModelFromEnv({ AI_MODEL: "llama3.1" })).toBeNull();
    expect(createModelFromEnv({ AI_BASE_URL: "  ", AI_MODEL: "x" })).toBeNull();
  });

  it("builds an OpenAI-compatible chat model without calling it", () => {
    const model = createModelFromEnv({ AI_BASE_URL: "http://127.0.0.1:11434/v1/", AI_MODEL: "llama3.1", AI_API_KEY: "k" });
    expect(model).not.toBeNull();
    expect(model?.modelId).toBe("llama3.1");
    expect(model?.provider).toContain("site-writer");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("rejects a malformed base URL", () => {
    expect(() => createModelFromEnv({ AI_BASE_URL: "not a url", AI_MODEL: "m" })).toThrow(/AI_BASE_URL/);
    expect(() => createModelFromEnv({ AI_BASE_URL: "file:///etc/passwd", AI_MODEL: "m" })).toThrow(/AI_BASE_URL/);
  });
});

describe("generateSite", () => {
  it("ties writer and renderer together, with the template's style when there is one", async () => {
    const input: GeneratorInput = {
      ...BUSINESS_TYPE_SAMPLES.Business,
      template: {
        name: "Noir",
        category: "Business",
        description: null,
        style: {
          palette: {
            primary: "#111111",
            primaryText: "#ffffff",
            accent: "#e11d48",
            background: "#ffffff",
            surface: "#f4f4f5",
            text: "#18181b",
            muted: "#52525b",
          },
          layout: "minimal",
          font: "serif",
        },
      },
    };
    const site = await generateSite(input, { canonicalUrl: "https://example.com/sites/brightline-accounting/" });
    expect(site.writer).toBe("embedded");
    expect(site.style.layout).toBe("minimal");
    expect(site.html).toContain("--p:#111111");
    expect(site.html).toContain('class="l-minimal f-serif"');
    expect(site.html).toContain('<link rel="canonical" href="https://example.com/sites/brightline-accounting/">');
    expect(site.content.brandName).toBe("Brightline Accounting");

    const plain = await generateSite(BUSINESS_TYPE_SAMPLES.Healthcare);
    expect(plain.style.layout).toBe("classic");
    expect(plain.html).toContain("--p:#0f766e");
  });

  it("uses the model when given one", async () => {
    const model = new MockLanguageModelV4({ doGenerate: async () => reply(VALID) });
    const site = await generateSite(restaurant, { model, timeoutMs: 5000 });
    expect(site.writer).toBe("llm");
    expect(site.html).toContain("Written by the model");
  });
});
