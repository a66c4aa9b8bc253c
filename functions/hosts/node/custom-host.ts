import type { AppConfig } from "../../config";
import { hostOfHeader, isPlatformHostname } from "../../../core/domains";

/** A request whose Host is not the platform's: the app serves it (a verified custom domain, or a 404). */
export function isCustomDomainRequest(config: AppConfig, hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  return !isPlatformHostname(hostOfHeader(hostHeader), {
    siteHost: new URL(config.siteUrl).hostname,
    cnameTarget: config.hosted.domains.cnameTarget,
    bindHost: config.host,
  });
}
