import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, RAISED_API_LIMITS, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, errorOf } from "../helpers/api-client";
import { formPost, formToken, ownerWithSite } from "../helpers/hosted";
import { generatedSites, projects, publishedApps, siteMessages, siteVersions } from "../../db/schema";
import { CONTACT_MIN_FILL_MS } from "../../functions/services/sites/hosted";
import { generationContext, runGeneration } from "../../functions/services/generation";
import type { EditableSiteDto } from "../../core/site/editor";
import type { SiteContent } from "../../core/site/schema";

/**
 * The red team's look-alike names, bidi tricks and platform titles, each performed through the API:
 * names folded with the Unicode confusables data, the slug checked itself, every title and heading a
 * page shows held to the same rule, hidden controls removed from every text the API takes.
 */
let clock = Date.UTC(2026, 8, 1, 10);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp(RAISED_API_LIMITS, { now: () => clock })));
afterAll(() => t.cleanup());

const RLO = "\u202e";
const listing = (name: string) => ({ name, description: "Bread and coffee", category: "Business" as const, features: [] as string[] });

async function editor(cookie: string, projectId: number) {
  const own = apiAs(t, cookie).projects[":id"];
  const param = { id: String(projectId) };
  const site = (await (await own.site.$get({ param })).json()) as EditableSiteDto;
  const save = (edit: (c: SiteContent) => SiteContent) =>
    own.site.versions.$post({ param, json: { baseVersion: site.head.number, content: edit(structuredClone(site.head.content)) } });
  return { site, save };
}

