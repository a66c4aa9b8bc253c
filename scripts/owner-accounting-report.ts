/**
 * Is everything the owner typed on the page, in the right place? Over every corpus: the owner's
 * sentences (not requests, instructions or asides) with all their words on the page or placed whole in
 * their fact slots (only the slots' label words not repeated), typed facts
 * in "Not built yet", requests neither built nor listed back, price suggestions that do not name
 * their item, and (for the locale-generated script corpus and the third blind corpus) hours rows
 * with their days and prices with their item.
 * Run: npx tsx scripts/owner-accounting-report.ts [--show] [--suggestions] [--only=corpus,corpus]
 * (`--suggestions`: every price suggestion with the item it names, to read them.)
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { generateSite } from "../functions/generator/index";
import { BLIND_DIR, BLIND_DIR_2, type BlindCase, blindGeneratorInput, loadBlind } from "../tests/helpers/blind-corpus";
import { builtAsForm, listedBack, loadCorpus, toGeneratorInput } from "../tests/helpers/corpus";
import { buildLocaleCorpus } from "../tests/helpers/locale-corpus";
import {
  type HoursDaysExpect,
  type PriceItemExpect,
  type RequestExpect,
  buildScriptCorpus,
  factsInUnbuilt,
  hoursDaysPublished,
  hoursDaysWrong,
  priceItemPublished,
  requestAccounted,
  sentenceCoverage,
} from "../tests/helpers/owner-accounting";

const args = process.argv.slice(2);
const show = args.includes("--show");
const listSuggestions = args.includes("--suggestions");
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",");
const BLIND_DIR_3 = join(BLIND_DIR, "..", "customers-blind-3");
const BLIND_DIR_4 = join(BLIND_DIR, "..", "customers-blind-4");

interface Tally {
  cases: number;
  sentences: number;
  onPage: number;
  inSlots: number;
  numbersOnPage: number;
  factsInUnbuilt: number;
  requests: number;
  requestsDropped: number;
  priceSuggestions: number;
  unnamedSuggestions: number;
  hours: number;
  hoursOk: number;
  hoursWrongDays: number;
  prices: number;
  pricesOk: number;
  failed: number;
  lines: string[];
}
const tally = (): Tally => ({
  cases: 0,
  sentences: 0,
  onPage: 0,
  inSlots: 0,
  numbersOnPage: 0,
  factsInUnbuilt: 0,
  requests: 0,
  requestsDropped: 0,
  priceSuggestions: 0,
  unnamedSuggestions: 0,
  hours: 0,
  hoursOk: 0,
  hoursWrongDays: 0,
  prices: 0,
  pricesOk: 0,
  failed: 0,
  lines: [],
});

type Site = Awaited<ReturnType<typeof generateSite>>;
interface Job {
  id: string;
  run: () => Promise<Site>;
  facts: string[];
  requests: Array<RequestExpect & { listed?: boolean }>;
  hoursDays?: HoursDaysExpect[];
  priceItems?: PriceItemExpect[];
}

function score(t: Tally, job: Job, site: Site) {
  t.cases++;
  const cov = sentenceCoverage(site);
  t.sentences += cov.total;
  t.onPage += cov.onPage;
  t.inSlots += cov.inSlots;
  t.numbersOnPage += cov.numbersOnPage;
  for (const l of cov.lost) t.lines.push(`${job.id} LOST ${l}`);
  for (const l of cov.slotted) t.lines.push(`${job.id} IN-SLOTS ${l}`);
  const published = [...site.facts.phones, ...site.facts.emails, ...site.facts.hours.flatMap((h) => (h.time ? [h.time] : []))];
  const bad = factsInUnbuilt(site, [...job.facts, ...published]);
  t.factsInUnbuilt += bad.length;
  for (const b of bad) t.lines.push(`${job.id} FACT-IN-UNBUILT ${b}`);
  for (const r of job.requests) {
    t.requests++;
    // An ask the corpus expects listed back is also accounted for when the site builds it as a request
    // form (booking, ordering, quotes), as the corpus test (`checkSite`) counts it.
    const ok = r.listed ? listedBack(r.text, site.unbuilt) || builtAsForm(r.text, site.content) : requestAccounted(site, r);
    if (!ok) {
      t.requestsDropped++;
      t.lines.push(`${job.id} REQUEST-DROPPED ${r.kind}: ${r.text}  [unbuilt: ${site.unbuilt.join(" | ")}]`);
    }
  }
  for (const s of site.suggestions as Array<{ kind: string; value: string; item?: string }>) {
    if (s.kind !== "prices") continue;
    t.priceSuggestions++;
    if (listSuggestions) t.lines.push(`${job.id} SUGGESTION ${s.value}  <- ${s.item ?? "(no item)"}`);
    if (!s.item && !/\p{L}{3,}/u.test(s.value.replace(/\b(?:[A-Z]{3}|Rs|kr|zł|lei|Kč)\b/g, ""))) {
      t.unnamedSuggestions++;
      t.lines.push(`${job.id} UNNAMED-SUGGESTION ${s.value}`);
    }
  }
  for (const w of job.hoursDays ? hoursDaysWrong(site, job.hoursDays) : []) {
    t.hoursWrongDays++;
    t.lines.push(`${job.id} WRONG-DAY ${w}`);
  }
  for (const h of job.hoursDays ?? []) {
    t.hours++;
    if (hoursDaysPublished(site, h)) t.hoursOk++;
    else t.lines.push(`${job.id} HOURS ${h.text} -> ${JSON.stringify(site.facts.hours.map((x) => [x.days.join(","), x.label, x.time]))}`);
  }
  for (const p of job.priceItems ?? []) {
    t.prices++;
    if (priceItemPublished(site, p)) t.pricesOk++;
    else t.lines.push(`${job.id} PRICE ${p.text} (item "${p.item}", ${p.amount})`);
  }
}

const blindJobs = (cases: BlindCase[]): Job[] =>
  cases.map((c) => {
    const e = c.expect as BlindCase["expect"] & { requests?: RequestExpect[]; hoursDays?: HoursDaysExpect[]; priceItems?: PriceItemExpect[] };
    const f = e.facts;
    return {
      id: c.id,
      run: () => generateSite(blindGeneratorInput(c)),
      facts: [...f.phones, ...f.emails, ...f.addresses, ...f.hours, ...f.prices, ...f.other],
      requests: e.requests ?? (e.unbuildable ?? []).map((text) => ({ kind: "unbuildable", text, listed: true })),
      ...(e.hoursDays ? { hoursDays: e.hoursDays } : {}),
      ...(e.priceItems ? { priceItems: e.priceItems } : {}),
    };
  });

const corpora: Record<string, () => Job[]> = {
  customers: () =>
    loadCorpus().map((c) => ({
      id: c.id,
      run: () => generateSite(toGeneratorInput(c)),
      facts: c.expect.mustContain,
      requests: c.expect.listedBack.map((text) => ({ kind: "listedBack", text, listed: true })),
    })),
  "customers-blind": () => blindJobs(loadBlind(BLIND_DIR)),
  "customers-blind-2": () => blindJobs(loadBlind(BLIND_DIR_2)),
  ...(existsSync(BLIND_DIR_3) ? { "customers-blind-3": () => blindJobs(loadBlind(BLIND_DIR_3)) } : {}),
  ...(existsSync(BLIND_DIR_4) ? { "customers-blind-4": () => blindJobs(loadBlind(BLIND_DIR_4)) } : {}),
  locale: () =>
    buildLocaleCorpus().map((b) => ({
      id: b.id,
      run: () =>
        generateSite({
          projectName: b.name,
          businessType: "Business",
          description: b.description,
          requirements: b.requirements,
          details: null,
          template: null,
        }),
      facts: [...b.expect.phones, ...b.expect.addresses, ...b.expect.prices, ...b.expect.hours.map((h) => h.time)],
      requests: [],
    })),
  script: () =>
    buildScriptCorpus().map((b) => ({
      id: b.id,
      run: () => generateSite({ projectName: b.name, businessType: "Business", description: b.description, requirements: "", details: null, template: null }),
      facts: [...b.hoursDays.map((h) => h.text), ...b.priceItems.map((p) => p.text)],
      requests: [],
      hoursDays: b.hoursDays,
      priceItems: b.priceItems,
    })),
};

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "-");
for (const [name, jobs] of Object.entries(corpora)) {
  if (only && !only.includes(name)) continue;
  const t = tally();
  for (const job of jobs()) {
    try {
      score(t, job, await job.run());
    } catch (e) {
      t.failed++;
      t.lines.push(`${job.id} THREW ${(e as Error).message}`);
    }
  }
  console.log(
    `${name} (${t.cases}): owner sentences on the page ${t.onPage}/${t.sentences} (${pct(t.onPage, t.sentences)}; ${t.inSlots} of them fact lines in their slots), their numbers ${t.numbersOnPage} (${pct(t.numbersOnPage, t.sentences)}); facts in "Not built yet" ${t.factsInUnbuilt}; requests dropped ${t.requestsDropped}/${t.requests}; price suggestions without their item ${t.unnamedSuggestions}/${t.priceSuggestions}` +
      (t.hours ? `; hours rows with days ${t.hoursOk}/${t.hours}, days published that the owner did not give that time ${t.hoursWrongDays}` : "") +
      (t.prices ? `; priced items ${t.pricesOk}/${t.prices}` : "") +
      (t.failed ? `; threw ${t.failed}` : ""),
  );
  if (show || listSuggestions) for (const l of t.lines) if (show || l.includes(" SUGGESTION ")) console.log(`  ${l}`);
}
