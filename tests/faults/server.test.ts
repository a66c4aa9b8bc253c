/**
 * Faults on the real Node server (dist-server/server.mjs, built by `npm run build`) as a child
 * process: killed with SIGKILL in the middle of a generation and started again on the same database.
 * The project must end 'completed' or 'failed', never stay 'generating', and the dashboard API must
 * say so. The database file locked by another process while the server runs, or not writable at
 * all: 503s on writes, reads and pages served, no crash.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { Socket } from "node:net";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import type { Client } from "@libsql/client";
import { createNodeClient, SQLITE_BUSY_TIMEOUT_MS } from "../../db/client-node";
import { createDatabase, type Database } from "../../db/index";
import { projects, users } from "../../db/schema";
import { createSession, sessionCookieName } from "../../functions/auth/sessions";
import { GENERATION_STALE_MS, STALE_GENERATION_REASON } from "../../functions/services/generation/index";

const SERVER = resolve("dist-server/server.mjs");
/** Ports 4800-4899 belong to this suite. */
const PORT_A = 4841;
const PORT_B = 4842;
const LLM_PORT = 4843;
const PORT_C = 4844;
const PORT_D = 4845;
const PORT_E = 4846;

let dir: string;
let dbUrl: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` first (npm test builds before this suite).`);
  dir = mkdtempSync(join(tmpdir(), "lumen-faults-"));
  dbUrl = `file:${join(dir, "app.db")}`;
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts the built server and waits until /api/health answers 200. */
async function startServer(port: number, env: Record<string, string> = {}, as?: { uid: number; gid: number }): Promise<Running> {
  const url = `http://127.0.0.1:${port}`;
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already in use: stop whatever listens there`);
  let output = "";
  const child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "development", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: dbUrl, LOG_REQUESTS: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    ...as,
  });
  children.push(child);
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, url, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start within 30 s:\n${output}`);
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.once("exit", () => done());
    child.kill("SIGKILL");
  });
}

/** An OpenAI-compatible endpoint that takes the request and never answers: generation hangs mid-way. */
async function hangingModel(): Promise<{ server: Server; requests: () => number; close(): Promise<void> }> {
  let requests = 0;
  const sockets = new Set<Socket>();
  const server = createServer(() => {
    requests += 1;
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(LLM_PORT, "127.0.0.1", r));
  return {
    server,
    requests: () => requests,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

/** Direct access to the same database file (as a second process would have), to seed and to check. */
function openDb(): { db: Database; client: Client } {
  const client = createNodeClient(dbUrl);
  return { db: createDatabase(client), client };
}

async function seedUserWithPaidProjects(db: Database, names: string[]) {
  const [user] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: `killed-${Date.now()}@example.com`,
      firstName: "Kim",
      lastName: "Killed",
      role: "user",
      status: "active",
      permissions: [],
    })
    .returning();
  const { token } = await createSession(db, user!.id);
  const rows = [];
  for (const name of names) {
    const [row] = await db
      .insert(projects)
      .values({ userId: user!.id, name, businessType: "Restaurant", basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99", paymentStatus: "paid" })
      .returning();
    rows.push(row!);
  }
  return { cookie: `${sessionCookieName(false)}=${token}`, projects: rows };
}

async function until<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  let last = await read();
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last)} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}

