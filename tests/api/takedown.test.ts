import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { auditEvents, projects, publishedApps } from "../../db/schema";

/** A moderator's takedown sticks to the project: withdrawing and publishing again does not undo it; the owner sees why and can ask for a review. */
let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.cleanup());

const listing = { name: "Spammy Shop", description: "Cheap things", category: "Business" as const, features: [] as string[] };
const showcase = async () => (await (await apiClient(t)["published-apps"].$get({ query: {} })).json()) as { id: number; name: string }[];
const modList = async (cookie: string) =>
  (await (await apiAs(t, cookie).moderation["published-apps"].$get()).json()) as {
    id: number;
    name: string;
    takenDownAt: string | null;
    takedownReason: string | null;
    reviewRequestedAt: string | null;
  }[];
const audit = async (action: string) => t.db.select().from(auditEvents).where(eq(auditEvents.action, action));

async function publishedProject() {
  const owner = await signedInUser(t);
  const [p] = await t.db
    .insert(projects)
    .values({
      userId: owner.user.id,
      name: "Shop",
      businessType: "Business",
      basePrice: "1.00",
      serviceFee: "0.00",
      totalPrice: "1.00",
      status: "completed",
      generatedUrl: "/sites/shop/",
    })
    .returning();
  const res = await apiAs(t, owner.cookie).projects[":id"].publish.$post({ param: { id: String(p!.id) }, json: listing });
  expect(res.status).toBe(201);
  return { owner, projectId: p!.id, appId: ((await res.json()) as { id: number }).id };
}

describe("takedowns", () => {
  it("withdrawing and publishing again leaves the app down, in the moderators' list, and audited", async () => {
    const { owner, projectId, appId } = await publishedProject();
    const moderator = await signedInUser(t, { role: "moderator" });
    expect(
      (await apiAs(t, moderator.cookie).moderation["published-apps"][":id"].takedown.$post({ param: { id: String(appId) }, json: { reason: "Spam" } })).status,
    ).toBe(200);

    expect((await apiAs(t, owner.cookie).projects[":id"].listing.$delete({ param: { id: String(projectId) } })).status).toBeLessThan(300);
    const again = await apiAs(t, owner.cookie).projects[":id"].publish.$post({ param: { id: String(projectId) }, json: listing });
    expect(again.status).toBe(201);
    const newId = ((await again.json()) as { id: number }).id;

    expect((await showcase()).map((a) => a.id)).not.toContain(newId);
    expect((await modList(moderator.cookie)).find((a) => a.id === newId)).toMatchObject({ takedownReason: "Spam", takenDownAt: expect.any(String) });
    expect((await audit("listing.withdrawn")).some((r) => r.targetId === String(projectId) && r.actorId === owner.user.id)).toBe(true);
    expect((await audit("listing.published")).filter((r) => r.targetId === String(projectId))).toHaveLength(2);
  });

  it("the owner sees why and asks for a review (audited, shown to moderators); a moderator's restore ends it", async () => {
    const { owner, projectId, appId } = await publishedProject();
    const moderator = await signedInUser(t, { role: "moderator" });
    await apiAs(t, moderator.cookie).moderation["published-apps"][":id"].takedown.$post({
      param: { id: String(appId) },
      json: { reason: "Misleading claims" },
    });

    const project = (await (await apiAs(t, owner.cookie).projects[":id"].$get({ param: { id: String(projectId) } })).json()) as { takedown: unknown };
    expect(project.takedown).toMatchObject({ reason: "Misleading claims", takenDownAt: expect.any(String), reviewRequestedAt: null });

    const asked = await apiAs(t, owner.cookie).projects[":id"].takedown.review.$post({
      param: { id: String(projectId) },
      json: { message: "I removed the claims." },
    });
    expect(asked.status).toBe(200);
    expect((await apiAs(t, owner.cookie).projects[":id"].takedown.review.$post({ param: { id: String(projectId) }, json: {} })).status).toBe(409);
    expect((await modList(moderator.cookie)).find((a) => a.id === appId)!.reviewRequestedAt).toEqual(expect.any(String));
    expect(
      (await audit("showcase.review_requested")).some(
        (r) => r.targetId === String(projectId) && (r.detail as { message?: string }).message === "I removed the claims.",
      ),
    ).toBe(true);

    const other = await signedInUser(t);
    expect((await apiAs(t, other.cookie).projects[":id"].takedown.review.$post({ param: { id: String(projectId) }, json: {} })).status).toBe(404);

    expect((await apiAs(t, moderator.cookie).moderation["published-apps"][":id"].restore.$post({ param: { id: String(appId) } })).status).toBe(200);
    expect((await showcase()).map((a) => a.id)).toContain(appId);
    const after = (await (await apiAs(t, owner.cookie).projects[":id"].$get({ param: { id: String(projectId) } })).json()) as { takedown: unknown };
    expect(after.takedown).toBeNull();
    const [row] = await t.db.select().from(publishedApps).where(eq(publishedApps.id, appId));
    expect(row!.takenDownAt).toBeNull();
  });
});
