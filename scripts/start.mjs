// `npm start`: read .env, build what is stale (the site when its sources or a PUBLIC_* value changed
// since the last build, the server bundle when its sources did), then run the server. Every path is
// the package's, whatever the working directory. SIGTERM / SIGINT are passed to the server once: it
// drains and exits 0, and so does this script; nothing is left running.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ROOT, changedPublicVars, readStamp } from "./build-stamp.mjs";

const envFile = join(ROOT, ".env");
// Values already in the environment win over the file (as with Node's --env-file).
if (existsSync(envFile)) process.loadEnvFile(envFile);

const SITE_SOURCES = ["src", "public", "astro.config.mjs", "package.json", "package-lock.json"];
const SERVER_SOURCES = ["functions", "db", "src/lib", "src/config", "package.json", "package-lock.json", "scripts/build-node.mjs"];
const SERVER_BUNDLE = join(ROOT, "dist-server/server.mjs");

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let max = info.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

function whyStale() {
  const stamp = readStamp();
  if (!existsSync(join(ROOT, "dist/client/index.html")) || !stamp) return "no build yet";
  if (!existsSync(SERVER_BUNDLE)) return "no server bundle yet";
  const changed = changedPublicVars(stamp);
  if (changed.length) return `${changed.join(", ")} changed since the last build (baked into the pages)`;
  if (SITE_SOURCES.some((s) => newest(join(ROOT, s)) > stamp.builtAt)) return "sources changed since the last build";
  const bundleTime = statSync(SERVER_BUNDLE).mtimeMs;
  if (SERVER_SOURCES.some((s) => newest(join(ROOT, s)) > bundleTime)) return "server sources changed since the last build";
  return null;
}

const why = process.argv.includes("--build") ? "asked with --build" : whyStale();
if (why) {
  console.log(`Building the site and server (${why})...`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: ROOT });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Its own process group: a Ctrl-C in the terminal reaches the server once, through this script.
const child = spawn(process.execPath, ["--enable-source-maps", SERVER_BUNDLE], { stdio: "inherit", detached: true });
let forwarded = 0;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    // npm passes the terminal's Ctrl-C on as well: a repeat within a second is the same request.
    if (Date.now() - forwarded < 1000) return;
    forwarded = Date.now();
    child.kill(signal);
  });
}
// If this script dies some other way, the server must not outlive it.
process.on("exit", () => {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
});
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
