/**
 * Environment of hosted sites that work for their owners: mail transports, custom domains and the
 * Cloudflare for SaaS API. Parsed (and checked) with the rest by config.ts's schema; listed in the
 * README and .env.example.
 */
type HostedEnv = {
  SMTP_URL?: string;
  MAIL_FROM?: string;
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  CUSTOM_DOMAIN_TARGET?: string;
  DNS_SERVERS?: string;
  DNS_OVER_HTTPS_URL?: string;
  CF_API_TOKEN?: string;
  CF_ZONE_ID?: string;
  CF_API_BASE_URL?: string;
};

export const DEFAULT_MAIL_API_URL = "https://api.resend.com";
export const DEFAULT_DNS_OVER_HTTPS_URL = "https://cloudflare-dns.com/dns-query";
export const DEFAULT_CF_API_BASE_URL = "https://api.cloudflare.com/client/v4";

export interface HostedConfig {
  mail: {
    /** SMTP server (Node only), e.g. smtp://user:pass@mail.example.com:587. */
    smtpUrl?: string;
    /** Sender of every mail. */
    from: string;
    /** HTTP mail API (Resend's `POST /emails`), used when `apiKey` is set and there is no SMTP. */
    apiUrl: string;
    apiKey?: string;
  };
  domains: {
    /** Host name owners point their CNAME at (default: the public site's host). */
    cnameTarget: string;
    /** DNS servers asked on Node ("127.0.0.1:5353,1.1.1.1"); empty: the system's. */
    dnsServers: string[];
    /** DNS-over-HTTPS endpoint (JSON API) the Worker asks. */
    dohUrl: string;
    cloudflare?: { apiToken: string; zoneId: string; baseUrl: string };
  };
}

export function hostedConfig(e: HostedEnv, siteUrl: string): HostedConfig {
  const siteHost = new URL(siteUrl).hostname;
  return {
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Lumen Spaces <no-reply@${siteHost.includes(".") ? siteHost : "lumenspaces.dev"}>`,
      apiUrl: (e.MAIL_API_URL ?? DEFAULT_MAIL_API_URL).replace(/\/+$/, ""),
      apiKey: e.MAIL_API_KEY,
    },
    domains: {
      cnameTarget: (e.CUSTOM_DOMAIN_TARGET ?? siteHost).toLowerCase(),
      dnsServers: (e.DNS_SERVERS ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
      dohUrl: e.DNS_OVER_HTTPS_URL ?? DEFAULT_DNS_OVER_HTTPS_URL,
      cloudflare:
        e.CF_API_TOKEN && e.CF_ZONE_ID
          ? { apiToken: e.CF_API_TOKEN, zoneId: e.CF_ZONE_ID, baseUrl: (e.CF_API_BASE_URL ?? DEFAULT_CF_API_BASE_URL).replace(/\/+$/, "") }
          : undefined,
    },
  };
}
