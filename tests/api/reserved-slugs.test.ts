import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, errorOf } from "../helpers/api-client";
import { ownerWithSite } from "../helpers/hosted";
import { generatedSites, projects } from "../../db/schema";
import { generationContext, runGeneration } from "../../functions/services/generation";
import type { EditableSiteDto } from "../../core/site/editor";

/** Same-origin phishing: no project, site or listing may be named (or addressed) like the platform's own pages. */
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: "100000" })));
afterAll(() => t.cleanup());

const IMITATIONS = [
  "Sign in – Lumen Spaces",
  "lumen-spaces-sign-in",
  "LUMEN SPACES",
  "Ⅼumеn Spaces",
  "Lumen_Spaces Support",
  "L0GIN",
  "Log-in portal",
  "Account",
  "A.d.m.i.n",
  "Billing",
  "Support",
  "Reset your password",
];

describe("names that imitate the platform", () => {
  it.each(IMITATIONS)("a project named %j is refused (400)", async (name) => {
    const { cookie } = await signedInUser(t);
    const res = await apiAs(t, cookie).projects.$post({ json: { name, businessType: "Business" } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/looks like a Lumen Spaces page/);
  });

  it.each(["Harbor Bakery", "Lumen Bakery", "Support Plumbing & Heating", "Blog & Co"])("%j is a business's own name (201)", async (name) => {
    const { cookie } = await signedInUser(t);
    expect((await apiAs(t, cookie).projects.$post({ json: { name, businessType: "Business" } })).status).toBe(201);
  });

  it("a project named so before this rule gets a neutral slug, never the imitation", async () => {
    const { user } = await signedInUser(t);
    const [p] = await t.db
      .insert(projects)
      .values({
        userId: user.id,
        name: "lumen-spaces-sign-in",
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

  it("the editor refuses a brand name that imitates the platform", async () => {
    const { project, owner } = await ownerWithSite(t);
    const own = apiAs(t, owner.cookie).projects[":id"];
    const param = { id: String(project.id) };
    const site = (await (await own.site.$get({ param })).json()) as EditableSiteDto;
    const content = { ...site.head.content, brandName: "Sign in – Lumen Spaces" };
    const res = await own.site.versions.$post({ param, json: { baseVersion: site.head.number, content } });
    expect(res.status).toBe(400);
  });
});
