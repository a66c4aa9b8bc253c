/** Building the sign-in navigation (browser side); the server validates the same way. */
import { LOGIN_PATH } from "../config/site";
import { safeReturnTo } from "../../core/return-to";

/** The sign-in navigation: `/api/login`, with a same-site `returnTo` and an optional invite code. */
export function loginUrl(returnTo?: string, opts: { invite?: string; prompt?: "login" } = {}): string {
  const params = new URLSearchParams();
  if (opts.invite) params.set("invite", opts.invite);
  if (returnTo !== undefined) params.set("returnTo", safeReturnTo(returnTo));
  if (opts.prompt) params.set("prompt", opts.prompt);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}
