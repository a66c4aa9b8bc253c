import { isPlatformHostname } from "../../../core/domains";

/**
 * A request for a host that is not the platform's (a custom domain routed here by Cloudflare for SaaS):
 * the app answers it. Static assets are only reached first for paths in run_worker_first; see the
 * docs/deployment.md (custom domains on Cloudflare need the Worker to run first for them).
 */
export function isCustomDomainHost(env: Record<string, unknown>, hostname: string): boolean {
  const siteUrl = typeof env.PUBLIC_SITE_URL === "string" ? env.PUBLIC_SITE_URL : "";
  if (!siteUrl) return false;
  const siteHost = new URL(siteUrl).hostname;
  const target = typeof env.CUSTOM_DOMAIN_TARGET === "string" && env.CUSTOM_DOMAIN_TARGET ? env.CUSTOM_DOMAIN_TARGET.toLowerCase() : siteHost;
  return !isPlatformHostname(hostname, { siteHost, cnameTarget: target });
}
