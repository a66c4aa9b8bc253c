import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";
import type { EditableSiteDto } from "../../core/site/editor";
import { formPost, ownerWithSite } from "../helpers/hosted";

/** With SITES_ORIGIN set, hosted sites live on their own origin: nothing a site serves shares the platform's origin (cookies, sign-in). */
const SITES = "http://usersites.localhost:4321";
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({ SITES_ORIGIN: SITES })));
afterAll(() => t.cleanup());

/** Untyped on purpose: hosted pages under /sites/ (not API routes), and calls on the platform's or the sites' full origin (another host). */
const rawRequest = (on: TestApp, url: string, init?: RequestInit) => on.app.request(url, init);

describe("SITES_ORIGIN", () => {
  it("the platform origin redirects every /sites/ address there (GET 301, a form post 308)", async () => {
    const { base } = await ownerWithSite(t);
    const page = await rawRequest(t, `http://localhost:4321${base}/?x=1`);
    expect(page.status).toBe(301);
    expect(page.headers.get("location")).toBe(`${SITES}${base}/?x=1`);
    const post = await rawRequest(t, `http://localhost:4321${base}/contact`, formPost({ name: "x" }));
    expect(post.status).toBe(308);
    expect(post.headers.get("location")).toBe(`${SITES}${base}/contact`);
  });

  it("the sites origin serves hosted sites and nothing of the platform (no API, no session)", async () => {
    const { base } = await ownerWithSite(t);
    expect((await rawRequest(t, `${SITES}${base}/`)).status).toBe(200);
    const { cookie } = await signedInUser(t);
    expect((await rawRequest(t, `${SITES}/api/auth/user`, { headers: { Cookie: cookie } })).status).toBe(404);
    expect((await rawRequest(t, `${SITES}/api/health`)).status).toBe(404);
  });

  it("a generated page names the sites origin in its canonical link and og:url, and so does a published edit", async () => {
    const { base, owner, project } = await ownerWithSite(t);
    const links = (html: string) => [/<link rel="canonical" href="([^"]*)">/.exec(html)?.[1], /<meta property="og:url" content="([^"]*)">/.exec(html)?.[1]];
    expect(links(await (await rawRequest(t, `${SITES}${base}/`)).text())).toEqual([`${SITES}${base}/`, `${SITES}${base}/`]);

    const own = apiAs(t, owner.cookie).projects[":id"];
    const param = { id: String(project.id) };
    const site = (await (await own.site.$get({ param })).json()) as EditableSiteDto;
    const content = { ...site.head.content, hero: { ...site.head.content.hero, headline: "Fresh bread" } };
    const saved = await own.site.versions.$post({ param, json: { baseVersion: site.head.number, content } });
    expect(saved.status).toBe(201);
    const { number } = (await saved.json()) as { number: number };
    expect((await own.site.versions[":number"].publish.$post({ param: { ...param, number: String(number) } })).status).toBe(200);
    const page = await (await rawRequest(t, `${SITES}${base}/`)).text();
    expect(page).toContain("Fresh bread");
    expect(links(page)).toEqual([`${SITES}${base}/`, `${SITES}${base}/`]);
  });
});

describe("without SITES_ORIGIN", () => {
  it("a generated page's canonical link and og:url are on PUBLIC_SITE_URL", async () => {
    const plain = await createTestApp();
    try {
      const { base } = await ownerWithSite(plain);
      const html = await (await rawRequest(plain, `${base}/`)).text();
      expect(html).toContain(`<link rel="canonical" href="http://localhost:4321${base}/">`);
      expect(html).toContain(`<meta property="og:url" content="http://localhost:4321${base}/">`);
    } finally {
      plain.cleanup();
    }
  });
});
