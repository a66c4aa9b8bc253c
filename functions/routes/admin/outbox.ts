import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../types";
import { requireAdminPanel } from "../../middleware/admin-panel";
import { validate } from "../../middleware/validate";
import { notFound } from "../../lib/errors";
import { pageQuery, setNextCursor } from "../../lib/cursor";
import { listOutbox, mailContext, mailTransportFor, retryMail, deliverMail } from "../../services/mail/index";
import { OUTBOX_STATUSES } from "../../../core/outbox-status";

const outboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES, { error: `status must be one of ${OUTBOX_STATUSES.join(", ")}` }).optional(),
  ...pageQuery,
});
const mailIdParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, "Mail id must be a positive integer")
    .transform(Number),
});

/**
 * The mail outbox in the admin panel (mounted under /api/admin): every mail, its status and errors,
 * newest first, a page at a time (`?limit=`, `?cursor=`; `X-Next-Cursor` names the next page).
 */
export const outboxRoutes = new Hono<AppEnv>()
  .get("/outbox", requireAdminPanel, validate("query", outboxQuery), async (c) => {
    const transport = mailTransportFor(c.get("deps"));
    c.header("Cache-Control", "no-store");
    const { items, next } = await listOutbox(c.get("deps").db, c.req.valid("query"));
    setNextCursor(c, next);
    return c.json({ transport: transport?.name ?? "none", mails: items });
  })
  .post("/outbox/:id/retry", requireAdminPanel, validate("param", mailIdParam), async (c) => {
    const { id } = c.req.valid("param");
    const now = c.get("deps").now();
    if (!(await retryMail(c.get("deps").db, id, now))) throw notFound("No failed mail with this id");
    const status = await deliverMail(mailContext(c.get("deps")), id);
    return c.json({ id, status });
  });
