/**
 * Cloudflare Worker entry: static pages come from the platform (env.ASSETS); this code runs for
 * /api/*, /sites/* and the client-rendered shells. Database: libSQL over HTTP (Turso).
 * `queue()` consumes generation jobs when a Cloudflare Queue is bound (wrangler.toml, env "queue").
 */
import { createApp } from "./app";
import { checkStartupConfig, loadConfig } from "./config";
import { createDatabase } from "../db/index";
import { createWebClient } from "../db/client-web";
import { shellFor } from "./lib/client-routes";
import { API_CSP, PAGE_CSP, securityHeaders } from "./lib/security-headers";
import { generationContext, type GenerationContext } from "./services/generation";
import { consumeGenerationBatch, generationRunner, queueOrWaitUntilGeneration, type QueueMessageLike } from "./services/generation-queue";
import type { AppDeps } from "./types";
import { r2ImageStore, type R2BucketLike } from "./lib/r2-image-store";

export interface WorkerEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
  [key: string]: unknown;
}

interface ExecutionContextLike {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException?(): void;
}

let cached: { key: string; app: ReturnType<typeof createApp>; deps: AppDeps; generation: GenerationContext; production: boolean } | null = null;

const log = (line: string) => console.error(line);

function stringEnv(env: WorkerEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) if (typeof v === "string") out[k] = v;
  return out;
}

function appFor(env: WorkerEnv) {
  const vars = stringEnv(env);
  const key = `${vars.DATABASE_URL}|${vars.PUBLIC_SITE_URL}`;
  if (cached?.key === key) return cached;
  // Cloudflare sets cf-connecting-ip itself (a client cannot forge it); the API-wide limit counts in
  // the database (createApp's default), which every isolate shares.
  const config = loadConfig({ ...vars, NODE_ENV: vars.NODE_ENV ?? "production", CLIENT_IP_HEADER: "cf-connecting-ip" });
  checkStartupConfig(config);
  if (!vars.DATABASE_URL) throw new Error("DATABASE_URL is not set for the Worker (a libsql:// or https:// URL)");
  const db = createDatabase(createWebClient(config.databaseUrl, config.databaseAuthToken));
  const base = { db, config: { ...config, embeddedIdp: false }, log };
  // The model is built once per isolate; the generate route and the queue consumer share it.
  const generation = generationContext(base);
  const bucket = env.IMAGES as R2BucketLike | undefined;
  const deps: AppDeps = { ...base, enqueueGeneration: queueOrWaitUntilGeneration(generation, log), ...(bucket ? { images: { store: r2ImageStore(bucket) } } : {}) };
  cached = { key, app: createApp(deps), deps, generation, production: config.production };
  return cached;
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const out = new Response(response.body, response);
  for (const [k, v] of Object.entries(headers)) if (!out.headers.has(k)) out.headers.set(k, v);
  return out;
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContextLike): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/sites/")) {
      const { app, production } = appFor(env);
      const response = await app.fetch(request, env, ctx as never);
      return withHeaders(response, securityHeaders({ production, csp: API_CSP }));
    }
    const shell = shellFor(url.pathname);
    // Assets use html_handling = "drop-trailing-slash": a shell "/checkout/" is served at "/checkout"
    // (asking for "/checkout/" would answer with a redirect the browser follows, losing the id).
    const response = await env.ASSETS.fetch(shell ? new Request(new URL(shell.replace(/\/$/, ""), url), request) : request);
    return withHeaders(response, securityHeaders({ production: true, csp: PAGE_CSP }));
  },

  /** Generation jobs from GENERATION_QUEUE (an exception here retries the whole batch). */
  async queue(batch: { messages: readonly QueueMessageLike[] }, env: WorkerEnv): Promise<void> {
    const { generation } = appFor(env);
    await consumeGenerationBatch(batch.messages, generationRunner(generation), log);
  },
};
