import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testClient } from "hono/testing";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";
import { formPost, formToken, ownerWithSite } from "../helpers/hosted";
import { customDomains, outbox, siteImages, siteMessages } from "../../db/schema";
import { CONTACT_MIN_FILL_MS } from "../../functions/services/sites/hosted";

/** A site its owner took offline is offline on every path: its page, its contact pages and form posts, its media (but for its owner's preview) and its custom domain. */
let clock = Date.UTC(2026, 3, 3, 9);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({}, { now: () => clock })));
afterAll(() => t.cleanup());

const fields = { name: "Ada", email: "ada@example.com", phone: "", message: "Are you open?", website: "" };
let files = 0;

/** The hosted-site routes through the typed client, as a visitor (or, with a cookie, a signed-in person). */
const sitesAs = (cookie?: string) => testClient(t.app, undefined, undefined, cookie ? { headers: { Cookie: cookie } } : undefined).sites[":slug"];
/** Untyped on purpose: a hosted page lives at `/sites/:slug/` (trailing slash), which the typed client cannot spell. */
const rawPage = (base: string) => t.app.request(`${base}/`);
/** Untyped on purpose: the contact route reads a browser's form post itself (no validator), so the client cannot send its body. */
const rawContact = (base: string, init: RequestInit) => t.app.request(`${base}/contact`, init);
/** Untyped on purpose: another host (the site's custom domain). */
const rawOnHost = (host: string, path: string, init?: RequestInit) => t.app.request(`http://${host}${path}`, init);

async function offlineSite() {
  const site = await ownerWithSite(t);
  const FILE = `0123456789abcdef${String(++files).padStart(4, "0")}`;
  const token = formToken(await (await rawPage(site.base)).text());
  await t.db
    .insert(siteImages)
    .values({ id: FILE, projectId: site.project.id, mime: "image/png", ext: "png", alt: "x", size: 4, bytes: Buffer.from([137, 80, 78, 71]) });
  await t.db.insert(customDomains).values({
    projectId: site.project.id,
    hostname: `offline-${site.project.id}.example.com`,
    token: "x",
    verifiedAt: new Date(clock),
    createdAt: new Date(clock),
  });
  const res = await apiAs(t, site.owner.cookie).projects[":id"].site.live.$post({ param: { id: String(site.project.id) }, json: { live: false } });
  expect(res.status).toBe(200);
  clock += CONTACT_MIN_FILL_MS + 1000;
  return { ...site, token, FILE, host: `offline-${site.project.id}.example.com` };
}

describe("offline means offline", () => {
  it("the contact form post is refused (410), nothing is stored and nothing is mailed", async () => {
    const { base, project, token } = await offlineSite();
    const res = await rawContact(base, formPost({ ...fields, t: token }, { "cf-connecting-ip": "10.9.0.1" }));
    expect(res.status).toBe(410);
    expect(await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id))).toHaveLength(0);
    expect((await t.db.select().from(outbox)).filter((m) => m.kind === "site_message")).toHaveLength(0);
  });

  it.each(["/", "/contact", "/contact/sent"])("GET %s answers 410", async (path) => {
    const { base, slug } = await offlineSite();
    const calls: Record<string, () => Promise<Response>> = {
      "/": async () => rawPage(base),
      "/contact": () => sitesAs().contact.$get({ param: { slug } }),
      "/contact/sent": () => sitesAs().contact.sent.$get({ param: { slug } }),
    };
    expect((await calls[path]!()).status).toBe(410);
  });

  it("its custom domain answers 410 on every path, the form post included", async () => {
    const { host, token } = await offlineSite();
    for (const path of ["/", "/contact", "/contact/sent", "/robots.txt", "/sitemap.xml"]) expect((await rawOnHost(host, path)).status, path).toBe(410);
    expect((await rawOnHost(host, "/contact", formPost({ ...fields, t: token }))).status).toBe(410);
  });

  it("media: 410 for visitors, served privately to the owner (the editor's preview shows them)", async () => {
    const { slug, owner, FILE } = await offlineSite();
    const param = { slug, file: `${FILE}.png` };
    expect((await sitesAs().media[":file"].$get({ param })).status).toBe(410);
    const other = await signedInUser(t);
    expect((await sitesAs(other.cookie).media[":file"].$get({ param })).status).toBe(410);
    const mine = await sitesAs(owner.cookie).media[":file"].$get({ param });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
