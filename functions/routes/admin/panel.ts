import { Hono } from "hono";
import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import { z } from "zod";
import type { AppEnv } from "../../types";
import { ApiError, PROJECT_NOT_FOUND, conflict, notFound, unavailable } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { ADMIN_COOKIE_PATH, requireAdminPanel } from "../../middleware/admin-panel";
import { hitRateLimit, rateLimitHeaders } from "../../services/rate-limit";
import { clientKey } from "../../middleware/rate-limit";
import {
  ADMIN_AUTH_FAILURE_LIMIT,
  ADMIN_AUTH_GLOBAL_FAILURE_LIMIT,
  ADMIN_AUTH_WINDOW_MS,
  ADMIN_SESSION_MS,
  adminCookieName,
  adminOverview,
  adminPasswordFor,
  createAdminSession,
  createTemplate,
  deleteAdminSession,
  leadsCsv,
  listAllTemplates,
  listLeads,
  passwordMatches,
  setTemplateActive,
  validateAdminSession,
} from "../../services/admin";
import { getProject, listAllProjectsWithOwner, markPaid, toAdminProjectDto } from "../../services/projects";
import { projectIdParam } from "../../lib/params";
import { BUSINESS_TYPES } from "../../../src/lib/business-types";
import { TEMPLATE_FIELD_LIMITS, TEMPLATE_FORM_MESSAGES, isAcceptableImageUrl, templatePriceCents } from "../../../src/lib/template-form";

export const adminAuthSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024, "Invalid password"),
});

export const templateSchema = z.object({
  name: z
    .string({ error: TEMPLATE_FORM_MESSAGES.nameRequired })
    .trim()
    .min(1, TEMPLATE_FORM_MESSAGES.nameRequired)
    .max(TEMPLATE_FIELD_LIMITS.name, TEMPLATE_FORM_MESSAGES.nameTooLong),
  category: z
    .string({ error: TEMPLATE_FORM_MESSAGES.categoryRequired })
    .refine((v) => (BUSINESS_TYPES as readonly string[]).includes(v), TEMPLATE_FORM_MESSAGES.categoryRequired),
  description: z.string().trim().max(TEMPLATE_FIELD_LIMITS.description, TEMPLATE_FORM_MESSAGES.descriptionTooLong).nullish(),
  imageUrl: z
    .string()
    .trim()
    .max(TEMPLATE_FIELD_LIMITS.imageUrl, TEMPLATE_FORM_MESSAGES.imageUrl)
    .refine((v) => v === "" || isAcceptableImageUrl(v), TEMPLATE_FORM_MESSAGES.imageUrl)
    .nullish(),
  basePrice: z
    .union([z.number(), z.string()], { error: TEMPLATE_FORM_MESSAGES.priceRequired })
    .transform((v, ctx) => {
      const cents = templatePriceCents(v);
      if (cents === null) {
        ctx.addIssue({ code: "custom", message: TEMPLATE_FORM_MESSAGES.priceInvalid });
        return z.NEVER;
      }
      return cents;
    }),
});

export const templateActiveSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) });

function templateIdParam(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw notFound("Template not found");
  return Number(raw);
}

/**
 * The admin panel's API (spec sections 2 and 7). `POST /auth` exchanges the password for an
 * HttpOnly admin-session cookie (never a password in a URL); every other route requires that cookie.
 */
