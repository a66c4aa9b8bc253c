import { z } from "zod";
import { API_CALLS_PER_DAY, API_REQUESTS_PER_MINUTE, STATUS_POLLS_PER_MINUTE } from "../core/api-limits";
import { addressHashSecret } from "./lib/address-hash";
import { hostedConfig, type HostedConfig } from "./config-sites";

/**
 * Every environment variable the server reads, parsed once at start by one schema. The README's table
 * and .env.example list the same names; keep the three in step. A value that is set but malformed is
 * refused (never silently read as something else): every problem is reported at once, one line each
 * naming the variable and the form it takes. An empty value counts as unset.
 */

/** The words a yes/no setting accepts (any case); anything else is refused at start. */
export const BOOLEAN_WORDS: Readonly<Record<string, boolean>> = { "1": true, true: true, yes: true, on: true, "0": false, false: false, no: false, off: false };
/** What NODE_ENV may say; unset means development. */
export const NODE_ENVS = ["development", "production", "test"] as const;

/** A set, non-blank value, trimmed; blank is unset. */
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v);

/** A value that is valid when `read` returns something, or the problem ("must be ..., got ...") to report. */
function setting<T>(read: (value: string) => { ok: T } | { problem: string }) {
  return z.preprocess(
    blank,
    z
      .string()
      .transform((value, ctx) => {
        const result = read(value);
        if ("ok" in result) return result.ok;
        ctx.addIssue({ code: "custom", message: result.problem });
        return z.NEVER;
      })
      .optional(),
  );
}

/** Reads a yes/no word (BOOLEAN_WORDS) or undefined when it is none of them. */
export function readFlag(value: string | undefined): boolean | undefined {
  return value === undefined ? undefined : BOOLEAN_WORDS[value.trim().toLowerCase()];
}

const text = setting((v) => ({ ok: v }));
const flag = setting((v) => {
  const ok = readFlag(v);
  return ok === undefined ? { problem: `must be one of 1/0, true/false, yes/no, on/off, got "${v}".` } : { ok };
});
const nodeEnv = setting((v) =>
  (NODE_ENVS as readonly string[]).includes(v)
    ? { ok: v as (typeof NODE_ENVS)[number] }
    : { problem: `must be one of ${NODE_ENVS.join(", ")} (unset means development), got "${v}".` },
);
const port = setting((v) => {
  const n = Number(v);
  return /^\d+$/.test(v) && n <= 65535 ? { ok: n } : { problem: `must be a port number from 0 to 65535 (0 picks a free one), got "${v}".` };
});
const positiveInt = setting((v) => {
  const n = Number(v);
  return /^\d+$/.test(v) && Number.isSafeInteger(n) && n >= 1
    ? { ok: n }
    : { problem: `must be a whole number of at least 1, got "${v}" (unset it for the documented limit).` };
});
const httpUrl = setting((v) => (/^https?:\/\/[^/\s]+/.test(v) && URL.canParse(v) ? { ok: v } : { problem: `must be an http:// or https:// URL, got "${v}".` }));
const siteOrigin = setting((v) =>
  /^https?:\/\/[^/\s]+/.test(v) && URL.canParse(v) ? { ok: v } : { problem: `must be the site's public origin, like https://your-domain.example, got "${v}".` },
);
const DATABASE_URL_SCHEMES = ["file:", "libsql:", "http:", "https:", "ws:", "wss:"];
const databaseUrl = setting((v) =>
  DATABASE_URL_SCHEMES.some((scheme) => v.startsWith(scheme))
    ? { ok: v }
    : { problem: `must be a libSQL URL: file:${v} for a local file, or libsql://<database>.turso.io for Turso; got "${v}".` },
);
const headerName = setting((v) =>
  /^[A-Za-z0-9-]+$/.test(v) ? { ok: v.toLowerCase() } : { problem: `must be an HTTP header name like x-forwarded-for, got "${v}".` },
);
const smtpUrl = setting((v) =>
  /^smtps?:\/\/[^/\s]+/.test(v) && URL.canParse(v) ? { ok: v } : { problem: "must be an smtp:// or smtps:// URL (smtp://user:pass@host:587)." },
);

