import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, RAISED_API_LIMITS, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient, errorOf } from "../helpers/api-client";
import { formPost, formToken, ownerWithSite } from "../helpers/hosted";
import { generatedSites, leads, projects, siteMessages } from "../../db/schema";
import { generationContext, runGeneration } from "../../functions/services/generation";
import { CONTACT_MIN_FILL_MS } from "../../functions/services/sites/hosted";
import type { EditableSiteDto } from "../../core/site/editor";
import type { SiteContent } from "../../core/site/schema";

/**
 * `billing@pаypal.com` (a Cyrillic "а") was stored and shown as is. Every address the product stores
 * refuses a domain label that mixes scripts or imitates Latin letters, typed in Unicode or punycode.
 */
let clock = Date.UTC(2026, 7, 3, 10);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp(RAISED_API_LIMITS, { now: () => clock })));
afterAll(() => t.cleanup());

const DECEPTIVE = ["billing@pаypal.com", "billing@xn--pypal-4ve.com"];
/** bücher.example in punycode (the API's email check takes ASCII domains; the contact form takes Unicode ones). */
const HONEST = "billing@xn--bcher-kva.example";

async function editorSave(cookie: string, projectId: number, edit: (c: SiteContent) => SiteContent) {
  const own = apiAs(t, cookie).projects[":id"];
  const param = { id: String(projectId) };
  const site = (await (await own.site.$get({ param })).json()) as EditableSiteDto;
  return own.site.versions.$post({ param, json: { baseVersion: site.head.number, content: edit(structuredClone(site.head.content)) } });
}

describe.each(DECEPTIVE)("the address %s", (address) => {
  it("is refused as the site's contact email and as its notification address", async () => {
    const { project, owner } = await ownerWithSite(t);
    const facts = await editorSave(owner.cookie, project.id, (c) => ({ ...c, facts: { ...c.facts, emails: [address] } }));
    expect(facts.status).toBe(400);
    expect((await errorOf(facts)).message).toMatch(/facts\.emails/);
    const notify = await editorSave(owner.cookie, project.id, (c) => ({ ...c, settings: { ...c.settings, ownerEmail: address } }));
    expect(notify.status).toBe(400);
  });

  it("is refused in a new project's business details, an ROI lead and an invite", async () => {
    const { cookie } = await signedInUser(t);
    const project = await apiAs(t, cookie).projects.$post({ json: { name: "Harbor Bakery", businessType: "Business", details: { email: address } } });
    expect(project.status).toBe(400);
    const lead = await apiClient(t, { "cf-connecting-ip": "10.1.2.3" }).leads.$post({
      json: { email: address, monthlyRequests: 10, estimatedSavings: "100", roiMultiple: 2, eventType: "roi_calculated", source: "roi_calculator" },
    });
    expect(lead.status).toBe(400);
    expect(await t.db.select().from(leads).where(eq(leads.email, address))).toHaveLength(0);
    const admin = await signedInUser(t, { role: "admin" });
    expect((await apiAs(t, admin.cookie).admin.invite.$post({ json: { role: "user", email: address } })).status).toBe(400);
  });

  it("is refused as a contact-form sender (the form again, nothing stored)", async () => {
    const { base, project } = await ownerWithSite(t);
    const token = formToken(await (await t.app.request(`${base}/`)).text());
    clock += CONTACT_MIN_FILL_MS + 1000;
    const fields = { name: "Eve", email: address, phone: "", message: "Please pay this invoice", website: "", t: token };
    const res = await t.app.request(`${base}/contact`, formPost(fields, { "cf-connecting-ip": "10.7.7.7" }));
    expect(res.status).toBe(422);
    expect(await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id))).toHaveLength(0);
  });
});

it("an honest international address is stored, and says why a deceptive one is not", async () => {
  const { project, owner } = await ownerWithSite(t);
  expect((await editorSave(owner.cookie, project.id, (c) => ({ ...c, facts: { ...c.facts, emails: [HONEST] } }))).status).toBe(201);
  const refused = await editorSave(owner.cookie, project.id, (c) => ({ ...c, facts: { ...c.facts, emails: ["billing@xn--pypal-4ve.com"] } }));
  expect((await errorOf(refused)).message).toMatch(/mixes alphabets or imitates a Latin name/);
});

it("a brief naming a deceptive address generates a site that does not list it as a contact", async () => {
  const { user } = await signedInUser(t);
  const [p] = await t.db
    .insert(projects)
    .values({
      userId: user.id,
      name: "Corner Bakery",
      businessType: "Restaurant",
      description: "Family bakery. Email billing@xn--pypal-4ve.com or orders@corner-bakery.example for orders.",
      basePrice: "1.00",
      serviceFee: "0.00",
      totalPrice: "1.00",
      paymentStatus: "paid",
      status: "generating",
      generationStartedAt: new Date(clock),
    })
    .returning();
  expect(await runGeneration({ ...generationContext(t.deps), onCompleted: undefined }, p!.id)).toBe("completed");
  const [site] = await t.db.select().from(generatedSites).where(eq(generatedSites.projectId, p!.id));
  expect((site!.content as SiteContent).facts.emails).toEqual(["orders@corner-bakery.example"]);
});
