import { beforeAll, describe, expect, it } from "vitest";
import { isPendingUser, normalizePermissions, parsePermissions, PENDING_ACCOUNT_MESSAGE, USER_ROLES, USER_STATUSES } from "../../core/accounts";
import { safeReturnTo } from "../../core/return-to";
import { loginUrl } from "../../src/lib/login-url";
import { formatDate, formatDateTime, fullName, userActionErrorToast, userUpdatedToast } from "../../src/lib/admin-users";
import { hasSignedInHint } from "../../core/session-user";
import { throwIfResNotOk } from "../../src/lib/api-error";

describe("roles and statuses (spec sections 4 and 6)", () => {
  it("are exactly the spec's", () => {
    expect(USER_ROLES).toEqual(["user", "premium", "moderator", "admin"]);
    expect(USER_STATUSES).toEqual(["active", "suspended", "pending"]);
  });

  it("a pending user is pending; others and nobody are not", () => {
    expect(isPendingUser({ status: "pending" })).toBe(true);
    expect(isPendingUser({ status: "active" })).toBe(false);
    expect(isPendingUser(null)).toBe(false);
    expect(PENDING_ACCOUNT_MESSAGE).toMatch(/can't create projects/);
  });
});

describe("parsePermissions (spec section 5: comma-separated, trimmed, empties dropped)", () => {
  it.each([
    ["create_templates, manage_users", ["create_templates", "manage_users"]],
    ["  a ,, b ,  ", ["a", "b"]],
    ["", []],
    [" , , ", []],
    ["solo", ["solo"]],
    ["a,a, a", ["a"]],
    ["read docs, write", ["read docs", "write"]],
  ])("%j -> %j", (text, expected) => {
    expect(parsePermissions(text)).toEqual(expected);
  });

  it("normalizePermissions keeps first-seen order", () => {
    expect(normalizePermissions(["b", " a", "b ", ""])).toEqual(["b", "a"]);
  });
});

describe("safeReturnTo: only paths on this site", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/checkout/42?x=1#top", "/checkout/42?x=1#top"],
    ["/app-store/", "/app-store/"],
    ["/a/../dashboard", "/dashboard"],
    // Encoded line breaks stay encoded: harmless in a Location header.
    ["/%0d%0aSet-Cookie:x", "/%0d%0aSet-Cookie:x"],
  ])("keeps %j", (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "http://localhost:4321/dashboard",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/ok\nLocation: x",
    "javascript:alert(1)",
    "dashboard",
    "",
    "/api/logout",
    "/api",
    "/oidc/session/end",
    "/x/../api/logout",
    "/sign-in-failed?reason=state",
    "/account-suspended",
    `/${"a".repeat(600)}`,
  ])("refuses %j", (raw) => {
    expect(safeReturnTo(raw)).toBe("/");
  });

  it("refuses missing values", () => {
    expect(safeReturnTo(undefined)).toBe("/");
    expect(safeReturnTo(null)).toBe("/");
  });
});

describe("loginUrl", () => {
  it("builds the sign-in navigation", () => {
    expect(loginUrl()).toBe("/api/login");
    expect(loginUrl("/dashboard")).toBe("/api/login?returnTo=%2Fdashboard");
    expect(loginUrl("/dashboard", { invite: "abc" })).toBe("/api/login?invite=abc&returnTo=%2Fdashboard");
    expect(loginUrl("//evil.example")).toBe("/api/login?returnTo=%2F");
    expect(loginUrl(undefined, { prompt: "login" })).toBe("/api/login?prompt=login");
  });
});

