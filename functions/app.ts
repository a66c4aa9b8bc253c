import { sitesOriginGate } from "./middleware/sites-origin";
import { notifyAddressRoutes } from "./routes/notify-address";
import { Hono } from "hono";
import { fromTrustedProxy, levelForStatus, logLine, requestIdFrom } from "./lib/log-line";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { mayChangePublicReads } from "./services/public-reads";
import type { AppDeps, AppEnv, RuntimeDeps } from "./types";
import { ApiError, codeForStatus } from "./lib/errors";
import { errorJson } from "./middleware/error-json";
import { allowedMethods } from "./lib/route-match";
import { healthRoutes } from "./routes/health";
import { templateRoutes } from "./routes/templates";
import { authRoutes } from "./routes/auth";
import { inviteRoutes } from "./routes/invites";
import { siteRoutes } from "./routes/sites/index";
import { messageRoutes } from "./routes/messages";
import { domainAskRoutes } from "./routes/domains";
import { publishedAppRoutes } from "./routes/published-apps";
import { leadRoutes } from "./routes/leads";
import { analyticsRoutes } from "./routes/analytics";
import { projectRoutes } from "./routes/projects";
import { paymentRoutes } from "./routes/payments";
import { webhookRoutes } from "./routes/webhooks";
import { adminRoutes } from "./routes/admin";
import { customHostGate } from "./middleware/custom-host";
import { sessionMiddleware } from "./middleware/session";
import { hostCheck, originChecks } from "./middleware/origin-check";
import { every } from "hono/combine";
import { apiRateLimit } from "./middleware/api-rate-limit";
import { bodyLimit, jsonBodiesOnly } from "./middleware/body-rules";
import { defaultEnqueueGeneration } from "./services/generation/queue";
import { isDatabaseUnavailable } from "../db/errors";
import { createPublicReadCache, PUBLIC_READ_TTL_MS } from "./services/public-reads";
import { moderationRoutes } from "./routes/moderation";
import { SAFE_METHODS } from "./lib/methods";
import { IMAGE_UPLOAD_PATH } from "./routes/projects/site-editor";

/** `deps` with the defaults filled (`now`, `log`, `enqueueGeneration`, `publicReads`); what is given is kept. */
export function withRuntimeDefaults(hostDeps: AppDeps): RuntimeDeps {
  const log = hostDeps.log ?? ((line: string) => console.error(line));
  return {
    ...hostDeps,
    now: hostDeps.now ?? Date.now,
    log,
    enqueueGeneration: hostDeps.enqueueGeneration ?? defaultEnqueueGeneration(hostDeps, log),
    publicReads: hostDeps.publicReads ?? createPublicReadCache({ ttlMs: PUBLIC_READ_TTL_MS, now: hostDeps.now ?? Date.now }),
  };
}

/**
 * The API and the hosted sites, the same on Node and on the Worker: `/api/*` and `/sites/*`.
 * Hosts build `deps` (database, config, what only they have) and mount this app in front of their
 * static files; the defaults are filled here, once (`withRuntimeDefaults`; a host that also needs them fills them first).
 */
export function createApp(hostDeps: AppDeps) {
  const deps = withRuntimeDefaults(hostDeps);
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    // The one place shared code touches the host's own objects; only enqueueGeneration reads them.
    c.set("host", { env: c.env, waitUntil: (promise) => c.executionCtx.waitUntil(promise) });
    c.set("user", null);
    c.set("sessionId", null);
    const peer = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
    const requestId = requestIdFrom(c.req.header("X-Request-Id"), undefined, fromTrustedProxy(deps.config.requestIdTrustedProxies, peer));
    c.set("requestId", requestId);
    c.set("panel", false);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    if (deps.config.logRequests) {
      const status = c.res.status;
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      deps.log(
        logLine(levelForStatus(status), "request", {
          requestId,
          method: c.req.method,
          path: c.req.path,
          status,
          durationMs,
          userId: c.get("user")?.id ?? null,
        }),
      );
    }
  });

  // A verified custom domain's requests are its site's; unknown hosts get a 404 (routes/custom-host.ts).
  app.use("*", sitesOriginGate);
  app.use("*", customHostGate);

  // The API's stack. Each layer costs every request, so reads (most of the traffic) pass as few as
  // possible: the write rules are one layer that a GET skips, and the host check is mounted only
  // where it is enforced.
  app.use("/api/*", async (c, next) => {
    await next();
    // Nothing the API answers is stored by browsers or shared caches unless its route opts in (public data).
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
    // A write that went through and may have changed a public read (a template, a showcase listing):
    // the next read loads afresh. Other writes (page views, leads, saves) keep the cache.
    if (!SAFE_METHODS.has(c.req.method) && c.res.status < 400 && mayChangePublicReads(c.req.path)) deps.publicReads.invalidate();
  });
  if (deps.config.enforceHost) app.use("/api/*", hostCheck);
  // Image uploads carry raw bytes under their own 5 MB limit (routes/projects/site-editor.ts): the one exception to both body rules.
  const isImageUpload = (c: { req: { method: string; path: string } }) => c.req.method === "POST" && IMAGE_UPLOAD_PATH.test(c.req.path);
  const writeRules = every(bodyLimit(isImageUpload), jsonBodiesOnly(isImageUpload), ...originChecks());
  app.use("/api/*", (c, next) => (SAFE_METHODS.has(c.req.method) ? next() : writeRules(c, next)));
  app.use("/api/*", sessionMiddleware);
  app.use("/api/*", apiRateLimit());

  const routes = app
    .route("/api/health", healthRoutes)
    .route("/api/templates", templateRoutes)
    .route("/api", authRoutes)
    .route("/api/invites", inviteRoutes)
    .route("/api/notify-address", notifyAddressRoutes)
    .route("/api/published-apps", publishedAppRoutes)
    .route("/api/leads", leadRoutes)
    .route("/api/analytics", analyticsRoutes)
    .route("/sites", siteRoutes)
    .route("/api/projects", projectRoutes)
    .route("/api/messages", messageRoutes)
    .route("/api/domains", domainAskRoutes)
    .route("/api/create-payment-intent", paymentRoutes)
    .route("/api/webhooks", webhookRoutes)
    .route("/api/admin", adminRoutes)
    .route("/api/moderation", moderationRoutes);

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
      deps.log(logLine("error", "database unavailable", { requestId: c.get("requestId"), method: c.req.method, path: c.req.path, error: String(err) }));
      return errorJson(c, 503, "SERVICE_UNAVAILABLE", "The database is unavailable; try again shortly");
    }
    deps.log(logLine("error", "unhandled error", { requestId: c.get("requestId"), method: c.req.method, path: c.req.path, error: err.stack ?? String(err) }));
    return errorJson(c, 500, "INTERNAL_ERROR", "Something went wrong on our side");
  });

  return routes;
}

export type AppType = ReturnType<typeof createApp>;
