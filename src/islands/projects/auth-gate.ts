import { useEffect } from "react";
import { loadUser } from "../../stores/user";
import { useSessionUser } from "../common/use-session-user";
import { toast } from "../../stores/toast";
import { authToasts } from "../../content/projects";
import { LOGIN_REDIRECT_DELAY_MS } from "../../../core/projects";
import { loginUrl } from "../../lib/login-url";
import type { SessionUser } from "../../../core/session-user";

let redirecting = false;

/** Spec section 2: the 'Unauthorized' toast, then sign-in after 500 ms, coming back to `returnTo`. */
export function redirectToLogin(returnTo: string): void {
  if (redirecting) return;
  redirecting = true;
  toast({ ...authToasts.unauthorized, variant: "destructive" });
  setTimeout(() => {
    window.location.href = loginUrl(returnTo);
  }, LOGIN_REDIRECT_DELAY_MS);
}

/**
 * Signed-in pages (/dashboard, /create, /checkout/*): the user from the shared store
 * (undefined while unknown); a signed-out visitor is sent to sign in and brought back to
 * `returnTo` (default: the current path).
 */
export function useSignedInUser(returnTo?: string): SessionUser | null | undefined {
  const user = useSessionUser();
  useEffect(() => {
    void loadUser();
  }, []);
  useEffect(() => {
    if (user === null) redirectToLogin(returnTo ?? window.location.pathname);
  }, [user, returnTo]);
  return user;
}
