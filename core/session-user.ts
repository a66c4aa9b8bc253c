import type { UserRole, UserStatus } from "./accounts";

/** What GET /api/auth/user answers for a signed-in user. */
export interface SessionUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  isAdmin: boolean;
  role: UserRole;
  status: UserStatus;
  permissions: string[];
}

/** Spec section 2: first name, falling back to email. */
export function displayName(user: Pick<SessionUser, "firstName" | "email">): string {
  return user.firstName?.trim() || user.email;
}

/**
 * A readable cookie set and cleared with the (HttpOnly) session cookie. It proves nothing; it only
 * tells the page whether asking GET /api/auth/user is worth a request, so a signed-out visitor's
 * page makes no request that is bound to answer 401 (and logs no error in the console).
 */
export const SIGNED_IN_HINT_COOKIE = "lumen_signed_in";

/** Whether `cookieHeader` (document.cookie) carries the signed-in hint, under either name. */
export function hasSignedInHint(cookieHeader: string): boolean {
  return new RegExp(`(?:^|;\\s*)(?:__Host-)?${SIGNED_IN_HINT_COOKIE}=1(?:;|$)`).test(cookieHeader);
}