const envSchema = z.object({
  NODE_ENV: nodeEnv,
  PORT: port,
  HOST: text,
  PUBLIC_SITE_URL: siteOrigin,
  STATIC_DIR: text,
  DATABASE_URL: databaseUrl,
  DATABASE_AUTH_TOKEN: text,
  OIDC_ISSUER: httpUrl,
  OIDC_CLIENT_ID: text,
  OIDC_CLIENT_SECRET: text,
  OIDC_SCOPES: text,
  EMBEDDED_IDP: flag,
  EMBEDDED_IDP_CLIENT_ORIGINS: text,
  ADMIN_EMAILS: text,
  ADMIN_PASSWORD: text,
  ADMIN_PANEL_REQUIRE_ACCOUNT: flag,
  STRIPE_SECRET_KEY: text,
  STRIPE_WEBHOOK_SECRET: text,
  PUBLIC_STRIPE_PUBLISHABLE_KEY: text,
  AI_BASE_URL: httpUrl,
  AI_MODEL: text,
  AI_API_KEY: text,
  AI_STRUCTURED_OUTPUTS: flag,
  LOG_REQUESTS: flag,
  DEBUG_STARTUP: flag,
  API_RATE_LIMIT_PER_MINUTE: positiveInt,
  API_RATE_LIMIT_PER_DAY: positiveInt,
  API_STATUS_POLLS_PER_MINUTE: positiveInt,
  CLIENT_IP_HEADER: headerName,
  REQUEST_ID_TRUSTED_PROXIES: text,
  SITES_ORIGIN: siteOrigin,
  ADDRESS_HASH_SECRET: text,
  VISIT_RETENTION_DAYS: positiveInt,
  OUTBOX_RETENTION_DAYS: positiveInt,
  UNPAID_PROJECT_RETENTION_DAYS: positiveInt,
  SMTP_URL: smtpUrl,
  MAIL_FROM: text,
  MAIL_API_URL: httpUrl,
  MAIL_API_KEY: text,
  CUSTOM_DOMAIN_TARGET: text,
  DNS_SERVERS: text,
  DNS_OVER_HTTPS_URL: httpUrl,
  CF_API_TOKEN: text,
  CF_ZONE_ID: text,
  CF_API_BASE_URL: httpUrl,
});

export type ParsedEnv = z.output<typeof envSchema>;

/** The environment parsed, or every problem in it (one line each: the variable, then what it must be). */
function parseEnv(env: Record<string, string | undefined>): { env: ParsedEnv; problems: string[] } {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    return { env: {} as ParsedEnv, problems: result.error.issues.map((issue) => `${String(issue.path[0] ?? "environment")} ${issue.message}`) };
  }
  return { env: result.data, problems: [] };
}

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  /** Public origin of the site, no trailing slash (canonical links, OIDC redirect, hosted site URLs). */
  siteUrl: string;
  /** Whether PUBLIC_SITE_URL was set (otherwise siteUrl is localhost on the server's port). */
  siteUrlSet: boolean;
  /** Folder of the prerendered site the Node server serves (STATIC_DIR, relative to the package). */
  staticDir: string;
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
  /** Origin hosted sites are served from (SITES_ORIGIN), no trailing slash; unset: the platform's own origin. */
  sitesOrigin?: string;
  /** Socket addresses of proxies whose X-Request-Id is kept (REQUEST_ID_TRUSTED_PROXIES); empty: every request gets our own id. */
  requestIdTrustedProxies: string[];
  /** Key of the daily-salted address hashes (functions/lib/address-hash.ts). */
  addressHashSecret: string;
  /** Whether ADDRESS_HASH_SECRET was set (production warns when it was not). */
  addressHashSecretSet: boolean;
  /** Mail, contact forms, custom domains (config-sites.ts). */
  hosted: HostedConfig;
  /**
   * How long raw rows are kept (services/retention.ts): hosted-site visits and page views (their
   * daily totals stay), mail the outbox sent or gave up on, and projects never paid for (with their
   * photos: an abandoned project). Leads stay until an admin deletes them.
   */
  retention: { visitDays: number; outboxDays: number; unpaidProjectDays: number };
}

