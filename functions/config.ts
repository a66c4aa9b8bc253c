import { z } from "zod";
import { API_CALLS_PER_DAY, API_REQUESTS_PER_MINUTE, STATUS_POLLS_PER_MINUTE } from "../core/api-limits";
import { addressHashSecret } from "./lib/address-hash";
import { hostedConfig, hostedEnv, type HostedConfig } from "./config-sites";

/**
 * Every environment variable the server reads, parsed once at start. The README's table and
 * .env.example list the same names; keep the three in step.
 */
const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: optional,
  PORT: optional,
  HOST: optional,
  PUBLIC_SITE_URL: optional,
  DATABASE_URL: optional,
  DATABASE_AUTH_TOKEN: optional,
  OIDC_ISSUER: optional,
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  OIDC_SCOPES: optional,
  EMBEDDED_IDP: optional,
  EMBEDDED_IDP_CLIENT_ORIGINS: optional,
  ADMIN_EMAILS: optional,
  ADMIN_PASSWORD: optional,
  ADMIN_PANEL_REQUIRE_ACCOUNT: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  PUBLIC_STRIPE_PUBLISHABLE_KEY: optional,
  AI_BASE_URL: optional,
  AI_MODEL: optional,
  AI_API_KEY: optional,
  AI_STRUCTURED_OUTPUTS: optional,
  LOG_REQUESTS: optional,
  API_RATE_LIMIT_PER_MINUTE: optional,
  API_RATE_LIMIT_PER_DAY: optional,
  API_STATUS_POLLS_PER_MINUTE: optional,
  CLIENT_IP_HEADER: optional,
  ADDRESS_HASH_SECRET: optional,
  VISIT_RETENTION_DAYS: optional,
  OUTBOX_RETENTION_DAYS: optional,
  ...hostedEnv,
});

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  /** Public origin of the site, no trailing slash (canonical links, OIDC redirect, hosted site URLs). */
  siteUrl: string;
  /** Further origins the API accepts as its own (later: verified custom domains). Never taken from a request. */
  extraOrigins: string[];
  /** Refuse API requests addressed to any other host (421): in production once PUBLIC_SITE_URL is set. */
  enforceHost: boolean;
  databaseUrl: string;
  databaseAuthToken?: string;
  oidc: { issuer?: string; clientId?: string; clientSecret?: string; scopes: string[] };
  /** Start the embedded identity provider (Node only). */
  embeddedIdp: boolean;
  /** Further origins whose /api/callback the embedded provider accepts (the local edge preview). */
  embeddedIdpClientOrigins: string[];
  adminEmails: string[];
  adminPassword?: string;
  /**
   * The admin panel also requires a signed-in admin account (so every panel action has a named
   * actor). Default: on in production, off elsewhere; ADMIN_PANEL_REQUIRE_ACCOUNT=0 or 1 overrides.
   */
  adminPanelRequireAccount: boolean;
  stripe: { secretKey?: string; webhookSecret?: string; publishableKey?: string };
  /** `structuredOutputs`: the endpoint supports JSON-schema structured outputs (else JSON mode). */
  ai: { baseUrl?: string; model?: string; apiKey?: string; structuredOutputs: boolean };
  logRequests: boolean;
  /** API-wide limit per user (anonymous: per address); spec section 9 unless raised by env for load tests. */
  apiRateLimit: { perMinute: number; perDay: number; statusPollsPerMinute: number };
  /**
   * Header a trusted proxy in front of the server sets to the caller's address (lower case), or
   * undefined to use the socket's address. The Worker always uses `cf-connecting-ip`, which Cloudflare
   * sets itself; on Node any client could send that header, so it is trusted only when configured.
   */
  clientIpHeader?: string;
  /** Key of the daily-salted address hashes (functions/lib/address-hash.ts). */
  addressHashSecret: string;
  /** Whether ADDRESS_HASH_SECRET was set (production warns when it was not). */
  addressHashSecretSet: boolean;
  /** Mail, contact forms, custom domains (config-hosted.ts). */
  hosted: HostedConfig;
  /**
   * How long raw rows are kept (services/retention.ts): hosted-site visits and page views (their
   * daily totals stay), and mail the outbox sent or gave up on. Leads stay until an admin deletes them.
   */
  retention: { visitDays: number; outboxDays: number };
}

