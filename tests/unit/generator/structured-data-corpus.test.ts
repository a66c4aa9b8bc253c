import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type ConfigData, HtmlValidate, StaticConfigLoader } from "html-validate";
import projectRules from "../../../.htmlvalidate.mjs";
import { describe, expect, it } from "vitest";
import { type GeneratorInput, generateSite, siteCsp } from "../../../functions/generator/index";
import { loadCorpus, toGeneratorInput } from "../../helpers/corpus";
import { BLIND_DIR_2, blindGeneratorInput, loadBlind } from "../../helpers/blind-corpus";
import { plainPrice } from "../../../core/site/structured-data";
import { buildLocaleCorpus } from "../../helpers/locale-corpus";
import type { BusinessType } from "../../../core/business-types";

/**
 * Every site of the five corpora (the team's, both blind ones, the per-locale one, the held-out kinds), generated as the hosting route does (canonical URL, media path):
 * its JSON-LD parses, its @type is a schema.org LocalBusiness type (read from schema-dts's own
 * declarations, not from our map), it has no rating or review, and every string and number in it is
 * the owner's (found in what they typed) or a value derived by rule: the page's URL, ISO day names,
 * 24-hour times, season days, ISO currency codes, the page's language.
 */

const require = createRequire(import.meta.url);

/** Every LocalBusiness type schema-dts declares: the union's members, expanded until only leaves are left. */
function localBusinessTypes(): Set<string> {
  const dts = readFileSync(require.resolve("schema-dts/dist/schema.d.ts"), "utf8");
  const out = new Set<string>();
  const queue = ["LocalBusiness"];
  while (queue.length) {
    const name = queue.pop()!;
    if (out.has(name)) continue;
    out.add(name);
    const union = new RegExp(`^export type ${name} = ([^;]+);`, "m").exec(dts)?.[1];
    if (!union) continue;
    for (const member of union.split("|").map((m) => m.trim())) if (/^[A-Z]\w*$/.test(member) && !member.endsWith("Leaf")) queue.push(member);
  }
  return out;
}
const VALID_TYPES = localBusinessTypes();

/** Case, Unicode forms, runs of spaces and invisible format characters (zero-width joiners the owner pasted) aside. */
const fold = (s: string) =>
  s
    .normalize("NFKC")
    .replace(/\p{Cf}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
const DAYS = new Set(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));
const BASE = "https://sites.example.test";

interface Case {
  id: string;
  input: GeneratorInput;
}

const heldOut = JSON.parse(readFileSync(new URL("../../fixtures/kinds-held-out/briefs.json", import.meta.url), "utf8")) as Array<{
  id: string;
  name: string;
  businessType: BusinessType;
  description: string;
  requirements: string;
}>;

const cases: Case[] = [
  ...loadCorpus().map((c) => ({ id: c.id, input: toGeneratorInput(c) })),
  ...loadBlind().map((c) => ({ id: c.id, input: blindGeneratorInput(c) })),
  ...loadBlind(BLIND_DIR_2).map((c) => ({ id: c.id, input: blindGeneratorInput(c) })),
  // Generated per locale: prices in every currency format Intl writes, hours in 12- and 24-hour forms.
  ...buildLocaleCorpus().map((b) => ({
    id: b.id,
    input: { projectName: b.name, businessType: "Business" as const, description: b.description, requirements: b.requirements, details: null, template: null },
  })),
  ...heldOut.map((b) => ({
    id: b.id,
    input: { projectName: b.name, businessType: b.businessType, description: b.description, requirements: b.requirements, details: null, template: null },
  })),
];

function ownerText(input: GeneratorInput): string {
  const strings: string[] = [input.projectName, input.description ?? "", input.requirements ?? ""];
  const walk = (v: unknown) => {
    if (typeof v === "string") strings.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(input.details);
  return fold(strings.join("\n"));
}

function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] as string));
}

/** Each [key, value] pair of the graph, values being strings or numbers. */
function leaves(v: unknown, key = "", out: Array<[string, string | number]> = []): Array<[string, string | number]> {
  if (typeof v === "string" || typeof v === "number") out.push([key, v]);
  else if (Array.isArray(v)) for (const x of v) leaves(x, key, out);
  else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) leaves(x, k, out);
  return out;
}

/** Why a value is not the owner's, or null when it is. */
function notTheOwners(key: string, value: string | number, ctx: { text: string; canonical: string; lang: string[]; typedPrices: string[] }): string | null {
  if (key === "@context") return value === "https://schema.org" ? null : "context";
  if (key === "@type") return null;
  const s = String(value);
  if (s.startsWith(ctx.canonical)) return null;
  if (key === "dayOfWeek" && DAYS.has(s)) return null;
  if ((key === "opens" || key === "closes") && /^(?:[01]\d|2[0-4]):[0-5]\d$/.test(s)) return null;
  if ((key === "validFrom" || key === "validThrough") && /^(?:\d{4}|-)-\d{2}-\d{2}$/.test(s)) return null;
  if (key === "priceCurrency") return CURRENCIES.has(s) ? null : `unknown currency ${s}`;
  if (key === "inLanguage") return ctx.lang.includes(s) ? null : `language ${s}`;
  if (key === "price") {
    // The amount's digits are a typed price's digits (separators and a trailing decimal zero aside).
    const digits = s.replace(/\D/g, "");
    return ctx.typedPrices.some((p) => p.replace(/\D/g, "") === digits) ? null : `price ${s}`;
  }
  if (key === "sameAs") {
    // A profile URL built from a typed handle or link: the handle (its last path part) is the owner's.
    const handle = new URL(s).pathname.split("/").filter(Boolean).pop() ?? "";
    return handle && ctx.text.includes(fold(handle).replace(/^@/, "")) ? null : `profile ${s}`;
  }
  return ctx.text.includes(fold(s)) ? null : `${key}: ${s}`;
}

