import { serve, type ServerType } from "@hono/node-server";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { dirname, resolve } from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createApp, withRuntimeDefaults } from "../../app";
import { publicReadFromMemory } from "./public-reads";
import { answersForHost } from "../../middleware/origin-check";
import { localAliasRedirect } from "../../lib/local-origin";
import type { RuntimeDeps } from "../../types";
import { sharpImageProcessor } from "./images";
import { renderShareCardPng } from "./share-card";
import { checkStartupConfig, ConfigError, configProblems, DEFAULT_DATABASE_URL, loadConfig, type AppConfig } from "../../config";
import { createStaticSite } from "./static";
import { API_CSP, pageCspFromHeaders, securityHeaders } from "../../lib/security-headers";
import { createDatabase, type Database } from "../../../db/index";
import { checkpointLocalClient, createNodeClient, databaseFolderProblem, tuneLocalClient } from "../../../db/client-node";
import { migrateDatabase } from "../../../db/migrate";
import { isReadOnlyError as isReadOnlyDatabase } from "../../../db/errors";
import { isDynamicPath } from "../../../core/paths";
import { seedDatabase } from "../../../db/seed";
import { createWriteBuffer, type WriteBuffer } from "../../services/write-buffer";
import { pruneAbandonedProjects, pruneExpiredRows, RETENTION_INTERVAL_MS } from "../../services/retention";
import type { Client } from "@libsql/client";
import { createEmbeddedIdp, isEmbeddedIdpBrowserPath, isEmbeddedIdpPath, EMBEDDED_ADMIN_EMAIL, type EmbeddedIdp } from "../../auth/embedded-idp";
import { createJobQueue, type JobQueue } from "./job-queue";
import { setPictureWordSource } from "../../../core/site/picture-words";
import { nodePictureWords } from "./picture-words";
import { failStaleGenerations, generatingProjectIds, generationContext, runGeneration } from "../../services/generation/index";
import { createMemoryRateLimitStore } from "../../services/rate-limit/memory-store";
import { deleteExpiredSessions } from "../../auth/sessions";
import { describeDatabaseError, describeListenError } from "../../startup-errors";
import { levelForStatus, logLine } from "../../lib/log-line";
import { rateLimitHeaders } from "../../services/rate-limit/index";
import { addressKey } from "../../lib/client-address";
import { inProcessGeneration } from "../../services/generation/queue";
import { startNodeMail } from "./mail";
import { isCustomDomainRequest } from "./custom-host";
import { nodeDnsResolver } from "./dns";

/**
 * The package's folder, whatever the working directory: this file is functions/hosts/node/server.ts
 * (three levels below it) or, bundled, dist-server/server.mjs (one level below).
 */
const HERE = dirname(fileURLToPath(import.meta.url));
export const PACKAGE_ROOT = resolve(HERE, /[\\/]functions[\\/]hosts[\\/]node$/.test(HERE) ? "../../.." : "..");

/** Generation jobs run at most this many at a time in one Node process. */
export const GENERATION_CONCURRENCY = 2;

export interface NodeServer {
  url: string;
  config: AppConfig;
  db: Database;
  client: Client;
  server: ServerType;
  jobs: JobQueue;
  /** Graceful stop: finish requests in flight (up to `graceMs`), leave running jobs to resume, close the database. */
  close(graceMs?: number): Promise<void>;
}

/** Ended sessions are deleted this often (the Worker: its cron trigger, wrangler.toml). */
export const SESSION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The embedded default: one process serving the prerendered site, the API and the 404,
 * on a libSQL file that is created, migrated and seeded on first start.
 */
