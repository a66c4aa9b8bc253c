import { z } from "zod";

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
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  PUBLIC_STRIPE_PUBLISHABLE_KEY: optional,
  AI_BASE_URL: optional,
  AI_MODEL: optional,
  AI_API_KEY: optional,
  LOG_REQUESTS: optional,
});

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  /** Public origin of the site, no trailing slash (canonical links, OIDC redirect, hosted site URLs). */
  siteUrl: string;
  databaseUrl: string;
  databaseAuthToken?: string;
  oidc: { issuer?: string; clientId?: string; clientSecret?: string; scopes: string[] };
  /** Start the embedded identity provider (Node only). */
  embeddedIdp: boolean;
  /** Further origins whose /api/callback the embedded provider accepts (the local edge preview). */
  embeddedIdpClientOrigins: string[];
  adminEmails: string[];
  adminPassword?: string;
  stripe: { secretKey?: string; webhookSecret?: string; publishableKey?: string };
  ai: { baseUrl?: string; model?: string; apiKey?: string };
  logRequests: boolean;
}

export const DEFAULT_PORT = 4321;
export const DEFAULT_DATABASE_URL = "file:data/app.db";

export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const e = envSchema.parse(env);
  const production = e.NODE_ENV === "production";
  const port = Number(e.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${e.PORT}`);
  const host = e.HOST ?? "127.0.0.1";
  const siteUrl = (e.PUBLIC_SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  const flag = (v: string | undefined) => v === "1" || v === "true";
  return {
    production,
    port,
    host,
    siteUrl,
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
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, publishableKey: e.PUBLIC_STRIPE_PUBLISHABLE_KEY },
    ai: { baseUrl: e.AI_BASE_URL, model: e.AI_MODEL, apiKey: e.AI_API_KEY },
    logRequests: e.LOG_REQUESTS === undefined ? true : flag(e.LOG_REQUESTS),
  };
}
