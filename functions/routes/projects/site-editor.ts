import { sitesBaseUrl } from "../../config";
import { Hono } from "hono";
import { z } from "zod";
import type { SignedInEnv } from "../../types";
import { requireActiveUser } from "../../middleware/session";
import { ApiError } from "../../lib/errors";
import { projectIdParam } from "../../lib/params";
import { validate } from "../../middleware/validate";
import { hitRateLimit, rateLimitHeaders } from "../../services/rate-limit/index";
import { rateLimit } from "../../middleware/rate-limit";
import { generationContext } from "../../services/generation/index";
import { listVersions, loadEditableSite, previewVersion, publishVersion, restoreVersion, saveDraft, getVersion } from "../../services/sites/versions";
import { regenerateSite } from "../../services/generation/regenerate";
import { deleteProject, getListing, setSiteLive, updateListing, withdrawListing } from "../../services/sites/lifecycle";
import { deleteImage, listImages, uploadImage } from "../../services/sites/images";
import { siteCsp } from "../../generator/index";
import { publishSchema } from "./publishing";
import { ROUTE_RATE_LIMITS } from "../../../core/api-limits";
import { generationsPerHour } from "../../../core/roles";
import { readImageUpload } from "../../lib/image-upload";
import { PROJECT_FIELD_LIMITS } from "../../../core/projects";
import { dismissedListSchema } from "../../../core/intake";
import { setDismissedFacts } from "../../services/projects";
import { recordAudit } from "../../services/audit";
import { notifyAddressOf, requestNotifyAddressConfirmation } from "../../services/notify-addresses";
import { backgroundRunner } from "../../middleware/background";
import { refreshShareCard } from "../../services/sites/share-cards";
import { projectDomain, removeDomain } from "../../services/sites/domains";
import { auditActorOf } from "../../middleware/audit-actor";

const versionNumber = z
  .number({ error: "baseVersion must be a version number" })
  .int("baseVersion must be a version number")
  .positive("baseVersion must be a version number");

export const saveVersionSchema = z.object({
  baseVersion: versionNumber,
  /** Checked against the generator's content schema by the service (one place for the 400/413 rules). */
  content: z.unknown().refine((v) => typeof v === "object" && v !== null && !Array.isArray(v), "content must be the site's content object"),
});
export const restoreVersionSchema = z.object({ baseVersion: versionNumber });
export const regenerateSchema = z.object({
  baseVersion: versionNumber.optional(),
  sectionId: z
    .string({ error: "sectionId must be text" })
    .regex(/^[a-z][a-z0-9-]{0,39}$/, "sectionId must be a section's id")
    .nullish(),
  instruction: z
    .string({ error: "instruction must be text" })
    .trim()
    .max(PROJECT_FIELD_LIMITS.requirements, `instruction must be at most ${PROJECT_FIELD_LIMITS.requirements} characters`)
    .nullish(),
});
/** PUT /api/projects/:id/site/dismissed: the whole list of strings the owner dismissed (the editor's Facts panel and /create share it). */
export const dismissedFactsSchema = z.object({ dismissed: dismissedListSchema });
export const siteLiveSchema = z.object({ live: z.boolean({ error: "live must be true or false" }) });

/** The paths of the only routes that take a body other than JSON (a raw image, up to 5 MB): the editor's images, the photos before generation. */
export const IMAGE_UPLOAD_PATH = /^\/api\/projects\/[^/]+\/(?:images|photos)\/?$/;

function numberParam(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) throw new ApiError(400, "VALIDATION_ERROR", "Version must be a positive integer");
  return Number(raw);
}

const saves = rateLimit({ bucket: "site-save", ...ROUTE_RATE_LIMITS.siteSave, message: "Too many saves; try again later" });
const uploads = rateLimit({ bucket: "site-image", ...ROUTE_RATE_LIMITS.imageUpload, message: "Too many image uploads; try again later" });

/**
 * The site editor's API, mounted under /api/projects: versions (save, publish, preview,
 * restore), regeneration as a draft, images, taking the site offline, the store listing, deleting a
 * project. Owner only: another user's project is the same 404 as one that does not exist.
 */
