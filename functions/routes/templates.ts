import { Hono } from "hono";
import type { AppEnv } from "../types";
import { listActiveTemplates } from "../services/templates";
import { publicJson } from "../lib/public-json";

export const templateRoutes = new Hono<AppEnv>().get("/", (c) => publicJson(c, "templates", () => listActiveTemplates(c.get("deps").db)));
