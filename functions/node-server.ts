import { serve, type ServerType } from "@hono/node-server";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { resolve } from "node:path";
import { createApp } from "./app";
import { sharpImageProcessor } from "./node-images";
import { checkStartupConfig, loadConfig, type AppConfig } from "./config";
import { createStaticSite } from "./node-static";
import { API_CSP, PAGE_CSP, securityHeaders } from "./lib/security-headers";
import { createDatabase, type Database } from "../db/index";
import { createNodeClient, tuneLocalClient } from "../db/client-node";
import { migrateDatabase } from "../db/migrate";
import { seedDatabase } from "../db/seed";
import type { Client } from "@libsql/client";
import { createEmbeddedIdp, isEmbeddedIdpBrowserPath, isEmbeddedIdpPath, EMBEDDED_ADMIN_EMAIL, type EmbeddedIdp } from "./auth/embedded-idp";
import { createJobQueue, type JobQueue } from "./services/job-queue";
import { failStaleGenerations, generatingProjectIds, generationContext, runGeneration } from "./services/generation";
import { createMemoryRateLimitStore } from "./services/rate-limit-memory";
import { rateLimitHeaders } from "./services/rate-limit";
import { addressKey } from "./lib/client-address";
import { inProcessGeneration } from "./services/generation-queue";

/** Generation jobs run at most this many at a time in one Node process. */
export const GENERATION_CONCURRENCY = 2;

export interface NodeServer {
  url: string;
  config: AppConfig;
  db: Database;
  client: Client;
  server: ServerType;
  jobs: JobQueue;
  close(): Promise<void>;
}

const DYNAMIC_PREFIXES = ["/api/", "/sites/"];
const isDynamicPath = (path: string) => path === "/api" || DYNAMIC_PREFIXES.some((p) => path.startsWith(p));

/**
 * The embedded default: one process serving the prerendered site, the API and the 404,
 * on a libSQL file that is created, migrated and seeded on first start.
 */
