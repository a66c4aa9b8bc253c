import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
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

async function offlineSite() {
  const site = await ownerWithSite(t);
  const FILE = `0123456789abcdef${String(++files).padStart(4, "0")}`;
  const token = formToken(await (await t.app.request(`${site.base}/`)).text());
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
  const res = await t.app.request(`/api/projects/${site.project.id}/site/live`, jsonInit("POST", { live: false }, { Cookie: site.owner.cookie }));
  expect(res.status).toBe(200);
  clock += CONTACT_MIN_FILL_MS + 1000;
  return { ...site, token, FILE, host: `offline-${site.project.id}.example.com` };
}

describe("offline means offline", () => {
  it("the contact form post is refused (410), nothing is stored and nothing is mailed", async () => {
    const { base, project, token } = await offlineSite();
    const res = await t.app.request(`${base}/contact`, formPost({ ...fields, t: token }, { "cf-connecting-ip": "10.9.0.1" }));
    expect(res.status).toBe(410);
    expect(await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id))).toHaveLength(0);
    expect((await t.db.select().from(outbox)).filter((m) => m.kind === "site_message")).toHaveLength(0);
  });

  it.each(["/", "/contact", "/contact/sent"])("GET %s answers 410", async (path) => {
    const { base } = await offlineSite();
    expect((await t.app.request(`${base}${path}`)).status).toBe(410);
  });

  it("its custom domain answers 410 on every path, the form post included", async () => {
    const { host, token } = await offlineSite();
    for (const path of ["/", "/contact", "/contact/sent", "/robots.txt", "/sitemap.xml"])
      expect((await t.app.request(`http://${host}${path}`)).status, path).toBe(410);
    expect((await t.app.request(`http://${host}/contact`, formPost({ ...fields, t: token }))).status).toBe(410);
  });

  it("media: 410 for visitors, served privately to the owner (the editor's preview shows them)", async () => {
    const { base, owner, FILE } = await offlineSite();
    expect((await t.app.request(`${base}/media/${FILE}.png`)).status).toBe(410);
    const other = await signedInUser(t);
    expect((await t.app.request(`${base}/media/${FILE}.png`, { headers: { Cookie: other.cookie } })).status).toBe(410);
    const mine = await t.app.request(`${base}/media/${FILE}.png`, { headers: { Cookie: owner.cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
