import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";
import { createJobQueue, type JobQueue } from "../../functions/hosts/node/job-queue";
import { projects, siteVersions } from "../../db/schema";
import { GENERATIONS_PER_HOUR } from "../../core/api-limits";

/**
 * Generate is answered from the project's state: a completed project is not generated again (a new
 * draft is the editor's explicit Regenerate), and any number of simultaneous calls make one
 * generation, or one draft, and spend one of the hour's generations.
 */
let t: TestApp;
let queue: JobQueue;
beforeAll(async () => {
  queue = createJobQueue(2);
  t = await createTestApp({}, { runJob: (job) => queue.enqueue(job) });
});
afterAll(() => t.cleanup());

async function paidProject(userId: string) {
  const [row] = await t.db
    .insert(projects)
    .values({ userId, name: "Collapse Bakery", businessType: "Restaurant", basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99", paymentStatus: "paid" })
    .returning();
  return row!;
}
const generate = (id: number, cookie: string) => apiAs(t, cookie).projects[":id"].generate.$post({ param: { id: String(id) }, json: {} });
const regenerate = (id: number, cookie: string, baseVersion: number) =>
  apiAs(t, cookie).projects[":id"].site.regenerate.$post({ param: { id: String(id) }, json: { baseVersion } });
const versions = async (id: number) =>
  (await t.db.select({ n: siteVersions.number }).from(siteVersions).where(eq(siteVersions.projectId, id))).map((v) => v.n).sort();
/** Generations left this hour: read from a refused call's headers would spend nothing, so from a real one's. */
const remainingAfter = (res: Response) => Number(res.headers.get("X-RateLimit-Remaining"));

async function completed(cookie: string, userId: string) {
  const p = await paidProject(userId);
  expect((await generate(p.id, cookie)).status).toBe(202);
  await queue.idle();
  expect((await t.db.select().from(projects).where(eq(projects.id, p.id)))[0]!.status).toBe("completed");
  return p;
}

describe("Generate collapses to one", () => {
  it("three simultaneous calls on a paid project start one generation; all three answer 'generating'", async () => {
    const a = await signedInUser(t);
    const p = await paidProject(a.user.id);
    const answers = await Promise.all([1, 2, 3].map(() => generate(p.id, a.cookie)));
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202]);
    for (const r of answers) expect(await r.json()).toMatchObject({ id: p.id, status: "generating", paymentStatus: "paid" });
    await queue.idle();
    expect(await versions(p.id)).toEqual([1]);
    // One of the hour's generations was spent, not three.
    const other = await paidProject(a.user.id);
    expect(remainingAfter(await generate(other.id, a.cookie))).toBe(GENERATIONS_PER_HOUR - 2);
    await queue.idle();
  });

  it("on a completed project (a tab that is behind): a no-op answering the current state; three at once make no draft", async () => {
    const a = await signedInUser(t);
    const p = await completed(a.cookie, a.user.id);
    const answers = await Promise.all([1, 2, 3].map(() => generate(p.id, a.cookie)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const r of answers)
      expect(await r.json()).toMatchObject({ id: p.id, status: "completed", paymentStatus: "paid", generatedUrl: expect.stringMatching(/^\/sites\//) });
    expect(await versions(p.id)).toEqual([1]);
    // Nothing spent: the first generation is the only one this hour.
    const other = await paidProject(a.user.id);
    expect(remainingAfter(await generate(other.id, a.cookie))).toBe(GENERATIONS_PER_HOUR - 2);
    await queue.idle();
  });

  it("the editor's Regenerate, three at once on the same version: one new draft, the others 409 and spend nothing", async () => {
    const a = await signedInUser(t);
    const p = await completed(a.cookie, a.user.id);
    const answers = await Promise.all([1, 2, 3].map(() => regenerate(p.id, a.cookie, 1)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await versions(p.id)).toEqual([1, 2]);
    const other = await paidProject(a.user.id);
    // The first generation and one regeneration: two spent.
    expect(remainingAfter(await generate(other.id, a.cookie))).toBe(GENERATIONS_PER_HOUR - 3);
    await queue.idle();
  });
});
