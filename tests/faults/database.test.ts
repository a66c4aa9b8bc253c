/**
 * Fault: the database file is locked by another process, or cannot be written. Writes answer a
 * clear 503 SERVICE_UNAVAILABLE envelope within a bounded time (the busy timeout), reads keep
 * working, nothing half-written is left behind, and the next request after the fault succeeds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client, type Transaction } from "@libsql/client";
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { createTestApp, jsonInit, ORIGIN, signedInUser, type TestApp } from "../helpers/test-app";
import { createJobQueue, type JobQueue } from "../../functions/hosts/node/job-queue";
import { SQLITE_BUSY_TIMEOUT_MS } from "../../db/client-node";
import { paymentEvents, projects } from "../../db/schema";
import { buildRoiLeadPayload, ROI_DEFAULTS } from "../../core/roi";

const SECRET = "whsec_fault_suite_database";
const UNAVAILABLE = { success: false, error: { code: "SERVICE_UNAVAILABLE", message: expect.stringMatching(/database/i), requestId: expect.any(String) } };
/** A write waits at most the busy timeout; allow generously for a loaded machine. */
const BOUND_MS = SQLITE_BUSY_TIMEOUT_MS + 2000;

let t: TestApp;
let queue: JobQueue;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let other: Client;
const logged: string[] = [];

beforeAll(async () => {
  queue = createJobQueue(2);
  t = await createTestApp({ STRIPE_WEBHOOK_SECRET: SECRET }, { runJob: (job) => queue.enqueue(job), log: (line) => logged.push(line) });
  alice = await signedInUser(t);
  // Another process's connection to the same file (a backup tool, a sqlite3 shell, a second server).
  other = createClient({ url: t.config.databaseUrl });
});
afterAll(async () => {
  await queue.idle();
  other.close();
  t.cleanup();
});

/** Holds the file's write lock (BEGIN IMMEDIATE, which in WAL mode is what EXCLUSIVE means to others) until released. */
async function lockDatabase(): Promise<Transaction> {
  return other.transaction("write");
}

