/**
 * The blind corpus (tests/fixtures/customers-blind, written by someone who had not read the parsers):
 * how many typed facts a generated site keeps exactly, how many it offers as suggestions, publishes
 * wrong or loses; invented facts; the kind of business it claims; the page's language; facts put in
 * "Not built yet". Used by tests/unit/generator/blind-corpus.test.ts and the bench.
 */
import { readFileSync, readdirSync } from "node:fs";
import { sameLanguage } from "./same-language";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BusinessType } from "../../core/business-types";
import type { BusinessDetails } from "../../core/intake";
import type { GeneratorInput } from "../../functions/generator/input";
import { type CorpusCase, htmlLang, inventedFacts, squash, visibleText } from "./corpus";
import { type FactReport, type PublishedFacts, type Suggestion, scoreFacts } from "./facts-eval";

export interface BlindCase {
  id: string;
  file: string;
  input: { name: string; businessType: BusinessType; description: string; requirements: string; templateId: string | null; details?: BusinessDetails };
  expect: {
    language: string;
    trade: string;
    facts: { phones: string[]; emails: string[]; addresses: string[]; hours: string[]; prices: string[]; other: string[] };
    notFacts: string[];
    unbuildable: string[];
    mustNotContain: string[];
  };
}

export const BLIND_DIR = join(dirname(fileURLToPath(import.meta.url)), "../fixtures/customers-blind");
/** The second blind corpus, written later by another person who had not read the code either. */
export const BLIND_DIR_2 = join(dirname(fileURLToPath(import.meta.url)), "../fixtures/customers-blind-2");

/** What the project would hand the generator for a blind customer (the blind corpora pick no template). */
export function blindGeneratorInput(c: BlindCase): GeneratorInput {
  return {
    projectName: c.input.name,
    businessType: c.input.businessType,
    description: c.input.description,
    requirements: c.input.requirements,
    details: c.input.details ?? null,
    template: null,
  };
}

export function loadBlind(dir = BLIND_DIR): BlindCase[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((file) => (JSON.parse(readFileSync(join(dir, file), "utf8")) as Omit<BlindCase, "file">[]).map((c) => ({ ...c, file })));
}

/** What the site generator returns that this harness reads. */
export interface BlindSite {
  html: string;
  content: { facts: { phones: string[]; emails: string[]; address?: string; hours: PublishedFacts["hours"] }; sections: Array<Record<string, unknown>> };
  industry: { id: string; name: string; descriptor: string; synonyms?: string[] } | null;
  unbuilt: string[];
  suggestions?: Suggestion[];
  /** The owner's words for the trade when no catalogue entry scored well (when the generator has it). */
  trade?: string | null;
}

export interface BlindRow {
  id: string;
  facts: FactReport;
  /** Emails and "other" facts: on the page exactly (visible text). */
  emails: { total: number; kept: number };
  other: { total: number; kept: number; lost: string[] };
  /** Structured facts on the page exactly, in a slot or in the owner's own prose. */
  onPage: { total: number; kept: number; lost: string[] };
  invented: string[];
  industry: "right" | "unsure" | "wrong";
  industryGot: string | null;
  /** The owner's words the site names the trade with, when no catalogue kind was sure. */
  tradeWords: string | null;
  trade: string;
  langOk: boolean;
  langGot: string | null;
  factsInUnbuilt: string[];
  mustNotContain: string[];
}

/** Prices with their item: "Kváskový chleb 89 Kč" is published as item "Kváskový chleb", price "89 Kč". */
function pricedItems(content: BlindSite["content"]): Array<{ name: string; price: string; note?: string }> {
  const out: Array<{ name: string; price: string; note?: string }> = [];
  for (const s of content.sections) {
    if (s.kind === "offerings")
      for (const g of s.groups as Array<{ items: Array<{ name: string; price?: string; note?: string }> }>)
        for (const it of g.items) if (it.price) out.push({ name: it.name, price: it.price, ...(it.note ? { note: it.note } : {}) });
    if (s.kind === "pricing") for (const t of s.tiers as Array<{ name: string; price: string }>) out.push({ name: t.name, price: t.price });
  }
  return out;
}

