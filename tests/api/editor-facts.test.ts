import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, RAISED_API_LIMITS, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";
import { createJobQueue, type JobQueue } from "../../functions/hosts/node/job-queue";
import { projects } from "../../db/schema";
import type { EditableSiteDto } from "../../core/site/editor";

/** The editor's Facts panel through the API: the owner's brief comes with the site, a dismissal is kept in the content. */
let t: TestApp;
let queue: JobQueue;
beforeAll(async () => {
  queue = createJobQueue(2);
  t = await createTestApp({ ...RAISED_API_LIMITS }, { runJob: (job) => queue.enqueue(job) });
});
afterAll(() => t.cleanup());

const DESCRIPTION = "Family bakery in Portland since 1987. Sourdough $6.50, croissant $3.25. Open Tue-Sun 7am-3pm. Call 503-555-0142.";

describe("the editor's facts", () => {
  it("loads the owner's brief and /create's dismissals with the site, and saves a dismissal in the content's facts", async () => {
    const owner = await signedInUser(t);
    const [p] = await t.db
      .insert(projects)
      .values({
        userId: owner.user.id,
        name: "Harbor Bakery",
        businessType: "Restaurant",
        description: DESCRIPTION,
        requirements: "Write to orders@harborbakery.com",
        details: { dismissed: ["$3.25"] },
        basePrice: "24.99",
        serviceFee: "5.00",
        totalPrice: "29.99",
        paymentStatus: "paid",
      })
      .returning();
    const id = p!.id;
    const own = apiAs(t, owner.cookie).projects[":id"];
    const param = { id: String(id) };
    expect((await own.generate.$post({ param, json: {} })).status).toBe(202);
    await queue.idle();
    const site = (await (await own.site.$get({ param })).json()) as EditableSiteDto;
    expect(site.brief).toEqual({ description: DESCRIPTION, requirements: "Write to orders@harborbakery.com", dismissed: ["$3.25"] });

    const content = { ...site.head.content, facts: { ...site.head.content.facts, dismissed: ["7am-3pm"] } };
    const saved = await own.site.versions.$post({ param, json: { baseVersion: 1, content } });
    expect(saved.status).toBe(201);
    const again = (await (await own.site.$get({ param })).json()) as EditableSiteDto;
    expect(again.head.content.facts.dismissed).toEqual(["7am-3pm"]);

    // Too many or too long: the envelope, never a 500.
    const tooMany = { ...content, facts: { ...content.facts, dismissed: Array.from({ length: 51 }, (_, i) => `x${i}`) } };
    const refused = await own.site.versions.$post({ param, json: { baseVersion: 2, content: tooMany } });
    expect(refused.status).toBe(400);
  });
});
