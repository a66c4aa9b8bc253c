import { atom } from "nanostores";
import { hasSignedInHint, type SessionUser } from "../../core/session-user";
import { api, answer } from "../lib/api";

/** undefined while unknown, null when signed out. Authenticated state comes only from GET /api/auth/user. */
export const $user = atom<SessionUser | null | undefined>(undefined);

let pending: Promise<SessionUser | null> | null = null;

async function fetchUser(): Promise<SessionUser | null> {
  try {
    return await answer(api.auth.user.$get());
  } catch {
    return null;
  }
}

/**
 * A guess for the first paint only, before GET /api/auth/user answers: whether the readable hint
 * cookie (set beside the session cookie) is there. It proves nothing and decides nothing.
 */
export function signedInGuess(): boolean {
  return hasSignedInHint(document.cookie);
}

/**
 * Asks GET /api/auth/user once per page, always: any data means signed in (spec section 6), whatever
 * the hint cookie says (it can be gone while the session is valid, or left behind by an ended one).
 */
export function loadUser(): Promise<SessionUser | null> {
  pending ??= fetchUser().then((user) => {
    $user.set(user);
    return user;
  });
  return pending;
}
