import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonInit, RAISED_API_LIMITS, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, errorOf } from "../helpers/api-client";
import { createJobQueue, type JobQueue } from "../../functions/hosts/node/job-queue";
import { projects } from "../../db/schema";
import type { SiteContent } from "../../core/site/schema";
import type { EditableSiteDto } from "../../core/site/editor";
import { BAKERY_MODEL_COPY, type FakeModelServer, startFakeModel } from "../helpers/fake-model";
import type { ProjectAnswer as ProjectDto } from "../../src/lib/api";

/**
 * The owner's booking/shop link (intake on /create, the editor's save) and the editor's marks on
 * AI-written fields, through the API, with generation by a local OpenAI-compatible model server.
 */
let t: TestApp;
let queue: JobQueue;
let model: FakeModelServer;
beforeAll(async () => {
  model = await startFakeModel(() => JSON.stringify(BAKERY_MODEL_COPY));
  queue = createJobQueue(2);
  t = await createTestApp({ ...RAISED_API_LIMITS, AI_BASE_URL: model.baseUrl, AI_MODEL: "fake-model-1" }, { runJob: (job) => queue.enqueue(job) });
});
afterAll(async () => {
  t.cleanup();
  await model.close();
});

/** A project's site routes through the typed client, as `cookie`'s owner. */
const siteOf = (cookie: string, id: number) => {
  const route = apiAs(t, cookie).projects[":id"];
  const param = { id: String(id) };
  return {
    generate: () => route.generate.$post({ param, json: {} }),
    get: async () => (await (await route.site.$get({ param })).json()) as EditableSiteDto,
    save: (baseVersion: number, content: SiteContent) => route.site.versions.$post({ param, json: { baseVersion, content } }),
  };
};
const errorCode = async (res: Response) => (await errorOf(res)).code;
/** Untyped on purpose: the hosted site under /sites/ is a page, not an API route. */
const rawPage = (path: string) => t.app.request(path);

const BAKERY = "Harbor Bakery is a family bakery in Portland since 1987. Sourdough $6.50, croissant $3.25. Open Tue-Sun 7am-3pm. Call 503-555-0142.";

async function generated(details: Record<string, unknown> | null = null, description = BAKERY) {
  const owner = await signedInUser(t);
  const [p] = await t.db
    .insert(projects)
    .values({
      userId: owner.user.id,
      name: "Harbor Bakery",
      businessType: "Restaurant",
      description,
      details,
      basePrice: "24.99",
      serviceFee: "5.00",
      totalPrice: "29.99",
      paymentStatus: "paid",
    })
    .returning();
  expect((await siteOf(owner.cookie, p!.id).generate()).status).toBe(202);
  await queue.idle();
  const site = await siteOf(owner.cookie, p!.id).get();
  return { ...owner, projectId: p!.id, site };
}

