import { expect, test } from "@playwright/test";
import { signIn, uniqueEmail } from "../e2e/auth";
import { currentUserId, payByWebhook, readProject, waitForGeneration } from "./flow";

/** Booking requests in the real Workers runtime (libSQL over HTTP): the form, its rules, and the owner's one answer. */
test.describe("booking requests at the edge", () => {
  test("a brief asking for online booking gives a form whose requests are checked, stored and answered once", async ({ page, request }) => {
    test.setTimeout(90_000);
    await signIn(page, uniqueEmail("edge-requests"), undefined, "/dashboard");
    const created = await page.request.post("/api/projects", {
      data: {
        name: `Edge Salon ${Date.now().toString(36)}`,
        businessType: "Business",
        description: "Hair salon in the old town. Cut & finish $45, colour $90. Open Tue-Sat 9am-6pm.",
        requirements: "Online booking please.",
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await payByWebhook(request, await readProject(page, id), await currentUserId(page));
    expect((await page.request.post(`/api/projects/${id}/generate`, { data: {} })).status()).toBe(202);
    const done = await waitForGeneration(page, id);

    const html = await (await request.get(done.generatedUrl!)).text();
    expect(html).toMatch(/<form class="lf-form" method="post" action="[^"]+\/request\/booking">/);
    const token = /name="t" value="([^"]+)"/.exec(html)![1]!;
    await page.waitForTimeout(3200); // the form's signed time must be a person's few seconds old
    const day = new Date(Date.now() + 9 * 86_400_000);
    while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
    const post = (time: string) =>
      request.post(`${done.generatedUrl}request/booking`, {
        form: { name: "Edge Visitor", email: "edge-visitor@example.com", date: day.toISOString().slice(0, 10), time, t: token },
        maxRedirects: 0,
      });
    const late = await post("19:30");
    expect(late.status()).toBe(422);
    expect(await late.text()).toContain("On Wednesday we are open 09:00–18:00.");
    expect((await post("10:30")).status()).toBe(303);

    const messages = (await (await page.request.get(`/api/projects/${id}/messages`)).json()) as Array<{ id: number; kind: string; status: string }>;
    expect(messages).toMatchObject([{ kind: "booking", status: "new" }]);
    const answer = (body: unknown) => page.request.post(`/api/projects/${id}/messages/${messages[0]!.id}/answer`, { data: body });
    const confirmed = await answer({ answer: "confirm", note: "See you then." });
    expect(confirmed.status()).toBe(200);
    expect(await confirmed.json()).toMatchObject({ status: "confirmed" });
    expect((await answer({ answer: "decline" })).status()).toBe(409);
  });
});
