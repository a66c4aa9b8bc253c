/**
 * Per-address limits on the real Node server (dist-server/server.mjs), with two real client addresses
 * on loopback (127.0.0.2 and 127.0.0.3): one caller spending its limits never spends another's, and an
 * anonymous flood never stops anyone signing in. Tests of the app alone cannot show this: they have no
 * socket, so they play the proxy and send the address in a header.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { createServer } from "node:net";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildRoiLeadPayload, ROI_DEFAULTS } from "../../core/roi";
import { LEADS_RATE_LIMIT } from "../../functions/routes/leads";

const SERVER = resolve("dist-server/server.mjs");
const A = "127.0.0.2";
const B = "127.0.0.3";
/** The API-wide per-minute limit the server runs with (its default). */
const PER_MINUTE = 100;

let dir: string;
let child: ChildProcess;
let port: number;
let origin: string;

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request to the server from the local address `from`. */
function call(from: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done, fail) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        localAddress: from,
        agent: false,
        headers: payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload), origin } : { origin },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", fail);
    req.end(payload);
  });
}

async function spend(from: string, times: number, method: string, path: string, body?: (i: number) => unknown): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await call(from, method, path, body?.(i))).status);
  return statuses;
}

beforeAll(async () => {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` first (npm test builds before this suite).`);
  dir = mkdtempSync(join(tmpdir(), "lumen-addresses-"));
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  let output = "";
  child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_SITE_URL: origin,
      DATABASE_URL: `file:${join(dir, "app.db")}`,
      LOG_REQUESTS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start within 30 s:\n${output}`);
});

afterAll(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

// One wall-clock minute window is shared by everything below; each test spends only its own address pair's budget.
describe("two client addresses never share a limit (built server)", () => {
  it("the anonymous API quota is per address, and sign-in is never refused by it", async () => {
    const spent = await spend(A, PER_MINUTE + 1, "GET", "/api/templates");
    // A minute boundary may reset the window once mid-run; at least one refusal shows the limit bit.
    expect(spent.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(spent.every((s) => s === 200 || s === 429)).toBe(true);

    expect((await call(B, "GET", "/api/templates")).status).toBe(200);
    // The flooding address itself can still start a sign-in: /api/login answers a redirect to the provider.
    const login = await call(A, "GET", "/api/login");
    expect(login.status).toBe(302);
    expect(String(login.headers.location)).toContain("/oidc/auth");
  });

  it("the embedded provider's sign-in pages are limited per address", async () => {
    const spent = await spend(A, PER_MINUTE + 1, "GET", "/oidc/auth");
    expect(spent.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    // Another address is not affected (400: no client_id, the provider's own answer, not a 429).
    expect((await call(B, "GET", "/oidc/auth")).status).not.toBe(429);
    // The back channel our own server uses is never counted.
    expect((await call(A, "GET", "/oidc/.well-known/openid-configuration")).status).toBe(200);
  });

  it("leads are limited per address, not site-wide", async () => {
    const lead = (who: string, i: number) => buildRoiLeadPayload(`${who}-${i}@example.com`, ROI_DEFAULTS);
    const fromA = await spend(A, LEADS_RATE_LIMIT.limit + 1, "POST", "/api/leads", (i) => lead("a", i));
    expect(fromA.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(fromA.every((s) => s === 201 || s === 429)).toBe(true);
    expect((await call(B, "POST", "/api/leads", lead("b", 0))).status).toBe(201);
  });
});
