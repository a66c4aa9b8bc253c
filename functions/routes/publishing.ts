import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../types";
import { requireActiveUser } from "../auth/middleware";
import { validate } from "../lib/validate";
import { conflict, notFound } from "../lib/errors";
import { projectIdParam } from "../lib/params";
import { PUBLIC_DATA_CACHE_CONTROL } from "../lib/cache";
import { listPublishedApps, publishProject } from "../services/publishing";
import { APP_CATEGORIES } from "../../src/lib/business-types";
import { PUBLISH_FIELD_LIMITS } from "../../src/lib/projects";

export const publishSchema = z.object({
  name: z.string({ error: "App name is required" }).trim().min(1, "App name is required").max(PUBLISH_FIELD_LIMITS.name, `App name must be at most ${PUBLISH_FIELD_LIMITS.name} characters`),
  description: z.string({ error: "Short description is required" }).trim().min(1, "Short description is required").max(PUBLISH_FIELD_LIMITS.description, `Short description must be at most ${PUBLISH_FIELD_LIMITS.description} characters`),
  category: z.enum(APP_CATEGORIES, { error: `Category must be one of ${APP_CATEGORIES.join(", ")}` }),
  features: z
    .array(z.string().trim().max(60, "Each feature must be at most 60 characters"), { error: "Features must be a list" })
    .max(12, "At most 12 features")
    .transform((list) => list.filter(Boolean)),
});

/** POST /api/projects/:id/publish (mounted under /api/projects). */
export const publishRoutes = new Hono<AppEnv>().post("/:id/publish", requireActiveUser, validate("json", publishSchema), async (c) => {
  const { deps, user } = c.var;
  const result = await publishProject(deps.db, {
    userId: user!.id,
    projectId: projectIdParam(c.req.param("id")),
    input: c.req.valid("json"),
    now: deps.now?.() ?? Date.now(),
  });
  if (!result.ok) {
    if (result.reason === "not_found") throw notFound("Project not found");
    if (result.reason === "already_published") throw conflict("This project is already published to the app store");
    throw conflict("Only a completed website can be published");
  }
  return c.json(result.app, 201);
});

/** GET /api/published-apps: public. */
export const publishedAppRoutes = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", PUBLIC_DATA_CACHE_CONTROL);
  return c.json(await listPublishedApps(c.var.deps.db));
});
