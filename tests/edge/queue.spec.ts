import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { signIn, uniqueEmail } from "../e2e/auth";
import { currentUserId, payByWebhook, readProject, waitForGeneration } from "./flow";
import { queueWorkerLog } from "./edge-env";

/** wrangler.toml's "queue" environment in workerd: generation goes through a local Cloudflare Queue. */
test("generation through the queue: the route sends the job, the Worker's queue() consumer completes it", async ({ page, request, baseURL }) => {
  const name = `Edge Queue Studio ${Date.now().toString(36)}`;
  await signIn(page, uniqueEmail("edge-queue"));
  const res = await page.request.post("/api/projects", { data: { name, businessType: "Technology", templateId: null } });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await payByWebhook(request, await readProject(page, id), await currentUserId(page));

  // A bodiless POST carries the Origin a browser would send (the CSRF check treats it like a form post).
  const generateRequest = () => page.request.post(`/api/projects/${id}/generate`, { headers: { Origin: baseURL! } });
  const generate = await generateRequest();
  expect(generate.status()).toBe(202);
  const done = await waitForGeneration(page, id);
  // Miniflare logs each batch its consumer handled; a job run in waitUntil would leave no such line.
  const log = () => readFileSync(queueWorkerLog(), "utf8").replace(/\x1b\[[0-9;]*m/g, "");
  await expect.poll(log).toMatch(/QUEUE lumen-generation 1\/1/);

  const site = await page.request.get(done.generatedUrl!);
  expect(site.status()).toBe(200);
  expect(await site.text()).toContain(name);
  // A second generate of a finished project changes nothing (a new draft is the editor's Regenerate):
  // it answers the current state, nothing is queued again, and the hosted site is unchanged.
  const again = await generateRequest();
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ status: "completed", generatedUrl: done.generatedUrl });
  expect(log().match(/QUEUE lumen-generation 1\/1/g)).toHaveLength(1);
  expect(await (await page.request.get(done.generatedUrl!)).text()).toContain(name);
});
