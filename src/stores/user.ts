import { atom } from "nanostores";
import { hasSignedInHint, type SessionUser } from "../../core/session-user";
import { api, answer } from "../lib/api";

/** undefined while unknown, null when signed out. Authenticated state comes only from GET /api/auth/user. */
export const $user = atom<SessionUser | null | undefined>(undefined);

let pending: Promise<SessionUser | null> | null = null;

async function fetchUser(): Promise<SessionUser | null> {
  if (!hasSignedInHint(document.cookie)) return null;
  try {
    return await answer(api.auth.user.$get());
  } catch {
    return null;
  }
}

/** Asks GET /api/auth/user once per page; without the signed-in hint cookie there is nobody to ask about. */
export function loadUser(): Promise<SessionUser | null> {
  pending ??= fetchUser().then((user) => {
    $user.set(user);
    return user;
  });
  return pending;
}
