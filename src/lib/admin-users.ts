/**
 * User management screen logic (spec sections 2, 5 and 8): the toasts of each admin action and how
 * the list shows names and times. Pure: the island only wires these to requests and the toast store.
 */
import { ApiRequestError } from "./api-error";
import type { UserRole, UserStatus } from "../../core/accounts";
import { ROLE_LABELS, STATUS_LABELS } from "../../core/accounts";

/** The parts of a GET /api/admin/users row these helpers read (the row's type comes from the API client). */
interface UserNames {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

export type UserAction = "role" | "status" | "invite";

export interface ToastContent {
  title: string;
  description?: string;
  variant: "default" | "success" | "destructive";
}

/** Spec section 8, success toasts. */
export const USER_UPDATED_TITLE = "User Updated";
export const INVITE_GENERATED_TITLE = "Invite Generated";
export const INVITE_COPIED_TOAST: ToastContent = { title: "Copied", description: "Invite link copied to clipboard.", variant: "success" };
export const COPY_FAILED_TOAST: ToastContent = { title: "Copy Failed", description: "Please select and copy manually", variant: "destructive" };

/** Spec section 8, admin user actions: the 401 case and every other failure. */
export const UNAUTHORIZED_TITLE = "Unauthorized";
export const ERROR_TITLE = "Error";
export const NO_PERMISSION_MESSAGES: Record<UserAction, string> = {
  role: "You don't have permission to manage users.",
  status: "You don't have permission to manage users.",
  invite: "You don't have permission to generate invites.",
};
export const FAILURE_MESSAGES: Record<UserAction, string> = {
  role: "Failed to update user role.",
  status: "Failed to update user status.",
  invite: "Failed to generate invite link.",
};

/**
 * The toast for a failed admin action. A '401: ...Unauthorized' failure gets 'Unauthorized' and the
 * permission message; any other failure 'Error' and the action's message. A 409 (the last-admin
 * rule) adds the server's reason after it, so the admin knows what to do.
 */
export function userActionErrorToast(action: UserAction, error: unknown): ToastContent {
  if (!(error instanceof ApiRequestError)) return { title: ERROR_TITLE, description: FAILURE_MESSAGES[action], variant: "destructive" };
  // Spec section 8: a 401 whose message names Unauthorized (not any 401).
  if (error.status === 401 && error.message.includes("Unauthorized")) {
    return { title: UNAUTHORIZED_TITLE, description: NO_PERMISSION_MESSAGES[action], variant: "destructive" };
  }
  const conflict = error.status === 409 ? error.detail : "";
  return { title: ERROR_TITLE, description: conflict ? `${FAILURE_MESSAGES[action]} ${conflict}` : FAILURE_MESSAGES[action], variant: "destructive" };
}

/** The success toast after a role or status change. */
export function userUpdatedToast(user: UserNames, change: { role: UserRole } | { status: UserStatus }): ToastContent {
  const who = fullName(user) ?? user.email;
  const what = "role" in change ? `now has the ${ROLE_LABELS[change.role]} role` : `is now ${STATUS_LABELS[change.status].toLowerCase()}`;
  return { title: USER_UPDATED_TITLE, description: `${who} ${what}.`, variant: "success" };
}

export function fullName(user: Pick<UserNames, "firstName" | "lastName">): string | null {
  const name = [user.firstName, user.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(" ");
  return name || null;
}

/** createdAt / lastLoginAt for people: 'Mar 3, 2025, 2:05 PM'; no value reads 'Never'. */
export function formatDateTime(value: string | null, timeZone?: string): string {
  if (!value) return "Never";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "Unknown";
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

/** The invitation's date for people: 'March 10, 2025'. */
export function formatDate(value: string, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone }).format(new Date(value));
}
