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
