import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $toasts } from "../../src/stores/toast";
import { LOGIN_REDIRECT_DELAY_MS } from "../../core/projects";

describe("redirectToLogin (spec section 2: toast, then sign-in after 500 ms)", () => {
  const location = { href: "http://localhost/dashboard" };
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("window", { location });
    $toasts.set([]);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows 'Unauthorized' at once and navigates to /api/login with returnTo exactly 500 ms later, once", async () => {
    const { redirectToLogin } = await import("../../src/islands/projects/auth-gate");
    redirectToLogin("/dashboard");
    redirectToLogin("/dashboard"); // a second 401 in the same moment changes nothing
    expect($toasts.get()).toMatchObject([{ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" }]);
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 1);
    expect(location.href).toBe("http://localhost/dashboard");
    vi.advanceTimersByTime(1);
    const url = new URL(location.href, "http://localhost");
    expect(url.pathname).toBe("/api/login");
    expect(url.searchParams.get("returnTo")).toBe("/dashboard");
  });
});
