// Runs one redactor on one text inside a worker thread, so the parent can stop it when it takes
// too long (a backtracking regular expression can run for hours on a pathological input).
// workerData: { impl, oursModule, root, text, runs, warmup, warmupText }
//   -> posts { times: ms[], count, outputLength }. `warmupText` (if any) is redacted once first, to
//   compile the regular expressions and warm the JIT before anything is timed.
import { parentPort, workerData } from "node:worker_threads";
import { makeRedactor } from "./redactors.mjs";

const { impl, oursModule, root, text, runs = 1, warmup = 0, warmupText } = workerData;
const run = await makeRedactor(impl, { oursModule, root });
if (warmupText) run(warmupText);
for (let i = 0; i < warmup; i++) run(text);
const times = [];
let last;
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  last = run(text);
  times.push(performance.now() - t0);
}
parentPort.postMessage({ times, count: last.count, outputLength: last.output.length });