describe("server killed during a generation", () => {
  it("SIGKILL while 'generating', restart on the same database: the job is resumed and completes; a job past its time ends failed and can be retried", async () => {
    const model = await hangingModel();
    const { db, client } = openDb();
    try {
      // First life: the model never answers, so the generation is stuck in the middle when we kill it.
      const first = await startServer(PORT_A, { AI_BASE_URL: `http://127.0.0.1:${LLM_PORT}/v1`, AI_MODEL: "fault-suite-model" });
      const {
        cookie,
        projects: [live, old],
      } = await seedUserWithPaidProjects(db, ["Killed Midway Diner", "Long Dead Bistro"]);
      const res = await fetch(`${first.url}/api/projects/${live!.id}/generate`, { method: "POST", headers: { Cookie: cookie, Origin: first.url } });
      expect(res.status).toBe(202);
      await until(
        "the model request",
        async () => model.requests(),
        (n) => n > 0,
      );
      const during = await fetch(`${first.url}/api/projects/${live!.id}/status`, { headers: { Cookie: cookie } });
      expect(await during.json()).toMatchObject({ status: "generating", paymentStatus: "paid" });

      await kill9(first.child);
      expect((await db.select().from(projects).where(eq(projects.id, live!.id)))[0]!.status).toBe("generating");
      // Another job that a process died on long ago (past GENERATION_STALE_MS).
      await db
        .update(projects)
        .set({ status: "generating", generationStartedAt: new Date(Date.now() - GENERATION_STALE_MS - 60_000) })
        .where(eq(projects.id, old!.id));

      // Second life, without the model (the embedded writer): the live job is resumed.
      const second = await startServer(PORT_B);
      const status = (id: number) =>
        fetch(`${second.url}/api/projects/${id}/status`, { headers: { Cookie: cookie } }).then(
          (r) => r.json() as Promise<{ status: string; generatedUrl: string | null }>,
        );
      const finished = await until(
        "the resumed project",
        () => status(live!.id),
        (s) => s.status !== "generating",
      );
      expect(finished).toMatchObject({ status: "completed", generatedUrl: expect.stringMatching(/^\/sites\/[a-z0-9-]+\/$/) });
      const site = await fetch(`${second.url}${finished.generatedUrl}`);
      expect(site.status).toBe(200);
      expect(await site.text()).toContain("Killed Midway Diner");

      // The job past its time was settled as failed at start, not resumed, and says why.
      const [oldRow] = await db.select().from(projects).where(eq(projects.id, old!.id));
      expect(oldRow).toMatchObject({ status: "failed", failureReason: STALE_GENERATION_REASON });

      // The dashboard's list reports final states only.
      const list = (await (await fetch(`${second.url}/api/projects`, { headers: { Cookie: cookie } })).json()) as Array<{ id: number; status: string }>;
      expect(Object.fromEntries(list.map((p) => [p.id, p.status]))).toEqual({ [live!.id]: "completed", [old!.id]: "failed" });

      // The failed one can be generated again.
      const retry = await fetch(`${second.url}/api/projects/${old!.id}/generate`, { method: "POST", headers: { Cookie: cookie, Origin: second.url } });
      expect(retry.status).toBe(202);
      expect(
        await until(
          "the retried project",
          () => status(old!.id),
          (s) => s.status !== "generating",
        ),
      ).toMatchObject({ status: "completed" });
      await kill9(second.child);
    } finally {
      client.close();
      await model.close();
    }
  });
});

describe("database file locked by another process while the server runs", () => {
  it("writes answer a 503 JSON envelope within the busy timeout, reads and pages still work, the process survives, and writes resume after unlock", async () => {
    const server = await startServer(PORT_C);
    const { db, client } = openDb();
    try {
      const {
        cookie,
        projects: [p],
      } = await seedUserWithPaidProjects(db, ["Locked Out Cafe"]);
      const create = () =>
        fetch(`${server.url}/api/projects`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
          body: JSON.stringify({ name: "While locked", businessType: "Business" }),
        });
      const lock = await client.transaction("write");
      try {
        const started = Date.now();
        const res = await create();
        expect(res.status).toBe(503);
        expect(res.headers.get("content-type")).toMatch(/application\/json/);
        expect(await res.json()).toEqual({
          success: false,
          error: { code: "SERVICE_UNAVAILABLE", message: expect.stringMatching(/database/i), requestId: expect.any(String) },
        });
        expect(Date.now() - started).toBeLessThan(SQLITE_BUSY_TIMEOUT_MS + 2000);
        const generate = await fetch(`${server.url}/api/projects/${p!.id}/generate`, { method: "POST", headers: { Cookie: cookie, Origin: server.url } });
        expect(generate.status).toBe(503);
        expect((await fetch(`${server.url}/api/projects`, { headers: { Cookie: cookie } })).status).toBe(200);
        expect((await fetch(`${server.url}/api/templates`)).status).toBe(200);
        expect((await fetch(`${server.url}/`)).status).toBe(200);
      } finally {
        await lock.rollback();
      }
      expect(server.child.exitCode).toBeNull();
      const after = await create();
      expect(after.status).toBe(201);
      // Committed, so this other process sees it (see db/client-node.ts on connections after SQLITE_BUSY).
      const [row] = await db.select().from(projects).where(eq(projects.name, "While locked"));
      expect(row).toBeDefined();
      const generate = await fetch(`${server.url}/api/projects/${p!.id}/generate`, { method: "POST", headers: { Cookie: cookie, Origin: server.url } });
      expect(generate.status).toBe(202);
      expect(server.output()).toMatch(/database unavailable/);
      await kill9(server.child);
    } finally {
      client.close();
    }
  });
});

