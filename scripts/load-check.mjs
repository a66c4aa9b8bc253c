// `npm test` step: the load run (bench/sections/load.mjs) against the built server must end with no
// connection error, no timeout, no non-2xx answer and no retained memory growth (heap after GC).
//   node scripts/load-check.mjs               the check (10 s warm-up + 30 s measured)
//   node scripts/load-check.mjs --self-check  proves the check catches a leak: a throwaway server
//                                             leaking SELF_CHECK_LEAK_BYTES per request must FAIL it
//                                             (exit 0 when it does, 1 when the leak went unnoticed)
import { run, tables } from "../bench/sections/load.mjs";
import { formatTable } from "../bench/lib/table.mjs";

/** The deliberate leak: 16 KB per request passes the 8 MB limit after 512 requests, so 10 s suffice even on a machine this busy (~250 req/s seen). */
export const SELF_CHECK_LEAK_BYTES = 16_384;

const selfCheck = process.argv.includes("--self-check");
const result = await run(
  selfCheck ? { quick: true, warmupSeconds: 3, seconds: 10, leakBytesPerRequest: SELF_CHECK_LEAK_BYTES, log: () => {} } : { quick: false, log: () => {} },
);
for (const t of tables(result)) console.log(formatTable(t.title, t.columns, t.rows, { note: t.note }));
const rssLine = `RSS samples (s, MB): ${result.memorySamples.map((s) => `${s.t}:${s.mb}`).join(" ")}`;

if (selfCheck) {
  // Caught, and measured as what it is: the verdict failed and the growth per request is the leak's size.
  const perRequest = result.memory.bytesPerRequest ?? 0;
  const caught = !result.memory.flat && perRequest > SELF_CHECK_LEAK_BYTES * 0.5 && perRequest < SELF_CHECK_LEAK_BYTES * 1.5;
  console.log(
    caught
      ? `\nSelf-check passed: the deliberate leak of ${SELF_CHECK_LEAK_BYTES} bytes per request was caught (measured ${Math.round(perRequest)} bytes per request).`
      : `\nSelf-check FAILED: a leak of ${SELF_CHECK_LEAK_BYTES} bytes per request over ${result.requests} requests was not caught or mismeasured (${JSON.stringify(result.memory)}).\n${rssLine}`,
  );
  process.exit(caught ? 0 : 1);
}
if (!result.passed) {
  console.error(
    `\nLoad run failed: ${JSON.stringify({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, statusCodes: result.statusCodes, memory: result.memory, probes: result.probes })}`,
  );
  console.error(rssLine);
}
process.exit(result.passed ? 0 : 1);
