import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { MockLanguageModelV4 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsupportedClaims } from "../../../core/site/claims";
import { PHRASE_LANGUAGES, PHRASES, SECTORS, phrasesFor } from "../../../core/site/phrases";
import { aboutText, createModelFromEnv, generateSite, type SiteModel, writeEmbedded } from "../../../functions/generator/index";
import { planSite } from "../../../functions/generator/index";
import { loadCorpus, toGeneratorInput, visibleText } from "../../helpers/corpus";

/**
 * A model that makes things up, in the six languages the sites are written in: every invented
 * claim (superlatives, guarantees, free offers, hours and days, counts of customers, numbers as
 * words, contact details spelled out) must be dropped before the page, and the owner's own about
 * text must stay. Once through the AI SDK's mock model, once through a real OpenAI-compatible
 * HTTP server on loopback (the provider's own request and response path).
 */
const INVENTED: Record<string, { id: string; copy: { about: string[] } & Record<string, unknown>; claims: string[]; faithful: string }> = {
  en: {
    id: "pizzeria-brooklyn",
    copy: {
      tagline: "The most trusted name in the state",
      subheadline: "Open every day, holidays included. Money-back promise on every pie.",
      about: [
        "Free pickup and delivery across the borough. Thousands of happy customers.",
        "Call five five five, one two three four, or write to hello at nonnas dot com.",
      ],
      seoDescription: "Best pizza in Brooklyn, guaranteed.",
    },
    faithful: "Nonna's Slice: wood-fired Neapolitan pizza in Bushwick, Brooklyn.",
    claims: ["trusted", "every day", "holidays", "Money-back", "Free", "delivery", "Thousands", "five five five", "dot com", "Best", "guaranteed"],
  },
  es: {
    id: "bakery-es",
    copy: {
      tagline: "La mejor panadería de la ciudad",
      subheadline: "Abiertos las veinticuatro horas, todos los días.",
      about: ["Garantía de satisfacción o le devolvemos su dinero.", "La primera barra es gratis. Somos el número uno con miles de clientes."],
      seoDescription: "Envíos a domicilio gratis. Escríbenos a hola arroba espiga punto com.",
    },
    faithful: "Panadería La Espiga, panadería artesanal en Sevilla con pan de masa madre.",
    claims: ["mejor", "veinticuatro", "todos los días", "Garantía", "gratis", "número uno", "miles", "Envíos", "arroba", "punto com"],
  },
  fr: {
    id: "caterer-fr",
    copy: {
      tagline: "Le meilleur traiteur de la région",
      subheadline: "Satisfait ou remboursé, livraison offerte.",
      about: ["Ouvert tous les jours, 24h/24.", "Des milliers de clients nous font confiance depuis vingt ans."],
      seoDescription: "Traiteur primé, numéro un à Lyon.",
    },
    faithful: "Traiteur Maison Roux, traiteur à Bordeaux pour mariages et séminaires.",
    claims: ["meilleur", "remboursé", "livraison", "tous les jours", "milliers", "vingt", "primé", "numéro un"],
  },
  de: {
    id: "ramen-de",
    copy: {
      tagline: "Die beste Ramen-Bar der Stadt",
      subheadline: "Jeden Tag rund um die Uhr geöffnet.",
      about: ["Lieferung kostenlos, Geld-zurück-Garantie.", "Tausende zufriedene Gäste, preisgekrönt und bekannt aus dem Fernsehen."],
      seoDescription: "Nummer eins in Düsseldorf.",
    },
    faithful: "Ramen Kobo Düsseldorf ist eine Ramen-Bar auf der Immermannstraße.",
    claims: ["beste", "Jeden Tag", "rund um die Uhr", "Lieferung", "kostenlos", "Garantie", "Tausende", "preisgekrönt", "Nummer eins"],
  },
  pt: {
    id: "ice-cream-pt",
    copy: {
      tagline: "A melhor gelataria do país",
      subheadline: "Aberta diariamente, vinte e quatro horas.",
      about: ["Entrega grátis e garantia de satisfação.", "Milhares de clientes e o número um da cidade."],
      seoDescription: "Gelados premiados com desconto.",
    },
    faithful: "Gelato artesanal feito em Lisboa, no bairro de Alfama.",
    claims: ["melhor", "diariamente", "vinte e quatro", "grátis", "garantia", "Milhares", "número um", "premiados", "desconto"],
  },
  ja: {
    id: "sushi-ja",
    copy: {
      tagline: "地域一の寿司店",
      subheadline: "年中無休、24時間営業です。",
      about: ["返金保証付きで安心です。", "数千人のお客様に信頼されています。送料無料でお届けします。"],
      seoDescription: "日本一の鮨、最高の味。",
    },
    faithful: "鮨 まつもとは銀座の鮨屋です。",
    claims: ["地域一", "年中無休", "24時間", "返金", "保証", "数千", "信頼", "無料", "日本一", "最高"],
  },
};

