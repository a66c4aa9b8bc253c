/**
 * OpenID Connect relying party: discovery, the authorization URL (PKCE S256, state, nonce), the
 * code exchange (arctic) and the verified profile (ID token checked with jose against the issuer's
 * JWKS, claims read from the userinfo endpoint). Web Crypto and fetch only: runs on Node and Workers.
 */
import { OAuth2Client, CodeChallengeMethod, OAuth2RequestError, ArcticFetchError, generateCodeVerifier, generateState } from "arctic";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import type { AppConfig } from "../config";
import { ApiError } from "../lib/errors";

/** The parts of the issuer's discovery document we use. */
export interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
  code_challenge_methods_supported?: string[];
}

/** What we learn about the person signing in. */
export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  scopes: string[];
  redirectUri: string;
}

/** Discovery documents are cached this long per issuer. */
export const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** Outbound calls to the provider give up after this long. */
export const PROVIDER_TIMEOUT_MS = 10_000;

const discoveryCache = new Map<string, { metadata: ProviderMetadata; fetchedAt: number }>();
const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The provider settings from config, or a 503 when sign-in is not configured. */
export function oidcSettings(config: AppConfig): OidcSettings {
  const { issuer, clientId, clientSecret, scopes } = config.oidc;
  if (!issuer || !clientId) {
    throw new ApiError(503, "SERVICE_UNAVAILABLE", "Sign-in is not configured: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET");
  }
  const withOpenId = scopes.includes("openid") ? scopes : ["openid", ...scopes];
  return { issuer: issuer.replace(/\/+$/, ""), clientId, clientSecret, scopes: withOpenId, redirectUri: `${config.siteUrl}/api/callback` };
}

function unavailable(message: string, cause?: unknown): ApiError {
  const err = new ApiError(503, "SERVICE_UNAVAILABLE", message);
  (err as { cause?: unknown }).cause = cause;
  return err;
}

/** `${issuer}/.well-known/openid-configuration`, fetched once an hour per issuer. */
export async function discover(issuer: string, now = Date.now()): Promise<ProviderMetadata> {
  const cached = discoveryCache.get(issuer);
  if (cached && now - cached.fetchedAt < DISCOVERY_TTL_MS) return cached.metadata;
  let res: Response;
  try {
    res = await fetch(`${issuer}/.well-known/openid-configuration`, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (cause) {
    throw unavailable("The sign-in provider cannot be reached; try again shortly", cause);
  }
  if (!res.ok) throw unavailable(`The sign-in provider's discovery document answered ${res.status}`);
  const doc = (await res.json().catch(() => null)) as Partial<ProviderMetadata> | null;
  // OpenID Connect Discovery 1.0 section 4.3: the issuer in the document must be the one we asked.
  if (!doc || doc.issuer?.replace(/\/+$/, "") !== issuer || !doc.authorization_endpoint || !doc.token_endpoint || !doc.jwks_uri) {
    throw unavailable("The sign-in provider's discovery document is not valid for this issuer");
  }
  const metadata = doc as ProviderMetadata;
  discoveryCache.set(issuer, { metadata, fetchedAt: now });
  return metadata;
}

/** application/x-www-form-urlencoded, as RFC 6749 section 2.3.1 wants for Basic client credentials. */
export function formEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

/** A random value for `nonce` (arctic adds none). */
export function generateNonce(): string {
  return generateState();
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** The provider's authorization URL with PKCE S256, state and nonce. */
export async function createAuthorizationRequest(
  settings: OidcSettings,
  opts: { prompt?: "login" | "select_account"; loginHint?: string } = {},
): Promise<AuthorizationRequest> {
  const metadata = await discover(settings.issuer);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const nonce = generateNonce();
  const client = new OAuth2Client(settings.clientId, settings.clientSecret ?? null, settings.redirectUri);
  const url = client.createAuthorizationURLWithPKCE(metadata.authorization_endpoint, state, CodeChallengeMethod.S256, codeVerifier, settings.scopes);
  url.searchParams.set("nonce", nonce);
  if (opts.prompt) url.searchParams.set("prompt", opts.prompt);
  if (opts.loginHint) url.searchParams.set("login_hint", opts.loginHint);
  return { url, state, codeVerifier, nonce };
}

/** Why a sign-in was refused: the `reason` of the /sign-in-failed page. */
export const SIGN_IN_FAILURES = ["state", "provider", "token", "profile", "account", "cancelled", "unavailable"] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

/** Why a callback was refused; routes turn it into the sign-in-failed page. */
export class SignInError extends Error {
  constructor(
    readonly reason: SignInFailure,
    message: string,
  ) {
    super(message);
    this.name = "SignInError";
  }
}

export interface SignInResult {
  profile: OidcProfile;
  idToken: string | null;
}

/**
 * Trades the authorization code for tokens (client credentials form-encoded for Basic auth),
 * verifies the ID token (signature, iss, aud, exp, nonce) and reads the profile.
 */
export async function completeSignIn(settings: OidcSettings, code: string, codeVerifier: string, nonce: string): Promise<SignInResult> {
  let metadata: ProviderMetadata;
  try {
    metadata = await discover(settings.issuer);
  } catch (cause) {
    throw Object.assign(new SignInError("unavailable", "The sign-in provider cannot be reached"), { cause });
  }
  const secret = settings.clientSecret;
  // Confidential clients send Basic credentials (form-encoded first); public clients send client_id in the body.
  const tokenClient = secret
    ? new OAuth2Client(formEncode(settings.clientId), formEncode(secret), settings.redirectUri)
    : new OAuth2Client(settings.clientId, null, settings.redirectUri);
  let accessToken: string;
  let idToken: string | null = null;
  try {
    const tokens = await tokenClient.validateAuthorizationCode(metadata.token_endpoint, code, codeVerifier);
    accessToken = tokens.accessToken();
    if ("id_token" in tokens.data && typeof tokens.data.id_token === "string") idToken = tokens.data.id_token;
  } catch (cause) {
    if (cause instanceof OAuth2RequestError) throw Object.assign(new SignInError("token", `The provider refused the code: ${cause.code}`), { cause });
    if (cause instanceof ArcticFetchError) throw Object.assign(new SignInError("unavailable", "The sign-in provider cannot be reached"), { cause });
    throw Object.assign(new SignInError("token", "The provider's token answer was not usable"), { cause });
  }
  if (!idToken) throw new SignInError("token", "The provider sent no ID token (is the openid scope allowed?)");

  const claims = await verifyIdToken(metadata, settings, idToken, nonce);
  let profileClaims: Record<string, unknown> = claims;
  if (metadata.userinfo_endpoint) {
    const info = await fetchUserinfo(metadata.userinfo_endpoint, accessToken);
    if (info.sub !== claims.sub) throw new SignInError("profile", "The userinfo subject does not match the ID token");
    profileClaims = { ...claims, ...info };
  }
  return { profile: toProfile(settings.issuer, profileClaims), idToken };
}

async function verifyIdToken(metadata: ProviderMetadata, settings: OidcSettings, idToken: string, nonce: string): Promise<JWTPayload> {
  let jwks = jwksCache.get(metadata.jwks_uri);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: PROVIDER_TIMEOUT_MS });
    jwksCache.set(metadata.jwks_uri, jwks);
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, jwks, { issuer: metadata.issuer, audience: settings.clientId, clockTolerance: 60 }));
  } catch (cause) {
    throw Object.assign(new SignInError("token", "The ID token could not be verified"), { cause });
  }
  if (payload.nonce !== nonce) throw new SignInError("token", "The ID token nonce does not match this sign-in");
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== settings.clientId) {
    throw new SignInError("token", "The ID token was issued to another client");
  }
  if (typeof payload.sub !== "string" || payload.sub === "") throw new SignInError("token", "The ID token has no subject");
  return payload;
}

