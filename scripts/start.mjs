// `npm start`: build what is stale (the site and the server bundle), then run the server.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const SOURCES = ["src", "public", "functions", "db", "astro.config.mjs", "package.json", "package-lock.json"];
const STAMP = "dist-server/.build-stamp";

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let max = info.mtimeMs;
  for (const name of readdirSync(path)) max = Math.max(max, newest(join(path, name)));
  return max;
}

const stampTime = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
const stale = !existsSync("dist/client/index.html") || !existsSync("dist-server/server.mjs") || SOURCES.some((s) => newest(s) > stampTime);

if (stale || process.argv.includes("--build")) {
  console.log("Building the site and server (sources changed since the last build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}

const child = spawn(process.execPath, ["--enable-source-maps", "dist-server/server.mjs"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