const sites = await Promise.all(
  cases.map(async (c, i) => {
    const slug = `site-${i}`;
    const canonical = `${BASE}/sites/${slug}/`;
    const site = await generateSite(c.input, { canonicalUrl: canonical, mediaBase: `/sites/${slug}/media/`, generatedAt: "2026-12-07", hosted: true });
    return { c, site, canonical };
  }),
);

describe("structured data over every corpus site", () => {
  it("covers the five corpora", () => {
    expect(sites.length).toBeGreaterThan(600);
  });

  it("parses, has a schema.org LocalBusiness type, no rating or review, and only the owner's values", () => {
    const problems: string[] = [];
    const types = new Map<string, number>();
    let priced = 0;
    let offered = 0;
    for (const { c, site, canonical } of sites) {
      const blocks = jsonLdOf(site.html);
      if (blocks.length !== 1) {
        problems.push(`${c.id}: ${blocks.length} JSON-LD blocks`);
        continue;
      }
      const graph = (blocks[0] as { "@graph": Array<Record<string, unknown>> })["@graph"];
      const business = graph[0] as Record<string, unknown>;
      const type = String(business["@type"]);
      types.set(type, (types.get(type) ?? 0) + 1);
      if (!VALID_TYPES.has(type)) problems.push(`${c.id}: @type ${type}`);
      if (business.name !== site.content.brandName) problems.push(`${c.id}: name`);
      if (business.url !== canonical) problems.push(`${c.id}: url`);
      const json = JSON.stringify(blocks[0]);
      if (/aggregateRating|"review"/.test(json)) problems.push(`${c.id}: rating or review`);
      const typedPrices = site.content.sections.flatMap((s) =>
        s.kind === "offerings"
          ? s.groups.flatMap((g) => g.items.flatMap((i) => (i.price ? [i.price] : [])))
          : s.kind === "pricing"
            ? s.tiers.map((t) => t.price)
            : [],
      );
      const text = ownerText(c.input);
      // Prices come from the page's typed prices; those themselves must be the owner's.
      const ctx = {
        text,
        canonical,
        lang: [site.content.language, site.content.lang].filter((l): l is string => !!l),
        typedPrices: typedPrices.filter((p) => text.includes(fold(p).replace(/\u00a0/g, " ")) || text.includes(fold(p))),
      };
      for (const [key, value] of leaves(blocks[0])) {
        if (key === "price") priced++;
        if (key === "@type" && value === "Offer") offered++;
        const why = notTheOwners(key, value, ctx);
        if (why) problems.push(`${c.id}: ${why}`);
      }
    }
    console.log(
      `JSON-LD types over ${sites.length} sites:`,
      Object.fromEntries([...types].sort((a, b) => b[1] - a[1])),
      `offers: ${offered}, with a price: ${priced}`,
    );
    expect(problems).toEqual([]);
  }, 120_000);

  it("every script element is data (ld+json): the page runs no script, and its CSP allows none", async () => {
    for (const { c, site } of sites) {
      const scripts = [...site.html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
      expect(scripts, c.id).toEqual([' type="application/ld+json"']);
      const csp = await siteCsp(site.html);
      expect(csp).not.toMatch(/script-src/);
      expect(csp).toMatch(/default-src 'none'/);
    }
  });

  it("html-validate accepts the pages with their JSON-LD and share-card tags", async () => {
    const validator = new HtmlValidate(
      new StaticConfigLoader({ ...projectRules, rules: { ...projectRules.rules, "doctype-style": "off", "tel-non-breaking": "off" } } as unknown as ConfigData),
    );
    const problems: string[] = [];
    for (const { c, site } of sites.filter((_, i) => i % 10 === 0)) {
      const report = await validator.validateString(site.html, `${c.id}.html`);
      for (const r of report.results) for (const m of r.messages) problems.push(`${c.id}: ${m.ruleId} ${m.message}`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

describe("plainPrice: only a plain amount in a known currency", () => {
  it("reads symbols, codes and separators", () => {
    expect(plainPrice("£14.50")).toEqual({ price: "14.50", priceCurrency: "GBP" });
    expect(plainPrice("18 €")).toEqual({ price: "18", priceCurrency: "EUR" });
    expect(plainPrice("1 200,00 €")).toEqual({ price: "1200.00", priceCurrency: "EUR" });
    expect(plainPrice("CHF 1'250.50")).toEqual({ price: "1250.50", priceCurrency: "CHF" });
    expect(plainPrice("1200円")).toEqual({ price: "1200", priceCurrency: "JPY" });
    expect(plainPrice("R$ 45,90")).toEqual({ price: "45.90", priceCurrency: "BRL" });
    expect(plainPrice("250 zł")).toEqual({ price: "250", priceCurrency: "PLN" });
  });
  it("a symbol several currencies share needs the owner's currency", () => {
    expect(plainPrice("$25")).toBeNull();
    expect(plainPrice("$25", "CAD")).toEqual({ price: "25", priceCurrency: "CAD" });
    expect(plainPrice("95 kr", "SEK")).toEqual({ price: "95", priceCurrency: "SEK" });
    expect(plainPrice("95 kr", "EUR")).toBeNull();
  });
  it("anything more than an amount is no plain price", () => {
    for (const typed of ["from £50", "£60-80", "£1,250/month", "45 € pro Stunde", "£", "", "12.345.678,9,1 €", "£14.50 + VAT", "XYZ 12"])
      expect(plainPrice(typed), typed).toBeNull();
  });
});
