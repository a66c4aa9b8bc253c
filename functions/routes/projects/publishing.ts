import { IMITATES_PLATFORM_MESSAGE, imitatesPlatform } from "../../../core/reserved-names";
import { Hono } from "hono";
import { z } from "zod";
import type { SignedInEnv } from "../../types";
import { requireActiveUser } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { projectIdParam } from "../../lib/params";
import { publishProject, requestTakedownReview } from "../../services/publishing";
import { recordAudit } from "../../services/audit";
import { auditActorOf } from "../../middleware/audit-actor";
import { APP_CATEGORIES } from "../../../core/business-types";
import { PUBLISH_FIELD_LIMITS } from "../../../core/projects";

export const publishSchema = z.object({
  name: z
    .string({ error: "App name is required" })
    .trim()
    .min(1, "App name is required")
    .max(PUBLISH_FIELD_LIMITS.name, `App name must be at most ${PUBLISH_FIELD_LIMITS.name} characters`)
    .refine((name) => !imitatesPlatform(name), IMITATES_PLATFORM_MESSAGE),
  description: z
    .string({ error: "Short description is required" })
    .trim()
    .min(1, "Short description is required")
    .max(PUBLISH_FIELD_LIMITS.description, `Short description must be at most ${PUBLISH_FIELD_LIMITS.description} characters`),
  category: z.enum(APP_CATEGORIES, { error: `Category must be one of ${APP_CATEGORIES.join(", ")}` }),
  features: z
    .array(z.string().trim().max(60, "Each feature must be at most 60 characters"), { error: "Features must be a list" })
    .max(12, "At most 12 features")
    .transform((list) => list.filter(Boolean)),
});

export const takedownReviewSchema = z.object({
  message: z.string({ error: "Message must be text" }).trim().max(1000, "Message is at most 1000 characters").optional(),
});

/** POST /api/projects/:id/publish and /takedown/review (chained in routes/projects/index.ts). */
export const publishRoutes = new Hono<SignedInEnv>()
  .post("/:id/publish", requireActiveUser, validate("json", publishSchema), async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const projectId = projectIdParam(c.req.param("id"));
    const app = await publishProject(deps.db, { userId: user.id, projectId, input: c.req.valid("json"), now: deps.now() });
    await recordAudit(
      deps.db,
      auditActorOf(c),
      {
        action: "listing.published",
        targetType: "project",
        targetId: projectId,
        detail: { appId: app.id, name: app.name, takenDown: app.takenDownAt !== null },
      },
      deps.now(),
    );
    return c.json(app, 201);
  })
  /** The owner of a taken-down listing asks the moderators to look again (once per takedown). */
  .post("/:id/takedown/review", requireActiveUser, validate("json", takedownReviewSchema), async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const projectId = projectIdParam(c.req.param("id"));
    const row = await requestTakedownReview(deps.db, { projectId, userId: user.id, now: deps.now() });
    const message = c.req.valid("json").message || null;
    await recordAudit(
      deps.db,
      auditActorOf(c),
      { action: "showcase.review_requested", targetType: "project", targetId: projectId, detail: { reason: row.reason, message } },
      deps.now(),
    );
    return c.json({ reviewRequested: true });
  });
