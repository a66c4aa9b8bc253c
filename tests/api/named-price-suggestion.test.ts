import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, RAISED_API_LIMITS, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";
import { createJobQueue, type JobQueue } from "../../functions/hosts/node/job-queue";
import { projects } from "../../db/schema";
import type { EditableSiteDto, SiteVersionDto } from "../../core/site/editor";
import { applyDraft, draftOf } from "../../src/lib/site-facts";
import { understand } from "../../src/lib/understood";
import { visibleText } from "../helpers/corpus";

/**
 * A price sentence keeps its item, through generation and the hosted page; a price the generator was
 * not sure of is suggested with its item named, and accepting it in the editor (the editor's own
 * functions, saved and published through the API) publishes that item with that price.
 */
let t: TestApp;
let queue: JobQueue;
beforeAll(async () => {
  queue = createJobQueue(2);
  t = await createTestApp({ ...RAISED_API_LIMITS }, { runJob: (job) => queue.enqueue(job) });
});
afterAll(() => t.cleanup());

const own = (cookie: string) => apiAs(t, cookie).projects[":id"];
const hosted = async (url: string) => visibleText(await (await t.app.request(url)).text());

async function generated(description: string) {
  const owner = await signedInUser(t);
  const [p] = await t.db
    .insert(projects)
    .values({
      userId: owner.user.id,
      name: "Pawsh Dog Spa",
      businessType: "Other",
      description,
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
  return { cookie: owner.cookie, param, site };
}

describe("a price keeps the item it is for", () => {
  it("the newcomer's dog groomer: 'A full groom for small dogs (under 25 lb) is $55' is on the price list as that item", async () => {
    const { site } = await generated(
      "Hi! I just started grooming dogs from my garage in Raleigh. A full groom for small dogs (under 25 lb) is $55. Nail trims are $15. Text me at (919) 555-0146.",
    );
    const items = site.head.content.sections.flatMap((s) => (s.kind === "offerings" ? s.groups.flatMap((g) => g.items) : []));
    expect(items).toContainEqual(expect.objectContaining({ name: "Full groom for small dogs (under 25 lb)", price: "$55" }));
    const page = await hosted(site.url);
    expect(page).toMatch(/full groom for small dogs \(under 25 lb\)[\s|¦]*\$55/i);
  });

  it("an unsure price is suggested with its item; accepting it in the editor publishes that item with that price", async () => {
    const { cookie, param, site } = await generated(
      "Dog grooming in Raleigh. A bath and tidy for big dogs is $70 each visit if you book two weeks ahead by phone. Call (919) 555-0146.",
    );
    // Not on the page yet: the words after the price may or may not be part of it.
    expect(await hosted(site.url)).not.toMatch(/bath and tidy for big dogs[\s|¦]*\$70/i);
    const draft = draftOf(site.head.content);
    const offers = understand({ name: "Pawsh Dog Spa", businessType: "Other", description: site.brief.description, requirements: "", draft }).filter(
      (i) => i.kind === "offering" && i.unsure,
    );
    expect(offers.map((o) => o.value)).toContain("Bath and tidy for big dogs: $70 each visit if you book two weeks ahead by phone");
    const offer = offers.find((o) => o.value.startsWith("Bath and tidy"))!;

    const { content } = applyDraft(site.head.content, draft, offer.accept(draft));
    const saved = await own(cookie).site.versions.$post({ param, json: { baseVersion: site.head.number, content } });
    expect(saved.status).toBe(201);
    const version = (await saved.json()) as SiteVersionDto;
    const published = await own(cookie).site.versions[":number"].publish.$post({ param: { ...param, number: String(version.number) } });
    expect(published.status).toBe(200);
    expect(await hosted(site.url)).toMatch(/Bath and tidy for big dogs[\s|¦]*\$70 each visit/);
  });
});
