import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { formPost, ownerWithSite } from "../helpers/hosted";

/** With SITES_ORIGIN set, hosted sites live on their own origin: nothing a site serves shares the platform's origin (cookies, sign-in). */
const SITES = "http://usersites.localhost:4321";
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({ SITES_ORIGIN: SITES })));
afterAll(() => t.cleanup());

describe("SITES_ORIGIN", () => {
  it("the platform origin redirects every /sites/ address there (GET 301, a form post 308)", async () => {
    const { base } = await ownerWithSite(t);
    const page = await t.app.request(`http://localhost:4321${base}/?x=1`);
    expect(page.status).toBe(301);
    expect(page.headers.get("location")).toBe(`${SITES}${base}/?x=1`);
    const post = await t.app.request(`http://localhost:4321${base}/contact`, formPost({ name: "x" }));
    expect(post.status).toBe(308);
    expect(post.headers.get("location")).toBe(`${SITES}${base}/contact`);
  });

  it("the sites origin serves hosted sites and nothing of the platform (no API, no session)", async () => {
    const { base } = await ownerWithSite(t);
    expect((await t.app.request(`${SITES}${base}/`)).status).toBe(200);
    const { cookie } = await signedInUser(t);
    expect((await t.app.request(`${SITES}/api/auth/user`, { headers: { Cookie: cookie } })).status).toBe(404);
    expect((await t.app.request(`${SITES}/api/health`)).status).toBe(404);
  });
});
