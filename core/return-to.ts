/**
 * Where sign-in brings a visitor back to. Only a path on this site is accepted: anything absolute,
 * protocol-relative (`//evil`), backslashed or pointing into the sign-in machinery itself falls
 * back to the home page. Used by GET /api/login (server) and by pages that send visitors to sign in.
 */
import { API_PREFIX } from "./paths";
import { ACCOUNT_SUSPENDED_PATH, SIGN_IN_FAILED_PATH } from "./accounts";

export const DEFAULT_RETURN_TO = "/";
/** Paths a visitor is never sent back to after signing in (they would loop, sign out, or say sign-in failed). */
const REFUSED_PREFIXES = [API_PREFIX, "/oidc/"];
const REFUSED_PAGES = [SIGN_IN_FAILED_PATH, ACCOUNT_SUSPENDED_PATH];
const MAX_LENGTH = 512;

export function safeReturnTo(raw: string | null | undefined): string {
  if (typeof raw !== "string" || raw === "" || raw.length > MAX_LENGTH) return DEFAULT_RETURN_TO;
  // One leading slash, then not a second slash or backslash; no control characters or backslashes at all.
  if (!/^\/(?![/\\])/.test(raw) || /[\\\u0000-\u001f\u007f]/.test(raw)) return DEFAULT_RETURN_TO;
  let url: URL;
  try {
    url = new URL(raw, "http://return-to.invalid");
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== "http://return-to.invalid") return DEFAULT_RETURN_TO;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (REFUSED_PREFIXES.some((p) => url.pathname === p.slice(0, -1) || url.pathname.startsWith(p))) return DEFAULT_RETURN_TO;
  if (REFUSED_PAGES.some((p) => url.pathname.replace(/\/+$/, "") === p)) return DEFAULT_RETURN_TO;
  return path;
}
