/**
 * The labelled customer corpus (tests/fixtures/customers) and the checks a generated page must pass:
 * every typed fact present exactly, nothing invented (phones, emails, prices, times, years, numbers,
 * ratings, reviews, policy and claim phrases that are not in the input), no other industry's words,
 * the right `lang`, and every request the product cannot build listed back to the owner.
 * Used by tests/unit/generator/corpus.test.ts and by the bench (bench/sections/generator.mjs).
 */
import { readFileSync, readdirSync } from "node:fs";
import { sameLanguage } from "./same-language";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SEED_TEMPLATES } from "../../core/seed-data";
import type { GeneratorInput } from "../../functions/generator/input";
import type { Industry } from "../../core/brief/industries/types";
import type { BusinessType } from "../../core/business-types";
import type { BusinessDetails } from "../../core/intake";
import { siteSettings } from "../../core/site/settings";
import { REQUEST_FORM_OF } from "../../core/site/requests";
import { UNBUILT_REQUESTS } from "../../functions/generator/requests";

export interface CorpusCase {
  id: string;
  file: string;
  input: {
    name: string;
    businessType: BusinessType;
    description: string;
    requirements: string;
    templateId: string | null;
    details?: BusinessDetails;
  };
  expect: {
    industry: string | null;
    /** Other catalogue ids that are also right for this customer (a barbecue food truck). */
    alsoAccept?: string[];
    language: string;
    mustContain: string[];
    mustNotContain: string[];
    listedBack: string[];
    /** Raw-HTML substrings that must not appear (executable markup from hostile input). */
    htmlMustNotContain?: string[];
  };
}

export type ProblemKind = "lost-fact" | "invented" | "forbidden" | "wrong-industry" | "lang" | "english-filler" | "not-listed-back" | "unsafe-html";

export interface Problem {
  kind: ProblemKind;
  detail: string;
}

export const CORPUS_DIR = join(dirname(fileURLToPath(import.meta.url)), "../fixtures/customers");

export function loadCorpus(dir = CORPUS_DIR): CorpusCase[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((file) => (JSON.parse(readFileSync(join(dir, file), "utf8")) as Omit<CorpusCase, "file">[]).map((c) => ({ ...c, file })));
}

export function templateFor(slug: string | null) {
  return slug ? (SEED_TEMPLATES.find((t) => t.slug === slug) ?? null) : null;
}

/** What the project would hand the generator: the customer's fields, the seeded template, the details. */
export function toGeneratorInput(c: CorpusCase): GeneratorInput {
  const t = templateFor(c.input.templateId);
  return {
    projectName: c.input.name,
    businessType: c.input.businessType,
    description: c.input.description,
    requirements: c.input.requirements,
    details: c.input.details ?? null,
    template: t ? { name: t.name, category: t.category, description: t.description, style: t.style } : null,
  };
}

export function industryAccepted(c: CorpusCase, got: string | null): boolean {
  return got === c.expect.industry || (got !== null && (c.expect.alsoAccept ?? []).includes(got));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (m, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : m;
    }
    return ENTITIES[code.toLowerCase()] ?? m;
  });
}

/** One space for any run of whitespace (including no-break and zero-width), NFC. */
export function squash(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, "")
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim();
}

/** Marks where one element ends and the next begins, so no phrase or fact is read across two elements. */
export const BOUNDARY = " ¦ ";
const INLINE_TAGS = /^<\/?(?:b|i|strong|em|span|small|mark|sup|sub|abbr|time|bdi|bdo|u|s|q|cite|code|data|wbr)\b/i;

/**
 * The text a visitor reads: the title and the body, without scripts, styles, comments or tags. Block
 * elements, links and buttons are separated by BOUNDARY: "Full day $1" and "250/Month" in two cards do
 * not make "$1,250/month".
 */
export function visibleText(html: string): string {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? "";
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const text = body
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, BOUNDARY)
    .replace(/<[^>]+>/g, (tag) => (INLINE_TAGS.test(tag) ? "" : BOUNDARY));
  return squash(decodeEntities(`${title}${BOUNDARY}${text}`))
    .replace(/(?:\s*¦\s*)+/g, BOUNDARY)
    .replace(/^[\s¦]+|[\s¦]+$/g, "");
}

