import { Hono } from "hono";
import { z } from "zod";
import type { SignedInEnv } from "../../types";
import { requireActiveUser } from "../../middleware/session";
import { ApiError } from "../../lib/errors";
import { projectIdParam } from "../../lib/params";
import { rateLimit } from "../../middleware/rate-limit";
import { readImageUpload } from "../../lib/image-upload";
import { addProjectPhoto, deleteProjectPhoto, listProjectPhotos, readProjectPhoto } from "../../services/sites/photos";
import { ROUTE_RATE_LIMITS } from "../../../core/api-limits";
import { getOwnedProject } from "../../services/projects";
import { PHOTO_ALT_MAX, PHOTO_SHOWS_MAX, PROJECT_PHOTO_KINDS } from "../../../core/project-photos";

/** The text fields of a photo upload (multipart fields or the query string). */
export const projectPhotoFieldsSchema = z.object({
  kind: z.enum(PROJECT_PHOTO_KINDS, { error: "kind must be logo or photo" }).default("photo"),
  alt: z
    .string({ error: "Alt text is required: describe the image for people who cannot see it" })
    .trim()
    .min(1, "Alt text is required: describe the image for people who cannot see it")
    .max(PHOTO_ALT_MAX, `Alt text must be at most ${PHOTO_ALT_MAX} characters`),
  shows: z.string({ error: "shows must be text" }).trim().max(PHOTO_SHOWS_MAX, `"What it shows" must be at most ${PHOTO_SHOWS_MAX} characters`).optional(),
});

// The same per-user bucket as the editor's uploads: photos before generation count toward it.
const uploads = rateLimit({ bucket: "site-image", ...ROUTE_RATE_LIMITS.imageUpload, message: "Too many image uploads; try again later" });

/**
 * The owner's logo and photos before generation, under /api/projects:
 * GET /:id/photos, POST /:id/photos (multipart `file`, `alt`, `shows`, `kind`), DELETE /:id/photos/:photoId,
 * GET /:id/photos/:file (the bytes, for the owner's thumbnails). Owner only: another user's project is
 * the same 404 as one that does not exist; 409 once generation started.
 */
export const projectPhotoRoutes = new Hono<SignedInEnv>()
  .get("/:id/photos", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listProjectPhotos(c.get("deps").db, { projectId: projectIdParam(c.req.param("id")), userId: c.get("user").id }));
  })
  .post("/:id/photos", requireActiveUser, uploads, async (c) => {
    const deps = c.get("deps");
    const projectId = projectIdParam(c.req.param("id"));
    // Not the caller's project: the same 404 as one that does not exist, whatever the body.
    await getOwnedProject(deps.db, projectId, c.get("user").id);
    const { bytes, fields } = await readImageUpload(c.req.raw, c.req.query());
    const parsed = projectPhotoFieldsSchema.safeParse(fields);
    if (!parsed.success) throw new ApiError(400, "VALIDATION_ERROR", parsed.error.issues[0]?.message ?? "Invalid photo");
    const { photo, created } = await addProjectPhoto(deps.db, deps.images ?? {}, {
      projectId,
      userId: c.get("user").id,
      ...parsed.data,
      bytes,
      now: deps.now(),
    });
    return c.json(photo, created ? 201 : 200);
  })
  .get("/:id/photos/:file", async (c) => {
    const deps = c.get("deps");
    const photo = await readProjectPhoto(deps.db, deps.images ?? {}, {
      projectId: projectIdParam(c.req.param("id")),
      userId: c.get("user").id,
      file: c.req.param("file"),
    });
    c.header("Content-Type", photo.mime);
    c.header("Cache-Control", "private, no-store");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    return c.body(photo.bytes as Uint8Array<ArrayBuffer>);
  })
  .delete("/:id/photos/:photoId", requireActiveUser, async (c) => {
    await deleteProjectPhoto(c.get("deps").db, c.get("deps").images ?? {}, {
      projectId: projectIdParam(c.req.param("id")),
      userId: c.get("user").id,
      photoId: c.req.param("photoId"),
    });
    return c.body(null, 204);
  });