export async function startNodeServer(env: Record<string, string | undefined> = process.env): Promise<NodeServer> {
  // Every problem at once: the settings, and (Node only) a database file in a folder that is not there.
  const problems = configProblems(env);
  const folderProblem = databaseFolderProblem(env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL);
  if (folderProblem && !problems.some((p) => p.startsWith("DATABASE_URL "))) problems.push(folderProblem);
  if (problems.length) throw new ConfigError(problems);
  const config = loadConfig(env);
  for (const warning of checkStartupConfig(config)) console.warn(`warning: ${warning}`);
  // Until the database is ready the API answers 503 (the port is bound first: a busy port fails
  // before anything touches a database another server may be using).
  let app: ReturnType<typeof createApp> | null = null;
  let appDeps: RuntimeDeps | null = null;
  let mail: ReturnType<typeof startNodeMail> | null = null;
  const headersFile = resolve(PACKAGE_ROOT, config.staticDir, "_headers");
  const pageCsp = pageCspFromHeaders(existsSync(headersFile) ? readFileSync(headersFile, "utf8") : null);
  const pageHeaders = securityHeaders({ production: config.production, csp: pageCsp });
  const apiHeaders = securityHeaders({ production: config.production, csp: API_CSP });
  const site = createStaticSite(resolve(PACKAGE_ROOT, config.staticDir), pageHeaders);

  /**
   * The API and hosted sites, through Hono (Web Request/Response). `bindings` is @hono/node-server's
   * `{ incoming, outgoing }`: passed on so the app can read the caller's socket address.
   */
  async function handleDynamic(request: Request, bindings: unknown): Promise<Response> {
    if (app) return app.fetch(request, bindings);
    return Response.json(
      { success: false, error: { code: "SERVICE_UNAVAILABLE", message: "The server is starting; try again in a moment." } },
      { status: 503, headers: { "Retry-After": "1" } },
    );
  }
  const apiHeaderEntries = Object.entries(apiHeaders);
  /** Where the API refuses other hosts (production), an answer from memory is only for ours. */
  const servesApiForHost = (host: string | undefined) => {
    if (!config.enforceHost) return true;
    try {
      return host !== undefined && answersForHost(config, new URL(`http://${host}`).host);
    } catch {
      return false; // a Host header that is no host: the app answers (and refuses) it
    }
  };

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
      if (config.logRequests) logOutsideApi(req, res);
      const sameSite = localAliasRedirect(config.siteUrl, req.headers.host, req.method, req.url ?? "/");
      if (sameSite) {
        res
          .writeHead(308, { ...pageHeaders, Location: sameSite, "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" })
          .end(`This site's address is ${config.siteUrl}`);
        return;
      }
      if (config.embeddedIdp && isEmbeddedIdpPath(req.url)) {
        if (isEmbeddedIdpBrowserPath(req.url)) {
          const now = Date.now();
          const limit = await idpLimit.hit({
            bucket: "oidc",
            key: addressKey(req.socket.remoteAddress),
            limit: config.apiRateLimit.perMinute,
            windowMs: 60_000,
            now,
          });
          if (!limit.allowed) {
            res
              .writeHead(429, { ...pageHeaders, ...rateLimitHeaders(limit, now), "Content-Type": "text/plain; charset=utf-8" })
              .end("Too many sign-in requests from your address; try again in a minute.");
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
      // A custom domain's requests all go to the app (its site), never to the platform's static files.
      if (isDynamicPath(url.pathname) || isCustomDomainRequest(config, req.headers.host)) {
        // The security headers of every dynamic answer, as defaults on the Node response: the app's
        // own headers (a hosted site's CSP) replace them when it writes its head. Set here rather than
        // on the Web Response, whose Headers cost several times more per header.
        for (const [name, value] of apiHeaderEntries) res.setHeader(name, value);
        const fromMemory = appDeps && !url.search && servesApiForHost(req.headers.host) ? publicReadFromMemory(req, url.pathname, appDeps) : null;
        if (fromMemory) fromMemory(res).catch((error: unknown) => res.destroy(error as Error));
        else listener(req, res);
      } else serveSite(req, res, url);
    })) as unknown as typeof createServer;

  const server = await new Promise<ServerType>((resolveServer, rejectServer) => {
    const s = serve({ fetch: handleDynamic, port: config.port, hostname: config.host, createServer: withIdp }, () => resolveServer(s));
    s.once("error", (error) => rejectServer(describeListenError(error, config.host, config.port)));
  });
  // Node closes an idle kept-alive connection after 5 s: a client sending on it at that moment gets a
  // reset. Longer than a proxy's or a browser's own idle timeout (60 s), the client closes first.
  const http = server as unknown as { keepAliveTimeout: number; headersTimeout: number };
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
  // An ephemeral port (PORT=0, tests) with no PUBLIC_SITE_URL: the public URL is the bound one.
  if (!config.siteUrlSet && config.port === 0) config.siteUrl = url;

  let client: Client;
  let db: Database;
  try {
    client = createNodeClient(config.databaseUrl, config.databaseAuthToken);
    await tuneLocalClient(client, config.databaseUrl);
    db = createDatabase(client);
    await migrateDatabase(db, resolve(PACKAGE_ROOT, "db/migrations"));
    await unlessReadOnly("adding the shipped templates", () => seedDatabase(db));
  } catch (error) {
    await new Promise((done) => server.close(done));
    throw describeDatabaseError(error, config.databaseUrl);
  }

  const jobs = createJobQueue(GENERATION_CONCURRENCY);
  // Visits and page views: buffered, written in one transaction per second (or per 100), flushed at shutdown.
  const countBuffer = createWriteBuffer(db);
  // The model is built once; every job of this process (new or resumed) uses the same context.
  mail = startNodeMail(db, config);
  const generation = generationContext({ db, config, mailTransport: mail.transport });
  // The drawings' keywords in each owner's language (too large to bundle for the Worker; read from disk here).
  setPictureWordSource(nodePictureWords([resolve(PACKAGE_ROOT, config.staticDir), resolve(PACKAGE_ROOT, "public")]));
  // One process owns the embedded database: jobs a previous process left mid-generation are resumed,
  // except those already past their time (readers see them failed; a job that keeps killing the
  // process must not be resumed forever): those are settled as failed, to be retried by their owner.
  await unlessReadOnly("resuming generations", async () => {
    await failStaleGenerations(db, Date.now());
    for (const id of await generatingProjectIds(db)) {
      jobs.enqueue(() => runGeneration(generation, id));
    }
  });
  // One process: the API-wide limit counts in memory (the specific limits stay in the database).
  // The app answers before the embedded identity provider is ready: /api/login waits for it (bounded).
  let signInStarted: () => void = () => undefined;
  const signInReady = config.embeddedIdp ? { promise: new Promise<void>((done) => (signInStarted = done)) } : undefined;
  appDeps = withRuntimeDefaults({
    db,
    config,
    ...(signInReady ? { signInReady } : {}),
    enqueueGeneration: inProcessGeneration(generation, (job) => jobs.enqueue(job)),
    apiRateLimitStore: createMemoryRateLimitStore(),
    mailTransport: mail.transport,
    dnsResolver: nodeDnsResolver(config.hosted.domains.dnsServers),
    afterResponse: (work) => void work.catch((error) => console.warn(`background work failed: ${String(error)}`)),
    countBuffer,
    images: { process: sharpImageProcessor },
    shareCards: renderShareCardPng,
  });
  app = createApp(appDeps);

  if (config.embeddedIdp) {
    // On a read-only database sign-in cannot work (it writes sessions): /oidc/* answers 503.
    await unlessReadOnly("the embedded sign-in", async () => {
      idp = await createEmbeddedIdp({
        db,
        siteUrl: config.siteUrl,
        production: config.production,
        extraClientOrigins: config.embeddedIdpClientOrigins,
        addressHashSecret: config.addressHashSecret,
      });
      config.oidc = { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, scopes: idp.scopes };
      if (!config.adminEmails.includes(EMBEDDED_ADMIN_EMAIL)) config.adminEmails.push(EMBEDDED_ADMIN_EMAIL);
      if (config.production) {
        console.warn(
          "WARNING: the embedded identity provider is on in production (EMBEDDED_IDP=1). Anyone can sign in as admin@example.com with the password 'password'. Set OIDC_ISSUER for a real provider.",
        );
      }
    }).finally(() => signInStarted());
  }

  const sessionSweep = setInterval(() => {
    deleteExpiredSessions(db).catch((err: unknown) => console.error(`deleting ended sessions failed: ${String(err)}`));
  }, SESSION_SWEEP_INTERVAL_MS);
  sessionSweep.unref();
  // Raw visits, page views and sent mail past their retention, in small batches with a turn of the
  // event loop between them (the roll-ups are kept by triggers as rows are written).
  const prune = () => {
    const pause = () => new Promise<void>((r) => setImmediate(r));
    void pruneExpiredRows(db, { now: Date.now(), ...config.retention, pause })
      // Projects never paid for, with their photos (the bytes are in the database on Node).
      .then(() => pruneAbandonedProjects(db, { now: Date.now(), unpaidDays: config.retention.unpaidProjectDays, pause }))
      .catch((err: unknown) => console.error(`retention failed: ${String(err)}`));
  };
  const retentionSweep = setInterval(prune, RETENTION_INTERVAL_MS);
  retentionSweep.unref();
  const firstPrune = setTimeout(prune, 60_000);
  firstPrune.unref();

  return {
    url,
    config,
    db,
    client,
    server,
    jobs,
    close: async (graceMs = SHUTDOWN_GRACE_MS) => {
      clearInterval(sessionSweep);
      clearInterval(retentionSweep);
      clearTimeout(firstPrune);
      mail?.stop();
      return closeGracefully(server, jobs, client, config.databaseUrl, graceMs, countBuffer);
    },
  };
}

