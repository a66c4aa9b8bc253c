import { projects as projectsTable } from "../../../db/schema";
import { domainNoticeMail } from "../../../core/content/mail";
import { mailContext, sendMail } from "../mail/index";
import { removeHostnameSoon } from "../hostname-removals";
import type { AppDeps } from "../../types";
import { and, eq, isNotNull, isNull, lt, ne } from "drizzle-orm";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import type { Database } from "../../../db/index";
import { customDomains, generatedSites, type CustomDomain, users } from "../../../db/schema";
import type { HostedConfig } from "../../config-sites";
import type { SessionUser } from "../../../core/session-user";
import { cnameState, domainRecords, txtState, VERIFY_LABEL, type DnsRecordSpec, type RecordState } from "../../../core/domains";
import type { DnsResolver } from "./dns";
import { createCustomHostname } from "./cloudflare-saas";
import { hostedSiteColumns, type HostedSite } from "./hosted";
import { canUseCustomDomain } from "../../../core/roles";
import { findOwnedSite } from "./owned";
import { conflict } from "../../lib/errors";

/** Domain changes (add, verify, remove) per owner per hour. */
export const DOMAIN_CHANGES_PER_HOUR = 20;
/** An unverified claim lapses after this: it never reserves a hostname for long. */
export const DOMAIN_CLAIM_TTL_MS = 72 * 60 * 60 * 1000;
/** After the owner loses the custom_domains power (notice mailed), the domain keeps serving this long. */
export const DOMAIN_POWER_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/** Deletes unverified claims older than DOMAIN_CLAIM_TTL_MS (of one hostname, or all). */
export async function dropExpiredClaims(db: Database, now: number, hostname?: string): Promise<void> {
  await db
    .delete(customDomains)
    .where(
      and(
        isNull(customDomains.verifiedAt),
        lt(customDomains.createdAt, new Date(now - DOMAIN_CLAIM_TTL_MS)),
        hostname ? eq(customDomains.hostname, hostname) : undefined,
      ),
    );
}

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
export async function ownedSiteDomain(db: Database, projectId: number, userId: string, now = Date.now()) {
  await db
    .delete(customDomains)
    .where(and(eq(customDomains.projectId, projectId), isNull(customDomains.verifiedAt), lt(customDomains.createdAt, new Date(now - DOMAIN_CLAIM_TTL_MS))));
  const owned = await findOwnedSite(db, projectId, userId);
  if (!owned) return null;
  return { hasSite: owned.site !== null, domain: owned.domain };
}

export type AddDomainResult = { ok: true; domain: CustomDomain } | { ok: false; reason: "taken" | "has_domain" };

/**
 * Claims a hostname for a project: refused when another claim of it is verified (taken) or the project
 * already has one. Unverified claims of others do not block it: whoever proves control first wins.
 */