/** Raw visits and page views are kept this many days unless VISIT_RETENTION_DAYS says otherwise. */
export const DEFAULT_VISIT_RETENTION_DAYS = 30;
/** Sent and failed mail is kept this many days unless OUTBOX_RETENTION_DAYS says otherwise. */
export const DEFAULT_OUTBOX_RETENTION_DAYS = 90;
/** A project not paid for this many days after its last change is abandoned and deleted, photos and all, unless UNPAID_PROJECT_RETENTION_DAYS says otherwise. */
export const DEFAULT_UNPAID_PROJECT_RETENTION_DAYS = 30;

export const DEFAULT_PORT = 4321;
export const DEFAULT_DATABASE_URL = "file:data/app.db";

/** Every problem in the environment, at once, each with its fix: thrown by `loadConfig` as one ConfigError. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "ConfigError";
  }
}

/** What is wrong with the environment, one sentence each naming the variable and the form it takes. */
export function configProblems(env: Record<string, string | undefined>): string[] {
  const { env: e, problems } = parseEnv(env);
  if (problems.length) return [...problems, ...crossProblems(env)];
  return crossProblems(e);
}

/**
 * Settings that are each well-formed but wrong together. Read from the raw values when some are
 * malformed, so these are reported in the same run as the malformed ones.
 */
function crossProblems(e: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const production = e.NODE_ENV === "production";
  const adminPassword = typeof e.ADMIN_PASSWORD === "string" ? e.ADMIN_PASSWORD.trim() : "";
  if (production && !adminPassword) {
    problems.push("ADMIN_PASSWORD must be set in production: it is the admin panel's password (a long random string).");
  } else if (production && adminPassword.length < ADMIN_PASSWORD_MIN_LENGTH) {
    problems.push(`ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters in production.`);
  }
  const issuer = typeof e.OIDC_ISSUER === "string" && e.OIDC_ISSUER.trim() !== "";
  if (issuer && (!nonBlank(e.OIDC_CLIENT_ID) || !nonBlank(e.OIDC_CLIENT_SECRET))) {
    problems.push("OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set with OIDC_ISSUER: the client registered at your identity provider.");
  }
  const embedded = typeof e.EMBEDDED_IDP === "boolean" ? e.EMBEDDED_IDP : readFlag(typeof e.EMBEDDED_IDP === "string" ? e.EMBEDDED_IDP : undefined) === true;
  if (production && !issuer && !embedded) {
    problems.push(
      "OIDC_ISSUER must be set in production (with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET): without an identity provider nobody can sign in. EMBEDDED_IDP=1 runs the local test provider instead (never on a public deployment).",
    );
  }
  return problems;
}

const nonBlank = (v: unknown) => typeof v === "string" && v.trim() !== "";

