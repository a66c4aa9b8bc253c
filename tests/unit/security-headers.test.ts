import { describe, expect, it } from "vitest";
import { API_CSP, securityHeaders, withSecurityHeaders } from "../../functions/lib/security-headers";

const defaults = securityHeaders({ production: true, csp: API_CSP });

describe("withSecurityHeaders (the Worker's finish of every dynamic answer)", () => {
  it("adds the defaults the answer lacks, keeps its own policy, drops X-Powered-By: in place, body untouched", async () => {
    const own = new Response("hello", { headers: { "Content-Security-Policy": "default-src 'self'", "X-Powered-By": "x" } });
    const out = withSecurityHeaders(own, defaults);
    expect(out).toBe(own);
    expect(out.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(out.headers.get("x-content-type-options")).toBe("nosniff");
    expect(out.headers.get("strict-transport-security")).toContain("max-age=");
    expect(out.headers.get("x-powered-by")).toBeNull();
    expect(await out.text()).toBe("hello");
  });

  it("an answer whose headers cannot change (a fetched or redirect response) is copied with them", async () => {
    const fixed = Response.redirect("https://example.com/next", 302);
    expect(() => fixed.headers.set("x-test", "1")).toThrow(TypeError);
    const out = withSecurityHeaders(fixed, defaults);
    expect(out).not.toBe(fixed);
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("https://example.com/next");
    expect(out.headers.get("content-security-policy")).toBe(API_CSP);
  });
});
