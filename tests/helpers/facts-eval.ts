/**
 * How well a generated site kept the owner's facts, fact by fact: published exactly, offered to the
 * owner as a suggestion (not published until they accept it), published wrong, or missing. Also the
 * links a visitor would follow: a `tel:` link must dial a number the owner typed, a maps link must
 * search for an address the owner typed whole. Used by the locale corpus, the blind corpus and the
 * bench (`npm run bench -- --only=generator`).
 */
import type { WeekDay } from "../../core/intake";
import { asciiDigits } from "../../core/site/opening-times";

export type FactKind = "phones" | "addresses" | "hours" | "prices";
export const FACT_KINDS: readonly FactKind[] = ["phones", "addresses", "hours", "prices"];

export interface ExpectedFacts {
  phones: string[];
  addresses: string[];
  /** `{days, time}` (the locale corpus knows the days) or the hours as typed ("Tue-Fri 8:30-17:00"). */
  hours: Array<{ days: WeekDay[]; time: string } | string>;
  prices: string[];
}

export interface PublishedFacts {
  phones: string[];
  address?: string;
  hours: Array<{ days: WeekDay[]; label?: string; time?: string; closed: boolean }>;
  prices: string[];
}

/** What the parsers offered the owner without publishing it. */
export interface Suggestion {
  kind: FactKind;
  value: string;
}

export interface Tally {
  total: number;
  exact: number;
  suggested: number;
  missing: number;
  /** Published values of this kind that are no fact the owner typed (counted per value). */
  wrong: number;
}

export interface FactReport {
  byKind: Record<FactKind, Tally>;
  wrong: string[];
  missing: string[];
  suggested: string[];
  badTel: string[];
  partialMaps: string[];
}

/** One space for any run of spaces; a full stop at the very end ("145 kr." at a sentence end) is punctuation, not the fact. */
const squash = (s: string) =>
  s
    .normalize("NFC")
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim()
    .replace(/(?<=\p{L})\.$/u, "");
/** The digits of a number in any script ("٠١٠١٢٣٤٥٦٧٨" dials 01012345678). */
const digits = (s: string) => asciiDigits(s).replace(/\D/g, "");
const sameDays = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((d) => b.includes(d));

/** The facts a generated site's content publishes in fact slots (not its prose). */
export function publishedFacts(content: {
  facts: { phones: string[]; address?: string; hours: PublishedFacts["hours"] };
  sections: Array<Record<string, unknown>>;
}): PublishedFacts {
  const prices: string[] = [];
  for (const s of content.sections) {
    if (s.kind === "offerings")
      for (const g of s.groups as Array<{ items: Array<{ price?: string }> }>) for (const it of g.items) if (it.price) prices.push(it.price);
    if (s.kind === "pricing") for (const t of s.tiers as Array<{ price: string }>) prices.push(t.price);
  }
  return { phones: content.facts.phones, ...(content.facts.address ? { address: content.facts.address } : {}), hours: content.facts.hours, prices };
}

function hoursMatches(expected: ExpectedFacts["hours"][number], row: PublishedFacts["hours"][number]): boolean {
  if (!row.time) return false;
  if (typeof expected !== "string") return squash(row.time) === squash(expected.time) && sameDays(row.days, expected.days);
  const e = squash(expected);
  const t = squash(row.time);
  // A string expectation holds the time, and the days as typed when the owner gave them ("de lunes a
  // viernes de 9:30 a 14:00" is right as label "lunes a viernes" and time "9:30 a 14:00").
  if (e === t || e === squash(`${row.label ?? ""} ${t}`)) return true;
  const at = e.indexOf(t);
  if (at < 0) return false;
  // The time must be whole: not the first half of a split day ("9.30-12.30 e 15.00-19.00").
  if (/^\s*(?:[,/&+]|e|y|et|und|and|och|og|i|a|en)\s*\d/u.test(e.slice(at + t.length))) return false;
  if (!row.label) return !/\d/.test(e.slice(0, at)) && e.length - t.length <= 40;
  const l = squash(row.label);
  if (e.indexOf(l) >= 0 && e.indexOf(l) < at) return true;
  // The time typed first ("6:30-2 weekdays", "das 6h às 10h e das 17h às 20h, segunda a sábado"): the days right after it.
  const after = e.indexOf(l, at + t.length);
  return after >= 0 && !/\d/.test(e.slice(0, at)) && at <= 12 && /^[\s,;:]*(?:on\s+)?$/u.test(e.slice(at + t.length, after));
}

/**
 * A split day read as one row ("จันทร์-เสาร์ 07.30-09.30 และ 16.00-18.00") where the corpus lists its two times
 * as two facts: each half, with the row's days, is one of them.
 */
function halves(row: PublishedFacts["hours"][number]): Array<PublishedFacts["hours"][number]> {
  if (!row.time) return [];
  const parts = row.time.split(/\s+(?:and|et|y|und|e|i|og|och|en|ve|és|și|oraz|และ|و|और|및|и|a)\s+|\s*[,/／、]\s*/u);
  return parts.length >= 2 && parts.every((p) => /\d.*[-–—~〜].*\d/u.test(p)) ? parts.map((time) => ({ ...row, time })) : [];
}
const rowMatches = (e: ExpectedFacts["hours"][number], row: PublishedFacts["hours"][number]) =>
  hoursMatches(e, row) || halves(row).some((h) => hoursMatches(e, h));

function hoursText(h: ExpectedFacts["hours"][number]): string {
  return typeof h === "string" ? h : `${h.days.join(",")} ${h.time}`;
}

