import { Hono } from "hono";
import type { SignedInEnv } from "../types";
import { requireUser } from "../middleware/session";
import { unreadCounts } from "../services/sites/hosted";

/** GET /api/messages/unread: unread contact-form messages per project of the signed-in user (the dashboard's cards). */
export const messageRoutes = new Hono<SignedInEnv>().use("*", requireUser).get("/unread", async (c) => {
  c.header("Cache-Control", "private, no-store");
  return c.json({ unread: await unreadCounts(c.get("deps").db, c.get("user").id) });
});
