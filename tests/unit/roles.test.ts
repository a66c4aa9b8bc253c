import { describe, expect, it } from "vitest";
import {
  canUseCustomDomain,
  generationsPerHour,
  hasPower,
  mayChangeAccount,
  mayGrantPermissions,
  POWERS,
  powersOf,
  PREMIUM_GENERATIONS_PER_HOUR,
  ROLE_POWERS,
} from "../../core/roles";
import { GENERATIONS_PER_HOUR } from "../../core/api-limits";

const active = (role: "user" | "premium" | "moderator" | "admin", permissions: string[] = []) => ({
  id: `${role}-id`,
  role,
  status: "active" as const,
  permissions,
});

describe("roles and powers", () => {
  it("the table: admins hold every power; moderators moderate; premium gets domains and the higher limit; users nothing", () => {
    expect(ROLE_POWERS.admin).toEqual(POWERS);
    expect(powersOf(active("moderator"))).toEqual(["moderate_showcase"]);
    expect(powersOf(active("premium"))).toEqual(["custom_domains", "priority_generation"]);
    expect(powersOf(active("user"))).toEqual([]);
  });
  it("a permission string grants the power it names, and only a known one", () => {
    expect(hasPower(active("user", ["create_templates"]), "create_templates")).toBe(true);
    expect(hasPower(active("user", ["create_templates"]), "manage_templates")).toBe(false);
    expect(powersOf(active("user", ["beta", "reports"]))).toEqual([]);
  });
  it("only active accounts hold powers", () => {
    expect(powersOf({ role: "admin", status: "suspended", permissions: [] })).toEqual([]);
    expect(powersOf({ role: "moderator", status: "pending", permissions: [] })).toEqual([]);
  });
  it("generation limits and custom domains", () => {
    expect(generationsPerHour(active("user"))).toBe(GENERATIONS_PER_HOUR);
    expect(generationsPerHour(active("premium"))).toBe(PREMIUM_GENERATIONS_PER_HOUR);
    expect(PREMIUM_GENERATIONS_PER_HOUR).toBe(30);
    expect(canUseCustomDomain(active("premium"))).toBe(true);
    expect(canUseCustomDomain(active("user"))).toBe(false);
    expect(canUseCustomDomain(active("user", ["custom_domains"]))).toBe(true);
  });
  it("a manager who is not an admin never touches admins, themselves, or the admin role, and grants only powers held", () => {
    const manager = active("moderator", ["manage_users"]);
    expect(mayChangeAccount(manager, { id: "x", role: "user" }, "moderator")).toBe(true);
    // premium carries powers this manager lacks; a peer (equal powers) is out of reach
    expect(mayChangeAccount(manager, { id: "x", role: "user" }, "premium")).toBe(false);
    expect(mayChangeAccount(manager, { id: "x", role: "moderator", permissions: ["manage_users"] }, "user")).toBe(false);
    expect(mayChangeAccount(manager, { id: "x", role: "user" }, "admin")).toBe(false);
    expect(mayChangeAccount(manager, { id: "x", role: "admin" })).toBe(false);
    expect(mayChangeAccount(manager, { id: manager.id, role: "moderator" }, "user")).toBe(false);
    expect(mayChangeAccount(active("admin"), { id: "x", role: "admin" }, "user")).toBe(true);
    expect(mayChangeAccount(active("user"), { id: "x", role: "user" })).toBe(false);
    expect(mayGrantPermissions(manager, ["moderate_showcase", "beta"])).toBe(true);
    expect(mayGrantPermissions(manager, ["manage_payments"])).toBe(false);
    expect(mayGrantPermissions(active("admin"), ["manage_payments"])).toBe(true);
  });
});
