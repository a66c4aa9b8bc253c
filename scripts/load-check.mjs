// `npm test` step: the 30 s load run (bench/sections/load.mjs) against the built server must end
// with no connection error, no timeout, no non-2xx answer and flat memory.
import { run, tables } from "../bench/sections/load.mjs";
import { formatTable } from "../bench/lib/table.mjs";

const result = await run({ quick: false, log: () => {} });
for (const t of tables(result)) console.log(formatTable(t.title, t.columns, t.rows, { note: t.note }));
if (!result.passed) {
  console.error(`\nLoad run failed: ${JSON.stringify({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, statusCodes: result.statusCodes, memory: result.memory })}`);
  console.error(`RSS samples (s, MB): ${result.memorySamples.map((s) => `${s.t}:${s.mb}`).join(" ")}`);
}
process.exit(result.passed ? 0 : 1);
