// The PII redactor (src/lib/redact.ts) beside the redact-pii package: throughput on a 5 MB mixed
// corpus, time on pathological inputs (with a time limit), and what each finds on a labelled sample.
import { Worker } from "node:worker_threads";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { haveFiles, importTs } from "../lib/ts.mjs";
import { makeRedactor, REDACTORS } from "../lib/redactors.mjs";
import { inSentence, LABELLED, mixedCorpus, NOT_PII, PATHOLOGICAL, proseCorpus } from "../lib/redact-corpus.mjs";
import { BENCH_DIR, ROOT } from "../lib/paths.mjs";
import { median } from "../lib/stats.mjs";
import { num } from "../lib/table.mjs";

export const title = "Redactor (src/lib/redact.ts vs redact-pii)";

const MB = 1_000_000;

function inWorker(impl, oursModule, text, { runs = 1, warmup = 0, warmupText, repeat = 1, limitMs }) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(BENCH_DIR, "lib/redact-worker.mjs"), {
      workerData: { impl, oursModule, root: ROOT, text, runs, warmup, warmupText, repeat },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({ timedOut: true, limitMs });
    }, limitMs);
    worker.once("message", (m) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(m);
    });
    worker.once("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

function labelledScores(run) {
  const byCategory = [];
  let tp = 0;
  let fn = 0;
  let specTp = 0;
  let specFn = 0;
  for (const group of LABELLED) {
    const missed = [];
    let found = 0;
    for (const value of group.values) {
      const out = run(inSentence(value)).output;
      if (out.includes(value)) missed.push(value);
      else found += 1;
    }
    byCategory.push({ category: group.category, spec: group.spec, n: group.values.length, found, missed });
    tp += found;
    fn += group.values.length - found;
    if (group.spec) {
      specTp += found;
      specFn += group.values.length - found;
    }
  }
  const falseAlarms = NOT_PII.filter((value) => !run(inSentence(value)).output.includes(value));
  const fp = falseAlarms.length;
  return {
    byCategory,
    falseAlarms,
    precision: tp + fp ? tp / (tp + fp) : null,
    recall: tp / (tp + fn),
    specRecall: specTp / (specTp + specFn),
  };
}

export async function run(ctx) {
  if (!haveFiles("src/lib/redact.ts")) return { missing: "missing (src/lib/redact.ts not in this checkout)" };
  await importTs("redact", `export { redact } from "./src/lib/redact";`);
  const oursModule = join(ROOT, "dist-server/bench/redact.mjs");

  const corpusBytes = ctx.quick ? 1 * MB : 5 * MB;
  const corpora = [
    { corpus: "mixed", text: mixedCorpus(corpusBytes) },
    { corpus: "prose, no PII", text: proseCorpus(corpusBytes) },
  ];
  const corpusInfo = {
    bytes: corpusBytes,
    sha256: createHash("sha256").update(corpora[0].text).digest("hex").slice(0, 16),
  };
  // redact-pii is slower: one timed run of it, five (after a warm-up) of ours.
  const speedRuns = { ours: ctx.quick ? 1 : 5, "redact-pii": 1 };

  const speed = [];
  for (const { corpus, text } of corpora) {
    for (const impl of REDACTORS) {
      ctx.log(`  ${corpus} corpus: ${impl}`);
      const runs = speedRuns[impl];
      const r = await inWorker(impl, oursModule, text, { runs, warmup: impl === "ours" ? 1 : 0, limitMs: 300_000 });
      if (r.timedOut) speed.push({ corpus, impl, timedOut: true, limitMs: r.limitMs });
      else {
        const ms = median(r.times);
        const cpuMs = median(r.cpuTimes);
        speed.push({
          corpus,
          impl,
          runs,
          msMedian: ms,
          cpuMsMedian: cpuMs,
          mbPerSec: corpusBytes / MB / (ms / 1000),
          mbPerCpuSec: corpusBytes / MB / (cpuMs / 1000),
          redactions: r.count,
        });
      }
    }
  }

  // Ours at two sizes (the ratio shows the scaling): the fastest of 3 wall times (the run least
  // disturbed by other work; the thread CPU clock ticks too coarsely for calls of a few ms), after a
  // warm-up on a little of the same input, the small size timed over large/small calls so both
  // samples take as long. redact-pii once at the small size, stopped at the limit.
  const small = ctx.quick ? 10_000 : 100_000;
  const large = ctx.quick ? 100_000 : MB;
  const limitMs = ctx.quick ? 2_000 : 3_000;
  const pathological = [];
  for (const input of PATHOLOGICAL) {
    ctx.log(`  pathological: ${input.name}`);
    const warmupText = input.make(1000);
    const at = async (impl, n) => {
      const runs = impl === "ours" ? 3 : 1;
      const repeat = impl === "ours" ? large / n : 1;
      const r = await inWorker(impl, oursModule, input.make(n), { runs, repeat, warmupText, limitMs: limitMs * runs * repeat });
      return r.timedOut ? { timedOut: true, limitMs } : { ms: Math.min(...r.times), cpuMs: median(r.cpuTimes), runs, redactions: r.count };
    };
    const row = { input: input.name, ours: { small: await at("ours", small), large: await at("ours", large) } };
    const { small: s, large: l } = row.ours;
    row.ours.ratio = s.ms && l.ms ? l.ms / s.ms : null;
    row["redact-pii"] = { small: await at("redact-pii", small) };
    pathological.push(row);
  }

  ctx.log("  labelled sample");
  const labelled = {};
  for (const impl of REDACTORS) labelled[impl] = labelledScores(await makeRedactor(impl, { oursModule, root: ROOT }));

  return {
    corpus: {
      ...corpusInfo,
      description:
        "deterministic (seeded) building-management and HR text: ~40% plain prose, the rest work orders, HR records and energy reports with emails, phones, SSNs, addresses, DOBs, temperatures, kWh and account numbers",
    },
    speed,
    pathological: { smallChars: small, largeChars: large, limitMs, rows: pathological },
    labelled: {
      items: LABELLED.reduce((n, g) => n + g.values.length, 0),
      notPii: NOT_PII.length,
      results: labelled,
    },
    notes: [
      "redact-pii runs its SyncRedactor (built-in regular expressions and name list only); its Google Cloud DLP redactor needs the network and is not used.",
    ],
  };
}

export function tables(r) {
  if (r.missing) return [{ title: `Redactor: ${r.missing}`, columns: [{ key: "x", label: "-" }], rows: [] }];
  const timed = (v) => (!v ? "-" : v.timedOut ? `> ${num(v.limitMs / 1000)} s (stopped)` : `${num(v.ms, 1)} ms`);
  const ours = r.labelled.results.ours;
  const theirs = r.labelled.results["redact-pii"];
  const pct = (x) => (x == null ? "-" : `${Math.round(x * 100)}%`);
  return [
    {
      title: `Redactor throughput on ${num(r.corpus.bytes / MB, 1)} MB corpora (mixed: seeded, sha256 ${r.corpus.sha256}); median of the timed runs; CPU = the redacting thread's CPU time`,
      columns: [
        { key: "corpus", label: "corpus" },
        { key: "impl", label: "redactor" },
        { key: "mbPerSec", label: "MB/s", format: (_v, row) => (row.timedOut ? `> ${row.limitMs / 1000} s` : num(v, 2)) },
        { key: "mbPerCpuSec", label: "MB/CPU-s", format: (v) => num(v, 2) },
        { key: "msMedian", label: "ms", format: (v) => num(v) },
        { key: "cpuMsMedian", label: "CPU ms", format: (v) => num(v) },
        { key: "runs", label: "runs" },
        { key: "redactions", label: "redactions", format: (v) => num(v) },
      ],
      rows: r.speed,
    },
    {
      title: `Pathological inputs: ours fastest of 3, redact-pii one run stopped after ${num(r.pathological.limitMs / 1000)} s; ratio = ours at ${num(r.pathological.largeChars)} / at ${num(r.pathological.smallChars)} chars (10 = linear)`,
      columns: [
        { key: "input", label: "input" },
        { key: "s", label: `ours ${num(r.pathological.smallChars / 1000)}k`, format: (_v, row) => timed(row.ours.small), align: "right" },
        { key: "l", label: `ours ${num(r.pathological.largeChars / 1000)}k`, format: (_v, row) => timed(row.ours.large), align: "right" },
        { key: "ratio", label: "ratio", format: (_v, row) => num(row.ours.ratio, 1), align: "right" },
        { key: "p", label: `redact-pii ${num(r.pathological.smallChars / 1000)}k`, format: (_v, row) => timed(row["redact-pii"].small), align: "right" },
      ],
      rows: r.pathological.rows,
    },
    {
      title: `Labelled sample: values found (changed) per category, ${r.labelled.items} PII values + ${r.labelled.notPii} look-alikes that are not PII`,
      columns: [
        { key: "category", label: "category" },
        { key: "n", label: "n" },
        { key: "ours", label: "ours" },
        { key: "theirs", label: "redact-pii" },
      ],
      rows: [
        ...ours.byCategory.map((c, i) => ({
          category: c.spec ? c.category : `${c.category} (not in our rules)`,
          n: c.n,
          ours: c.found,
          theirs: theirs.byCategory[i].found,
        })),
        { category: "false alarms on look-alikes", n: r.labelled.notPii, ours: ours.falseAlarms.length, theirs: theirs.falseAlarms.length },
        { category: "precision", n: "", ours: pct(ours.precision), theirs: pct(theirs.precision) },
        { category: "recall (all categories)", n: "", ours: pct(ours.recall), theirs: pct(theirs.recall) },
        { category: "recall (our spec's categories)", n: "", ours: pct(ours.specRecall), theirs: pct(theirs.specRecall) },
      ],
      note: `False alarms, ours: ${ours.falseAlarms.join(" | ") || "none"}\nFalse alarms, redact-pii: ${theirs.falseAlarms.join(" | ") || "none"}\n${r.notes.join("\n")}`,
    },
  ];
}
