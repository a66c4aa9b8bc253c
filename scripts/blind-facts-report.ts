/**
 * Lists every price and hours fact of the blind corpus that is not published exactly: published
 * wrong, offered as a suggestion, or missing, with the typed text and what the site published.
 * Run: npx tsx scripts/blind-facts-report.ts [prices|hours|phones|addresses ...] [--corpus=customers-blind-2]
 * (`--corpus`: a folder of tests/fixtures; the first blind corpus by default). `--all` also lists, per
 * customer, the language, kind of business, invented facts, facts in "Not built yet" and lost facts.
 */
import { generateSite } from "../functions/generator/index";
import { join } from "node:path";
import { BLIND_DIR, blindGeneratorInput, formatBlind, loadBlind, scoreBlind, sumBlind, type BlindRow } from "../tests/helpers/blind-corpus";

const args = process.argv.slice(2);
const corpus = args.find((a) => a.startsWith("--corpus="))?.slice("--corpus=".length);
const all = args.includes("--all");
const named = args.filter((a) => !a.startsWith("--"));
const kinds = named.length ? named : ["prices", "hours"];
const rows: BlindRow[] = [];
const totals: Record<string, { total: number; exact: number; suggested: number; missing: number; wrong: number }> = {};
for (const c of loadBlind(corpus ? join(BLIND_DIR, "..", corpus) : BLIND_DIR)) {
  const site = await generateSite(blindGeneratorInput(c));
  const row = scoreBlind(c, site);
  rows.push(row);
  const lines: string[] = [];
  for (const k of kinds) {
    const t = row.facts.byKind[k as "prices"];
    const acc = (totals[k] ??= { total: 0, exact: 0, suggested: 0, missing: 0, wrong: 0 });
    for (const f of ["total", "exact", "suggested", "missing", "wrong"] as const) acc[f] += t[f];
    const exp = c.expect.facts[k as "prices"];
    for (const w of row.facts.wrong.filter((x) => x.startsWith(`${k}:`))) lines.push(`  WRONG   ${w}`);
    for (const w of row.facts.missing.filter((x) => x.startsWith(`${k}:`))) lines.push(`  MISSING ${w}`);
    for (const w of row.facts.suggested.filter((x) => x.startsWith(`${k}:`))) lines.push(`  SUGG    ${w}`);
    if (lines.length && k === "prices") {
      const pub: string[] = [];
      for (const s of site.content.sections as Array<Record<string, unknown>>) {
        if (s.kind === "offerings")
          for (const g of s.groups as Array<{ items: Array<{ name: string; price?: string }> }>)
            for (const it of g.items) if (it.price) pub.push(`${it.name} | ${it.price}`);
        if (s.kind === "pricing") for (const t of s.tiers as Array<{ name: string; price: string }>) pub.push(`${t.name} | ${t.price}`);
      }
      lines.push(`  expected: ${JSON.stringify(exp)}`, `  published: ${JSON.stringify(pub)}`);
    }
    if (lines.length && k === "hours") {
      lines.push(
        `  expected: ${JSON.stringify(exp)}`,
        `  published: ${JSON.stringify(site.content.facts.hours.map((h) => `${h.days.join(",")} [${h.label ?? ""}] ${h.time ?? ""}${h.closed ? " closed" : ""}`))}`,
      );
    }
  }
  if (all) {
    if (!row.langOk) lines.push(`  LANG    expected ${c.expect.language}, got ${row.langGot}`);
    if (row.industry !== "right") lines.push(`  KIND    ${row.industry}: ${row.trade} -> ${row.industryGot ?? `"${row.tradeWords ?? ""}"`}`);
    for (const i of row.invented) lines.push(`  INVENTED ${i}`);
    for (const u of row.factsInUnbuilt) lines.push(`  UNBUILT ${u}`);
    for (const m of row.mustNotContain) lines.push(`  MUSTNOT ${m}`);
    for (const l of [...row.onPage.lost, ...row.other.lost]) lines.push(`  LOST    ${l}`);
    for (const b of row.facts.badTel) lines.push(`  BADTEL  ${b}`);
    for (const b of row.facts.partialMaps) lines.push(`  PARTIAL ${b}`);
  }
  if (lines.length) console.log(`${c.id} (${c.file})\n${lines.join("\n")}`);
}
console.log(formatBlind(sumBlind(rows)));
for (const [k, t] of Object.entries(totals)) console.log(`${k}: ${t.exact}/${t.total} exact, ${t.suggested} suggested, ${t.missing} missing, ${t.wrong} wrong`);
