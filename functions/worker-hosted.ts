/**
 * Worker parts of hosted sites: queued mail is retried by the cron trigger (`scheduled()`, wrangler.toml)
 * and, without one, on the next requests (at most once a minute per isolate, after the response).
 */
import type { AppDeps } from "./types";
import { deliverDueMail, mailContext } from "./services/mail/index";
import { isPlatformHostname } from "../core/domains";

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

/**
 * A request for a host that is not the platform's (a custom domain routed here by Cloudflare for SaaS):
 * the app answers it. Static assets are only reached first for paths in run_worker_first; see the
 * README (custom domains on Cloudflare need the Worker to run first for them).
 */
export function isCustomDomainHost(env: Record<string, unknown>, hostname: string): boolean {
  const siteUrl = typeof env.PUBLIC_SITE_URL === "string" ? env.PUBLIC_SITE_URL : "";
  if (!siteUrl) return false;
  const siteHost = new URL(siteUrl).hostname;
  const target = typeof env.CUSTOM_DOMAIN_TARGET === "string" && env.CUSTOM_DOMAIN_TARGET ? env.CUSTOM_DOMAIN_TARGET.toLowerCase() : siteHost;
  return !isPlatformHostname(hostname, { siteHost, cnameTarget: target });
}
