import { createMiddleware } from "hono/factory";
import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import type { AppEnv, SignedInEnv } from "../types";
import { sessionCookieName, toSessionUser, validateSessionToken } from "../auth/sessions";
import { ApiError } from "../lib/errors";
import { ACCESS_DENIED_MESSAGE, PENDING_ACCOUNT_MESSAGE } from "../../core/accounts";
import { SIGNED_IN_HINT_COOKIE } from "../../core/session-user";
import type { Context } from "hono";
import { hasPower, type Power } from "../../core/roles";

/** Cookie attributes of the session cookie: HttpOnly, SameSite=Lax, Path=/, Secure in production. */
export function sessionCookieOptions(production: boolean, expires: Date) {
  return { httpOnly: true, sameSite: "Lax" as const, path: "/", secure: production, expires };
}

const hintCookieName = (production: boolean) => (production ? `__Host-${SIGNED_IN_HINT_COOKIE}` : SIGNED_IN_HINT_COOKIE);

/** Sets the session cookie and, beside it, the readable signed-in hint with the same lifetime. */
export function setSessionCookies(c: Context<AppEnv>, token: string, expires: Date): void {
  const { production } = c.get("deps").config;
  setCookie(c, sessionCookieName(production), token, sessionCookieOptions(production, expires));
  setCookie(c, hintCookieName(production), "1", { ...sessionCookieOptions(production, expires), httpOnly: false });
}

/** Ends both cookies (sign-out, or a session that is no longer valid). */
export function clearSessionCookies(c: Context<AppEnv>): void {
  const { production } = c.get("deps").config;
  deleteCookie(c, sessionCookieName(production), { path: "/", secure: production });
  deleteCookie(c, hintCookieName(production), { path: "/", secure: production });
}

/** Reads the session cookie on every API request and sets `c.get("user")` (null when signed out). */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const { db, config } = c.get("deps");
  const cookies = getCookie(c);
  const token = cookies[sessionCookieName(config.production)];
  if (token) {
    const now = c.get("deps").now();
    const result = await validateSessionToken(db, token, now);
    if (result) {
      c.set("user", toSessionUser(result.user));
      c.set("sessionId", result.session.id);
      // Renewed sessions, and sessions from before the hint existed, get fresh cookies.
      if (result.renewed || !cookies[hintCookieName(config.production)]) setSessionCookies(c, token, result.session.expiresAt);
    } else {
      clearSessionCookies(c);
    }
  }
  await next();
});

/** 401 unless signed in (the spec's screens show "Unauthorized" and send the visitor to sign in). */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!(c.get("user") as SignedInEnv["Variables"]["user"] | null)) throw new ApiError(401, "UNAUTHORIZED", "Unauthorized");
  await next();
});

/** 403 for accounts that may not change anything yet (pending) on top of requireUser. */
export const requireActiveUser = createMiddleware<SignedInEnv>(async (c, next) => {
  const user = c.get("user") as SignedInEnv["Variables"]["user"] | null;
  if (!user) throw new ApiError(401, "UNAUTHORIZED", "Unauthorized");
  if (user.status !== "active") {
    throw new ApiError(403, "FORBIDDEN", PENDING_ACCOUNT_MESSAGE);
  }
  await next();
});

/** 401 when signed out, 403 for a signed-in user who is not an admin. */
export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  const user = c.get("user") as SignedInEnv["Variables"]["user"] | null;
  if (!user) throw new ApiError(401, "UNAUTHORIZED", "Unauthorized");
  if (!user.isAdmin) throw new ApiError(403, "FORBIDDEN", ACCESS_DENIED_MESSAGE);
  await next();
});

/** 401 when signed out, 403 unless the account holds `power` (core/roles.ts: by role or by a permission naming it). */
export function requirePower(power: Power) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const user = c.get("user") as SignedInEnv["Variables"]["user"] | null;
    if (!user) throw new ApiError(401, "UNAUTHORIZED", "Unauthorized");
    if (!hasPower(user, power)) throw new ApiError(403, "FORBIDDEN", ACCESS_DENIED_MESSAGE);
    await next();
  });
}
