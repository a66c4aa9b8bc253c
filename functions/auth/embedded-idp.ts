/**
 * The embedded identity provider (Node only; never imported by Worker code): a real OpenID Connect
 * provider (oidc-provider 9) mounted at /oidc in the same process, so sign-in is a real OIDC flow
 * with no configuration. Started by the Node server when OIDC_ISSUER is unset (and never in
 * production unless EMBEDDED_IDP=1).
 *
 * - One static first-party client (`lumen-local`), PKCE required, no consent screen, RP-initiated logout.
 * - Accounts: the documented local accounts, plus any address at example.com; all use the password
 *   `password`. Some are pre-provisioned in the users table with a role or status (premium, pending...).
 * - Signing keys, cookie keys and the client secret are generated on first start and kept in the
 *   database (`idp_records`), as are the provider's sessions, grants and codes: restarts sign no one out.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import { sameSecret } from "../lib/constant-time";
import { and, eq, lt } from "drizzle-orm";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type AdapterLike, type KoaContextLike } from "oidc-provider";
import type { Database } from "../../db/index";
import { idpRecords, users } from "../../db/schema";
import type { UserRole, UserStatus } from "../../core/accounts";
import { hitRateLimit } from "../services/rate-limit/index";
import { HSTS_HEADER } from "../lib/security-headers";
import { addressKey as clientAddressKey } from "../lib/client-address";
import { hashAddress } from "../lib/address-hash";
import { recordAudit } from "../services/audit";
import { renderProblem, renderSignIn, renderSignOut, renderSignedOut } from "./embedded-idp-views";

export const EMBEDDED_IDP_PATH = "/oidc";
export const EMBEDDED_CLIENT_ID = "lumen-local";
export const EMBEDDED_PASSWORD = "password";
export const EMBEDDED_EMAIL_DOMAIN = "example.com";
/** Added to ADMIN_EMAILS while the embedded provider runs. */
export const EMBEDDED_ADMIN_EMAIL = "admin@example.com";
export const EMBEDDED_SCOPES = ["openid", "email", "profile"];

export interface EmbeddedAccount {
  email: string;
  firstName: string;
  lastName: string;
  description: string;
  /** Pre-provisioned in the users table with this role/status (linked at first sign-in). */
  role?: UserRole;
  status?: UserStatus;
}

/** The documented local accounts (README, sign-in page). Tests that change an account use a fresh address instead. */
export const EMBEDDED_ACCOUNTS: readonly EmbeddedAccount[] = [
  { email: "user@example.com", firstName: "Uma", lastName: "Fernandes", description: "A plain user" },
  { email: "admin@example.com", firstName: "Ada", lastName: "Okafor", description: "An admin" },
  { email: "premium@example.com", firstName: "Priya", lastName: "Shah", description: "Premium role", role: "premium" },
  { email: "moderator@example.com", firstName: "Marco", lastName: "Rossi", description: "Moderator role", role: "moderator" },
  { email: "pending@example.com", firstName: "Pat", lastName: "Nguyen", description: "Pending: cannot create projects", status: "pending" },
  { email: "suspended@example.com", firstName: "Sam", lastName: "Reyes", description: "Suspended: sign-in refused", status: "suspended" },
];

/** Failed password attempts allowed per address and email in the window. */
export const IDP_LOGIN_FAILURE_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

const SETTINGS_MODEL = "EmbeddedIdpSettings";
const SETTINGS_ID = "default";

interface IdpSettings {
  jwks: { keys: Record<string, unknown>[] };
  cookieKeys: string[];
  clientSecret: string;
}

export interface EmbeddedIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  handle(req: IncomingMessage, res: ServerResponse): void;
}

/** True when a Node request URL is for the provider (the path is /oidc or below it). */
export function isEmbeddedIdpPath(url: string | undefined): boolean {
  return !!url && (url === EMBEDDED_IDP_PATH || url.startsWith(`${EMBEDDED_IDP_PATH}/`) || url.startsWith(`${EMBEDDED_IDP_PATH}?`));
}

/**
 * The provider's endpoints a browser calls (authorization, the sign-in pages, logout). Each call can
 * store rows (an interaction, a session), so the Node host limits them per address; the back channel
 * our own server calls (token, userinfo, keys, discovery) is not counted.
 */
export function isEmbeddedIdpBrowserPath(url: string | undefined): boolean {
  if (!isEmbeddedIdpPath(url)) return false;
  const path = url!.slice(EMBEDDED_IDP_PATH.length).split("?")[0]!;
  return path === "/auth" || path.startsWith("/auth/") || path.startsWith("/interaction/") || path.startsWith("/session/");
}

