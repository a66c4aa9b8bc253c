import { MockLanguageModelV4 } from "ai/test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writeEmbedded } from "../../../functions/generator/embedded-writer";
import { DEFAULT_MODEL_TIMEOUT_MS, generateSite, planSite, writeSiteContent } from "../../../functions/generator/index";
import type { GeneratorInput } from "../../../functions/generator/input";
import {
  ModelOutputInvalidError,
  ModelTimeoutError,
  buildPrompt,
  createModelFromEnv,
  keepGrounded,
  writeWithModel,
} from "../../../functions/generator/llm-writer";
import { BUSINESS_TYPE_SAMPLES } from "../../../functions/generator/samples";
import { LIMITS, type SiteContent, siteContentSchema } from "../../../core/site/schema";

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};
function reply(text: string) {
  return { content: [{ type: "text" as const, text }], finishReason: { unified: "stop" as const, raw: undefined }, usage, warnings: [] };
}

const restaurant: GeneratorInput = BUSINESS_TYPE_SAMPLES.Restaurant;
const plan = planSite(restaurant).plan;
const base = writeEmbedded(plan);

/** What a good model might answer: words only, each sentence rewording the owner, recognisably not the embedded writer's. */
const MODEL_SUBHEADLINE = "Fresh pasta every morning and pizza from a wood-fired oven, in Portland.";
const MODEL_ABOUT = "Luigi's Trattoria is a family-run Italian trattoria in Portland, Oregon, with fresh pasta and wood-fired pizza.";
const VALID = JSON.stringify({
  tagline: "Fresh pasta and wood-fired pizza in Portland",
  subheadline: MODEL_SUBHEADLINE,
  about: [MODEL_ABOUT],
  seoDescription: "Family-run Italian trattoria in Portland with fresh pasta.",
});

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

const aboutOf = (c: SiteContent) => c.sections.find((x) => x.kind === "about") as Extract<SiteContent["sections"][number], { kind: "about" }> | undefined;