describe("the owner's booking or shop link", () => {
  const brief = { name: "Harbour Cuts", businessType: "Business", description: "Hair salon" };
  /** Typed for a text link; untyped on purpose for a link that is not text (the typed client would not compile it). */
  const create = (cookie: string, link: unknown) =>
    typeof link === "string"
      ? apiAs(t, cookie).projects.$post({ json: { ...brief, details: { link } } })
      : t.app.request("/api/projects", jsonInit("POST", { ...brief, details: { link } }, { Cookie: cookie }));

  it("an https link is kept with the project's details", async () => {
    const { cookie } = await signedInUser(t);
    const res = await create(cookie, "https://book.example.com/harbour-cuts");
    expect(res.status).toBe(201);
    expect(((await res.json()) as ProjectDto).details).toEqual({ link: "https://book.example.com/harbour-cuts" });
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["another scheme", "ftp://files.example.com/"],
    ["not a URL", "book with us"],
    ["longer than 300 characters", `https://book.example.com/${"a".repeat(300)}`],
    ["not a string", { href: "https://x.example" }],
  ])("%s: 400 VALIDATION_ERROR", async (_label, link) => {
    const { cookie } = await signedInUser(t);
    const res = await create(cookie, link);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("VALIDATION_ERROR");
  });

  it("an empty link is no link", async () => {
    const { cookie } = await signedInUser(t);
    const res = await create(cookie, "");
    expect(res.status).toBe(201);
    expect(((await res.json()) as ProjectDto).details).toBeNull();
  });

  it("reaches the generated page as the hero's button; the editor's save refuses an unsafe one", async () => {
    // A hair salon's list starts with the owner's link (booking), before its phone.
    const salon = "Harbour Cuts is a hair salon in Portsmouth: haircuts, colour and blow-dries. Call 023 9200 0100.";
    const { projectId, cookie, site } = await generated({ link: "https://shop.example.com/harbor" }, salon);
    expect(site.head.content.facts.link).toBe("https://shop.example.com/harbor");
    expect(site.head.content.hero.actions?.[0]).toBe("link");
    const hosted = await (await rawPage(site.url)).text();
    const hero = /<section class="hero"[\s\S]*?<\/section>/.exec(hosted)?.[0] ?? "";
    expect(hero).toMatch(/<div class="ctas"><a class="btn" href="https:\/\/shop\.example\.com\/harbor">/);

    for (const bad of ["javascript:alert(1)", "data:text/html,x", `https://x.example/${"a".repeat(300)}`]) {
      const content: SiteContent = { ...site.head.content, facts: { ...site.head.content.facts, link: bad } };
      const res = await siteOf(cookie, projectId).save(site.head.number, content);
      expect(res.status, bad).toBe(400);
      expect(await errorCode(res)).toBe("VALIDATION_ERROR");
    }
  });
});

describe("AI-written fields stay marked until the owner edits or accepts them", () => {
  it("a site the model wrote lists its fields; a save keeps only the marks whose words are unchanged and still listed", async () => {
    const calls = model.calls();
    const { projectId, cookie, site } = await generated();
    expect(model.calls()).toBeGreaterThan(calls);
    const head = site.head.content;
    expect(head.aiFields).toEqual(["tagline", "hero.subheadline", "about", "seo.description"]);
    expect(head.tagline).toBe(BAKERY_MODEL_COPY.tagline);

    // Accept the tagline (drop it from the list), edit the subheadline, leave the others.
    const next: SiteContent = {
      ...head,
      aiFields: ["hero.subheadline", "about", "seo.description"],
      hero: { ...head.hero, subheadline: "Our own words about the bakery." },
    };
    const saved = await siteOf(cookie, projectId).save(site.head.number, next);
    expect(saved.status).toBe(201);
    const reloaded = await siteOf(cookie, projectId).get();
    // The edited field lost its mark even though the client still listed it.
    expect(reloaded.head.content.aiFields).toEqual(["about", "seo.description"]);
    expect(reloaded.head.content.hero.subheadline).toBe("Our own words about the bakery.");
  });

  it("accepting alone is a change (a new version), and a save can never add a mark", async () => {
    const { projectId, cookie, site } = await generated();
    const head = site.head.content;
    const accepted = await siteOf(cookie, projectId).save(site.head.number, { ...head, aiFields: ["tagline", "about", "seo.description"] });
    expect(accepted.status).toBe(201);
    const v = (await accepted.json()) as { number: number; summary: string };
    expect(v.summary).toBe("Edited AI-written text reviewed");

    const added = await siteOf(cookie, projectId).save(v.number, {
      ...head,
      aiFields: ["tagline", "hero.subheadline", "about", "seo.description"],
      brandName: "Harbor Bakery & Cafe",
    });
    expect(added.status).toBe(201);
    const reloaded = await siteOf(cookie, projectId).get();
    expect(reloaded.head.content.aiFields).toEqual(["tagline", "about", "seo.description"]);
  });
});