export const adminPanelRoutes = new Hono<AppEnv>()
  .post("/auth", validate("json", adminAuthSchema), async (c) => {
    const { db, config, now } = c.var.deps;
    const expected = adminPasswordFor(config);
    if (!expected) throw unavailable("The admin panel is not configured (ADMIN_PASSWORD is not set)");
    const at = now();
    const window = { windowMs: ADMIN_AUTH_WINDOW_MS, now: at };
    const ip = clientKey(c);
    // Read both counters without counting this attempt (cost 0); refuse once either is used up.
    const perIp = await hitRateLimit(db, { bucket: "admin-auth-fail", key: ip, limit: ADMIN_AUTH_FAILURE_LIMIT, cost: 0, ...window });
    const global = await hitRateLimit(db, { bucket: "admin-auth-fail", key: "*", limit: ADMIN_AUTH_GLOBAL_FAILURE_LIMIT, cost: 0, ...window });
    const blocked = perIp.remaining === 0 ? perIp : global.remaining === 0 ? global : null;
    if (blocked) {
      throw new ApiError(429, "RATE_LIMITED", "Too many failed sign-in attempts; try again later", rateLimitHeaders({ ...blocked, allowed: false }));
    }
    if (!passwordMatches(c.req.valid("json").password, expected)) {
      await hitRateLimit(db, { bucket: "admin-auth-fail", key: ip, limit: ADMIN_AUTH_FAILURE_LIMIT, ...window });
      await hitRateLimit(db, { bucket: "admin-auth-fail", key: "*", limit: ADMIN_AUTH_GLOBAL_FAILURE_LIMIT, ...window });
      throw new ApiError(401, "UNAUTHORIZED", "Invalid password");
    }
    const session = await createAdminSession(db, at);
    setCookie(c, adminCookieName(config.production), session.token, {
      httpOnly: true,
      sameSite: "Strict",
      path: ADMIN_COOKIE_PATH,
      secure: config.production,
      maxAge: Math.floor(ADMIN_SESSION_MS / 1000),
    });
    return c.json({ authenticated: true as const, expiresAt: session.expiresAt.toISOString() });
  })
  .post("/logout", async (c) => {
    const { db, config } = c.var.deps;
    const name = adminCookieName(config.production);
    await deleteAdminSession(db, getCookie(c, name));
    deleteCookie(c, name, { path: ADMIN_COOKIE_PATH, secure: config.production });
    return c.json({ authenticated: false as const });
  })
  .get("/session", async (c) => {
    const { db, config, now } = c.var.deps;
    const authenticated = await validateAdminSession(db, getCookie(c, adminCookieName(config.production)), now());
    c.header("Cache-Control", "no-store");
    return c.json({ authenticated });
  })
  .get("/overview", requireAdminPanel, async (c) => c.json(await adminOverview(c.var.deps.db)))
  .get("/templates", requireAdminPanel, async (c) => c.json(await listAllTemplates(c.var.deps.db)))
  .post("/templates", requireAdminPanel, validate("json", templateSchema), async (c) => {
    const body = c.req.valid("json");
    const template = await createTemplate(c.var.deps.db, {
      name: body.name,
      category: body.category,
      description: body.description,
      imageUrl: body.imageUrl,
      basePriceCents: body.basePrice,
    });
    return c.json(template, 201);
  })
  .post("/templates/:id/active", requireAdminPanel, validate("json", templateActiveSchema), async (c) => {
    return c.json(await setTemplateActive(c.var.deps.db, templateIdParam(c.req.param("id")), c.req.valid("json").isActive));
  })
  .get("/projects", requireAdminPanel, async (c) => {
    const rows = await listAllProjectsWithOwner(c.var.deps.db);
    return c.json(rows.map((r) => toAdminProjectDto(r.project, r.userEmail)));
  })
  .post("/projects/:id/mark-paid", requireAdminPanel, async (c) => {
    const { db, now } = c.var.deps;
    const id = projectIdParam(c.req.param("id"));
    const existing = await getProject(db, id);
    if (!existing) throw notFound(PROJECT_NOT_FOUND);
    // Who: the signed-in user account when there is one, otherwise the shared panel password.
    const via = `admin:${c.var.user?.id ?? "panel"}`;
    const paid = await markPaid(db, { projectId: id, via, now: now() });
    if (!paid) throw conflict("This project is already paid");
    return c.json(toAdminProjectDto(paid, null));
  })
  .get("/leads", requireAdminPanel, async (c) => {
    const rows = await listLeads(c.var.deps.db);
    if (c.req.query("format") === "csv") {
      const date = new Date(c.var.deps.now()).toISOString().slice(0, 10);
      return c.body(leadsCsv(rows), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="leads-${date}.csv"`,
        "Cache-Control": "no-store",
      });
    }
    return c.json(rows);
  });
