/**
 * Sign-in with OpenID Connect (spec section 2: login and logout are browser navigations), and the
 * current-user call every screen derives its signed-in state from (spec section 6).
 */
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import type { AppEnv } from "../types";
import { validate } from "../middleware/validate";
import { ApiError } from "../lib/errors";
import { sameSecret } from "../lib/constant-time";
import { clientKey, rateLimit } from "../middleware/rate-limit";
import { saveLoginAttempt, takeLoginAttempt, LOGIN_ATTEMPT_TTL_MS } from "../services/rate-limit/login-attempts";
import { recordLogin, upsertUserWithOutcome } from "../services/users";
import { INVITE_CODE_PATTERN, redeemInviteFor } from "../services/invites";
import { recordAudit } from "../services/audit";
import { auditActorOf } from "../middleware/audit-actor";
import { completeSignIn, createAuthorizationRequest, endSessionUrl, oidcSettings, SignInError, type SignInFailure } from "../auth/oidc";
import { createSession, endSession, invalidateSession } from "../auth/sessions";
import { clearSessionCookies, setSessionCookies } from "../middleware/session";
import { safeReturnTo } from "../../core/return-to";
import { logoutRequestKind } from "../lib/fetch-metadata";
import { logoutConfirmationPage } from "../lib/logout-page";
import { ROUTE_RATE_LIMITS } from "../../core/api-limits";
import { ACCOUNT_SUSPENDED_PATH, INVITE_PATH_PREFIX, SIGN_IN_FAILED_PATH } from "../../core/accounts";

/** Sign-in endpoints, per network address. */
export const LOGIN_RATE_LIMIT = ROUTE_RATE_LIMITS.signIn;
const signInRateLimit = (bucket: string) =>
  rateLimit({ bucket, ...LOGIN_RATE_LIMIT, key: clientKey, message: "Too many sign-in attempts; try again in a minute" });

/** How long /api/login waits for a sign-in provider that is still starting, then its Retry-After (seconds). */
export const SIGN_IN_START_WAIT_MS = 10_000;
export const SIGN_IN_RETRY_AFTER_S = 2;

/** Binds a sign-in to the browser that started it (login CSRF): the state is also kept in this cookie. */
export function loginStateCookieName(production: boolean): string {
  return production ? "__Host-lumen_login_state" : "lumen_login_state";
}

const loginQuery = z.object({
  returnTo: z.string().optional().catch(undefined),
  invite: z.string().regex(INVITE_CODE_PATTERN).optional().catch(undefined),
  prompt: z.enum(["login", "select_account"]).optional().catch(undefined),
});

const callbackQuery = z.object({
  state: z.string().max(128).optional().catch(undefined),
  code: z.string().max(4096).optional().catch(undefined),
  error: z.string().max(256).optional().catch(undefined),
  iss: z.string().max(2048).optional().catch(undefined),
});

async function failed(c: Context<AppEnv>, reason: SignInFailure) {
  await recordAudit(c.get("deps").db, auditActorOf(c), { action: "sign_in.failure", detail: { reason } }, c.get("deps").now());
  return c.redirect(`${SIGN_IN_FAILED_PATH}?reason=${reason}`, 302);
}

async function logout(c: Context<AppEnv>) {
  const { db, config } = c.get("deps");
  let idToken: string | null = null;
  const sessionId = c.get("sessionId");
  if (sessionId) {
    idToken = await endSession(db, sessionId);
  }
  clearSessionCookies(c);
  c.header("Cache-Control", "no-store");
  let target = "/";
  if (idToken && config.oidc.issuer && config.oidc.clientId) {
    target = (await endSessionUrl(oidcSettings(config), config.siteUrl, idToken)) ?? "/";
  }
  return c.redirect(target, 302);
}

