import { Hono } from "hono";
import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import { z } from "zod";
import type { AppEnv } from "../../types";
import { ApiError, PROJECT_NOT_FOUND, conflict, notFound, unavailable } from "../../lib/errors";
import { validate } from "../../middleware/validate";
import { pageQuery, setNextCursor } from "../../lib/cursor";
import { ADMIN_COOKIE_PATH, panelAccountMissing, panelSession, requireAdminPanel, requireAdminPanelOr } from "../../middleware/admin-panel";
import { hitRateLimit, rateLimitHeaders } from "../../services/rate-limit/index";
import { clientKey } from "../../middleware/rate-limit";
import {
  ADMIN_AUTH_DAILY_FAILURE_LIMIT,
  ADMIN_AUTH_DAY_MS,
  ADMIN_AUTH_FAILURE_LIMIT,
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
  listLeadsPage,
  LEADS_CSV_MAX,
  passwordMatches,
  deleteTemplate,
  setTemplateActive,
  updateTemplate,
} from "../../services/admin";
import { ADMIN_PAID_VIA_PREFIX, getProject, listAllProjectsWithOwner, markPaid, toAdminProjectDto, undoMarkPaid } from "../../services/projects";
import { recordAudit } from "../../services/audit";
import { paymentSettings } from "../../services/payments";
import { platformAnalytics } from "../../services/page-views";
import { auditActorOf, nowOf } from "../../middleware/audit-actor";
import { PANEL_ACCOUNT_REQUIRED_MESSAGE } from "../../../core/content/admin";
import { projectIdParam } from "../../lib/params";
import { BUSINESS_TYPES } from "../../../core/business-types";
import { TEMPLATE_FIELD_LIMITS, TEMPLATE_FORM_MESSAGES, isAcceptableImageUrl, templatePriceCents } from "../../../core/template-form";

/** `?format=csv`: the leads as a CSV download; any other value (or none) answers JSON, as it always has. Declared so the typed client builds the link. */

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
  basePrice: z.union([z.number(), z.string()], { error: TEMPLATE_FORM_MESSAGES.priceRequired }).transform((v, ctx) => {
    const cents = templatePriceCents(v);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: TEMPLATE_FORM_MESSAGES.priceInvalid });
      return z.NEVER;
    }
    return cents;
  }),
});

/** A valid template form as the template service takes it (one mapping for create and update). */
const templateFields = (body: z.infer<typeof templateSchema>) => ({
  name: body.name,
  category: body.category,
  description: body.description,
  imageUrl: body.imageUrl,
  basePriceCents: body.basePrice,
});

