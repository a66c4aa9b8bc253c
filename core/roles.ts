/**
 * Roles and their powers: one table, shared by the UI (what to show) and the API (what to allow).
 * A power is held through the account's role, or through a permission string that names it
 * (an admin typing `moderate_showcase` into a user's permissions grants exactly that). Only active
 * accounts hold powers. Pure data and functions: no React, Hono or database here.
 */
import { normalizePermission, normalizePermissions, type UserRole, type UserStatus } from "./accounts";
import { GENERATIONS_PER_HOUR } from "./api-limits";

export const POWERS = [
  /** Change roles, statuses and permissions of other accounts; make, list and revoke invites. */
  "manage_users",
  /** Read the audit trail (Activity). */
  "view_activity",
  /** Add templates. */
  "create_templates",
  /** Edit, switch off and delete templates. */
  "manage_templates",
  /** Record a payment by hand and undo it; see every project. */
  "manage_payments",
  /** Take down and restore apps in the showcase. */
  "moderate_showcase",
  /** Serve a generated site on the account's own domain. */
  "custom_domains",
  /** The higher generation limit (PREMIUM_GENERATIONS_PER_HOUR). */
  "priority_generation",
] as const;
export type Power = (typeof POWERS)[number];

export const ROLE_POWERS: Record<UserRole, readonly Power[]> = {
  user: [],
  premium: ["custom_domains", "priority_generation"],
  moderator: ["moderate_showcase"],
  admin: POWERS,
};

/** What each power means, for the admin UI and the README's table. */
export const POWER_LABELS: Record<Power, string> = {
  manage_users: "Manage users and invites",
  view_activity: "Read the activity log",
  create_templates: "Add templates",
  manage_templates: "Edit and delete templates",
  manage_payments: "Record and undo payments",
  moderate_showcase: "Take down and restore showcase apps",
  custom_domains: "Use a custom domain",
  priority_generation: `Higher generation limit`,
};

/** Premium accounts' generations per hour (everyone else: GENERATIONS_PER_HOUR). */
export const PREMIUM_GENERATIONS_PER_HOUR = 30;

export interface PowerHolder {
  role: UserRole;
  status: UserStatus;
  permissions?: readonly string[] | null;
}

export function isPower(value: string): value is Power {
  return (POWERS as readonly string[]).includes(value);
}

/** Every power the account holds (role powers plus permission strings that name a power). */
export function powersOf(holder: PowerHolder | null | undefined): Power[] {
  if (holder?.status !== "active") return [];
  const out = new Set<Power>(ROLE_POWERS[holder.role] ?? []);
  for (const raw of holder.permissions ?? []) {
    const p = normalizePermission(raw);
    if (isPower(p)) out.add(p);
  }
  return POWERS.filter((p) => out.has(p));
}

export function hasPower(holder: PowerHolder | null | undefined, power: Power): boolean {
  return powersOf(holder).includes(power);
}

/** Generations per hour for this account. */
export function generationsPerHour(holder: PowerHolder | null | undefined): number {
  return hasPower(holder, "priority_generation") ? PREMIUM_GENERATIONS_PER_HOUR : GENERATIONS_PER_HOUR;
}

/** Custom domains (the domain feature itself comes later; this is its permission check). */
export function canUseCustomDomain(holder: PowerHolder | null | undefined): boolean {
  return hasPower(holder, "custom_domains");
}

/** The powers a role carries. */
export function rolePowers(role: UserRole): readonly Power[] {
  return ROLE_POWERS[role] ?? [];
}

/**
 * Rank between two accounts, by powers: `actor` outranks `target` when the target's powers are a
 * strict subset of the actor's. Equal powers are equal rank; an admin is outranked by nobody.
 */
export function outranks(actor: PowerHolder, target: Omit<PowerHolder, "status">): boolean {
  const mine = powersOf(actor);
  if (mine.length === 0) return false;
  const theirs = powersOf({ ...target, status: "active" });
  if (target.role === "admin") return false;
  return theirs.every((p) => mine.includes(p)) && theirs.length < mine.length;
}

/** Roles a manager may hand out (on the role route and in invites): admins any; others only roles whose powers they hold, never admin. */
export function mayGrantRole(actor: PowerHolder, role: UserRole): boolean {
  if (actor.role === "admin" && actor.status === "active") return true;
  if (role === "admin") return false;
  const held = powersOf(actor);
  return rolePowers(role).every((p) => held.includes(p));
}

/** True when moving from role `from` to role `to` would take a power away (invites never do that). */
export function wouldLower(from: UserRole, to: UserRole): boolean {
  const next = rolePowers(to);
  return rolePowers(from).some((p) => !next.includes(p));
}

/**
 * Whether `actor` may change `target`'s role to `nextRole`. Admins may change anyone (the last-admin
 * rule still applies in the service). A holder of `manage_users` who is not an admin may change only
 * accounts it outranks (never an admin, never a peer, never itself), and only to a role whose powers
 * it holds: the power cannot be turned into a promotion.
 */
export function mayChangeAccount(actor: PowerHolder & { id: string }, target: Omit<PowerHolder, "status"> & { id: string }, nextRole?: UserRole): boolean {
  if (!hasPower(actor, "manage_users")) return false;
  if (actor.role === "admin") return true;
  if (actor.id === target.id || !outranks(actor, target)) return false;
  return nextRole === undefined || mayGrantRole(actor, nextRole);
}

/**
 * Permissions a non-admin manager may hand out: only powers they hold themselves, and free-form
 * strings that name no power once normalised (a string that normalises to a power's name is that power).
 */
export function mayGrantPermissions(actor: PowerHolder, permissions: readonly string[]): boolean {
  if (actor.role === "admin" && actor.status === "active") return true;
  const held = powersOf(actor);
  return normalizePermissions(permissions).every((p) => !isPower(p) || held.includes(p));
}
