import { Hono } from "hono";
import type { AppEnv } from "../types";
import { unauthorized } from "../lib/errors";

/**
 * STAND-IN until the accounts work (issue 4) lands its own `GET /api/auth/user`: the same contract
 * (401 when signed out, otherwise the session user), so the project screens can be tested on this
 * branch. Delete this file and its one line in app.ts when merging the accounts routes.
 */
export const currentUserStandinRoutes = new Hono<AppEnv>().get("/", (c) => {
  if (!c.var.user) throw unauthorized();
  return c.json(c.var.user);
});
