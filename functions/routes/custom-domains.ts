import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv, SignedInEnv } from "../types";
import { requireActiveUser, requireUser } from "../middleware/session";
import { ApiError, conflict, forbidden, notFound } from "../lib/errors";
import { projectIdParam } from "../lib/params";
import { validate } from "../lib/validate";
import { hitRateLimit, rateLimitHeaders } from "../services/rate-limit";
import { dohResolver } from "../services/dns";
import {
  addDomain,
  canUseCustomDomains,
  DOMAIN_CHANGES_PER_HOUR,
  domainView,
  ownedSiteDomain,
  removeDomain,
  verifyDomain,
  type VerifyContext,
} from "../services/custom-domains";
import { normalizeHostname } from "../../core/domains";
import { customDomains } from "../../db/schema";
import { and, eq, isNotNull } from "drizzle-orm";

export const addDomainSchema = z.object({
  hostname: z.string({ error: "hostname is required" }).trim().min(1, "Enter a domain name").max(300, "That domain name is too long"),
});
const askQuery = z.object({ domain: z.string({ error: "domain is required" }).min(1, "domain is required").max(300) });
const HOUR = 60 * 60 * 1000;

function verifyContext<E extends AppEnv>(c: Context<E>): VerifyContext {
  const { deps } = c.var;
  return { db: deps.db, resolver: deps.dnsResolver ?? dohResolver(deps.config.hosted.domains.dohUrl), domains: deps.config.hosted.domains, log: deps.log };
}

/** Own hosts: the public site's and, on Node, the loopback names; a custom domain is never one of them. */
export function ownHosts<E extends AppEnv>(c: Context<E>): string[] {
  return [new URL(c.get("deps").config.siteUrl).hostname, c.get("deps").config.hosted.domains.cnameTarget];
}

/** The project's domain, or 404 (another user's project: the same 404); 403 without the permission. */
async function owned(c: Context<SignedInEnv>) {
  const projectId = projectIdParam(c.req.param("id"));
  const found = await ownedSiteDomain(c.get("deps").db, projectId, c.get("user")!.id);
  if (!found) throw notFound("Project not found");
  return { projectId, ...found };
}

async function spendChange(c: Context<SignedInEnv>) {
  const { deps, user } = c.var;
  if (!canUseCustomDomains(user!)) throw forbidden("Custom domains are not available on your plan");
  const limit = await hitRateLimit(deps.db, { bucket: "domain-change", key: user!.id, limit: DOMAIN_CHANGES_PER_HOUR, windowMs: HOUR, now: deps.now?.() });
  if (!limit.allowed) throw new ApiError(429, "RATE_LIMITED", `You can change domains ${DOMAIN_CHANGES_PER_HOUR} times per hour; try again later`, rateLimitHeaders(limit));
}

/** Custom domains of hosted sites (mounted under /api). Owner only; changes are rate limited. */
export const customDomainRoutes = new Hono<AppEnv>()
  .get("/projects/:id/domain", requireUser, async (c) => {
    const { domain } = await owned(c);
    const { cnameTarget } = c.get("deps").config.hosted.domains;
    c.header("Cache-Control", "private, no-store");
    return c.json({ cnameTarget, domain: domain ? domainView(domain, cnameTarget) : null });
  })
  .post("/projects/:id/domain", requireActiveUser, validate("json", addDomainSchema), async (c) => {
    const { projectId, hasSite } = await owned(c);
    const hostname = normalizeHostname(c.req.valid("json").hostname, ownHosts(c));
    if (!hostname) throw new ApiError(400, "VALIDATION_ERROR", "Enter a domain name you own, like www.example.com");
    if (!hasSite) throw conflict("Generate the website before connecting a domain");
    await spendChange(c);
    const result = await addDomain(c.get("deps").db, projectId, hostname, c.get("deps").now?.() ?? Date.now());
    if (!result.ok) throw conflict(result.reason === "taken" ? "This domain is already connected to another site" : "Remove the current domain before adding another");
    return c.json({ domain: domainView(result.domain, c.get("deps").config.hosted.domains.cnameTarget) }, 201);
  })
  .post("/projects/:id/domain/verify", requireActiveUser, async (c) => {
    const { domain } = await owned(c);
    if (!domain) throw notFound("No domain to verify");
    await spendChange(c);
    const { domain: checked, states } = await verifyDomain(verifyContext(c), domain, c.get("deps").now?.() ?? Date.now());
    return c.json({ domain: domainView(checked, c.get("deps").config.hosted.domains.cnameTarget, states) });
  })
  .delete("/projects/:id/domain", requireActiveUser, async (c) => {
    const { domain } = await owned(c);
    if (!domain) throw notFound("No domain to remove");
    await spendChange(c);
    try {
      await removeDomain(verifyContext(c), domain);
    } catch (error) {
      throw new ApiError(503, "SERVICE_UNAVAILABLE", `The domain could not be removed from Cloudflare; try again shortly (${String((error as Error).message).slice(0, 200)})`);
    }
    return c.json({ success: true as const });
  })
  // Caddy's on-demand TLS asks here before getting a certificate: 200 only for verified domains.
  .get("/domains/ask", validate("query", askQuery), async (c) => {
    const hostname = normalizeHostname(c.req.valid("query").domain);
    const [row] = hostname
      ? await c.get("deps").db
          .select({ id: customDomains.id })
          .from(customDomains)
          .where(and(eq(customDomains.hostname, hostname), isNotNull(customDomains.verifiedAt)))
          .limit(1)
      : [];
    c.header("Cache-Control", "no-store");
    if (!row) throw notFound("Not a verified domain");
    return c.json({ domain: hostname, verified: true });
  });