export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const problems = configProblems(env);
  if (problems.length) throw new ConfigError(problems);
  const { env: e } = parseEnv(env);
  const production = e.NODE_ENV === "production";
  const port = e.PORT ?? DEFAULT_PORT;
  const host = e.HOST ?? "127.0.0.1";
  const siteUrl = (e.PUBLIC_SITE_URL ?? defaultSiteUrl(port)).replace(/\/+$/, "");
  return {
    production,
    port,
    host,
    siteUrl,
    siteUrlSet: e.PUBLIC_SITE_URL !== undefined,
    staticDir: e.STATIC_DIR ?? "dist/client",
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
    embeddedIdp: !e.OIDC_ISSUER && (!production || e.EMBEDDED_IDP === true),
    embeddedIdpClientOrigins: (e.EMBEDDED_IDP_CLIENT_ORIGINS ?? "")
      .split(",")
      .map((s) => s.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    adminEmails: (e.ADMIN_EMAILS ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    adminPassword: e.ADMIN_PASSWORD,
    adminPanelRequireAccount: e.ADMIN_PANEL_REQUIRE_ACCOUNT ?? production,
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, publishableKey: e.PUBLIC_STRIPE_PUBLISHABLE_KEY },
    ai: { baseUrl: e.AI_BASE_URL, model: e.AI_MODEL, apiKey: e.AI_API_KEY, structuredOutputs: e.AI_STRUCTURED_OUTPUTS ?? false },
    logRequests: e.LOG_REQUESTS ?? true,
    apiRateLimit: {
      perMinute: e.API_RATE_LIMIT_PER_MINUTE ?? API_REQUESTS_PER_MINUTE,
      perDay: e.API_RATE_LIMIT_PER_DAY ?? API_CALLS_PER_DAY,
      statusPollsPerMinute: e.API_STATUS_POLLS_PER_MINUTE ?? STATUS_POLLS_PER_MINUTE,
    },
    clientIpHeader: e.CLIENT_IP_HEADER,
    sitesOrigin: e.SITES_ORIGIN?.replace(/\/+$/, ""),
    requestIdTrustedProxies: (e.REQUEST_ID_TRUSTED_PROXIES ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    addressHashSecret: addressHashSecret(e),
    addressHashSecretSet: e.ADDRESS_HASH_SECRET !== undefined,
    hosted: hostedConfig(e, siteUrl),
    retention: {
      visitDays: e.VISIT_RETENTION_DAYS ?? DEFAULT_VISIT_RETENTION_DAYS,
      outboxDays: e.OUTBOX_RETENTION_DAYS ?? DEFAULT_OUTBOX_RETENTION_DAYS,
      unpaidProjectDays: e.UNPAID_PROJECT_RETENTION_DAYS ?? DEFAULT_UNPAID_PROJECT_RETENTION_DAYS,
    },
  };
}

/**
 * The site's address when PUBLIC_SITE_URL is unset: localhost on the server's port. The build
 * (astro.config.mjs) uses the same rule, so canonical links and the sitemap name the port too.
 */
export const defaultSiteUrl = (port: number) => `http://localhost:${port}`;

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
    warnings.push(
      `ADMIN_PASSWORD is not set: the admin panel accepts the development password "${DEV_ADMIN_PASSWORD}". Set ADMIN_PASSWORD before exposing this server.`,
    );
  }
  if (config.production && !config.addressHashSecretSet) {
    warnings.push(
      "ADDRESS_HASH_SECRET is not set: address hashes are keyed by a secret derived from ADMIN_PASSWORD. Set ADDRESS_HASH_SECRET (32+ random characters) so changing the panel password does not also reset every per-address counter.",
    );
  }
  const { perMinute, perDay, statusPollsPerMinute } = config.apiRateLimit;
  if (config.production && (perMinute !== API_REQUESTS_PER_MINUTE || perDay !== API_CALLS_PER_DAY || statusPollsPerMinute !== STATUS_POLLS_PER_MINUTE)) {
    warnings.push(
      `API rate limits differ from the documented ones (${perMinute}/min, ${perDay}/day, ${statusPollsPerMinute} status checks/min instead of ${API_REQUESTS_PER_MINUTE}/min, ${API_CALLS_PER_DAY}/day, ${STATUS_POLLS_PER_MINUTE}/min): unset API_RATE_LIMIT_PER_MINUTE, API_RATE_LIMIT_PER_DAY and API_STATUS_POLLS_PER_MINUTE outside load tests.`,
    );
  }
  return warnings;
}

/** Where hosted sites live: SITES_ORIGIN when set, else the platform's own URL (their canonical links and og:url name it). */
export function sitesBaseUrl(config: Pick<AppConfig, "siteUrl" | "sitesOrigin">): string {
  return config.sitesOrigin ?? config.siteUrl;
}
