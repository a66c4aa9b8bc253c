/**
 * Fault: one user fires 50 requests at once (double clicks, a script, a retry storm). On a real file
 * database, the counts must be exact and every limit must hold: no lost updates, no extra rows, no 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, jsonInit, ORIGIN, signedInUser, type TestApp } from "../helpers/test-app";
import { createJobQueue, type JobQueue } from "../../functions/hosts/node/job-queue";
import { projects } from "../../db/schema";
import { GENERATIONS_PER_HOUR } from "../../core/api-limits";

/** The project-create limit (POST /api/projects: 30 an hour per user). */
const PROJECTS_PER_HOUR = 30;
const N = 50;

let t: TestApp;
let queue: JobQueue;
/** Background jobs handed to the runner: one per accepted generation. */
let jobsStarted = 0;
beforeAll(async () => {
  queue = createJobQueue(2);
  // One frozen instant: the hourly windows cannot roll over in the middle of a burst.
  const frozen = Date.now();
  const runJob = (job: () => Promise<unknown>) => {
    jobsStarted += 1;
    queue.enqueue(job);
  };
  t = await createTestApp({}, { runJob, now: () => frozen });
});
afterAll(async () => {
  await queue.idle();
  t.cleanup();
});

async function paidProject(userId: string, name = "Concurrent Bakery") {
  const [row] = await t.db
    .insert(projects)
    .values({ userId, name, businessType: "Restaurant", basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99", paymentStatus: "paid" })
    .returning();
  return row!;
}
const generate = (id: number, cookie: string) => t.app.request(`/api/projects/${id}/generate`, { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie } });
const countBy = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};

describe("50 concurrent requests from one user", () => {
  it(`${N} concurrent creates: exactly ${PROJECTS_PER_HOUR} created, the rest 429, ${PROJECTS_PER_HOUR} rows`, async () => {
    const { user, cookie } = await signedInUser(t);
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.app.request("/api/projects", jsonInit("POST", { name: `Shop ${i}`, businessType: "Business" }, { Cookie: cookie })),
      ),
    );
    expect(countBy(responses.map((r) => r.status))).toEqual({ 201: PROJECTS_PER_HOUR, 429: N - PROJECTS_PER_HOUR });
    for (const refused of responses.filter((r) => r.status === 429)) {
      expect(await refused.json()).toMatchObject({ success: false, error: { code: "RATE_LIMITED" } });
      expect(refused.headers.get("X-RateLimit-Remaining")).toBe("0");
    }
    const ids = await Promise.all(responses.filter((r) => r.status === 201).map(async (r) => ((await r.json()) as { id: number }).id));
    expect(new Set(ids).size).toBe(PROJECTS_PER_HOUR);
    const [row] = await t.db.select({ n: sql<number>`count(*)` }).from(projects).where(eq(projects.userId, user.id));
    expect(row!.n).toBe(PROJECTS_PER_HOUR);
    // The list the dashboard reads agrees.
    const list = await t.app.request("/api/projects", { headers: { Cookie: cookie } });
    expect(((await list.json()) as unknown[]).length).toBe(PROJECTS_PER_HOUR);
  });

  it(`${N} concurrent generates of one paid project: exactly one job, the others answer its state or 429, one site`, async () => {
    const { cookie, user } = await signedInUser(t);
    const p = await paidProject(user.id);
    const jobsBefore = jobsStarted;
    const responses = await Promise.all(Array.from({ length: N }, () => generate(p.id, cookie)));
    const statuses = countBy(responses.map((r) => r.status));
    // The generation limit counts attempts: at least the first 10 get past it (a call that finds the job
    // already claimed gives its count back), one of them claims the job and the others answer the
    // project's current state, "generating" (202); the rest are refused with 429.
    expect(statuses[202]).toBeGreaterThanOrEqual(GENERATIONS_PER_HOUR);
    expect((statuses[202] ?? 0) + (statuses[429] ?? 0)).toBe(N);
    expect(jobsStarted - jobsBefore).toBe(1);
    for (const r of responses.filter((r) => r.status === 202)) {
      expect(await r.json()).toMatchObject({ id: p.id, status: "generating" });
    }
    await queue.idle();
    const [done] = await t.db.select().from(projects).where(eq(projects.id, p.id));
    expect(done).toMatchObject({ status: "completed", generatedUrl: expect.stringMatching(/^\/sites\//) });
  });

  it(`generates across 15 paid projects at once: exactly ${GENERATIONS_PER_HOUR} accepted, 5 × 429`, async () => {
    const { cookie, user } = await signedInUser(t);
    const mine = [];
    for (let i = 0; i < 15; i++) mine.push(await paidProject(user.id, `Shop number ${i}`));
    const jobsBefore = jobsStarted;
    const responses = await Promise.all(mine.map((p) => generate(p.id, cookie)));
    expect(jobsStarted - jobsBefore).toBe(GENERATIONS_PER_HOUR);
    expect(countBy(responses.map((r) => r.status))).toEqual({ 202: GENERATIONS_PER_HOUR, 429: 15 - GENERATIONS_PER_HOUR });
    await queue.idle();
    const rows = await t.db.select({ status: projects.status }).from(projects).where(eq(projects.userId, user.id));
    expect(countBy(rows.map((r) => (r.status === "completed" ? 1 : 0)))).toEqual({ 1: GENERATIONS_PER_HOUR, 0: 15 - GENERATIONS_PER_HOUR });
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(15 - GENERATIONS_PER_HOUR);
  });
});