export async function startNodeServer(env: Record<string, string | undefined> = process.env): Promise<NodeServer> {
  const config = loadConfig(env);
  for (const warning of checkStartupConfig(config)) console.warn(`warning: ${warning}`);
  const client = createNodeClient(config.databaseUrl, config.databaseAuthToken);
  await tuneLocalClient(client, config.databaseUrl);
  const db = createDatabase(client);
  await migrateDatabase(db);
  await unlessReadOnly("adding the shipped templates", () => seedDatabase(db));

  const jobs = createJobQueue(GENERATION_CONCURRENCY);
  // The model is built once; every job of this process (new or resumed) uses the same context.
  const generation = generationContext({ db, config });
  // One process: the API-wide limit counts in memory (the specific limits stay in the database).
  const app = createApp({
    db,
    config,
    enqueueGeneration: inProcessGeneration(generation, (job) => jobs.enqueue(job)),
    apiRateLimitStore: createMemoryRateLimitStore(),
    images: { process: sharpImageProcessor },
  });

  // One process owns the embedded database: jobs a previous process left mid-generation are resumed,
  // except those already past their time (readers see them failed; a job that keeps killing the
  // process must not be resumed forever): those are settled as failed, to be retried by their owner.
  await unlessReadOnly("resuming generations", async () => {
    await failStaleGenerations(db, Date.now());
    for (const id of await generatingProjectIds(db)) {
      jobs.enqueue(() => runGeneration(generation, id));
    }
  });
  const pageHeaders = securityHeaders({ production: config.production, csp: PAGE_CSP });
  const apiHeaders = securityHeaders({ production: config.production, csp: API_CSP });
  const site = createStaticSite(resolve(env.STATIC_DIR ?? "dist/client"), pageHeaders);

  /**
   * The API and hosted sites, through Hono (Web Request/Response). `bindings` is @hono/node-server's
   * `{ incoming, outgoing }`: passed on so the app can read the caller's socket address.
   */
  async function handleDynamic(request: Request, bindings: unknown): Promise<Response> {
    const response = await app.fetch(request, bindings);
    const headers = new Headers(response.headers);
    for (const [k, v] of Object.entries(apiHeaders)) if (!headers.has(k)) headers.set(k, v);
    headers.delete("X-Powered-By");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  /** Pages and assets: answered from memory straight on the Node response, no Web objects in between. */
  function serveSite(req: IncomingMessage, res: ServerResponse, url: URL) {
    const answer = site({
      method: req.method ?? "GET",
      pathname: url.pathname,
      search: url.search,
      ifNoneMatch: req.headers["if-none-match"],
      acceptEncoding: req.headers["accept-encoding"],
    });
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body ?? undefined);
  }

  // The embedded identity provider answers /oidc/* in this same process (a Node handler, ahead of Hono).
  // Its browser-facing endpoints store rows on every call, so each address gets the API's per-minute
  // figure there too, in a bucket of its own.
  let idp: EmbeddedIdp | null = null;
  const idpLimit = createMemoryRateLimitStore();
  const withIdp = ((options: object, listener: (req: IncomingMessage, res: ServerResponse) => void) =>
    createServer(options, async (req, res) => {
      if (config.embeddedIdp && isEmbeddedIdpPath(req.url)) {
        if (isEmbeddedIdpBrowserPath(req.url)) {
          const now = Date.now();
          const limit = await idpLimit.hit({ bucket: "oidc", key: addressKey(req.socket.remoteAddress), limit: config.apiRateLimit.perMinute, windowMs: 60_000, now });
          if (!limit.allowed) {
            res.writeHead(429, { ...pageHeaders, ...rateLimitHeaders(limit, now), "Content-Type": "text/plain; charset=utf-8" }).end("Too many sign-in requests from your address; try again in a minute.");
            return;
          }
        }
        if (idp) return idp.handle(req, res);
        res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "1" }).end("Sign-in is starting; try again in a moment.");
        return;
      }
      let url: URL;
      try {
        // Origin-form ("/path?q", even "//x/"): appended, never read as a protocol-relative URL.
        const target = req.url ?? "/";
        url = target.startsWith("/") ? new URL(`http://localhost${target}`) : new URL(target);
      } catch {
        res.writeHead(400, { ...pageHeaders, "Content-Type": "text/plain; charset=utf-8" }).end("Bad Request");
        return;
      }
      if (isDynamicPath(url.pathname)) listener(req, res);
      else serveSite(req, res, url);
    })) as unknown as typeof createServer;

  const server = await new Promise<ServerType>((resolveServer) => {
    const s = serve({ fetch: handleDynamic, port: config.port, hostname: config.host, createServer: withIdp }, () => resolveServer(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
  // An ephemeral port (PORT=0, tests) with no PUBLIC_SITE_URL: the public URL is the bound one.
  if (!env.PUBLIC_SITE_URL && config.port === 0) config.siteUrl = url;

  if (config.embeddedIdp) {
    // On a read-only database sign-in cannot work (it writes sessions): /oidc/* answers 503.
    await unlessReadOnly("the embedded sign-in", async () => {
      idp = await createEmbeddedIdp({ db, siteUrl: config.siteUrl, production: config.production, extraClientOrigins: config.embeddedIdpClientOrigins });
      config.oidc = { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, scopes: idp.scopes };
      if (!config.adminEmails.includes(EMBEDDED_ADMIN_EMAIL)) config.adminEmails.push(EMBEDDED_ADMIN_EMAIL);
      if (config.production) {
        console.warn(
          "WARNING: the embedded identity provider is on in production (EMBEDDED_IDP=1). Anyone can sign in as admin@example.com with the password 'password'. Set OIDC_ISSUER for a real provider.",
        );
      }
    });
  }

  return {
    url,
    config,
    db,
    client,
    server,
    jobs,
    close: () =>
      new Promise<void>((done) => {
        server.close(async () => {
          await jobs.idle();
          client.close();
          done();
        });
      }),
  };
}

/** SQLITE_READONLY: the database file, its directory or its file system cannot be written. */
function isReadOnlyDatabase(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ""} ${String((error as { cause?: unknown })?.cause ?? "")}`;
  return /SQLITE_READONLY|readonly database/i.test(text);
}

/**
 * Start-up writes are skipped on a read-only database instead of crashing: the server still serves
 * pages and reads, and every write answers 503 SERVICE_UNAVAILABLE until the file can be written.
 */
async function unlessReadOnly(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!isReadOnlyDatabase(error)) throw error;
    console.warn(`warning: the database is read-only, so ${what} was skipped. Pages and reads are served; writes answer 503 until it can be written.`);
  }
}
