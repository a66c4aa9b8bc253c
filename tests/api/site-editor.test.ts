import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { createTestApp, jsonInit, ORIGIN, RAISED_API_LIMITS, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient, errorOf } from "../helpers/api-client";
import { createJobQueue, type JobQueue } from "../../functions/hosts/node/job-queue";
import { generatedSites, projects, publishedApps, siteImages, siteVersions } from "../../db/schema";
import type { SiteContent } from "../../functions/generator/index";
import type { EditableSiteDto, SiteVersionDto } from "../../core/site/editor";
import { SITE_VERSIONS_KEPT } from "../../core/site/editor";
import { EDITOR_MESSAGES } from "../../core/content/editor";
import { GENERATIONS_PER_HOUR } from "../../core/api-limits";
import { sharpImageProcessor } from "../../functions/hosts/node/images";
import sharp from "sharp";

let t: TestApp;
let queue: JobQueue;
let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
beforeAll(async () => {
  queue = createJobQueue(2);
  t = await createTestApp({ ...RAISED_API_LIMITS }, { runJob: (job) => queue.enqueue(job), now: () => clock, images: { process: sharpImageProcessor } });
});
afterAll(() => t.cleanup());

/** An answer's text without the per-request id of an error envelope. */
const withoutRequestId = (text: string) => text.replace(/,"requestId":"[^"]*"/, "");
/** One of the signed-in owner's projects through the typed client (`at(id)` is its param). */
const own = (cookie: string) => apiAs(t, cookie).projects[":id"];
const at = (projectId: number) => ({ id: String(projectId) });
type Own = ReturnType<typeof own>;
const saveVersion = (cookie: string, projectId: number, json: InferRequestType<Own["site"]["versions"]["$post"]>["json"]) =>
  own(cookie).site.versions.$post({ param: at(projectId), json });
const restoreVersion = (
  cookie: string,
  projectId: number,
  number: number,
  json: InferRequestType<Own["site"]["versions"][":number"]["restore"]["$post"]>["json"],
) => own(cookie).site.versions[":number"].restore.$post({ param: { ...at(projectId), number: String(number) }, json });
const regenerate = (cookie: string, projectId: number, json: InferRequestType<Own["site"]["regenerate"]["$post"]>["json"]) =>
  own(cookie).site.regenerate.$post({ param: at(projectId), json });
const setLive = (cookie: string, projectId: number, live: boolean) => own(cookie).site.live.$post({ param: at(projectId), json: { live } });
/** Untyped on purpose: a save without its baseVersion (the typed client would not compile it). */
const rawSave = (cookie: string, projectId: number, body: unknown) =>
  t.app.request(`/api/projects/${projectId}/site/versions`, jsonInit("POST", body, { Cookie: cookie }));
/** Untyped on purpose: the hosted site lives at `/sites/:slug/` (trailing slash), which the typed client cannot spell. */
const rawHosted = (url: string) => t.app.request(url);

/** A paid project of a fresh user, generated for real (embedded writer) through the API. */
async function generatedSite(name = "Harbor Bakery") {
  const owner = await signedInUser(t);
  const [p] = await t.db
    .insert(projects)
    .values({
      userId: owner.user.id,
      name,
      businessType: "Restaurant",
      description: "Family bakery in Portland since 1987. Sourdough $6.50, croissant $3.25. Open Tue-Sun 7am-3pm. Call 503-555-0142.",
      basePrice: "24.99",
      serviceFee: "5.00",
      totalPrice: "29.99",
      paymentStatus: "paid",
    })
    .returning();
  expect((await own(owner.cookie).generate.$post({ param: at(p!.id), json: {} })).status).toBe(202);
  await queue.idle();
  return { ...owner, projectId: p!.id };
}

async function editable(projectId: number, cookie: string): Promise<EditableSiteDto> {
  const res = await own(cookie).site.$get({ param: at(projectId) });
  expect(res.status).toBe(200);
  return res.json();
}

function withPrice(content: SiteContent, price: string): SiteContent {
  const next = structuredClone(content);
  const offer = next.sections.find((s) => s.kind === "offerings");
  if (offer?.kind !== "offerings") throw new Error("no offerings in the generated site");
  offer.groups[0]!.items[0]!.price = price;
  return next;
}

