/**
 * Redactor benchmark: `npx tsx bench/redact.ts` (from the repository root).
 * Prints, for a 5 MB realistic document, 5 MB of prose, and hostile inputs at 100k and 1M characters,
 * the median CPU time of this process (user + system; robust when other work shares the machine)
 * and the median wall time. The 1M/100k ratio shows the scaling: about 10 means linear.
 */
import { loadavg } from "node:os";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { redact } from "../src/lib/redact";

interface Sample {
  cpu: number;
  wall: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function time(text: string, runs = 5): Sample {
  redact(text); // warm-up
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    redact(text);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { cpu: median(cpu), wall: median(wall) };
}

const fmt = (s: Sample) => `${s.cpu.toFixed(0)} ms CPU, ${s.wall.toFixed(0)} ms wall`;

const sample = readFileSync(fileURLToPath(new URL("../tests/unit/fixtures/redaction-sample.txt", import.meta.url)), "utf8");
const fiveMb = sample.repeat(Math.ceil(5_000_000 / sample.length)).slice(0, 5_000_000);
const prose = "The quarterly review covered tenant satisfaction, maintenance backlog and the capital plan for the east wing. ";
const fiveMbProse = prose.repeat(Math.ceil(5_000_000 / prose.length)).slice(0, 5_000_000);

console.log(
  `node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
const r = redact(fiveMb);
console.log(`5 MB realistic document (${r.redactionCount} redactions): ${fmt(time(fiveMb))}`);
console.log(`5 MB prose without PII: ${fmt(time(fiveMbProse))}`);

const hostile: Record<string, (n: number) => string> = {
  "digit run": (n) => "1".repeat(n),
  "whitespace run": (n) => " ".repeat(n),
  "long local part + domain": (n) => `${"a".repeat(n / 2)}@${"a".repeat(n / 2)}`,
  "a@ repeated": (n) => "a@".repeat(n / 2),
  dots: (n) => ".".repeat(n),
  "a. labels after @": (n) => `x@${"a.".repeat(n / 2)}`,
  "digit-dash": (n) => "1-".repeat(n / 2),
  "digit-dot": (n) => "1.".repeat(n / 2),
  "12 + space": (n) => "12 ".repeat(n / 3),
  "capitalised words": (n) => `12 ${"Main ".repeat(n / 5)}`,
  "labels without values": (n) => "DOB Building Unit HVAC- Sensor- ".repeat(n / 32),
  "degree signs": (n) => "1.1°".repeat(n / 4),
  "(555) repeated": (n) => "(555) ".repeat(n / 6),
  "+1 repeated": (n) => "+1 ".repeat(n / 3),
};
console.log("\nhostile input (CPU ms)    100k      1M   ratio");
for (const [name, make] of Object.entries(hostile)) {
  const small = time(make(100_000), 3).cpu;
  const large = time(make(1_000_000), 3).cpu;
  console.log(`${name.padEnd(24)} ${small.toFixed(1).padStart(7)} ${large.toFixed(1).padStart(7)} ${(large / Math.max(small, 0.1)).toFixed(1).padStart(7)}`);
}
