// `npm run dev`: Astro's dev server for the pages (hot reload) on PORT (4321), with the API,
// sign-in (/oidc) and hosted sites (/sites) proxied to the Node server on DEV_API_PORT (PORT + 1),
// bundled from functions/ at start (restart `npm run dev` after changing the API). Ctrl-C stops both.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./build-stamp.mjs";

const envFile = join(ROOT, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

const sitePort = Number(process.env.PORT || 4321);
const apiPort = Number(process.env.DEV_API_PORT || sitePort + 1);
const siteUrl = `http://localhost:${sitePort}`;

const bundle = spawnSync("npm", ["run", "build:node"], { stdio: "inherit", cwd: ROOT });
if (bundle.status !== 0) process.exit(bundle.status ?? 1);

const children = [];
function start(command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  children.push(child);
  child.on("exit", (code) => {
    for (const other of children) if (other !== child && other.exitCode === null) other.kill("SIGTERM");
    process.exitCode = code ?? 0;
  });
  return child;
}

// The API server answers as the dev site's origin (sign-in callbacks and links name port sitePort).
start(process.execPath, ["--enable-source-maps", join(ROOT, "dist-server/server.mjs")], {
  PORT: String(apiPort),
  PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL || siteUrl,
});
start("npx", ["astro", "dev", "--port", String(sitePort)], {
  ASTRO_TELEMETRY_DISABLED: "1",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  DEV_API_PORT: String(apiPort),
});
console.log(`\n  Pages (hot reload): ${siteUrl}   API, /oidc and /sites: proxied to http://127.0.0.1:${apiPort}\n`);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}
