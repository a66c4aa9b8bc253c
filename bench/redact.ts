/**
 * Redactor benchmark: `npx tsx bench/redact.ts` (from the repository root).
 * Prints the median of several runs for a 5 MB realistic document and for hostile inputs at
 * 100k and 1M characters (the 1M/100k ratio shows the scaling: ~10 means linear).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { redact } from "../src/lib/redact";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function time(text: string, runs = 5): number {
  redact(text); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    redact(text);
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

const sample = readFileSync(fileURLToPath(new URL("../tests/unit/fixtures/redaction-sample.txt", import.meta.url)), "utf8");
const fiveMb = sample.repeat(Math.ceil(5_000_000 / sample.length)).slice(0, 5_000_000);
const prose =
  "The quarterly review covered tenant satisfaction, maintenance backlog and the capital plan for the east wing. ";
const fiveMbProse = prose.repeat(Math.ceil(5_000_000 / prose.length)).slice(0, 5_000_000);

console.log(`node ${process.version}`);
const r = redact(fiveMb);
console.log(`5 MB realistic document (${r.redactionCount} redactions): ${time(fiveMb).toFixed(0)} ms`);
console.log(`5 MB prose without PII: ${time(fiveMbProse).toFixed(0)} ms`);

const hostile: Record<string, (n: number) => string> = {
  "digit run": (n) => "1".repeat(n),
  "whitespace run": (n) => " ".repeat(n),
  "long local part + domain": (n) => `${"a".repeat(n / 2)}@${"a".repeat(n / 2)}`,
  "a@ repeated": (n) => "a@".repeat(n / 2),
  "dots": (n) => ".".repeat(n),
  "a. labels after @": (n) => `x@${"a.".repeat(n / 2)}`,
  "digit-dash": (n) => "1-".repeat(n / 2),
  "digit-dot": (n) => "1.".repeat(n / 2),
  "12 + space": (n) => "12 ".repeat(n / 3),
  "capitalised words": (n) => `12 ${"Main ".repeat(n / 5)}`,
  "labels without values": (n) => "DOB Building Unit HVAC- Sensor- ".repeat(n / 32),
  "degree signs": (n) => "1.1°".repeat(n / 4),
  "(555) repeated": (n) => "(555) ".repeat(n / 6),
};
console.log("\nhostile input            100k ms   1M ms   ratio");
for (const [name, make] of Object.entries(hostile)) {
  const small = time(make(100_000), 3);
  const large = time(make(1_000_000), 3);
  console.log(`${name.padEnd(24)} ${small.toFixed(1).padStart(7)} ${large.toFixed(1).padStart(7)} ${(large / small).toFixed(1).padStart(7)}`);
}