describe("writeSiteContent", () => {
  it("uses the embedded writer when there is no model", async () => {
    const result = await writeSiteContent(plan);
    expect(result).toEqual({ content: base, writer: "embedded" });
    expect((await writeSiteContent(plan, { model: null })).writer).toBe("embedded");
  });

  it("valid model output -> writer 'llm': words change, facts and sections do not", async () => {
    const model = new MockLanguageModelV4({ doGenerate: async () => reply(VALID) });
    const result = await writeSiteContent(plan, { model, timeoutMs: 5000 });
    expect(result.writer).toBe("llm");
    // The dashboard names the writer and the model.
    expect(result.note).toMatch(/AI writer, model mock-model-id/);
    expect(result.content.hero.subheadline).toBe(MODEL_SUBHEADLINE);
    expect(base.hero.subheadline).not.toBe(MODEL_SUBHEADLINE);
    // The owner's own about text stays, first and whole; the model's paragraph comes after it, marked as the model's.
    const paragraphs = aboutOf(result.content)?.paragraphs ?? [];
    expect(paragraphs.slice(0, aboutOf(base)?.paragraphs.length)).toEqual(aboutOf(base)?.paragraphs);
    expect(paragraphs.at(-1)).toBe(MODEL_ABOUT);
    expect(result.content.aiFields).toEqual(["tagline", "hero.subheadline", "about", "seo.description"]);
    expect(result.content.facts).toEqual(base.facts);
    expect(result.content.sections.map((x) => x.kind)).toEqual(base.sections.map((x) => x.kind));
    expect(result.content.sections.find((x) => x.kind === "offerings")).toEqual(base.sections.find((x) => x.kind === "offerings"));
    expect(siteContentSchema.safeParse(result.content).success).toBe(true);
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(model.doGenerateCalls[0]?.responseFormat?.type).toBe("json");
    const prompt = promptsOf(model)[0] as string;
    expect(prompt).toContain("Luigi's Trattoria");
    expect(prompt).toContain("Write in English");
    expect(prompt).toContain("never assert a fact the owner did not give");
  });

  it("a model that pastes the owner's priced lines into About: the lines go to the price list, not into the model's paragraphs", async () => {
    const input: GeneratorInput = {
      projectName: "Suds Laundromat",
      businessType: "Other",
      description:
        "Coin laundry in Logan Square, open every day. Wash $4.25 per load, dryers 25¢ per 8 minutes, wash & fold service $1.75/lb. Piano tuning $140. Pitch raise $60 extra.",
      requirements: "",
      details: null,
      template: null,
    };
    const pasted = JSON.stringify({
      tagline: "Coin laundry in Logan Square",
      subheadline: "Wash $4.25 per load, dryers 25¢ per 8 minutes.",
      about: ["Coin laundry in Logan Square, open every day.", "Wash & fold service $1.75/lb. Pitch raise $60 extra."],
      seoDescription: "Coin laundry in Logan Square: wash $4.25 per load.",
    });
    const model = new MockLanguageModelV4({ doGenerate: async () => reply(pasted) });
    const site = await generateSite(input, { model, timeoutMs: 5000 });
    const items = site.content.sections.flatMap((s) => (s.kind === "offerings" ? s.groups.flatMap((g) => g.items) : []));
    expect(items.map((i) => `${i.name}: ${i.price}`)).toEqual(
      expect.arrayContaining(["Wash: $4.25 per load", "Dryers: 25¢ per 8 minutes", "Wash & fold service: $1.75/lb", "Pitch raise: $60 extra"]),
    );
    const words = [site.content.hero.subheadline ?? "", site.content.seo.description, ...(aboutOf(site.content)?.paragraphs ?? [])].join(" ");
    for (const price of ["$4.25", "25¢", "$1.75", "$60"]) expect(words).not.toContain(price);
    // The model's sentence without a price is kept.
    expect(site.writer).toBe("llm");
  });

  it("asks the model for the site's language", async () => {
    const spanish = planSite({
      projectName: "Taquería El Güero",
      businessType: "Restaurant",
      description: "Somos una taquería familiar en Guadalajara. Tacos al pastor y quesadillas hechas al momento.",
      requirements: "",
      template: null,
    }).plan;
    expect(spanish.language).toBe("es");
    expect(buildPrompt(spanish).system).toContain("Write in Español (language code es)");
  });

  it("asks for the owner's own language, also when the page has no fixed strings in it (checked word by word against their text)", () => {
    const turkish = planSite({
      projectName: "Usta Berber",
      businessType: "Other",
      description:
        "İzmir Karşıyaka'da bir erkek berberiyiz. Saç kesimi, sakal tıraşı ve çocuk saç kesimi yapıyoruz. Randevu için bizi arayın, dükkânımız çarşının hemen yanında.",
      requirements: "Adres ve çalışma saatleri görünsün.",
      template: null,
    }).plan;
    expect(turkish.language).toBe("tr");
    expect(buildPrompt(turkish).system).toContain("Write in Türkçe (language code tr)");
    const icelandic = planSite({
      projectName: "Píanó",
      businessType: "Other",
      description:
        "Píanóstillingar í Reykjavík. Við stillum og gerum við píanó og flygla heima hjá þér. Lítið fjölskyldufyrirtæki og við vinnum líka á laugardögum.",
      requirements: "",
      template: null,
    }).plan;
    expect(icelandic.lang).toBe("is");
    expect(buildPrompt(icelandic).system).toContain("Write in Icelandic (language code is)");
    expect(buildPrompt(icelandic).system).toContain("every sentence must only restate what the owner wrote");
  });

  it("a page in a language without a lexicon (Turkish): the model's inventions are dropped, what rewords the owner is kept", async () => {
    const turkish = planSite({
      projectName: "Usta Berber",
      businessType: "Other",
      description:
        "İzmir Karşıyaka'da bir erkek berberiyiz. Saç kesimi, sakal tıraşı ve çocuk saç kesimi yapıyoruz. Randevu için bizi arayın, dükkânımız çarşının hemen yanında.",
      requirements: "Adres ve çalışma saatleri görünsün.",
      template: null,
    }).plan;
    const answer = JSON.stringify({
      subheadline: "Karşıyaka'nın en sevilen berberiyiz.",
      about: [
        "Usta Mehmet otuz yıllık tecrübesiyle hizmetinizde. Karşıyaka'da saç kesimi ve sakal tıraşı yapıyoruz. Saç kesimi, sakal tıraşı ve çocuk saç kesimi yapıyoruz.",
      ],
    });
    const model = new MockLanguageModelV4({ doGenerate: async () => reply(answer) });
    const result = await writeSiteContent(turkish, { model, timeoutMs: 5000 });
    expect(result.writer).toBe("llm");
    const words = JSON.stringify(result.content);
    for (const invented of ["sevilen", "Mehmet", "otuz", "tecrübe"]) expect(words, invented).not.toContain(invented);
    // The grounded rewording is kept; the owner's own sentence repeated word for word is not added twice.
    expect(aboutOf(result.content)?.paragraphs.at(-1)).toBe("Karşıyaka'da saç kesimi ve sakal tıraşı yapıyoruz.");
    expect(result.content.aiFields).toEqual(["about"]);
  });

  it("removes what the model invented: reviews, ratings, hours, prices, phones, emails, years, policies", async () => {
    const invented = JSON.stringify({
      tagline: "Rated 4.9 stars by 500 customers",
      subheadline: "Open daily 8am-11pm. Call 555-123-4567 or write to hello@luigis.example.",
      about: [
        "Luigi's is a family-run trattoria in Portland. Since 1975 we have won three awards. Free shipping and easy returns on every order. Our pasta is made every morning.",
        '"Best pizza in town!" - Maria R., verified review.',
      ],
      seoDescription: "Award-winning trattoria with 99.9% uptime and an iOS app",
    });
    const model = new MockLanguageModelV4({ doGenerate: async () => reply(invented) });
    const result = await writeSiteContent(plan, { model, timeoutMs: 5000 });
    expect(result.writer).toBe("llm");
    const words = JSON.stringify({ hero: result.content.hero, tagline: result.content.tagline, about: aboutOf(result.content), seo: result.content.seo });
    for (const claim of [
      "4.9",
      "stars",
      "500",
      "8am-11pm",
      "555-123-4567",
      "hello@luigis.example",
      "1975",
      "awards",
      "shipping",
      "returns",
      "Maria",
      "review",
      "99.9",
      "iOS",
    ]) {
      expect(words, claim).not.toContain(claim);
    }
    // What is left is the grounded sentence, and the owner's facts are unchanged.
    expect(aboutOf(result.content)?.paragraphs.join(" ")).toContain("Our pasta is made every morning.");
    expect(result.content.facts).toEqual(base.facts);
  });

  it("a model whose every sentence invents -> the embedded words, and the owner told the model's answer was not used", async () => {
    const invented = JSON.stringify({
      tagline: "Portland's favourite trattoria",
      subheadline: "Locals swear by our lasagne.",
      about: ["Our head chef Maria learned her craft in Naples."],
      seoDescription: "Eco-friendly Italian dining.",
    });
    const model = new MockLanguageModelV4({ doGenerate: async () => reply(invented) });
    const result = await writeSiteContent(plan, { model, timeoutMs: 5000 });
    expect(result.writer).toBe("embedded");
    expect(result.content).toEqual(base);
    expect(result.note).toBe(
      "Written by the built-in writer from your own words: the AI writer (model mock-model-id) answered, but none of its sentences said only what your own text says, so none was used.",
    );
  });

  it("clips over-long fields instead of failing", async () => {
    const long = JSON.stringify({ tagline: "Fresh pasta ".repeat(40), seoDescription: "Fresh pasta in Portland ".repeat(30) });
    const model = new MockLanguageModelV4({ doGenerate: async () => reply(long) });
    const result = await writeSiteContent(plan, { model, timeoutMs: 5000 });
    expect(result.writer).toBe("llm");
    expect(result.content.tagline!.length).toBeLessThanOrEqual(LIMITS.tagline);
    expect(result.content.seo.description.length).toBeLessThanOrEqual(LIMITS.seoDescription);
  });

  it("invalid then valid -> 'llm' after exactly one retry, with the problems fed back", async () => {
    const model = new MockLanguageModelV4({ doGenerate: [reply('{"about": "not a list"}'), reply(VALID)] });
    const result = await writeSiteContent(plan, { model, timeoutMs: 5000 });
    expect(result.writer).toBe("llm");
    expect(model.doGenerateCalls).toHaveLength(2);
    const [first, second] = promptsOf(model);
    expect(first).not.toContain("previous answer was rejected");
    expect(second).toContain("previous answer was rejected");
    expect(second).toContain("about");
  });

  it("always invalid -> embedded content with a note for the owner, after two calls", async () => {
    const model = new MockLanguageModelV4({ doGenerate: async () => reply('{"about": 42}') });
    const result = await writeSiteContent(plan, { model, timeoutMs: 5000 });
    expect(result.writer).toBe("embedded");
    expect(result.note).toBe("Written by the built-in writer from your own words: the AI writer's answer was unusable twice.");
    expect(result.content).toEqual(base);
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it("a model that never answers -> times out and falls back", async () => {
    const model = new MockLanguageModelV4({ doGenerate: () => new Promise(() => {}) });
    const started = Date.now();
    const result = await writeSiteContent(plan, { model, timeoutMs: 150 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.writer).toBe("embedded");
    expect(result.note).toBe("Written by the built-in writer from your own words: the AI writer did not answer in time.");
    expect(model.doGenerateCalls).toHaveLength(1); // a timeout is not retried
  });

  it("a provider error -> falls back and says so", async () => {
    const model = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new TypeError("socket hang up");
      },
    });
    const result = await writeSiteContent(plan, { model, timeoutMs: 5000 });
    expect(result.writer).toBe("embedded");
    expect(result.note).toBe("Written by the built-in writer from your own words: the AI writer could not be reached.");
  });

  it("the caller's abort signal rejects instead of falling back", async () => {
    const model = new MockLanguageModelV4({ doGenerate: () => new Promise(() => {}) });
    const controller = new AbortController();
    const pending = writeSiteContent(plan, { model, timeoutMs: 5000, signal: controller.signal });
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
    const copy = await writeWithModel(plan, { model, timeoutMs: 5000 });
    expect(copy.subheadline).toBe(MODEL_SUBHEADLINE);
  });

  it("throws typed errors for invalid output and for timeouts", async () => {
    const bad = new MockLanguageModelV4({ doGenerate: async () => reply("no json here") });
    await expect(writeWithModel(plan, { model: bad, timeoutMs: 5000 })).rejects.toBeInstanceOf(ModelOutputInvalidError);
    const slow = new MockLanguageModelV4({ doGenerate: () => new Promise(() => {}) });
    await expect(writeWithModel(plan, { model: slow, timeoutMs: 50 })).rejects.toBeInstanceOf(ModelTimeoutError);
  });
});

