import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createTestApp, ORIGIN, signedInUser, type TestApp } from "../helpers/test-app";
import { attackRoute, dbSnapshot, expectEnvelope, type HostileRoute } from "../helpers/hostile";
import { generatedSites, projects } from "../../db/schema";
import { regenerateSchema, restoreVersionSchema, saveVersionSchema, dismissedFactsSchema, siteLiveSchema } from "../../functions/routes/projects/site-editor";
import { publishSchema } from "../../functions/routes/projects/publishing";
import { siteContentSchema } from "../../functions/generator/index";
import fixture from "../unit/fixtures/site-content-v2.json";

/**
 * The hostile-input suite, site editor routes: every JSON route of the editor under
 * malformed, oversized and generated bodies, and the image upload under bytes that are not images.
 * Each route gets its own owner and site; the clock moves on an hour between routes.
 */
let t: TestApp;
let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock, runJob: () => undefined });
});
afterAll(() => t.cleanup());
beforeEach(() => {
  clock += 61 * 60 * 1000;
});

/** A fresh owner with a completed project whose site holds the fixture content (version 1 is made on first read). */
async function ownerWithSite(published = false) {
  const { user, cookie } = await signedInUser(t);
  const [p] = await t.db
    .insert(projects)
    .values({
      userId: user.id,
      name: "Target",
      businessType: "Restaurant",
      basePrice: "24.99",
      serviceFee: "5.00",
      totalPrice: "29.99",
      paymentStatus: "paid",
      status: "completed",
      isPublishedToStore: published,
    })
    .returning();
  const slug = `target-${p!.id}`;
  await t.db.insert(generatedSites).values({ projectId: p!.id, slug, html: "<!doctype html><title>T</title>", content: fixture, writer: "embedded" });
  const first = await t.app.request(`/api/projects/${p!.id}/site`, { headers: { Cookie: cookie } });
  expect(first.status).toBe(200);
  return { cookie, projectId: p!.id };
}

const content = () => siteContentSchema.parse(structuredClone(fixture));

describe("hostile input: site editor routes", () => {
  it("POST /api/projects/:id/site/versions", async () => {
    const { cookie, projectId } = await ownerWithSite();
    const route: HostileRoute = {
      name: "POST /api/projects/:id/site/versions",
      method: "POST",
      path: () => `/api/projects/${projectId}/site/versions`,
      headers: () => ({ Cookie: cookie }),
      schema: saveVersionSchema,
      // Always the stale base after the first save: accepted bodies get 201 once, then 409.
      valid: () => ({ baseVersion: 1, content: { ...content(), hero: { headline: "<script>alert(1)</script>" } } }),
      okStatuses: [409],
    };
    await attackRoute(t, route, 30);
  });

  it("POST /api/projects/:id/site/versions/:number/restore", async () => {
    const { cookie, projectId } = await ownerWithSite();
    await attackRoute(
      t,
      {
        name: "POST /api/projects/:id/site/versions/:number/restore",
        method: "POST",
        path: () => `/api/projects/${projectId}/site/versions/1/restore`,
        headers: () => ({ Cookie: cookie }),
        schema: restoreVersionSchema,
        valid: () => ({ baseVersion: 1 }),
        okStatuses: [409],
      },
      30,
    );
  });

  it("POST /api/projects/:id/site/regenerate", async () => {
    const { cookie, projectId } = await ownerWithSite();
    await attackRoute(
      t,
      {
        name: "POST /api/projects/:id/site/regenerate",
        method: "POST",
        path: () => `/api/projects/${projectId}/site/regenerate`,
        headers: () => ({ Cookie: cookie }),
        schema: regenerateSchema,
        valid: () => ({ baseVersion: 1, sectionId: "about", instruction: "<img src=x onerror=alert(1)> shorter" }),
        okStatuses: [404, 409, 429],
      },
      20,
    );
  });

  it("POST /api/projects/:id/site/live", async () => {
    const { cookie, projectId } = await ownerWithSite();
    await attackRoute(
      t,
      {
        name: "POST /api/projects/:id/site/live",
        method: "POST",
        path: () => `/api/projects/${projectId}/site/live`,
        headers: () => ({ Cookie: cookie }),
        schema: siteLiveSchema,
        valid: () => ({ live: true }),
      },
      30,
    );
  });

  it("PUT /api/projects/:id/site/dismissed", async () => {
    const { cookie, projectId } = await ownerWithSite();
    await attackRoute(
      t,
      {
        name: "PUT /api/projects/:id/site/dismissed",
        method: "PUT",
        path: () => `/api/projects/${projectId}/site/dismissed`,
        headers: () => ({ Cookie: cookie }),
        schema: dismissedFactsSchema,
        valid: () => ({ dismissed: ["503-555-0199", "<img src=x onerror=alert(1)>"] }),
      },
      30,
    );
  });

  it("PUT /api/projects/:id/listing", async () => {
    const { cookie, projectId } = await ownerWithSite();
    await attackRoute(
      t,
      {
        name: "PUT /api/projects/:id/listing",
        method: "PUT",
        path: () => `/api/projects/${projectId}/listing`,
        headers: () => ({ Cookie: cookie }),
        schema: publishSchema,
        valid: () => ({ name: "App", description: "Short", category: "Business", features: ["A"] }),
        okStatuses: [409],
      },
      30,
    );
  });

  it("POST /api/projects/:id/images: bytes that are not images are a 4xx envelope and store nothing", async () => {
    const { cookie, projectId } = await ownerWithSite();
    const before = await dbSnapshot(t);
    const samples = fc.sample(fc.uint8Array({ minLength: 0, maxLength: 4096 }), { numRuns: 25, seed: 16 });
    const prefixed = samples.map((b, i) => {
      const heads = [
        [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
        [0xff, 0xd8, 0xff],
        [...new TextEncoder().encode("RIFF\0\0\0\0WEBP")],
        [0, 0, 0, 24, ...new TextEncoder().encode("ftypavif")],
      ];
      return new Uint8Array([...heads[i % heads.length]!, ...b]);
    });
    for (const [i, body] of [...samples, ...prefixed].entries()) {
      const res = await t.app.request(`/api/projects/${projectId}/images?alt=x`, {
        method: "POST",
        headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": i % 2 ? "image/png" : "application/octet-stream" },
        body,
      });
      await expectEnvelope(res, `upload ${i}`, [400, 413, 415]);
    }
    expect(await dbSnapshot(t)).toEqual(before);
  });
});
