import { Hono } from "hono";
import { z } from "zod";
import type { SignedInEnv } from "../../types";
import { requireActiveUser } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { projectIdParam } from "../../lib/params";
import { publishProject } from "../../services/publishing";
import { APP_CATEGORIES } from "../../../core/business-types";
import { PUBLISH_FIELD_LIMITS } from "../../../core/projects";

export const publishSchema = z.object({
  name: z.string({ error: "App name is required" }).trim().min(1, "App name is required").max(PUBLISH_FIELD_LIMITS.name, `App name must be at most ${PUBLISH_FIELD_LIMITS.name} characters`),
  description: z.string({ error: "Short description is required" }).trim().min(1, "Short description is required").max(PUBLISH_FIELD_LIMITS.description, `Short description must be at most ${PUBLISH_FIELD_LIMITS.description} characters`),
  category: z.enum(APP_CATEGORIES, { error: `Category must be one of ${APP_CATEGORIES.join(", ")}` }),
  features: z
    .array(z.string().trim().max(60, "Each feature must be at most 60 characters"), { error: "Features must be a list" })
    .max(12, "At most 12 features")
    .transform((list) => list.filter(Boolean)),
});

/** POST /api/projects/:id/publish (chained in routes/projects/index.ts). */
export const publishRoutes = new Hono<SignedInEnv>().post("/:id/publish", requireActiveUser, validate("json", publishSchema), async (c) => {
  const deps = c.get("deps");
  const user = c.get("user");
  const app = await publishProject(deps.db, {
    userId: user.id,
    projectId: projectIdParam(c.req.param("id")),
    input: c.req.valid("json"),
    now: deps.now(),
  });
  return c.json(app, 201);
});
