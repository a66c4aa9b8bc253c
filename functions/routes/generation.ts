import { Hono } from "hono";
import type { AppEnv } from "../types";
import { requireActiveUser, requireUser } from "../auth/middleware";
import { ApiError, conflict, notFound } from "../lib/errors";
import { hitRateLimit, rateLimitHeaders } from "../services/rate-limit";
import { claimGeneration, findOwnedSite, generationContext, runGeneration } from "../services/generation";
import { sendToGenerationQueue } from "../services/generation-queue";
import { GENERATIONS_PER_HOUR } from "../../src/lib/api-limits";
import { projectIdParam } from "../lib/params";

const HOUR = 60 * 60 * 1000;

/** Generation and download of a project's website (mounted under /api/projects). */
export const generationRoutes = new Hono<AppEnv>()
  .post("/:id/generate", requireActiveUser, async (c) => {
    const { deps, user } = c.var;
    const projectId = projectIdParam(c.req.param("id"));
    const now = deps.now?.() ?? Date.now();

    const limit = await hitRateLimit(deps.db, { bucket: "generate", key: user!.id, limit: GENERATIONS_PER_HOUR, windowMs: HOUR, now });
    const headers = rateLimitHeaders(limit);
    if (!limit.allowed) throw new ApiError(429, "RATE_LIMITED", `You can start ${GENERATIONS_PER_HOUR} generations per hour; try again later`, headers);

    const claim = await claimGeneration(deps.db, { projectId, userId: user!.id, now });
    if (!claim.ok) {
      if (claim.reason === "not_found") throw notFound("Project not found");
      if (claim.reason === "unpaid") throw conflict("This project has not been paid for yet");
      if (claim.reason === "completed") throw conflict("This project's website has already been generated");
      throw conflict("This project's website is already being generated");
    }

    const job = () => runGeneration(generationContext(deps), projectId);
    // Node: the in-process queue. Worker: the Cloudflare Queue when one is bound, else after the response.
    if (deps.runJob) deps.runJob(job);
    else if (!(await sendToGenerationQueue(c.env, projectId, deps.log))) c.executionCtx.waitUntil(job());

    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    return c.json({ id: projectId, status: "generating" as const, message: "AI is creating your website now" }, 202);
  })
  .get("/:id/download", requireUser, async (c) => {
    const projectId = projectIdParam(c.req.param("id"));
    const site = await findOwnedSite(c.var.deps.db, projectId, c.var.user!.id);
    if (!site) throw notFound("No generated website for this project");
    c.header("Content-Type", "text/html; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${site.slug}.html"`);
    c.header("Cache-Control", "private, no-store");
    return c.body(site.html);
  });
