/** Node entry: `npm start` runs this bundle (dist-server/server.mjs). */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { PACKAGE_ROOT, startNodeServer, type NodeServer } from "./server";
import { startupErrorLines } from "../../startup-errors";
import { readFlag } from "../../config";

// The package's .env (values already in the environment win), also when started without `npm start`.
const envFile = join(PACKAGE_ROOT, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

// SIGTERM (a supervisor, `docker stop`) or SIGINT (Ctrl-C): drain and exit 0, also when it comes
// while the server is still starting. A second signal while draining ends the process at once.
let server: NodeServer | null = null;
let stopping = false;

function stop(signal: string) {
  console.log(`${signal}: finishing requests in flight, then stopping (running generations resume at the next start).`);
  server!.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`error: stopping the server: ${String((error as Error)?.message ?? error)}`);
      process.exit(1);
    },
  );
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    if (server) stop(signal);
    // Still starting: stopped as soon as it has started (see below).
  });
}

try {
  server = await startNodeServer(process.env);
} catch (error) {
  // Every problem as one line with its fix, no stack trace (the cause is in the line).
  for (const line of startupErrorLines(error)) console.error(`error: ${line}`);
  if (readFlag(process.env.DEBUG_STARTUP)) console.error(error);
  process.exit(1);
}
if (stopping) stop("stop requested while starting");
else {
  // The address the site calls itself (sign-in callbacks, links); the bound one may be another name of it.
  const site = server.config.siteUrl;
  const bound = site === server.url ? "" : ` (listening on ${new URL(server.url).host})`;
  console.log(`\n  Lumen Spaces is running at ${site}${bound}\n`);
}
