// Runs one redactor on one text inside a worker thread, so the parent can stop it when it takes
// too long (a backtracking regular expression can run for hours on a pathological input).
// workerData: { impl, oursModule, root, text, runs, warmup, warmupText, repeat }
//   -> posts { times: wall ms[], cpuTimes: this thread's CPU ms[], count, outputLength }, per call.
// `warmupText` (if any) is redacted once first, to compile the regular expressions and warm the JIT.
// `repeat` > 1 times that many calls together and divides: short calls are below what the thread
// CPU clock resolves reliably.
import { parentPort, workerData } from "node:worker_threads";
import { makeRedactor } from "./redactors.mjs";

const { impl, oursModule, root, text, runs = 1, warmup = 0, warmupText, repeat = 1 } = workerData;
const run = await makeRedactor(impl, { oursModule, root });
if (warmupText) run(warmupText);
for (let i = 0; i < warmup; i++) run(text);
const times = [];
const cpuTimes = [];
let last;
for (let i = 0; i < runs; i++) {
  const c0 = process.threadCpuUsage();
  const t0 = performance.now();
  for (let j = 0; j < repeat; j++) last = run(text);
  times.push((performance.now() - t0) / repeat);
  const c = process.threadCpuUsage(c0);
  cpuTimes.push((c.user + c.system) / 1000 / repeat);
}
parentPort.postMessage({ times, cpuTimes, count: last.count, outputLength: last.output.length });
