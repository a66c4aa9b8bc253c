import { Hono } from "hono";
import { z } from "zod";
import type { SignedInEnv } from "../../types";
import { requireActiveUser } from "../../middleware/session";
import { ApiError, notFound } from "../../lib/errors";
import { hitRateLimit, rateLimitHeaders } from "../../services/rate-limit/index";
import { claimGeneration, generationContext } from "../../services/generation/index";
import { ownedSiteHtml } from "../../services/sites/owned";
import { regenerateSite } from "../../services/generation/regenerate";
import { generationsPerHour } from "../../../core/roles";
import { ROUTE_RATE_LIMITS } from "../../../core/api-limits";
import { projectIdParam } from "../../lib/params";
import { validate } from "../../middleware/validate";
import { PROJECT_FIELD_LIMITS } from "../../../core/projects";

/** The optional body of a generation: extra instructions for this run only (not stored). */
export const generateSchema = z.object({
  customRequirements: z
    .string({ error: "customRequirements must be text" })
    .trim()
    .max(PROJECT_FIELD_LIMITS.requirements, `customRequirements must be at most ${PROJECT_FIELD_LIMITS.requirements} characters`)
    .nullish(),
});

/** Generation and download of a project's website (mounted under /api/projects). */
export const generationRoutes = new Hono<SignedInEnv>()
  // No body (or no JSON content type) is the same as {}; validation comes before the hourly limit.
  .post("/:id/generate", requireActiveUser, validate("json", generateSchema), async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const projectId = projectIdParam(c.req.param("id"));
    const customRequirements = c.req.valid("json").customRequirements || null;
    const now = deps.now();

    const perHour = generationsPerHour(user);
    const limit = await hitRateLimit(deps.db, { bucket: "generate", key: user.id, limit: perHour, windowMs: ROUTE_RATE_LIMITS.generate.windowMs, now });
    const headers = rateLimitHeaders(limit);
    if (!limit.allowed) throw new ApiError(429, "RATE_LIMITED", `You can start ${perHour} generations per hour; try again later`, headers);

    let draft: { number: number } | null = null;
    try {
      // A finished site is never overwritten: the new generation arrives as a draft for the editor.
      if ((await claimGeneration(deps.db, { projectId, userId: user.id, now })) === "completed") {
        draft = await regenerateSite(generationContext(deps), { projectId, userId: user.id, instruction: customRequirements });
      }
    } catch (refusal) {
      // Nothing was started (not found, unpaid, generating, no site to redraft): the hour's count is given back.
      await hitRateLimit(deps.db, { bucket: "generate", key: user.id, limit: perHour, windowMs: ROUTE_RATE_LIMITS.generate.windowMs, now, cost: -1 });
      throw refusal;
    }
    if (draft) {
      for (const [k, v] of Object.entries(headers)) c.header(k, v);
      return c.json({ id: projectId, status: "completed" as const, draftVersion: draft.number, message: "A new draft of your website is ready in the editor" }, 201);
    }

    await deps.enqueueGeneration({ projectId, customRequirements }, c.get("host"));

    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    return c.json({ id: projectId, status: "generating" as const, message: "AI is creating your website now" }, 202);
  })
  .get("/:id/download", async (c) => {
    const projectId = projectIdParam(c.req.param("id"));
    const site = await ownedSiteHtml(c.get("deps").db, projectId, c.get("user").id);
    if (!site) throw notFound("No generated website for this project");
    c.header("Content-Type", "text/html; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${site.slug}.html"`);
    c.header("Cache-Control", "private, no-store");
    return c.body(site.html);
  });
