import { Hono } from "hono";
import type { AppEnv } from "../types";
import { outboxRoutes } from "./outbox";
import { siteContactRoutes } from "./hosted-site";
import { inboxRoutes } from "./site-inbox";
import { siteStatsRoutes } from "./site-stats";
import { customDomainRoutes } from "./custom-domains";

/** Hosted sites that work for their owners: mail outbox, contact forms, inbox, visits, domains. */
export const hostedRoutes = new Hono<AppEnv>().route("/api/admin", outboxRoutes).route("/sites", siteContactRoutes).route("/api", inboxRoutes).route("/api", siteStatsRoutes).route("/api", customDomainRoutes);
