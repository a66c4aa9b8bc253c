import { recordAudit } from "../../services/audit";
import { auditActorOf } from "../../middleware/audit-actor";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv, SignedInEnv } from "../../types";
import { requireActiveUser } from "../../middleware/session";
import { ApiError, conflict, forbidden, notFound } from "../../lib/errors";
import { projectIdParam } from "../../lib/params";
import { validate } from "../../middleware/validate";
import { hitRateLimit, rateLimitHeaders } from "../../services/rate-limit/index";
import { dohResolver } from "../../services/sites/dns";
import {
  addDomain,
  canUseCustomDomains,
  DOMAIN_CHANGES_PER_HOUR,
  DOMAIN_TAKEN_MESSAGE,
  domainView,
  ownedSiteDomain,
  removeDomain,
  verifyDomain,
  type VerifyContext,
} from "../../services/sites/domains";
import { normalizeHostname } from "../../../core/domains";

export const addDomainSchema = z.object({
  hostname: z.string({ error: "hostname is required" }).trim().min(1, "Enter a domain name").max(300, "That domain name is too long"),
});
const HOUR = 60 * 60 * 1000;

function verifyContext<E extends AppEnv>(c: Context<E>): VerifyContext {
  const deps = c.get("deps");
  return { db: deps.db, resolver: deps.dnsResolver ?? dohResolver(deps.config.hosted.domains.dohUrl), domains: deps.config.hosted.domains, log: deps.log };
}

/** Own hosts: the public site's, the hosted sites' own origin (SITES_ORIGIN) and the CNAME target; a custom domain is never one of them. */
export function ownHosts<E extends AppEnv>(c: Context<E>): string[] {
  const { config } = c.get("deps");
  return [new URL(config.siteUrl).hostname, ...(config.sitesOrigin ? [new URL(config.sitesOrigin).hostname] : []), config.hosted.domains.cnameTarget];
}

/** The project's domain, or 404 (another user's project: the same 404); 403 without the permission. */
async function owned(c: Context<SignedInEnv>) {
  const projectId = projectIdParam(c.req.param("id"));
  const found = await ownedSiteDomain(c.get("deps").db, projectId, c.get("user").id, c.get("deps").now());
  if (!found) throw notFound("Project not found");
  return { projectId, ...found };
}

async function spendChange(c: Context<SignedInEnv>, opts: { needsPower?: boolean } = {}) {
  const deps = c.get("deps");
  const user = c.get("user");
  if (opts.needsPower !== false && !canUseCustomDomains(user)) throw forbidden("Custom domains are not available on your plan");
  const limit = await hitRateLimit(deps.db, { bucket: "domain-change", key: user.id, limit: DOMAIN_CHANGES_PER_HOUR, windowMs: HOUR, now: deps.now() });
  if (!limit.allowed)
    throw new ApiError(429, "RATE_LIMITED", `You can change domains ${DOMAIN_CHANGES_PER_HOUR} times per hour; try again later`, rateLimitHeaders(limit));
}

/** A project's custom domain (part of the /api/projects router). Owner only; changes are rate limited. */
export const domainRoutes = new Hono<SignedInEnv>()
  .get("/:id/domain", async (c) => {
    const { domain } = await owned(c);
    const { cnameTarget } = c.get("deps").config.hosted.domains;
    c.header("Cache-Control", "private, no-store");
    return c.json({ cnameTarget, domain: domain ? domainView(domain, cnameTarget) : null });
  })
  .post("/:id/domain", requireActiveUser, validate("json", addDomainSchema), async (c) => {
    const { projectId, hasSite } = await owned(c);
    const hostname = normalizeHostname(c.req.valid("json").hostname, ownHosts(c));
    if (!hostname) throw new ApiError(400, "VALIDATION_ERROR", "Enter a domain name you own, like www.example.com");
    if (!hasSite) throw conflict("Generate the website before connecting a domain");
    await spendChange(c);
    const result = await addDomain(c.get("deps").db, projectId, hostname, c.get("deps").now());
    if (!result.ok) throw conflict(result.reason === "taken" ? DOMAIN_TAKEN_MESSAGE : "Remove the current domain before adding another");
    await recordAudit(
      c.get("deps").db,
      auditActorOf(c),
      { action: "domain.added", targetType: "project", targetId: projectId, detail: { hostname, from: null, to: hostname } },
      c.get("deps").now(),
    );
    return c.json({ domain: domainView(result.domain, c.get("deps").config.hosted.domains.cnameTarget) }, 201);
  })
  .post("/:id/domain/verify", requireActiveUser, async (c) => {
    const { domain, projectId } = await owned(c);
    if (!domain) throw notFound("No domain to verify");
    await spendChange(c);
    const { domain: checked, states } = await verifyDomain(verifyContext(c), domain, c.get("deps").now());
    if (!domain.verifiedAt && checked.verifiedAt) {
      await recordAudit(
        c.get("deps").db,
        auditActorOf(c),
        { action: "domain.verified", targetType: "project", targetId: projectId, detail: { hostname: checked.hostname } },
        c.get("deps").now(),
      );
    }
    return c.json({ domain: domainView(checked, c.get("deps").config.hosted.domains.cnameTarget, states) });
  })
  .delete("/:id/domain", requireActiveUser, async (c) => {
    const { domain, projectId } = await owned(c);
    if (!domain) throw notFound("No domain to remove");
    // Removing is always allowed, with or without the power; Cloudflare's side is retried if it fails.
    await spendChange(c, { needsPower: false });
    await removeDomain(verifyContext(c), domain, c.get("deps").now());
    await recordAudit(
      c.get("deps").db,
      auditActorOf(c),
      {
        action: "domain.removed",
        targetType: "project",
        targetId: projectId,
        detail: { hostname: domain.hostname, from: domain.hostname, to: null, wasVerified: domain.verifiedAt !== null },
      },
      c.get("deps").now(),
    );
    return c.json({ success: true as const });
  });
