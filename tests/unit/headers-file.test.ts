import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { BASE_SECURITY_HEADERS, HSTS_HEADER, PAGE_CSP, pageCspFromHeaders } from "../../functions/lib/security-headers";

describe("public/_headers (Cloudflare assets)", () => {
  it("carries the same security headers as the servers", () => {
    const text = readFileSync("public/_headers", "utf8");
    const expected = { ...BASE_SECURITY_HEADERS, "Content-Security-Policy": PAGE_CSP, "Strict-Transport-Security": HSTS_HEADER };
    for (const [name, value] of Object.entries(expected)) expect(text).toContain(`  ${name}: ${value}\n`);
  });
});

describe("the page CSP's script-src (scripts/page-csp.mjs)", () => {
  const page = (hashes: string[], extra = "") =>
    `<html><head><meta http-equiv="content-security-policy" content="script-src 'self' ${hashes.join(" ")}${extra}; style-src 'self' 'unsafe-inline'"></head></html>`;

  it("gathers every page's script sources into the header's one script-src, which the Node server reads back", async () => {
    const { scriptSources, withScriptSrc } = await import("../../scripts/page-csp.mjs");
    const sources = scriptSources([page(["'sha256-a'", "'sha256-b'"]), page(["'sha256-b'", "'sha256-c'"], " https://js.stripe.com"), "<p>no policy</p>"]);
    expect(sources).toEqual(["'self'", "'sha256-a'", "'sha256-b'", "'sha256-c'", "https://js.stripe.com"]);
    const built = withScriptSrc(readFileSync("public/_headers", "utf8"), sources);
    const csp = pageCspFromHeaders(built);
    expect(csp).toBe(`${PAGE_CSP}; script-src 'self' 'sha256-a' 'sha256-b' 'sha256-c' https://js.stripe.com`);
    // Built twice, one script-src.
    expect(pageCspFromHeaders(withScriptSrc(built, sources))).toBe(csp);
  });

  it("without a built script-src the page CSP is the written one", () => {
    expect(pageCspFromHeaders(null)).toBe(PAGE_CSP);
    expect(pageCspFromHeaders(readFileSync("public/_headers", "utf8"))).toBe(PAGE_CSP);
  });
});
