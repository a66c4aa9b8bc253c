import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { testClient } from "hono/testing";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { createJobQueue, type JobQueue } from "../../functions/hosts/node/job-queue";
import { projects, templates, generatedSites } from "../../db/schema";
import { GENERATION_STALE_MS, generationContext } from "../../functions/services/generation/index";
import { loadConfig } from "../../functions/config";
import { GENERATIONS_PER_HOUR } from "../../core/api-limits";

let t: TestApp;
let queue: JobQueue;
beforeAll(async () => {
  queue = createJobQueue(2);
  t = await createTestApp({}, { runJob: (job) => queue.enqueue(job) });
});
afterAll(() => t.cleanup());

async function project(userId: string, fields: Partial<typeof projects.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(projects)
    .values({
      userId,
      name: "Acme Bakery",
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
const generate = (id: number | string, cookie?: string) =>
  (cookie ? apiAs(t, cookie) : apiClient(t)).projects[":id"].generate.$post({ param: { id: String(id) }, json: {} });
/** Untyped on purpose: a hosted page lives at `/sites/:slug/` (trailing slash), which the typed client cannot spell. */
const rawHosted = (url: string) => t.app.request(url);
const read = async (id: number) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0]!;

describe("POST /api/projects/:id/generate", () => {
  it("refuses the signed out (401), others' projects (404), unpaid ones (409) and bad ids (400)", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const unpaid = await project(a.user.id, { paymentStatus: "pending" });
    expect((await generate(unpaid.id)).status).toBe(401);
    expect((await generate(unpaid.id, b.cookie)).status).toBe(404);
    const res = await generate(unpaid.id, a.cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ success: false, error: { code: "CONFLICT" } });
    expect((await generate("abc", a.cookie)).status).toBe(400);
    expect((await generate(99999999, a.cookie)).status).toBe(404);
    expect((await read(unpaid.id)).status).toBe("pending");
  });

  it("a pending (not yet activated) account may not generate", async () => {
    const p = await signedInUser(t, { status: "pending" });
    const mine = await project(p.user.id);
    expect((await generate(mine.id, p.cookie)).status).toBe(403);
  });

  it("answers at once, then the job completes with a hosted site", async () => {
    const a = await signedInUser(t);
    const p = await project(a.user.id, { name: "Harbor & Vine <Bistro>", requirements: "Online reservations, a seasonal menu" });
    const res = await generate(p.id, a.cookie);
    expect(res.status).toBe(202);
    expect(res.headers.get("X-RateLimit-Limit")).toBe(String(GENERATIONS_PER_HOUR));
    expect((await read(p.id)).status).toBe("generating");
    await queue.idle();
    const done = await read(p.id);
    expect(done.status).toBe("completed");
    expect(done.generatedUrl).toBe("/sites/harbor-and-vine-bistro/");

    const site = await rawHosted(done.generatedUrl!);
    expect(site.status).toBe(200);
    const html = await site.text();
    expect(html).toContain("Harbor &amp; Vine &lt;Bistro&gt;");
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json">)/i); // its one script element is JSON-LD data
    const csp = site.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
    expect((await testClient(t.app).sites[":slug"].$get({ param: { slug: "harbor-and-vine-bistro" } })).status).toBe(301);

    // Generating again once completed changes nothing (a new draft is the editor's Regenerate): the
    // answer is the current state, and the hosted site stays as it was.
    const again = await generate(p.id, a.cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: "completed", generatedUrl: done.generatedUrl });
    // The same page (the forms' fill-time tokens are made per view).
    const withoutFormToken = (page: string) => page.replace(/name="t" value="[^"]*"/g, "");
    expect(withoutFormToken(await (await rawHosted(done.generatedUrl!)).text())).toBe(withoutFormToken(html));

    const download = await apiAs(t, a.cookie).projects[":id"].download.$get({ param: { id: String(p.id) } });
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Disposition")).toContain("harbor-and-vine-bistro.html");
    const other = await signedInUser(t);
    expect((await apiAs(t, other.cookie).projects[":id"].download.$get({ param: { id: String(p.id) } })).status).toBe(404);
  });

  it("two clicks at once start one job", async () => {
    const a = await signedInUser(t);
    const p = await project(a.user.id);
    const results = await Promise.all([generate(p.id, a.cookie), generate(p.id, a.cookie)]);
    // The second is answered with the state the first started ('generating'), and starts nothing.
    expect(results.map((r) => r.status).sort()).toEqual([202, 202]);
    await queue.idle();
    const sites = await t.db.select().from(generatedSites).where(eq(generatedSites.projectId, p.id));
    expect(sites).toHaveLength(1);
  });

  it("readable unique slugs: the same name twice gets -2", async () => {
    const a = await signedInUser(t);
    const first = await project(a.user.id, { name: "Twin Peaks Cafe" });
    const second = await project(a.user.id, { name: "Twin Peaks Cafe" });
    await generate(first.id, a.cookie);
    await queue.idle();
    await generate(second.id, a.cookie);
    await queue.idle();
    expect((await read(first.id)).generatedUrl).toBe("/sites/twin-peaks-cafe/");
    expect((await read(second.id)).generatedUrl).toBe("/sites/twin-peaks-cafe-2/");
  });

  it("the template chosen changes the generated site", async () => {
    const a = await signedInUser(t);
    const [bold] = await t.db.select().from(templates).where(eq(templates.slug, "storefront-pro"));
    const [minimal] = await t.db.select().from(templates).where(eq(templates.slug, "studio-folio"));
    const one = await project(a.user.id, { name: "Same Shop", businessType: "E-commerce", templateId: bold!.id });
    const two = await project(a.user.id, { name: "Same Shop", businessType: "E-commerce", templateId: minimal!.id });
    for (const p of [one, two]) await generate(p.id, a.cookie);
    await queue.idle();
    const html = async (id: number) => (await t.db.select().from(generatedSites).where(eq(generatedSites.projectId, id)))[0]!.html;
    const [h1, h2] = [await html(one.id), await html(two.id)];
    expect(h1).toContain("#4338ca");
    expect(h2).not.toContain("#4338ca");
  });

  it("a job that died with its process can be started again after the timeout", async () => {
    const a = await signedInUser(t);
    const stuck = await project(a.user.id, { status: "generating", generationStartedAt: new Date(Date.now() - 60_000) });
    // Still within its time: answered with its state, and nothing new is started.
    const running = await generate(stuck.id, a.cookie);
    expect(running.status).toBe(202);
    expect(await running.json()).toMatchObject({ status: "generating" });
    expect((await read(stuck.id)).generationStartedAt).toEqual(stuck.generationStartedAt);
    await t.db
      .update(projects)
      .set({ generationStartedAt: new Date(Date.now() - GENERATION_STALE_MS - 1000) })
      .where(eq(projects.id, stuck.id));
    expect((await generate(stuck.id, a.cookie)).status).toBe(202);
    await queue.idle();
    expect((await read(stuck.id)).status).toBe("completed");
  });

  it(`limits each user to ${GENERATIONS_PER_HOUR} generations an hour (refused calls are not counted)`, async () => {
    const a = await signedInUser(t);
    const unpaid = await project(a.user.id, { paymentStatus: "pending" });
    // A refused call (409: not paid) starts nothing and spends nothing.
    for (let i = 0; i <= GENERATIONS_PER_HOUR; i++) expect((await generate(unpaid.id, a.cookie)).status).toBe(409);
    const statuses: number[] = [];
    for (let i = 0; i < GENERATIONS_PER_HOUR; i++) statuses.push((await generate((await project(a.user.id)).id, a.cookie)).status);
    expect(statuses.every((s) => s === 202)).toBe(true);
    const last = await generate((await project(a.user.id)).id, a.cookie);
    expect(last.status).toBe(429);
    expect(last.headers.get("X-RateLimit-Remaining")).toBe("0");
    expect(Number(last.headers.get("X-RateLimit-Reset"))).toBeGreaterThan(Date.now() / 1000);
    expect(last.headers.get("Retry-After")).toBeTruthy();
    await queue.idle();
  });
});

