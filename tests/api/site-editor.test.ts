import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, jsonInit, ORIGIN, RAISED_API_LIMITS, signedInUser, type TestApp } from "../helpers/test-app";
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
const get = (path: string, cookie: string) => t.app.request(path, { headers: { Cookie: cookie } });
const send = (method: string, path: string, cookie: string, body?: unknown) =>
  t.app.request(path, body === undefined ? { method, headers: { Origin: ORIGIN, Cookie: cookie } } : jsonInit(method, body, { Cookie: cookie }));

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
  expect((await send("POST", `/api/projects/${p!.id}/generate`, owner.cookie)).status).toBe(202);
  await queue.idle();
  return { ...owner, projectId: p!.id };
}

async function editable(projectId: number, cookie: string): Promise<EditableSiteDto> {
  const res = await get(`/api/projects/${projectId}/site`, cookie);
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
    const saved = await send("POST", `/api/projects/${projectId}/site/versions`, cookie, { baseVersion: 1, content: edited });
    expect(saved.status).toBe(201);
    const v2: SiteVersionDto = await saved.json();
    expect(v2).toMatchObject({ number: 2, source: "edited", published: false, summary: "Edited hero heading, 1 price" });

    let hosted = await (await t.app.request(site.url)).text();
    expect(hosted).not.toContain("Bread since");
    expect(hosted).not.toContain("$9.99");

    const preview = await get(`/api/projects/${projectId}/site/versions/2/preview`, cookie);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(preview.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const previewHtml = await preview.text();
    expect(previewHtml).toContain("Bread since &lt;1987&gt;");
    expect(previewHtml).not.toMatch(/<script/i);

    expect((await send("POST", `/api/projects/${projectId}/site/versions/2/publish`, cookie)).status).toBe(200);
    hosted = await (await t.app.request(site.url)).text();
    expect(hosted).toContain("Bread since &lt;1987&gt;");
    expect(hosted).toContain("$9.99");

    const list: SiteVersionDto[] = await (await get(`/api/projects/${projectId}/site/versions`, cookie)).json();
    expect(list.map((v) => [v.number, v.published])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it("a save from a stale tab is 409 with a clear message and changes nothing", async () => {
    const { projectId, cookie } = await generatedSite();
    const site = await editable(projectId, cookie);
    expect(
      (await send("POST", `/api/projects/${projectId}/site/versions`, cookie, { baseVersion: 1, content: withPrice(site.head.content, "$1") })).status,
    ).toBe(201);
    const stale = await send("POST", `/api/projects/${projectId}/site/versions`, cookie, { baseVersion: 1, content: withPrice(site.head.content, "$2") });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ success: false, error: { code: "CONFLICT", message: EDITOR_MESSAGES.staleSave, requestId: expect.any(String) } });
    const rows = await t.db.select().from(siteVersions).where(eq(siteVersions.projectId, projectId));
    expect(rows.length).toBe(2);
  });

  it("two saves on the same base at once: exactly one wins", async () => {
    const { projectId, cookie } = await generatedSite();
    const site = await editable(projectId, cookie);
    const results = await Promise.all(
      ["$3", "$4", "$5"].map((p) =>
        send("POST", `/api/projects/${projectId}/site/versions`, cookie, { baseVersion: 1, content: withPrice(site.head.content, p) }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it("an unchanged save makes no version; invalid and oversized content is refused with the envelope", async () => {
    const { projectId, cookie } = await generatedSite();
    const site = await editable(projectId, cookie);
    const same = await send("POST", `/api/projects/${projectId}/site/versions`, cookie, { baseVersion: 1, content: site.head.content });
    expect(same.status).toBe(200);
    expect((await same.json()).number).toBe(1);

    const invalid = await send("POST", `/api/projects/${projectId}/site/versions`, cookie, {
      baseVersion: 1,
      content: { ...site.head.content, hero: { headline: "" } },
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.code).toBe("VALIDATION_ERROR");
    const badTheme = await send("POST", `/api/projects/${projectId}/site/versions`, cookie, {
      baseVersion: 1,
      content: {
        ...site.head.content,
        theme: { ...site.head.content.theme, palette: { ...site.head.content.theme!.palette, primary: "red;}</style><script>" } },
      },
    });
    expect(badTheme.status).toBe(400);
    const huge = { ...site.head.content, sections: site.head.content.sections.map((s) => ({ ...s, intro: "x".repeat(250) })), padding: "y".repeat(200 * 1024) };
    const tooBig = await send("POST", `/api/projects/${projectId}/site/versions`, cookie, { baseVersion: 1, content: huge });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
    expect((await send("POST", `/api/projects/${projectId}/site/versions`, cookie, { baseVersion: 0, content: site.head.content })).status).toBe(400);
    expect((await send("POST", `/api/projects/${projectId}/site/versions`, cookie, { content: site.head.content })).status).toBe(400);
  });

  it("restores an earlier version as a new draft", async () => {
    const { projectId, cookie } = await generatedSite();
    const site = await editable(projectId, cookie);
    await send("POST", `/api/projects/${projectId}/site/versions`, cookie, { baseVersion: 1, content: withPrice(site.head.content, "$42") });
    const stale = await send("POST", `/api/projects/${projectId}/site/versions/1/restore`, cookie, { baseVersion: 1 });
    expect(stale.status).toBe(409);
    const restored = await send("POST", `/api/projects/${projectId}/site/versions/1/restore`, cookie, { baseVersion: 2 });
    expect(restored.status).toBe(201);
    const v3 = await restored.json();
    expect(v3).toMatchObject({ number: 3, source: "restored", summary: "Restored version 1", published: false });
    expect(v3.content).toEqual(site.head.content);
    expect((await send("POST", `/api/projects/${projectId}/site/versions/9/restore`, cookie, { baseVersion: 3 })).status).toBe(404);
  });

  it("keeps the last 50 versions and the published one", async () => {
    const { projectId, cookie } = await generatedSite();
    let content = (await editable(projectId, cookie)).head.content;
    for (let n = 1; n <= SITE_VERSIONS_KEPT + 3; n++) {
      content = withPrice(content, `$${n}.00`);
      expect((await send("POST", `/api/projects/${projectId}/site/versions`, cookie, { baseVersion: n, content })).status).toBe(201);
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
    const paths: Array<[string, string, unknown?]> = [
      ["GET", `/api/projects/${projectId}/site`],
      ["GET", `/api/projects/${projectId}/site/versions`],
      ["GET", `/api/projects/${projectId}/site/versions/1`],
      ["GET", `/api/projects/${projectId}/site/versions/1/preview`],
      ["POST", `/api/projects/${projectId}/site/versions/1/publish`],
      ["POST", `/api/projects/${projectId}/site/versions/1/restore`, { baseVersion: 1 }],
      ["POST", `/api/projects/${projectId}/site/live`, { live: false }],
      ["GET", `/api/projects/${projectId}/images`],
      ["DELETE", `/api/projects/${projectId}`],
      ["DELETE", `/api/projects/${projectId}/listing`],
      ["GET", `/api/projects/${projectId}/listing`],
    ];
    for (const [method, path, body] of paths) {
      const theirs = await send(method, path, other.cookie, body);
      const missing = await send(method, path.replace(`/${projectId}`, "/987654321"), other.cookie, body);
      expect(theirs.status, path).toBe(404);
      // The same answer but for the request's own id.
      expect(withoutRequestId(await theirs.text()), path).toBe(withoutRequestId(await missing.text()));
    }
    expect((await t.db.select().from(projects).where(eq(projects.id, projectId))).length).toBe(1);
  });

  it("signed out is 401; a cross-site origin is refused", async () => {
    const { projectId, cookie } = await generatedSite();
    expect((await t.app.request(`/api/projects/${projectId}/site`)).status).toBe(401);
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
    const hostedBefore = await (await t.app.request(site.url)).text();
    const section = site.head.content.sections.find((s) => s.kind === "about") ?? site.head.content.sections[0]!;
    const res = await send("POST", `/api/projects/${projectId}/site/regenerate`, cookie, {
      baseVersion: 1,
      sectionId: section.id,
      instruction: "Shorter, please",
    });
    expect(res.status).toBe(201);
    const draft = await res.json();
    expect(draft).toMatchObject({ number: 2, source: "regenerated", published: false });
    expect(draft.summary).toMatch(/^Rewrote /);
    expect(await (await t.app.request(site.url)).text()).toBe(hostedBefore);
    expect(res.headers.get("X-RateLimit-Limit")).toBe(String(GENERATIONS_PER_HOUR));

    const whole = await send("POST", `/api/projects/${projectId}/site/regenerate`, cookie, { baseVersion: 2 });
    expect(whole.status).toBe(201);
    expect((await whole.json()).summary).toBe("Regenerated the whole site");
    expect((await send("POST", `/api/projects/${projectId}/site/regenerate`, cookie, { baseVersion: 1 })).status).toBe(409);
    expect((await send("POST", `/api/projects/${projectId}/site/regenerate`, cookie, { baseVersion: 3, sectionId: "nope" })).status).toBe(404);

    const { hitRateLimit } = await import("../../functions/services/rate-limit/index");
    await hitRateLimit(t.db, { bucket: "generate", key: user.id, limit: GENERATIONS_PER_HOUR, windowMs: 3600_000, cost: GENERATIONS_PER_HOUR, now: clock });
    const limited = await send("POST", `/api/projects/${projectId}/site/regenerate`, cookie, { baseVersion: 3 });
    expect(limited.status).toBe(429);
    clock += 2 * 3600_000;
  });
});

describe("lifecycle", () => {
  it("unpublish says the site is not published; publish again brings it back", async () => {
    const { projectId, cookie } = await generatedSite();
    const site = await editable(projectId, cookie);
    expect((await send("POST", `/api/projects/${projectId}/site/live`, cookie, { live: false })).status).toBe(200);
    const off = await t.app.request(site.url);
    expect(off.status).toBe(410);
    expect(await off.text()).toContain("This site is not published");
    expect((await send("POST", `/api/projects/${projectId}/site/live`, cookie, { live: true })).status).toBe(200);
    expect((await t.app.request(site.url)).status).toBe(200);
  });

  it("edits and withdraws the store listing", async () => {
    const { projectId, cookie } = await generatedSite();
    const listing = { name: "Harbor", description: "Bread", category: "Business", features: ["Menu"] };
    expect((await send("PUT", `/api/projects/${projectId}/listing`, cookie, listing)).status).toBe(409);
    expect((await send("POST", `/api/projects/${projectId}/publish`, cookie, listing)).status).toBe(201);
    const edited = await send("PUT", `/api/projects/${projectId}/listing`, cookie, { ...listing, name: "Harbor Bakery" });
    expect(edited.status).toBe(200);
    expect((await edited.json()).name).toBe("Harbor Bakery");
    expect(await (await get(`/api/projects/${projectId}/listing`, cookie)).json()).toMatchObject({
      name: "Harbor Bakery",
      description: "Bread",
      category: "Business",
      features: ["Menu"],
    });
    expect((await send("DELETE", `/api/projects/${projectId}/listing`, cookie)).status).toBe(204);
    expect(await t.db.select().from(publishedApps).where(eq(publishedApps.projectId, projectId))).toEqual([]);
    expect((await t.db.select().from(projects).where(eq(projects.id, projectId)))[0]!.isPublishedToStore).toBe(false);
    expect((await send("DELETE", `/api/projects/${projectId}/listing`, cookie)).status).toBe(409);
  });

  it("deleting a project removes its site, versions, images and listing", async () => {
    const { projectId, cookie } = await generatedSite();
    const site = await editable(projectId, cookie);
    await send("POST", `/api/projects/${projectId}/publish`, cookie, { name: "Harbor", description: "Bread", category: "Business", features: [] });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const up = await t.app.request(`/api/projects/${projectId}/images?alt=Shop`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": "image/png" },
      body: png,
    });
    expect(up.status).toBe(201);
    expect((await send("DELETE", `/api/projects/${projectId}`, cookie)).status).toBe(204);
    for (const table of [siteVersions, siteImages, generatedSites, publishedApps] as const) {
      expect(await t.db.select().from(table).where(eq(table.projectId, projectId))).toEqual([]);
    }
    expect((await t.app.request(site.url)).status).toBe(404);
    expect((await get(`/api/projects/${projectId}`, cookie)).status).toBe(404);
  });
});
