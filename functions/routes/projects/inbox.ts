import { Hono } from "hono";
import { z } from "zod";
import type { SignedInEnv } from "../../types";
import { ApiError, notFound } from "../../lib/errors";
import { projectIdParam } from "../../lib/params";
import { validate } from "../../middleware/validate";
import { INBOX_CSV_MAX, deleteSiteMessage, listSiteMessages, setMessageRead } from "../../services/sites/hosted";
import { pageQuery, setNextCursor } from "../../lib/cursor";
import { toCsv } from "../../lib/csv";
import type { SiteMessage } from "../../../db/schema";
import { answerOwnedRequest, requestPhoto } from "../../services/sites/requests";
import { ANSWER_NOTE_MAX, detailLines } from "../../../core/site/requests";

const CSV_DETAIL_LABELS = {
  service: "Service",
  date: "Day",
  time: "Time",
  items: "Items",
  estimate: "Estimated total",
  photo: "Photo",
  fulfilment: "Pickup or delivery",
  pickup: "Pickup",
  delivery: "Delivery to",
};
import { backgroundRunner } from "../../middleware/background";

export const requestAnswerSchema = z.object({
  answer: z.enum(["confirm", "decline"], { error: "answer must be confirm or decline" }),
  note: z
    .string({ error: "note must be text" })
    .max(ANSWER_NOTE_MAX, { error: `note can be at most ${ANSWER_NOTE_MAX} characters` })
    .optional(),
});
export const messageReadSchema = z.object({ read: z.boolean({ error: "read must be true or false" }) });
const inboxQuery = z.object({ format: z.enum(["json", "csv"], { error: "format must be json or csv" }).optional(), ...pageQuery });

function messageIdParam(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw) || !Number.isSafeInteger(Number(raw)))
    throw new ApiError(400, "VALIDATION_ERROR", "Message id must be a positive integer");
  return Number(raw);
}

const PROJECT_NOT_FOUND = "Project not found";

/** CSV of an inbox: formula-looking cells are neutralised by toCsv. */
export function messagesCsv(rows: readonly SiteMessage[]): string {
  return toCsv(
    ["Received", "Name", "Email", "Phone", "Message", "Read", "Kind", "Status", "Details"],
    rows.map((m) => [
      m.createdAt.toISOString(),
      m.name,
      m.email,
      m.phone ?? "",
      m.message,
      m.readAt ? "yes" : "no",
      m.kind,
      m.status ?? "",
      m.details
        ? detailLines(m.details, CSV_DETAIL_LABELS)
            .map(([k, v]) => `${k}: ${v}`)
            .join("; ")
        : "",
    ]),
  );
}

/**
 * A site owner's inbox (part of the /api/projects router): the messages visitors sent through the
 * contact form, newest first, a page at a time. Owner only; another user's project answers the same 404 as one that does not exist.
 */
export const inboxRoutes = new Hono<SignedInEnv>()
  .get("/:id/messages", validate("query", inboxQuery), async (c) => {
    const projectId = projectIdParam(c.req.param("id"));
    const query = c.req.valid("query");
    const csv = query.format === "csv";
    // JSON: a page (`?limit=`, `?cursor=`; X-Next-Cursor names the next one). CSV: the newest INBOX_CSV_MAX at once.
    const page = await listSiteMessages(c.get("deps").db, projectId, c.get("user").id, csv ? { limit: INBOX_CSV_MAX } : query);
    if (!page) throw notFound(PROJECT_NOT_FOUND);
    c.header("Cache-Control", "private, no-store");
    if (csv) {
      return c.body(messagesCsv(page.items), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="messages-project-${projectId}.csv"`,
      });
    }
    setNextCursor(c, page.next);
    return c.json(page.items);
  })
  .post("/:id/messages/:messageId/read", validate("json", messageReadSchema), async (c) => {
    const projectId = projectIdParam(c.req.param("id"));
    const messageId = messageIdParam(c.req.param("messageId"));
    const deps = c.get("deps");
    const row = await setMessageRead(deps.db, projectId, c.get("user").id, messageId, c.req.valid("json").read, deps.now());
    if (!row) throw notFound("Message not found");
    return c.json(row);
  })
  // A request's answer (confirm or decline, once): the visitor gets one mail. A second answer is a 409 and changes nothing.
  .post("/:id/messages/:messageId/answer", validate("json", requestAnswerSchema), async (c) => {
    const projectId = projectIdParam(c.req.param("id"));
    const messageId = messageIdParam(c.req.param("messageId"));
    const { answer, note } = c.req.valid("json");
    const result = await answerOwnedRequest(c.get("deps"), {
      projectId,
      userId: c.get("user").id,
      messageId,
      answer,
      ...(note ? { note } : {}),
      background: backgroundRunner(c),
    });
    if (result.kind === "notFound") throw notFound("Request not found");
    if (result.kind === "already") throw new ApiError(409, "CONFLICT", `This request was already ${result.message.status}`);
    return c.json(result.message);
  })
  // A quote request's photo: the owner's only, never cached or sniffed, no active content.
  .get("/:id/messages/:messageId/photo", async (c) => {
    const projectId = projectIdParam(c.req.param("id"));
    const messageId = messageIdParam(c.req.param("messageId"));
    const photo = await requestPhoto(c.get("deps"), { projectId, userId: c.get("user").id, messageId });
    if (!photo) throw notFound("Photo not found");
    c.header("Content-Type", photo.mime);
    c.header("Cache-Control", "private, no-store");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    return c.body(photo.bytes as Uint8Array<ArrayBuffer>);
  })
  .delete("/:id/messages/:messageId", async (c) => {
    const projectId = projectIdParam(c.req.param("id"));
    const messageId = messageIdParam(c.req.param("messageId"));
    if (!(await deleteSiteMessage(c.get("deps").db, projectId, c.get("user").id, messageId))) throw notFound("Message not found");
    return c.json({ success: true as const, id: messageId });
  });
