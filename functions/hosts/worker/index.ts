/**
 * Cloudflare Worker entry: static pages come from the platform (env.ASSETS); this code runs for
 * /api/*, /sites/* and the client-rendered shells. Database: libSQL over HTTP (Turso).
 * `queue()` consumes generation jobs when a Cloudflare Queue is bound (wrangler.toml, env "queue").
 */
import { workersAiModel } from "./ai";
import { createApp } from "../../app";
import { checkStartupConfig, configProblems, loadConfig } from "../../config";
import { createDatabase } from "../../../db/index";
import { createWebClient } from "../../../db/client-web";
import { isNotAPage, shellFor } from "../../lib/client-routes";
import { isDynamicPath } from "../../../core/paths";
import { printLogLine } from "../../lib/log-line";
import { API_CSP, PAGE_CSP, securityHeaders, withSecurityHeaders } from "../../lib/security-headers";
import { generationContext, type GenerationContext } from "../../services/generation/index";
import { consumeGenerationBatch, generationRunner, queueOrWaitUntilGeneration, type QueueMessageLike } from "../../services/generation/queue";
import type { AppDeps } from "../../types";
import { cloudflareRateLimitStore, type RateLimitBinding } from "./rate-limit-store";
import { deleteExpiredSessions } from "../../auth/sessions";
import { MAIL_RETRY_CRON, retryMailNow, retryMailSoon } from "./mail";
import { isCustomDomainHost } from "./custom-host";
import { readPictureWordsFromAssets } from "./picture-words";
import { r2ImageStore, type R2BucketLike } from "./r2-image-store";
import { workerShareCards } from "./share-card";
import { pruneAbandonedProjects, pruneExpiredRows } from "../../services/retention";

export interface WorkerEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
  [key: string]: unknown;
}

interface ExecutionContextLike {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException?(): void;
}

interface WorkerApp {
  key: string;
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  generation: GenerationContext;
  production: boolean;
}

let cached: WorkerApp | null = null;

const log = printLogLine;

function stringEnv(env: WorkerEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) if (typeof v === "string") out[k] = v;
  return out;
}

/** The settings the Worker reads, with Cloudflare's client address header and production by default. */
function workerVars(env: WorkerEnv): Record<string, string | undefined> {
  const vars = stringEnv(env);
  return { ...vars, NODE_ENV: vars.NODE_ENV ?? "production", CLIENT_IP_HEADER: "cf-connecting-ip" };
}

/** What keeps the Worker from serving the API: missing or malformed secrets and variables. */
function missingSettings(vars: Record<string, string | undefined>): string[] {
  const problems = configProblems(vars);
  if (!vars.DATABASE_URL) problems.unshift("DATABASE_URL must be set: your Turso database's libsql:// URL (with DATABASE_AUTH_TOKEN).");
  return problems;
}

function appFor(env: WorkerEnv): WorkerApp | { problems: string[] } {
  const vars = workerVars(env);
  const key = `${vars.DATABASE_URL}|${vars.PUBLIC_SITE_URL}`;
  if (cached?.key === key) return cached;
  const problems = missingSettings(vars);
  if (problems.length) return { problems };
  // Cloudflare sets cf-connecting-ip itself (a client cannot forge it). The API-wide limit goes to
  // Cloudflare's rate-limiting binding when one is bound (no database write on a read), else to the
  // database (createApp's default), which every isolate shares.
  const config = loadConfig(vars);
  checkStartupConfig(config);
  const db = createDatabase(createWebClient(config.databaseUrl, config.databaseAuthToken));
  const base = { db, config: { ...config, embeddedIdp: false }, log };
  // The model is built once per isolate; the generate route and the queue consumer share it.
  // Workers AI (the `AI` binding) writes when no OpenAI-compatible endpoint is configured.
  const generation = generationContext(base, config.ai.baseUrl ? null : workersAiModel(env.AI, config.ai.model));
  const limiter = env.API_RATE_LIMITER as RateLimitBinding | undefined;
  const bucket = env.IMAGES as R2BucketLike | undefined;
  const deps: AppDeps = {
    ...base,
    enqueueGeneration: queueOrWaitUntilGeneration(generation, log),
    apiRateLimitStore: limiter ? cloudflareRateLimitStore(limiter, db) : undefined,
    ...(bucket ? { images: { store: r2ImageStore(bucket) } } : {}),
    shareCards: workerShareCards(env.ASSETS),
  };
  cached = { key, app: createApp(deps), deps, generation, production: config.production };
  return cached;
}