const STOP = new Set([
  "shop",
  "service",
  "services",
  "studio",
  "store",
  "and",
  "the",
  "for",
  "with",
  "small",
  "home",
  "private",
  "local",
  "center",
  "centre",
  "company",
  "rental",
  "repair",
]);
/** A rough stem: the first five letters of each word of four letters or more. */
const stems = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4 && !STOP.has(w))
    .map((w) => w.slice(0, 5));

/**
 * Whether the claimed catalogue entry names the owner's trade: a word of the trade (plain English, from
 * the corpus) in the entry's id, name, descriptor or the other names the catalogue gives that very trade
 * (its synonyms: "ramen shop" for a noodle shop). Rough, so the wrong ones are listed for a person to read.
 */
export function industryVerdict(trade: string, industry: BlindSite["industry"]): "right" | "unsure" | "wrong" {
  if (!industry) return "unsure";
  const theirs = new Set(stems(`${industry.id.replace(/-/g, " ")} ${industry.name} ${industry.descriptor} ${(industry.synonyms ?? []).join(" ")}`));
  return stems(trade).some((w) => theirs.has(w)) ? "right" : "wrong";
}

export function scoreBlind(c: BlindCase, site: BlindSite): BlindRow {
  const items = pricedItems(site.content);
  // A price slot is right when it holds the owner's whole price, with the item before or after it as typed.
  // A full stop at the very end ("145 kr." at a sentence end) is punctuation, as in facts-eval.
  const norm = (v: string) =>
    squash(v)
      .replace(/(?<=\p{L})\.$/u, "")
      .toLocaleLowerCase();
  const priceFor = (expected: string) =>
    items.find((i) => {
      // The writer may capitalise an item's first letter ("rohlík" shown as "Rohlík"): the fact is the price.
      const e = norm(expected);
      const p = norm(i.price);
      const n = norm(i.name);
      if (e === p || e === `${n} ${p}` || e === `${p} ${n}` || (e.endsWith(p) && e.startsWith(n) && e.length <= n.length + p.length + 3)) return true;
      // One short word the writer does not repeat between the item and its price ("Řidičák skupiny B za 21 900 Kč",
      // "kids 8-14 are $20", "nail clip only $20"): the item and the price are each exactly the owner's.
      // (Or a dash, "Padangų keitimas R13–R16 (4 ratai) – 40 €".)
      if (e.startsWith(`${n} `) && e.endsWith(` ${p}`) && /^(?:\p{Ll}{1,5}|[-–—])$/u.test(e.slice(n.length + 1, e.length - p.length - 1))) return true;
      // The bracketed aside typed after the price is the item's note, shown with it ("Ruskie 24 zł (10 szt.)", "25,000円〜（税込）").
      const bare = (v: string) => v.replace(/[\s()（）.]|(?<=\s)[-–—](?=\s)/gu, "");
      if (i.note && [bare(`${n}${p}${norm(i.note)}`), bare(`${p}${norm(i.note)}`)].includes(bare(e))) return true;
      // The item's label holds more of the owner's words before the expected item ("自費の骨盤矯正" for
      // "骨盤矯正 3,000円", "Makine halısı metrekaresi" for "metrekaresi 60 TL"): the price is still exactly theirs.
      const item = e.endsWith(` ${p}`) ? e.slice(0, -p.length - 1) : "";
      return !!item && n.endsWith(item) && /(?:^|[\s\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])$/u.test(n.slice(0, n.length - item.length));
    });
  // An offering the owner typed in the structured details (its name and price as typed) is their fact, as the text's
  // mention of the same price: "Table fee (per person)" / "$8" typed there fills "Table fee $8 per person".
  const typedInDetails = (i: { name: string; price: string }) => {
    const typed = (c.input.details?.offerings ?? []).find((o) => o.price === i.price && norm(o.name) === norm(i.name));
    return typed ? (c.expect.facts.prices.find((e) => e.includes(i.price)) ?? i.price) : undefined;
  };
  const published: PublishedFacts = {
    phones: site.content.facts.phones,
    ...(site.content.facts.address ? { address: site.content.facts.address } : {}),
    hours: site.content.facts.hours,
    // Each published price stands for the expected string it fills (so "rohlík 4 Kč" counts as exact).
    prices: items.map((i) => c.expect.facts.prices.find((e) => priceFor(e) === i) ?? typedInDetails(i) ?? i.price),
  };
  // What the owner typed in the structured details is a typed fact too: published as typed, never "wrong".
  const d = c.input.details ?? {};
  const typedAddress = d.address ? (d.city && !d.address.includes(d.city) ? `${d.address}, ${d.city}` : d.address) : null;
  const facts = scoreFacts(
    {
      phones: [...c.expect.facts.phones, ...(d.phone && !c.expect.facts.phones.includes(d.phone) ? [d.phone] : [])],
      addresses: [...c.expect.facts.addresses, ...(typedAddress && !c.expect.facts.addresses.includes(typedAddress) ? [typedAddress] : [])],
      hours: [
        ...c.expect.facts.hours,
        ...(d.hours ?? [])
          .filter((h) => h.time && !c.expect.facts.hours.some((e) => e.includes(h.time as string)))
          .map((h) => ({ days: h.days, time: h.time as string })),
      ],
      prices: [
        ...c.expect.facts.prices,
        ...(d.offerings ?? []).flatMap((o) => (o.price && !c.expect.facts.prices.some((e) => e.includes(o.price as string)) ? [o.price] : [])),
      ],
    },
    published,
    site.html,
    site.suggestions ?? [],
  );
  const visible = squash(visibleText(site.html));
  // Case aside: the writer capitalises an item's first letter ("v sezóně" shown as the card "V sezóně").
  const visibleLower = visible.toLocaleLowerCase();
  // An hours row shows its days, time and the owner's note on them in cells side by side ("sabato" | "mattina").
  const rows = (site.content.facts.hours as Array<{ label?: string; time?: string; note?: string; season?: string; for?: string }>).map((h) =>
    squash([h.for, h.season, h.label, h.time, h.note].filter(Boolean).join(" ")).toLocaleLowerCase(),
  );
  const onVisible = (f: string) =>
    visible.includes(squash(f)) || visibleLower.includes(squash(f).toLocaleLowerCase()) || rows.some((r) => r.includes(squash(f).toLocaleLowerCase()));
  const otherLost = c.expect.facts.other.filter((f) => !onVisible(f));
  const structured = [...c.expect.facts.phones, ...c.expect.facts.addresses, ...c.expect.facts.hours, ...c.expect.facts.prices];
  // A fact placed exactly in its slot is on the page even where the slot shows its parts apart (an hours
  // row's days and time in two cells, an offering's name and price on a card): the prose no longer repeats it.
  const inSlot = (f: string) => !facts.missing.some((m) => m.endsWith(`: ${f}`)) && !facts.suggested.some((m) => m.endsWith(`: ${f}`));
  const lost = structured.filter((f) => !onVisible(f) && !facts.suggested.some((s) => s.endsWith(f)) && !inSlot(f));
  const asCorpus = {
    id: c.id,
    file: c.file,
    input: c.input,
    expect: { industry: null, language: c.expect.language, mustContain: [], mustNotContain: [], listedBack: [] },
  } as unknown as CorpusCase;
  const lang = htmlLang(site.html);
  const all = [...structured, ...c.expect.facts.emails, ...c.expect.facts.other];
  const factsInUnbuilt = site.unbuilt.filter((u) => all.some((f) => squash(f).includes(squash(u)) || squash(u).includes(squash(f))));
  const lowerPage = visible.toLowerCase();
  return {
    id: c.id,
    facts,
    emails: { total: c.expect.facts.emails.length, kept: c.expect.facts.emails.filter((e) => site.content.facts.emails.includes(e)).length },
    other: { total: c.expect.facts.other.length, kept: c.expect.facts.other.length - otherLost.length, lost: otherLost },
    onPage: { total: structured.length, kept: structured.length - lost.length, lost },
    invented: inventedFacts(asCorpus, site.html, { generatedYear: "2026" }),
    industry: site.industry ? industryVerdict(c.expect.trade, site.industry) : "unsure",
    industryGot: site.industry?.id ?? null,
    tradeWords: site.industry ? null : (site.trade ?? null),
    trade: c.expect.trade,
    langOk: sameLanguage(c.expect.language, lang),
    langGot: lang,
    factsInUnbuilt,
    mustNotContain: c.expect.mustNotContain.filter((m) => lowerPage.includes(m.toLowerCase())),
  };
}

