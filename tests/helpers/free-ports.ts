import { execFileSync } from "node:child_process";

/**
 * Probe script: finds `count` consecutive free loopback ports (the first one from the OS, then a
 * block checked port by port), prints the first. Run in a child process because Playwright loads
 * its config synchronously.
 */
const PROBE = `
const net = require("node:net");
const count = Number(process.argv[1]);
const listen = (port) => new Promise((ok) => { const s = net.createServer(); s.once("error", () => ok(null)); s.listen({ port, host: "127.0.0.1", exclusive: true }, () => ok(s)); });
(async () => {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = await listen(attempt === 0 ? 0 : 20000 + Math.floor(Math.random() * 40000));
    if (!first) continue;
    const base = first.address().port;
    const held = [first];
    for (let i = 1; i < count; i++) { const s = await listen(base + i); if (!s) break; held.push(s); }
    for (const s of held) s.close();
    if (held.length === count && base + count <= 65535) { console.log(base); return; }
  }
  process.exit(1);
})();`;

/**
 * The port in `env[name]` when set, else the first of `count` consecutive free ports found now,
 * stored in `env[name]` so Playwright's worker processes (which load the config again with this
 * environment) agree on it. Two checkouts can run their suites at once.
 */
export function portFromEnvOrFree(name: string, count = 1, env: NodeJS.ProcessEnv = process.env): number {
  if (!env[name]) env[name] = execFileSync(process.execPath, ["-e", PROBE, String(count)], { encoding: "utf8" }).trim();
  const port = Number(env[name]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number, got ${env[name]}`);
  return port;
}