describe("admin user action toasts (spec section 8)", () => {
  // Failures as the API client throws them (src/lib/api-error.ts), from real answers.
  const failure = async (status: number, body: string) => {
    try {
      await throwIfResNotOk(new Response(body, { status }));
    } catch (error) {
      return error;
    }
    throw new Error("not a failure");
  };
  let unauthorized: unknown, forbidden: unknown, lastAdmin: unknown, nope: unknown, boom: unknown;
  beforeAll(async () => {
    unauthorized = await failure(401, '{"success":false,"error":{"code":"UNAUTHORIZED","message":"Unauthorized"}}');
    forbidden = await failure(403, '{"success":false,"error":{"code":"FORBIDDEN","message":"Access denied. Admin privileges required."}}');
    lastAdmin = await failure(409, '{"success":false,"error":{"code":"CONFLICT","message":"This is the last active admin."}}');
    nope = await failure(401, "nope");
    boom = await failure(500, "boom");
  });
  const network = new TypeError("Failed to fetch");

  it("401 Unauthorized: 'Unauthorized' with the permission message per action", () => {
    expect(userActionErrorToast("role", unauthorized)).toEqual({
      title: "Unauthorized",
      description: "You don't have permission to manage users.",
      variant: "destructive",
    });
    expect(userActionErrorToast("status", unauthorized)).toEqual({
      title: "Unauthorized",
      description: "You don't have permission to manage users.",
      variant: "destructive",
    });
    expect(userActionErrorToast("invite", unauthorized)).toEqual({
      title: "Unauthorized",
      description: "You don't have permission to generate invites.",
      variant: "destructive",
    });
  });

  it("a 401 without 'Unauthorized' in it is an ordinary failure", () => {
    expect(userActionErrorToast("role", nope).title).toBe("Error");
  });

  it("other failures: 'Error' with the action's message", () => {
    expect(userActionErrorToast("role", forbidden)).toEqual({ title: "Error", description: "Failed to update user role.", variant: "destructive" });
    expect(userActionErrorToast("status", network)).toEqual({ title: "Error", description: "Failed to update user status.", variant: "destructive" });
    expect(userActionErrorToast("invite", boom)).toEqual({ title: "Error", description: "Failed to generate invite link.", variant: "destructive" });
  });

  it("the last-admin conflict adds the server's reason", () => {
    expect(userActionErrorToast("status", lastAdmin).description).toBe("Failed to update user status. This is the last active admin.");
  });

  it("success: 'User Updated' naming the person and the change", () => {
    expect(userUpdatedToast({ firstName: "Uma", lastName: "Fernandes", email: "u@x" }, { role: "premium" })).toEqual({
      title: "User Updated",
      description: "Uma Fernandes now has the Premium role.",
      variant: "success",
    });
    expect(userUpdatedToast({ firstName: null, lastName: null, email: "u@x" }, { status: "suspended" }).description).toBe("u@x is now suspended.");
  });
});

describe("formatting", () => {
  it("dates and times, 'Never' for no login", () => {
    expect(formatDateTime("2025-03-03T14:05:00.000Z", "UTC")).toBe("Mar 3, 2025, 2:05 PM");
    expect(formatDateTime(null)).toBe("Never");
    expect(formatDateTime("garbage")).toBe("Unknown");
    expect(formatDate("2025-03-10T10:00:00.000Z", "UTC")).toBe("March 10, 2025");
  });

  it("full names skip missing parts", () => {
    expect(fullName({ firstName: "Ada", lastName: null })).toBe("Ada");
    expect(fullName({ firstName: " ", lastName: null })).toBeNull();
  });
});

describe("the signed-in hint cookie", () => {
  it("is found under its plain and __Host- names, only with the value 1", () => {
    expect(hasSignedInHint("lumen_signed_in=1")).toBe(true);
    expect(hasSignedInHint("a=b; __Host-lumen_signed_in=1; c=d")).toBe(true);
    expect(hasSignedInHint("")).toBe(false);
    expect(hasSignedInHint("lumen_signed_in=0")).toBe(false);
    expect(hasSignedInHint("lumen_signed_in=10")).toBe(false);
    expect(hasSignedInHint("xlumen_signed_in=1")).toBe(false);
    expect(hasSignedInHint("lumen_session=abc")).toBe(false);
  });
});
