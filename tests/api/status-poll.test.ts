/**
 * The dashboard's one poll: GET /api/projects/status?ids=... answers every listed project the caller
 * owns in one query; polls count in their own bucket, never against the API-wide minute or day; and
 * a refused generate call (409, 404) gives its hourly count back.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient, errorOf } from "../helpers/api-client";
import { projects } from "../../db/schema";
import { createJobQueue } from "../../functions/hosts/node/job-queue";
import { GENERATIONS_PER_HOUR, STATUS_POLL_MAX_IDS, STATUS_POLLS_PER_MINUTE } from "../../core/api-limits";

const apps: TestApp[] = [];
afterEach(() => {
  while (apps.length) apps.pop()!.cleanup();
});
async function app(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

async function project(t: TestApp, userId: string, fields: Partial<typeof projects.$inferInsert> = {}) {
  const [p] = await t.db
    .insert(projects)
    .values({ userId, name: "P", businessType: "Business", basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99", ...fields })
    .returning();
  return p!;
}

const poll = (t: TestApp, cookie: string, ids: string) => apiAs(t, cookie).projects.status.$get({ query: { ids } });
/** Untyped on purpose: malformed query strings (no ids parameter at all, among others) that the typed client would not build. */
const rawPoll = (t: TestApp, cookie: string, query: string) => t.app.request(`/api/projects/status${query}`, { headers: { Cookie: cookie } });
const generate = (t: TestApp, cookie: string, id: number) => apiAs(t, cookie).projects[":id"].generate.$post({ param: { id: String(id) }, json: {} });

describe("GET /api/projects/status", () => {
  it("answers the caller's listed projects in one call and leaves out others' and unknown ids", async () => {
    const t = await app();
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const a1 = await project(t, alice.user.id);
    const a2 = await project(t, alice.user.id, { paymentStatus: "paid", status: "generating", generationStartedAt: new Date() });
    const b1 = await project(t, bob.user.id);
    const res = await poll(t, alice.cookie, `${a1.id},${a2.id},${b1.id},999999,${a1.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { projects: { id: number; status: string; paymentStatus: string; generatedUrl: string | null }[] };
    expect(body.projects.map((p) => p.id).sort((x, y) => x - y)).toEqual([a1.id, a2.id]);
    expect(body.projects.find((p) => p.id === a2.id)).toMatchObject({ status: "generating", paymentStatus: "paid", generatedUrl: null });
  });

  it("refuses bad ids with the 400 envelope, and anyone signed out with 401", async () => {
    const t = await app();
    const alice = await signedInUser(t);
    const tooMany = Array.from({ length: STATUS_POLL_MAX_IDS + 1 }, (_, i) => i + 1).join(",");
    for (const query of ["", "?ids=", "?ids=1,,2", "?ids=-1", "?ids=abc", "?ids=1;drop", `?ids=${tooMany}`, "?ids=0", "?ids=99999999999"]) {
      const res = await rawPoll(t, alice.cookie, query);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR" } });
    }
    expect((await apiClient(t).projects.status.$get({ query: { ids: "1" } })).status).toBe(401);
  });

  it("polls never spend the API-wide limit; they have a bucket of their own", async () => {
    const t = await app({ API_RATE_LIMIT_PER_MINUTE: "5", API_RATE_LIMIT_PER_DAY: "5" });
    const alice = await signedInUser(t);
    const p = await project(t, alice.user.id);
    const statuses: number[] = [];
    for (let i = 0; i < STATUS_POLLS_PER_MINUTE + 1; i++) {
      const res = i % 2 ? await poll(t, alice.cookie, String(p.id)) : await apiAs(t, alice.cookie).projects[":id"].status.$get({ param: { id: String(p.id) } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, STATUS_POLLS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    const refused = statuses.at(-1);
    expect(refused).toBe(429);
    // The user's own quota is untouched: five ordinary calls still go through.
    for (let i = 0; i < 5; i++) expect((await apiAs(t, alice.cookie).projects.$get({ query: {} })).status).toBe(200);
    expect((await apiAs(t, alice.cookie).projects.$get({ query: {} })).status).toBe(429);
  });
});

describe("the status-poll bucket follows API_STATUS_POLLS_PER_MINUTE (raised only for load runs)", () => {
  it("with 3 a minute, the fourth poll is refused and says so", async () => {
    const t = await app({ API_STATUS_POLLS_PER_MINUTE: "3" });
    const alice = await signedInUser(t);
    const p = await project(t, alice.user.id);
    const polls = [];
    for (let i = 0; i < 4; i++) polls.push(await poll(t, alice.cookie, String(p.id)));
    expect(polls.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(polls[0]!.headers.get("X-RateLimit-Limit")).toBe("3");
    expect((await errorOf(polls[3]!)).message).toMatch(/3 status checks per minute/);
  });
});

describe("refused generations do not count toward the hourly limit", () => {
  it("409s, 404s and calls that start nothing give their count back", async () => {
    const queue = createJobQueue(1);
    const t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: "1000", API_RATE_LIMIT_PER_DAY: "1000" }, { runJob: (job) => queue.enqueue(job) });
    const alice = await signedInUser(t);
    const unpaid = await project(t, alice.user.id);
    const done = await project(t, alice.user.id, { paymentStatus: "paid", status: "completed" });
    for (let i = 0; i < GENERATIONS_PER_HOUR + 2; i++) {
      expect((await generate(t, alice.cookie, unpaid.id)).status).toBe(409);
      // Already completed: answered with its state, nothing generated.
      expect((await generate(t, alice.cookie, done.id)).status).toBe(200);
      expect((await generate(t, alice.cookie, 999999)).status).toBe(404);
    }
    const ready = await project(t, alice.user.id, { paymentStatus: "paid" });
    const started = await generate(t, alice.cookie, ready.id);
    expect(started.status).toBe(202);
    expect(Number(started.headers.get("X-RateLimit-Remaining"))).toBe(GENERATIONS_PER_HOUR - 1);
    await queue.idle();
    t.cleanup();
  });
});
