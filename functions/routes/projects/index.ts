import { Hono } from "hono";
import type { AppEnv } from "../../types";
import { requireUser } from "../../middleware/session";
import { ownProjectRoutes } from "./own";
import { generationRoutes } from "./generation";
import { publishRoutes } from "./publishing";
import { siteEditorRoutes } from "./site-editor";
import { inboxRoutes } from "./inbox";
import { visitRoutes } from "./visits";
import { domainRoutes } from "./domain";
import { projectPhotoRoutes } from "./photos";

/**
 * Everything under /api/projects, one router with one guard: a signed-in user (401 otherwise), so
 * its parts are typed `SignedInEnv`.
 * Routes that change something add `requireActiveUser` (403 for pending accounts) themselves.
 */
export const projectRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .route("/", ownProjectRoutes)
  .route("/", generationRoutes)
  .route("/", publishRoutes)
  .route("/", siteEditorRoutes)
  .route("/", inboxRoutes)
  .route("/", visitRoutes)
  .route("/", domainRoutes)
  .route("/", projectPhotoRoutes);
