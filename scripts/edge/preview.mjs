// `npm run preview:edge`: the production Worker in workerd (wrangler dev, local mode) on loopback,
// against a real libSQL database served over HTTP by scripts/edge/hrana-server.mjs — the same
// driver (@libsql/client/web) and protocol the Worker uses against Turso in production.
//
// Env: EDGE_PORT (8787), EDGE_DB_PORT (8788), EDGE_DB_FILE (data/edge.db), EDGE_SKIP_BUILD=1.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { createHranaServer } from "./hrana-server.mjs";

const edgePort = Number(process.env.EDGE_PORT ?? 8787);
const dbPort = Number(process.env.EDGE_DB_PORT ?? 8788);
const dbFile = process.env.EDGE_DB_FILE ?? "data/edge.db";
const siteUrl = `http://127.0.0.1:${edgePort}`;
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", ASTRO_TELEMETRY_DISABLED: "1" };

function run(cmd, args, env = quietEnv) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (process.env.EDGE_SKIP_BUILD !== "1") run("npm", ["run", "build:cf"], { ...quietEnv, PUBLIC_SITE_URL: siteUrl });

mkdirSync(dirname(dbFile), { recursive: true });
const { server: dbServer } = createHranaServer(dbFile);
await new Promise((resolve) => dbServer.listen(dbPort, "127.0.0.1", resolve));
const databaseUrl = `http://127.0.0.1:${dbPort}`;
console.log(`libSQL over HTTP at ${databaseUrl} (${dbFile})`);

// The deploy step, exactly as in production: migrations are never applied at request time.
// (Spawned asynchronously: the database server lives in this process and must keep answering.)
await new Promise((resolve, reject) => {
  const child = spawn(process.execPath, ["scripts/db-migrate.mjs"], { stdio: "inherit", env: { ...quietEnv, DATABASE_URL: databaseUrl } });
  child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`db:migrate exited with ${code}`))));
});

const vars = { DATABASE_URL: databaseUrl, PUBLIC_SITE_URL: siteUrl, ...(JSON.parse(process.env.EDGE_VARS ?? "{}")) };
const wrangler = spawn(
  "npx",
  ["wrangler", "dev", "--config", "wrangler.toml", "--ip", "127.0.0.1", "--port", String(edgePort), "--show-interactive-dev-session=false",
    ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`])],
  { stdio: "inherit", env: quietEnv },
);
console.log(`\n  The Worker (workerd) will answer at ${siteUrl}\n`);

const stop = () => {
  wrangler.kill("SIGTERM");
  dbServer.close();
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => { stop(); process.exit(0); });
wrangler.on("exit", (code) => { dbServer.close(); process.exit(code ?? 0); });
