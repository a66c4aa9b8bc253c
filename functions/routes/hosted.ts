import { Hono } from "hono";
import type { AppEnv } from "../types";
import { outboxRoutes } from "./outbox";
import { siteContactRoutes } from "./hosted-site";

/** Hosted sites that work for their owners: mail outbox, contact forms, inbox, visits, domains. */
export const hostedRoutes = new Hono<AppEnv>().route("/api/admin", outboxRoutes).route("/sites", siteContactRoutes);
