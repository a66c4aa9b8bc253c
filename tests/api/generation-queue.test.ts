import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { testClient } from "hono/testing";
import { createTestApp, ORIGIN, signedInUser, type TestApp } from "../helpers/test-app";
import { generatedSites, projects } from "../../db/schema";
import { generationContext, runGeneration } from "../../functions/services/generation/index";
import {
  consumeGenerationBatch,
  GENERATION_QUEUE_BINDING,
  GENERATION_RETRY_DELAY_SECONDS,
  type GenerationMessage,
  type QueueMessageLike,
} from "../../functions/services/generation/queue";
import worker from "../../functions/hosts/worker/index";
import { createHranaServer } from "../../scripts/edge/hrana-server.mjs";

/** A delivered message that records what the consumer did with it. */
function message(body: unknown, attempts = 1) {
  const m = { body, attempts, acked: 0, retried: [] as ({ delaySeconds?: number } | undefined)[] };
  const api: QueueMessageLike = { body, attempts, ack: () => void m.acked++, retry: (o) => void m.retried.push(o) };
  return Object.assign(m, { api });
}

/** A producer binding that keeps what was sent. */
function fakeQueue(fail = false) {
  const sent: { body: GenerationMessage; options?: { contentType?: string } }[] = [];
  return {
    sent,
    binding: {
      async send(body: GenerationMessage, options?: { contentType?: "json" }) {
        if (fail) throw new Error("queue unavailable");
        sent.push({ body, options });
      },
    },
  };
}

/** An execution context that keeps the promises handed to waitUntil. */
function executionContext() {
  const pending: Promise<unknown>[] = [];
  return { pending, ctx: { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException: () => {}, props: {} } };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // no runJob: the app behaves as on the Worker
});
afterAll(() => t.cleanup());

async function paidProject(userId: string, fields: Partial<typeof projects.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(projects)
    .values({
      userId,
      name: "Queue Bakery",
      businessType: "Restaurant",
      basePrice: "24.99",
      serviceFee: "5.00",
      totalPrice: "29.99",
      paymentStatus: "paid",
      ...fields,
    })
    .returning();
  return row!;
}
const read = async (id: number) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0]!;
/** The typed client with the Worker's bindings and execution context (which `apiClient` does not take). */
const generate = (id: number, cookie: string, env: object, ctx: ReturnType<typeof executionContext>["ctx"], customRequirements?: string) =>
  testClient(t.app, env, ctx, { headers: { Origin: ORIGIN, Cookie: cookie } }).api.projects[":id"].generate.$post({
    param: { id: String(id) },
    json: customRequirements === undefined ? {} : { customRequirements },
  });
const run = ({ projectId, customRequirements }: GenerationMessage) => runGeneration(generationContext(t.deps), projectId, { customRequirements });

describe("the generate route on the Worker", () => {
  it("with GENERATION_QUEUE bound, sends { projectId, customRequirements } to the queue and runs nothing in waitUntil", async () => {
    const { user, cookie } = await signedInUser(t);
    const p = await paidProject(user.id, { name: "Queued Studio" });
    const queue = fakeQueue();
    const { ctx, pending } = executionContext();
    const res = await generate(p.id, cookie, { [GENERATION_QUEUE_BINDING]: queue.binding }, ctx, "Mention the rooftop terrace");
    expect(res.status).toBe(202);
    expect(queue.sent).toEqual([{ body: { projectId: p.id, customRequirements: "Mention the rooftop terrace" }, options: { contentType: "json" } }]);
    expect(pending).toHaveLength(0);
    expect((await read(p.id)).status).toBe("generating");

    // The consumer side of the same message finishes the job.
    const m = message(queue.sent[0]!.body);
    await consumeGenerationBatch([m.api], run);
    expect(m.acked).toBe(1);
    expect(await read(p.id)).toMatchObject({ status: "completed", generatedUrl: "/sites/queued-studio/" });
    const [site] = await t.db.select({ html: generatedSites.html }).from(generatedSites).where(eq(generatedSites.projectId, p.id));
    expect(site?.html).toContain("Queued Studio");
    // The custom requirement reached the generator: "Mention X" puts X on the page, in "Good to know".
    expect(site?.html).toContain("rooftop terrace");
  });

  it("without a queue, or when the send fails, the job runs in ctx.waitUntil", async () => {
    const { user, cookie } = await signedInUser(t);
    for (const env of [{}, { [GENERATION_QUEUE_BINDING]: fakeQueue(true).binding }]) {
      const p = await paidProject(user.id, { name: `Fallback ${Object.keys(env).length}` });
      const { ctx, pending } = executionContext();
      const log = vi.spyOn(console, "error").mockImplementation(() => {});
      expect((await generate(p.id, cookie, env, ctx)).status).toBe(202);
      log.mockRestore();
      expect(pending).toHaveLength(1);
      await Promise.all(pending);
      expect((await read(p.id)).status).toBe("completed");
    }
  });
});

