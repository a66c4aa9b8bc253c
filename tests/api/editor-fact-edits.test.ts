import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, jsonInit, RAISED_API_LIMITS, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";
import { createJobQueue, type JobQueue } from "../../functions/hosts/node/job-queue";
import { projects } from "../../db/schema";
import type { EditableSiteDto, SiteVersionDto } from "../../core/site/editor";
import { DETAIL_LIMITS } from "../../core/intake";

/**
 * The editor's facts win over the brief, through the API and the hosted page: an edited phone leaves no
 * old number anywhere on the published page (its words, its `tel:` links), and a string dismissed in
 * the Facts panel is stored with the project, so a regenerated site never shows it.
 */
let t: TestApp;
let queue: JobQueue;
let clock = Date.UTC(2026, 10, 27, 9, 0, 0);
beforeAll(async () => {
  queue = createJobQueue(2);
  t = await createTestApp({ ...RAISED_API_LIMITS }, { runJob: (job) => queue.enqueue(job), now: () => clock });
});
afterAll(() => t.cleanup());

const DESCRIPTION =
  "Family bakery in Portland since 1987, run by Ana and her sons. For wedding cakes call Ana on 503-555-0142 and ask for the tasting box. " +
  "Sourdough $6.50, croissant $3.25. Open Tue-Sun 7am-3pm. Phone: 503-555-0142. For the market stall ring Marco on 503-555-0199 on Saturdays. " +
  "Our old shop was at 12 Alder Street downtown.";

const own = (cookie: string) => apiAs(t, cookie).projects[":id"];
/** Untyped on purpose: the hosted site lives at `/sites/:slug/` (trailing slash), which the typed client cannot spell. */
const hosted = async (url: string) => (await t.app.request(url)).text();

async function generated() {
  const owner = await signedInUser(t);
  const [p] = await t.db
    .insert(projects)
    .values({
      userId: owner.user.id,
      name: "Harbor Bakery",
      businessType: "Restaurant",
      description: DESCRIPTION,
      basePrice: "24.99",
      serviceFee: "5.00",
      totalPrice: "29.99",
      paymentStatus: "paid",
    })
    .returning();
  const param = { id: String(p!.id) };
  expect((await own(owner.cookie).generate.$post({ param, json: {} })).status).toBe(202);
  await queue.idle();
  const site = (await (await own(owner.cookie).site.$get({ param })).json()) as EditableSiteDto;
  return { ...owner, param, site, projectId: p!.id };
}

async function publish(cookie: string, param: { id: string }, number: number) {
  const res = await own(cookie).site.versions[":number"].publish.$post({ param: { ...param, number: String(number) } });
  expect(res.status).toBe(200);
}

describe("an edited phone wins everywhere on the hosted page", () => {
  it("the old number is gone from the text and every tel: link once the edit is published", async () => {
    const { cookie, param, site } = await generated();
    const before = await hosted(site.url);
    // The generated page holds the owner's number in their own words (and its call button).
    expect(before).toContain("call Ana on 503-555-0142");
    expect(before).toContain('href="tel:');

    // The editor's Facts panel changes the phone slot only; the server carries it into the words.
    const content = { ...site.head.content, facts: { ...site.head.content.facts, phones: ["503-555-0100", ...site.head.content.facts.phones.slice(1)] } };
    const saved = await own(cookie).site.versions.$post({ param, json: { baseVersion: site.head.number, content } });
    expect(saved.status).toBe(201);
    const version = (await saved.json()) as SiteVersionDto;
    await publish(cookie, param, version.number);

    const after = await hosted(site.url);
    expect(after).not.toMatch(/555[-. )]*0142/);
    expect(after).toContain("call Ana on 503-555-0100");
    const tels = [...after.matchAll(/href="tel:([^"]*)"/g)].map((m) => m[1]);
    expect(tels.some((tel) => tel?.endsWith("5035550100"))).toBe(true);
    for (const tel of tels) expect(tel).not.toMatch(/0142$/);
    // Marco's number was not edited: it stays as the owner wrote it.
    expect(after).toContain("503-555-0199");
  });

  it("a removed phone takes the sentences that state it off the page", async () => {
    const { cookie, param, site } = await generated();
    expect(site.head.content.facts.phones).toEqual(["503-555-0142"]);
    const content = { ...site.head.content, facts: { ...site.head.content.facts, phones: [] } };
    const saved = await own(cookie).site.versions.$post({ param, json: { baseVersion: site.head.number, content } });
    expect(saved.status).toBe(201);
    await publish(cookie, param, ((await saved.json()) as SiteVersionDto).number);
    const after = await hosted(site.url);
    expect(after).not.toMatch(/0142/);
    expect(after).not.toContain('href="tel:');
    // The owner's other sentences stay.
    expect(after).toContain("For the market stall ring Marco on 503-555-0199 on Saturdays.");
  });
});

