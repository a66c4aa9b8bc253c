import { startAppServer } from "./lib/server.mjs";
import { seed, ROUTES, timeRouteInterleaved, deepestPage } from "./sections/scale.mjs";
import { readFileSync, mkdtempSync } from "node:fs";
import { join } from "node:path";
const only = process.argv[2] ? process.argv[2].split(",") : null;
const rounds = Number(process.argv[3] ?? 30);
const dir = mkdtempSync("/tmp/scale3/small-");
const small = join(dir, "app.db");
const f = await startAppServer({ dbPath: small }); await f.stop();
const envs = [
  { n: 100, dbPath: small, seeded: seed(small, 100, Date.now()) },
  { n: 100000, dbPath: "/tmp/scale3/db/big.db", seeded: JSON.parse(readFileSync("/tmp/scale3/db/big.db.json", "utf8")) },
];
for (const env of envs) {
  env.server = await startAppServer({ dbPath: env.dbPath });
  const { url } = env.server;
  const cookie = (who) => (who ? { cookie: `lumen_session=${env.seeded.tokens[who]}; lumen_signed_in=1` } : {});
  const auth = await fetch(`${url}/api/admin/auth`, { method: "POST", headers: { ...cookie("admin"), "content-type": "application/json", origin: url }, body: JSON.stringify({ password: "admin" }) });
  const panel = (auth.headers.get("set-cookie") ?? "").split(";")[0];
  env.adminHeaders = { cookie: `${cookie("admin").cookie}; ${panel}` };
  env.headersOf = (who) => (who === "admin" ? env.adminHeaders : cookie(who));
  env.paths = {};
  for (const r of ROUTES) env.paths[r.key] = r.deep ? await deepestPage(url, r.deep, env.headersOf(r.who), r.lastKey(env.seeded)) : r.path(env.seeded);
}
for (const r of ROUTES) {
  if (only && !only.includes(r.key)) continue;
  const m = await timeRouteInterleaved(envs, r, rounds);
  console.log(r.key.padEnd(16), m.perSize.map((x) => x.ms.toFixed(2)).join(" / "), "ratio", (m.perSize[1].ms / m.perSize[0].ms).toFixed(2), "paired", m.pairedRatio.toFixed(2), "bytes", m.perSize.map((x) => x.bytes).join("/"));
}
if (process.env.KEEP) { console.log(envs.map((e) => e.server.url)); await new Promise((r) => setTimeout(r, Number(process.env.KEEP))); }
for (const e of envs) await e.server.stop();
process.exit(0);
