// Proves the Worker bundle builds (`wrangler deploy --dry-run`, also for the optional queue environment),
// reports its compressed size against Cloudflare's limits, and fails if any Node-only module found its
// way into it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";

// Cloudflare's long-standing limits are 3 MiB (free) / 10 MiB (paid) compressed; wrangler 4.151 checks
// 64 MiB uncompressed instead (the newer limit on every plan). We gate on the stricter free-plan one.
const FREE_LIMIT = 3 * 1024 * 1024;
const PAID_LIMIT = 10 * 1024 * 1024;
const UNCOMPRESSED_LIMIT = 64 * 1024 * 1024;
/** Modules that only work on Node; none may be in the Worker. */
const NODE_ONLY = [
  /node_modules\/oidc-provider\//,
  /node_modules\/koa/,
  /node_modules\/libsql\//,
  /@libsql\/client\/lib-esm\/node/,
  /node_modules\/@hono\/node-server\//,
  /node_modules\/sharp\//,
  /functions\/hosts\/node\//,
  /functions\/auth\/embedded-idp/,
  /db\/client-node/,
  /db\/migrate/,
];

function dryRun(extraArgs, out) {
  const r = spawnSync(
    "npx",
    ["wrangler", "deploy", "--dry-run", "--config", "wrangler.toml", ...extraArgs, "--outdir", out, "--metafile", join(out, "meta.json")],
    {
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    },
  );
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    process.exit(1);
  }
  // wrangler.toml has an optional environment ("queue"): every deploy names its target, so none warns.
  if (/Multiple environments are defined/.test(`${r.stdout}${r.stderr}`)) {
    console.error(`\`wrangler deploy ${extraArgs.join(" ")}\` warned about multiple environments:\n${r.stderr}`);
    process.exit(1);
  }
  return r.stdout;
}

const out = mkdtempSync(join(tmpdir(), "lumen-worker-"));
const queueOut = mkdtempSync(join(tmpdir(), "lumen-worker-queue-"));
// The bundles are read here and nowhere else: gone however this script ends.
process.on("exit", () => {
  for (const dir of [out, queueOut]) rmSync(dir, { recursive: true, force: true });
});
// `--env=` (empty) is the top-level environment, the default deployment.
dryRun(["--env="], out);
// The optional queue deployment (wrangler.toml's env "queue") must build too, with its producer binding.
if (!dryRun(["--env", "queue"], queueOut).includes("env.GENERATION_QUEUE")) {
  console.error("`wrangler deploy --dry-run --env queue` did not bind GENERATION_QUEUE.");
  process.exit(1);
}
// Wrangler names the bundle after the entry (wrangler.toml's `main`): functions/hosts/worker/index.ts -> index.js.
const entry = /^main\s*=\s*"([^"]+)"/m.exec(readFileSync("wrangler.toml", "utf8"))?.[1] ?? "index.ts";
const entryFile = `${basename(entry).replace(/\.[cm]?[jt]s$/, "")}.js`;
// The upload is the script and every module wrangler writes beside it (a `.wasm` such as the share
// card's renderer): all of them count toward the limits.
const moduleFiles = readdirSync(out).filter((f) => f === entryFile || /\.(wasm|bin)$/.test(f));
const code = Buffer.concat(moduleFiles.map((f) => readFileSync(join(out, f))));
const gz = moduleFiles.reduce((n, f) => n + gzipSync(readFileSync(join(out, f)), { level: 9 }).length, 0);
const inputs = Object.keys(JSON.parse(readFileSync(join(out, "meta.json"), "utf8")).inputs);
const forbidden = inputs.filter((i) => NODE_ONLY.some((re) => re.test(i)));
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `Worker bundle: ${kib(code.length)} raw, ${kib(gz)} gzip (${((gz / FREE_LIMIT) * 100).toFixed(0)}% of the 3 MiB free-plan limit, ${((gz / PAID_LIMIT) * 100).toFixed(0)}% of 10 MiB paid; ${((code.length / UNCOMPRESSED_LIMIT) * 100).toFixed(0)}% of 64 MiB uncompressed); ${inputs.length} modules${moduleFiles.length > 1 ? `, with ${moduleFiles.filter((f) => f !== entryFile).join(", ")}` : ""}.`,
);
if (forbidden.length) {
  console.error(`Node-only modules in the Worker bundle:\n  ${forbidden.join("\n  ")}`);
  process.exit(1);
}
if (gz > FREE_LIMIT || code.length > UNCOMPRESSED_LIMIT) {
  console.error("The Worker bundle is over the free-plan (3 MiB gzip) or the 64 MiB uncompressed limit.");
  process.exit(1);
}
console.log("No Node-only module in the Worker bundle.");