export interface BlindFigures {
  customers: number;
  structured: { total: number; exact: number; suggested: number; missing: number; wrong: number };
  badTel: number;
  partialMaps: number;
  /** Every typed fact (structured, emails, other) on the page exactly, in a slot or in the owner's prose. */
  keptOnPage: { kept: number; total: number };
  invented: number;
  industry: { right: number; unsure: number; wrong: number; unsureOwnWords: number };
  langRight: number;
  factsInUnbuilt: number;
  mustNotContain: number;
}

export function sumBlind(rows: BlindRow[]): BlindFigures {
  const f: BlindFigures = {
    customers: rows.length,
    structured: { total: 0, exact: 0, suggested: 0, missing: 0, wrong: 0 },
    badTel: 0,
    partialMaps: 0,
    keptOnPage: { kept: 0, total: 0 },
    invented: 0,
    industry: { right: 0, unsure: 0, wrong: 0, unsureOwnWords: 0 },
    langRight: 0,
    factsInUnbuilt: 0,
    mustNotContain: 0,
  };
  for (const r of rows) {
    for (const t of Object.values(r.facts.byKind)) {
      f.structured.total += t.total;
      f.structured.exact += t.exact;
      f.structured.suggested += t.suggested;
      f.structured.missing += t.missing;
      f.structured.wrong += t.wrong;
    }
    f.badTel += r.facts.badTel.length;
    f.partialMaps += r.facts.partialMaps.length;
    f.keptOnPage.kept += r.onPage.kept + r.emails.kept + r.other.kept;
    f.keptOnPage.total += r.onPage.total + r.emails.total + r.other.total;
    f.invented += r.invented.length;
    f.industry[r.industry]++;
    if (r.industry === "unsure" && r.tradeWords) f.industry.unsureOwnWords++;
    if (r.langOk) f.langRight++;
    f.factsInUnbuilt += r.factsInUnbuilt.length;
    f.mustNotContain += r.mustNotContain.length;
  }
  return f;
}