/** Raw visits and page views are kept this many days unless VISIT_RETENTION_DAYS says otherwise. */
export const DEFAULT_VISIT_RETENTION_DAYS = 30;
/** Sent and failed mail is kept this many days unless OUTBOX_RETENTION_DAYS says otherwise. */
export const DEFAULT_OUTBOX_RETENTION_DAYS = 90;

export const DEFAULT_PORT = 4321;
export const DEFAULT_DATABASE_URL = "file:data/app.db";

/** Every problem in the environment, at once, each with its fix: thrown by `loadConfig` as one ConfigError. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "ConfigError";
  }
}

const DATABASE_URL_SCHEMES = ["file:", "libsql:", "http:", "https:", "ws:", "wss:"];

/** What is wrong with the environment, one sentence each naming the variable and the form it takes. */
export function configProblems(env: Record<string, string | undefined>): string[] {
  const e = envSchema.parse(env);
  const problems: string[] = [];
  if (e.PORT !== undefined) {
    const port = Number(e.PORT);
    if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a port number from 0 to 65535 (0 picks a free one), got "${e.PORT}".`);
  }
  if (e.PUBLIC_SITE_URL !== undefined && !/^https?:\/\/[^/\s]+/.test(e.PUBLIC_SITE_URL)) {
    problems.push(`PUBLIC_SITE_URL must be the site's public origin, like https://your-domain.example, got "${e.PUBLIC_SITE_URL}".`);
  }
  if (e.DATABASE_URL !== undefined && !DATABASE_URL_SCHEMES.some((scheme) => e.DATABASE_URL!.startsWith(scheme))) {
    problems.push(`DATABASE_URL must be a libSQL URL: file:${e.DATABASE_URL} for a local file, or libsql://<database>.turso.io for Turso; got "${e.DATABASE_URL}".`);
  }
  if (e.NODE_ENV === "production" && !e.ADMIN_PASSWORD) {
    problems.push("ADMIN_PASSWORD must be set in production: it is the admin panel's password (a long random string).");
  } else if (e.NODE_ENV === "production" && e.ADMIN_PASSWORD!.length < ADMIN_PASSWORD_MIN_LENGTH) {
    problems.push(`ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters in production.`);
  }
  if (e.OIDC_ISSUER && (!e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET)) {
    problems.push("OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set with OIDC_ISSUER: the client registered at your identity provider.");
  }
  for (const name of ["API_RATE_LIMIT_PER_MINUTE", "API_RATE_LIMIT_PER_DAY", "API_STATUS_POLLS_PER_MINUTE", "VISIT_RETENTION_DAYS", "OUTBOX_RETENTION_DAYS"] as const) {
    const value = e[name];
    if (value !== undefined && (!Number.isSafeInteger(Number(value)) || Number(value) < 1)) problems.push(`${name} must be a whole number of at least 1, got "${value}" (unset it for the documented limit).`);
  }
  return problems;
}

