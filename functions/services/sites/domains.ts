import { and, eq, isNotNull } from "drizzle-orm";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import type { Database } from "../../../db/index";
import { customDomains, generatedSites, type CustomDomain } from "../../../db/schema";
import type { HostedConfig } from "../../config-sites";
import type { SessionUser } from "../../../core/session-user";
import { cnameState, domainRecords, txtState, VERIFY_LABEL, type DnsRecordSpec, type RecordState } from "../../../core/domains";
import type { DnsResolver } from "./dns";
import { createCustomHostname, deleteCustomHostname } from "./cloudflare-saas";
import type { HostedSite } from "./hosted";
import { canUseCustomDomain } from "../../../core/roles";
import { findOwnedSite } from "./owned";

/** Domain changes (add, verify, remove) per owner per hour. */
export const DOMAIN_CHANGES_PER_HOUR = 20;

/** Who may connect their own domain: holders of the `custom_domains` power (premium, admin, or granted; core/roles.ts). */
export function canUseCustomDomains(user: SessionUser): boolean {
  return canUseCustomDomain(user);
}

export interface DomainView {
  hostname: string;
  verified: boolean;
  verifiedAt: Date | null;
  lastCheckedAt: Date | null;
  lastError: string | null;
  records: (DnsRecordSpec & { state?: RecordState })[];
}

export function domainView(d: CustomDomain, cnameTarget: string, states?: { cname: RecordState; txt: RecordState }): DomainView {
  const [cname, txt] = domainRecords(d.hostname, d.token, cnameTarget);
  return {
    hostname: d.hostname,
    verified: d.verifiedAt !== null,
    verifiedAt: d.verifiedAt,
    lastCheckedAt: d.lastCheckedAt,
    lastError: d.lastError,
    records: [
      { ...cname!, ...(states ? { state: states.cname } : {}) },
      { ...txt!, ...(states ? { state: states.txt } : {}) },
    ],
  };
}

/** The project if the user owns it and its site is generated; `domain` is its custom domain, if any. */
export async function ownedSiteDomain(db: Database, projectId: number, userId: string) {
  const owned = await findOwnedSite(db, projectId, userId);
  if (!owned) return null;
  return { hasSite: owned.site !== null, domain: owned.domain };
}

export type AddDomainResult = { ok: true; domain: CustomDomain } | { ok: false; reason: "taken" | "has_domain" };

export async function addDomain(db: Database, projectId: number, hostname: string, now: number): Promise<AddDomainResult> {
  const [existing] = await db.select({ id: customDomains.id, projectId: customDomains.projectId }).from(customDomains).where(eq(customDomains.projectId, projectId)).limit(1);
  if (existing) return { ok: false, reason: "has_domain" };
  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
  const [row] = await db
    .insert(customDomains)
    .values({ projectId, hostname, token, createdAt: new Date(now) })
    .onConflictDoNothing({ target: customDomains.hostname })
    .returning();
  return row ? { ok: true, domain: row } : { ok: false, reason: "taken" };
}

export interface VerifyContext {
  db: Database;
  resolver: DnsResolver;
  domains: HostedConfig["domains"];
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

/**
 * Looks the records up in DNS; both right: the domain is verified (and, on Cloudflare, created as a
 * custom hostname). The outcome and any failure are stored for the owner to see.
 */
export async function verifyDomain(ctx: VerifyContext, domain: CustomDomain, now: number): Promise<{ domain: CustomDomain; states: { cname: RecordState; txt: RecordState } }> {
  let states: { cname: RecordState; txt: RecordState };
  let lastError: string | null = null;
  try {
    const [cnames, txts] = await Promise.all([ctx.resolver.resolveCname(domain.hostname), ctx.resolver.resolveTxt(`${VERIFY_LABEL}.${domain.hostname}`)]);
    states = { cname: cnameState(cnames, ctx.domains.cnameTarget), txt: txtState(txts, domain.token) };
  } catch (error) {
    states = { cname: "missing", txt: "missing" };
    lastError = `DNS lookup failed: ${String((error as Error)?.message ?? error).slice(0, 200)}`;
  }
  const verified = states.cname === "ok" && states.txt === "ok";
  let cloudflareId = domain.cloudflareId;
  if (verified && ctx.domains.cloudflare && !cloudflareId) {
    try {
      cloudflareId = await createCustomHostname(ctx.domains.cloudflare, domain.hostname, ctx.fetch);
    } catch (error) {
      lastError = String((error as Error)?.message ?? error).slice(0, 300);
      ctx.log?.(`custom hostname ${domain.hostname}: ${lastError}`);
    }
  }
  const [row] = await ctx.db
    .update(customDomains)
    .set({
      verifiedAt: verified ? (domain.verifiedAt ?? new Date(now)) : null,
      lastCheckedAt: new Date(now),
      lastError,
      cloudflareId,
    })
    .where(eq(customDomains.id, domain.id))
    .returning();
  return { domain: row!, states };
}

export async function removeDomain(ctx: Pick<VerifyContext, "db" | "domains" | "fetch" | "log">, domain: CustomDomain): Promise<void> {
  if (domain.cloudflareId && ctx.domains.cloudflare) {
    // The hostname is removed from Cloudflare first; if that fails the domain stays, to be retried.
    await deleteCustomHostname(ctx.domains.cloudflare, domain.cloudflareId, ctx.fetch);
  }
  await ctx.db.delete(customDomains).where(eq(customDomains.id, domain.id));
}

/** Whether a host name is a connected and verified custom domain (the TLS issuer's question). */
export async function isVerifiedDomain(db: Database, hostname: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(and(eq(customDomains.hostname, hostname), isNotNull(customDomains.verifiedAt)))
    .limit(1);
  return row !== undefined;
}

/** The site a verified custom domain serves. */
export async function siteForHost(db: Database, hostname: string): Promise<HostedSite | undefined> {
  const [row] = await db
    .select({ projectId: generatedSites.projectId, slug: generatedSites.slug, html: generatedSites.html, content: generatedSites.content, updatedAt: generatedSites.updatedAt, unpublishedAt: generatedSites.unpublishedAt })
    .from(customDomains)
    .innerJoin(generatedSites, eq(generatedSites.projectId, customDomains.projectId))
    .where(and(eq(customDomains.hostname, hostname), isNotNull(customDomains.verifiedAt)))
    .limit(1);
  return row;
}