/** Also what machines and screen readers show: meta descriptions, alt, aria-label and title attributes. */
export function readableText(html: string): string {
  const attrs: string[] = [];
  const attrRe =
    /<(?:meta[^>]*\bname="(?:description|og:description|og:title|twitter:[a-z]+)"[^>]*\bcontent|meta[^>]*\bproperty="og:[a-z]+"[^>]*\bcontent|[a-z][^>]*\b(?:alt|aria-label|title))="([^"]*)"/gi;
  for (const m of html.matchAll(attrRe)) if (m[1]) attrs.push(m[1]);
  return squash(`${visibleText(html)} ${decodeEntities(attrs.join(" "))}`);
}

export function htmlLang(html: string): string | null {
  return /<html[^>]*\blang="([^"]*)"/i.exec(html)?.[1] ?? null;
}

/** Every string the customer typed, for deciding whether a fact on the page came from them. */
export function sourceText(c: CorpusCase): string {
  const parts: string[] = [c.input.name, c.input.description, c.input.requirements];
  const walk = (v: unknown) => {
    if (typeof v === "string") parts.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(c.input.details ?? {});
  return squash(parts.join("\n").normalize("NFKC"));
}

const CURRENCY_SYMBOLS: Record<string, string[]> = {
  USD: ["$"],
  CAD: ["$"],
  AUD: ["$", "A$"],
  NZD: ["$", "NZ$"],
  MXN: ["$"],
  BRL: ["R$"],
  GBP: ["£"],
  EUR: ["€"],
  JPY: ["¥", "円"],
};

const EMAIL_RE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const PHONE_RE = /\+?\(?\d[\d\s().-]{6,}\d/g;
const PRICE_RE = /(?:NZ\$|A\$|R\$|US\$|[$€£¥₹])\s?\d(?:[\d,.]*\d)?|\d(?:[\d,.]*\d)?\s?(?:€|円|¥|MXN|USD|EUR|GBP)/g;
const TIME_RE = /\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\b\d{1,2}h\d{0,2}\b/gi;
const YEAR_RE = /\b(?:19|20)\d{2}\b/g;

/** Ratings, reviews and testimonials, in the six site languages. Allowed only from the owner's own reviews. */
const REVIEW_PATTERNS: RegExp[] = [
  /[★☆⭐]/u,
  /\b\d(?:[.,]\d)?\s?\/\s?5\b/,
  /\b(?:\d(?:\.\d)?|five|four)[-\s]stars?\b/i,
  /\breviews?\b/i,
  /\btestimonials?\b/i,
  /\brated\b/i,
  /what (?:our )?(?:customers|clients|patients|guests|students|people) (?:say|are saying)/i,
  /\brese[ñn]as\b/i,
  /\bopiniones\b/i,
  /\btémoignages?\b/i,
  /\bavis (?:clients|de nos)\b/i,
  /\bbewertungen\b/i,
  /\bkundenstimmen\b/i,
  /\bavalia[çc][õo]es\b/i,
  /\bdepoimentos\b/i,
  /口コミ|レビュー|お客様の声/u,
];

/** Claims a business can be held to: policies, guarantees, credentials, awards, counts. Allowed when typed. */
export const CLAIM_PHRASES = [
  "free shipping",
  "free delivery",
  "returns",
  "refund",
  "money-back",
  "money back",
  "guarantee",
  "warranty",
  "insured",
  "insurance",
  "licensed",
  "certified",
  "accredited",
  "award",
  "satisfaction",
  "uptime",
  "99.9",
  "years of experience",
  "trusted by",
  "happy customers",
  "satisfied customers",
  "5-star",
  "five-star",
  "best in",
  "#1",
  "number one",
  "wheelchair",
  "parking",
  "24/7",
  "24 hours",
  "same-day",
  "same day",
  "family-owned",
  "family owned",
  "eco-friendly",
  "organic",
  "bonded",
  "background-checked",
  "dbs checked",
  "ofsted",
  "fca regulated",
  "ada compliant",
  "envío gratis",
  "envío gratuito",
  "devoluciones",
  "garantía",
  "garantizado",
  "reembolso",
  "asegurado",
  "livraison gratuite",
  "retours",
  "remboursement",
  "garantie",
  "assurance",
  "agréé",
  "kostenloser versand",
  "versandkostenfrei",
  "rückgabe",
  "rückerstattung",
  "versichert",
  "zertifiziert",
  "frete grátis",
  "devolução",
  "garantia",
  "reembolso",
  "certificado",
  "送料無料",
  "返品",
  "返金",
  "保証",
  "認定",
];

const lower = (s: string) => s.toLocaleLowerCase("en");
const digitsOf = (s: string) => s.replace(/\D/g, "");

function uniq<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

function numbersIn(text: string): string[] {
  return text.match(/\d+/g) ?? [];
}

/** Facts on the page that the customer did not type. */
export function inventedFacts(c: CorpusCase, html: string, opts: { generatedYear?: string } = {}): string[] {
  const page = readableText(html).normalize("NFKC");
  const source = sourceText(c);
  const sourceLower = lower(source);
  const sourceCompact = lower(source).replace(/\s+/g, "");
  const sourceDigits = digitsOf(source);
  const sourceNumbers = new Set(numbersIn(source));
  const allowedYear = opts.generatedYear;
  const found: string[] = [];

  for (const email of uniq(page.match(EMAIL_RE) ?? [])) if (!sourceLower.includes(lower(email))) found.push(`email ${email}`);

  const phoneTyped = (raw: string) => source.includes(raw.trim()) || sourceDigits.includes(digitsOf(raw));
  for (const raw of uniq(page.match(PHONE_RE) ?? [])) {
    if (digitsOf(raw).length < 7 || phoneTyped(raw)) continue;
    // The pattern can run a typed phone into a neighbouring typed number ("(415) 555-0112 5120 Clement St").
    const groups = raw.trim().split(/\s+/);
    let explained = false;
    for (let i = 0; i < groups.length && !explained; i++) {
      for (let j = groups.length; j > i && !explained; j--) {
        const middle = groups.slice(i, j).join(" ");
        const rest = [...groups.slice(0, i), ...groups.slice(j)];
        explained = digitsOf(middle).length >= 7 && phoneTyped(middle) && rest.every((g) => sourceNumbers.has(digitsOf(g)) || digitsOf(g) === "");
      }
    }
    if (!explained) found.push(`phone ${raw.trim()}`);
  }

  const currencies = new Set<string>();
  const code = c.input.details?.currency?.toUpperCase();
  for (const sym of code ? (CURRENCY_SYMBOLS[code] ?? []) : []) currencies.add(sym);
  for (const raw of uniq(page.match(PRICE_RE) ?? [])) {
    const number = raw.match(/\d[\d,.]*\d|\d/)?.[0] ?? "";
    const symbol = raw.replace(/[\d,.\s]/g, "");
    const numberTyped = new RegExp(`(?<![\\d.,])${number.replace(/[.,]/g, "[.,]")}(?![\\d])`).test(source);
    const symbolTyped = source.includes(symbol) || currencies.has(symbol);
    if (!numberTyped || !symbolTyped) found.push(`price ${raw.trim()}`);
  }

  // "9:00 a.m." and "9:00am" are one time: both sides are compared in the same short form (the page's
  // "9:00 a.m." copied from the owner's "9:00 a.m." is theirs).
  const shortMeridiem = (s: string) => s.replace(/a\.m\./g, "am").replace(/p\.m\./g, "pm");
  const sourceTimes = shortMeridiem(sourceCompact);
  for (const raw of uniq(page.match(TIME_RE) ?? [])) {
    const t = shortMeridiem(lower(raw).replace(/\s+/g, ""));
    if (!sourceTimes.includes(t)) found.push(`time ${raw.trim()}`);
  }

  for (const year of uniq(page.match(YEAR_RE) ?? [])) if (year !== allowedYear && !sourceNumbers.has(year)) found.push(`year ${year}`);

  // Any other number (a count, a percentage, a rating) must be one the customer typed.
  for (const n of uniq(numbersIn(page))) if (n !== allowedYear && !sourceNumbers.has(n) && !sourceDigits.includes(n)) found.push(`number ${n}`);

  const ownerReviews = (c.input.details?.reviews ?? []).length > 0;
  if (!ownerReviews) {
    for (const re of REVIEW_PATTERNS) {
      const m = re.exec(page);
      if (m && !re.test(source)) found.push(`review ${m[0]}`);
    }
  }

  const pageLower = lower(page);
  for (const phrase of CLAIM_PHRASES) {
    if (containsPhrase(pageLower, phrase) && !containsPhrase(sourceLower, phrase)) found.push(`claim "${phrase}"`);
  }

  if (/@[\w.-]*example\b/i.test(page) && !/example/i.test(source)) found.push("placeholder address");
  return uniq(found);
}

function containsPhrase(haystackLower: string, phrase: string): boolean {
  const p = lower(phrase);
  if (/^[\p{L}\p{N}]/u.test(p) && /[\p{L}\p{N}]$/u.test(p) && /^[\p{Script=Latin}\d\s'#/.-]+$/u.test(p)) {
    const escaped = p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u").test(haystackLower);
  }
  return haystackLower.includes(p);
}

/** Another kind of business's name or descriptor on the page, when the customer never wrote it. */
export function wrongIndustryPhrases(c: CorpusCase, html: string, industries: readonly Industry[]): string[] {
  const right = new Set([c.expect.industry, ...(c.expect.alsoAccept ?? [])].filter(Boolean) as string[]);
  const own = industries.filter((i) => right.has(i.id));
  const ownWords = lower(own.map((i) => `${i.name} ${i.descriptor} ${i.offeringsLabel}`).join(" "));
  const page = lower(visibleText(html));
  const source = lower(sourceText(c));
  const found: string[] = [];
  for (const industry of industries) {
    if (right.has(industry.id)) continue;
    for (const phrase of [industry.descriptor, industry.name]) {
      const p = lower(phrase);
      if (ownWords.includes(p)) continue;
      if (containsPhrase(page, p) && !containsPhrase(source, p)) found.push(`${industry.id}: "${phrase}"`);
    }
  }
  return uniq(found);
}

/**
 * Families of requests the product cannot build, in the six languages, so "réservation en ligne" is
 * listed back as "online booking" and "deposit" as "online payments".
 */
const REQUEST_FAMILIES: Record<string, RegExp> = {
  booking: /\bbook|reserv|réserv|\bcita|termin|agend|schedul|appointment|availability|calendar|discovery call|予約/i,
  ordering: /\border|pedido|commande|bestell|encomenda|deliver|checkout|\bcart\b|注文/i,
  payments: /\bpay|paiement|\bpago|zahlung|pagamento|deposit|acompte|financ|checkout|決済/i,
  forms: /\bform\b|formul|request|sign[- ]?up|inscrip|inscri[çc]|matr[ií]cula|anmeld|application|waitlist|enquir|申し込み|フォーム/i,
  newsletter: /newsletter|bolet[ií]n|infolettre/i,
  donations: /donat|\bdonar|\bdon\b|spende|doa[çc]|寄付/i,
  accounts: /login|log in|account|sign[- ]?up|member area|cuenta|compte|konto|conta\b|会員/i,
};

function familiesOf(text: string): Set<string> {
  return new Set(
    Object.entries(REQUEST_FAMILIES)
      .filter(([, re]) => re.test(text))
      .map(([family]) => family),
  );
}

/** Whether an ask the corpus expects back appears among the generator's `unbuilt` list. */
export function listedBack(ask: string, unbuilt: string[]): boolean {
  const norm = (t: string) =>
    lower(t)
      .replace(/[-\s]+/g, " ")
      .trim();
  const a = norm(ask);
  const families = familiesOf(ask);
  return unbuilt.some((item) => {
    const u = norm(item);
    if (u.includes(a) || a.includes(u)) return true;
    const theirs = familiesOf(item);
    return [...families].some((f) => theirs.has(f));
  });
}

/** Fixed English strings that give away an untranslated page (only ones no other site language shares). */
export const ENGLISH_FILLER = [
  "All rights reserved",
  "Skip to main content",
  "About us",
  "Opening hours",
  "Get directions",
  "When are you open",
  "Which areas do you serve",
  "How can I get in touch",
  "Call us",
  "Book now",
  "Learn more",
  "Get in touch",
  "Read more",
  "Follow us",
  "Areas we serve",
  "What we offer",
  "Our services",
  "Phone",
  "Address",
  "Email us",
  "Closed",
];

/** English fixed strings on a page in another language, when the customer did not type them. */
export function englishFiller(c: CorpusCase, html: string): string[] {
  if (c.expect.language === "en") return [];
  const page = lower(visibleText(html));
  const source = lower(sourceText(c));
  return ENGLISH_FILLER.filter((p) => containsPhrase(page, p) && !containsPhrase(source, p));
}

export interface SiteUnderTest {
  html: string;
  unbuilt: string[];
  /** The generated content: the request forms it turned on answer an ask instead of listing it back. */
  content?: unknown;
}

/** Whether an ask is answered by a request form the site has on (booking, ordering, quotes: core/site/requests.ts). */
export function builtAsForm(ask: string, content: unknown): boolean {
  const on = siteSettings(content).requests;
  return UNBUILT_REQUESTS.some((r) => {
    const form = REQUEST_FORM_OF[r.id];
    return form !== undefined && on[form] !== undefined && r.re.test(ask);
  });
}

/** Everything wrong with one generated site for one customer. */
export function checkSite(c: CorpusCase, site: SiteUnderTest, opts: { generatedYear?: string; industries: readonly Industry[] }): Problem[] {
  const problems: Problem[] = [];
  const visible = visibleText(site.html);
  const lang = htmlLang(site.html);
  if (!sameLanguage(c.expect.language, lang)) problems.push({ kind: "lang", detail: `lang="${lang}", expected "${c.expect.language}"` });
  for (const fact of c.expect.mustContain) if (!visible.includes(squash(fact))) problems.push({ kind: "lost-fact", detail: fact });
  const visibleLower = lower(visible);
  for (const phrase of c.expect.mustNotContain) if (containsPhrase(visibleLower, phrase)) problems.push({ kind: "forbidden", detail: phrase });
  for (const detail of inventedFacts(c, site.html, opts)) problems.push({ kind: "invented", detail });
  for (const detail of wrongIndustryPhrases(c, site.html, opts.industries)) problems.push({ kind: "wrong-industry", detail });
  for (const detail of englishFiller(c, site.html)) problems.push({ kind: "english-filler", detail });
  for (const ask of c.expect.listedBack)
    if (!listedBack(ask, site.unbuilt) && !builtAsForm(ask, site.content)) problems.push({ kind: "not-listed-back", detail: ask });
  for (const bad of c.expect.htmlMustNotContain ?? []) if (site.html.includes(bad)) problems.push({ kind: "unsafe-html", detail: bad });
  return problems;
}

/** The corpus's own sanity: typed facts are really in the input, forbidden words really are not. */
export function corpusProblems(c: CorpusCase): string[] {
  const source = sourceText(c);
  const out: string[] = [];
  for (const fact of c.expect.mustContain) if (!source.includes(squash(fact).normalize("NFKC"))) out.push(`mustContain not typed: ${fact}`);
  for (const phrase of c.expect.mustNotContain) if (containsPhrase(lower(source), phrase)) out.push(`mustNotContain is in the input: ${phrase}`);
  return out;
}

export type FactKind = "price" | "hours" | "phone" | "email" | "address" | "other";

/** What kind of typed fact a corpus string is, for the bench's "kept exactly" figures. */
export function factKind(fact: string): FactKind {
  const f = fact.trim();
  if (/^[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}$/u.test(f)) return "email";
  if (/^\+?\(?\d[\d\s().-]{6,}\d$/.test(f) && digitsOf(f).length >= 7) return "phone";
  if (/[$€£¥₹円]|\b(?:MXN|USD|EUR|GBP)\b/.test(f)) return "price";
  if (/\d\s?(?:am|pm)\b|\d:\d{2}|\d+h\d*|\bUhr\b|^\d{1,2}[-–]\d{1,2}(?::\d{2})?$/i.test(f)) return "hours";
  if (/^\d+[A-Za-z]?\s+\p{L}|\b(?:St|Street|Rd|Road|Ave|Avenue|Blvd|Lane|Way)\b|\b(?:Rua|Calle|Av\.|Avenida|Passeig|Praça|Straße|Strasse)\b/u.test(f))
    return "address";
  return "other";
}

export interface CorpusRun {
  id: string;
  /** The generated page and what the generator listed back, for per-customer checks. */
  site: SiteUnderTest;
  industryExpected: string | null;
  industryGot: string | null;
  industryOk: boolean;
  langExpected: string;
  langOk: boolean;
  facts: { kind: FactKind; fact: string; kept: boolean }[];
  invented: string[];
  wrongIndustry: string[];
  forbidden: string[];
  englishFiller: string[];
  listedBack: { ask: string; ok: boolean }[];
  /** Wall time of generateSite. */
  ms: number;
  /** CPU time of the thread during generateSite (what a busy machine does not inflate). */
  cpuMs: number;
}

const threadCpuMs = () => {
  const u = typeof process.threadCpuUsage === "function" ? process.threadCpuUsage() : process.cpuUsage();
  return (u.user + u.system) / 1000;
};

type Generate = (
  input: GeneratorInput,
  opts: { generatedAt: string },
) => Promise<{ html: string; unbuilt: string[]; industry: { id: string } | null; content?: unknown }>;

/** Generate every customer's site and check it; one row per customer (the bench prints their totals). */
export async function runCorpus(
  corpus: CorpusCase[],
  generate: Generate,
  industries: readonly Industry[],
  opts: { generatedAt: string } = { generatedAt: "2026-01-01T00:00:00.000Z" },
): Promise<CorpusRun[]> {
  const generatedYear = opts.generatedAt.slice(0, 4);
  const rows: CorpusRun[] = [];
  for (const c of corpus) {
    const c0 = threadCpuMs();
    const t0 = performance.now();
    const site = await generate(toGeneratorInput(c), { generatedAt: opts.generatedAt });
    const ms = performance.now() - t0;
    const cpuMs = threadCpuMs() - c0;
    const visible = visibleText(site.html);
    const problems = checkSite(c, site, { generatedYear, industries });
    const got = site.industry?.id ?? null;
    rows.push({
      id: c.id,
      site: { html: site.html, unbuilt: site.unbuilt, content: site.content },
      industryExpected: c.expect.industry,
      industryGot: got,
      industryOk: industryAccepted(c, got),
      langExpected: c.expect.language,
      langOk: sameLanguage(c.expect.language, htmlLang(site.html)),
      facts: c.expect.mustContain.map((fact) => ({ kind: factKind(fact), fact, kept: visible.includes(squash(fact)) })),
      invented: problems.filter((p) => p.kind === "invented").map((p) => p.detail),
      wrongIndustry: problems.filter((p) => p.kind === "wrong-industry").map((p) => p.detail),
      forbidden: problems.filter((p) => p.kind === "forbidden").map((p) => p.detail),
      englishFiller: problems.filter((p) => p.kind === "english-filler").map((p) => p.detail),
      listedBack: c.expect.listedBack.map((ask) => ({ ask, ok: listedBack(ask, site.unbuilt) || builtAsForm(ask, site.content) })),
      ms,
      cpuMs,
    });
  }
  return rows;
}