describe("consumeGenerationBatch", () => {
  it("a redelivered message for a finished project is acknowledged and changes nothing", async () => {
    const { user } = await signedInUser(t);
    const p = await paidProject(user.id, { name: "Twice Delivered", status: "generating", generationStartedAt: new Date() });
    const first = message({ projectId: p.id });
    await consumeGenerationBatch([first.api], run);
    const [site] = await t.db.select().from(generatedSites).where(eq(generatedSites.projectId, p.id));
    expect(first.acked).toBe(1);

    const again = message({ projectId: p.id }, 2);
    const outcomes: string[] = [];
    await consumeGenerationBatch([again.api], async (m) => {
      const outcome = await run(m);
      outcomes.push(outcome);
      return outcome;
    });
    expect(outcomes).toEqual(["skipped"]);
    expect(again).toMatchObject({ acked: 1, retried: [] });
    const sites = await t.db.select().from(generatedSites).where(eq(generatedSites.projectId, p.id));
    expect(sites).toEqual([site]);
    expect(await read(p.id)).toMatchObject({ status: "completed", generatedUrl: "/sites/twice-delivered/" });
  });

  it("acknowledges malformed messages without running anything", async () => {
    const job = vi.fn(async () => "completed" as const);
    const bad = [null, "7", {}, { projectId: "7" }, { projectId: 0 }, { projectId: 1.5 }, { projectId: -3 }].map((b) => message(b));
    const log = vi.fn();
    await consumeGenerationBatch(
      bad.map((m) => m.api),
      job,
      log,
    );
    expect(job).not.toHaveBeenCalled();
    expect(bad.map((m) => [m.acked, m.retried.length])).toEqual(bad.map(() => [1, 0]));
    expect(log).toHaveBeenCalledTimes(bad.length);
  });

  it("retries (after a delay) only the message whose job threw; the others are acknowledged", async () => {
    const job = vi.fn(async ({ projectId }: GenerationMessage) => {
      if (projectId === 2) throw new Error("database unreachable");
      return "completed" as const;
    });
    const batch = [message({ projectId: 1 }), message({ projectId: 2 }, 3), message({ projectId: 3 })];
    const log = vi.fn();
    await consumeGenerationBatch(
      batch.map((m) => m.api),
      job,
      log,
    );
    expect(job.mock.calls.map((c) => c[0].projectId)).toEqual([1, 2, 3]);
    expect(batch.map((m) => m.acked)).toEqual([1, 0, 1]);
    expect(batch[1]!.retried).toEqual([{ delaySeconds: GENERATION_RETRY_DELAY_SECONDS }]);
    expect(log.mock.calls[0]![0]).toContain("project 2, attempt 3, will retry");
  });
  it("retries a job that could not even record its failure (the database unreachable)", async () => {
    const gone = await createTestApp();
    const { user } = await signedInUser(gone);
    const p = await (async () => {
      const [row] = await gone.db
        .insert(projects)
        .values({
          userId: user.id,
          name: "Unreachable",
          businessType: "Restaurant",
          basePrice: "24.99",
          serviceFee: "5.00",
          totalPrice: "29.99",
          paymentStatus: "paid",
          status: "generating",
          generationStartedAt: new Date(),
        })
        .returning();
      return row!;
    })();
    gone.cleanup(); // closes the client: every query now fails
    const m = message({ projectId: p.id });
    const log = vi.fn();
    await consumeGenerationBatch([m.api], ({ projectId }) => runGeneration(generationContext(gone.deps), projectId), log);
    expect(m).toMatchObject({ acked: 0, retried: [{ delaySeconds: GENERATION_RETRY_DELAY_SECONDS }] });
    expect(log.mock.calls.at(-1)![0]).toContain("could not record its outcome");
  });
});

describe("the Worker's queue() entry point", () => {
  it("runs the job against libSQL over HTTP (the Worker's own driver and config) and acknowledges it", async () => {
    const { user } = await signedInUser(t);
    const p = await paidProject(user.id, { name: "Worker Consumer", status: "generating", generationStartedAt: new Date() });
    // The same database file, served the way Turso serves it (scripts/edge/hrana-server.mjs).
    const { server, db } = createHranaServer(t.config.databaseUrl.replace(/^file:/, ""));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const env = {
        DATABASE_URL: url,
        PUBLIC_SITE_URL: "https://spaces.example",
        ADMIN_PASSWORD: "worker-test-password",
        OIDC_ISSUER: "https://id.spaces.example",
        OIDC_CLIENT_ID: "worker-test",
        OIDC_CLIENT_SECRET: "worker-test-secret",
        ASSETS: { fetch: async () => new Response(null, { status: 404 }) },
      };
      const m = message({ projectId: p.id });
      await worker.queue({ messages: [m.api] }, env);
      expect(m).toMatchObject({ acked: 1, retried: [] });
      expect(await read(p.id)).toMatchObject({ status: "completed", generatedUrl: "/sites/worker-consumer/" });
      const [site] = await t.db.select().from(generatedSites).where(eq(generatedSites.projectId, p.id));
      expect(site!.html).toContain('<link rel="canonical" href="https://spaces.example/sites/worker-consumer/"');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      db.close();
    }
  });
});