async function paidProject(name = "Locked Bakery") {
  const [row] = await t.db
    .insert(projects)
    .values({ userId: alice.user.id, name, businessType: "Restaurant", basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99", paymentStatus: "paid" })
    .returning();
  return row!;
}
const projectCount = async () => (await t.db.select({ n: sql<number>`count(*)` }).from(projects))[0]!.n;
const createProject = (name: string) => t.app.request("/api/projects", jsonInit("POST", { name, businessType: "Business" }, { Cookie: alice.cookie }));
const read = async (id: number) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0]!;

async function timed<T>(work: () => T | Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work();
  return [result, Date.now() - started];
}

describe("database file locked by another connection", () => {
  it("writes: 503 SERVICE_UNAVAILABLE within the busy timeout; reads: 200; nothing half-written; the next write after unlock succeeds", async () => {
    const existing = await paidProject("Readable while locked");
    const before = await projectCount();
    const lock = await lockDatabase();
    try {
      const [res, ms] = await timed(() => createProject("Blocked shop"));
      expect(res.status).toBe(503);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(await res.json()).toEqual(UNAVAILABLE);
      expect(ms).toBeLessThan(BOUND_MS);

      // Reads go on (WAL readers do not wait for the writer).
      expect((await t.app.request("/api/templates")).status).toBe(200);
      const mine = await t.app.request("/api/projects", { headers: { Cookie: alice.cookie } });
      expect(mine.status).toBe(200);
      expect(((await mine.json()) as Array<{ id: number }>).map((p) => p.id)).toContain(existing.id);
      const status = await t.app.request(`/api/projects/${existing.id}/status`, { headers: { Cookie: alice.cookie } });
      expect(await status.json()).toMatchObject({ status: "pending", paymentStatus: "paid" });
      expect((await t.app.request("/api/auth/user", { headers: { Cookie: alice.cookie } })).status).toBe(200);
    } finally {
      await lock.rollback();
    }
    expect(await projectCount()).toBe(before);
    const after = await createProject("Unblocked shop");
    expect(after.status).toBe(201);
    expect(await projectCount()).toBe(before + 1);
    expect(logged.some((l) => /database unavailable/.test(l))).toBe(true);
    // That write is committed: another connection sees it and can take the write lock. (After a
    // SQLITE_BUSY, libsql left the connection in a read snapshot: later writes stayed uncommitted
    // and kept the file locked until the client now drops such connections.)
    const seen = await other.execute({ sql: "SELECT count(*) AS n FROM projects WHERE name = ?", args: ["Unblocked shop"] });
    expect(Number(seen.rows[0]!.n)).toBe(1);
    const again = await lockDatabase();
    await again.rollback();
  });

  const BURST = 5;
  it("5 concurrent writes under a lock: every one a 503, the whole burst bounded (no hang), then service resumes", async () => {
    const lock = await lockDatabase();
    let responses: Response[];
    let ms: number;
    try {
      [responses, ms] = await timed(() => Promise.all(Array.from({ length: BURST }, (_, i) => createProject(`Burst ${i}`))));
    } finally {
      await lock.rollback();
    }
    expect(responses.map((r) => r.status)).toEqual(Array(BURST).fill(503));
    // Each write waits at most the busy timeout, and the process blocks while it waits (libSQL calls
    // are synchronous): a burst costs at most BURST timeouts. Bounded, not a hang.
    expect(ms).toBeLessThan(BURST * (SQLITE_BUSY_TIMEOUT_MS + 500) + 3000);
    expect((await createProject("After the burst")).status).toBe(201);
  });

  it("a generate under a lock is a 503 and leaves the project claimable (not stuck 'generating')", async () => {
    const p = await paidProject();
    const lock = await lockDatabase();
    try {
      const res = await t.app.request(`/api/projects/${p.id}/generate`, { method: "POST", headers: { Origin: ORIGIN, Cookie: alice.cookie } });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual(UNAVAILABLE);
    } finally {
      await lock.rollback();
    }
    expect((await read(p.id)).status).toBe("pending");
    const retry = await t.app.request(`/api/projects/${p.id}/generate`, { method: "POST", headers: { Origin: ORIGIN, Cookie: alice.cookie } });
    expect(retry.status).toBe(202);
    await queue.idle();
    expect((await read(p.id)).status).toBe("completed");
  });

  it("a Stripe webhook under a lock is a 503 (Stripe retries), and the retry after unlock pays: the failed delivery was not recorded", async () => {
    const [p] = await t.db
      .insert(projects)
      .values({ userId: alice.user.id, name: "Webhook while locked", businessType: "Business", basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99" })
      .returning();
    const event = {
      id: `evt_locked_${Date.now()}`,
      object: "event",
      type: "payment_intent.succeeded",
      data: {
        object: {
          id: "pi_locked",
          object: "payment_intent",
          amount: 2999,
          currency: "usd",
          status: "succeeded",
          metadata: { projectId: String(p!.id), userId: alice.user.id },
        },
      },
    };
    const deliver = () => {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
      return t.app.request("/api/webhooks/stripe", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body: payload,
      });
    };
    const lock = await lockDatabase();
    try {
      expect((await deliver()).status).toBe(503);
    } finally {
      await lock.rollback();
    }
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(0);
    expect((await read(p!.id)).paymentStatus).toBe("pending");
    expect((await deliver()).status).toBe(200);
    expect((await read(p!.id)).paymentStatus).toBe("paid");
  });
});

describe("database that cannot be written (read-only)", () => {
  // As root, file permissions are not enforced, so the app's own connection is made read-only the
  // way SQLite does it: every write then fails with SQLITE_READONLY, exactly as on a read-only file
  // or file system. (The real read-only file is exercised on the server process in server.test.ts.)
  async function readOnly<T>(work: () => Promise<T>): Promise<T> {
    await t.db.run(sql`PRAGMA query_only = ON`);
    try {
      return await work();
    } finally {
      await t.db.run(sql`PRAGMA query_only = OFF`);
    }
  }

  it("writes: 503 SERVICE_UNAVAILABLE at once; reads: 200; the next write after it is writable again succeeds", async () => {
    const before = await projectCount();
    await readOnly(async () => {
      const [res, ms] = await timed(() => createProject("Read-only shop"));
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual(UNAVAILABLE);
      expect(ms).toBeLessThan(BOUND_MS);
      expect((await t.app.request("/api/templates")).status).toBe(200);
      expect((await t.app.request("/api/projects", { headers: { Cookie: alice.cookie } })).status).toBe(200);
      const lead = await t.app.request("/api/leads", jsonInit("POST", buildRoiLeadPayload("reader@example.com", ROI_DEFAULTS)));
      expect(lead.status).toBe(503);
    });
    expect(await projectCount()).toBe(before);
    expect((await createProject("Writable again")).status).toBe(201);
  });
});