describe("GET /sites/:slug/", () => {
  it("unknown or malformed slugs are a 404 page", async () => {
    expect((await rawHosted("/sites/no-such-site/")).status).toBe(404);
    expect((await rawHosted("/sites/..%2F..%2Fetc/")).status).toBe(404);
  });
});

describe("the model from configuration", () => {
  const base = { AI_BASE_URL: "http://127.0.0.1:9/v1", AI_MODEL: "local-model" };
  const contextFor = (env: Record<string, string>) => generationContext({ db: t.db, config: loadConfig(env) });

  it("no AI_BASE_URL / AI_MODEL: the embedded writer (no model)", () => {
    expect(contextFor({}).model).toBeNull();
  });

  it("a host without its own logger (the Worker) still gets the job's log lines, on the console", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    contextFor({}).log?.("generation of project 1 failed: boom");
    expect(warn).toHaveBeenCalledWith("generation of project 1 failed: boom");
    warn.mockRestore();
  });

  it("AI_STRUCTURED_OUTPUTS=true reaches the model; unset means JSON mode", () => {
    const structured = contextFor({ ...base, AI_STRUCTURED_OUTPUTS: "true" }).model as { supportsStructuredOutputs?: boolean; modelId?: string };
    expect(structured).toMatchObject({ modelId: "local-model", supportsStructuredOutputs: true });
    expect((contextFor(base).model as { supportsStructuredOutputs?: boolean }).supportsStructuredOutputs).toBe(false);
  });
});

describe("Workers AI when no OpenAI-compatible endpoint is configured", () => {
  const binding = { run: async () => ({ response: "{}" }) };
  it("the bound model writes when AI_BASE_URL is unset, named by AI_MODEL or the default", async () => {
    const { workersAiModel, WORKERS_AI_DEFAULT_MODEL } = await import("../../functions/hosts/worker/ai");
    const bound = workersAiModel(binding);
    expect(bound).toMatchObject({ modelId: WORKERS_AI_DEFAULT_MODEL });
    expect(generationContext({ db: t.db, config: loadConfig({}) }, bound).model).toBe(bound);
    expect(workersAiModel(binding, "@cf/some/model")).toMatchObject({ modelId: "@cf/some/model" });
    expect(workersAiModel(undefined)).toBeNull();
  });
  it("an OpenAI-compatible endpoint wins over the binding", async () => {
    const { workersAiModel } = await import("../../functions/hosts/worker/ai");
    const model = generationContext(
      { db: t.db, config: loadConfig({ AI_BASE_URL: "http://127.0.0.1:9/v1", AI_MODEL: "local-model" }) },
      workersAiModel(binding),
    ).model;
    expect(model).toMatchObject({ modelId: "local-model" });
  });
});
