/**
 * Steps of the paid-project flow against a Worker, shared by the edge specs: a Stripe-signed
 * webhook (the SDK's own test signer) and waiting for a generation job to finish.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import Stripe from "stripe";
import { EDGE_WEBHOOK_SECRET } from "./edge-env";

interface ProjectDto {
  id: number;
  status: string;
  paymentStatus: string;
  generatedUrl: string | null;
  totalPrice: string;
}

/** The signed-in user's project, as the API reports it. */
export async function readProject(page: Page, id: number): Promise<ProjectDto> {
  const res = await page.request.get(`/api/projects/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ProjectDto;
}

/** Delivers `payment_intent.succeeded` for the project, signed the way Stripe signs it; a forged signature is refused first. */
export async function payByWebhook(request: APIRequestContext, project: { id: number; totalPrice: string }, userId: string): Promise<void> {
  const payload = JSON.stringify({
    id: `evt_edge_${project.id}_${Date.now()}`,
    object: "event",
    type: "payment_intent.succeeded",
    data: {
      object: {
        id: `pi_edge_${project.id}`,
        object: "payment_intent",
        amount: Math.round(Number(project.totalPrice) * 100),
        currency: "usd",
        status: "succeeded",
        metadata: { projectId: String(project.id), userId },
      },
    },
  });
  const deliver = (signature: string) =>
    request.post("/api/webhooks/stripe", { data: payload, headers: { "Content-Type": "application/json", "Stripe-Signature": signature } });
  expect((await deliver(`t=${Math.floor(Date.now() / 1000)},v1=forged`)).status()).toBe(400);
  const res = await deliver(Stripe.webhooks.generateTestHeaderString({ payload, secret: EDGE_WEBHOOK_SECRET }));
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ received: true });
}

/** Polls the project until its generation job has finished; returns it completed. */
export async function waitForGeneration(page: Page, id: number): Promise<ProjectDto> {
  await expect.poll(async () => (await readProject(page, id)).status, { timeout: 30_000, intervals: [250, 500, 1000] }).toBe("completed");
  return readProject(page, id);
}

/** The signed-in user's id. */
export async function currentUserId(page: Page): Promise<string> {
  const me = await page.request.get("/api/auth/user");
  expect(me.status()).toBe(200);
  return ((await me.json()) as { id: string }).id;
}