describe("versions", () => {
  it("a generation is version 1 and published; a save is a draft the hosted site does not show until published", async () => {
    const { projectId, cookie } = await generatedSite();
    const site = await editable(projectId, cookie);
    expect(site.head).toMatchObject({ number: 1, source: "generated", published: true });
    expect(site.publishedNumber).toBe(1);
    expect(site.live).toBe(true);

    const edited = withPrice({ ...site.head.content, hero: { ...site.head.content.hero, headline: "Bread since <1987>" } }, "$9.99");
    const saved = await saveVersion(cookie, projectId, { baseVersion: 1, content: edited });
    expect(saved.status).toBe(201);
    const v2: SiteVersionDto = await saved.json();
    // The edited price also replaced "$6.50" in the price question (an edited fact wins everywhere).
    expect(v2).toMatchObject({ number: 2, source: "edited", published: false, summary: "Edited hero heading, questions and answers text, 1 price" });

    let hosted = await (await rawHosted(site.url)).text();
    expect(hosted).not.toContain("Bread since");
    expect(hosted).not.toContain("$9.99");

    const preview = await own(cookie).site.versions[":number"].preview.$get({ param: { ...at(projectId), number: "2" } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(preview.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const previewHtml = await preview.text();
    expect(previewHtml).toContain("Bread since &lt;1987&gt;");
    expect(previewHtml).not.toMatch(/<script(?! type="application\/ld\+json">)/i); // its one script element is JSON-LD data

    expect((await own(cookie).site.versions[":number"].publish.$post({ param: { ...at(projectId), number: "2" } })).status).toBe(200);
    hosted = await (await rawHosted(site.url)).text();
    expect(hosted).toContain("Bread since &lt;1987&gt;");
    expect(hosted).toContain("$9.99");

    const list: SiteVersionDto[] = await (await own(cookie).site.versions.$get({ param: at(projectId) })).json();
    expect(list.map((v) => [v.number, v.published])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it("a save from a stale tab is 409 with a clear message and changes nothing", async () => {
    const { projectId, cookie } = await generatedSite();
    const site = await editable(projectId, cookie);
    expect((await saveVersion(cookie, projectId, { baseVersion: 1, content: withPrice(site.head.content, "$1") })).status).toBe(201);
    const stale = await saveVersion(cookie, projectId, { baseVersion: 1, content: withPrice(site.head.content, "$2") });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ success: false, error: { code: "CONFLICT", message: EDITOR_MESSAGES.staleSave, requestId: expect.any(String) } });
    const rows = await t.db.select().from(siteVersions).where(eq(siteVersions.projectId, projectId));
    expect(rows.length).toBe(2);
  });

  it("two saves on the same base at once: exactly one wins", async () => {
    const { projectId, cookie } = await generatedSite();
    const site = await editable(projectId, cookie);
    const results = await Promise.all(
      ["$3", "$4", "$5"].map((p) => saveVersion(cookie, projectId, { baseVersion: 1, content: withPrice(site.head.content, p) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it("an unchanged save makes no version; invalid and oversized content is refused with the envelope", async () => {
    const { projectId, cookie } = await generatedSite();
    const site = await editable(projectId, cookie);
    const same = await saveVersion(cookie, projectId, { baseVersion: 1, content: site.head.content });
    expect(same.status).toBe(200);
    expect((await same.json()).number).toBe(1);

    const invalid = await saveVersion(cookie, projectId, {
      baseVersion: 1,
      content: { ...site.head.content, hero: { headline: "" } },
    });
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid)).code).toBe("VALIDATION_ERROR");
    const badTheme = await saveVersion(cookie, projectId, {
      baseVersion: 1,
      content: {
        ...site.head.content,
        theme: { ...site.head.content.theme, palette: { ...site.head.content.theme!.palette, primary: "red;}</style><script>" } },
      },
    });
    expect(badTheme.status).toBe(400);
    const huge = { ...site.head.content, sections: site.head.content.sections.map((s) => ({ ...s, intro: "x".repeat(250) })), padding: "y".repeat(200 * 1024) };
    const tooBig = await saveVersion(cookie, projectId, { baseVersion: 1, content: huge });
    expect(tooBig.status).toBe(413);
    expect((await errorOf(tooBig)).code).toBe("PAYLOAD_TOO_LARGE");
    expect((await saveVersion(cookie, projectId, { baseVersion: 0, content: site.head.content })).status).toBe(400);
    expect((await rawSave(cookie, projectId, { content: site.head.content })).status).toBe(400);
  });

  it("restores an earlier version as a new draft", async () => {
    const { projectId, cookie } = await generatedSite();
    const site = await editable(projectId, cookie);
    await saveVersion(cookie, projectId, { baseVersion: 1, content: withPrice(site.head.content, "$42") });
    const stale = await restoreVersion(cookie, projectId, 1, { baseVersion: 1 });
    expect(stale.status).toBe(409);
    const restored = await restoreVersion(cookie, projectId, 1, { baseVersion: 2 });
    expect(restored.status).toBe(201);
    const v3 = await restored.json();
    expect(v3).toMatchObject({ number: 3, source: "restored", summary: "Restored version 1", published: false });
    expect(v3.content).toEqual(site.head.content);
    expect((await restoreVersion(cookie, projectId, 9, { baseVersion: 3 })).status).toBe(404);
  });

  it("keeps the last 50 versions and the published one", async () => {
    const { projectId, cookie } = await generatedSite();
    let content = (await editable(projectId, cookie)).head.content;
    for (let n = 1; n <= SITE_VERSIONS_KEPT + 3; n++) {
      content = withPrice(content, `$${n}.00`);
      expect((await saveVersion(cookie, projectId, { baseVersion: n, content })).status).toBe(201);
    }
    const numbers = (await t.db.select({ n: siteVersions.number }).from(siteVersions).where(eq(siteVersions.projectId, projectId)))
      .map((r) => r.n)
      .sort((a, b) => a - b);
    expect(numbers[0]).toBe(1); // published, kept
    expect(numbers.length).toBe(SITE_VERSIONS_KEPT + 1);
    expect(numbers.at(-1)).toBe(SITE_VERSIONS_KEPT + 4);
  });

  it("another user's project is the same 404 as one that does not exist (byte for byte but for the request id)", async () => {
    const { projectId } = await generatedSite();
    const other = await signedInUser(t);
    const api = own(other.cookie);
    const calls: Array<[string, (id: number) => Promise<Response>]> = [
      ["GET /site", (id) => api.site.$get({ param: at(id) })],
      ["GET /site/versions", (id) => api.site.versions.$get({ param: at(id) })],
      ["GET /site/versions/1", (id) => api.site.versions[":number"].$get({ param: { ...at(id), number: "1" } })],
      ["GET /site/versions/1/preview", (id) => api.site.versions[":number"].preview.$get({ param: { ...at(id), number: "1" } })],
      ["POST /site/versions/1/publish", (id) => api.site.versions[":number"].publish.$post({ param: { ...at(id), number: "1" } })],
      ["POST /site/versions/1/restore", (id) => restoreVersion(other.cookie, id, 1, { baseVersion: 1 })],
      ["POST /site/live", (id) => setLive(other.cookie, id, false)],
      ["GET /images", (id) => api.images.$get({ param: at(id) })],
      ["DELETE /", (id) => api.$delete({ param: at(id) })],
      ["DELETE /listing", (id) => api.listing.$delete({ param: at(id) })],
      ["GET /listing", (id) => api.listing.$get({ param: at(id) })],
    ];
    for (const [path, call] of calls) {
      const theirs = await call(projectId);
      const missing = await call(987654321);
      expect(withoutRequestId(await theirs.text()), path).toBe(withoutRequestId(await missing.text()));
    }
    expect((await t.db.select().from(projects).where(eq(projects.id, projectId))).length).toBe(1);
  });

  it("signed out is 401; a cross-site origin is refused", async () => {
    const { projectId, cookie } = await generatedSite();
    expect((await apiClient(t).projects[":id"].site.$get({ param: at(projectId) })).status).toBe(401);
    // Untyped on purpose: a cross-site Origin.
    const evil = await t.app.request(`/api/projects/${projectId}/site/live`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example", Cookie: cookie },
      body: JSON.stringify({ live: false }),
    });
    expect(evil.status).toBe(403);
  });
});

describe("regenerate", () => {
  it("a completed project's regeneration is a new draft; the hosted site is unchanged; it counts toward the hourly limit", async () => {
    const { projectId, cookie, user } = await generatedSite();
    const site = await editable(projectId, cookie);
    const hostedBefore = await (await rawHosted(site.url)).text();
    const section = site.head.content.sections.find((s) => s.kind === "about") ?? site.head.content.sections[0]!;
    const res = await regenerate(cookie, projectId, {
      baseVersion: 1,
      sectionId: section.id,
      instruction: "Shorter, please",
    });
    expect(res.status).toBe(201);
    const draft = await res.json();
    expect(draft).toMatchObject({ number: 2, source: "regenerated", published: false });
    expect(draft.summary).toMatch(/^Rewrote /);
    expect(await (await rawHosted(site.url)).text()).toBe(hostedBefore);
    expect(res.headers.get("X-RateLimit-Limit")).toBe(String(GENERATIONS_PER_HOUR));

    const whole = await regenerate(cookie, projectId, { baseVersion: 2 });
    expect(whole.status).toBe(201);
    expect((await whole.json()).summary).toBe("Regenerated the whole site");
    expect((await regenerate(cookie, projectId, { baseVersion: 1 })).status).toBe(409);
    expect((await regenerate(cookie, projectId, { baseVersion: 3, sectionId: "nope" })).status).toBe(404);

    const { hitRateLimit } = await import("../../functions/services/rate-limit/index");
    await hitRateLimit(t.db, { bucket: "generate", key: user.id, limit: GENERATIONS_PER_HOUR, windowMs: 3600_000, cost: GENERATIONS_PER_HOUR, now: clock });
    const limited = await regenerate(cookie, projectId, { baseVersion: 3 });
    expect(limited.status).toBe(429);
    clock += 2 * 3600_000;
  });
});

describe("lifecycle", () => {
  it("unpublish says the site is not published; publish again brings it back", async () => {
    const { projectId, cookie } = await generatedSite();
    const site = await editable(projectId, cookie);
    expect((await setLive(cookie, projectId, false)).status).toBe(200);
    const off = await rawHosted(site.url);
    expect(off.status).toBe(410);
    expect(await off.text()).toContain("This site is not published");
    expect((await setLive(cookie, projectId, true)).status).toBe(200);
    expect((await rawHosted(site.url)).status).toBe(200);
  });

  it("edits and withdraws the store listing", async () => {
    const { projectId, cookie } = await generatedSite();
    const listing = { name: "Harbor", description: "Bread", category: "Business" as const, features: ["Menu"] };
    expect((await own(cookie).listing.$put({ param: at(projectId), json: listing })).status).toBe(409);
    expect((await own(cookie).publish.$post({ param: at(projectId), json: listing })).status).toBe(201);
    const edited = await own(cookie).listing.$put({ param: at(projectId), json: { ...listing, name: "Harbor Bakery" } });
    expect(edited.status).toBe(200);
    expect((await edited.json()).name).toBe("Harbor Bakery");
    expect(await (await own(cookie).listing.$get({ param: at(projectId) })).json()).toMatchObject({
      name: "Harbor Bakery",
      description: "Bread",
      category: "Business",
      features: ["Menu"],
    });
    expect((await own(cookie).listing.$delete({ param: at(projectId) })).status).toBe(204);
    expect(await t.db.select().from(publishedApps).where(eq(publishedApps.projectId, projectId))).toEqual([]);
    expect((await t.db.select().from(projects).where(eq(projects.id, projectId)))[0]!.isPublishedToStore).toBe(false);
    expect((await own(cookie).listing.$delete({ param: at(projectId) })).status).toBe(409);
  });

  it("deleting a project removes its site, versions, images and listing", async () => {
    const { projectId, cookie } = await generatedSite();
    const site = await editable(projectId, cookie);
    await own(cookie).publish.$post({ param: at(projectId), json: { name: "Harbor", description: "Bread", category: "Business", features: [] } });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    // Untyped on purpose: an upload is the image's raw bytes, not JSON.
    const up = await t.app.request(`/api/projects/${projectId}/images?alt=Shop`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "image/png" },
      body: png,
    });
    expect(up.status).toBe(201);
    expect((await own(cookie).$delete({ param: at(projectId) })).status).toBe(204);
    for (const table of [siteVersions, siteImages, generatedSites, publishedApps] as const) {
      expect(await t.db.select().from(table).where(eq(table.projectId, projectId))).toEqual([]);
    }
    expect((await rawHosted(site.url)).status).toBe(404);
    expect((await own(cookie).$get({ param: at(projectId) })).status).toBe(404);
  });
});