/** One in this many requests for assets (files under /_astro/, images, icons) is logged; every page and /oidc request is. */
export const ASSET_LOG_SAMPLE = 100;
let assetRequests = 0;

/**
 * Pages, assets (sampled) and /oidc as JSON lines like the API's (which logs itself, with its
 * request id and user): written when the answer is sent.
 */
function logOutsideApi(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  if (isDynamicPath(path)) return;
  const asset = /\.[a-z0-9]+$/i.test(path) && !path.endsWith(".html");
  if (asset && assetRequests++ % ASSET_LOG_SAMPLE !== 0) return;
  const started = performance.now();
  res.once("finish", () => {
    const fields = {
      method: req.method,
      path,
      status: res.statusCode,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ...(asset ? { sampled: ASSET_LOG_SAMPLE } : {}),
    };
    console.log(logLine(levelForStatus(res.statusCode), path.startsWith("/oidc") ? "sign-in" : asset ? "asset" : "page", fields));
  });
}

/** Requests in flight get this long to finish at shutdown; then their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stop accepting connections, let requests in flight finish (idle keep-alive connections are closed
 * at once, busy ones after `graceMs`), drop queued generation jobs and leave running ones: their
 * projects stay 'generating' in the database and the next start resumes them. Then close the database.
 */
async function closeGracefully(
  server: ServerType,
  jobs: JobQueue,
  client: Client,
  databaseUrl: string,
  graceMs: number,
  countBuffer?: WriteBuffer,
): Promise<void> {
  const http = server as import("node:http").Server;
  const closed = new Promise<void>((done) => http.close(() => done()));
  http.closeIdleConnections?.();
  const cut = setTimeout(() => http.closeAllConnections?.(), graceMs);
  await closed;
  clearTimeout(cut);
  jobs.stop();
  await countBuffer?.close().catch((error: unknown) => console.warn(`buffered counts not written at shutdown: ${String(error)}`));
  // Every write into the database file itself: a copy of app.db alone (without app.db-wal) is complete.
  await checkpointLocalClient(client, databaseUrl);
  client.close();
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