export function formatBlind(f: BlindFigures, label = "blind corpus"): string {
  const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "-");
  const s = f.structured;
  return [
    `${label}: ${f.customers} customers`,
    `  phones, addresses, hours, prices (${s.total}): in a fact slot exactly ${s.exact} (${pct(s.exact, s.total)}), suggested ${s.suggested}, missing ${s.missing}; published wrong ${s.wrong}; bad tel: links ${f.badTel}; partial maps links ${f.partialMaps}`,
    `  every typed fact on the page exactly (slot or the owner's prose): ${f.keptOnPage.kept}/${f.keptOnPage.total} (${pct(f.keptOnPage.kept, f.keptOnPage.total)})`,
    `  invented facts ${f.invented}; claims it must not make ${f.mustNotContain}; facts in "Not built yet" ${f.factsInUnbuilt}`,
    `  kind of business: top-1 right ${f.industry.right} (${pct(f.industry.right, f.customers)}), unsure ${f.industry.unsure} (named in the owner's words ${f.industry.unsureOwnWords}, ${pct(f.industry.unsureOwnWords, f.industry.unsure)} of them; neutral ${f.industry.unsure - f.industry.unsureOwnWords}), wrong claimed ${f.industry.wrong}`,
    `  language label right ${f.langRight}/${f.customers}`,
  ].join("\n");
}