export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const problems = configProblems(env);
  if (problems.length) throw new ConfigError(problems);
  const e = envSchema.parse(env);
  const production = e.NODE_ENV === "production";
  const port = Number(e.PORT ?? DEFAULT_PORT);
  const host = e.HOST ?? "127.0.0.1";
  const siteUrl = (e.PUBLIC_SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  const flag = (v: string | undefined) => v === "1" || v === "true";
  return {
    production,
    port,
    host,
    siteUrl,
    extraOrigins: [],
    enforceHost: production && e.PUBLIC_SITE_URL !== undefined,
    databaseUrl: e.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    databaseAuthToken: e.DATABASE_AUTH_TOKEN,
    oidc: {
      issuer: e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      scopes: (e.OIDC_SCOPES ?? "openid profile email").split(/\s+/).filter(Boolean),
    },
    embeddedIdp: !e.OIDC_ISSUER && (!production || flag(e.EMBEDDED_IDP)),
    embeddedIdpClientOrigins: (e.EMBEDDED_IDP_CLIENT_ORIGINS ?? "")
      .split(",")
      .map((s) => s.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    adminEmails: (e.ADMIN_EMAILS ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    adminPassword: e.ADMIN_PASSWORD,
    adminPanelRequireAccount: e.ADMIN_PANEL_REQUIRE_ACCOUNT === undefined ? production : flag(e.ADMIN_PANEL_REQUIRE_ACCOUNT),
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, publishableKey: e.PUBLIC_STRIPE_PUBLISHABLE_KEY },
    ai: { baseUrl: e.AI_BASE_URL, model: e.AI_MODEL, apiKey: e.AI_API_KEY, structuredOutputs: flag(e.AI_STRUCTURED_OUTPUTS) },
    logRequests: e.LOG_REQUESTS === undefined ? true : flag(e.LOG_REQUESTS),
    apiRateLimit: {
      perMinute: positiveInt("API_RATE_LIMIT_PER_MINUTE", e.API_RATE_LIMIT_PER_MINUTE, API_REQUESTS_PER_MINUTE),
      perDay: positiveInt("API_RATE_LIMIT_PER_DAY", e.API_RATE_LIMIT_PER_DAY, API_CALLS_PER_DAY),
      statusPollsPerMinute: positiveInt("API_STATUS_POLLS_PER_MINUTE", e.API_STATUS_POLLS_PER_MINUTE, STATUS_POLLS_PER_MINUTE),
    },
    clientIpHeader: e.CLIENT_IP_HEADER?.toLowerCase(),
    addressHashSecret: addressHashSecret(e),
    addressHashSecretSet: e.ADDRESS_HASH_SECRET !== undefined,
    hosted: hostedConfig(e, siteUrl),
    retention: {
      visitDays: positiveInt("VISIT_RETENTION_DAYS", e.VISIT_RETENTION_DAYS, DEFAULT_VISIT_RETENTION_DAYS),
      outboxDays: positiveInt("OUTBOX_RETENTION_DAYS", e.OUTBOX_RETENTION_DAYS, DEFAULT_OUTBOX_RETENTION_DAYS),
    },
  };
}

function positiveInt(_name: string, value: string | undefined, fallback: number): number {
  return value === undefined ? fallback : Number(value); // checked by configProblems
}

/** Shortest ADMIN_PASSWORD production accepts (the panel's password is shared and guessable from anywhere). */
export const ADMIN_PASSWORD_MIN_LENGTH = 16;

/** The admin panel's password when ADMIN_PASSWORD is unset outside production (README: development only). */
export const DEV_ADMIN_PASSWORD = "admin";

/**
 * Settings the server refuses to start without (thrown) and ones it only warns about (returned):
 * production needs ADMIN_PASSWORD; elsewhere a missing one falls back to DEV_ADMIN_PASSWORD.
 */
export function checkStartupConfig(config: AppConfig): string[] {
  if (config.production && !config.adminPassword) {
    throw new ConfigError(["ADMIN_PASSWORD must be set in production: it is the admin panel's password (a long random string)."]);
  }
  const warnings: string[] = [];
  if (!config.adminPassword) {
    warnings.push(`ADMIN_PASSWORD is not set: the admin panel accepts the development password "${DEV_ADMIN_PASSWORD}". Set ADMIN_PASSWORD before exposing this server.`);
  }
  if (config.production && !config.addressHashSecretSet) {
    warnings.push("ADDRESS_HASH_SECRET is not set: address hashes are keyed by a secret derived from ADMIN_PASSWORD. Set ADDRESS_HASH_SECRET (32+ random characters) so changing the panel password does not also reset every per-address counter.");
  }
  const { perMinute, perDay, statusPollsPerMinute } = config.apiRateLimit;
  if (config.production && (perMinute !== API_REQUESTS_PER_MINUTE || perDay !== API_CALLS_PER_DAY || statusPollsPerMinute !== STATUS_POLLS_PER_MINUTE)) {
    warnings.push(`API rate limits differ from the documented ones (${perMinute}/min, ${perDay}/day, ${statusPollsPerMinute} status checks/min instead of ${API_REQUESTS_PER_MINUTE}/min, ${API_CALLS_PER_DAY}/day, ${STATUS_POLLS_PER_MINUTE}/min): unset API_RATE_LIMIT_PER_MINUTE, API_RATE_LIMIT_PER_DAY and API_STATUS_POLLS_PER_MINUTE outside load tests.`);
  }
  return warnings;
}
