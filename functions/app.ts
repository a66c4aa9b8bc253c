import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppDeps, AppEnv } from "./types";
import { ApiError, codeForStatus, errorJson } from "./lib/errors";
import { allowedMethods } from "./lib/route-match";
import { healthRoutes } from "./routes/health";
import { templateRoutes } from "./routes/templates";
import { authRoutes } from "./routes/auth";
import { adminUserRoutes } from "./routes/admin-users";
import { inviteRoutes } from "./routes/invites";
import { generationRoutes } from "./routes/generation";
import { siteRoutes } from "./routes/sites";
import { publishRoutes, publishedAppRoutes } from "./routes/publishing";
import { leadRoutes } from "./routes/leads";
import { projectRoutes } from "./routes/projects";
import { paymentRoutes } from "./routes/payments";
import { webhookRoutes } from "./routes/webhooks";
import { adminRoutes } from "./routes/admin";
import { sessionMiddleware } from "./auth/middleware";
import { originChecks } from "./lib/origin-check";
import { apiRateLimit } from "./services/api-rate-limit";
import { IMAGE_UPLOAD_PATH, siteEditorRoutes } from "./routes/site-editor";
import { siteMediaRoutes } from "./routes/site-media";

/** Largest request body any API route accepts (bytes). */
export const MAX_BODY_BYTES = 256 * 1024;

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The API, the same on Node and on the Worker: `/api/*` (and, later, `/sites/*`).
 * Hosts build `deps` (database, config) and mount this app in front of their static files.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("user", null);
    c.set("sessionId", null);
    c.set("requestId", crypto.randomUUID());
    const started = performance.now();
    await next();
    if (deps.config.logRequests) {
      const ms = (performance.now() - started).toFixed(1);
      (deps.log ?? console.log)(`${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${ms}ms`);
    }
  });

  // Image uploads carry raw bytes under their own 5 MB limit (routes/site-editor.ts): the only exception to the two rules below.
  const isImageUpload = (c: { req: { method: string; path: string } }) => c.req.method === "POST" && IMAGE_UPLOAD_PATH.test(c.req.path);
  const jsonBodyLimit = bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => errorJson(c, 413, "PAYLOAD_TOO_LARGE", `Request body is larger than ${MAX_BODY_BYTES / 1024} KB`),
  });
  app.use("/api/*", (c, next) => (isImageUpload(c) ? next() : jsonBodyLimit(c, next)));

  // JSON only where JSON is expected: any API request that carries a body must say it is JSON.
  app.use("/api/*", async (c, next) => {
    if (BODY_METHODS.has(c.req.method) && !isImageUpload(c)) {
      const hasBody = Number(c.req.header("content-length") ?? "0") > 0 || c.req.header("transfer-encoding") !== undefined;
      const type = c.req.header("content-type") ?? "";
      if (hasBody && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
        return errorJson(c, 415, "UNSUPPORTED_MEDIA_TYPE", "Send the request body as application/json");
      }
    }
    await next();
  });

  app.use("/api/*", ...originChecks());
  app.use("/api/*", sessionMiddleware);
  app.use("/api/*", apiRateLimit());

  const routes = app
    .route("/api/health", healthRoutes)
    .route("/api/templates", templateRoutes)
    .route("/api", authRoutes)
    .route("/api/admin", adminUserRoutes)
    .route("/api/invites", inviteRoutes)
    .route("/api/projects", generationRoutes)
    .route("/api/projects", publishRoutes)
    .route("/api/published-apps", publishedAppRoutes)
    .route("/api/leads", leadRoutes)
    .route("/sites", siteMediaRoutes)
    .route("/sites", siteRoutes)
    .route("/api/projects", projectRoutes)
    .route("/api/projects", siteEditorRoutes)
    .route("/api/create-payment-intent", paymentRoutes)
    .route("/api/webhooks", webhookRoutes)
    .route("/api/admin", adminRoutes);

  app.notFound((c) => {
    const path = new URL(c.req.url).pathname;
    const methods = allowedMethods(app.routes, path);
    if (methods.length > 0 && !methods.includes(c.req.method)) {
      c.header("Allow", methods.join(", "));
      return errorJson(c, 405, "METHOD_NOT_ALLOWED", `${c.req.method} is not allowed on ${path}`);
    }
    return errorJson(c, 404, "NOT_FOUND", `No API route for ${c.req.method} ${path}`);
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
      return errorJson(c, err.status, err.code, err.message);
    }
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      const message = /malformed json/i.test(err.message) ? "Request body is not valid JSON" : err.message || "Request refused";
      return errorJson(c, status, /malformed json/i.test(err.message) ? "INVALID_JSON" : codeForStatus(status), message);
    }
    if (err instanceof SyntaxError) return errorJson(c, 400, "INVALID_JSON", "Request body is not valid JSON");
    if (isDatabaseUnavailable(err)) {
      (deps.log ?? console.error)(`database unavailable: ${String(err)}`);
      return errorJson(c, 503, "SERVICE_UNAVAILABLE", "The database is unavailable; try again shortly");
    }
    (deps.log ?? console.error)(`unhandled error on ${c.req.method} ${c.req.path}: ${err.stack ?? String(err)}`);
    return errorJson(c, 500, "INTERNAL_ERROR", "Something went wrong on our side");
  });

  return routes;
}

function isDatabaseUnavailable(err: unknown): boolean {
  const text = `${(err as { code?: string })?.code ?? ""} ${(err as Error)?.message ?? ""} ${String((err as { cause?: unknown })?.cause ?? "")}`;
  return /SQLITE_(BUSY|LOCKED|READONLY|CANTOPEN|IOERR)|database is locked|readonly database|ECONNREFUSED/i.test(text);
}

export type AppType = ReturnType<typeof createApp>;