export const adminProjectsQuery = z.object({
  search: z.string().max(254).optional().catch(undefined),
  ...pageQuery,
});
export const adminLeadsQuery = z.object({ ...pageQuery, format: z.union([z.string(), z.array(z.string())]).optional() });

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
    const { db, config } = c.get("deps");
    const expected = adminPasswordFor(config);
    if (!expected) throw unavailable("The admin panel is not configured (ADMIN_PASSWORD is not set)");
    if (panelAccountMissing(c)) throw new ApiError(401, "UNAUTHORIZED", PANEL_ACCOUNT_REQUIRED_MESSAGE);
    const at = nowOf(c);
    const ip = clientKey(c);
    // Failures back off per address only (a short and a daily window); this attempt is not counted yet (cost 0).
    const windows = [
      { bucket: "admin-auth-fail", key: ip, limit: ADMIN_AUTH_FAILURE_LIMIT, windowMs: ADMIN_AUTH_WINDOW_MS, now: at },
      { bucket: "admin-auth-fail-day", key: ip, limit: ADMIN_AUTH_DAILY_FAILURE_LIMIT, windowMs: ADMIN_AUTH_DAY_MS, now: at },
    ];
    for (const w of windows) {
      const peek = await hitRateLimit(db, { ...w, cost: 0 });
      if (peek.remaining === 0) {
        throw new ApiError(429, "RATE_LIMITED", "Too many failed sign-in attempts; try again later", rateLimitHeaders({ ...peek, allowed: false }, at));
      }
    }
    if (!passwordMatches(c.req.valid("json").password, expected)) {
      for (const w of windows) await hitRateLimit(db, w);
      await recordAudit(db, auditActorOf(c), { action: "panel.sign_in_failure" }, at);
      throw new ApiError(401, "UNAUTHORIZED", "Invalid password");
    }
    const session = await createAdminSession(db, at, { password: expected, userId: c.get("user")?.id ?? null });
    await recordAudit(db, { ...auditActorOf(c), actorLabel: c.get("user")?.email ?? "panel" }, { action: "panel.sign_in" }, at);
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
    const { db, config } = c.get("deps");
    const name = adminCookieName(config.production);
    await deleteAdminSession(db, getCookie(c, name));
    deleteCookie(c, name, { path: ADMIN_COOKIE_PATH, secure: config.production });
    return c.json({ authenticated: false as const });
  })
  .get("/session", async (c) => {
    const authenticated = (await panelSession(c)) !== null && !panelAccountMissing(c);
    c.header("Cache-Control", "no-store");
    return c.json({ authenticated, accountRequired: c.get("deps").config.adminPanelRequireAccount });
  })
  .get("/overview", requireAdminPanel, async (c) => c.json(await adminOverview(c.get("deps").db)))
  .get("/payments", requireAdminPanel, async (c) => {
    const { db, config } = c.get("deps");
    c.header("Cache-Control", "no-store");
    return c.json(await paymentSettings(db, config.stripe));
  })
  .get("/analytics", requireAdminPanel, async (c) => c.json(await platformAnalytics(c.get("deps").db, c.get("deps").now())))
  .get("/templates", requireAdminPanelOr("create_templates"), async (c) => c.json(await listAllTemplates(c.get("deps").db)))
  .post("/templates", requireAdminPanelOr("create_templates"), validate("json", templateSchema), async (c) => {
    const body = c.req.valid("json");
    const template = await createTemplate(c.get("deps").db, templateFields(body));
    await recordAudit(
      c.get("deps").db,
      auditActorOf(c),
      { action: "template.created", targetType: "template", targetId: template.id, detail: { name: template.name } },
      nowOf(c),
    );
    return c.json(template, 201);
  })
  .put("/templates/:id", requireAdminPanelOr("manage_templates"), validate("json", templateSchema), async (c) => {
    const body = c.req.valid("json");
    const { before, after } = await updateTemplate(c.get("deps").db, templateIdParam(c.req.param("id")), templateFields(body));
    await recordAudit(
      c.get("deps").db,
      auditActorOf(c),
      { action: "template.updated", targetType: "template", targetId: after.id, detail: { before, after } },
      nowOf(c),
    );
    return c.json(after);
  })
  .delete("/templates/:id", requireAdminPanelOr("manage_templates"), async (c) => {
    const gone = await deleteTemplate(c.get("deps").db, templateIdParam(c.req.param("id")));
    await recordAudit(
      c.get("deps").db,
      auditActorOf(c),
      { action: "template.deleted", targetType: "template", targetId: gone.id, detail: { template: gone } },
      nowOf(c),
    );
    return c.json({ deleted: true as const, id: gone.id });
  })
  .post("/templates/:id/active", requireAdminPanelOr("manage_templates"), validate("json", templateActiveSchema), async (c) => {
    const template = await setTemplateActive(c.get("deps").db, templateIdParam(c.req.param("id")), c.req.valid("json").isActive);
    await recordAudit(
      c.get("deps").db,
      auditActorOf(c),
      { action: "template.updated", targetType: "template", targetId: template.id, detail: { isActive: template.isActive } },
      nowOf(c),
    );
    return c.json(template);
  })
  .get("/projects", requireAdminPanelOr("manage_payments"), validate("query", adminProjectsQuery), async (c) => {
    const q = c.req.valid("query");
    const { items, next } = await listAllProjectsWithOwner(c.get("deps").db, q);
    setNextCursor(c, next);
    return c.json(items.map((r) => toAdminProjectDto(r.project, r.userEmail)));
  })
  .post("/projects/:id/mark-paid", requireAdminPanelOr("manage_payments"), async (c) => {
    const { db } = c.get("deps");
    const id = projectIdParam(c.req.param("id"));
    const existing = await getProject(db, id);
    if (!existing) throw notFound(PROJECT_NOT_FOUND);
    // Who: the signed-in user account when there is one, otherwise the shared panel password.
    const via = `${ADMIN_PAID_VIA_PREFIX}${c.get("user")?.id ?? "panel"}`;
    const paid = await markPaid(db, { projectId: id, via, now: nowOf(c) });
    if (!paid) throw conflict("This project is already paid");
    await recordAudit(
      db,
      auditActorOf(c),
      { action: "project.marked_paid", targetType: "project", targetId: id, detail: { totalPrice: paid.totalPrice, from: existing.paymentStatus } },
      nowOf(c),
    );
    return c.json(toAdminProjectDto(paid, null));
  })
  .post("/projects/:id/undo-mark-paid", requireAdminPanelOr("manage_payments"), async (c) => {
    const { db } = c.get("deps");
    const id = projectIdParam(c.req.param("id"));
    const existing = await getProject(db, id);
    if (!existing) throw notFound(PROJECT_NOT_FOUND);
    const undone = await undoMarkPaid(db, id, nowOf(c));
    if (!undone) throw conflict("Only a payment recorded by an admin can be undone");
    await recordAudit(
      db,
      auditActorOf(c),
      {
        action: "project.mark_paid_undone",
        targetType: "project",
        targetId: id,
        detail: { paidVia: existing.paidVia, paidAt: existing.paidAt?.toISOString() ?? null },
      },
      nowOf(c),
    );
    return c.json(toAdminProjectDto(undone, null));
  })
  .get("/leads", requireAdminPanel, validate("query", adminLeadsQuery), async (c) => {
    if (c.req.query("format") === "csv") {
      const rows = await listLeads(c.get("deps").db, { limit: LEADS_CSV_MAX });
      const date = new Date(c.get("deps").now()).toISOString().slice(0, 10);
      return c.body(leadsCsv(rows), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="leads-${date}.csv"`,
        "Cache-Control": "no-store",
      });
    }
    const { items, next } = await listLeadsPage(c.get("deps").db, c.req.valid("query"));
    setNextCursor(c, next);
    return c.json(items);
  });