async function fetchUserinfo(endpoint: string, accessToken: string): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(endpoint, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (cause) {
    throw Object.assign(new SignInError("unavailable", "The provider's userinfo endpoint cannot be reached"), { cause });
  }
  if (!res.ok) throw new SignInError("profile", `The provider's userinfo endpoint answered ${res.status}`);
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("json")) throw new SignInError("profile", "Signed userinfo answers are not supported; ask for JSON");
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body.sub !== "string") throw new SignInError("profile", "The provider's userinfo answer has no subject");
  return body;
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

/** Standard claims to our profile; a missing given/family name is taken from `name`. */
export function toProfile(issuer: string, claims: Record<string, unknown>): OidcProfile {
  const email = str(claims.email)?.toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new SignInError("profile", "The provider did not share an email address (is the email scope allowed?)");
  }
  let firstName = str(claims.given_name);
  let lastName = str(claims.family_name);
  const name = str(claims.name);
  if (!firstName && !lastName && name) {
    const [first, ...rest] = name.split(/\s+/);
    firstName = first ?? null;
    lastName = rest.join(" ") || null;
  }
  const picture = str(claims.picture);
  return {
    issuer,
    subject: String(claims.sub),
    email,
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    firstName: firstName?.slice(0, 100) ?? null,
    lastName: lastName?.slice(0, 100) ?? null,
    profileImageUrl: picture && /^https:\/\//.test(picture) ? picture.slice(0, 2000) : null,
  };
}

/**
 * Where logout continues: the provider's end_session_endpoint (RP-initiated logout) with the ID
 * token as hint and the site root as post-logout redirect, or null when the provider has none.
 */
export async function endSessionUrl(settings: OidcSettings, siteUrl: string, idToken: string | null): Promise<string | null> {
  let metadata: ProviderMetadata;
  try {
    metadata = await discover(settings.issuer);
  } catch {
    return null;
  }
  if (!metadata.end_session_endpoint) return null;
  const url = new URL(metadata.end_session_endpoint);
  if (idToken) url.searchParams.set("id_token_hint", idToken);
  url.searchParams.set("client_id", settings.clientId);
  url.searchParams.set("post_logout_redirect_uri", `${siteUrl}/`);
  return url.toString();
}
