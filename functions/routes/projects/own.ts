import { IMITATES_PLATFORM_MESSAGE, imitatesPlatform } from "../../../core/reserved-names";
import { Hono } from "hono";
import { pageQuery, setNextCursor } from "../../lib/cursor";
import { z } from "zod";
import type { SignedInEnv } from "../../types";
import { requireActiveUser } from "../../middleware/session";
import { validate } from "../../middleware/validate";
import { rateLimit } from "../../middleware/rate-limit";
import { projectIdParam } from "../../lib/params";
import {
  createProject,
  getOwnedProject,
  listOwnedProjectStatuses,
  listProjectsForUser,
  summarizeProjectsOfUser,
  toProjectDto,
  toProjectStatusDto,
  updateProjectDetails,
} from "../../services/projects";
import { businessDetailsSchema } from "../../../core/intake";
import { DECEPTIVE_DOMAIN_MESSAGE, hasHonestDomain } from "../../../core/email-domain";
import { isBusinessType, type BusinessType } from "../../../core/business-types";
import { PROJECT_FIELD_LIMITS } from "../../../core/projects";
import { ROUTE_RATE_LIMITS, STATUS_POLL_MAX_IDS } from "../../../core/api-limits";

const NAME_REQUIRED = "Project name is required";
const BUSINESS_TYPE_REQUIRED = "Business type is required";

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, `${field} must be at most ${max} characters`)
    .nullish();

/** The business details, their email on an honest domain (core/email-domain.ts: checked here, on the server). */
const honestDetails = businessDetailsSchema.refine((d) => !d.email || hasHonestDomain(d.email), { message: DECEPTIVE_DOMAIN_MESSAGE, path: ["email"] });

export const createProjectSchema = z.object({
  name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, NAME_REQUIRED)
    .max(PROJECT_FIELD_LIMITS.name, `Project name must be at most ${PROJECT_FIELD_LIMITS.name} characters`)
    .refine((name) => !imitatesPlatform(name), IMITATES_PLATFORM_MESSAGE),
  businessType: z
    .string({ error: BUSINESS_TYPE_REQUIRED })
    .min(1, BUSINESS_TYPE_REQUIRED)
    .refine(isBusinessType, "Business type must be one of the listed types")
    .transform((v) => v as BusinessType),
  description: optionalText("Description", PROJECT_FIELD_LIMITS.description),
  requirements: optionalText("Requirements", PROJECT_FIELD_LIMITS.requirements),
  templateId: z
    .number({ error: "templateId must be an integer or null" })
    .int("templateId must be an integer or null")
    .positive("templateId must be an integer or null")
    .nullish(),
  /** Optional "Business details" (core/intake.ts): facts the site may state, kept as typed. */
  details: honestDetails.nullish(),
});

/** PATCH /api/projects/:id/details: replace the business details (null clears them). */
export const updateDetailsSchema = z.object({ details: honestDetails.nullable() });

/** `?ids=3,5,8`: the projects a dashboard is waiting on (1 to STATUS_POLL_MAX_IDS distinct positive ids). */
export const statusPollSchema = z.object({
  ids: z
    .string({ error: "ids is required" })
    .regex(/^\d{1,10}(,\d{1,10})*$/, "ids must be project ids separated by commas")
    .transform((v) => [...new Set(v.split(",").map(Number))])
    .refine((ids) => ids.length <= STATUS_POLL_MAX_IDS, `At most ${STATUS_POLL_MAX_IDS} ids`)
    .refine((ids) => ids.every((id) => id >= 1 && Number.isSafeInteger(id)), "ids must be positive integers"),
});

/** A page of the owner's projects (newest first; `X-Next-Cursor` names the next page). */
export const ownProjectsQuery = z.object(pageQuery);

/** Spec sections 2, 3 and 7: the signed-in user's website projects. Another user's project is a 404. */
export const ownProjectRoutes = new Hono<SignedInEnv>()
  .get("/", validate("query", ownProjectsQuery), async (c) => {
    const { items, next } = await listProjectsForUser(c.get("deps").db, c.get("user").id, c.req.valid("query"));
    const now = c.get("deps").now();
    setNextCursor(c, next);
    return c.json(items.map((p) => toProjectDto(p, now)));
  })
  .post(
    "/",
    requireActiveUser,
    // Validation first: a refused body is always 400 and never spends the caller's quota.
    validate("json", createProjectSchema),
    rateLimit({ bucket: "project-create", ...ROUTE_RATE_LIMITS.projectCreate, message: "Too many projects created; try again later" }),
    async (c) => {
      const body = c.req.valid("json");
      const project = await createProject(c.get("deps").db, c.get("user").id, body, c.get("deps").now());
      return c.json(toProjectDto(project, c.get("deps").now()), 201);
    },
  )
  // One poll for every project a dashboard is waiting on (before "/:id", which would take "status").
  // The dashboard's stat cards: totals over every project of the owner, whatever page the list is on.
  .get("/summary", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await summarizeProjectsOfUser(c.get("deps").db, c.get("user").id, c.get("deps").now()));
  })
  .get("/status", validate("query", statusPollSchema), async (c) => {
    const rows = await listOwnedProjectStatuses(c.get("deps").db, c.get("user").id, c.req.valid("query").ids);
    const now = c.get("deps").now();
    c.header("Cache-Control", "no-store");
    return c.json({ projects: rows.map((p) => ({ id: p.id, ...toProjectStatusDto(p, now) })) });
  })
  .get("/:id", async (c) => {
    const project = await getOwnedProject(c.get("deps").db, projectIdParam(c.req.param("id")), c.get("user").id);
    return c.json(toProjectDto(project, c.get("deps").now()));
  })
  .patch("/:id/details", requireActiveUser, validate("json", updateDetailsSchema), async (c) => {
    const project = await updateProjectDetails(c.get("deps").db, {
      projectId: projectIdParam(c.req.param("id")),
      userId: c.get("user").id,
      details: c.req.valid("json").details,
      now: c.get("deps").now(),
    });
    return c.json(toProjectDto(project, c.get("deps").now()));
  })
  .get("/:id/status", async (c) => {
    const project = await getOwnedProject(c.get("deps").db, projectIdParam(c.req.param("id")), c.get("user").id);
    c.header("Cache-Control", "no-store");
    return c.json(toProjectStatusDto(project, c.get("deps").now()));
  });