export const siteEditorRoutes = new Hono<SignedInEnv>()
  .get("/:id/site", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await loadEditableSite(c.get("deps").db, projectIdParam(c.req.param("id")), c.get("user").id, c.get("deps").now()));
  })
  .get("/:id/site/versions", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listVersions(c.get("deps").db, projectIdParam(c.req.param("id")), c.get("user").id, c.get("deps").now()));
  })
  .post("/:id/site/versions", requireActiveUser, validate("json", saveVersionSchema), saves, async (c) => {
    const body = c.req.valid("json");
    const result = await saveDraft(c.get("deps").db, {
      projectId: projectIdParam(c.req.param("id")),
      userId: c.get("user").id,
      baseVersion: body.baseVersion,
      content: body.content,
      now: c.get("deps").now(),
    });
    return c.json(result.version, result.created ? 201 : 200);
  })
  .get("/:id/site/versions/:number", async (c) => {
    const { version } = await getVersion(
      c.get("deps").db,
      projectIdParam(c.req.param("id")),
      c.get("user").id,
      numberParam(c.req.param("number")),
      c.get("deps").now(),
    );
    c.header("Cache-Control", "no-store");
    return c.json(version);
  })
  .get("/:id/site/versions/:number/preview", async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const html = await previewVersion(deps.db, {
      projectId: projectIdParam(c.req.param("id")),
      userId: user.id,
      number: numberParam(c.req.param("number")),
      siteUrl: sitesBaseUrl(deps.config),
      now: deps.now(),
    });
    c.header("Content-Security-Policy", await siteCsp(html));
    c.header("X-Robots-Tag", "noindex");
    c.header("Cache-Control", "private, no-store");
    return c.html(html);
  })
  .post("/:id/site/versions/:number/publish", requireActiveUser, saves, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const projectId = projectIdParam(c.req.param("id"));
    const before = await notifyAddressOf(deps.db, projectId);
    const version = await publishVersion(deps.db, {
      projectId,
      userId: user.id,
      number: numberParam(c.req.param("number")),
      siteUrl: sitesBaseUrl(deps.config),
      now: deps.now(),
    });
    // Where mail goes is audited with before and after; a new address gets its confirmation link.
    const after = await notifyAddressOf(deps.db, projectId);
    const wantedBefore = before?.pending ?? before?.notifyEmail ?? null;
    const wantedAfter = after?.pending ?? after?.notifyEmail ?? null;
    if (after && wantedAfter && wantedBefore?.toLowerCase() !== wantedAfter.toLowerCase()) {
      await recordAudit(
        deps.db,
        auditActorOf(c),
        {
          action: "notify.address_changed",
          targetType: "project",
          targetId: projectId,
          detail: { from: wantedBefore, to: wantedAfter, verified: after.pending === null },
        },
        deps.now(),
      );
      if (after.pending) await requestNotifyAddressConfirmation(deps, projectId, after.pending, backgroundRunner(c));
    }
    // The share card follows the published content (made again only when what it draws changed).
    const card = refreshShareCard(deps.db, deps.shareCards, projectId, deps.now()).catch((error) =>
      deps.log(`share card of project ${projectId}: ${String(error)}`),
    );
    const background = backgroundRunner(c);
    if (background) background(card);
    else await card;
    return c.json(version);
  })
  .post("/:id/site/versions/:number/restore", requireActiveUser, validate("json", restoreVersionSchema), saves, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const version = await restoreVersion(deps.db, {
      projectId: projectIdParam(c.req.param("id")),
      userId: user.id,
      number: numberParam(c.req.param("number")),
      baseVersion: c.req.valid("json").baseVersion,
      now: deps.now(),
    });
    return c.json(version, 201);
  })
  // Counts toward the same hourly generation limit as a first generation.
  .post("/:id/site/regenerate", requireActiveUser, validate("json", regenerateSchema), async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const projectId = projectIdParam(c.req.param("id"));
    const now = deps.now();
    const perHour = generationsPerHour(user);
    const limit = await hitRateLimit(deps.db, { bucket: "generate", key: user.id, limit: perHour, windowMs: ROUTE_RATE_LIMITS.generate.windowMs, now });
    const headers = rateLimitHeaders(limit, now);
    if (!limit.allowed) throw new ApiError(429, "RATE_LIMITED", `You can start ${perHour} generations per hour; try again later`, headers);
    const body = c.req.valid("json");
    let version;
    try {
      version = await regenerateSite(generationContext(deps), {
        projectId,
        userId: user.id,
        baseVersion: body.baseVersion,
        sectionId: body.sectionId ?? null,
        instruction: body.instruction || null,
      });
    } catch (refusal) {
      // No draft was made (another tab's regeneration or save came first: 409; no site: 404): the hour's count is given back.
      await hitRateLimit(deps.db, { bucket: "generate", key: user.id, limit: perHour, windowMs: ROUTE_RATE_LIMITS.generate.windowMs, now, cost: -1 });
      throw refusal;
    }
    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    return c.json(version, 201);
  })
  // What the owner dismissed in the Facts panel goes with the project, where /create's dismissals are: never used again.
  .put("/:id/site/dismissed", requireActiveUser, validate("json", dismissedFactsSchema), saves, async (c) => {
    const deps = c.get("deps");
    return c.json(
      await setDismissedFacts(deps.db, {
        projectId: projectIdParam(c.req.param("id")),
        userId: c.get("user").id,
        dismissed: c.req.valid("json").dismissed,
        now: deps.now(),
      }),
    );
  })
  .post("/:id/site/live", requireActiveUser, validate("json", siteLiveSchema), async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    return c.json(
      await setSiteLive(deps.db, { projectId: projectIdParam(c.req.param("id")), userId: user.id, live: c.req.valid("json").live, now: deps.now() }),
    );
  })
  .get("/:id/images", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listImages(c.get("deps").db, { projectId: projectIdParam(c.req.param("id")), userId: c.get("user").id }));
  })
  // The raw file as the body (any Content-Type; the bytes decide), alt text in ?alt=; or multipart with `file` and `alt`.
  .post("/:id/images", requireActiveUser, uploads, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const projectId = projectIdParam(c.req.param("id"));
    const { bytes, fields } = await readImageUpload(c.req.raw, c.req.query());
    const alt = fields.alt ?? "";
    const image = await uploadImage(deps.db, deps.images ?? {}, { projectId, userId: user.id, bytes, alt, now: deps.now() });
    return c.json(image, 201);
  })
  .delete("/:id/images/:imageId", requireActiveUser, async (c) => {
    const imageId = c.req.param("imageId");
    await deleteImage(c.get("deps").db, c.get("deps").images ?? {}, { projectId: projectIdParam(c.req.param("id")), userId: c.get("user").id, imageId });
    return c.body(null, 204);
  })
  .get("/:id/listing", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await getListing(c.get("deps").db, { projectId: projectIdParam(c.req.param("id")), userId: c.get("user").id }));
  })
  .put("/:id/listing", requireActiveUser, validate("json", publishSchema), async (c) => {
    return c.json(
      await updateListing(c.get("deps").db, { projectId: projectIdParam(c.req.param("id")), userId: c.get("user").id, input: c.req.valid("json") }),
    );
  })
  .delete("/:id/listing", requireActiveUser, async (c) => {
    const projectId = projectIdParam(c.req.param("id"));
    const withdrawn = await withdrawListing(c.get("deps").db, { projectId, userId: c.get("user").id, now: c.get("deps").now() });
    await recordAudit(
      c.get("deps").db,
      auditActorOf(c),
      { action: "listing.withdrawn", targetType: "project", targetId: projectId, detail: withdrawn },
      c.get("deps").now(),
    );
    return c.body(null, 204);
  })
  .delete("/:id", requireActiveUser, async (c) => {
    const projectId = projectIdParam(c.req.param("id"));
    const { deps } = c.var;
    const domain = await projectDomain(deps.db, projectId);
    await deleteProject(deps.db, { projectId, userId: c.get("user").id, images: deps.images?.store ?? null });
    // Its custom domain goes with it, on Cloudflare too (retried like mail when Cloudflare fails).
    if (domain) await removeDomain({ db: deps.db, domains: deps.config.hosted.domains, log: deps.log }, domain, deps.now());
    return c.body(null, 204);
  });