export const authRoutes = new Hono<AppEnv>()
  /** Starts a sign-in: stores state, PKCE verifier and nonce, then sends the browser to the provider. */
  .get("/login", signInRateLimit("login"), validate("query", loginQuery), async (c) => {
    const { db, config } = c.get("deps");
    const now = c.get("deps").now();
    const query = c.req.valid("query");
    const starting = c.get("deps").signInReady;
    if (starting) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const bound = new Promise<false>((done) => (timer = setTimeout(() => done(false), starting.waitMs ?? SIGN_IN_START_WAIT_MS)));
      const ready = await Promise.race([
        starting.promise.then(
          () => true,
          () => true,
        ),
        bound,
      ]);
      clearTimeout(timer);
      if (!ready)
        throw new ApiError(503, "SERVICE_UNAVAILABLE", "Sign-in is starting; try again in a moment", { "Retry-After": String(SIGN_IN_RETRY_AFTER_S) });
    }
    let request;
    try {
      request = await createAuthorizationRequest(oidcSettings(config), { prompt: query.prompt });
    } catch (err) {
      if (err instanceof ApiError && err.status === 503) {
        c.get("deps").log(`sign-in unavailable: ${err.message}`);
        return failed(c, "unavailable");
      }
      throw err;
    }
    await saveLoginAttempt(
      db,
      {
        state: request.state,
        codeVerifier: request.codeVerifier,
        nonce: request.nonce,
        returnTo: safeReturnTo(query.returnTo),
        inviteCode: query.invite ?? null,
      },
      now,
    );
    setCookie(c, loginStateCookieName(config.production), request.state, {
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      secure: config.production,
      maxAge: LOGIN_ATTEMPT_TTL_MS / 1000,
    });
    c.header("Cache-Control", "no-store");
    return c.redirect(request.url.toString(), 302);
  })
  /** The provider sends the browser back here with a code; a verified profile becomes a new session. */
  .get("/callback", signInRateLimit("login-callback"), validate("query", callbackQuery), async (c) => {
    const { db, config } = c.get("deps");
    const now = c.get("deps").now();
    const { state, code, error, iss } = c.req.valid("query");
    const stateCookie = loginStateCookieName(config.production);
    const boundState = getCookie(c, stateCookie);
    deleteCookie(c, stateCookie, { path: "/", secure: config.production });
    c.header("Cache-Control", "no-store");

    if (!state) return failed(c, "state");
    const attempt = await takeLoginAttempt(db, state, now);
    if (!attempt || !boundState || !sameSecret(boundState, state)) return failed(c, "state");
    if (error) return failed(c, error === "access_denied" ? "cancelled" : "provider");
    // RFC 9207: a provider that names itself must be the one we sent the visitor to (mix-up defence).
    if (iss !== undefined && iss.replace(/\/+$/, "") !== config.oidc.issuer?.replace(/\/+$/, "")) return failed(c, "provider");
    if (!code) return failed(c, "provider");

    let user;
    let created: boolean;
    let idToken: string | null;
    try {
      const result = await completeSignIn(oidcSettings(config), code, attempt.codeVerifier, attempt.nonce);
      idToken = result.idToken;
      ({ user, created } = await upsertUserWithOutcome(db, result.profile, { adminEmails: config.adminEmails }));
    } catch (err) {
      if (err instanceof SignInError) {
        c.get("deps").log(`sign-in refused (${err.reason}): ${err.message}`);
        return failed(c, err.reason);
      }
      throw err;
    }

    const actor = { ...auditActorOf(c), actorId: user.id, actorLabel: user.email };
    if (user.status === "suspended") {
      await recordAudit(db, actor, { action: "sign_in.failure", targetType: "user", targetId: user.id, detail: { reason: "suspended" } }, now);
      return c.redirect(ACCOUNT_SUSPENDED_PATH, 302);
    }
    await recordLogin(db, user.id, now);
    await recordAudit(db, actor, { action: "sign_in.success", targetType: "user", targetId: user.id, detail: { newAccount: created } }, now);

    let returnTo = attempt.returnTo;
    if (attempt.inviteCode) {
      const redeemed = await redeemInviteFor(db, attempt.inviteCode, { userId: user.id, newAccount: created }, now);
      if (redeemed.ok) {
        await recordAudit(
          db,
          actor,
          {
            action: "invite.redeemed",
            targetType: "invite",
            targetId: redeemed.invite.id,
            detail: {
              userId: user.id,
              fromRole: redeemed.before.role,
              toRole: redeemed.after.role,
              permissionsFrom: redeemed.before.permissions,
              permissionsTo: redeemed.after.permissions,
              newAccount: created,
            },
          },
          now,
        );
      } else {
        // An existing account confirms on the invite page (Accept / Decline); used, expired, revoked
        // or not for this account: the invite page says so (the visitor is signed in regardless).
        returnTo = `${INVITE_PATH_PREFIX}${attempt.inviteCode}`;
      }
    }

    // A new session at every sign-in; whatever session this browser had ends.
    const previousSessionId = c.get("sessionId");
    if (previousSessionId) await invalidateSession(db, previousSessionId);
    const { token, session } = await createSession(db, user.id, { now, idToken });
    setSessionCookies(c, token, session.expiresAt);
    return c.redirect(safeReturnTo(returnTo), 302);
  })
  /**
   * Ends the session here, then at the provider when it supports RP-initiated logout. A browser
   * navigation (spec); but a request another site made (an <img>, a script, a cross-site link)
   * signs no one out: a subresource is refused, a cross-site navigation gets a confirmation page
   * whose button posts back here from our own origin.
   */
  .get("/logout", async (c) => {
    c.header("Cache-Control", "no-store");
    const verdict = logoutRequestKind({ site: c.req.header("sec-fetch-site"), mode: c.req.header("sec-fetch-mode"), dest: c.req.header("sec-fetch-dest") });
    if (verdict === "refuse") throw new ApiError(403, "FORBIDDEN", "Sign-out must be a navigation from this site");
    if (verdict === "confirm") return c.html(logoutConfirmationPage(), 200);
    return logout(c);
  })
  /** The confirmation page's button (origin-checked like every POST). */
  .post("/logout", async (c) => logout(c))
  /**
   * Spec section 6: any data means signed in. Signed out, the answer is 200 with `null` (no data),
   * not a 401: every signed-out page asks, and a 401 would be an error in each visitor's console.
   */
  .get("/auth/user", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(c.get("user") ?? null);
  });