describe("look-alike letters (confusables)", () => {
  it.each(["ʟumen Spaces Sıgn ın", "Pɑssword Reset", "Łumen Spaces", "ꜱign ın here", "SlGN lN", "Lumen Spaces\u2060 Official"])(
    "a project named %j is refused",
    async (name) => {
      const { cookie } = await signedInUser(t);
      const res = await apiAs(t, cookie).projects.$post({ json: { name, businessType: "Business" } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toMatch(/looks like a Lumen Spaces page/);
    },
  );

  it("a slug that reads as the platform's page is never given, whatever the name's letters", async () => {
    const { user } = await signedInUser(t);
    // Stored directly (as an older row would be): a name whose romanized slug is "lumen-spaces-sign-in".
    const [p] = await t.db
      .insert(projects)
      .values({
        userId: user.id,
        name: "ʟumen Spaces Sıgn ın",
        businessType: "Restaurant",
        basePrice: "1.00",
        serviceFee: "0.00",
        totalPrice: "1.00",
        paymentStatus: "paid",
        status: "generating",
        generationStartedAt: new Date(),
      })
      .returning();
    expect(await runGeneration({ ...generationContext(t.deps), onCompleted: undefined }, p!.id)).toBe("completed");
    const [site] = await t.db.select().from(generatedSites).where(eq(generatedSites.projectId, p!.id));
    expect(site!.slug).not.toMatch(/lumen|sign/);
  });

  it('an editor save with brand name "Łumen Spaces" and a listing named "ʟumen Spaces Official" are refused', async () => {
    const { project, owner } = await ownerWithSite(t);
    const { save } = await editor(owner.cookie, project.id);
    expect((await save((c) => ({ ...c, brandName: "Łumen Spaces" }))).status).toBe(400);
    const res = await apiAs(t, owner.cookie).projects[":id"].publish.$post({ param: { id: String(project.id) }, json: listing("ʟumen Spaces Official") });
    expect(res.status).toBe(400);
    const put = await apiAs(t, owner.cookie).projects[":id"].listing.$put({ param: { id: String(project.id) }, json: listing("Lumеn Spaces Help") });
    expect(put.status).toBe(400);
  });
});

describe("titles and headings", () => {
  it.each<[string, (c: SiteContent) => SiteContent]>([
    ["seo.title", (c) => ({ ...c, seo: { ...c.seo, title: "Sign in – Lumen Spaces" } })],
    ["hero.headline", (c) => ({ ...c, hero: { ...c.hero, headline: "Sign in to Lumen Spaces" } })],
    ["hero.subheadline", (c) => ({ ...c, hero: { ...c.hero, subheadline: "Reset your pаssword to continue" } })],
  ])("a save whose %s imitates the platform is refused, with the field named", async (_field, edit) => {
    const { project, owner } = await ownerWithSite(t);
    const { save } = await editor(owner.cookie, project.id);
    const res = await save(edit);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/looks like a Lumen Spaces page/);
  });

  it("a version saved before the rule (written straight to the table) is not published while it breaks it", async () => {
    const { project, owner } = await ownerWithSite(t);
    const { site } = await editor(owner.cookie, project.id);
    const content = { ...site.head.content, hero: { ...site.head.content.hero, headline: "Sign in to Lumen Spaces" } };
    await t.db
      .insert(siteVersions)
      .values({ projectId: project.id, number: site.head.number + 1, content, source: "edited", summary: "old", createdAt: new Date() });
    const own = apiAs(t, owner.cookie).projects[":id"];
    const res = await own.site.versions[":number"].publish.$post({ param: { id: String(project.id), number: String(site.head.number + 1) } });
    expect(res.status).toBe(400);
    const [hosted] = await t.db.select().from(generatedSites).where(eq(generatedSites.projectId, project.id));
    expect(hosted!.html).not.toContain("Sign in to Lumen Spaces");
  });

  it("ordinary titles that share letters with the reserved words are saved", async () => {
    const { project, owner } = await ownerWithSite(t);
    const { save } = await editor(owner.cookie, project.id);
    const res = await save((c) => ({
      ...c,
      seo: { ...c.seo, title: "Blog in town – Corner Bakery" },
      hero: { ...c.hero, headline: "Illuminated spaces for your events" },
    }));
    expect(res.status).toBe(201);
  });
});

describe("bidi and invisible controls", () => {
  it("a brand name and a listing name lose their bidi override before they are checked and stored", async () => {
    const { project, owner } = await ownerWithSite(t);
    const { save } = await editor(owner.cookie, project.id);
    expect((await save((c) => ({ ...c, brandName: `Corner ${RLO}yrekab` }))).status).toBe(201);
    const after = (await (await apiAs(t, owner.cookie).projects[":id"].site.$get({ param: { id: String(project.id) } })).json()) as EditableSiteDto;
    expect(after.head.content.brandName).toBe("Corner yrekab");

    const res = await apiAs(t, owner.cookie).projects[":id"].publish.$post({
      param: { id: String(project.id) },
      json: listing(`Corner Bakery ${RLO}slaiciffo`),
    });
    expect(res.status).toBe(201);
    const [app] = await t.db.select().from(publishedApps).where(eq(publishedApps.projectId, project.id));
    expect(app!.name).toBe("Corner Bakery slaiciffo");
  });

  it("a hosted site's contact form (a no-script form post) loses them too before the message is stored", async () => {
    const { base, project } = await ownerWithSite(t);
    const token = formToken(await (await t.app.request(`${base}/`)).text());
    clock += CONTACT_MIN_FILL_MS + 1000;
    const fields = { name: `Eve ${RLO}nimda`, email: "eve@example.com", phone: "", message: `Pay ${RLO}\u200binvoice`, website: "", t: token };
    const res = await t.app.request(`${base}/contact`, formPost(fields, { "cf-connecting-ip": "10.5.5.5" }));
    expect(res.status).toBe(303);
    const [message] = await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id));
    expect(message).toMatchObject({ name: "Eve nimda", message: "Pay invoice" });
  });

  it("an override hiding the platform's name is refused (stripped, then folded)", async () => {
    const { cookie } = await signedInUser(t);
    const res = await apiAs(t, cookie).projects.$post({ json: { name: `Lumen${RLO} Spaces\u200b`, businessType: "Business" } });
    expect(res.status).toBe(400);
  });
});
