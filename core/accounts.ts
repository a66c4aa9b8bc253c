/**
 * Accounts: the roles and statuses of spec sections 3, 4 and 6, their labels, and the words the
 * product uses about them. Pure data and functions, shared by the browser, the API and the schema.
 */

/** Spec section 6: user, premium, moderator, admin. */
export const USER_ROLES = ["user", "premium", "moderator", "admin"] as const;
/** Spec section 4: active, suspended, pending. */
export const USER_STATUSES = ["active", "suspended", "pending"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];

/** How roles and statuses read in dropdowns and badges (spec section 2, Admin panel: Users). */
export const ROLE_LABELS: Record<UserRole, string> = {
  user: "User",
  premium: "Premium",
  moderator: "Moderator",
  admin: "Admin",
};
export const STATUS_LABELS: Record<UserStatus, string> = {
  active: "Active",
  suspended: "Suspended",
  pending: "Pending",
};

/** Spec sections 2 and 8: what a visitor who is not an admin sees on /admin/users. */
export const ACCESS_DENIED_MESSAGE = "Access denied. Admin privileges required.";

/** Why a pending account may look around but not create projects (API 403 message and UI notice). */
export const PENDING_ACCOUNT_MESSAGE =
  "Your account is pending activation by an administrator. You can look around, but you can't create projects until it is activated.";

/** True for a signed-in account that may not create anything yet. */
export function isPendingUser(user: { status: UserStatus } | null | undefined): boolean {
  return user?.status === "pending";
}

/** Longest permission string the API accepts, and most permissions per user. */
export const PERMISSION_MAX_LENGTH = 64;
export const PERMISSIONS_MAX_COUNT = 50;

/**
 * Spec section 5: invite (and user) permissions are typed comma-separated; each is trimmed and
 * empty entries are dropped. Repeats are dropped too (a permission is held or not).
 */
export function parsePermissions(text: string): string[] {
  return normalizePermissions(text.split(","));
}

/** Invisible characters (zero-width, joiners, soft hyphen, BOM, bidi marks) that would make two names look alike. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: each listed code point is removed on its own; none is meant to combine
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/g;

/**
 * The one canonical form of a permission string: Unicode NFKC (full-width and compatibility forms
 * become plain letters), invisible characters removed, trimmed, lower case. Every path that takes a
 * permission (the role route, invite creation, invite redemption, the power check itself) goes through
 * this, so what is authorised is exactly what is stored and what is later held.
 */
export function normalizePermission(raw: string): string {
  return raw.normalize("NFKC").replace(INVISIBLE, "").trim().toLowerCase();
}

/** Normalise each (normalizePermission), drop empties and repeats, keep the first-seen order. */
export function normalizePermissions(list: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of list) {
    const p = normalizePermission(raw);
    if (p !== "" && !out.includes(p)) out.push(p);
  }
  return out;
}

/** Static pages the sign-in flow ends on when it cannot sign the visitor in. */
export const ACCOUNT_SUSPENDED_PATH = "/account-suspended";
export const SIGN_IN_FAILED_PATH = "/sign-in-failed";
/** Where an invite link leads: `/invite/{code}`. */
export const INVITE_PATH_PREFIX = "/invite/";
/** Where a redeemed invite brings the new member. */
export const INVITE_RETURN_TO = "/dashboard";