describe("a string dismissed in the editor never comes back when the site is regenerated", () => {
  it("is stored with the project beside /create's, and is absent from the regenerated, published page", async () => {
    const { cookie, param, site, projectId } = await generated();
    // An old address in the owner's prose: the Facts panel offers it ("Also in your description"), the owner dismisses it.
    expect(await hosted(site.url)).toContain("12 Alder Street");
    const res = await own(cookie).site.dismissed.$put({ param, json: { dismissed: ["12 Alder Street", "12 Alder Street"] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ dismissed: ["12 Alder Street"] });
    const [row] = await t.db.select({ details: projects.details }).from(projects).where(eq(projects.id, projectId));
    expect(row?.details?.dismissed).toEqual(["12 Alder Street"]);
    const loaded = (await (await own(cookie).site.$get({ param })).json()) as EditableSiteDto;
    expect(loaded.brief.dismissed).toEqual(["12 Alder Street"]);

    clock += 1000;
    const regenerated = await own(cookie).site.regenerate.$post({ param, json: { baseVersion: site.head.number } });
    expect(regenerated.status).toBe(201);
    const draft = (await regenerated.json()) as SiteVersionDto;
    await publish(cookie, param, draft.number);
    const after = await hosted(site.url);
    expect(after).not.toContain("12 Alder Street");
    expect(after).not.toContain("12%20Alder");
    // The rest of the owner's words are still there.
    expect(after).toContain("call Ana on 503-555-0142");

    // "Bring back dismissed": an empty list.
    const cleared = await own(cookie).site.dismissed.$put({ param, json: { dismissed: [] } });
    expect(await cleared.json()).toEqual({ dismissed: [] });
  });

  it.each([
    ["too many", { dismissed: Array.from({ length: DETAIL_LIMITS.dismissed + 1 }, (_, i) => `item ${i}`) }],
    ["too long", { dismissed: ["x".repeat(DETAIL_LIMITS.dismissedItem + 1)] }],
    ["empty", { dismissed: ["  "] }],
    ["not text", { dismissed: [42] }],
    ["not a list", { dismissed: "503-555-0199" }],
    ["missing", {}],
  ])("refuses a list that is %s with the 400 envelope, and stores nothing", async (_, body) => {
    const { cookie, projectId } = await generated();
    const res = await t.app.request(`/api/projects/${projectId}/site/dismissed`, jsonInit("PUT", body, { Cookie: cookie }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR" } });
    const [row] = await t.db.select({ details: projects.details }).from(projects).where(eq(projects.id, projectId));
    expect(row?.details?.dismissed).toBeUndefined();
  });

  it("another user's project is a 404", async () => {
    const { projectId } = await generated();
    const stranger = await signedInUser(t);
    const res = await t.app.request(`/api/projects/${projectId}/site/dismissed`, jsonInit("PUT", { dismissed: ["x"] }, { Cookie: stranger.cookie }));
    expect(res.status).toBe(404);
  });
});