describe("database file that cannot be written", () => {
  it("the server starts anyway: pages and reads are served, writes answer a 503 JSON envelope, the process stays up", async () => {
    // The file belongs to someone else and is not writable by the server: as root (which ignores
    // permissions) the server runs as nobody; otherwise the files are made read-only.
    const roDir = join(dir, "read-only");
    mkdirSync(roDir);
    chmodSync(dir, 0o755);
    const roUrl = `file:${join(roDir, "app.db")}`;
    const setup = await startServer(PORT_D, { DATABASE_URL: roUrl });
    const client = createNodeClient(roUrl);
    const db = createDatabase(client);
    const {
      cookie,
      projects: [p],
    } = await seedUserWithPaidProjects(db, ["Read Only Books"]);
    await kill9(setup.child);
    // `client` stays open, as the writable owner's process would: the WAL and its index stay on disk.
    // (A WAL database whose -wal/-shm files are gone cannot be read from a read-only directory at
    // all; the server then refuses to start with SQLITE_READONLY_DIRECTORY.)
    await client.execute("SELECT 1");
    expect(readdirSync(roDir).sort()).toEqual(["app.db", "app.db-shm", "app.db-wal"]);

    const root = process.getuid?.() === 0;
    if (root) {
      // The database is created owner-only (mode 600); its owner shares it read-only on purpose.
      for (const f of readdirSync(roDir)) chmodSync(join(roDir, f), 0o644);
    } else {
      for (const f of readdirSync(roDir)) chmodSync(join(roDir, f), 0o444);
      chmodSync(roDir, 0o555);
    }
    try {
      const server = await startServer(PORT_E, { DATABASE_URL: roUrl, HOME: dir }, root ? { uid: 65534, gid: 65534 } : undefined);
      expect(server.output()).toMatch(/read-only/);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      const templates = await fetch(`${server.url}/api/templates`);
      expect(templates.status).toBe(200);
      expect(((await templates.json()) as unknown[]).length).toBeGreaterThan(0);
      const mine = await fetch(`${server.url}/api/projects`, { headers: { Cookie: cookie } });
      expect(mine.status).toBe(200);
      expect(((await mine.json()) as Array<{ id: number }>).map((x) => x.id)).toEqual([p!.id]);

      const create = await fetch(`${server.url}/api/projects`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Cannot be saved", businessType: "Business" }),
      });
      expect(create.status).toBe(503);
      expect(await create.json()).toEqual({
        success: false,
        error: { code: "SERVICE_UNAVAILABLE", message: expect.stringMatching(/database/i), requestId: expect.any(String) },
      });
      const generate = await fetch(`${server.url}/api/projects/${p!.id}/generate`, { method: "POST", headers: { Cookie: cookie, Origin: server.url } });
      expect(generate.status).toBe(503);
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      await kill9(server.child);
    } finally {
      if (!root) chmodSync(roDir, 0o755);
      client.close();
    }
  });
});