/** An attribute value as the browser reads it (the renderer escapes & < > " and '). */
function htmlDecode(s: string): string {
  return s
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Score one site. `html` is checked for tel: and maps links; `suggestions` are what the owner was offered. */
export function scoreFacts(expected: ExpectedFacts, published: PublishedFacts, html: string, suggestions: Suggestion[] = []): FactReport {
  const tally = (): Tally => ({ total: 0, exact: 0, suggested: 0, missing: 0, wrong: 0 });
  const byKind: Record<FactKind, Tally> = { phones: tally(), addresses: tally(), hours: tally(), prices: tally() };
  const report: FactReport = { byKind, wrong: [], missing: [], suggested: [], badTel: [], partialMaps: [] };
  const suggestedAs = (kind: FactKind, value: string) => suggestions.some((s) => s.kind === kind && squash(s.value) === squash(value));

  const judge = (kind: FactKind, expectedValues: string[], publishedValues: string[], label = (v: string) => v) => {
    const t = byKind[kind];
    for (const e of expectedValues) {
      t.total++;
      if (publishedValues.some((p) => squash(p) === squash(e))) t.exact++;
      else if (suggestedAs(kind, e)) {
        t.suggested++;
        report.suggested.push(`${kind}: ${label(e)}`);
      } else {
        t.missing++;
        report.missing.push(`${kind}: ${label(e)}`);
      }
    }
    for (const p of publishedValues) {
      if (!expectedValues.some((e) => squash(p) === squash(e))) {
        t.wrong++;
        report.wrong.push(`${kind}: ${p}`);
      }
    }
  };
  judge("phones", expected.phones, published.phones);
  judge("addresses", expected.addresses, published.address ? [published.address] : []);
  judge("prices", expected.prices, published.prices);

  const h = byKind.hours;
  for (const e of expected.hours) {
    h.total++;
    if (published.hours.some((row) => rowMatches(e, row))) h.exact++;
    else if (suggestions.some((s) => s.kind === "hours" && squash(s.value).includes(squash(typeof e === "string" ? e : e.time)))) {
      h.suggested++;
      report.suggested.push(`hours: ${hoursText(e)}`);
    } else {
      h.missing++;
      report.missing.push(`hours: ${hoursText(e)}`);
    }
  }
  for (const row of published.hours) {
    if (row.closed || !row.time) continue;
    const split = halves(row);
    if (!expected.hours.some((e) => hoursMatches(e, row)) && !(split.length && split.every((x) => expected.hours.some((e) => hoursMatches(e, x))))) {
      h.wrong++;
      report.wrong.push(`hours: ${row.days.join(",")}${row.label ? ` (${row.label})` : ""} ${row.time}`);
    }
  }

  const phoneDigits = expected.phones.map(digits);
  for (const m of html.matchAll(/href="tel:([^"]*)"/g)) {
    const d = digits(htmlDecode(m[1] as string));
    // The international form dials the country code too: the typed digits must end the link's.
    if (!phoneDigits.some((p) => p === d || (p.length >= 7 && (d.endsWith(p.replace(/^0+/, "")) || p.endsWith(d)))) && !report.badTel.includes(m[1] as string))
      report.badTel.push(m[1] as string);
  }
  for (const m of html.matchAll(/href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&(?:amp;)?query=([^"]*)"/g)) {
    // The href is HTML: a browser reads "&#39;" as "'" before it follows the link.
    const q = squash(decodeURIComponent(htmlDecode(m[1] as string)));
    if (!expected.addresses.some((a) => squash(a) === q || q.startsWith(`${squash(a)},`)) && !report.partialMaps.includes(q)) report.partialMaps.push(q);
  }
  return report;
}

export interface CorpusFigures {
  briefs: number;
  byKind: Record<FactKind, Tally>;
  /** Facts kept exactly, over all kinds. */
  exact: number;
  suggested: number;
  missing: number;
  total: number;
  wrong: number;
  badTel: number;
  partialMaps: number;
  /** Briefs with at least one wrong fact, bad tel: link or partial maps link. */
  briefsWithWrong: number;
}

export function sumReports(reports: FactReport[]): CorpusFigures {
  const byKind = Object.fromEntries(FACT_KINDS.map((k) => [k, { total: 0, exact: 0, suggested: 0, missing: 0, wrong: 0 }])) as Record<FactKind, Tally>;
  for (const r of reports)
    for (const k of FACT_KINDS) for (const f of ["total", "exact", "suggested", "missing", "wrong"] as const) byKind[k][f] += r.byKind[k][f];
  const sum = (f: keyof Tally) => FACT_KINDS.reduce((n, k) => n + byKind[k][f], 0);
  return {
    briefs: reports.length,
    byKind,
    exact: sum("exact"),
    suggested: sum("suggested"),
    missing: sum("missing"),
    total: sum("total"),
    wrong: sum("wrong"),
    badTel: reports.reduce((n, r) => n + r.badTel.length, 0),
    partialMaps: reports.reduce((n, r) => n + r.partialMaps.length, 0),
    briefsWithWrong: reports.filter((r) => r.wrong.length + r.badTel.length + r.partialMaps.length > 0).length,
  };
}

export function formatFigures(name: string, f: CorpusFigures): string {
  const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : "-");
  const lines = [
    `${name}: ${f.briefs} briefs, ${f.total} facts: exact ${f.exact} (${pct(f.exact, f.total)}), suggested ${f.suggested}, missing ${f.missing}; wrong published ${f.wrong}, bad tel: links ${f.badTel}, partial maps links ${f.partialMaps}; briefs with a wrong fact ${f.briefsWithWrong}`,
  ];
  for (const k of FACT_KINDS) {
    const t = f.byKind[k];
    lines.push(
      `  ${k.padEnd(9)} ${String(t.exact).padStart(4)}/${String(t.total).padEnd(4)} exact, ${t.suggested} suggested, ${t.missing} missing, ${t.wrong} wrong`,
    );
  }
  return lines.join("\n");
}
