/** A request on another loopback name of a local install goes to the configured origin first (functions/lib/local-origin.ts). */
import { describe, expect, it } from "vitest";
import { localAliasRedirect } from "../../functions/lib/local-origin";

const site = "http://localhost:4321";

describe("localAliasRedirect", () => {
  it("sends pages and /api/login on 127.0.0.1, [::1] or 127.x to the configured origin, path and query kept", () => {
    expect(localAliasRedirect(site, "127.0.0.1:4321", "GET", "/dashboard?tab=1")).toBe("http://localhost:4321/dashboard?tab=1");
    expect(localAliasRedirect(site, "[::1]:4321", "HEAD", "/")).toBe("http://localhost:4321/");
    expect(localAliasRedirect(site, "127.0.0.2:4321", "GET", "/api/login?returnTo=%2Fcreate")).toBe("http://localhost:4321/api/login?returnTo=%2Fcreate");
    expect(localAliasRedirect("http://127.0.0.1:5000", "localhost:5000", "GET", "/")).toBe("http://127.0.0.1:5000/");
  });

  it("leaves alone: the configured host, API calls, writes, other ports, other names, a public origin", () => {
    expect(localAliasRedirect(site, "localhost:4321", "GET", "/")).toBeNull();
    expect(localAliasRedirect(site, "127.0.0.1:4321", "GET", "/api/health")).toBeNull();
    expect(localAliasRedirect(site, "127.0.0.1:4321", "GET", "/api/auth/user")).toBeNull();
    expect(localAliasRedirect(site, "127.0.0.1:4321", "POST", "/create")).toBeNull();
    expect(localAliasRedirect(site, "127.0.0.1:4322", "GET", "/")).toBeNull();
    expect(localAliasRedirect(site, "192.168.1.5:4321", "GET", "/")).toBeNull();
    expect(localAliasRedirect(site, "evil.example:4321", "GET", "/")).toBeNull();
    expect(localAliasRedirect(site, undefined, "GET", "/")).toBeNull();
    expect(localAliasRedirect(site, "127.0.0.1:4321", "GET", "//evil.example/")).toBeNull();
    // Behind a proxy the Host may be the loopback one: never redirected away from a public origin.
    expect(localAliasRedirect("https://lumen.example", "127.0.0.1:4321", "GET", "/")).toBeNull();
  });
});