/** Logged once per isolate and set of problems, not once per request. */
let reportedProblems: string | null = null;

/** 503 naming what to set, while the Worker lacks a required setting. */
function notConfigured(problems: string[]): Response {
  const text = problems.join(" ");
  if (reportedProblems !== text) {
    reportedProblems = text;
    console.error(`error: the Worker is not configured, every API call answers 503 until this is fixed (npx wrangler secret put NAME): ${text}`);
  }
  return Response.json(
    { success: false, error: { code: "SERVICE_UNAVAILABLE", message: `This site is not fully configured yet. ${text}` } },
    { status: 503, headers: { "Retry-After": "60" } },
  );
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContextLike): Promise<Response> {
    const url = new URL(request.url);
    if (isDynamicPath(url.pathname) || isCustomDomainHost(env, url.hostname)) {
      const host = appFor(env);
      if ("problems" in host) return withSecurityHeaders(notConfigured(host.problems), securityHeaders({ production: true, csp: API_CSP }));
      readPictureWordsFromAssets(env.ASSETS);
      const response = await host.app.fetch(request, env, ctx as never);
      retryMailSoon(host.deps, (work) => ctx.waitUntil(work));
      return withSecurityHeaders(response, securityHeaders({ production: host.production, csp: API_CSP }));
    }
    if (isNotAPage(url.pathname)) {
      // Served by name these would answer 200; the assets' own 404 handling gives the 404 page with 404.
      const missing = await env.ASSETS.fetch(new Request(new URL("/404", url), request));
      const notFound = new Response(missing.body, { status: 404, headers: missing.headers });
      return withSecurityHeaders(notFound, securityHeaders({ production: true, csp: PAGE_CSP }));
    }
    const shell = shellFor(url.pathname);
    // Assets use html_handling = "drop-trailing-slash": a shell "/checkout/" is served at "/checkout"
    // (asking for "/checkout/" would answer with a redirect the browser follows, losing the id).
    const response = await env.ASSETS.fetch(shell ? new Request(new URL(shell.replace(/\/$/, ""), url), request) : request);
    return withSecurityHeaders(response, securityHeaders({ production: true, csp: PAGE_CSP }));
  },

  /**
   * The cron triggers (wrangler.toml): hourly, deletes ended sessions and raw rows past their
   * retention (services/retention.ts; the daily roll-ups are kept by database triggers, as on Node);
   * every 5 minutes, retries queued mail that is due.
   */
  async scheduled(controller: { cron?: string } | undefined, env: WorkerEnv, ctx: ExecutionContextLike): Promise<void> {
    const host = appFor(env);
    if ("problems" in host) return;
    if (controller?.cron === MAIL_RETRY_CRON) ctx.waitUntil(retryMailNow(host.deps));
    else {
      const { db, config } = host.deps;
      ctx.waitUntil(deleteExpiredSessions(db));
      ctx.waitUntil(pruneExpiredRows(db, { now: Date.now(), ...config.retention }).then((r) => log(`retention: ${JSON.stringify(r)}`)));
      ctx.waitUntil(
        pruneAbandonedProjects(db, { now: Date.now(), unpaidDays: config.retention.unpaidProjectDays, images: host.deps.images?.store ?? null }).then((n) =>
          log(`retention: ${n} abandoned unpaid projects deleted`),
        ),
      );
    }
  },

  /** Generation jobs from GENERATION_QUEUE (an exception here retries the whole batch). */
  async queue(batch: { messages: readonly QueueMessageLike[] }, env: WorkerEnv): Promise<void> {
    const host = appFor(env);
    if ("problems" in host) throw new Error(`the Worker is not configured: ${host.problems.join(" ")}`); // retried later
    readPictureWordsFromAssets(env.ASSETS);
    await consumeGenerationBatch(batch.messages, generationRunner(host.generation), log);
  },
};
