// The hostile-brief parse timed in an isolate of its own (a worker thread), as a server process runs
// the parser: after it has generated the team's and both blind corpora's sites, with nothing else in
// it. (The bench process itself holds Lighthouse and several bundles of the app: V8 stops optimising
// regular expressions once an isolate has compiled a lot of regexp code, so there the figure measures
// what the bench loaded before, not the parser; see functions/generator/README.md.)
import { parentPort, workerData } from "node:worker_threads";
import { join } from "node:path";
import { ROOT } from "./paths.mjs";
import { importTs } from "./ts.mjs";
import { median } from "./stats.mjs";

const { words, runs, batch } = workerData;
const lib = await importTs(
  "generator-hostile",
  `${words}export { generateSite } from "./functions/generator/index";
   export { extractFacts } from "./core/brief/facts/index";
   export { hostileBrief } from "./tests/helpers/locale-corpus";
   export { loadCorpus, toGeneratorInput } from "./tests/helpers/corpus";
   export { blindGeneratorInput, loadBlind } from "./tests/helpers/blind-corpus";`,
);
let warmed = 0;
for (const c of lib.loadCorpus(join(ROOT, "tests/fixtures/customers"))) warmed += (await lib.generateSite(lib.toGeneratorInput(c))) ? 1 : 0;
for (const dir of ["customers-blind", "customers-blind-2"])
  for (const c of lib.loadBlind(join(ROOT, "tests/fixtures", dir))) warmed += (await lib.generateSite(lib.blindGeneratorInput(c))) ? 1 : 0;

const cpu = () => {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
};
const time = (text) => {
  for (let i = 0; i < 2; i++) lib.extractFacts({ description: text, requirements: "" }, null, "en");
  const out = [];
  for (let i = 0; i < runs; i++) {
    const c0 = cpu();
    for (let j = 0; j < batch; j++) lib.extractFacts({ description: text, requirements: "" }, null, "en");
    out.push((cpu() - c0) / batch);
  }
  return median(out);
};
parentPort.postMessage({ warmed, ms5k: time(lib.hostileBrief(5000)), ms50k: time(lib.hostileBrief(50000)) });