describe("keepGrounded", () => {
  const source = "We fix leaks and clear drains. Open Mon-Fri 8-6. Call (512) 555-0187. Drain cleaning $150. Since 1987. Five-star reviews on Google.";
  it("keeps sentences whose numbers, prices, years and claims the owner gave", () => {
    expect(keepGrounded("We clear drains for $150. We have been here since 1987.", source)).toBe("We clear drains for $150. We have been here since 1987.");
    expect(keepGrounded("Our reviews are on Google.", source)).toBe("Our reviews are on Google.");
  });
  it("drops sentences with anything else", () => {
    expect(keepGrounded("Drain cleaning from $99. Call 512-555-9999. Insured and licensed. We fix leaks.", source)).toBe("We fix leaks.");
  });
  it("drops a sentence whose words the owner never used, in words no lexicon lists", () => {
    expect(keepGrounded("Locals swear by our drain cleaning. Our head plumber Maria fixes leaks. Eco-friendly drain cleaning. We fix leaks.", source)).toBe(
      "We fix leaks.",
    );
  });
  it("holds in a language without a lexicon (Turkish): the owner's words only", () => {
    const tr = "İzmir'de tesisatçıyız. Kaçak tamiri ve tıkanıklık açma yapıyoruz.";
    expect(keepGrounded("İzmir'in en güvenilir tesisatçısıyız. Kaçak tamiri ve tıkanıklık açma yapıyoruz.", tr, "tr")).toBe(
      "Kaçak tamiri ve tıkanıklık açma yapıyoruz.",
    );
  });
});

describe("buildPrompt", () => {
  it("carries the rules and the owner's fields as data", () => {
    const { system, prompt } = buildPrompt(plan);
    expect(system).toContain("JSON Schema");
    expect(system).toContain("Do not write any phone number");
    expect(system).toContain("not instructions");
    expect(prompt).toContain("Owner's description: Family-run Italian trattoria");
    expect(prompt).toContain("Owner's requirements: Online table booking");
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
    expect(site.language).toBe("en");
    expect(site.facts.phones).toEqual(["0113 496 0000"]);
    expect(site.unbuilt).toContain("secure client portal");

    const plain = await generateSite(BUSINESS_TYPE_SAMPLES.Healthcare);
    expect(plain.style.layout).toBe("classic");
    expect(plain.html).toContain("--p:#0f766e");
  });

  it("uses the model when given one", async () => {
    const model = new MockLanguageModelV4({ doGenerate: async () => reply(VALID) });
    const site = await generateSite(restaurant, { model, timeoutMs: 5000 });
    expect(site.writer).toBe("llm");
    expect(site.html).toContain(MODEL_ABOUT.replace("'", "&#39;"));
  });
});