/** A profile for any example.com address: known accounts by name, others from the address. */
export function embeddedAccount(email: string): EmbeddedAccount | null {
  const normalized = email.trim().toLowerCase();
  if (normalized.length > 254 || !/^[a-z0-9._%+-]+@example\.com$/.test(normalized)) return null;
  const known = EMBEDDED_ACCOUNTS.find((a) => a.email === normalized);
  if (known) return known;
  const words = normalized
    .split("@")[0]!
    .split(/[._%+-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return {
    email: normalized,
    firstName: words[0] ?? "New",
    lastName: words.slice(1).join(" ") || "Member",
    description: "A new account",
  };
}

/** oidc-provider's storage in the `idp_records` table. */
function databaseAdapter(db: Database) {
  return class DatabaseAdapter implements AdapterLike {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void> {
      const now = Date.now();
      const row = {
        payload,
        grantId: typeof payload.grantId === "string" ? payload.grantId : null,
        uid: typeof payload.uid === "string" ? payload.uid : null,
        userCode: typeof payload.userCode === "string" ? payload.userCode : null,
        expiresAt: expiresIn ? new Date(now + expiresIn * 1000) : null,
        consumedAt: null,
      };
      await db
        .insert(idpRecords)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [idpRecords.model, idpRecords.id], set: row });
      if (Math.random() < 0.02) await db.delete(idpRecords).where(lt(idpRecords.expiresAt, new Date(now)));
    }

    private async first(where: ReturnType<typeof eq>) {
      const [row] = await db
        .select()
        .from(idpRecords)
        .where(and(eq(idpRecords.model, this.model), where))
        .limit(1);
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      return row.consumedAt ? { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : row.payload;
    }

    find(id: string) {
      return this.first(eq(idpRecords.id, id));
    }
    findByUid(uid: string) {
      return this.first(eq(idpRecords.uid, uid));
    }
    findByUserCode(userCode: string) {
      return this.first(eq(idpRecords.userCode, userCode));
    }
    async consume(id: string): Promise<void> {
      await db
        .update(idpRecords)
        .set({ consumedAt: new Date() })
        .where(and(eq(idpRecords.model, this.model), eq(idpRecords.id, id)));
    }
    async destroy(id: string): Promise<void> {
      await db.delete(idpRecords).where(and(eq(idpRecords.model, this.model), eq(idpRecords.id, id)));
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(idpRecords).where(eq(idpRecords.grantId, grantId));
    }
  };
}

/** Keys and the client secret: generated once per database, then read back. */
async function loadSettings(db: Database): Promise<IdpSettings> {
  const read = async () => {
    const [row] = await db
      .select()
      .from(idpRecords)
      .where(and(eq(idpRecords.model, SETTINGS_MODEL), eq(idpRecords.id, SETTINGS_ID)))
      .limit(1);
    return row?.payload as IdpSettings | undefined;
  };
  const existing = await read();
  if (existing) return existing;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const fresh: IdpSettings = {
    jwks: { keys: [{ ...jwk, kid: randomBytes(8).toString("hex"), alg: "RS256", use: "sig" }] },
    cookieKeys: [randomBytes(32).toString("base64url"), randomBytes(32).toString("base64url")],
    // URL-safe, so Basic client authentication needs no escaping anywhere.
    clientSecret: randomBytes(32).toString("base64url"),
  };
  await db
    .insert(idpRecords)
    .values({ model: SETTINGS_MODEL, id: SETTINGS_ID, payload: fresh as unknown as Record<string, unknown> })
    .onConflictDoNothing();
  return (await read())!;
}

/** Pre-provisioned local accounts with a role or status (inserted once; an admin's later edits stay). */
export async function seedEmbeddedAccounts(db: Database): Promise<void> {
  const rows = EMBEDDED_ACCOUNTS.filter((a) => a.role || a.status).map((a) => ({
    id: crypto.randomUUID(),
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    role: a.role ?? ("user" as const),
    status: a.status ?? ("active" as const),
  }));
  if (rows.length > 0) await db.insert(users).values(rows).onConflictDoNothing();
}

const NONCE = Symbol("csp-nonce");
type NoncedRequest = IncomingMessage & { [NONCE]?: string; originalUrl?: string };

function nonceOf(req: IncomingMessage): string {
  return (req as NoncedRequest)[NONCE] ?? "";
}

async function readForm(req: IncomingMessage, limit = 8 * 1024): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error("form too large");
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function send(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(html);
}

/** The failed-sign-in counter's key: this address and email, hashed with the day's salt like every stored address. */
function failureKey(req: IncomingMessage, email: string, secret: string, now: number): string {
  return hashAddress(`${clientAddressKey(req.socket.remoteAddress)}|${email}`, secret, now);
}

export async function createEmbeddedIdp(opts: {
  db: Database;
  siteUrl: string;
  production: boolean;
  /** Other sites allowed to sign in through this provider (the local edge preview's Worker). */
  extraClientOrigins?: string[];
  log?: (line: string) => void;
  /** Key of the audit trail's address hashes (config.addressHashSecret). */
  addressHashSecret?: string;
}): Promise<EmbeddedIdp> {
  const { db, siteUrl, production } = opts;
  const log = opts.log ?? console.warn;
  const issuer = `${siteUrl}${EMBEDDED_IDP_PATH}`;
  const settings = await loadSettings(db);
  await seedEmbeddedAccounts(db);

  const page = (ctx: KoaContextLike) => ({ nonce: nonceOf(ctx.req), siteUrl });

  const provider = new Provider(issuer, {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: settings.clientSecret,
        client_name: "Lumen Spaces",
        redirect_uris: [siteUrl, ...(opts.extraClientOrigins ?? [])].map((origin) => `${origin}/api/callback`),
        post_logout_redirect_uris: [siteUrl, ...(opts.extraClientOrigins ?? [])].map((origin) => `${origin}/`),
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: settings.jwks,
    cookies: {
      keys: settings.cookieKeys,
      // Our own cookies are lumen_*; the provider's get their own prefix (cookies are shared across ports on localhost).
      names: { session: "lumen_idp_session", interaction: "lumen_idp_interaction", resume: "lumen_idp_resume" },
      long: { httpOnly: true, sameSite: "lax", secure: production },
      short: { httpOnly: true, sameSite: "lax", secure: production },
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    scopes: EMBEDDED_SCOPES,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextLike, form: string) => {
          ctx.type = "html";
          ctx.body = renderSignOut({ ...page(ctx), form });
        },
        postLogoutSuccessSource: async (ctx: KoaContextLike) => {
          ctx.type = "html";
          ctx.body = renderSignedOut(page(ctx));
        },
      },
    },
    interactions: { url: async (_ctx: unknown, interaction: { uid: string }) => `${EMBEDDED_IDP_PATH}/interaction/${interaction.uid}` },
    // First-party client: never ask for consent.
    loadExistingGrant: async (ctx: KoaContextLike) => {
      const clientId = ctx.oidc.client?.clientId;
      if (!clientId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing && existing.accountId === ctx.oidc.session.accountId) return existing;
      }
      if (clientId !== EMBEDDED_CLIENT_ID) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope(EMBEDDED_SCOPES.join(" "));
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx: unknown, id: string) => {
      const account = embeddedAccount(id);
      if (!account || account.email !== id) return undefined;
      return {
        accountId: account.email,
        claims: () => ({
          sub: account.email,
          email: account.email,
          email_verified: true,
          given_name: account.firstName,
          family_name: account.lastName,
          name: `${account.firstName} ${account.lastName}`,
        }),
      };
    },
    renderError: async (ctx: KoaContextLike, out: { error?: string; error_description?: string }) => {
      ctx.type = "html";
      ctx.body = renderProblem({
        ...page(ctx),
        title: "We couldn't sign you in",
        message: out.error_description ?? out.error ?? "The sign-in request was not valid.",
      });
    },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
  });
  provider.proxy = siteUrl.startsWith("https:");
  provider.on("server_error", (_ctx, err) => log(`embedded identity provider error: ${(err as Error)?.stack ?? String(err)}`));
  const callback = provider.callback();

  const accountsForPage = EMBEDDED_ACCOUNTS.map((a) => ({ email: a.email, description: a.description }));
  const siteOrigin = new URL(siteUrl).origin;
  // The sign-in form redirects on to each client's callback, so form-action must allow their origins.
  const formTargets = [siteOrigin, ...(opts.extraClientOrigins ?? []).map((o) => new URL(o).origin)].join(" ");

  function signInPage(req: IncomingMessage, uid: string, extra: { email?: string; error?: string } = {}) {
    return renderSignIn({
      nonce: nonceOf(req),
      siteUrl,
      action: `${EMBEDDED_IDP_PATH}/interaction/${uid}/login`,
      cancelUrl: `${EMBEDDED_IDP_PATH}/interaction/${uid}/abort`,
      accounts: accountsForPage,
      password: EMBEDDED_PASSWORD,
      domain: EMBEDDED_EMAIL_DOMAIN,
      ...extra,
    });
  }

  function expired(req: IncomingMessage, res: ServerResponse) {
    send(
      res,
      400,
      renderProblem({
        nonce: nonceOf(req),
        siteUrl,
        title: "This sign-in has expired",
        message: "The sign-in page was open too long or was already used. Start again from Lumen Spaces.",
      }),
    );
  }

  /** Our own interaction routes: the sign-in page, its form, and cancel. */
  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined): Promise<void> {
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      return expired(req, res);
    }
    if (details.uid !== uid) return expired(req, res);

    if (action === "/abort" && req.method === "GET") {
      return provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "The sign-in was cancelled" },
        { mergeWithLastSubmission: false },
      );
    }

    if (details.prompt.name !== "login") {
      // Consent for the first-party client is implied (loadExistingGrant); finish whatever else is asked.
      const grant = new provider.Grant({ clientId: EMBEDDED_CLIENT_ID, accountId: details.session?.accountId });
      grant.addOIDCScope(EMBEDDED_SCOPES.join(" "));
      const grantId = await grant.save();
      return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }

    if (action === "/login" && req.method === "POST") {
      const origin = req.headers.origin;
      if (origin && origin !== siteOrigin)
        return send(
          res,
          403,
          renderProblem({ nonce: nonceOf(req), siteUrl, title: "Request refused", message: "This form can only be sent from the Lumen Spaces sign-in page." }),
        );
      let form: URLSearchParams;
      try {
        form = await readForm(req);
      } catch {
        return send(res, 413, signInPage(req, uid, { error: "The form was too large." }));
      }
      const email = (form.get("email") ?? "").trim().toLowerCase().slice(0, 254);
      const password = form.get("password") ?? "";
      const key = failureKey(req, email, opts.addressHashSecret ?? "", Date.now());
      const throttle = { bucket: "idp-login-failures", key, ...IDP_LOGIN_FAILURE_LIMIT };
      const peek = await hitRateLimit(db, { ...throttle, cost: 0 });
      if (peek.remaining <= 0) {
        return send(res, 429, signInPage(req, uid, { email, error: "Too many failed attempts. Wait a few minutes and try again." }));
      }
      if (!email || !password) {
        return send(res, 400, signInPage(req, uid, { email, error: "Enter your email and password." }));
      }
      const account = embeddedAccount(email);
      if (!account || !sameSecret(password, EMBEDDED_PASSWORD)) {
        await hitRateLimit(db, throttle);
        const at = Date.now();
        await recordAudit(
          db,
          {
            actorId: null,
            actorLabel: "anonymous",
            addressHash: hashAddress(clientAddressKey(req.socket.remoteAddress), opts.addressHashSecret ?? "", at),
            requestId: null,
          },
          { action: "sign_in.failure", detail: { provider: "embedded", reason: "password", email } },
          at,
        );
        return send(
          res,
          401,
          signInPage(req, uid, {
            email,
            error: `Email or password is incorrect. Use an address at ${EMBEDDED_EMAIL_DOMAIN} and the password "${EMBEDDED_PASSWORD}".`,
          }),
        );
      }
      return provider.interactionFinished(req, res, { login: { accountId: account.email, remember: true } }, { mergeWithLastSubmission: false });
    }

    if (req.method !== "GET") {
      res.setHeader("Allow", "GET");
      return send(res, 405, renderProblem({ nonce: nonceOf(req), siteUrl, title: "Not allowed", message: "That request is not supported here." }));
    }
    const hint = typeof details.params.login_hint === "string" ? details.params.login_hint : undefined;
    return send(res, 200, signInPage(req, uid, { email: hint }));
  }

  return {
    issuer,
    clientId: EMBEDDED_CLIENT_ID,
    clientSecret: settings.clientSecret,
    scopes: EMBEDDED_SCOPES,
    handle(req, res) {
      const nonce = randomBytes(16).toString("base64");
      (req as NoncedRequest)[NONCE] = nonce;
      res.setHeader(
        "Content-Security-Policy",
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self' ${siteOrigin}; form-action 'self' ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
      );
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("X-Frame-Options", "DENY");
      // Not no-referrer: with it, browsers send `Origin: null` on the sign-in form, which the origin check refuses.
      res.setHeader("Referrer-Policy", "same-origin");
      res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
      if (production) res.setHeader("Strict-Transport-Security", HSTS_HEADER);

      const full = req.url ?? "/";
      const path = full.slice(EMBEDDED_IDP_PATH.length) || "/";
      const match = /^\/interaction\/([A-Za-z0-9_-]{1,64})(\/login|\/abort)?\/?(?:\?.*)?$/.exec(path);
      const run = match
        ? interaction(req, res, match[1]!, match[2])
        : (() => {
            // Mounted under a prefix: the provider sees the path without it, and originalUrl tells it the prefix.
            (req as NoncedRequest).originalUrl = full;
            req.url = path.startsWith("/") ? path : `/${path}`;
            return callback(req, res);
          })();
      run.catch((err: unknown) => {
        log(`embedded identity provider failure on ${req.method} ${full}: ${(err as Error)?.stack ?? String(err)}`);
        if (!res.headersSent)
          send(res, 500, renderProblem({ nonce, siteUrl, title: "Something went wrong", message: "The sign-in service hit a problem. Try again." }));
        else res.end();
      });
    },
  };
}
