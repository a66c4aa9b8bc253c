import { useStore } from "@nanostores/react";
import { $user } from "../../stores/user";
import type { SessionUser } from "../../../core/session-user";

/**
 * The signed-in user for an island (undefined while unknown, null when signed out). The first render
 * while hydrating always sees "unknown", as the prerendered markup did, even when the header's script
 * already knows the user: a page's markup never depends on who is signed in until after hydration, so
 * React never meets a mismatch (#418) whatever the auth state. The real value follows at once.
 */
export function useSessionUser(): SessionUser | null | undefined {
  return useStore($user, { ssr: "initial" });
}
