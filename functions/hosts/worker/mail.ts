/**
 * Mail on the Worker: queued mail is retried by the cron trigger (`scheduled()`, wrangler.toml)
 * and, without one, on the next requests (at most once a minute per isolate, after the response).
 */
import type { AppDeps } from "../../types";
import { deliverDueMail, mailContext } from "../../services/mail/index";

const OPPORTUNISTIC_EVERY_MS = 60_000;
/** The cron of wrangler.toml's [triggers] that retries mail (the other one sweeps sessions). */
export const MAIL_RETRY_CRON = "*/5 * * * *";
let lastRun = 0;

export function retryMailSoon(deps: AppDeps, waitUntil: (work: Promise<unknown>) => void): void {
  const now = Date.now();
  if (now - lastRun < OPPORTUNISTIC_EVERY_MS) return;
  lastRun = now;
  const ctx = mailContext(deps);
  if (ctx.transport) waitUntil(deliverDueMail(ctx).catch((error) => console.warn(`mail retry: ${String(error)}`)));
}

export async function retryMailNow(deps: AppDeps): Promise<void> {
  await deliverDueMail(mailContext(deps));
}