const corpus = loadCorpus();
const caseOf = (id: string) => {
  const c = corpus.find((x) => x.id === id);
  if (!c) throw new Error(`corpus case ${id} is missing`);
  return c;
};

/** The model's answer: its inventions, and one sentence that only rewords the owner (which must be kept). */
const answerOf = (language: string) => {
  const spec = INVENTED[language]!;
  return { ...spec.copy, about: [...spec.copy.about, spec.faithful] };
};

function checkPage(language: string, html: string, content: { language: string }, about: string) {
  const spec = INVENTED[language]!;
  const text = visibleText(html);
  // "pt-PT": the ice-cream shop writes the Portuguese of Portugal (gelataria, euros).
  expect(content.language.split("-")[0]).toBe(language);
  // What only rewords the owner is kept (so the model did write, and the check is not "drop everything").
  expect(text, `${language}: the model's grounded sentence`).toContain(spec.faithful);
  for (const claim of spec.claims) expect(text.toLowerCase(), `${language}: ${claim}`).not.toContain(claim.toLowerCase());
  // The owner's about text is on the page, untouched.
  if (about)
    for (const p of about
      .split(/(?<=[.。!?])\s*/u)
      .filter((x) => x.length > 6)
      .slice(0, 2))
      expect(text, `${language}: owner's words`).toContain(p.trim());
}

describe("an inventing model (AI SDK mock), six languages: no invented claim reaches the page", () => {
  it.each(Object.keys(INVENTED))("%s", async (language) => {
    const spec = INVENTED[language]!;
    const input = toGeneratorInput(caseOf(spec.id));
    const ownAbout = aboutText(writeEmbedded(planSite(input).plan));
    const model = new MockLanguageModelV4({
      doGenerate: async () => ({
        content: [{ type: "text" as const, text: JSON.stringify(answerOf(language)) }],
        finishReason: { unified: "stop" as const, raw: undefined },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 1, text: 1, reasoning: undefined },
        },
        warnings: [],
      }),
    });
    const site = await generateSite(input, { model, timeoutMs: 5000 });
    expect(site.writer).toBe("llm");
    checkPage(language, site.html, site.content, ownAbout);
  });
});

describe("an inventing model behind a local OpenAI-compatible server", () => {
  let server: Server;
  let base = "";
  let calls = 0;
  let answer = "";
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        calls++;
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            id: "chatcmpl-1",
            object: "chat.completion",
            created: 1,
            model: "inventor-1",
            choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: answer } }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it.each(Object.keys(INVENTED))("%s", async (language) => {
    const spec = INVENTED[language]!;
    answer = JSON.stringify(answerOf(language));
    const model = createModelFromEnv({ AI_BASE_URL: base, AI_MODEL: "inventor-1" }) as SiteModel;
    const input = toGeneratorInput(caseOf(spec.id));
    const ownAbout = aboutText(writeEmbedded(planSite(input).plan));
    const before = calls;
    const site = await generateSite(input, { model, timeoutMs: 5000 });
    expect(calls).toBeGreaterThan(before);
    expect(site.writer).toBe("llm");
    checkPage(language, site.html, site.content, ownAbout);
  });
});

describe("the phrase banks assert nothing", () => {
  it("no phrase in any language uses a claim word", () => {
    for (const lang of PHRASE_LANGUAGES) {
      const bank = phrasesFor(lang);
      const lines = [...SECTORS.map((s) => bank.inPlace(PHRASES[lang].trade[s], "X")), bank.actions.message];
      for (const line of lines) expect(unsupportedClaims(line, "", lang), `${lang}: ${line}`).toEqual([]);
    }
  });
});

describe("an inventing model bound as Workers AI (the Worker's `AI` binding, through workers-ai-provider)", () => {
  it.each(Object.keys(INVENTED))("%s", async (language) => {
    const { workersAiModel } = await import("../../../functions/hosts/worker/ai");
    const spec = INVENTED[language]!;
    let runs = 0;
    const binding = {
      run: async () => {
        runs++;
        return { response: JSON.stringify(answerOf(language)) };
      },
    };
    const input = toGeneratorInput(caseOf(spec.id));
    const ownAbout = aboutText(writeEmbedded(planSite(input).plan));
    const site = await generateSite(input, { model: workersAiModel(binding), timeoutMs: 5000 });
    expect(runs).toBeGreaterThan(0);
    expect(site.writer).toBe("llm");
    checkPage(language, site.html, site.content, ownAbout);
  });
});
