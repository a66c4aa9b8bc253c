import { atom } from "nanostores";
import type { SessionUser } from "../lib/session-user";

/** undefined while unknown, null when signed out. Authenticated state comes only from GET /api/auth/user. */
export const $user = atom<SessionUser | null | undefined>(undefined);

let pending: Promise<SessionUser | null> | null = null;

export function loadUser(): Promise<SessionUser | null> {
  pending ??= fetch("/api/auth/user", { credentials: "include" })
    .then(async (res) => (res.ok ? ((await res.json()) as SessionUser) : null))
    .catch(() => null)
    .then((user) => {
      $user.set(user);
      return user;
    });
  return pending;
}