export async function addDomain(db: Database, projectId: number, hostname: string, now: number): Promise<AddDomainResult> {
  await dropExpiredClaims(db, now, hostname);
  const [existing] = await db
    .select({ id: customDomains.id, projectId: customDomains.projectId })
    .from(customDomains)
    .where(eq(customDomains.projectId, projectId))
    .limit(1);
  if (existing) return { ok: false, reason: "has_domain" };
  const [verified] = await db
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(and(eq(customDomains.hostname, hostname), isNotNull(customDomains.verifiedAt)))
    .limit(1);
  if (verified) return { ok: false, reason: "taken" };
  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
  const [row] = await db
    .insert(customDomains)
    .values({ projectId, hostname, token, createdAt: new Date(now) })
    .returning();
  return { ok: true, domain: row! };
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
/** Why a claim of a domain another site already verified is refused. */
export const DOMAIN_TAKEN_MESSAGE = "This domain is already connected to another site";
const isUniqueViolation = (error: unknown) =>
  /UNIQUE constraint failed|SQLITE_CONSTRAINT/i.test(`${(error as Error)?.message ?? ""} ${String((error as { cause?: unknown })?.cause ?? "")}`);

export async function verifyDomain(
  ctx: VerifyContext,
  domain: CustomDomain,
  now: number,
): Promise<{ domain: CustomDomain; states: { cname: RecordState; txt: RecordState } }> {
  let states: { cname: RecordState; txt: RecordState };
  let lastError: string | null = null;
  try {
    const [cnames, txts] = await Promise.all([ctx.resolver.resolveCname(domain.hostname), ctx.resolver.resolveTxt(`${VERIFY_LABEL}.${domain.hostname}`)]);
    states = { cname: cnameState(cnames, ctx.domains.cnameTarget), txt: txtState(txts, domain.token) };
  } catch (error) {
    states = { cname: "missing", txt: "missing" };
    lastError = `DNS lookup failed: ${String((error as Error)?.message ?? error).slice(0, 200)}`;
  }
  let verified = states.cname === "ok" && states.txt === "ok";
  if (verified && !domain.verifiedAt) {
    // Another claim verified first: that one is the domain's.
    const [other] = await ctx.db
      .select({ id: customDomains.id })
      .from(customDomains)
      .where(and(eq(customDomains.hostname, domain.hostname), isNotNull(customDomains.verifiedAt), ne(customDomains.id, domain.id)))
      .limit(1);
    if (other) {
      verified = false;
      lastError = DOMAIN_TAKEN_MESSAGE;
    }
  }
  let cloudflareId = domain.cloudflareId;
  if (verified && ctx.domains.cloudflare && !cloudflareId) {
    try {
      cloudflareId = await createCustomHostname(ctx.domains.cloudflare, domain.hostname, ctx.fetch);
    } catch (error) {
      lastError = String((error as Error)?.message ?? error).slice(0, 300);
      ctx.log?.(`custom hostname ${domain.hostname}: ${lastError}`);
    }
  }
  let row: CustomDomain | undefined;
  try {
    [row] = await ctx.db
      .update(customDomains)
      .set({
        verifiedAt: verified ? (domain.verifiedAt ?? new Date(now)) : null,
        lastCheckedAt: new Date(now),
        lastError,
        cloudflareId,
      })
      .where(eq(customDomains.id, domain.id))
      .returning();
  } catch (error) {
    // The partial unique index on verified hostnames: another claim was verified in between.
    if (!isUniqueViolation(error)) throw error;
  }
  // Lost a race (the other claim verified first, or already dropped this one): the winner keeps the domain.
  if (!row) throw conflict(DOMAIN_TAKEN_MESSAGE);
  // The verified claim wins: other (unverified) claims of the hostname are dropped.
  if (verified)
    await ctx.db
      .delete(customDomains)
      .where(and(eq(customDomains.hostname, domain.hostname), isNull(customDomains.verifiedAt), ne(customDomains.id, domain.id)));
  return { domain: row, states };
}

/** Removes the domain at once (always allowed); its Cloudflare custom hostname is deleted now or retried (hostname-removals.ts). */
export async function removeDomain(ctx: Pick<VerifyContext, "db" | "domains" | "fetch" | "log">, domain: CustomDomain, now = Date.now()): Promise<void> {
  await ctx.db.delete(customDomains).where(eq(customDomains.id, domain.id));
  await removeHostnameSoon(ctx, domain.hostname, domain.cloudflareId, now);
}

/** A project's domain claim, if any (read before the project is deleted, so its Cloudflare hostname can go too). */
export async function projectDomain(db: Database, projectId: number): Promise<CustomDomain | undefined> {
  const [domain] = await db.select().from(customDomains).where(eq(customDomains.projectId, projectId)).limit(1);
  return domain;
}

/**
 * The site a verified custom domain serves, while its owner holds the custom_domains power. When the
 * owner lost it, a notice is mailed once and the domain keeps serving for DOMAIN_POWER_GRACE_MS, then
 * stops (the owner can still remove it; it serves again if the power comes back).
 */
export async function siteForHost(
  db: Database,
  hostname: string,
  opts: { now?: number; deps?: Pick<AppDeps, "db" | "config" | "mailTransport" | "now" | "log">; background?: (work: Promise<unknown>) => void } = {},
): Promise<HostedSite | undefined> {
  const [row] = await db
    .select({
      site: hostedSiteColumns,
      domainId: customDomains.id,
      powerLostAt: customDomains.powerLostAt,
      owner: { email: users.email, emailVerified: users.emailVerified, role: users.role, status: users.status, permissions: users.permissions },
    })
    .from(customDomains)
    .innerJoin(generatedSites, eq(generatedSites.projectId, customDomains.projectId))
    .innerJoin(projectsTable, eq(projectsTable.id, customDomains.projectId))
    .innerJoin(users, eq(users.id, projectsTable.userId))
    .where(and(eq(customDomains.hostname, hostname), isNotNull(customDomains.verifiedAt)))
    .limit(1);
  if (!row) return undefined;
  const now = opts.now ?? Date.now();
  if (canUseCustomDomain(row.owner)) {
    if (row.powerLostAt) await db.update(customDomains).set({ powerLostAt: null }).where(eq(customDomains.id, row.domainId));
    return row.site;
  }
  if (!row.powerLostAt) {
    const [marked] = await db
      .update(customDomains)
      .set({ powerLostAt: new Date(now) })
      .where(and(eq(customDomains.id, row.domainId), isNull(customDomains.powerLostAt)))
      .returning({ id: customDomains.id });
    // Mailed only to an address the identity provider verified (an unverified one is used for nothing).
    if (marked && opts.deps && row.owner.emailVerified) {
      const words = domainNoticeMail({ hostname, stopsAt: new Date(now + DOMAIN_POWER_GRACE_MS), dashboardUrl: `${opts.deps.config.siteUrl}/dashboard` });
      await sendMail(mailContext(opts.deps), "domain_notice", { to: row.owner.email, ...words }, opts.background);
    }
    return row.site;
  }
  return now - row.powerLostAt.getTime() < DOMAIN_POWER_GRACE_MS ? row.site : undefined;
}
