// `npm run preview:edge`: the production Worker in workerd (wrangler dev, local mode) on loopback,
// against a real libSQL database served over HTTP by scripts/edge/hrana-server.mjs — the same
// driver (@libsql/client/web) and protocol the Worker uses against Turso in production.
//
// Sign-in: the embedded identity provider runs in a Node process beside it (EDGE_IDP_PORT), sharing
// the same database, and the Worker is pointed at it as an ordinary OpenID Connect issuer.
//
// Env: EDGE_PORT (8787), EDGE_DB_PORT (8788), EDGE_IDP_PORT (8789), EDGE_DB_FILE (data/edge.db),
//      EDGE_SKIP_BUILD=1 to reuse the last build, EDGE_VARS='{"NAME":"value"}' for more Worker vars,
//      EDGE_QUEUE=1 to run wrangler.toml's "queue" environment (generation through a local Cloudflare
//      Queue and the Worker's queue() consumer), EDGE_WRANGLER_LOG=<file> to also write wrangler's output there,
//      EDGE_WRANGLER_CONFIG=<file> for another Wrangler config than wrangler.toml (the benchmark's copy
//      with the rate-limit binding raised, bench/sections/edge.mjs).
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { createHranaServer } from "./hrana-server.mjs";

const edgePort = Number(process.env.EDGE_PORT ?? 8787);
const dbPort = Number(process.env.EDGE_DB_PORT ?? 8788);
const idpPort = Number(process.env.EDGE_IDP_PORT ?? 8789);
const dbFile = process.env.EDGE_DB_FILE ?? "data/edge.db";
const siteUrl = `http://127.0.0.1:${edgePort}`;
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", ASTRO_TELEMETRY_DISABLED: "1" };

function run(cmd, args, env = quietEnv) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (process.env.EDGE_SKIP_BUILD !== "1") {
  run("npm", ["run", "build:cf"], { ...quietEnv, PUBLIC_SITE_URL: siteUrl });
  run("npm", ["run", "build:node"]);
}
// The share card's fonts in the Worker's assets (build:cf copies them; a reused `npm run build` has none).
run("node", ["scripts/card-fonts.mjs"]);

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

// The identity provider, hosted by the Node server on its own port, over the same database.
const idpUrl = `http://127.0.0.1:${idpPort}`;
const idp = spawn(process.execPath, ["dist-server/server.mjs"], {
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...quietEnv,
    PORT: String(idpPort),
    HOST: "127.0.0.1",
    PUBLIC_SITE_URL: idpUrl,
    DATABASE_URL: databaseUrl,
    EMBEDDED_IDP_CLIENT_ORIGINS: siteUrl,
    LOG_REQUESTS: "0",
  },
});
for (let i = 0; ; i++) {
  const ok = await fetch(`${idpUrl}/oidc/.well-known/openid-configuration`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (i > 100) throw new Error("the identity provider did not start");
  await new Promise((r) => setTimeout(r, 200));
}
const settings = await fetch(`${databaseUrl}/v2/pipeline`, {
  method: "POST",
  body: JSON.stringify({
    requests: [{ type: "execute", stmt: { sql: "select payload from idp_records where model = 'EmbeddedIdpSettings' and id = 'default'" } }, { type: "close" }],
  }),
}).then((r) => r.json());
const clientSecret = JSON.parse(settings.results[0].response.result.rows[0][0].value).clientSecret;
console.log(`identity provider at ${idpUrl}/oidc`);

// The Worker runs as in production, where ADMIN_PASSWORD is required (else every API call answers
// 503): the preview gets a local one unless EDGE_VARS or the environment gives one.
const adminPassword = process.env.ADMIN_PASSWORD || "preview-admin-password";
const vars = {
  ADMIN_PASSWORD: adminPassword,
  DATABASE_URL: databaseUrl,
  PUBLIC_SITE_URL: siteUrl,
  OIDC_ISSUER: `${idpUrl}/oidc`,
  OIDC_CLIENT_ID: "lumen-local",
  OIDC_CLIENT_SECRET: clientSecret,
  ADMIN_EMAILS: "admin@example.com",
  ...JSON.parse(process.env.EDGE_VARS ?? "{}"),
};
const queue = process.env.EDGE_QUEUE === "1";
const logFile = process.env.EDGE_WRANGLER_LOG;
const wrangler = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--config",
    process.env.EDGE_WRANGLER_CONFIG ?? "wrangler.toml",
    ...(queue ? ["--env", "queue"] : []),
    "--ip",
    "127.0.0.1",
    "--port",
    String(edgePort),
    "--show-interactive-dev-session=false",
    ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
  ],
  { stdio: logFile ? ["inherit", "pipe", "pipe"] : "inherit", env: quietEnv },
);
if (logFile) {
  const log = createWriteStream(logFile, { flags: "a" });
  wrangler.stdout.on("data", (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
  wrangler.stderr.on("data", (chunk) => {
    process.stderr.write(chunk);
    log.write(chunk);
  });
}
console.log(`\n  The Worker (workerd) will answer at ${siteUrl}${queue ? " (generation through the local queue)" : ""}`);
console.log(`  Admin panel password: ${vars.ADMIN_PASSWORD === adminPassword ? adminPassword : "(from EDGE_VARS)"}\n`);

const stop = () => {
  wrangler.kill("SIGTERM");
  idp.kill("SIGTERM");
  dbServer.close();
};
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
wrangler.on("exit", (code) => {
  idp.kill("SIGTERM");
  dbServer.close();
  process.exit(code ?? 0);
});
