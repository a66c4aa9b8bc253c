import { Hono } from "hono";
import { z } from "zod";
import type { SignedInEnv } from "../../types";
import { requireActiveUser } from "../../middleware/session";
import { ApiError, notFound } from "../../lib/errors";
import { hitRateLimit, rateLimitHeaders } from "../../services/rate-limit/index";
import { claimGeneration } from "../../services/generation/index";
import { ownedSiteHtml } from "../../services/sites/owned";
import { getOwnedProject, toProjectStatusDto } from "../../services/projects";
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

    let claim: Awaited<ReturnType<typeof claimGeneration>>;
    try {
      claim = await claimGeneration(deps.db, { projectId, userId: user.id, now });
    } catch (refusal) {
      // Nothing was started (not found, unpaid): the hour's count is given back.
      await giveBack();
      throw refusal;
    }
    if (claim !== "claimed") {
      // Already generating (a second click, another tab) or already generated (a tab that is behind):
      // nothing is started, nothing is spent, and the answer is the project's current state. A new
      // draft of a finished site is the editor's explicit "Regenerate" (POST /:id/site/regenerate).
      await giveBack();
      const current = toProjectStatusDto(await getOwnedProject(deps.db, projectId, user.id), now);
      const message =
        current.status === "completed" ? "Your website is already generated; open the editor to make a new draft" : "AI is already creating your website";
      return c.json({ id: projectId, ...current, message }, current.status === "completed" ? 200 : 202);
    }

    await deps.enqueueGeneration({ projectId, customRequirements }, c.get("host"));

    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    return c.json(
      { id: projectId, status: "generating" as const, paymentStatus: "paid" as const, generatedUrl: null, message: "AI is creating your website now" },
      202,
    );

    function giveBack() {
      return hitRateLimit(deps.db, { bucket: "generate", key: user.id, limit: perHour, windowMs: ROUTE_RATE_LIMITS.generate.windowMs, now, cost: -1 });
    }
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
