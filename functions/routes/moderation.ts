/**
 * Showcase moderation: holders of `moderate_showcase` (moderators, admins, or anyone granted the
 * permission) list every published app, take one down (hidden from /api/published-apps) and restore it.
 * Every takedown and restore goes to the audit trail.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../types";
import { requirePower } from "../middleware/session";
import { validate } from "../middleware/validate";
import { TAKEDOWN_REASON_MAX_LENGTH } from "../../core/app-showcase";
import { conflict, notFound } from "../lib/errors";
import { auditActorOf, nowOf } from "../middleware/audit-actor";
import { recordAudit } from "../services/audit";
import { listAppsForModeration, restoreApp, takeDownApp } from "../services/publishing";

const appId = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "App not found")
    .transform(Number),
});
export const takedownSchema = z.object({
  reason: z
    .string({ error: "Reason must be text" })
    .trim()
    .max(TAKEDOWN_REASON_MAX_LENGTH, `Reason is at most ${TAKEDOWN_REASON_MAX_LENGTH} characters`)
    .nullish(),
});

export const moderationRoutes = new Hono<AppEnv>()
  .get("/published-apps", requirePower("moderate_showcase"), async (c) => c.json(await listAppsForModeration(c.get("deps").db)))
  .post("/published-apps/:id/takedown", requirePower("moderate_showcase"), validate("param", appId), validate("json", takedownSchema), async (c) => {
    const id = c.req.valid("param").id;
    const reason = c.req.valid("json").reason || null;
    const down = await takeDownApp(c.get("deps").db, id, { by: c.get("user")!.id, reason, now: nowOf(c) });
    if (down === null) throw notFound("App not found");
    if (down === false) throw conflict("This app is already taken down");
    await recordAudit(
      c.get("deps").db,
      auditActorOf(c),
      { action: "showcase.taken_down", targetType: "published_app", targetId: id, detail: { name: down.name, reason } },
      nowOf(c),
    );
    return c.json({ id, takenDownAt: down.takenDownAt!.toISOString() });
  })
  .post("/published-apps/:id/restore", requirePower("moderate_showcase"), validate("param", appId), async (c) => {
    const id = c.req.valid("param").id;
    const back = await restoreApp(c.get("deps").db, id);
    if (back === null) throw notFound("App not found");
    if (back === false) throw conflict("This app is not taken down");
    await recordAudit(
      c.get("deps").db,
      auditActorOf(c),
      { action: "showcase.restored", targetType: "published_app", targetId: id, detail: { name: back.name } },
      nowOf(c),
    );
    return c.json({ id, takenDownAt: null });
  });
