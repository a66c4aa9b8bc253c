import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
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
    const res = await t.app.request("/api/projects", jsonInit("POST", { name, businessType: "Business" }, { Cookie: cookie }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/looks like a Lumen Spaces page/);
  });

  it.each(["Harbor Bakery", "Lumen Bakery", "Support Plumbing & Heating", "Blog & Co"])("%j is a business's own name (201)", async (name) => {
    const { cookie } = await signedInUser(t);
    expect((await t.app.request("/api/projects", jsonInit("POST", { name, businessType: "Business" }, { Cookie: cookie }))).status).toBe(201);
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
    const site = (await (await t.app.request(`/api/projects/${project.id}/site`, { headers: { Cookie: owner.cookie } })).json()) as EditableSiteDto;
    const content = { ...site.head.content, brandName: "Sign in – Lumen Spaces" };
    const res = await t.app.request(
      `/api/projects/${project.id}/site/versions`,
      jsonInit("POST", { baseVersion: site.head.number, content }, { Cookie: owner.cookie }),
    );
    expect(res.status).toBe(400);
  });
});
